/**
 * Messages of the service-person form (SPEC §5).
 *
 * Strings marked "SPEC" are copied verbatim from the product spec; "OWN" ones are ours (natural Chinese in the
 * spec's tone). One catalogue: ./index.ts re-exports every area file.
 */

// service-person form (SPEC §5)
export const SERVICE_PERSON_NAME_REQUIRED = '请输入服务人姓名'
export const SERVICE_PERSON_NAME_SPECIAL_CHARS = '服务人姓名不允许特殊字符，请重新输入'
/** OWN: name longer than 20 characters (SPEC §9 name max 20) */
export const SERVICE_PERSON_NAME_TOO_LONG = '服务人姓名不能超过20个字'
export const SEX_REQUIRED = '请选择性别'
/** SPEC §5: service-person form ID number required (no "!") */
export const SERVICE_PERSON_ID_REQUIRED = '请输入身份证号'
export const AGE_REQUIRED = '请输入年龄'
/** OWN: age is not a whole number between 0 and 150 */
export const AGE_INVALID = '请输入正确年龄'
export const CONTACT_REQUIRED = '请输入联系方式'
export const CONTACT_INVALID = '请输入正确联系方式'
export const MARITAL_STATUS_REQUIRED = '请选择婚姻状况'

// server replies of the service-person endpoints (OWN)
/** at most this many persons per user */
export const MAX_PERSONS = 20
export const PERSON_CONSENT_REQUIRED = '请先阅读并同意个人信息授权（保存身份证号等健康信息需您同意）'
export const PERSON_DUPLICATE_ID = '该身份证号已添加'
export const PERSON_SEX_MISMATCH = '性别与身份证号不符'
export const PERSON_TOO_MANY = `服务人最多添加${MAX_PERSONS}位`
/** unknown id, or another user's person */
export const PERSON_NOT_FOUND = '服务人不存在'
export const PERSON_HAS_APPOINTMENT = '该服务人有未完成的体检预约，请先取消预约'

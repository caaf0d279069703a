/**
 * Messages of the health records (issue 13): family members (consultationer), their consents and the body
 * data. All OWN (the spec names the endpoints only), natural Chinese in the spec's tone. The vital-value
 * messages (请输入收缩压 …) live beside their rules in src/domain/health.ts.
 */

/** at most this many family members per account (the account holder included) */
export const MAX_HEALTH_MEMBERS = 10

export const HEALTH_MEMBER_NAME_REQUIRED = '请输入成员姓名'
export const HEALTH_MEMBER_NAME_INVALID = '成员姓名只能包含中文、字母和·，不超过20个字'
export const HEALTH_MEMBER_RELATION_REQUIRED = '请选择与您的关系'
export const HEALTH_MEMBER_TOO_MANY = `家庭成员最多添加${MAX_HEALTH_MEMBERS}位`
export const HEALTH_MEMBER_SELF_EXISTS = '“本人”档案已存在'
export const HEALTH_MEMBER_NOT_FOUND = '家庭成员不存在'
/** PIPL art. 28–29: health data are sensitive personal information and need a separate consent */
export const HEALTH_CONSENT_REQUIRED = '记录健康数据前，请先同意《敏感个人信息处理授权》（可随时撤回）'
/** PIPL art. 31, SPEC §6: a child under 14 is added only with the guardian's explicit consent */
export const HEALTH_GUARDIAN_CONSENT_REQUIRED = '该成员未满14周岁，需由监护人勾选同意后方可添加'
export const HEALTH_CONSENT_TEXT =
  '我同意医院健康商城为记录和展示健康档案，处理该成员的血压、血糖、身高、体重等健康信息（敏感个人信息）。数据仅用于本人查看，不用于诊断，不向第三方提供；可随时在健康档案中撤回同意，撤回后该成员的健康数据将被删除。'
export const HEALTH_GUARDIAN_CONSENT_TEXT = '我是该儿童的父母或其他监护人，同意为其建立健康档案并处理其个人信息。'
export const HEALTH_CONSENT_WITHDRAWN = '已撤回授权，该成员的健康数据已删除'

export const BODY_DATA_NOT_FOUND = '记录不存在'
export const BODY_DATA_KIND_INVALID = '记录类型不正确'
export const BODY_DATA_TIME_INVALID = '请选择正确的测量时间'
export const BODY_DATA_TIME_IN_FUTURE = '测量时间不能晚于当前时间'
export const BODY_DATA_KIND_CHANGE = '不能修改记录类型'
/** the app informs, never diagnoses; where a risk is shown it points to /emergencyLine and 120 */
export const HEALTH_NOT_DIAGNOSIS = '分类仅供参考，不能代替医生诊断。如有胸痛、剧烈头痛、意识不清等不适，请立即拨打120。'

// /addLabel tags and medical history
export const MAX_MEMBER_LABELS = 20
export const HEALTH_LABEL_INVALID = '标签需为1-10个字'
export const HEALTH_LABEL_CATEGORY_INVALID = '请选择标签类型'
export const HEALTH_LABELS_TOO_MANY = `每位成员最多添加${MAX_MEMBER_LABELS}个标签`
export const MEDICAL_HISTORY_TYPE_REQUIRED = '请选择病史类型'
export const MEDICAL_HISTORY_NAME_REQUIRED = '请输入疾病或手术名称'
export const MEDICAL_HISTORY_NAME_TOO_LONG = '名称不能超过30个字'
export const MEDICAL_HISTORY_NOTE_TOO_LONG = '备注不能超过200个字'
export const MEDICAL_HISTORY_SINCE_INVALID = '请输入正确的时间（如 2018-05）'
export const MEDICAL_HISTORY_NOT_FOUND = '病史记录不存在'
/** the readable copy (PDF) of a member's health record could not be made (font or PDF error; never the data) */
export const HEALTH_PDF_FAILED = '健康档案文件生成失败，请稍后重试'

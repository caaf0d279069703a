/**
 * Messages of maternity follow-up (issue 13 item 5: /maternal, /maternalList). All OWN (the spec names the
 * endpoints only), natural Chinese in the spec's tone. The last-menstrual-period messages live beside their
 * rule in src/domain/pregnancy.
 */

export const PREGNANCY_NOT_FOUND = '孕期档案不存在'
export const PREGNANCY_MEMBER_NOT_FEMALE = '孕期档案仅可为女性成员建立'
export const PREGNANCY_EXISTS = '该成员已有进行中的孕期档案'
export const PREGNANCY_ENDED = '该孕期档案已结束'
export const PRENATAL_CHECK_NOT_FOUND = '产检项目不存在'
export const PRENATAL_CHECK_DATE_REQUIRED = '请选择产检日期'
export const PRENATAL_CHECK_DATE_INVALID = '产检日期格式不正确'
export const PRENATAL_CHECK_DATE_PAST = '产检日期不能早于今天'
/** the planned date must fall in the visit's window (孕前和孕期保健指南 2018) */
export const prenatalCheckDateOutside = (label: string, from: string, to: string) => `产检日期需在${label}内（${from} 至 ${to}）`
export const PREGNANCY_WEIGHT_DATE_INVALID = '请选择正确的称重日期'
export const PREGNANCY_WEIGHT_DATE_OUT = '称重日期需在末次月经之后且不晚于今天'
/** the app informs, never diagnoses: danger signs point to /emergencyLine and 120 */
export const PREGNANCY_RED_FLAG_TITLE = '出现以下情况，请立即就医或拨打120'
export const PREGNANCY_NOT_DIAGNOSIS = '孕周、预产期和产检提醒按末次月经推算，仅供参考，请以产检医生的意见为准。'

// children's vaccines (/pediatric-services, children/queryVaccineAssistant)
export const VACCINE_MEMBER_NOT_CHILD = '疫苗接种助手仅适用于未满18周岁的子女'
export const VACCINE_DOSE_NOT_FOUND = '该疫苗剂次不在国家免疫规划程序中'
export const VACCINE_DATE_INVALID = '请选择正确的接种日期'
export const VACCINE_DATE_OUT = '接种日期需在出生之后且不晚于今天'
export const VACCINE_NOT_ADVICE =
  '接种时间按《国家免疫规划疫苗儿童免疫程序及说明（2021年版）》推算，仅供参考，请以接种门诊的预约和医生意见为准。'

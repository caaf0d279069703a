/** UI texts of the doctor pages (OWN: the spec names these parts in English only). */
export const GOOD_AT = '擅长'
export const INTRO = '医生简介'
export const SPECIALITIES = '擅长领域'
export const STUDIOS = '所在工作室'
export const SERVICES = '医生服务'
export const NO_SERVICES = '暂无可购买的服务'
export const CONSULT = '在线咨询'
export const CONSULT_FREE = '免费咨询'
export const DEPARTMENT_INTRO = '科室简介'
export const DEPARTMENT_DOCTORS = '科室医生'
export const DEPARTMENT_STUDIOS = '科室工作室'
export const NO_DOCTORS = '暂无医生'
export const DOCTOR_COUNT = (n: number) => `${n}位医生`
export const STUDIO_INTRO = '团队介绍'
export const STUDIO_MEMBERS = '团队成员'
export const STUDIO_SERVICES = '工作室服务'
export const STUDIO_CONSULT = '咨询团队'
export const STUDIO_MEMBER_NUM = (n: number) => `团队 ${n} 人`

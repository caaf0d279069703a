/**
 * Messages of the staff console's doctors, departments and studios (issue 33 item 4). The server answers bad input
 * with these (400, or 404 for an object that is not the hospital's), the console shows them.
 */
export const PEOPLE_DEPARTMENT_NAME_REQUIRED = '请填写科室名称'
export const PEOPLE_DEPARTMENT_NAME_TOO_LONG = '科室名称最多20个字'
export const PEOPLE_DEPARTMENT_INTRO_TOO_LONG = '科室简介最多2000个字'
export const PEOPLE_DEPARTMENT_NOT_FOUND = '科室不存在'
export const PEOPLE_DEPARTMENT_ORDER_INVALID = '排序须列出本院全部科室且不重复'
export const PEOPLE_DOCTOR_NOT_FOUND = '医生不存在'
export const PEOPLE_DOCTOR_NAME_REQUIRED = '请填写医生姓名'
export const PEOPLE_DOCTOR_NAME_TOO_LONG = '医生姓名最多20个字'
export const PEOPLE_DOCTOR_TITLE_INVALID = '请选择医生职称'
export const PEOPLE_DOCTOR_PHOTO_REQUIRED = '请上传医生照片'
export const PEOPLE_IMAGE_UNKNOWN = '图片无效，请重新上传'
export const PEOPLE_DOCTOR_INTRO_TOO_LONG = '医生简介最多2000个字'
export const PEOPLE_DOCTOR_SPECIALITY_TOO_MANY = '擅长方向最多10项'
export const PEOPLE_DOCTOR_SPECIALITY_TOO_LONG = (n: number) => `第${n}个擅长方向最多20个字`
export const PEOPLE_DOCTOR_SPECIALITY_INVALID = (n: number) => `第${n}个擅长方向不能包含顿号或逗号`
export const PEOPLE_DOCTOR_FEE_NEGATIVE = '问诊费不能为负数'
export const PEOPLE_DOCTOR_FEE_TOO_HIGH = '问诊费不能超过1万元'
export const PEOPLE_STUDIO_NOT_FOUND = '工作室不存在'
export const PEOPLE_STUDIO_NAME_REQUIRED = '请填写工作室名称'
export const PEOPLE_STUDIO_NAME_TOO_LONG = '工作室名称最多20个字'
export const PEOPLE_STUDIO_GREAT_TOO_LONG = '擅长领域最多50个字'
export const PEOPLE_STUDIO_INTRO_TOO_LONG = '工作室简介最多2000个字'
export const PEOPLE_STUDIO_COVER_REQUIRED = '请上传工作室封面'
export const PEOPLE_STUDIO_LEADER_REQUIRED = '请指定一位工作室负责人'
export const PEOPLE_STUDIO_LEADER_ONE = '工作室只能有一位负责人'
export const PEOPLE_STUDIO_ROLE_REQUIRED = (n: number) => `请填写第${n}位成员的角色`
export const PEOPLE_STUDIO_ROLE_TOO_LONG = (n: number) => `第${n}位成员的角色最多10个字`
export const PEOPLE_STUDIO_MEMBER_DUPLICATE = (n: number) => `第${n}位成员已在团队中`
export const PEOPLE_STUDIO_MEMBER_NOT_FOUND = '成员医生不存在或不属于本院'
export const PEOPLE_STUDIO_GOODS_NOT_FOUND = '商品不存在或不属于本院'
/** a patient opens a new consultation with a doctor whose online consultation is off or who is hidden */
export const DOCTOR_CONSULT_CLOSED = '该医生暂未开通在线问诊'

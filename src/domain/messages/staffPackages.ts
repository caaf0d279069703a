/**
 * Messages of the staff console's check-up packages and questionnaires (issue 33 items 1, 4): a package's name,
 * price, items by department, add-ons (prices, conflicts), eligibility (sex, age range, marital status), the pool
 * it books from; a questionnaire's title and schema. The server answers bad input with these (400), the console
 * shows them; the patient's booking answers a conflict of chosen add-ons with PACKAGE_ADD_ON_CONFLICT.
 */
export const PACKAGE_NOT_FOUND_STAFF = '体检套餐不存在'
export const PACKAGE_NAME_REQUIRED = '请填写套餐名称'
export const PACKAGE_NAME_TOO_LONG = '套餐名称最多60个字'
export const PACKAGE_PRICE_INVALID = '套餐价格须大于0元且不超过100万元'
export const PACKAGE_AGE_INVALID = '适用年龄须在0-150岁之间'
export const PACKAGE_AGE_UPSIDE_DOWN = '最小适用年龄不能大于最大适用年龄'
export const PACKAGE_ITEMS_REQUIRED = '请至少添加一个检查项目'
export const PACKAGE_DEPARTMENT_REQUIRED = (n: number) => `请填写第${n}个科室的名称`
export const PACKAGE_DEPARTMENT_EMPTY = (department: string) => `科室「${department}」至少需要一个检查项目`
export const PACKAGE_ITEM_NAME_REQUIRED = (department: string) => `科室「${department}」有未填写名称的检查项目`
export const PACKAGE_ITEM_DUPLICATE = (name: string) => `检查项目「${name}」重复`
export const PACKAGE_NOTICE_TOO_LONG = '体检须知最多1000个字'
export const ADD_ON_NAME_REQUIRED = (n: number) => `请填写第${n}个加项的名称`
export const ADD_ON_DUPLICATE = (name: string) => `加项「${name}」重复`
export const ADD_ON_PRICE_NEGATIVE = (name: string) => `加项「${name}」的价格不能为负数`
export const ADD_ON_PRICE_TOO_HIGH = (name: string) => `加项「${name}」的价格不能超过100万元`
export const ADD_ON_AGE_UPSIDE_DOWN = (name: string) => `加项「${name}」的最小适用年龄不能大于最大适用年龄`
export const ADD_ON_CONFLICT_SELF = (name: string) => `加项「${name}」不能与自身冲突`
export const ADD_ON_CONFLICT_UNKNOWN = (name: string, other: string) => `加项「${name}」的冲突项「${other}」不在本套餐的加项中`
export const ADD_ON_REPEATS_ITEM = (name: string) => `加项「${name}」已包含在套餐项目中`
export const ADD_ON_UNKNOWN = '加项不存在，请刷新后重试'
export const ADD_ON_HAS_ORDERS = (name: string) => `加项「${name}」已有订单，不能删除`
/** the patient's booking: two chosen add-ons that cannot be done together */
export const PACKAGE_ADD_ON_CONFLICT = (a: string, b: string) => `加项「${a}」与「${b}」不能同时选择`
export const PACKAGE_POOL_UNKNOWN = '预约号源不存在，请选择本院套餐的号源'
export const PACKAGE_CATEGORY_UNKNOWN = '套餐分类不存在'
export const SURVEY_STAFF_NOT_FOUND = '问卷不存在'
export const SURVEY_TITLE_REQUIRED = '请填写问卷标题'
export const SURVEY_TITLE_TOO_LONG = '问卷标题最多50个字'
export const SURVEY_QUESTIONS_REQUIRED = '请至少添加一道题目'
export const SURVEY_TIME_UPSIDE_DOWN = '结束时间须晚于开始时间'

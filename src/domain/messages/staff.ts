/**
 * Texts of the hospital staff console's server replies (issue 31). OWN: the spec has no staff console; written in
 * the same tone as the spec's own messages. The console shows them as they come.
 */

/** login: wrong username or password (one message for both: no account enumeration) */
export const STAFF_LOGIN_FAILED = '用户名或密码错误'
/** too many wrong passwords or codes: the account is locked for a while */
export const STAFF_LOCKED = (minutes: number) => `登录失败次数过多，请${minutes}分钟后再试`
/** the TOTP step: a wrong, expired or already used code */
export const STAFF_TOTP_FAILED = '动态验证码错误或已使用'
export const STAFF_TOTP_REQUIRED = '请输入动态验证码'
/** no (full) staff session: log in again */
export const STAFF_UNAUTHORIZED = '未登录或登录已过期'
/** the role lacks the route's permission */
export const STAFF_FORBIDDEN = '无权限执行此操作'
/** a write without the session's CSRF token */
export const STAFF_CSRF_FAILED = '请求校验失败，请刷新页面后重试'
/** password rules */
export const STAFF_PASSWORD_TOO_SHORT = '密码至少8位'
export const STAFF_PASSWORD_TOO_LONG = '密码最多128位'
export const STAFF_PASSWORD_TOO_COMMON = '密码过于常见，请换一个'
export const STAFF_PASSWORD_HAS_USERNAME = '密码不能包含用户名'
/** accounts */
export const STAFF_USERNAME_INVALID = '用户名为3-32位字母、数字、下划线、点或短横线'
export const STAFF_USERNAME_TAKEN = '用户名已存在'
export const STAFF_NAME_REQUIRED = '请输入姓名'
export const STAFF_ROLE_NOT_ALLOWED = '不能分配该角色'
export const STAFF_NOT_FOUND = '员工不存在'
export const STAFF_CANNOT_DISABLE_SELF = '不能停用自己的账号'
export const STAFF_CANNOT_RESET_SELF = '不能重置自己的动态验证码'
/** linking a staff account to its doctor (the chat workbench routes consultations by it) */
export const STAFF_DOCTOR_ROLE_ONLY = '只有医生角色的账号可以关联医生'
export const STAFF_DOCTOR_NOT_FOUND = '医生不存在'
export const STAFF_DOCTOR_TAKEN = '该医生已关联其他账号'
/** a reason is required (refuse an after-sale, an invoice) */
export const STAFF_REASON_REQUIRED = '请填写原因'
/** after-sales in the console */
export const STAFF_AFTER_SALE_NOT_FOUND = '售后单不存在'
export const STAFF_AFTER_SALE_WRONG_STATE = '售后单状态已变化，请刷新后重试'
export const STAFF_AFTER_SALE_NOT_RETURN = '该售后为仅退款，无需确认收货'
/** the same finance member cannot give the second approval */
export const STAFF_REFUND_SECOND_SAME_PERSON = '大额退款需另一位财务人员复核'

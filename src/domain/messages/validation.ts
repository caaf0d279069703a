/**
 * Messages of the forms' validation (SPEC §5), the code/password fields and their success toasts (SPEC §8), and the dynamic rule-form fields.
 *
 * Strings marked "SPEC" are copied verbatim from the product spec; "OWN" ones are ours (natural Chinese in the
 * spec's tone). One catalogue: ./index.ts re-exports every area file.
 */

// ---------------------------------------------------------------- validation (SPEC section 5)
/** SPEC §5: empty phone */
export const PHONE_REQUIRED = '请输入手机号'
/** SPEC §5: phone does not match the mainland pattern */
export const PHONE_INVALID = '手机格式不正确'
/** SPEC §5: empty ID number (login/identity forms; note the ASCII "!") */
export const ID_NUMBER_REQUIRED = '请输入身份证号!'
/** SPEC §5: wrong length, bad characters, bad region prefix (also used for an impossible birth date) */
export const ID_NUMBER_FORMAT_INVALID = '身份证仅能为15位或18位且前两位为有效行政区划代码'
/** SPEC §5: the 18th character is not the GB 11643 check digit */
export const ID_NUMBER_CHECK_DIGIT_INVALID = '身份证最后一位校验码不正确'
/** SPEC §5: empty email */
export const EMAIL_REQUIRED = '请输入邮箱地址'
/** SPEC §5: bad email */
export const EMAIL_INVALID = '邮箱地址格式不正确'
/** SPEC §5: the two passwords differ (full-width "！") */
export const PASSWORD_MISMATCH = '两次密码不一致！'
/** SPEC §5: password not 6-20 characters with a digit and a letter */
export const PASSWORD_INVALID = '密码格式不正确'
/** OWN: must_bind_phone is on and the account has no phone: the server refuses claims, orders, payments, bookings */
export const BIND_PHONE_FIRST = '请先绑定手机号'
/** OWN: empty password on the password-login screen */
export const PASSWORD_REQUIRED = '请输入密码'
/** SPEC §2 /setPassword: hint under the password fields */
export const PASSWORD_HINT = '6-20位至少包括数字、大小写字母、符号2种组合'
/** SPEC §2 /setPassword: skip link when setting the password the first time */
export const PASSWORD_SKIP = '跳过，稍后再设置'
/** OWN: empty or too short SMS code */
export const CODE_REQUIRED = '请输入验证码'
/** OWN: SMS code shorter than 6 characters */
export const CODE_INVALID = '验证码格式不正确'
/** OWN: send-code button before the first send */
export const SEND_CODE = '获取验证码'
/** SPEC §4: send-code button while counting down: 重新发送(n) */
export const resendCountdownText = (n: number): string => `重新发送(${n})`
/** OWN: send-code button once the countdown ended */
export const RESEND_CODE = '重新发送'
/** SPEC §2 /bandPhone: link shown after the countdown ended */
export const NO_SMS_RECEIVED = '未收到短信？'
/**
 * SPEC §5: agreement prompt of the password login. The spec prints it as 请先阅读并同意《…隐私政策》
 * with the agreement names elided; the product has the user agreement (code 100) and the privacy
 * policy (code 200), so the full text names both.
 */
export const LOGIN_AGREEMENT_PROMPT = '请先阅读并同意《用户协议》和《隐私政策》'
/** SPEC §5: buttons of the agreement prompt */
export const AGREE = '同意'
export const RECONSIDER = '再考虑下'
/** SPEC §8: success toasts */
export const VERIFY_PASSED = '验证通过'
export const BIND_SUCCESS = '绑定成功'
export const SET_SUCCESS = '设置成功'
export const RESET_SUCCESS = '重置成功'

// dynamic rule-form fields (SPEC §5)
/** SPEC §5: required typed field */
export const inputRequiredMessage = (name: string): string => `请输入${name}`
/** SPEC §5: required picker field */
export const selectRequiredMessage = (name: string): string => `请选择${name}`
/** SPEC §5: typed field failing its regex */
export const inputInvalidMessage = (name: string): string => `请输入正确${name}`
/** SPEC §5: email field (fieldType 5) */
export const RULE_EMAIL_INVALID = '请输入正确的邮箱地址'
/** SPEC §5: number field (fieldType 2) */
export const RULE_NUMBER_INVALID = '请输入数字'

// request limits
/** OWN: a per-client or per-user request limit was reached (the global rate limit's wording; the PDFs' per-user limit) */
export const requestTooFrequent = (seconds: number): string => `请求过于频繁，请${seconds}秒后再试`

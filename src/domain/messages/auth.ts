/**
 * Texts of the account screens (login, password, phone binding, OAuth entries, agreements, settings). Pure data,
 * shared by the pages and components of the account area (they import it as a namespace: `* as T`).
 *
 * Strings marked "SPEC" are copied verbatim from the product spec (§2 Auth, widgets); the rest are OWN: the spec
 * describes them in English only, so they are written in natural Chinese in the same tone. The spec's validation
 * messages, 验证通过, 绑定成功, 设置成功, 重置成功, 重新发送(n), the password hint and the agreement prompt are in
 * ./validation.
 */

/** agreement row before the two links */
export const AGREEMENT_LEAD = '我已阅读并同意'
export const USER_AGREEMENT_LINK = '《用户协议》'
export const PRIVACY_POLICY_LINK = '《隐私政策》'
export const AGREEMENT_AND = '和'

/** image captcha popup */
export const CAPTCHA_TITLE = '请输入图形验证码'
export const CAPTCHA_PLACEHOLDER = '图形验证码'
export const CAPTCHA_REFRESH = '看不清？换一张'
export const CAPTCHA_REQUIRED = '请输入图形验证码'
export const CAPTCHA_LOAD_FAILED = '图形验证码加载失败，点击重试'

/** form placeholders and buttons */
export const PHONE_PLACEHOLDER = '请输入手机号'
export const CODE_PLACEHOLDER = '请输入验证码'
export const PASSWORD_PLACEHOLDER = '请输入密码'
export const NEW_PASSWORD_PLACEHOLDER = '请输入新密码'
export const CONFIRM_PASSWORD_PLACEHOLDER = '请再次输入新密码'
/** SPEC §2 /login: the SMS login button */
export const NEXT = '下一步'
/** SPEC §2 /login title, /accountLogin button */
export const LOGIN = '登录'
/** SPEC §2 widgets: prompt and dialog confirm */
export const CONFIRM = '确定'
export const CANCEL = '取消'
export { CLOSE } from './cart'

/** /login and /accountLogin */
export const LOGIN_WELCOME = '欢迎登录'
export const LOGIN_SUBTITLE = '未注册的手机号验证后将自动注册'
export const PASSWORD_LOGIN_LINK = '密码登录'
/** SPEC §2 /accountLogin: link to /login */
export const SMS_LOGIN_LINK = '短信验证码登录'
/** SPEC §2 /accountLogin: link to /register?resetPsw=1 */
export const FORGOT_PASSWORD_LINK = '找回密码'
export const WECHAT_ONE_TAP = '微信一键登录'
export const ALIPAY_ONE_TAP = '支付宝一键登录'
export const WECHAT_LOGIN = '微信授权登录'
export const OTHER_LOGIN_WAYS = '其他登录方式'

/** /register */
export const REGISTER_TITLE = '注册'
export const RESET_TITLE = '找回密码'
export const REGISTER_SUBTITLE = '验证手机号后设置登录密码'
export const RESET_SUBTITLE = '验证绑定的手机号后重新设置密码'
/** the register/reset step was opened without a verified phone (e.g. a reload after it expired) */
export const VERIFY_EXPIRED = '验证已过期，请重新获取验证码'
/** 下一步 pressed on /register before a code was sent */
export const SEND_CODE_FIRST = '请先获取验证码'

/** /setPassword */
export const SET_PASSWORD_TITLE = '设置密码'
export const CHANGE_PASSWORD_TITLE = '修改密码'
export const RESET_PASSWORD_TITLE = '重置密码'
export const SUBMIT = '确定'
export const CODE_SENT_TO = '验证码将发送至'

/** /bandPhone */
export const BOUND_PHONE_LABEL = '当前绑定手机号'
export const NO_BOUND_PHONE = '当前账号未绑定手机号'
/** SPEC §2 /bandPhone */
export const REBIND = '重新绑定'
export const BIND_NOW = '绑定手机号'
export const BIND_SUBMIT = '确认绑定'
export const NEW_PHONE_PLACEHOLDER = '请输入新手机号'
export const NO_SMS_TIP_TITLE = '收不到验证码？'
export const NO_SMS_TIP =
  '1. 请确认手机号填写正确，手机信号良好；\n2. 请检查短信是否被手机安全软件拦截或归入垃圾短信；\n3. 运营商短信可能有延迟，请稍候，或在倒计时结束后重新获取。'
export const NO_SMS_TIP_OK = '我知道了'

/** /transition and /njglyy */
export const LOGGING_IN = '正在登录...'
export const OAUTH_CODE_MISSING = '授权失败：缺少授权码'
/** the H5 OAuth state checked on the return (server/modules/auth/oauth-state.ts): missing, another browser's, used, expired */
export const OAUTH_STATE_MISSING = '授权失败：缺少授权状态，请重新进入页面'
export const OAUTH_STATE_MISMATCH = '授权失败：授权状态不匹配，请在同一浏览器中重新进入页面'
export const OAUTH_STATE_USED = '授权失败：授权状态已使用，请重新进入页面'
export const OAUTH_STATE_EXPIRED = '授权失败：授权已过期，请重新进入页面'
export const OAUTH_REDIRECT_INVALID = '授权失败：回跳地址无效'
export const OAUTH_NOT_CONFIGURED = '暂不支持微信网页授权登录'
export const BACK_TO_LOGIN = '返回登录'
export const GOING_BACK_SOON = '3秒后自动返回'

/** /privacyAc */
export const PROTOCOL_EMPTY = '暂无协议内容'

/** /setting */
export const SETTING_USER_AGREEMENT = '用户协议'
export const SETTING_PRIVACY_POLICY = '隐私政策'
export const SETTING_SET_PASSWORD = '设置密码'
export const SETTING_CHANGE_PASSWORD = '修改密码'
export const SETTING_BIND_PHONE = '绑定手机号'
export const SETTING_NOT_BOUND = '未绑定'
export const LOGOUT = '退出登录'
export const LOGOUT_CONFIRM = '确定要退出登录吗？'
export const LOGGED_OUT = '已退出登录'
export const DELETE_ACCOUNT = '注销账号'
export const DELETE_ACCOUNT_TITLE = '注销账号'
export const DELETE_ACCOUNT_CONFIRM =
  '注销后，您账号下的个人信息、订单、优惠券、积分、服务人及健康档案等全部数据将被删除且无法恢复，账号也将无法再登录。确定要注销吗？'
export const DELETE_ACCOUNT_OK = '确认注销'
export const ACCOUNT_DELETED = '账号已注销'
export const SECTION_AGREEMENTS = '协议与政策'
export const SECTION_ACCOUNT = '账号与安全'

// ------------------------------------------------------------------ server replies of the account endpoints (OWN)

/** verifyCode: the image captcha */
export const CAPTCHA_WRONG = '图形验证码错误'
export const CAPTCHA_EXPIRED = '图形验证码已失效，请刷新后重试'
/** phone state (errCode 5) */
export const PHONE_ALREADY_REGISTERED = '该手机号已注册，请直接登录'
export const PHONE_NOT_REGISTERED = '该手机号未注册'
export const PHONE_BOUND_ELSEWHERE = '该手机号已被其他账号绑定'
/** SMS codes (errCode 1, 3, 4, 6) */
export const SMS_CODE_REQUIRED = '请输入验证码'
export const SMS_CODE_EXPIRED = '验证码已失效，请重新获取'
export const smsCodeWrong = (left: number) => (left > 0 ? `验证码错误，还可尝试${left}次` : '验证码错误次数过多，请重新获取')
export const smsTooFrequent = (seconds: number) => `验证码发送过于频繁，请${seconds}秒后再试`
export const smsPhoneDailyCap = (perDay: number) => `该手机号今日获取验证码次数已达上限（${perDay}次），请明天再试`
export const SMS_IP_DAILY_CAP = '当前网络今日获取验证码次数过多，请明天再试'
export const SMS_SEND_FAILED = '短信发送失败，请稍后再试'
/** logins and accounts */
export const REGISTER_FAILED = '注册失败，请重试'
export const LOGIN_FAILED = '登录失败，请重试'
export const PASSWORD_NOT_SET = '该账号尚未设置密码，请使用短信验证码登录'
export const passwordWrong = (left: number) => `手机号或密码错误，还可尝试${left}次`
export const passwordWrongLocked = (minutes: number) => `手机号或密码错误，账号已临时锁定，请${minutes}分钟后再试或使用短信验证码登录`
export const passwordLocked = (minutes: number) => `密码错误次数过多，账号已临时锁定，请${minutes}分钟后再试或使用短信验证码登录`
export const USER_NOT_FOUND = '用户不存在'
export const PASSWORD_CHANGE_NEEDS_CODE = '修改密码需要短信验证码，请先获取验证码'
/** third-party and hospital logins */
export const THIRD_CODE_INVALID = '登录凭证无效'
export const HOSPITAL_CODE_INVALID = '获取用户信息失败'
/** OWN: the WeChat phone-number button (getPhoneNumber): its code wrong, expired or used */
export const WX_PHONE_CODE_INVALID = '手机号授权已失效，请重新授权'
/** OWN: WeChat could not give the phone number (busy, quota used up, not configured): the SMS code still works */
export const WX_PHONE_FAILED = '获取微信手机号失败，请使用短信验证码绑定'
export const GET_USER_INFO_PARAMS = '缺少参数 code 或 userId'
export const IDENTITY_ASSERTION_INVALID = '身份核验凭证无效或已过期，请重新进入'
export const IDENTITY_NOT_VERIFIED = '身份信息核验未通过'
export const ID_NUMBER_MISMATCH = '身份证号与该手机号的注册信息不一致，请使用短信验证码登录'
export const ID_NUMBER_BOUND_ELSEWHERE = '该身份证号已绑定其他手机号'
/** hospital and legal texts */

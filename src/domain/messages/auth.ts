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
export const NO_SMS_TIP = '1. 请确认手机号填写正确，手机信号良好；\n2. 请检查短信是否被手机安全软件拦截或归入垃圾短信；\n3. 运营商短信可能有延迟，请稍候，或在倒计时结束后重新获取。'
export const NO_SMS_TIP_OK = '我知道了'

/** /transition and /njglyy */
export const LOGGING_IN = '正在登录...'
export const OAUTH_CODE_MISSING = '授权失败：缺少授权码'
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

/**
 * Every user-visible string of the domain layer, in one place, so the UI, the server and the tests
 * use exactly the same text.
 *
 * Strings marked "SPEC" are copied verbatim from the product spec (sections 2, 4, 5, 8, 9).
 * Strings marked "OWN" are ours: the spec describes them in English only, so they are written in
 * natural Chinese in the same tone as the spec's own messages.
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

// ---------------------------------------------------------------- money and coupons (SPEC §4, §9)
/** SPEC §9: coupon without validity dates */
export const COUPON_VALID_FOREVER = '长期有效'
/** SPEC §9: per-person claim limit text 每人限领N张 */
export const perPersonClaimText = (n: number): string => `每人限领${n}张`
/** SPEC §9: a discount coupon value shown as N折 */
export const discountText = (n: string | number): string => `${n}折`
/** SPEC §4: coupon claim labels */
export const COUPON_CLAIM = '立即领取'
export const COUPON_NOT_CLAIMABLE = '不可领取'
export const COUPON_ALL_CLAIMED = '已领完'
export const COUPON_CLAIMED = '已领取'
/** SPEC §4: label in front of the reason of an unusable coupon */
export const COUPON_UNUSABLE_REASON = '不可用原因'
/** OWN: reasons computed locally when the server gave no cannotUseMess */
export const COUPON_NOT_IN_PERIOD = '不在优惠券使用有效期内'
export const COUPON_NO_APPLICABLE_GOODS = '暂无可使用该优惠券的商品'
export const couponThresholdNotReached = (text: string): string => `未满足使用条件：${text}`
/** OWN: coupon condition texts */
export const COUPON_NO_THRESHOLD = '无门槛'
export const couponReachAmountText = (amount: string): string => `满${amount}元可用`
export const couponReachCountText = (count: number): string => `满${count}件可用`
export const couponPerAmountText = (reach: string, off: string): string => `每满${reach}元减${off}元`
export const couponPerCountText = (reach: number, off: string): string => `每满${reach}件减${off}元`
/** SPEC §2: coupon popup title and goods-card tags (送优惠劵 is verbatim, including 劵) */
export const COUPON_POPUP_TITLE = '优惠'
export const TAG_GIFT = '送赠品'
export const TAG_COUPON = '送优惠劵'

// ---------------------------------------------------------------- pricing, gifts (SPEC §2, §5, §8)
/** SPEC §5/§8: gifts available but none chosen */
export const GIFT_AT_LEAST_ONE = '至少选择一个赠品'
/** SPEC §2/§5: more gifts chosen than allowed */
export const giftMaxMessage = (max: number): string => `最多可选${max}种商品`
/** SPEC §2: gift picker footer */
export const giftSelectedText = (n: number): string => `已选：${n}`
/** OWN: gift status labels (giftStatus 1 / other) */
export const GIFT_INSUFFICIENT = '赠品不足'
export const GIFT_ALREADY_CLAIMED = '已领完'
/** OWN: full-reduction hints */
export const fullReductionNextReduceText = (short: string, off: string): string => `再买${short}元可减${off}元`
export const fullReductionNextDiscountText = (short: string, rate: string): string => `再买${short}元可享${rate}折`
export const fullReductionReachedReduceText = (total: string, off: string): string => `已满${total}元，已减${off}元`
export const fullReductionReachedDiscountText = (total: string, rate: string): string => `已满${total}元，已享${rate}折`

// ---------------------------------------------------------------- cart and quantity (SPEC §4, §5)
/** OWN (SPEC §5 "already reached maximum purchase quantity") */
export const MAX_QUANTITY_REACHED = '已达到最大购买数量'
/** OWN (SPEC §5 "limited to {n} per order") */
export const limitPerOrderMessage = (n: number): string => `每单限购${n}件`
/** OWN (SPEC §5 "limited to {n} per person, {m} more can be bought") */
export const limitPerPersonMessage = (n: number, m: number): string => `每人限购${n}件，还可购买${m}件`
/** OWN (SPEC §5 "please select specification info") */
export const SELECT_SPEC = '请选择规格信息'
/** OWN (SPEC §5 "please select {spec name}"); also SPEC §5 请选择{role name} for service roles */
export const selectNamedMessage = (name: string): string => `请选择${name}`
/** OWN (SPEC §5 "contact customer service, deliver service person info") */
export const CONTACT_SERVICE_FOR_PERSON_INFO = '暂无服务信息，请联系客服下发服务人员信息'
/** OWN (SPEC §2 "no service person info yet, please add one") */
export const NO_SERVICE_PERSON = '暂无服务人信息，请添加'
/** OWN (SPEC §2 person-list footer) */
export const ADD_SERVICE_PERSON = '添加服务人'
export const CLOSE = '关闭'

// ---------------------------------------------------------------- activity (SPEC §4)
export const ACTIVITY_PURCHASE_CAP_REACHED = '已达可购买上限'
export const ACTIVITY_SOLD_OUT = '活动商品已售罄'
/** OWN: status labels and the group-buy button */
export const ACTIVITY_NOT_STARTED = '未开始'
export const ACTIVITY_RUNNING = '进行中'
export const ACTIVITY_ENDED = '已结束'
export const START_GROUP = '发起拼团'

// ---------------------------------------------------------------- ads and jumps (SPEC §2, §5)
export const AD_START_TIME_INVALID = '无效的开始时间格式'
export const AD_END_TIME_INVALID = '无效的结束时间格式'
export const MINI_PROGRAM_APPID_REQUIRED = '请配置小程序appid'
export const JUMP_LINK_REQUIRED = '请配置跳转链接'
/** SPEC §2: agreement popup default title and checkbox text */
export const AGREEMENT_DEFAULT_TITLE = '温馨提示'
export const AGREEMENT_CHECKBOX = '我已阅读并同意本协议全部内容'

// ---------------------------------------------------------------- orders and appointments (SPEC §4, §5, §9)
export const ORDER_PENDING_PAYMENT = '待支付'
export const ORDER_COMPLETED = '已完成'
export const ORDER_CANCELLED = '已取消'
export const ORDER_TO_USE = '待使用/收货'
export const ORDER_PARTLY_USED = '部分使用/完成'
export const ISSUED_NO = '未出'
export const ISSUED_YES = '已出'
export const CANCEL_REASONS = ['价格贵', '余额不足', '暂时不需要', '其他'] as const
export const APPOINT_DATE_REQUIRED = '请选择预约日期'
export const APPOINT_TIME_REQUIRED = '请选择预约时间段'
/** OWN: appointFlag 1 / 2 (SPEC §3 "appointment time expired", "fully booked") */
export const APPOINT_EXPIRED = '预约时间已过期'
export const APPOINT_FULL = '预约已满'
/** OWN: reschedule rule (SPEC §9 agreement: up to 3 times, at least 1 day before) */
export const RESCHEDULE_LIMIT_REACHED = '改期次数已达上限（最多3次）'
export const RESCHEDULE_TOO_LATE = '需在预约日期前至少1天改期'
/** OWN: pay results */
export const PAY_SUCCESS = '支付成功'
export const PAY_CLOSED = '支付已取消'
export const PAY_FAIL = '支付失败'
/** OWN: the size caps of one order and of a user's unpaid orders (src/domain/orders) */
export const orderUnitsTooManyMessage = (max: number): string => `单笔订单最多购买${max}件商品`
export const orderTotalTooLargeMessage = (maxYuanText: string): string => `单笔订单金额不能超过${maxYuanText}`
export const unpaidOrdersTooManyMessage = (max: number): string => `您已有${max}笔待支付订单，请先支付或取消后再下单`
export const unpaidUnitsTooManyMessage = (max: number): string => `待支付订单中的商品已达${max}件，请先支付或取消后再下单`
/** OWN: a payment's return address that is not one of the shop's pages (src/domain/orders checkPayReturnUrl) */
export const PAY_RETURN_URL_INVALID = '支付返回地址无效'

// ---------------------------------------------------------------- home blocks (SPEC §2)
export const EMPTY_DATA = '暂无数据'
export const MORE = '更多'

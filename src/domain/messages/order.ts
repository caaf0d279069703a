/**
 * Messages of orders: statuses, cancel reasons, the size caps of an order (SPEC §4, §5, §9).
 *
 * Strings marked "SPEC" are copied verbatim from the product spec; "OWN" ones are ours (natural Chinese in the
 * spec's tone). One catalogue: ./index.ts re-exports every area file.
 */

// ---------------------------------------------------------------- orders and appointments (SPEC §4, §5, §9)
export const ORDER_PENDING_PAYMENT = '待支付'
export const ORDER_COMPLETED = '已完成'
export const ORDER_CANCELLED = '已取消'
export const ORDER_TO_USE = '待使用/收货'
export const ORDER_PARTLY_USED = '部分使用/完成'
/** the amount beside an order, by what happened to it (orderAmountLabel): payable, paid, or an order that was never (or no longer) paid */
export const ORDER_AMOUNT_PAYABLE = '应付'
export const ORDER_AMOUNT_PAID = '实付'
export const ORDER_AMOUNT_TOTAL = '订单金额'
export const ISSUED_NO = '未出'
export const ISSUED_YES = '已出'
export const CANCEL_REASONS = ['价格贵', '余额不足', '暂时不需要', '其他'] as const
/** OWN: the size caps of one order and of a user's unpaid orders (src/domain/orders) */
export const orderUnitsTooManyMessage = (max: number): string => `单笔订单最多购买${max}件商品`
export const orderTotalTooLargeMessage = (maxYuanText: string): string => `单笔订单金额不能超过${maxYuanText}`
export const unpaidOrdersTooManyMessage = (max: number): string => `您已有${max}笔待支付订单，请先支付或取消后再下单`
export const unpaidUnitsTooManyMessage = (max: number): string => `待支付订单中的商品已达${max}件，请先支付或取消后再下单`

// ---------------------------------------------------------------- the server's order refusals (OWN unless marked)
/** SPEC §5: an order with goods shipped to the buyer (goodsType 1 or 3) needs a receiver address */
export const ADDRESS_REQUIRED = '请选择收货地址'
export { ADDRESS_NOT_FOUND } from './address'
export const ORDER_NOT_FOUND = '订单不存在'
export const ORDER_GOODS_NOT_FOUND = '订单商品不存在'
export const GOODS_NOT_FOUND = '商品不存在'
export const SKU_NOT_FOUND = '规格不存在'
export const CART_LINE_NOT_FOUND = '购物车商品不存在'
export const EXAM_PERSON_NOT_FOUND = '体检人不存在'
export const NOTHING_TO_SETTLE = '请选择要结算的商品'
export const GROUP_BUY_ONLY_ON_ITS_PAGE = '拼团商品请在拼团页发起或参与拼团'
export const COUPON_NOT_USABLE = '优惠券不可用'
export const COUPON_CONDITION_NOT_MET = '优惠券不满足使用条件'
export const COUPON_ALREADY_USED = '优惠券已被使用'
export const RECV_NAME_SPECIAL_CHARS = '收货人姓名不允许特殊字符'
export const outOfStockMessage = (goodsName: string): string => `${goodsName}：库存不足`
export const consultBeforeOrderMessage = (goodsName: string, copy: string): string => `${goodsName}：${copy}，暂不支持在线下单`
export const CONSULT_BEFORE_PAYMENT = '面诊后付款'
export const lineRefusedMessage = (goodsName: string, reason: string): string => `${goodsName}：${reason}`
/** the state an order endpoint needs (orderCapabilities) */
export const ORDER_CANNOT_CANCEL = '当前订单状态不能取消'
export const ORDER_CANNOT_DELETE = '只有已完成或已取消的订单可以删除'
export const ORDER_CANNOT_CONFIRM = '当前订单状态不能确认收货'
export const ORDER_CANNOT_EDIT_PICKUP = '当前订单状态不能修改收货信息'
export const ORDER_CANNOT_EDIT_EXAM_INFO = '当前订单状态不能修改体检信息'
export const ORDER_CANNOT_RESCHEDULE = '当前订单状态不能改约'
export const ORDER_CANNOT_VERIFY = '订单当前状态不能核销'
export const ORDER_NO_QR = '订单当前状态没有核销码'
export const ORDER_NOTHING_TO_PAY = '订单当前状态无需支付'
export const orderNotPayableMessage = (orderNo: string): string => `订单${orderNo}当前状态不能支付`
export const ORDER_CHANGED_REFRESH = '订单状态已变化，请刷新'
export const ORDER_CHANGED_RETRY = '订单状态已变化，请刷新后重试'
export const APPOINT_CHANGED_REFRESH = '预约已变化，请刷新'
export const NO_APPOINTMENT = '暂无预约'
export const APPOINTMENT_NOT_FOUND = '预约不存在'
/** a unit booked through the exam module is rescheduled or cancelled there */
export const EXAM_BOOKED_ELSEWHERE = '该体检已在体检预约中预约，请在预约记录中改期或取消'
/** refunds of a whole order */
export const REFUND_NOT_ALLOWED = '当前订单状态不支持退款'
export const REFUND_HAS_AFTER_SALE = '订单已有售后退款，请通过售后处理'
export const REFUND_PARTLY_USED = '订单已部分使用，请申请售后'
export const REFUND_IN_PROGRESS = '退款处理中，请勿重复提交'
export const notRefundableMessage = (goodsName: string): string => `${goodsName}不支持退款`
export const REFUND_REASON_DEFAULT = '用户申请退款'
/** staff verification (sandbox) */
export const VERIFY_CODE_INVALID = '核销码无效'
export const NOTHING_TO_VERIFY = '没有可核销的商品'
export const VERIFY_TOO_MANY = '核销数量超过可用数量'
/** offline orders (counter / prescription) */
export const PATIENT_NOT_REGISTERED = '患者未注册'
/** a request field the endpoint needs */
export const missingParamMessage = (name: string): string => `缺少参数 ${name}`
/** offline orders: where they come from (contract/offline OfflineCreateWay) */
export const OFFLINE_CREATE_WAY_LABELS: Readonly<Record<string, string>> = { counter: '窗口开单', prescription: '医生处方' }
export const OFFLINE_ORDER_LABEL = '线下订单'
/** the cancel reason stored on an order refunded in full when none was given */
export const ORDER_REFUND_CANCEL_REASON = '退款'
/** who verified a unit through the sandbox verifier's scan when no name came */
export const SANDBOX_VERIFIER = '沙箱核销员'

/**
 * Messages of payments: results and the return address (SPEC §4).
 *
 * Strings marked "SPEC" are copied verbatim from the product spec; "OWN" ones are ours (natural Chinese in the
 * spec's tone). One catalogue: ./index.ts re-exports every area file.
 */

// ---------------------------------------------------------------- pay results
/** OWN: pay results */
export const PAY_SUCCESS = '支付成功'
export const PAY_CLOSED = '支付已取消'
export const PAY_FAIL = '支付失败'
/** OWN: a payment's return address that is not one of the shop's pages (src/domain/orders checkPayReturnUrl) */
export const PAY_RETURN_URL_INVALID = '支付返回地址无效'

// ---------------------------------------------------------------- the server's payment refusals (OWN)
export const PAYMENT_NOT_FOUND = '支付单不存在'
export const PAY_AMOUNT_MISMATCH = '支付金额不符'
/** the channel does not apply in the caller's environment (src/domain isPayChannelAllowed) */
export const PAY_CHANNEL_NOT_ALLOWED = '当前环境不支持该支付方式'
/** the channel has no provider configured */
export const PAY_CHANNEL_UNAVAILABLE = '该支付方式暂未开通，请选择其他支付方式'
export const PAY_PROVIDER_NOT_FOUND = '支付渠道不存在'
/** WeChat JSAPI pay needs the payer's openid: a user who did not log in through WeChat */
export const PAY_OPENID_MISSING = '请在微信中登录后再使用微信支付'
/** Alipay JSAPI pay (the mini-program tradePay) needs the payer's Alipay id: a user who did not log in through Alipay */
export const PAY_ALIPAY_BUYER_MISSING = '请在支付宝中登录后再使用支付宝支付'
/** the provider did not answer the prepay (network, its error) */
export const PAY_PROVIDER_FAILED = '支付渠道暂时不可用，请稍后再试'
export const REFUND_FAILED = '退款失败，请稍后再试'
/** the sandbox cashier refuses a link that is not (or no longer) valid */
export const CASHIER_LINK_INVALID = '支付链接无效或已过期，请返回订单重新支付'
/** the reason stored on an unpaid order the sweep closed */
export const ORDER_AUTO_CLOSED_REASON = '超时未支付，订单已自动关闭'
/** the refund reason of a payment that arrived for an order already closed */
export const CLOSED_ORDER_AUTO_REFUND_REASON = '订单已关闭，自动退款'
/** the payment's description at the provider: one order, or several paid together */
export const payDescriptionMessage = (orderNos: string[]): string =>
  orderNos.length === 1 ? `订单${orderNos[0]}` : `合并支付${orderNos.length}笔订单`

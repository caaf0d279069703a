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
export const ISSUED_NO = '未出'
export const ISSUED_YES = '已出'
export const CANCEL_REASONS = ['价格贵', '余额不足', '暂时不需要', '其他'] as const
/** OWN: the size caps of one order and of a user's unpaid orders (src/domain/orders) */
export const orderUnitsTooManyMessage = (max: number): string => `单笔订单最多购买${max}件商品`
export const orderTotalTooLargeMessage = (maxYuanText: string): string => `单笔订单金额不能超过${maxYuanText}`
export const unpaidOrdersTooManyMessage = (max: number): string => `您已有${max}笔待支付订单，请先支付或取消后再下单`
export const unpaidUnitsTooManyMessage = (max: number): string => `待支付订单中的商品已达${max}件，请先支付或取消后再下单`

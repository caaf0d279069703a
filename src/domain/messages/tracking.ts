/**
 * Messages of tracking and sharing (issue 18). "OWN" strings: ours, in the spec's tone.
 * One catalogue: ./index.ts re-exports every area file.
 */

/** OWN: the aggregate's period */
export const TRACK_STATS_BAD_DATE = '日期格式不正确，应为 YYYY-MM-DD'
export const TRACK_STATS_ORDER = '结束日期不能早于开始日期'
export const trackStatsTooLong = (days: number): string => `查询区间不能超过${days}天`
/** OWN: a tracking body that is not JSON (the beacon sends text) */
export const TRACK_BODY_INVALID = '埋点数据格式不正确'

// ---------------------------------------------------------------- the pay-success page (issue 18)
/** OWN: the gift of an order that has not been paid */
export const PAY_SUCCESS_GIFT_NOT_PAID = '订单尚未支付，暂不能领取支付礼'
/** OWN: the gift section's title and its toast */
export const PAY_SUCCESS_GIFT_TITLE = '支付有礼'
export const payGiftReceived = (n: number): string => `已领取${n}张优惠券，可在“我的优惠券”查看`
export const PAY_SUCCESS_GOODS_TITLE = '为你推荐'

// ---------------------------------------------------------------- the remaining goods and config calls (issue 18)
/** OWN */
export const ACTIVITY_INFO_NOT_FOUND = '活动不存在'
export const GOODS_GROUP_NOT_FOUND = '商品分组不存在'
export const unknownProtocolCode = (code: number): string => `协议编码不存在: ${code}`
/** OWN: what the goods page says about delivery */
export const DELIVERY_SHIPPED = '快递配送，全场包邮'
export const DELIVERY_NONE = '无需配送，下单后按预约到院或上门服务'

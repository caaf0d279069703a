/**
 * Messages of activities: flash sales, group buys, promotions (SPEC §4).
 *
 * Strings marked "SPEC" are copied verbatim from the product spec; "OWN" ones are ours (natural Chinese in the
 * spec's tone). One catalogue: ./index.ts re-exports every area file.
 */

// ---------------------------------------------------------------- activity (SPEC §4)
export const ACTIVITY_PURCHASE_CAP_REACHED = '已达可购买上限'
export const ACTIVITY_SOLD_OUT = '活动商品已售罄'
/** OWN: status labels and the group-buy button */
export const ACTIVITY_NOT_STARTED = '未开始'
export const ACTIVITY_RUNNING = '进行中'
export const ACTIVITY_ENDED = '已结束'
export const START_GROUP = '发起拼团'

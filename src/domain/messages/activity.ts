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

// ---------------------------------------------------------------- server errors of the activity endpoints (OWN)
export const ACTIVITY_NOT_FOUND = '活动不存在'
export const GROUP_BUY_NOT_FOUND = '拼团活动不存在'
export const TEAM_NOT_FOUND = '拼团不存在'
export const SECKILL_GOODS_NOT_IN_ACTIVITY = '该商品不在此秒杀活动中'
/** 秒杀已结束 / 拼团已结束 / 活动已结束 */
export const seckillEnded = (): string => `秒杀${ACTIVITY_ENDED}`
export const groupBuyEnded = (): string => `拼团${ACTIVITY_ENDED}`
export const activityEnded = (): string => `活动${ACTIVITY_ENDED}`

// ---------------------------------------------------------------- countdowns (OWN: the labels the detail page's banner, /seckill and home use)
export const COUNTDOWN_TO_END = '距结束'
export const COUNTDOWN_TO_START = '距开始'

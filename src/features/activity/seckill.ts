/** Flash sale (/seckill): the state of one item in a session. */
import { activityCardMessage, activityStatus, activityStatusLabel, type ActivityStatus } from '@/domain'
import type { SecKillGoods, SecKillSession } from '@contract/browse'

/** OWN: the buy button of a running flash-sale item, and the one of an upcoming item */
export const SECKILL_BUY = '马上抢'
export const SECKILL_SOON = '即将开始'

/** per item: the activity card message (活动商品已售罄 / 已达可购买上限) wins over the session status */
export function seckillItemState(
  session: Pick<SecKillSession, 'periodBegin' | 'periodEnd'>,
  goods: Pick<SecKillGoods, 'activityStockNum'>,
  now: Date,
): { status: ActivityStatus; label: string; soldOut: boolean } {
  const status = activityStatus(session, now)
  const message = activityCardMessage({ activityStockFlag: 1, activityStockNum: goods.activityStockNum })
  if (message) return { status, label: message, soldOut: true }
  return { status, label: status === 2 ? SECKILL_BUY : status === 1 ? SECKILL_SOON : activityStatusLabel(status), soldOut: false }
}

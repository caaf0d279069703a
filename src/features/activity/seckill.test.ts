/** The state of a flash-sale item in its session (the activity card message wins over the session status). */
import { seckillItemState } from './seckill'

describe('seckill item state', () => {
  const session = { periodBegin: '2026-06-01 10:00:00', periodEnd: '2026-06-01 14:00:00' }
  it('not started / running / sold out / ended', () => {
    expect(seckillItemState(session, { activityStockNum: 5 }, new Date('2026-06-01T09:00:00+08:00')).label).toBe('即将开始')
    expect(seckillItemState(session, { activityStockNum: 5 }, new Date('2026-06-01T11:00:00+08:00')).label).toBe('马上抢')
    expect(seckillItemState(session, { activityStockNum: 0 }, new Date('2026-06-01T11:00:00+08:00'))).toEqual({
      status: 2,
      label: '活动商品已售罄',
      soldOut: true,
    })
    expect(seckillItemState(session, { activityStockNum: 5 }, new Date('2026-06-01T15:00:00+08:00')).label).toBe('已结束')
  })
})

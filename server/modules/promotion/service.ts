/**
 * Activity and promotion rules of the shop's views (src/domain does the arithmetic): an activity's
 * status and the one a goods shows, the activity view of a goods, promotion flags and tags.
 */
import type { PromotionTierJson } from '../../lib/db/tables/browse'
import type { GoodsActivity } from '../../../contract/browse'
import { activityStatus, activityCardMessage } from '../../../src/domain/activity'
import * as M from '../../../src/domain/messages'
import { fmtReq, ms } from '../../lib/time'
import { yuan } from '../../lib/money'
import type { ActivityGoodsRow, ActivityRow } from './repository'

export function statusOf(a: { period_begin: Date; period_end: Date; time_before?: number }, now: Date): 1 | 2 | 3 {
  // epoch ms, not Date objects: rows may come from another realm (the test harness runs PGlite in a worker)
  return activityStatus({ periodBegin: ms(a.period_begin), periodEnd: ms(a.period_end), timeBefore: a.time_before ?? 0 }, now)
}

/** the activity that shows on a goods: a running one first, else the next upcoming one */
export function pickActivity<T extends { period_begin: Date; period_end: Date; time_before: number; ag: { goods_id: number } }>(
  rows: T[],
  goodsId: number,
  now: Date,
): T | null {
  const mine = rows.filter((r) => r.ag.goods_id === goodsId && statusOf(r, now) !== 3)
  return mine.find((r) => statusOf(r, now) === 2) ?? mine[0] ?? null
}

/** the price and stock an activity line is about: its own sku when it names one, else the whole goods */
export function activityBase(
  a: { ag: { sku_id: number | null } },
  skus: Array<{ id: number; price: number; stock: number }>,
  g: { stock_flag: number },
): { price_cents: number; stock: number; stock_flag: number } {
  const own = a.ag.sku_id === null ? undefined : skus.find((s) => s.id === a.ag.sku_id)
  const list = own ? [own] : skus
  return {
    price_cents: list.length ? Math.min(...list.map((s) => Math.round(s.price * 100))) : 0,
    stock: list.reduce((n, s) => n + s.stock, 0),
    stock_flag: g.stock_flag,
  }
}

export function toGoodsActivity(
  a: ActivityRow & { ag: ActivityGoodsRow },
  goods: { price_cents: number; stock: number; stock_flag: number },
  now: Date,
  user: { hasBuyNum?: number; goodsNum?: number } = {},
): GoodsActivity {
  const status = statusOf(a, now)
  const left = Math.max(0, a.ag.activity_stock_num - a.ag.activity_num)
  const view: GoodsActivity = {
    activityId: a.id,
    activityName: a.activity_name,
    type: a.type as 1 | 2 | 3,
    status,
    goodsId: a.ag.goods_id,
    skuId: a.ag.sku_id,
    price: yuan(goods.price_cents),
    activityPrice: yuan(a.ag.activity_price_cents),
    activityDiscountPrice: a.ag.activity_discount_price_cents === null ? null : yuan(a.ag.activity_discount_price_cents),
    activityStockNum: left,
    activityStockFlag: a.ag.activity_stock_flag as 0 | 1,
    activityGoodsStatus: a.ag.status === 1 ? 1 : 0,
    purchaseMax: a.purchase_max,
    singleLimit: a.single_limit,
    hasBuyNum: user.hasBuyNum ?? 0,
    stock: goods.stock,
    stockFlag: goods.stock_flag as 0 | 1,
    showPrice: a.show_price as 0 | 1,
    periodBegin: fmtReq(a.period_begin),
    periodEnd: fmtReq(a.period_end),
    timeBefore: a.time_before,
    activityNum: a.ag.activity_num,
    noActivityNum: left,
    goodsNum: user.goodsNum ?? 0,
    cardMessage: null,
  }
  if (a.type === 2) {
    view.teamNum = a.team_num
    view.teamHours = a.team_hours
  }
  view.cardMessage = activityCardMessage(view)
  return view
}

export function promotionFlags(tiers: PromotionTierJson[]): Array<{ type: 1 | 2; giftFlag: 0 | 1; couponFlag: 0 | 1 }> {
  return tiers.map((t) => ({ type: t.type, giftFlag: t.gifts.length > 0 ? 1 : 0, couponFlag: t.couponRuleIds.length > 0 ? 1 : 0 }))
}

export function promotionTags(tiers: PromotionTierJson[]): string[] {
  const tags: string[] = []
  if (tiers.some((t) => t.gifts.length > 0)) tags.push(M.TAG_GIFT)
  if (tiers.some((t) => t.couponRuleIds.length > 0)) tags.push(M.TAG_COUPON)
  return tags
}

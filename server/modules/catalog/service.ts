/**
 * Goods views: goods cards (price range, activity brief, promotion flags and tags), skus, gift sku
 * status, and the promotion view with its gift goods and gift coupons (here rather than in the
 * promotion module because it shows goods: promotion never imports catalog, catalog imports promotion).
 */
import type { FastifyInstance } from 'fastify'
import type { Selectable } from 'kysely'
import type { DB, Q } from '../../lib/db'
import type { PromotionTierJson } from '../../lib/db/tables/browse'
import type {
  CouponRule,
  FullReductionDetail,
  GiftGoods,
  GoodsActivityBrief,
  GoodsCard,
  GoodsSku,
  PromotionActivity,
} from '../../../contract/browse'
import { giftStatusOf } from '../../../src/domain/pricing'
import { asset } from '../../lib/assets'
import { fmtReq } from '../../lib/time'
import { yuan } from '../../lib/money'
import { liveActivities, pickActivity, promotionFlags, promotionTags, runningPromotions, statusOf, type PromotionRow } from '../promotion'
import { couponRules } from '../coupon'
import { skuCards, skusOfGoods, type GoodsRow, type SkuCard } from './repository'

/** full promotion view with gift goods (giftStatus from what is left) and gift coupons */
export async function toPromotion(app: FastifyInstance, db: Q, p: PromotionRow, now: Date, userId?: number): Promise<PromotionActivity> {
  const tiers = p.tiers as unknown as PromotionTierJson[]
  const giftSkuIds = tiers.flatMap((t) => t.gifts.map((g) => g.skuId))
  const couponIds = tiers.flatMap((t) => t.couponRuleIds)
  const skus = await skuCards(db, giftSkuIds)
  const coupons = couponIds.length ? await couponRules(app, db, { ids: couponIds, now, userId }) : []
  const details: FullReductionDetail[] = tiers.map((t) => ({
    totalAmount: t.totalAmount,
    type: t.type,
    amount: t.amount,
    giftNum: t.giftNum,
    giftGoodsResps: t.gifts.flatMap((g): GiftGoods[] => {
      const s = skus.find((x) => x.id === g.skuId)
      if (!s) return []
      return [
        {
          goodsId: s.goods_id,
          goodsDistributeId: s.goods_distribute_id,
          skuId: s.id,
          goodsName: s.goods_name,
          goodsUrl: asset(app, s.goods_path),
          skuName: skuName(s.sku_data as any),
          distributePrice: yuan(s.price_cents),
          giftAmount: g.giftAmount,
          numberOfDiscounts: t.giftNum,
          giftStatus: giftSkuStatus(g.giftAmount, s),
        },
      ]
    }),
    giftCouponRespList: t.couponRuleIds.map((id) => coupons.find((c) => c.couponRuleId === id)).filter((c): c is CouponRule => !!c),
  }))
  return {
    activityId: p.id,
    activityName: p.activity_name,
    ruleType: p.rule_type,
    discountType: tiers[0]?.type ?? 1,
    fullReductionDetailList: details,
    periodBegin: fmtReq(p.period_begin),
    periodEnd: fmtReq(p.period_end),
    activityDescribe: p.activity_describe,
    status: statusOf(p, now),
  }
}

export function skuName(data: Array<{ key: string; value: string }> | null | undefined): string {
  return (data ?? []).map((d) => d.value).join(' / ')
}

export function toSku(app: FastifyInstance, s: Selectable<DB['goods_sku']>, g: { stock_flag: number }): GoodsSku {
  return {
    id: s.id,
    skuId: s.id,
    goodsId: s.goods_id,
    skuData: JSON.stringify(s.sku_data),
    skuName: skuName(s.sku_data as any),
    price: yuan(s.price_cents),
    linedPrice: yuan(s.lined_price_cents),
    stock: s.stock,
    stockFlag: g.stock_flag as 0 | 1,
    skuPic: asset(app, s.sku_pic),
  }
}

interface SkuAgg {
  goods_id: number
  min_price: number
  max_price: number
  stock: number
}

export async function skuAggregates(db: Q, goodsIds: number[]): Promise<Map<number, SkuAgg>> {
  const m = new Map<number, SkuAgg>()
  for (const [goodsId, skus] of await skusOfGoods(db, goodsIds)) {
    if (skus.length === 0) continue
    let min = Infinity
    let max = -Infinity
    let stock = 0
    for (const s of skus) {
      min = Math.min(min, s.price_cents)
      max = Math.max(max, s.price_cents)
      stock += s.stock
    }
    m.set(goodsId as number, { goods_id: goodsId as number, min_price: min, max_price: max, stock })
  }
  return m
}

/** src/domain giftStatusOf for a gift sku row */
export const giftSkuStatus = (left: number, s: Pick<SkuCard, 'stock' | 'stock_flag'>) =>
  giftStatusOf(left, { stock: s.stock, stockFlag: s.stock_flag })

/** goods cards for rows, in the given order (activity brief, promotion flags and tags, price range) */
export async function goodsCards(
  app: FastifyInstance,
  rows: GoodsRow[],
  hospitalId: number,
  now: Date,
  db: Q = app.deps.db,
): Promise<GoodsCard[]> {
  const ids = rows.map((r) => r.id)
  const [aggs, acts, promos] = await Promise.all([
    skuAggregates(db, ids),
    liveActivities(db, hospitalId, ids, now),
    runningPromotions(db, hospitalId, ids, now),
  ])
  return rows.map((g) => {
    const agg = aggs.get(g.id) ?? { goods_id: g.id, min_price: 0, max_price: 0, stock: 0 }
    const a = pickActivity(acts, g.id, now)
    const myPromos = promos.filter((p) => p.goods_id === g.id)
    const tiers = myPromos.flatMap((p) => p.tiers as unknown as PromotionTierJson[])
    const brief: GoodsActivityBrief | null = a
      ? {
          activityId: a.id,
          type: a.type as 1 | 2 | 3,
          status: statusOf(a, now),
          activityPrice: yuan(a.ag.activity_price_cents),
          periodBegin: fmtReq(a.period_begin),
          periodEnd: fmtReq(a.period_end),
        }
      : null
    if (tiers.length) {
      const flags = promotionFlags(tiers)
      if (brief) brief.fullReductionDetails = flags
    }
    const card: GoodsCard = {
      goodsId: g.id,
      goodsDistributeId: g.goods_distribute_id,
      goodsName: g.goods_name,
      goodsUrl: asset(app, g.goods_path),
      goodsType: g.goods_type as 1 | 2 | 3,
      sellPoint: g.sell_point,
      price: yuan(agg.min_price),
      linedPrice: yuan(g.lined_price_cents),
      minPrice: yuan(agg.min_price),
      maxPrice: yuan(agg.max_price),
      stock: agg.stock,
      stockFlag: g.stock_flag as 0 | 1,
      priceShowMode: g.price_show_mode as 0 | 1,
      dealType: g.deal_type,
      dealTypeDto: { goodsPriceFlag: g.goods_price_flag as 0 | 1, customCopy: g.custom_copy },
      labelList: g.label_list as unknown as string[],
      salesNum: g.sales_num,
      categoryId: g.category_id,
      type: g.copy_type,
      copywriting: g.copywriting,
      tags: promotionTags(tiers),
      activity: brief,
      fullReductionDetails: tiers.length ? promotionFlags(tiers) : [],
    }
    return card
  })
}

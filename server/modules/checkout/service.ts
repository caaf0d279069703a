/**
 * The buy journey's pricing core, shared by the cart (queryCart, queryPrice), the coupons for an
 * order (market-center/orderCoupons.ts) and order creation (commitPay):
 * loads cart / buy-now lines with their goods, sku, activity, promotion and the caller's purchase
 * counters, decides lost efficacy and the quantity limit (src/domain maxQuantity), and prices them
 * with src/domain priceOrder (line price, full reduction, coupons via evaluateCoupon /
 * chooseBestCoupon). Gifts use src/domain giftMaxCount / preselectGifts / validateGiftSelection.
 * Nothing here trusts a client price.
 */
import type { FastifyInstance } from 'fastify'
import type { Selectable } from 'kysely'
import type { DB } from '../../lib/db/schema'
import type { PromotionTierJson } from '../../lib/db/tables/browse'
import type { OrderCoupon } from '../../../contract/browse'
import type { CartLine, PriceRes } from '../../../contract/cart'
import type { ActivityDiscountInfo, PeInfo, ReductionDetail } from '../../../contract/order'
import { padLineForQuantity, isExamLine, isDeliveryLine } from '../../../src/domain/cart'
import { priceOrder, fullReductionHint, giftMaxCount, preselectGifts, type OrderPrice } from '../../../src/domain/pricing'
import { evaluateCoupon, type CouponLike } from '../../../src/domain/coupons'
import { toCents } from '../../../src/domain/money'
import { fmtReq, ms } from '../../lib/time'
import { yuan } from '../../lib/money'
import { asset } from '../../lib/assets'
import { giftSkuStatus, skuCards, skuName } from '../catalog'
import { toCouponRule } from '../coupon'
import { promotionFlags, statusOf } from '../promotion'
import { cachedMany, TABLES, type Id } from '../../lib/cache'

import { type GoodsRow, type LoadedLine, type PromotionRow, type ReadOpts, type Q, reader } from './lines'
import { promotionsOf } from './lines'

// ------------------------------------------------------------------ the caller's coupons

export interface HeldCoupon extends CouponLike {
  userCouponId: number
  couponRuleId: number
  view: OrderCoupon
}

/** the caller's unused coupons of this hospital (evaluated later against lines) */
export async function heldCoupons(db: Q, userId: number, hospitalId: number, now: Date): Promise<HeldCoupon[]> {
  const rows = await db
    .selectFrom('user_coupon as uc')
    .innerJoin('coupon_rule as c', 'c.id', 'uc.coupon_rule_id')
    .selectAll('c')
    .select(['uc.id as uc_id', 'uc.period_begin as uc_begin', 'uc.period_end as uc_end'])
    .where('uc.user_id', '=', userId)
    .where('uc.hospital_id', '=', hospitalId)
    .where('uc.status', '=', 0)
    .where((eb) => eb.or([eb('uc.period_end', 'is', null), eb('uc.period_end', '>=', now)]))
    .orderBy('uc.id')
    .execute()
  return rows.map((r: any) => {
    const rule = toCouponRule(r, now, 0, false)
    const begin = r.uc_begin ?? r.period_begin
    const end = r.uc_end ?? r.period_end
    return {
      userCouponId: r.uc_id,
      couponRuleId: r.id,
      couponName: r.coupon_name,
      couponType: r.coupon_type,
      couponVal: r.coupon_val,
      reachType: r.reach_type,
      reachVal: rule.reachVal,
      periodBegin: ms(begin),
      periodEnd: ms(end),
      goodsIdList: rule.goodsIdList,
      view: {
        ...rule,
        periodBegin: begin ? fmtReq(begin) : null,
        periodEnd: end ? fmtReq(end) : null,
        userCouponFail: null,
        userCouponId: r.uc_id,
        usable: false,
        cannotUseMess: null,
        discount: 0,
      },
    }
  })
}

/** the coupons evaluated against priced lines (src/domain evaluateCoupon), usable first by discount */
export function evaluateHeld(coupons: HeldCoupon[], priced: OrderPrice<HeldCoupon>, now: Date): OrderCoupon[] {
  const basisLines = priced.lines
    .filter((l) => l.included)
    .map((l) => ({ goodsId: l.goodsId, amount: l.cents.payable + l.cents.couponDiscount, quantity: l.quantity }))
  const list = coupons.map((c) => {
    const e = evaluateCoupon(
      c,
      basisLines.map((b) => ({ ...b, amount: b.amount / 100 })),
      now,
    )
    return { ...c.view, usable: e.usable, cannotUseMess: e.reason, discount: e.discount.toNumber() }
  })
  return list.sort((a, b) => Number(b.usable) - Number(a.usable) || b.discount - a.discount)
}

// ------------------------------------------------------------------ pricing

/**
 * priceOrder over loaded lines. couponSelection: undefined = best, 0 = none, id = that user
 * coupon (an unknown or unusable id throws nothing here: the caller checks `coupon`).
 */
export function priceLines(
  lines: LoadedLine[],
  coupons: HeldCoupon[],
  userCouponId: number | undefined,
  now: Date,
): OrderPrice<HeldCoupon> {
  return priceOrder<HeldCoupon>({
    lines: lines.map((l) => l.price),
    promotions: promotionsOf(lines),
    coupons,
    couponSelection: userCouponId === undefined ? 'best' : userCouponId === 0 ? 'none' : String(userCouponId),
    now,
  })
}

/** gifts left per promotion/sku (tier giftAmount − given) */
export async function giftsGiven(db: Q, promotionIds: number[], opts?: ReadOpts): Promise<Map<string, number>> {
  const m = new Map<string, number>()
  if (promotionIds.length === 0) return m
  db = reader(db, opts)
  const byPromotion = await cachedMany(
    db,
    'giftGiven',
    promotionIds,
    TABLES.giftGiven,
    async (ids) => {
      const g = new Map<Id, Array<Selectable<DB['gift_given']>>>()
      for (const r of await db
        .selectFrom('gift_given')
        .selectAll()
        .where('promotion_id', 'in', ids as number[])
        .execute())
        g.set(r.promotion_id, [...(g.get(r.promotion_id) ?? []), r])
      return g
    },
    [] as Array<Selectable<DB['gift_given']>>,
  )
  for (const rows of byPromotion.values()) for (const r of rows) m.set(`${r.promotion_id}:${r.sku_id}`, r.given)
  return m
}

/** gift goods of a tier with giftStatus from what is left of the promotion's gifts and of the sku's own stock, and checked by src/domain preselectGifts */
export async function tierGifts(
  db: Q,
  app: FastifyInstance,
  promotionId: number,
  tier: PromotionTierJson | null,
  given: Map<string, number>,
  chosen?: Array<{ skuId: number }>,
  opts?: ReadOpts,
): Promise<ReductionDetail['giftGoodsResps']> {
  if (!tier || tier.gifts.length === 0) return []
  db = reader(db, opts)
  const skus = await skuCards(
    db,
    tier.gifts.map((x) => x.skuId),
  )
  const list = tier.gifts.flatMap((gift) => {
    const s = skus.find((x) => x.id === gift.skuId)
    if (!s) return []
    const left = Math.max(0, gift.giftAmount - (given.get(`${promotionId}:${gift.skuId}`) ?? 0))
    return [
      {
        goodsId: s.goods_id,
        goodsDistributeId: s.goods_distribute_id,
        skuId: s.id,
        goodsName: s.goods_name,
        goodsUrl: asset(app, s.goods_path),
        skuName: skuName(s.sku_data as any),
        distributePrice: yuan(s.price_cents),
        giftAmount: left,
        numberOfDiscounts: tier.giftNum,
        giftStatus: giftSkuStatus(left, s),
        checked: chosen ? chosen.some((c) => c.skuId === s.id) : false,
      },
    ]
  })
  const max = giftMaxCount(tier.giftNum, list)
  return chosen ? list : preselectGifts(list, max)
}

/** SPEC §3 activityDiscountInfo per promotion of the priced lines (with gifts) */
export async function discountInfos(
  app: FastifyInstance,
  db: Q,
  lines: LoadedLine[],
  priced: OrderPrice<HeldCoupon>,
  chosenGifts?: Array<{ activityId: number; skuId: number }>,
  nextGifts = true,
  opts?: ReadOpts,
): Promise<ActivityDiscountInfo[]> {
  const promos = new Map<number, PromotionRow>()
  for (const l of lines) if (l.promotion) promos.set(l.promotion.id, l.promotion)
  if (promos.size === 0) return []
  const given = await giftsGiven(db, [...promos.keys()], opts)
  const out: ActivityDiscountInfo[] = []
  for (const r of priced.promotions) {
    const p = promos.get(Number(r.promotionId))
    if (!p) continue
    const tiers = p.tiers as unknown as PromotionTierJson[]
    const tierOf = (t: typeof r.current) => (t ? (tiers.find((x) => toCents(x.totalAmount) === toCents(t.totalAmount)) ?? null) : null)
    const cur = tierOf(r.current)
    const nxt = tierOf(r.next)
    const chosen = chosenGifts?.filter((c) => c.activityId === p.id)
    const detail = async (t: PromotionTierJson | null, isCurrent: boolean): Promise<ReductionDetail | null> =>
      t
        ? {
            totalAmount: t.totalAmount,
            type: t.type,
            amount: t.amount,
            giftNum: t.giftNum,
            numberOfDiscounts: t.giftNum,
            giftGoodsResps: isCurrent || nextGifts ? await tierGifts(db, app, p.id, t, given, isCurrent ? chosen : [], opts) : [],
            giftCouponRespList: [],
          }
        : null
    out.push({
      activityId: p.id,
      activityName: p.activity_name,
      activityDescribe: p.activity_describe,
      lineIds: lines.filter((l) => l.promotion?.id === p.id && !l.lostEfficacy).map((l) => l.input.key),
      subtotal: r.subtotal.toNumber(),
      discount: r.discount.toNumber(),
      reductionDetailCurrent: await detail(cur, true),
      reductionDetailNext: await detail(nxt, false),
      shortfall: r.shortfall.toNumber(),
      hint: fullReductionHint(r),
    })
  }
  return out
}

/** PriceRes for lines (queryPrice, compCoupon) */
export async function priceRes(
  app: FastifyInstance,
  db: Q,
  lines: LoadedLine[],
  coupons: HeldCoupon[],
  userCouponId: number | undefined,
  now: Date,
): Promise<PriceRes> {
  const priced = priceLines(lines, coupons, userCouponId, now)
  const usable = evaluateHeld(coupons, priced, now).filter((c) => c.usable)
  return {
    goodsTotalMoney: priced.goodsTotalMoney.toNumber(),
    activityTotalDiscountMoney: priced.activityTotalDiscountMoney.toNumber(),
    couponDiscountMoney: priced.couponDiscountMoney.toNumber(),
    actualPrice: priced.payable.toNumber(),
    userCouponId: priced.coupon ? priced.coupon.coupon.userCouponId : null,
    bestUserCouponId: priced.bestCoupon ? priced.bestCoupon.coupon.userCouponId : null,
    usableCouponNum: usable.length,
    lines: priced.lines.map((p, i) => ({
      cartId: Number(p.key),
      goodsId: Number(p.goodsId),
      goodsNum: p.quantity,
      price: yuan(p.cents.unitPrice),
      actualPrice: yuan(p.cents.activityUnitPrice),
      goodsAmount: yuan(p.cents.goodsAmount),
      activityDiscount: yuan(p.cents.activityDiscount),
      promotionDiscount: yuan(p.cents.promotionDiscount),
      couponDiscount: yuan(p.cents.couponDiscount),
      payable: lines[i].lostEfficacy || !p.included ? 0 : yuan(p.cents.payable),
    })),
    activityDiscountInfos: await discountInfos(app, db, lines, priced),
  }
}

// ------------------------------------------------------------------ cart line view

function serviceInstitution(g: GoodsRow | null) {
  return (g?.service_institution as unknown as { name: string; address: string; phone?: string } | null) ?? null
}

export function cartLineView(app: FastifyInstance, l: LoadedLine, priced: OrderPrice<HeldCoupon> | null, now: Date): CartLine {
  const g = l.goods
  const s = l.sku
  const p = priced?.lines.find((x) => x.key === l.input.key)
  const a = l.activity
  const roles = (g?.service_list as unknown as Array<{ id: number; serviceRoleName: string; persons: string[] }> | null) ?? []
  const padded = padLineForQuantity<any>({
    dealType: g?.deal_type ?? '',
    goodsType: g?.goods_type ?? 1,
    goodsNum: l.input.goodsNum,
    serviceDataList: l.input.serviceDataList,
    peInfoList: l.input.peInfoList.length
      ? l.input.peInfoList
      : g && isExamLine({ goodsType: g.goods_type, dealType: g.deal_type })
        ? [{ filedInfo: [], appointedDate: '', appointedTime: '', serviceInstitution: serviceInstitution(g) }]
        : [],
  })
  const tiers = (l.promotion?.tiers as unknown as PromotionTierJson[] | undefined) ?? []
  return {
    cartId: l.input.cartId ?? l.input.key,
    goodsId: l.input.goodsId,
    goodsDistributeId: g?.goods_distribute_id ?? 0,
    goodsName: g?.goods_name ?? '',
    goodsUrl: g ? asset(app, s?.sku_pic || g.goods_path) : '',
    sellPoint: g?.sell_point ?? '',
    skuId: l.input.skuId,
    skuName: s ? skuName(s.sku_data as any) : '',
    skuData: s ? JSON.stringify(s.sku_data) : '[]',
    goodsType: (g?.goods_type ?? 1) as 1 | 2 | 3,
    dealType: g?.deal_type ?? '',
    dealTypeDto: { goodsPriceFlag: (g?.goods_price_flag ?? 0) as 0 | 1, customCopy: g?.custom_copy ?? '' },
    type: g?.copy_type ?? 0,
    copywriting: g?.copywriting ?? '',
    price: yuan(s?.price_cents ?? 0),
    linePrice: yuan(s?.lined_price_cents || g?.lined_price_cents || 0),
    actualPrice: p ? yuan(p.cents.activityUnitPrice) : yuan(s?.price_cents ?? 0),
    goodsNum: l.input.goodsNum,
    activityId: l.input.activityId,
    activity: a
      ? {
          activityId: a.id,
          type: a.type as 1 | 2 | 3,
          status: statusOf(a, now),
          activityPrice: yuan(a.ag.activity_price_cents),
          periodBegin: fmtReq(a.period_begin),
          periodEnd: fmtReq(a.period_end),
          fullReductionDetails: promotionFlags(tiers),
        }
      : null,
    promotionId: l.promotion?.id ?? null,
    userCouponId: p && p.cents.couponDiscount > 0 && priced?.coupon ? priced.coupon.coupon.userCouponId : null,
    checked: l.lostEfficacy ? false : l.input.checked,
    lostEfficacy: l.lostEfficacy,
    lostReason: l.lostReason,
    maxNum: Math.max(0, l.limit.max),
    limitMessage: l.limit.message,
    stock: s?.stock ?? 0,
    stockFlag: (g?.stock_flag ?? 0) as 0 | 1,
    priceShowMode: (g?.price_show_mode ?? 0) as 0 | 1,
    serviceList: roles.map((r) => ({
      id: r.id,
      serviceRoleName: r.serviceRoleName,
      servicePersonList: r.persons.map((name, i) => ({
        id: r.id * 100 + i + 1,
        servicePersonName: name,
        active: l.input.serviceRoles[String(r.id)] === r.id * 100 + i + 1,
      })),
    })),
    serviceDataList: isDeliveryLine({ dealType: g?.deal_type }) ? (padded.serviceDataList ?? []) : l.input.serviceDataList,
    serviceDataIndex: 0,
    peInfoList: (padded.peInfoList as PeInfo[] | undefined) ?? [],
    peInfoIndex: 0,
    needAppoint: g?.need_appoint ?? false,
  }
}

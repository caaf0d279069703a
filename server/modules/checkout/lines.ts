/**
 * The buy journey's lines: cart / buy-now inputs, loaded with their goods, sku, activity, promotion and
 * the caller's purchase counters; lost efficacy and the quantity limit (src/domain maxQuantity).
 * Reads go to the database by default, through the read cache with `{ cached: true }` (views).
 */
import { LINE_LOST_REASONS } from '../../../src/domain/messages/cart'
import type { Kysely, Selectable, Transaction } from 'kysely'
import type { DB } from '../../lib/db/schema'
import type { PromotionTierJson } from '../../lib/db/tables/browse'
import type { PeInfoReq } from '../../../contract/order'
import type { ServiceDataList } from '../../../contract/browse'
import { maxQuantity, orderLineLimits, type MaxQuantity, type QuantityGoods } from '../../../src/domain/cart'
import { type PriceLineInput, type Promotion } from '../../../src/domain/pricing'
import { ms } from '../../lib/time'
import { yuan } from '../../lib/money'
import { cartRows } from '../cart'
import { goodsRowsByIds, skuRowsByIds } from '../catalog'
import { liveActivities, runningPromotions, statusOf } from '../promotion'
import { cached, direct, TABLES } from '../../lib/cache'

export type Q = Kysely<DB> | Transaction<DB>
export type GoodsRow = Selectable<DB['goods']>
type SkuRow = Selectable<DB['goods_sku']>
type ActivityRow = Awaited<ReturnType<typeof liveActivities>>[number]
export type PromotionRow = Selectable<DB['promotion']>

/** a line to load: a cart row or a buy-now line */
export interface LineInput {
  /** cartId, or a negative index for buy-now lines */
  key: number
  cartId: number | null
  goodsId: number
  skuId: number
  goodsNum: number
  activityId: number | null
  checked: boolean
  serviceDataList: ServiceDataList[]
  /** as the request sent it (stored on the cart line, copied to the order) */
  peInfoList: PeInfoReq[]
  serviceRoles: Record<string, number>
}

export interface LoadedLine {
  input: LineInput
  goods: GoodsRow | null
  sku: SkuRow | null
  /** the line's running activity (null when none or not applicable) */
  activity: ActivityRow | null
  promotion: PromotionRow | null
  hasBuyNum: number
  lostEfficacy: boolean
  lostReason: string
  /** the line's maximum quantity in this set of lines (src/domain orderLineLimits: activity caps count the other checked lines of the same goods and activity) */
  limit: MaxQuantity
  /** what priceOrder gets */
  price: PriceLineInput
}

/** the lost-efficacy reasons (src/domain/messages/cart.ts) */
export const LOST = LINE_LOST_REASONS

/**
 * How the reads of this module go: by default straight to the database (order creation and the
 * pricing before it decide on them); `{ cached: true }` reads through the read cache (server/lib/cache),
 * for views such as queryCart.
 */
export interface ReadOpts {
  cached?: boolean
}
export const reader = (db: Q, opts?: ReadOpts): Q => (opts?.cached ? db : direct(db))

/** cart rows of the user (optionally only these ids) as line inputs */
export async function cartInputs(db: Q, userId: number, hospitalId: number, cartIds?: number[], opts?: ReadOpts): Promise<LineInput[]> {
  if (cartIds && cartIds.length === 0) return []
  const want = cartIds ? new Set(cartIds) : null
  const rows = await cartRows(reader(db, opts), userId, hospitalId)
  return rows.filter((r) => !want || want.has(r.id)).map((r) => cartRowInput(r))
}

export function cartRowInput(r: Selectable<DB['cart']>): LineInput {
  const sd = r.service_data as unknown as unknown[] | null
  // addCart stores one {key,value} list; updateCart stores a list per unit
  const serviceDataList: ServiceDataList[] = !sd
    ? []
    : sd.length && Array.isArray(sd[0])
      ? (sd as ServiceDataList[])
      : sd.length
        ? [sd as ServiceDataList]
        : []
  return {
    key: r.id,
    cartId: r.id,
    goodsId: r.goods_id,
    skuId: r.sku_id,
    goodsNum: r.goods_num,
    activityId: r.activity_id,
    checked: r.checked,
    serviceDataList,
    peInfoList: (r.pe_info as unknown as PeInfoReq[] | null) ?? [],
    serviceRoles: (r.service_roles as unknown as Record<string, number> | null) ?? {},
  }
}

/** loads goods, skus, activities, promotions and counters for the lines (a handful of queries) */
export async function loadLines(
  db: Q,
  hospitalId: number,
  userId: number | undefined,
  inputs: LineInput[],
  now: Date,
  opts?: ReadOpts,
): Promise<LoadedLine[]> {
  if (inputs.length === 0) return []
  db = reader(db, opts)
  const goodsIds = [...new Set(inputs.map((i) => i.goodsId))]
  const skuIds = [...new Set(inputs.map((i) => i.skuId))]
  const [goodsMap, skuMap, acts, promos] = await Promise.all([
    goodsRowsByIds(db, goodsIds),
    skuRowsByIds(db, skuIds),
    liveActivities(db, hospitalId, goodsIds, now),
    runningPromotions(db, hospitalId, goodsIds, now),
  ])
  const agIds = acts.map((a) => a.ag.id)
  const bought = userId && agIds.length ? await activityPurchases(db, userId, agIds) : []
  const goodsById = new Map<number, GoodsRow>()
  for (const [id, g] of goodsMap) if (g && g.hospital_id === hospitalId) goodsById.set(id as number, g)
  const skuById = new Map<number, SkuRow>()
  for (const [id, s] of skuMap) if (s) skuById.set(id as number, s)
  const loaded = inputs.map((input) => {
    const g = goodsById.get(input.goodsId) ?? null
    const s = skuById.get(input.skuId) ?? null
    let lostReason = ''
    if (!g || g.status !== 1) lostReason = LOST.GOODS_GONE
    else if (!s || s.goods_id !== g.id) lostReason = LOST.SKU_GONE
    else if (g.price_show_mode === 1) lostReason = LOST.PRICE_HIDDEN
    let activity: ActivityRow | null = null
    let hasBuyNum = 0
    if (!lostReason && input.activityId !== null) {
      const a =
        acts.find(
          (x) => x.id === input.activityId && x.ag.goods_id === input.goodsId && (x.ag.sku_id === null || x.ag.sku_id === input.skuId),
        ) ?? null
      const st = a ? statusOf(a, now) : 3
      if (!a || st === 3) lostReason = LOST.ACTIVITY_ENDED
      else if (st === 1) lostReason = LOST.ACTIVITY_NOT_STARTED
      else {
        activity = a
        hasBuyNum = bought.find((b) => b.activity_goods_id === a.ag.id)?.bought ?? 0
      }
    }
    const quantity: QuantityGoods = {
      goodsType: g?.goods_type,
      stock: s?.stock ?? 0,
      stockFlag: g?.stock_flag,
      activity: activity
        ? {
            type: activity.type,
            status: 2,
            purchaseMax: activity.purchase_max,
            hasBuyNum,
            singleLimit: activity.single_limit,
            activityStockFlag: activity.ag.activity_stock_flag,
            activityStockNum: Math.max(0, activity.ag.activity_stock_num - activity.ag.activity_num),
          }
        : null,
    }
    const limit = maxQuantity(quantity)
    if (!lostReason && limit.max <= 0) {
      lostReason = limit.limit === 'stock' ? LOST.SOLD_OUT : limit.limit === 'activityStock' ? LOST.ACTIVITY_SOLD_OUT : limit.message
    }
    const promotion = (g && promos.find((p) => p.goods_id === g.id)) || null
    const lostEfficacy = lostReason !== ''
    return {
      input,
      goods: g,
      sku: s,
      activity,
      promotion: promotion as PromotionRow | null,
      hasBuyNum,
      lostEfficacy,
      lostReason,
      limit,
      quantity,
      price: {
        key: input.key,
        goodsId: input.goodsId,
        goodsNum: input.goodsNum,
        price: yuan(s?.price_cents ?? 0),
        activityId: activity ? activity.id : null,
        activityPrice: activity ? yuan(activity.ag.activity_price_cents) : null,
        activityDiscountPrice:
          activity && activity.ag.activity_discount_price_cents !== null ? yuan(activity.ag.activity_discount_price_cents) : null,
        promotionId: promotion ? promotion.id : null,
        checked: input.checked,
        lostEfficacy,
      },
    }
  })
  // the activity's per-order / per-person / stock caps hold for the sum of the checked lines of the
  // same goods in the same activity (src/domain orderLineLimits): 每单限购1件 is not split over two lines
  const grouped = orderLineLimits(
    loaded.map((l) => ({
      group: l.activity && l.input.checked && !l.lostEfficacy ? `${l.activity.id}:${l.input.goodsId}` : null,
      goodsNum: l.input.goodsNum,
      goods: l.quantity,
    })),
  )
  return loaded.map(({ quantity: _q, ...l }, i) => ({ ...l, limit: l.lostEfficacy ? l.limit : grouped[i] }))
}

/** the user's bought quantities of these activity goods lines (cached per user) */
async function activityPurchases(db: Q, userId: number, agIds: number[]): Promise<Array<{ activity_goods_id: number; bought: number }>> {
  const all = await cached(db, `bought:${userId}`, TABLES.activityPurchase, () =>
    db.selectFrom('activity_purchase').select(['activity_goods_id', 'bought']).where('user_id', '=', userId).execute(),
  )
  const want = new Set(agIds)
  return all.filter((r) => want.has(r.activity_goods_id))
}

/** the promotions of the lines in the shape priceOrder takes */
export function promotionsOf(lines: LoadedLine[]): Promotion[] {
  const seen = new Map<number, Promotion>()
  for (const l of lines) {
    const p = l.promotion
    if (!p || seen.has(p.id)) continue
    const tiers = p.tiers as unknown as PromotionTierJson[]
    seen.set(p.id, {
      id: p.id,
      fullReductionDetailList: tiers.map((t) => ({ totalAmount: t.totalAmount, type: t.type, amount: t.amount, giftNum: t.giftNum })),
      periodBegin: ms(p.period_begin),
      periodEnd: ms(p.period_end),
      activityDescribe: p.activity_describe,
    })
  }
  return [...seen.values()]
}

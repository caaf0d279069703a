/**
 * Shared by the browse routes (goods-center, market-center, zeus magic/home/content, cart):
 * schema pieces, paging, date and money conversion, and the builders of goods cards, activities,
 * promotions and coupon rules (types/browse.ts). Business rules come from src/domain.
 */
import type { FastifyInstance } from 'fastify'
import type { Kysely, Selectable, Transaction } from 'kysely'
import type { DB } from '../../lib/db/schema'
import type { CouponRuleTable, GoodsTable, PromotionTierJson } from '../../lib/db/tables/browse'
import type {
  CouponRule,
  FullReductionDetail,
  GiftGoods,
  GoodsActivity,
  GoodsActivityBrief,
  GoodsCard,
  GoodsSku,
  PageResult,
  PromotionActivity,
} from '../../../types/browse'
import { activityStatus, activityCardMessage } from '../../../src/domain/activity'
import { couponClaimState } from '../../../src/domain/coupons'
import { centsToDecimal } from '../../../src/domain/money'
import { giftStatusOf } from '../../../src/domain/pricing'
import { formatDateTime, isWithinPeriod } from '../../../src/domain/time'
import * as M from '../../../src/domain/messages'
import { assetUrl } from '../zeus/hospital'
import { envelope, hospitalIdQuery } from '../../lib/schemas'
import { cached, cachedMany, TABLES, type Id } from '../../lib/cache'

type Q = Kysely<DB> | Transaction<DB>

// ------------------------------------------------------------------ schema pieces

export const idField = { type: 'integer', minimum: 1, maximum: 2147483647 }
export const pageNumField = { type: 'integer', minimum: 1, maximum: 1000000, default: 1 }
export const pageSizeField = { type: 'integer', minimum: 1, maximum: 999999999, default: 10 }
export const pageProps = { pageNum: pageNumField, pageSize: pageSizeField }
export { hospitalIdQuery }

/** the reply schema of a browse endpoint: the envelope with a loosely described data (documented in types/browse.ts) */
export const objectReply = (description: string) => ({ 200: envelope({ type: 'object', additionalProperties: true, description }) })
export const arrayReply = (description: string) => ({ 200: envelope({ type: 'array', items: { type: 'object', additionalProperties: true }, description }) })
export const pageReply = (description: string) => ({
  200: envelope({
    type: 'object',
    additionalProperties: true,
    description,
    properties: {
      list: { type: 'array', items: { type: 'object', additionalProperties: true } },
      total: { type: 'integer' },
      pageNum: { type: 'integer' },
      pageSize: { type: 'integer' },
      hasMore: { type: 'boolean' },
    },
  }),
})

export function pageResult<T>(list: T[], total: number, pageNum: number, pageSize: number): PageResult<T> {
  return { list, total, pageNum, pageSize, hasMore: (pageNum - 1) * pageSize + list.length < total }
}

/** offset for SQL paging, bounded so absurd pages stay cheap */
export function offsetOf(pageNum: number, pageSize: number): number {
  return Math.min(Number.MAX_SAFE_INTEGER, (pageNum - 1) * pageSize)
}

// ------------------------------------------------------------------ conversions

/** 'YYYY-MM-DD HH:mm:ss' in the business time zone, the format src/domain/time reads */
export function fmt(d: Date | null | undefined): string | null {
  if (!d) return null
  return formatDateTime(d)
}
export const fmtReq = (d: Date): string => fmt(d) as string

/** integer cents -> yuan number (two decimals) */
export function yuan(c: number | null | undefined): number {
  return c === null || c === undefined ? 0 : centsToDecimal(Math.round(c)).toNumber()
}

export function asset(app: FastifyInstance, p: string | null | undefined): string {
  return p ? assetUrl(app, p) : ''
}

/** absolute image URLs inside stored HTML (mini-program rich-text needs them) */
export function htmlAssets(app: FastifyInstance, html: string): string {
  return app.deps.assetHost ? html.replace(/(src=["'])\/assets\//g, `$1${app.deps.assetHost}/assets/`) : html
}

/** epoch ms of a database date (null stays null) */
export function ms(d: Date | null | undefined): number | null {
  return d ? new Date(d).getTime() : null
}

// ------------------------------------------------------------------ activities

type ActivityRow = Selectable<DB['activity']>
type ActivityGoodsRow = Selectable<DB['activity_goods']>

export function statusOf(a: { period_begin: Date; period_end: Date; time_before?: number }, now: Date): 1 | 2 | 3 {
  // epoch ms, not Date objects: rows may come from another realm (the test harness runs PGlite in a worker)
  return activityStatus({ periodBegin: ms(a.period_begin), periodEnd: ms(a.period_end), timeBefore: a.time_before ?? 0 }, now)
}

/** activity rows (with their goods line) of these goods that have not ended, in this hospital */
export async function liveActivities(db: Q, hospitalId: number, goodsIds: number[], now: Date): Promise<Array<ActivityRow & { ag: ActivityGoodsRow }>> {
  if (goodsIds.length === 0) return []
  // cached per goods as read at `now` (ended ones left out); what ended since is filtered here
  const byGoods = await cachedMany(db, `acts:${hospitalId}`, goodsIds, TABLES.activities, async (ids) => groupBy(await queryLiveActivities(db, hospitalId, ids as number[], now), (r) => r.ag.goods_id), [] as Array<ActivityRow & { ag: ActivityGoodsRow }>, { now })
  const t = now.getTime()
  const rows = [...byGoods.values()].flat().filter((r) => (ms(r.period_end) as number) > t)
  return byGoods.size > 1 ? rows.sort((a, b) => (ms(a.period_begin) as number) - (ms(b.period_begin) as number)) : rows
}

function groupBy<T>(rows: T[], key: (r: T) => number): Map<Id, T[]> {
  const m = new Map<Id, T[]>()
  for (const r of rows) {
    const k = key(r)
    const list = m.get(k)
    if (list) list.push(r)
    else m.set(k, [r])
  }
  return m
}

async function queryLiveActivities(db: Q, hospitalId: number, goodsIds: number[], now: Date): Promise<Array<ActivityRow & { ag: ActivityGoodsRow }>> {
  const rows = await db
    .selectFrom('activity_goods as ag')
    .innerJoin('activity as a', 'a.id', 'ag.activity_id')
    .selectAll('a')
    .select(['ag.id as ag_id', 'ag.goods_id', 'ag.sku_id', 'ag.activity_price_cents', 'ag.activity_discount_price_cents', 'ag.activity_stock_num', 'ag.activity_stock_flag', 'ag.activity_num', 'ag.status as ag_status'])
    .where('ag.goods_id', 'in', goodsIds)
    .where('a.hospital_id', '=', hospitalId)
    .where('a.period_end', '>', now)
    .where('ag.status', '=', 1)
    .orderBy('a.period_begin')
    .orderBy('ag.id')
    .execute()
  return rows.map((r: any) => ({
    id: r.id, hospital_id: r.hospital_id, type: r.type, activity_name: r.activity_name, period_begin: r.period_begin, period_end: r.period_end,
    time_before: r.time_before, show_price: r.show_price, purchase_max: r.purchase_max, single_limit: r.single_limit, team_num: r.team_num,
    team_hours: r.team_hours, activity_describe: r.activity_describe,
    ag: {
      id: r.ag_id, activity_id: r.id, goods_id: r.goods_id, sku_id: r.sku_id, activity_price_cents: r.activity_price_cents,
      activity_discount_price_cents: r.activity_discount_price_cents, activity_stock_num: r.activity_stock_num,
      activity_stock_flag: r.activity_stock_flag, activity_num: r.activity_num, status: r.ag_status,
    },
  }))
}

/** the activity that shows on a goods: a running one first, else the next upcoming one */
export function pickActivity<T extends { period_begin: Date; period_end: Date; time_before: number; ag: { goods_id: number } }>(rows: T[], goodsId: number, now: Date): T | null {
  const mine = rows.filter((r) => r.ag.goods_id === goodsId && statusOf(r, now) !== 3)
  return mine.find((r) => statusOf(r, now) === 2) ?? mine[0] ?? null
}

/** the price and stock an activity line is about: its own sku when it names one, else the whole goods */
export function activityBase(a: { ag: { sku_id: number | null } }, skus: Array<{ id: number; price: number; stock: number }>, g: { stock_flag: number }): { price_cents: number; stock: number; stock_flag: number } {
  const own = a.ag.sku_id === null ? undefined : skus.find((s) => s.id === a.ag.sku_id)
  const list = own ? [own] : skus
  return { price_cents: list.length ? Math.min(...list.map((s) => Math.round(s.price * 100))) : 0, stock: list.reduce((n, s) => n + s.stock, 0), stock_flag: g.stock_flag }
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

// ------------------------------------------------------------------ promotions

type PromotionRow = Selectable<DB['promotion']>

export async function runningPromotions(db: Q, hospitalId: number, goodsIds: number[] | null, now: Date): Promise<Array<PromotionRow & { goods_id?: number }>> {
  // cached as read at `now` without the ended ones; started / ended since are filtered here
  const t = now.getTime()
  const running = (p: PromotionRow) => (ms(p.period_begin) as number) <= t && (ms(p.period_end) as number) > t
  if (goodsIds) {
    if (goodsIds.length === 0) return []
    const byGoods = await cachedMany(
      db,
      `promos:${hospitalId}`,
      goodsIds,
      TABLES.promotions,
      async (ids) =>
        groupBy(
          (await db.selectFrom('promotion as p').selectAll('p').innerJoin('promotion_goods as pg', 'pg.promotion_id', 'p.id').select('pg.goods_id').where('p.hospital_id', '=', hospitalId).where('p.period_end', '>', now).where('pg.goods_id', 'in', ids as number[]).orderBy('p.id').execute()) as Array<PromotionRow & { goods_id: number }>,
          (r) => r.goods_id,
        ),
      [] as Array<PromotionRow & { goods_id: number }>,
      { now },
    )
    return [...byGoods.values()].flat().filter(running)
  }
  const all = await cached(db, `promosAll:${hospitalId}`, TABLES.promotions, () => db.selectFrom('promotion as p').selectAll('p').where('p.hospital_id', '=', hospitalId).where('p.period_end', '>', now).orderBy('p.id').execute(), { now })
  return all.filter(running)
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
      return [{
        goodsId: s.goods_id, goodsDistributeId: s.goods_distribute_id, skuId: s.id, goodsName: s.goods_name, goodsUrl: asset(app, s.goods_path),
        skuName: skuName(s.sku_data as any), distributePrice: yuan(s.price_cents), giftAmount: g.giftAmount, numberOfDiscounts: t.giftNum,
        giftStatus: giftSkuStatus(g.giftAmount, s),
      }]
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

// ------------------------------------------------------------------ skus and goods cards

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

export type GoodsRow = Selectable<GoodsTable>

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

// ------------------------------------------------------------------ cached row reads (server/lib/cache)

type SkuRow = Selectable<DB['goods_sku']>

/** the skus of each goods, by id (read through the cache: stock and price are as current as the table) */
export function skusOfGoods(db: Q, goodsIds: number[]): Promise<Map<Id, SkuRow[]>> {
  return cachedMany(db, 'skus', goodsIds, TABLES.sku, async (ids) => groupBy(await db.selectFrom('goods_sku').selectAll().where('goods_id', 'in', ids as number[]).orderBy('id').execute(), (r) => r.goods_id), [] as SkuRow[])
}

/** sku rows by id (null when unknown) */
export function skuRowsByIds(db: Q, skuIds: number[]): Promise<Map<Id, SkuRow | null>> {
  return cachedMany(db, 'sku', skuIds, TABLES.sku, async (ids) => new Map((await db.selectFrom('goods_sku').selectAll().where('id', 'in', ids as number[]).execute()).map((r) => [r.id, r])), null as SkuRow | null)
}

/** goods rows by id, any hospital and status (null when unknown) */
export function goodsRowsByIds(db: Q, goodsIds: number[]): Promise<Map<Id, GoodsRow | null>> {
  return cachedMany(db, 'goods', goodsIds, TABLES.goods, async (ids) => new Map((await db.selectFrom('goods').selectAll().where('id', 'in', ids as number[]).execute()).map((r) => [r.id, r])), null as GoodsRow | null)
}

/** the goods row of a goods distribute id (null when unknown) */
export function goodsRowByDistributeId(db: Q, distributeId: number): Promise<GoodsRow | null> {
  return cached(db, `goodsDist:${distributeId}`, TABLES.goods, async () => (await db.selectFrom('goods').selectAll().where('goods_distribute_id', '=', distributeId).executeTakeFirst()) ?? null)
}

export interface SkuCard {
  id: number
  goods_id: number
  sku_data: unknown
  price_cents: number
  goods_name: string
  goods_path: string
  goods_distribute_id: number
  stock: number
  /** the goods keeps stock (1): a sku with stock 0 is sold out */
  stock_flag: number
}

/** src/domain giftStatusOf for a gift sku row */
export const giftSkuStatus = (left: number, s: Pick<SkuCard, 'stock' | 'stock_flag'>) => giftStatusOf(left, { stock: s.stock, stockFlag: s.stock_flag })

/** skus with their goods' name, picture and distribute id (gift lists), in no particular order */
export async function skuCards(db: Q, skuIds: number[]): Promise<SkuCard[]> {
  if (skuIds.length === 0) return []
  const m = await cachedMany(
    db,
    'skuCard',
    skuIds,
    TABLES.skuCard,
    async (ids) =>
      new Map(
        (await db.selectFrom('goods_sku as s').innerJoin('goods as g', 'g.id', 's.goods_id').select(['s.id', 's.goods_id', 's.sku_data', 's.price_cents', 's.stock', 'g.stock_flag', 'g.goods_name', 'g.goods_path', 'g.goods_distribute_id']).where('s.id', 'in', ids as number[]).execute()).map((r) => [r.id, r as SkuCard]),
      ),
    null as SkuCard | null,
  )
  return [...m.values()].filter((c): c is SkuCard => c !== null)
}

type CartRow = Selectable<DB['cart']>

/** the user's cart rows of a hospital, newest first (created_at desc, id desc) */
export function cartRows(db: Q, userId: number, hospitalId: number): Promise<CartRow[]> {
  return cached(db, `cart:${userId}:${hospitalId}`, TABLES.cart, () => db.selectFrom('cart').selectAll().where('user_id', '=', userId).where('hospital_id', '=', hospitalId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute())
}

/** a category row by id (undefined when unknown) */
export async function categoryRow(db: Q, id: number): Promise<Selectable<DB['browse_category']> | undefined> {
  return (await cached(db, `cat:${id}`, TABLES.category, async () => (await db.selectFrom('browse_category').selectAll().where('id', '=', id).executeTakeFirst()) ?? null)) ?? undefined
}

/** goods cards for rows, in the given order (activity brief, promotion flags and tags, price range) */
export async function goodsCards(app: FastifyInstance, rows: GoodsRow[], hospitalId: number, now: Date, db: Q = app.deps.db): Promise<GoodsCard[]> {
  const ids = rows.map((r) => r.id)
  const [aggs, acts, promos] = await Promise.all([skuAggregates(db, ids), liveActivities(db, hospitalId, ids, now), runningPromotions(db, hospitalId, ids, now)])
  return rows.map((g) => {
    const agg = aggs.get(g.id) ?? { goods_id: g.id, min_price: 0, max_price: 0, stock: 0 }
    const a = pickActivity(acts, g.id, now)
    const myPromos = promos.filter((p) => p.goods_id === g.id)
    const tiers = myPromos.flatMap((p) => p.tiers as unknown as PromotionTierJson[])
    const brief: GoodsActivityBrief | null = a
      ? { activityId: a.id, type: a.type as 1 | 2 | 3, status: statusOf(a, now), activityPrice: yuan(a.ag.activity_price_cents), periodBegin: fmtReq(a.period_begin), periodEnd: fmtReq(a.period_end) }
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

/** goods rows of this hospital by ids, keeping the order of `ids` (off-shelf goods left out) */
export async function goodsByIds(db: Q, hospitalId: number, ids: number[]): Promise<GoodsRow[]> {
  if (ids.length === 0) return []
  const byId = await goodsRowsByIds(db, ids)
  return ids.map((id) => byId.get(id)).filter((r): r is GoodsRow => !!r && r.hospital_id === hospitalId && r.status === 1)
}

// ------------------------------------------------------------------ coupons

type CouponRow = Selectable<CouponRuleTable>

/** SPEC §4 claim state codes of a rule for a user: null claimable, 1 not claimable, 2 all claimed, 3 already claimed */
export function claimFail(c: CouponRow, now: Date, userReceivedNum: number, isNewUser: boolean): 1 | 2 | 3 | null {
  if (c.received_num >= c.coupon_total) return 2
  if (userReceivedNum >= c.req_num) return 3
  if (!isWithinPeriod(now, ms(c.acquire_begin), ms(c.acquire_end))) return 1
  if (c.new_user && !isNewUser) return 1
  return null
}

/** why a claim is refused (the message the app shows), from the claim state */
export function claimRefusal(c: CouponRow, now: Date, fail: 1 | 2 | 3 | null): string | null {
  switch (couponClaimState(fail)) {
    case 'claimable':
      return null
    case 'allClaimed':
      return '优惠券已领完'
    case 'claimed':
      return `已领取，每人限领${c.req_num}张`
    default:
      if (c.acquire_begin && now < c.acquire_begin) return `优惠券尚未开始领取，${fmt(c.acquire_begin)}开抢`
      if (c.acquire_end && now > c.acquire_end) return '优惠券领取已结束'
      if (c.new_user) return '仅限新用户领取'
      return '优惠券不可领取'
  }
}

export function toCouponRule(c: CouponRow, now: Date, userReceivedNum: number, isNewUser: boolean): CouponRule {
  return {
    couponRuleId: c.id,
    couponName: c.coupon_name,
    couponType: c.coupon_type as 1 | 2 | 3,
    couponVal: c.coupon_val,
    reachType: c.reach_type as 0 | 1 | 2,
    reachVal: c.reach_type === 1 ? yuan(c.reach_val) : c.reach_val,
    acquireBegin: fmt(c.acquire_begin),
    acquireEnd: fmt(c.acquire_end),
    periodBegin: fmt(c.period_begin),
    periodEnd: fmt(c.period_end),
    reqNum: c.req_num,
    couponTotal: c.coupon_total,
    receivedNum: c.received_num,
    userReceivedNum,
    userCouponFail: claimFail(c, now, userReceivedNum, isNewUser),
    goodsIdList: c.goods_ids as unknown as number[],
    newUser: c.new_user,
    couponDescribe: c.period_days && !c.period_begin ? `${c.coupon_describe}领取后${c.period_days}天内有效。` : c.coupon_describe,
  }
}

/** how long an account counts as new (new-user coupons); the buy journey may add "and no paid order" */
export const NEW_USER_DAYS = 30

/** a new user: a visitor, or an account registered within NEW_USER_DAYS days */
export async function isNewUser(db: Q, userId: number | undefined, now: Date): Promise<boolean> {
  if (!userId) return true
  const u = await cached(db, `userCreated:${userId}`, TABLES.user, async () => (await db.selectFrom('app_user').select('created_at').where('id', '=', userId).executeTakeFirst()) ?? null)
  if (!u) return false
  return now.getTime() - new Date(u.created_at).getTime() <= NEW_USER_DAYS * 86_400_000
}

export async function userReceived(db: Q, userId: number | undefined, ruleIds: number[]): Promise<Map<number, number>> {
  const m = new Map<number, number>()
  if (!userId || ruleIds.length === 0) return m
  // every rule of the user at once (cached per user), then the asked ones
  const all = await cached(db, `ucRecv:${userId}`, TABLES.userCoupon, async () =>
    (await db
      .selectFrom('user_coupon')
      .select((eb) => ['coupon_rule_id', eb.fn.countAll<number>().as('n')])
      .where('user_id', '=', userId)
      .where('source', '=', 1)
      .groupBy('coupon_rule_id')
      .execute()).map((r) => [r.coupon_rule_id, Number(r.n)] as [number, number]),
  )
  const want = new Set(ruleIds)
  for (const [id, n] of all) if (want.has(id)) m.set(id, n)
  return m
}

/** coupon rules with the user's claim state; `ids` or a hospital filter */
export async function couponRules(
  app: FastifyInstance,
  db: Q,
  opts: { ids?: number[]; hospitalId?: number; inCenter?: boolean; newUser?: boolean; goodsIds?: number[]; now: Date; userId?: number },
): Promise<CouponRule[]> {
  if (opts.ids && opts.ids.length === 0) return []
  const ids = opts.ids ? [...new Set(opts.ids)].sort((a, b) => a - b) : undefined
  const key = `couponRules:${ids ? ids.join(',') : '*'}:${opts.hospitalId ?? '*'}:${opts.inCenter ?? '*'}:${opts.newUser ?? '*'}`
  let rows = await cached(db, key, TABLES.couponRule, () => {
    let q = db.selectFrom('coupon_rule').selectAll()
    if (ids) q = q.where('id', 'in', ids)
    if (opts.hospitalId !== undefined) q = q.where('hospital_id', '=', opts.hospitalId)
    if (opts.inCenter !== undefined) q = q.where('in_center', '=', opts.inCenter)
    if (opts.newUser !== undefined) q = q.where('new_user', '=', opts.newUser)
    return q.orderBy('id').execute()
  })
  if (opts.goodsIds) {
    const want = new Set(opts.goodsIds)
    rows = rows.filter((c) => {
      const ids = c.goods_ids as unknown as number[]
      return ids.length === 0 || ids.some((id) => want.has(id))
    })
  }
  const [received, fresh] = await Promise.all([userReceived(db, opts.userId, rows.map((r) => r.id)), isNewUser(db, opts.userId, opts.now)])
  return rows.map((c) => toCouponRule(c, opts.now, received.get(c.id) ?? 0, fresh))
}

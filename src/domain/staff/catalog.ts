/**
 * What the staff console may save as goods and coupons (issue 33 items 1, 2): the checks of a goods draft (name,
 * copy, pictures, skus with prices in fen and stock) and of a coupon rule. A coupon rule is checked with the very
 * rule the checkout applies (`evaluateCoupon` of ../coupons): a rule the checkout would refuse even on an order
 * that just reaches its threshold inside its validity cannot be saved. Each check returns the first problem's
 * message (src/domain/messages/staffGoods.ts) or null; the server answers it as a 400, the console shows it.
 */
import { evaluateCoupon, type CouponLike } from '../coupons'
import { couponKind, reachKind } from '../couponText'
import { formatCents } from '../money'
import * as M from '../messages/staffGoods'
import { parseDateTime } from '../time'

/** the largest price of a sku: 100 万元 in fen */
export const STAFF_PRICE_MAX_FEN = 100_000_000
export const STAFF_GOODS_NAME_MAX = 60
export const STAFF_GOODS_COPY_MAX = 10
export const STAFF_GOODS_SELL_POINT_MAX = 100
export const STAFF_CATEGORY_NAME_MAX = 10
export const STAFF_COUPON_NAME_MAX = 20
export const STAFF_COUPON_REQ_MAX = 100
export const STAFF_COUPON_TOTAL_MAX = 10_000_000
export const STAFF_COUPON_DAYS_MAX = 365

/** the goods' copy types (SPEC §2: goods types 1 to 4 show the copywriting tag; 0 none) */
export const GOODS_COPY_TYPES = [0, 1, 2, 3, 4] as const
export const GOODS_COPY_TYPE_NAMES: Record<number, string> = { 0: '无', 1: '文案1', 2: '文案2', 3: '文案3', 4: '文案4' }
/** SPEC §3 goods types: 1 physical, 2 service, 3 combo */
export const GOODS_TYPE_NAMES: Record<number, string> = { 1: '实物商品', 2: '服务商品', 3: '套餐' }

export interface SkuDraft {
  name: string
  priceFen: number
  linedPriceFen?: number | null
  /** missing when the form left it empty */
  stock?: number | null
}

export interface GoodsDraft {
  goodsName: string
  goodsType: number
  copyType: number
  copywriting?: string | null
  sellPoint?: string | null
  images: readonly string[]
  skus: readonly SkuDraft[]
}

const len = (s: string) => Array.from(s).length

/** the first problem of a goods draft, or null */
export function checkGoodsDraft(d: GoodsDraft): string | null {
  const name = d.goodsName.trim()
  if (!name) return M.STAFF_GOODS_NAME_REQUIRED
  if (len(name) > STAFF_GOODS_NAME_MAX) return M.STAFF_GOODS_NAME_TOO_LONG
  if (d.sellPoint && len(d.sellPoint.trim()) > STAFF_GOODS_SELL_POINT_MAX) return M.STAFF_GOODS_SELL_POINT_TOO_LONG
  const copy = (d.copywriting ?? '').trim()
  if (d.copyType > 0 && !copy) return M.STAFF_GOODS_COPY_REQUIRED
  if (len(copy) > STAFF_GOODS_COPY_MAX) return M.STAFF_GOODS_COPY_TOO_LONG
  if (d.images.length === 0) return M.STAFF_GOODS_IMAGE_REQUIRED
  if (d.skus.length === 0) return M.STAFF_GOODS_SKU_REQUIRED
  const seen = new Set<string>()
  for (const [i, s] of d.skus.entries()) {
    const n = i + 1
    const skuName = s.name.trim()
    if (!skuName) return M.STAFF_GOODS_SKU_NAME_REQUIRED(n)
    if (seen.has(skuName)) return M.STAFF_GOODS_SKU_DUPLICATE(skuName)
    seen.add(skuName)
    if (s.priceFen < 0) return M.STAFF_GOODS_PRICE_NEGATIVE(n)
    if (s.priceFen === 0) return M.STAFF_GOODS_PRICE_ZERO(n)
    if (s.priceFen > STAFF_PRICE_MAX_FEN) return M.STAFF_GOODS_PRICE_TOO_HIGH(n)
    if (s.linedPriceFen !== null && s.linedPriceFen !== undefined && s.linedPriceFen > 0 && s.linedPriceFen < s.priceFen)
      return M.STAFF_GOODS_LINED_BELOW_PRICE(n)
    if (s.linedPriceFen !== null && s.linedPriceFen !== undefined && s.linedPriceFen > STAFF_PRICE_MAX_FEN)
      return M.STAFF_GOODS_PRICE_TOO_HIGH(n)
    if (s.stock === null || s.stock === undefined) return M.STAFF_GOODS_STOCK_REQUIRED(n)
    if (s.stock < 0) return M.STAFF_GOODS_STOCK_NEGATIVE(n)
  }
  return null
}

/** the first problem of a category name, or null */
export function checkCategoryName(name: string): string | null {
  const n = name.trim()
  if (!n) return M.STAFF_CATEGORY_NAME_REQUIRED
  if (len(n) > STAFF_CATEGORY_NAME_MAX) return M.STAFF_CATEGORY_NAME_TOO_LONG
  return null
}

export interface CouponDraft {
  couponName: string
  /** 1 amount, 2 discount, 3 per threshold (SPEC §3) */
  couponType: number
  /** fen for amount kinds, tenths of 折 for discounts (85 = 8.5折) */
  couponVal: number
  /** 0 none, 1 by amount, 2 by item count */
  reachType: number
  /** fen (reachType 1) or an item count (reachType 2) */
  reachVal: number
  /** 'YYYY-MM-DD HH:mm:ss' business time, or empty */
  periodBegin?: string | null
  periodEnd?: string | null
  /** valid this many days after claiming (instead of a fixed window) */
  periodDays?: number | null
  acquireBegin?: string | null
  acquireEnd?: string | null
  /** per-user claim limit */
  reqNum: number
  couponTotal: number
  /** the goods it applies to (empty: every goods of the hospital) */
  goodsIds: readonly number[]
}

/** the rule as the checkout sees it (src/domain/coupons CouponLike): the threshold in yuan for amounts */
export function couponLikeOf(d: CouponDraft): CouponLike {
  return {
    couponName: d.couponName,
    couponType: d.couponType,
    couponVal: d.couponVal,
    reachType: d.reachType,
    reachVal: d.reachType === 1 ? formatCents(d.reachVal) : d.reachVal,
    periodBegin: d.periodBegin || null,
    periodEnd: d.periodEnd || null,
    goodsIdList: [...d.goodsIds],
  }
}

/** an optional date-time field: undefined when empty, null when it does not parse */
function when(v: string | null | undefined): Date | null | undefined {
  if (v === null || v === undefined || v.trim() === '') return undefined
  return parseDateTime(v.trim())
}

/**
 * The first problem of a coupon rule, or null: its face (amount > 0, a discount between 0.1 and 9.9 折), its
 * threshold (per-threshold coupons need one; an amount coupon's amount threshold must be above the amount), its
 * windows (an end after its start; claiming ends before the validity does), limits, and finally the checkout's
 * own evaluation on an order of its goods that just reaches the threshold, at the start of its validity.
 */
export function checkCouponDraft(d: CouponDraft): string | null {
  const name = d.couponName.trim()
  if (!name) return M.STAFF_COUPON_NAME_REQUIRED
  if (len(name) > STAFF_COUPON_NAME_MAX) return M.STAFF_COUPON_NAME_TOO_LONG
  const kind = couponKind(d)
  const reach = reachKind(d)
  if (kind === 'discount') {
    if (!(d.couponVal >= 1 && d.couponVal <= 99)) return M.STAFF_COUPON_DISCOUNT_INVALID
  } else if (!(d.couponVal > 0)) return M.STAFF_COUPON_AMOUNT_INVALID
  else if (d.couponVal > STAFF_PRICE_MAX_FEN) return M.STAFF_GOODS_PRICE_TOO_HIGH(1)
  if (reach !== 'none' && !(d.reachVal > 0)) return M.STAFF_COUPON_THRESHOLD_REQUIRED
  if (kind === 'perThreshold' && reach === 'none') return M.STAFF_COUPON_PER_THRESHOLD_NEEDS_REACH
  if (kind !== 'discount' && reach === 'amount' && d.reachVal <= d.couponVal) return M.STAFF_COUPON_THRESHOLD_BELOW_AMOUNT
  const begin = when(d.periodBegin)
  const end = when(d.periodEnd)
  const aBegin = when(d.acquireBegin)
  const aEnd = when(d.acquireEnd)
  if (begin === null || end === null || aBegin === null || aEnd === null) return M.STAFF_COUPON_DATE_INVALID
  const days = d.periodDays ?? null
  if (days !== null && !(days >= 1 && days <= STAFF_COUPON_DAYS_MAX)) return M.STAFF_COUPON_PERIOD_DAYS_INVALID
  if (days === null && (!begin || !end)) return M.STAFF_COUPON_PERIOD_REQUIRED
  if (begin && end && end.getTime() <= begin.getTime()) return M.STAFF_COUPON_END_BEFORE_START
  if (aBegin && aEnd && aEnd.getTime() <= aBegin.getTime()) return M.STAFF_COUPON_ACQUIRE_END_BEFORE_START
  if (aEnd && end && aEnd.getTime() > end.getTime()) return M.STAFF_COUPON_ACQUIRE_AFTER_PERIOD
  if (!(d.reqNum >= 1 && d.reqNum <= STAFF_COUPON_REQ_MAX)) return M.STAFF_COUPON_LIMIT_INVALID
  if (!(d.couponTotal >= 1 && d.couponTotal <= STAFF_COUPON_TOTAL_MAX)) return M.STAFF_COUPON_TOTAL_INVALID
  // the checkout's rule, on an order of its (first) goods that just reaches the threshold
  const goodsId = d.goodsIds[0] ?? 1
  const count = reach === 'count' ? d.reachVal : 1
  const cents = reach === 'amount' ? d.reachVal : Math.max(kind === 'discount' ? 100 : d.couponVal + 1, 1)
  const at = begin ?? new Date(0)
  const e = evaluateCoupon(couponLikeOf(d), [{ goodsId, amount: formatCents(cents), quantity: count }], at)
  if (!e.usable || e.discountCents <= 0) return M.STAFF_COUPON_NEVER_USABLE(e.reason ?? M.STAFF_COUPON_AMOUNT_INVALID)
  return null
}

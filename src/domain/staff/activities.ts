/**
 * What the staff console may save as activities, promotions and points (issue 33 item 2), checked with the rules the
 * shop applies when a patient buys, so that a rule the checkout would refuse cannot be saved:
 *  - an activity line's price is what `priceOrder` (../pricing) charges, capped to the sku's price: a price above the
 *    sku's (or ≤ 0) would silently not be the price shown, so it is refused;
 *  - the goods page and the checkout use one activity per goods at a time (`pickActivity`, the checkout's
 *    `activityId`), and one full-reduction promotion per goods (`promotionsOf`): overlapping windows on the same
 *    goods are refused;
 *  - a team is `needNum` ≥ 2 people (../groupBuy `teamFilled`) and expires after `teamHours` (`teamExpiry`);
 *  - tiers are walked by `fullReductionTiers` / `fullReductionDiscount` of ../pricing: each tier's threshold must
 *    be above the previous one's and its discount at its own threshold larger (else the higher tier is never better).
 * Each check returns the first problem's message (../messages/staffActivity) or null; the server answers it as a
 * 400, the console shows it. Money in fen (integers) for activity prices, yuan for tier thresholds (as stored).
 */
import * as M from '../messages/staffActivity'
import { formatCents, toCents } from '../money'
import { fullReductionDiscount, type FullReductionTier } from '../pricing'
import { parseDateTime } from '../time'

/** activity.type: 1 seckill (秒杀), 2 group buy (拼团), 3 special (特价活动) */
export const ACTIVITY_TYPES = [1, 2, 3] as const
export type ActivityType = (typeof ACTIVITY_TYPES)[number]
export const ACTIVITY_TYPE_NAMES: Record<ActivityType, string> = { 1: '秒杀', 2: '拼团', 3: '特价活动' }
export const STAFF_ACTIVITY_NAME_MAX = 30
export const STAFF_ACTIVITY_LIMIT_MAX = 999
export const STAFF_ACTIVITY_STOCK_MAX = 1_000_000
export const STAFF_TEAM_SIZE_MAX = 100
export const STAFF_TEAM_HOURS_MAX = 720
export const STAFF_PROMOTION_TIERS_MAX = 5
export const STAFF_GIFT_AMOUNT_MAX = 100_000
export const STAFF_POINTS_MAX = 1_000_000
export const STAFF_POINTS_LIMIT_MAX = 100

export interface ActivityLineDraft {
  goodsId: number
  /** null: every sku of the goods */
  skuId: number | null
  activityPriceFen: number
  stock: number
  /** the prices (fen) of the skus the line covers, as the server found them; empty: unknown goods / sku */
  skuPricesFen: readonly number[]
  /** sold so far (an edit) */
  sold?: number
}

export interface ActivityDraft {
  type: number
  activityName: string
  periodBegin: string
  periodEnd: string
  /** per person, 0 = no limit */
  purchaseMax: number
  /** per order, 0 = no limit */
  singleLimit: number
  teamNum?: number | null
  teamHours?: number | null
  lines: readonly ActivityLineDraft[]
}

const len = (s: string) => Array.from(s).length
const intIn = (n: unknown, lo: number, hi: number) => Number.isInteger(n) && (n as number) >= lo && (n as number) <= hi

/** the window of a draft: begin and end as dates, or the message of its first problem */
export function windowOf(begin: string, end: string, now: Date, opts: { endedOk?: boolean } = {}): { begin: Date; end: Date } | string {
  const b = parseDateTime(begin?.trim())
  const e = parseDateTime(end?.trim())
  if (!b || !e) return M.STAFF_ACTIVITY_DATE_INVALID
  if (e.getTime() <= b.getTime()) return M.STAFF_ACTIVITY_END_BEFORE_START
  if (!opts.endedOk && e.getTime() <= now.getTime()) return M.STAFF_ACTIVITY_END_IN_PAST
  return { begin: b, end: e }
}

/** the first problem of a seckill / group-buy / special activity draft, or null */
export function checkActivityDraft(d: ActivityDraft, now: Date): string | null {
  const name = d.activityName.trim()
  if (!name) return M.STAFF_ACTIVITY_NAME_REQUIRED
  if (len(name) > STAFF_ACTIVITY_NAME_MAX) return M.STAFF_ACTIVITY_NAME_TOO_LONG
  const w = windowOf(d.periodBegin, d.periodEnd, now)
  if (typeof w === 'string') return w
  if (!intIn(d.purchaseMax, 0, STAFF_ACTIVITY_LIMIT_MAX) || !intIn(d.singleLimit, 0, STAFF_ACTIVITY_LIMIT_MAX))
    return M.STAFF_ACTIVITY_LIMIT_INVALID
  if (d.purchaseMax > 0 && d.singleLimit > d.purchaseMax) return M.STAFF_ACTIVITY_SINGLE_ABOVE_PERSON
  if (d.type === 2) {
    if (!intIn(d.teamNum, 2, STAFF_TEAM_SIZE_MAX)) return M.STAFF_ACTIVITY_TEAM_SIZE_INVALID
    if (!intIn(d.teamHours, 1, STAFF_TEAM_HOURS_MAX)) return M.STAFF_ACTIVITY_TEAM_HOURS_INVALID
  }
  if (d.lines.length === 0) return M.STAFF_ACTIVITY_GOODS_REQUIRED
  const seen = new Set<string>()
  for (const l of d.lines) {
    // a whole-goods line and a sku line of the same goods would both apply: one line per goods
    const k = String(l.goodsId)
    if (seen.has(k)) return M.STAFF_ACTIVITY_GOODS_DUPLICATE
    seen.add(k)
  }
  for (let i = 0; i < d.lines.length; i++) {
    const l = d.lines[i]
    const n = i + 1
    if (l.skuPricesFen.length === 0) return M.STAFF_ACTIVITY_GOODS_UNKNOWN
    if (!Number.isInteger(l.activityPriceFen) || l.activityPriceFen <= 0) return M.STAFF_ACTIVITY_PRICE_NOT_POSITIVE(n)
    const lowest = Math.min(...l.skuPricesFen)
    if (l.activityPriceFen > lowest) return M.STAFF_ACTIVITY_PRICE_ABOVE_SKU(n, formatCents(lowest))
    if (!intIn(l.stock, 1, STAFF_ACTIVITY_STOCK_MAX)) return M.STAFF_ACTIVITY_STOCK_INVALID(n)
    if (l.sold && l.stock < l.sold) return M.STAFF_ACTIVITY_STOCK_BELOW_SOLD(n, l.sold)
  }
  return null
}

export interface WindowOnGoods {
  id: number
  name: string
  begin: Date
  end: Date
  goodsIds: readonly number[]
}

/** the first other activity (or promotion) whose window overlaps the draft's on one of its goods, or null */
export function overlapping<T extends WindowOnGoods>(draft: Omit<WindowOnGoods, 'name'>, others: readonly T[]): T | null {
  const mine = new Set(draft.goodsIds)
  for (const o of others) {
    if (o.id === draft.id) continue
    if (o.begin.getTime() < draft.end.getTime() && draft.begin.getTime() < o.end.getTime() && o.goodsIds.some((g) => mine.has(g))) return o
  }
  return null
}

export interface TierDraft {
  /** the threshold in yuan (as stored and as `fullReductionTiers` reads it) */
  totalAmount: number
  /** 1 reduce (amount yuan off), 2 discount (amount 折) */
  type: number
  amount: number
  giftNum: number
  gifts: ReadonlyArray<{ goodsId: number; skuId: number; giftAmount: number }>
  couponRuleIds: readonly number[]
}

export interface PromotionDraft {
  activityName: string
  periodBegin: string
  periodEnd: string
  tiers: readonly TierDraft[]
  goodsIds: readonly number[]
}

/** the first problem of a full-reduction / gift promotion draft, or null */
export function checkPromotionDraft(d: PromotionDraft, now: Date): string | null {
  const name = d.activityName.trim()
  if (!name) return M.STAFF_ACTIVITY_NAME_REQUIRED
  if (len(name) > STAFF_ACTIVITY_NAME_MAX) return M.STAFF_ACTIVITY_NAME_TOO_LONG
  const w = windowOf(d.periodBegin, d.periodEnd, now)
  if (typeof w === 'string') return w
  if (d.tiers.length === 0) return M.STAFF_PROMOTION_TIER_REQUIRED
  if (d.tiers.length > STAFF_PROMOTION_TIERS_MAX) return M.STAFF_PROMOTION_TIERS_TOO_MANY
  if (d.goodsIds.length === 0) return M.STAFF_ACTIVITY_GOODS_REQUIRED
  let prevThreshold = 0
  let prevOff = -1
  for (let i = 0; i < d.tiers.length; i++) {
    const t = d.tiers[i]
    const n = i + 1
    const threshold = toCents(t.totalAmount)
    if (!(threshold > 0)) return M.STAFF_PROMOTION_THRESHOLD_INVALID(n)
    if (i > 0 && threshold <= prevThreshold) return M.STAFF_PROMOTION_TIERS_NOT_INCREASING(n)
    const giftOnly = t.amount === 0 && (t.gifts.length > 0 || t.couponRuleIds.length > 0)
    if (t.type === 1) {
      if (!giftOnly && !(toCents(t.amount) > 0 && toCents(t.amount) < threshold)) return M.STAFF_PROMOTION_REDUCE_INVALID(n)
    } else if (t.type === 2) {
      // 0.1 to 9.9 折, one decimal (what fullReductionDiscount computes exactly)
      const tenths = Math.round(t.amount * 10)
      if (!giftOnly && !(Math.abs(t.amount * 10 - tenths) < 1e-9 && tenths >= 1 && tenths <= 99))
        return M.STAFF_PROMOTION_DISCOUNT_INVALID(n)
    } else return M.STAFF_PROMOTION_REDUCE_INVALID(n)
    if (t.gifts.length > 0) {
      if (!intIn(t.giftNum, 1, t.gifts.length)) return M.STAFF_PROMOTION_GIFT_NUM_INVALID(n)
      if (t.gifts.some((g) => !intIn(g.giftAmount, 0, STAFF_GIFT_AMOUNT_MAX))) return M.STAFF_PROMOTION_GIFT_AMOUNT_INVALID(n)
    } else if (t.giftNum !== 0) return M.STAFF_PROMOTION_GIFT_NUM_INVALID(n)
    if (giftOnly && t.gifts.length === 0 && t.couponRuleIds.length === 0) return M.STAFF_PROMOTION_TIER_EMPTY(n)
    // what the checkout takes off an order that just reaches this tier: a higher tier must take more (or add gifts)
    const off = toCents(fullReductionDiscount(t as FullReductionTier, t.totalAmount))
    if (i > 0 && off <= prevOff && !(off === prevOff && (t.gifts.length > 0 || t.couponRuleIds.length > 0)))
      return M.STAFF_PROMOTION_TIER_BENEFIT_NOT_INCREASING(n)
    prevThreshold = threshold
    prevOff = off
  }
  return null
}

export interface PointsRuleDraft {
  ruleName: string
  ruleDesc: string
  integral: number
}

export function checkPointsRuleDraft(d: PointsRuleDraft): string | null {
  const name = d.ruleName.trim()
  if (!name) return M.STAFF_POINTS_RULE_NAME_REQUIRED
  if (len(name) > 20) return M.STAFF_POINTS_RULE_NAME_TOO_LONG
  if (len(d.ruleDesc.trim()) > 100) return M.STAFF_POINTS_RULE_DESC_TOO_LONG
  if (!intIn(d.integral, 1, STAFF_POINTS_MAX)) return M.STAFF_POINTS_VALUE_INVALID
  return null
}

export interface PointsItemDraft {
  integral: number
  stock: number
  limitNum: number
  /** exchanged so far (an edit) */
  exchanged?: number
}

/** an exchange goods (a coupon bought with points): what the exchange (POST integral/conversion) checks */
export function checkPointsItemDraft(d: PointsItemDraft): string | null {
  if (!intIn(d.integral, 1, STAFF_POINTS_MAX)) return M.STAFF_POINTS_VALUE_INVALID
  if (!intIn(d.stock, 0, STAFF_ACTIVITY_STOCK_MAX)) return M.STAFF_POINTS_ITEM_STOCK_INVALID
  if (d.exchanged && d.stock < d.exchanged) return M.STAFF_POINTS_ITEM_STOCK_BELOW_EXCHANGED(d.exchanged)
  if (!intIn(d.limitNum, 0, STAFF_POINTS_LIMIT_MAX)) return M.STAFF_POINTS_ITEM_LIMIT_INVALID
  return null
}

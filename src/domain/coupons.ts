/**
 * Coupon rules (SPEC §3 Coupon, §4 coupon claim and popup, §9 money).
 *
 * Units: couponVal is hundredths of a yuan for amount and per-threshold coupons, tenths of 折 for
 * discount coupons (85 = 8.5折 = pay 85 %). reachVal is yuan for amount thresholds and an item
 * count for reachType 2.
 */
import DecimalJs from 'decimal.js'
import { Decimal, type MoneyInput, toCents, centsToDecimal, couponAmountYuan } from './money'
import { parseDateTime } from './time'
import * as M from './messages'
import { couponConditionText, couponKind, reachKind, type CouponLike } from './couponText'

// the coupon's shape lives with its texts (./couponText, which needs it too): re-exported here
export type { CouponLike } from './couponText'

// ------------------------------------------------------------------ claim state

export type CouponClaimState = 'claimable' | 'notClaimable' | 'allClaimed' | 'claimed'

/**
 * SPEC §4 claim state from userCouponFail: empty (null, undefined, '', 0) claimable; 1 not
 * claimable; 2 all claimed; 3 already claimed. Unknown codes count as not claimable.
 */
export function couponClaimState(userCouponFail: number | string | null | undefined): CouponClaimState {
  if (userCouponFail === null || userCouponFail === undefined || userCouponFail === '' || Number(userCouponFail) === 0) return 'claimable'
  switch (Number(userCouponFail)) {
    case 2:
      return 'allClaimed'
    case 3:
      return 'claimed'
    default:
      return 'notClaimable'
  }
}

/** SPEC §4 claim labels: 立即领取 / 不可领取 / 已领完 / 已领取. */
export function couponClaimLabel(userCouponFail: number | string | null | undefined): string {
  return {
    claimable: M.COUPON_CLAIM,
    notClaimable: M.COUPON_NOT_CLAIMABLE,
    allClaimed: M.COUPON_ALL_CLAIMED,
    claimed: M.COUPON_CLAIMED,
  }[couponClaimState(userCouponFail)]
}

/** SPEC §4: only a claimable coupon may be claimed. */
export function canClaimCoupon(coupon: Pick<CouponLike, 'userCouponFail'>): boolean {
  return couponClaimState(coupon.userCouponFail) === 'claimable'
}

// ------------------------------------------------------------------ kinds and texts

// kinds and face/condition texts: ./couponText (no decimal.js: the product page shows them in its first screen)
export { couponKind, reachKind, couponValueParts, couponValueText, couponConditionText } from './couponText'
export type { CouponKind, ReachKind } from './couponText'

// ------------------------------------------------------------------ applicability and discount

/** A line as the coupon sees it: its amount after activity discounts, its quantity. Gifts are ignored. */
export interface CouponLine {
  goodsId: number | string
  amount: MoneyInput
  quantity: number
  isGift?: boolean
}

/** Pre-aggregated lines (integer cents); build it once per order and evaluate many coupons against it. */
export interface CouponBasis {
  totalCents: number
  totalCount: number
  byGoods: Map<string, { cents: number; count: number }>
}

/** Aggregates the non-gift lines by goods id (one pass; use it to evaluate many coupons). */
export function buildCouponBasis(lines: readonly CouponLine[]): CouponBasis {
  let totalCents = 0
  let totalCount = 0
  const byGoods = new Map<string, { cents: number; count: number }>()
  for (const l of lines) {
    if (l.isGift || !(l.quantity > 0)) continue
    const cents = toCents(l.amount)
    totalCents += cents
    totalCount += l.quantity
    const k = String(l.goodsId)
    const g = byGoods.get(k)
    if (g) {
      g.cents += cents
      g.count += l.quantity
    } else byGoods.set(k, { cents, count: l.quantity })
  }
  return { totalCents, totalCount, byGoods }
}

export interface CouponEvaluation {
  usable: boolean
  /** why not usable (the server's cannotUseMess wins), null when usable */
  reason: string | null
  /** what the coupon takes off, in yuan, two decimals, never above eligibleAmount */
  discount: DecimalJs
  /** the same in integer cents */
  discountCents: number
  eligibleAmount: DecimalJs
  eligibleCount: number
}

function eligible(coupon: CouponLike, basis: CouponBasis): { cents: number; count: number } {
  const ids = coupon.goodsIdList
  if (!ids || ids.length === 0) return { cents: basis.totalCents, count: basis.totalCount }
  let cents = 0
  let count = 0
  const seen = new Set<string>()
  for (const id of ids) {
    const k = String(id)
    if (seen.has(k)) continue
    seen.add(k)
    const g = basis.byGoods.get(k)
    if (g) {
      cents += g.cents
      count += g.count
    }
  }
  return { cents, count }
}

function asBasis(lines: readonly CouponLine[] | CouponBasis): CouponBasis {
  return Array.isArray(lines) ? buildCouponBasis(lines as CouponLine[]) : (lines as CouponBasis)
}

/**
 * SPEC §3/§9 whether a coupon applies to a set of lines and what it takes off.
 * - unusable when the server sent cannotUseMess, when `now` is outside periodBegin..periodEnd
 *   (a date-only end includes that day), when no eligible goods are in the order, or when the
 *   threshold is not reached (reachType 2: eligible item count ≥ reachVal; amount: eligible
 *   amount ≥ reachVal yuan; 0: none);
 * - amount coupon: couponVal/100 yuan;
 * - discount coupon: eligible amount × (1 − couponVal/100), rounded half up to cents;
 * - per-threshold coupon: couponVal/100 for every full reachVal (yuan or items), at least once;
 * - the discount is capped at the eligible amount, so it never exceeds what is paid.
 * Amounts are exact integer cents inside (see toCents); results are decimals.
 */
export function evaluateCoupon(coupon: CouponLike, lines: readonly CouponLine[] | CouponBasis, now: Date = new Date()): CouponEvaluation {
  const basis = asBasis(lines)
  const { cents, count } = eligible(coupon, basis)
  let amountDec: DecimalJs | null = null
  const result = (usable: boolean, reason: string | null, discountCents: number): CouponEvaluation => ({
    usable,
    reason,
    discountCents,
    discount: centsToDecimal(discountCents),
    get eligibleAmount() {
      return amountDec ?? (amountDec = centsToDecimal(cents))
    },
    eligibleCount: count,
  })
  if (coupon.cannotUseMess) return result(false, coupon.cannotUseMess, 0)
  const begin = parseDateTime(coupon.periodBegin)
  const end = parseDateTime(coupon.periodEnd, { endOfDay: true })
  const t = now.getTime()
  if ((begin && t < begin.getTime()) || (end && t > end.getTime())) return result(false, M.COUPON_NOT_IN_PERIOD, 0)
  if (count <= 0 || cents <= 0) return result(false, M.COUPON_NO_APPLICABLE_GOODS, 0)
  const reach = reachKind(coupon)
  // thresholds: items for reachType 2, cents for amounts
  const reachUnits = reach === 'count' ? Number(coupon.reachVal) || 0 : toCents(coupon.reachVal)
  const hasThreshold = reach !== 'none' && reachUnits > 0
  if (hasThreshold && (reach === 'count' ? count : cents) < reachUnits) {
    return result(false, M.couponThresholdNotReached(couponConditionText(coupon)), 0)
  }
  let d: number
  switch (couponKind(coupon)) {
    case 'discount': {
      const tenths = Math.min(100, Math.max(0, Number(coupon.couponVal) || 0))
      d = Number.isInteger(tenths)
        ? Math.floor((cents * (100 - tenths) + 50) / 100) // exact: integers, half up
        : new Decimal(cents).times(new Decimal(100).minus(tenths)).dividedBy(100).toDecimalPlaces(0, DecimalJs.ROUND_HALF_UP).toNumber()
      break
    }
    case 'perThreshold': {
      const times = hasThreshold ? Math.floor((reach === 'count' ? count : cents) / reachUnits) : 1
      d = toCents(couponAmountYuan(coupon.couponVal)) * times
      break
    }
    default:
      d = toCents(couponAmountYuan(coupon.couponVal))
  }
  if (!(d > 0)) d = 0
  if (d > cents) d = cents
  return result(true, null, d)
}

/** The identity of a coupon in a list: userCouponId, else couponRuleId. */
export function couponKey(coupon: Pick<CouponLike, 'userCouponId' | 'couponRuleId'>): string {
  return String(coupon.userCouponId ?? coupon.couponRuleId ?? '')
}

export interface CouponChoice<C extends CouponLike = CouponLike> {
  coupon: C
  evaluation: CouponEvaluation
}

/**
 * Chooses the best coupon for an order: the usable coupon with the largest discount; ties go
 * to the one that expires first (no end date = last), then to list order. null when none is usable.
 */
export function chooseBestCoupon<C extends CouponLike>(
  coupons: readonly C[],
  lines: readonly CouponLine[] | CouponBasis,
  now: Date = new Date(),
): CouponChoice<C> | null {
  const basis = asBasis(lines)
  let best: CouponChoice<C> | null = null
  let bestEnd = Infinity
  for (const coupon of coupons) {
    const evaluation = evaluateCoupon(coupon, basis, now)
    if (!evaluation.usable || evaluation.discountCents <= 0) continue
    const endDate = parseDateTime(coupon.periodEnd, { endOfDay: true })
    const end = endDate ? endDate.getTime() : Infinity
    if (!best) {
      best = { coupon, evaluation }
      bestEnd = end
      continue
    }
    const cmp = evaluation.discountCents - best.evaluation.discountCents
    if (cmp > 0 || (cmp === 0 && end < bestEnd)) {
      best = { coupon, evaluation }
      bestEnd = end
    }
  }
  return best
}

// ------------------------------------------------------------------ popup

/** A coupon as listed in the popup. */
export interface CouponPopupItem {
  key: string
  usable: boolean
  /** the unusable reason when not usable */
  reason?: string | null
}

/**
 * SPEC §4 popup selection: tapping the selected coupon deselects it (null); an unusable (failed)
 * coupon cannot be chosen (selection unchanged); otherwise the tapped coupon becomes the one selected.
 */
export function toggleCouponSelection(selectedKey: string | null, item: CouponPopupItem): string | null {
  if (!item.usable) return selectedKey
  return selectedKey === item.key ? null : item.key
}

/** SPEC §4: an unusable coupon shows 不可用原因 with its reason; null for usable coupons. */
export function couponUnusableInfo(item: CouponPopupItem): { label: string; reason: string } | null {
  if (item.usable) return null
  return { label: M.COUPON_UNUSABLE_REASON, reason: item.reason ?? '' }
}

/** Builds popup items for a list of coupons against an order. */
export function couponPopupItems(
  coupons: readonly CouponLike[],
  lines: readonly CouponLine[] | CouponBasis,
  now: Date = new Date(),
): Array<CouponPopupItem & { coupon: CouponLike; evaluation: CouponEvaluation }> {
  const basis = asBasis(lines)
  return coupons.map((coupon) => {
    const evaluation = evaluateCoupon(coupon, basis, now)
    return { key: couponKey(coupon), usable: evaluation.usable, reason: evaluation.reason, coupon, evaluation }
  })
}

/** SPEC §9 coupon popup height: 75vh with more than 2 coupons, else 50vh. */
export function couponPopupHeight(couponCount: number): '75vh' | '50vh' {
  return couponCount > 2 ? '75vh' : '50vh'
}

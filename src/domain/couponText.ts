/**
 * Coupon kinds and the texts of a coupon card (SPEC §3, §9) without decimal.js: exact decimal text shifts
 * (./moneyText) for the face value (couponVal in hundredths of a yuan, or tenths of 折) and the threshold.
 * ./coupons re-exports them; its tests cover them.
 */
import { plainNumber, shiftNumber, type MoneyInput } from './moneyText'
import type { DateInput } from './time'
import * as M from './messages'

export interface CouponLike {
  couponRuleId?: number | string | null
  userCouponId?: number | string | null
  couponName?: string
  /** 2 discount, 3 per-threshold, anything else amount */
  couponType?: number | string | null
  couponVal: MoneyInput
  /** 0 no threshold, 2 by item count, anything else by amount */
  reachType?: number | string | null
  reachVal?: MoneyInput
  periodBegin?: DateInput
  periodEnd?: DateInput
  reqNum?: number | null
  /** claim state: empty claimable, 1 not claimable, 2 all claimed, 3 already claimed */
  userCouponFail?: number | string | null
  /** the server's reason why this coupon cannot be used on the order */
  cannotUseMess?: string | null
  /** restricts the coupon to these goods (our extension; absent or empty = every goods) */
  goodsIdList?: ReadonlyArray<number | string> | null
}

export type CouponKind = 'amount' | 'discount' | 'perThreshold'
export type ReachKind = 'none' | 'count' | 'amount'

/** SPEC §3: couponType 2 discount, 3 per-threshold, else amount. */
export function couponKind(coupon: Pick<CouponLike, 'couponType'>): CouponKind {
  const t = Number(coupon.couponType)
  return t === 2 ? 'discount' : t === 3 ? 'perThreshold' : 'amount'
}

/** SPEC §3: reachType 0 (or empty) no threshold, 2 item count, anything else amount. */
export function reachKind(coupon: Pick<CouponLike, 'reachType'>): ReachKind {
  const r = coupon.reachType
  if (r === null || r === undefined || r === '' || Number(r) === 0) return 'none'
  return Number(r) === 2 ? 'count' : 'amount'
}

/** Coupon face value: {value:'10', unit:'元'} for amount kinds, {value:'8.5', unit:'折'} for discounts (SPEC §9). */
export function couponValueParts(coupon: Pick<CouponLike, 'couponType' | 'couponVal'>): { value: string; unit: '元' | '折' } {
  return couponKind(coupon) === 'discount'
    ? { value: shiftNumber(coupon.couponVal, -1), unit: '折' }
    : { value: shiftNumber(coupon.couponVal, -2), unit: '元' }
}

/** Coupon face value as one string: '¥10' or '8.5折'. */
export function couponValueText(coupon: Pick<CouponLike, 'couponType' | 'couponVal'>): string {
  const p = couponValueParts(coupon)
  return p.unit === '折' ? M.discountText(p.value) : `¥${p.value}`
}

/**
 * Condition text of the coupon card: 无门槛, 满{x}元可用, 满{n}件可用, or for per-threshold coupons
 * 每满{x}元减{y}元 / 每满{n}件减{y}元.
 */
export function couponConditionText(coupon: CouponLike): string {
  const reach = reachKind(coupon)
  const kind = couponKind(coupon)
  const reachVal = plainNumber(coupon.reachVal)
  const positive = !reachVal.startsWith('-') && reachVal !== '0'
  if (kind === 'perThreshold' && reach !== 'none' && positive) {
    const off = shiftNumber(coupon.couponVal, -2)
    return reach === 'count' ? M.couponPerCountText(Number(reachVal), off) : M.couponPerAmountText(reachVal, off)
  }
  if (reach === 'none' || !positive) return M.COUPON_NO_THRESHOLD
  return reach === 'count' ? M.couponReachCountText(Number(reachVal)) : M.couponReachAmountText(reachVal)
}

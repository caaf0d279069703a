/**
 * Pricing rules (SPEC §3 order line / promotion / gift, §4 line price and gifts, §5 gift picker):
 * line price, tiered prices, full-reduction tiers, gifts, order totals and price display flags.
 * The server is authoritative; the app calls the same functions to preview.
 */
import DecimalJs from 'decimal.js'
import { Decimal, type MoneyInput, toDecimal, toCents, centsToDecimal, formatCents, trimNumber, formatPrice } from './money'
import {
  chooseBestCoupon,
  couponKey,
  evaluateCoupon,
  type CouponBasis,
  type CouponChoice,
  type CouponEvaluation,
  type CouponLike,
} from './coupons'
import { isWithinPeriod, type DateInput } from './time'
import * as M from './messages'
import { linePriceValue, type LinePriceInput } from './moneyText'
import type { GiftItem } from './gifts'

const isSet = (v: unknown): boolean => v !== null && v !== undefined && v !== ''

// ------------------------------------------------------------------ line price

// LinePriceInput and linePriceValue (the amount the line price is, without decimal.js): ./moneyText
export { linePriceValue, type LinePriceInput } from './moneyText'

/**
 * SPEC §4 line price: the activity discount price if there is an activity and a discount price,
 * else the activity price (with an activity), else the normal price.
 */
export function linePrice(line: LinePriceInput): DecimalJs {
  return toDecimal(linePriceValue(line))
}

/** A tier of a tiered price: from `minNum` items the unit price is `price`. */
export interface PriceTier {
  minNum: number
  price: MoneyInput
}

/**
 * Tiered price (SPEC §2 "tiered pricing" on cart and order cards): the unit price of the tier with
 * the largest minNum not above the quantity; the base price below the first tier.
 */
export function tieredUnitPrice(basePrice: MoneyInput, tiers: readonly PriceTier[] | null | undefined, quantity: number): DecimalJs {
  return toDecimal(tieredPriceInput(basePrice, tiers, quantity))
}

// ------------------------------------------------------------------ full reduction

/** SPEC §3 fullReductionDetailList item: from totalAmount, type 1 takes `amount` yuan off, type 2 applies `amount` 折. */
export interface FullReductionTier {
  totalAmount: MoneyInput
  /** 1 reduce, 2 discount */
  type: number | string
  /** type 1: yuan off; type 2: the 折 number (8 = 8折 = pay 80 %) */
  amount: MoneyInput
  giftNum?: number | null
  giftGoodsResps?: GiftItem[] | null
  giftCouponRespList?: unknown[] | null
}

/** SPEC §3 promotion activity (full reduction). Lines join it through `promotionId`. */
export interface Promotion {
  id: number | string
  fullReductionDetailList: readonly FullReductionTier[]
  periodBegin?: DateInput
  periodEnd?: DateInput
  activityDescribe?: string
}

export interface TierPosition {
  current: FullReductionTier | null
  next: FullReductionTier | null
  /** how much more must be bought to reach `next` (0 when there is no next tier) */
  shortfall: DecimalJs
}

function tiersCents(
  tiers: readonly FullReductionTier[],
  s: number,
): { current: FullReductionTier | null; next: FullReductionTier | null; shortfallCents: number } {
  let current: FullReductionTier | null = null
  let next: FullReductionTier | null = null
  let cur = -Infinity
  let nxt = Infinity
  for (const t of tiers) {
    const a = toCents(t.totalAmount)
    if (a <= s) {
      if (a > cur) {
        current = t
        cur = a
      }
    } else if (a < nxt) {
      next = t
      nxt = a
    }
  }
  return { current, next, shortfallCents: next ? nxt - s : 0 }
}

/**
 * SPEC §3 current and next full-reduction tier for a subtotal: current is the tier with the highest
 * totalAmount not above the subtotal, next the lowest above it.
 */
export function fullReductionTiers(tiers: readonly FullReductionTier[], subtotal: MoneyInput): TierPosition {
  const r = tiersCents(tiers, toCents(subtotal))
  return { current: r.current, next: r.next, shortfall: centsToDecimal(r.shortfallCents) }
}

function reductionCents(tier: FullReductionTier | null, s: number): number {
  if (!tier || s <= 0) return 0
  let d: number
  const type = Number(tier.type)
  if (type === 1) d = toCents(tier.amount)
  else if (type === 2) {
    const rate = Math.min(10, Math.max(0, Number(toDecimal(tier.amount).toString()) || 0))
    const tenths = rate * 10
    d = Number.isInteger(tenths)
      ? Math.floor((s * (100 - tenths) + 50) / 100)
      : new Decimal(s).times(new Decimal(10).minus(rate)).dividedBy(10).toDecimalPlaces(0, DecimalJs.ROUND_HALF_UP).toNumber()
  } else return 0
  if (!(d > 0)) return 0
  return d > s ? s : d
}

/**
 * SPEC §3 what a full-reduction tier takes off a subtotal: type 1 `amount` yuan (at most the
 * subtotal); type 2 subtotal × (1 − amount/10), rounded half up to cents. Other types take nothing.
 */
export function fullReductionDiscount(tier: FullReductionTier | null, subtotal: MoneyInput): DecimalJs {
  return centsToDecimal(reductionCents(tier, toCents(subtotal)))
}

/**
 * Hint under a promotion: 再买{x}元可减{y}元 / 再买{x}元可享{r}折 toward the next tier, else
 * 已满{t}元，已减{y}元 / 已满{t}元，已享{r}折 for the current tier; null with no tier at all.
 */
export function fullReductionHint(position: TierPosition): string | null {
  const { current, next, shortfall } = position
  if (next) {
    return Number(next.type) === 2
      ? M.fullReductionNextDiscountText(formatPrice(shortfall), trimNumber(next.amount))
      : M.fullReductionNextReduceText(formatPrice(shortfall), trimNumber(next.amount))
  }
  if (current) {
    return Number(current.type) === 2
      ? M.fullReductionReachedDiscountText(trimNumber(current.totalAmount), trimNumber(current.amount))
      : M.fullReductionReachedReduceText(trimNumber(current.totalAmount), trimNumber(current.amount))
  }
  return null
}

// ------------------------------------------------------------------ gifts

// the gift rules: ./gifts (no decimal.js: the product page's first screen labels gifts)
export * from './gifts'

// ------------------------------------------------------------------ price display flags

// priceDisplay / PriceDisplay: ./moneyText (no decimal.js, for the pages that only show prices)
export { priceDisplay, type PriceDisplay } from './moneyText'

/**
 * SPEC §5 sku popup confirm button: hidden while the sku is not resolved; for cart and pay actions
 * also hidden when priceShowMode is 1.
 */
export function showSkuConfirm(input: {
  skuResolved: boolean
  action: 'cart' | 'pay' | 'other'
  priceShowMode?: number | string | null
}): boolean {
  if (!input.skuResolved) return false
  if ((input.action === 'cart' || input.action === 'pay') && Number(input.priceShowMode) === 1) return false
  return true
}

// ------------------------------------------------------------------ order totals

/** A cart or order line to price. */
export interface PriceLineInput extends LinePriceInput {
  /** cartId or any unique key */
  key: string | number
  goodsId: number | string
  goodsNum: number
  tieredPrices?: readonly PriceTier[] | null
  /** the full-reduction promotion this line belongs to */
  promotionId?: number | string | null
  /** default true; unchecked lines are shown but not paid */
  checked?: boolean
  /** lines that lost efficacy are never paid */
  lostEfficacy?: boolean
  /** gifts are free */
  isGift?: boolean
}

export interface PricedLine {
  key: string | number
  goodsId: number | string
  /** counted in the totals (checked, not lost, not a gift, quantity > 0) */
  included: boolean
  quantity: number
  /** normal unit price (after tiers) */
  readonly unitPrice: DecimalJs
  /** unit price after the line activity (never above unitPrice, never below 0) */
  readonly activityUnitPrice: DecimalJs
  /** unitPrice × quantity */
  readonly goodsAmount: DecimalJs
  /** (unitPrice − activityUnitPrice) × quantity */
  readonly activityDiscount: DecimalJs
  /** this line's share of its promotion's full-reduction discount */
  readonly promotionDiscount: DecimalJs
  /** this line's share of the coupon discount */
  readonly couponDiscount: DecimalJs
  /** goodsAmount − activityDiscount − promotionDiscount − couponDiscount */
  readonly payable: DecimalJs
  /** the same amounts in integer cents (what the decimals are made from) */
  cents: {
    unitPrice: number
    activityUnitPrice: number
    goodsAmount: number
    activityDiscount: number
    promotionDiscount: number
    couponDiscount: number
    payable: number
  }
}

/** Priced line with decimals made on first read from the exact cents. */
class PricedLineImpl implements PricedLine {
  constructor(
    public key: string | number,
    public goodsId: number | string,
    public included: boolean,
    public quantity: number,
    public cents: PricedLine['cents'],
  ) {}
  get unitPrice() {
    return centsToDecimal(this.cents.unitPrice)
  }
  get activityUnitPrice() {
    return centsToDecimal(this.cents.activityUnitPrice)
  }
  get goodsAmount() {
    return centsToDecimal(this.cents.goodsAmount)
  }
  get activityDiscount() {
    return centsToDecimal(this.cents.activityDiscount)
  }
  get promotionDiscount() {
    return centsToDecimal(this.cents.promotionDiscount)
  }
  get couponDiscount() {
    return centsToDecimal(this.cents.couponDiscount)
  }
  get payable() {
    return centsToDecimal(this.cents.payable)
  }
  toJSON() {
    const c = this.cents
    return {
      key: this.key,
      goodsId: this.goodsId,
      included: this.included,
      quantity: this.quantity,
      unitPrice: formatCents(c.unitPrice),
      activityUnitPrice: formatCents(c.activityUnitPrice),
      goodsAmount: formatCents(c.goodsAmount),
      activityDiscount: formatCents(c.activityDiscount),
      promotionDiscount: formatCents(c.promotionDiscount),
      couponDiscount: formatCents(c.couponDiscount),
      payable: formatCents(c.payable),
    }
  }
}

export interface PromotionResult extends TierPosition {
  promotionId: number | string
  subtotal: DecimalJs
  discount: DecimalJs
  /** the promotion is outside its period: no discount */
  inactive: boolean
}

export interface PriceOrderInput<C extends CouponLike = CouponLike> {
  lines: readonly PriceLineInput[]
  promotions?: readonly Promotion[]
  coupons?: readonly C[]
  /** 'best' (default) picks the best coupon, 'none' uses none, any other string is a coupon key */
  couponSelection?: 'best' | 'none' | string
  now?: Date
}

export interface OrderPrice<C extends CouponLike = CouponLike> {
  lines: PricedLine[]
  promotions: PromotionResult[]
  /** Σ unit price × quantity of the included lines */
  goodsTotalMoney: DecimalJs
  /** line activity discounts + full-reduction discounts */
  activityTotalDiscountMoney: DecimalJs
  couponDiscountMoney: DecimalJs
  /** goodsTotalMoney − activityTotalDiscountMoney − couponDiscountMoney, never below zero */
  payable: DecimalJs
  /** the coupon applied, null when none */
  coupon: CouponChoice<C> | null
  /** the best coupon whether or not it was applied (for "recommended" hints) */
  bestCoupon: CouponChoice<C> | null
}

const SAFE = Number.MAX_SAFE_INTEGER

/**
 * Splits `totalCents` over integer `weights` (cents) in proportion so the parts add up exactly to
 * the total (largest-remainder method; ties go to the earlier entry). Non-positive weights get 0.
 * Exact integer arithmetic (BigInt when products would pass 2^53).
 */
export function allocateCents(totalCents: number, weights: readonly number[]): number[] {
  const out = new Array<number>(weights.length).fill(0)
  const total = Math.round(totalCents)
  let sum = 0
  let maxW = 0
  for (const w of weights)
    if (w > 0) {
      sum += w
      if (w > maxW) maxW = w
    }
  if (total === 0 || sum === 0) return out
  const neg = total < 0
  const t = Math.abs(total)
  const rem: number[] = new Array<number>(weights.length).fill(-1)
  let given = 0
  if (t * maxW <= SAFE && sum <= SAFE) {
    for (let i = 0; i < weights.length; i++) {
      const w = weights[i]
      if (!(w > 0)) continue
      const p = t * w
      let q = Math.floor(p / sum)
      let r = p - q * sum
      if (r < 0) {
        q--
        r += sum
      } else if (r >= sum) {
        q++
        r -= sum
      }
      out[i] = q
      rem[i] = r
      given += q
    }
  } else {
    const bt = BigInt(t),
      bs = BigInt(sum)
    for (let i = 0; i < weights.length; i++) {
      const w = weights[i]
      if (!(w > 0)) continue
      const p = bt * BigInt(w)
      out[i] = Number(p / bs)
      rem[i] = Number(p % bs)
      given += out[i]
    }
  }
  let left = t - given
  if (left > 0) {
    const order: number[] = []
    for (let i = 0; i < weights.length; i++) if (rem[i] >= 0) order.push(i)
    order.sort((a, b) => rem[b] - rem[a] || a - b)
    for (let k = 0; left > 0 && k < order.length; k++, left--) out[order[k]]++
  }
  return neg ? out.map((x) => -x) : out
}

/**
 * Splits `total` (yuan) over `weights` in proportion, in cents, so the parts add up exactly to the
 * total (see {@link allocateCents}).
 */
export function allocateProportionally(total: MoneyInput, weights: readonly MoneyInput[]): DecimalJs[] {
  return allocateCents(toCents(total), weights.map(toCents)).map(centsToDecimal)
}

/**
 * Prices an order or a cart (SPEC §3 totals goodsTotalMoney, activityTotalDiscountMoney,
 * couponDiscountMoney; SPEC §4 line price):
 * 1. each included line: unit price (tiered), activity unit price (SPEC line-price rule, capped
 *    to [0, unit price]), goods amount and line activity discount;
 * 2. each promotion in its period: subtotal of its lines after activity price, current/next tier,
 *    full-reduction discount, allocated to its lines in proportion;
 * 3. coupons evaluated on what remains per line; the best (or the selected) coupon applied and
 *    allocated to its eligible lines;
 * 4. payable = goods total − activity discounts − coupon discount, never below zero.
 * Totals always equal the sum of the per-line parts. Inside, money is exact integer cents
 * (unit prices are taken to the cent, half up); results are decimals.
 */
export function priceOrder<C extends CouponLike = CouponLike>(input: PriceOrderInput<C>): OrderPrice<C> {
  const now = input.now ?? new Date()
  const priced: PricedLineImpl[] = []
  const byPromotion = new Map<string, number[]>()
  for (const l of input.lines) {
    const quantity = Math.max(0, Math.floor(Number(l.goodsNum) || 0))
    const included = l.checked !== false && !l.lostEfficacy && !l.isGift && quantity > 0
    const unit = l.isGift ? 0 : toCents(tieredPriceInput(l.price, l.tieredPrices, quantity))
    const actInput = l.isGift ? null : linePriceInput(l)
    let act = l.isGift ? 0 : actInput === null ? unit : toCents(actInput)
    if (act > unit) act = unit
    if (act < 0) act = 0
    const q = included ? quantity : 0
    const goodsAmount = unit * q
    const activityAmount = act * q
    priced.push(
      new PricedLineImpl(l.key, l.goodsId, included, quantity, {
        unitPrice: unit,
        activityUnitPrice: act,
        goodsAmount,
        activityDiscount: goodsAmount - activityAmount,
        promotionDiscount: 0,
        couponDiscount: 0,
        payable: activityAmount,
      }),
    )
    if (included && isSet(l.promotionId)) {
      const k = String(l.promotionId)
      const list = byPromotion.get(k)
      if (list) list.push(priced.length - 1)
      else byPromotion.set(k, [priced.length - 1])
    }
  }

  const promotions: PromotionResult[] = []
  for (const promo of input.promotions ?? []) {
    const idx = byPromotion.get(String(promo.id)) ?? []
    let subtotal = 0
    for (const i of idx) subtotal += priced[i].cents.payable
    const pos = tiersCents(promo.fullReductionDetailList, subtotal)
    const inactive = !isWithinPeriod(now, promo.periodBegin, promo.periodEnd)
    const discount = inactive ? 0 : reductionCents(pos.current, subtotal)
    if (discount > 0) {
      const shares = allocateCents(
        discount,
        idx.map((i) => priced[i].cents.payable),
      )
      idx.forEach((i, k) => {
        priced[i].cents.promotionDiscount = shares[k]
        priced[i].cents.payable -= shares[k]
      })
    }
    promotions.push({
      promotionId: promo.id,
      subtotal: centsToDecimal(subtotal),
      discount: centsToDecimal(discount),
      inactive,
      current: pos.current,
      next: pos.next,
      shortfall: centsToDecimal(pos.shortfallCents),
    })
  }

  // coupon basis straight from the cents (no re-parsing)
  const basis: CouponBasis = { totalCents: 0, totalCount: 0, byGoods: new Map() }
  for (const p of priced) {
    if (!p.included) continue
    const c = p.cents.payable
    basis.totalCents += c
    basis.totalCount += p.quantity
    const k = String(p.goodsId)
    const g = basis.byGoods.get(k)
    if (g) {
      g.cents += c
      g.count += p.quantity
    } else basis.byGoods.set(k, { cents: c, count: p.quantity })
  }
  const coupons = input.coupons ?? []
  const bestCoupon = coupons.length ? chooseBestCoupon(coupons, basis, now) : null
  const selection = input.couponSelection ?? 'best'
  let coupon: CouponChoice<C> | null = null
  if (selection === 'best') coupon = bestCoupon
  else if (selection !== 'none') {
    const chosen = coupons.find((c) => couponKey(c) === selection)
    if (chosen) {
      const evaluation: CouponEvaluation = evaluateCoupon(chosen, basis, now)
      if (evaluation.usable) coupon = { coupon: chosen, evaluation }
    }
  }
  let couponCents = 0
  if (coupon && coupon.evaluation.discountCents > 0) {
    couponCents = coupon.evaluation.discountCents
    const ids = coupon.coupon.goodsIdList
    const idSet = ids && ids.length ? new Set(ids.map(String)) : null
    const targets = priced.filter((p) => p.included && (!idSet || idSet.has(String(p.goodsId))))
    const shares = allocateCents(
      couponCents,
      targets.map((p) => p.cents.payable),
    )
    targets.forEach((p, k) => {
      p.cents.couponDiscount = shares[k]
      p.cents.payable -= shares[k]
    })
  }

  let goods = 0
  let activity = 0
  for (const p of priced) {
    if (!p.included) continue
    goods += p.cents.goodsAmount
    activity += p.cents.activityDiscount + p.cents.promotionDiscount
  }
  const payable = Math.max(0, goods - activity - couponCents)
  return {
    lines: priced,
    promotions,
    goodsTotalMoney: centsToDecimal(goods),
    activityTotalDiscountMoney: centsToDecimal(activity),
    couponDiscountMoney: centsToDecimal(couponCents),
    payable: centsToDecimal(payable),
    coupon,
    bestCoupon,
  }
}

function tieredPriceInput(base: MoneyInput, tiers: readonly PriceTier[] | null | undefined, quantity: number): MoneyInput {
  let best: PriceTier | null = null
  if (tiers) for (const t of tiers) if (t.minNum <= quantity && (!best || t.minNum > best.minNum)) best = t
  return best ? best.price : base
}

/** The activity price that applies to the line (SPEC §4), or null when the normal price applies. */
function linePriceInput(line: LinePriceInput): MoneyInput {
  const hasActivity = isSet(line.activityId) || (line.activity !== null && line.activity !== undefined)
  if (hasActivity) {
    if (isSet(line.activityDiscountPrice)) return line.activityDiscountPrice
    if (isSet(line.activityPrice)) return line.activityPrice
  }
  return null
}

/** Order totals as two-decimal strings for display or JSON (SPEC §9 two decimals). */
export function formatOrderTotals(
  price: Pick<OrderPrice, 'goodsTotalMoney' | 'activityTotalDiscountMoney' | 'couponDiscountMoney' | 'payable'>,
): {
  goodsTotalMoney: string
  activityTotalDiscountMoney: string
  couponDiscountMoney: string
  payable: string
} {
  return {
    goodsTotalMoney: formatPrice(price.goodsTotalMoney),
    activityTotalDiscountMoney: formatPrice(price.activityTotalDiscountMoney),
    couponDiscountMoney: formatPrice(price.couponDiscountMoney),
    payable: formatPrice(price.payable),
  }
}

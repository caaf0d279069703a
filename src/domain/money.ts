/**
 * Money rules (SPEC §9 "Money"): decimal-safe arithmetic, two-decimal display, CNY formatting,
 * coupon values (amount in hundredths, discount in tenths), claim-limit and validity texts
 * (privacy masking of phones and ID numbers: ./mask).
 *
 * All amounts are yuan unless stated. Arithmetic uses a private decimal.js clone (precision 40,
 * ROUND_HALF_UP) so the global Decimal settings of the host app are never touched.
 */
import DecimalJs from 'decimal.js'
import { formatBusiness } from './time'
import { COUPON_VALID_FOREVER, discountText, perPersonClaimText } from './messages'
import { plainNumber as trimNumber, type MoneyInput } from './moneyText'

/** The decimal constructor used by the whole domain layer. */
export const Decimal = DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_HALF_UP })
export type Decimal = DecimalJs

export type { MoneyInput }

const ZERO = new Decimal(0)

/**
 * SPEC §9 decimal-safe money: converts an API value to a Decimal. null, undefined, '' and
 * non-numeric strings become 0 (the API sends empty prices for free or missing items).
 */
export function toDecimal(value: MoneyInput): Decimal {
  if (value === null || value === undefined || value === '') return ZERO
  if (DecimalJs.isDecimal(value)) return new Decimal(value as DecimalJs)
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value) : ZERO
  const s = String(value).trim()
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(s)) return ZERO
  return new Decimal(s)
}

/** SPEC §9 "decimal-safe addition": sums any number of amounts without float error (0.1 + 0.2 = 0.3). */
export function addMoney(...values: MoneyInput[]): Decimal {
  let acc = ZERO
  for (const v of values) acc = acc.plus(toDecimal(v))
  return acc
}

/** Decimal-safe subtraction a − b. */
export function subMoney(a: MoneyInput, b: MoneyInput): Decimal {
  return toDecimal(a).minus(toDecimal(b))
}

/** Decimal-safe multiplication (e.g. unit price × quantity). */
export function mulMoney(a: MoneyInput, b: MoneyInput): Decimal {
  return toDecimal(a).times(toDecimal(b))
}

/** Decimal-safe sum of a list. */
export function sumMoney(values: readonly MoneyInput[]): Decimal {
  return addMoney(...values)
}

/** Rounds to cents, half up (1.005 → 1.01, −1.005 → −1.01). Idempotent. */
export function roundMoney(value: MoneyInput): Decimal {
  return toDecimal(value).toDecimalPlaces(2, DecimalJs.ROUND_HALF_UP)
}

/** Converts back to a JS number of at most two decimals (for JSON replies). */
export function moneyToNumber(value: MoneyInput): number {
  return roundMoney(value).toNumber()
}

/** Larger of zero and the value (payable never below zero). */
export function nonNegative(value: MoneyInput): Decimal {
  const d = toDecimal(value)
  return d.isNegative() ? ZERO : d
}

// ------------------------------------------------------------------ integer cents (fast exact core)

const CENT = new Decimal('0.01')
const CENTS_STRING = /^\s*([-+])?(\d{1,13})(?:\.(\d{0,2}))?\s*$/

/**
 * Money as integer cents (fen), the exact core used by pricing: numbers and numeric strings with at
 * most two decimals convert directly; anything finer is rounded half up to the cent through
 * decimal.js (so 1.005 → 101). null/''/invalid → 0. Integers are exact up to 2^53 cents.
 */
export function toCents(value: MoneyInput): number {
  if (value === null || value === undefined || value === '') return 0
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return 0
    const x = value * 100
    const r = Math.round(x)
    if (Math.abs(x - r) < 1e-6 && Math.abs(r) < 1e15) return r === 0 ? 0 : r
  } else if (typeof value === 'string') {
    const m = CENTS_STRING.exec(value)
    if (m) {
      const c = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'))
      return m[1] === '-' && c !== 0 ? -c : c
    }
  }
  return toDecimal(value).times(100).toDecimalPlaces(0, DecimalJs.ROUND_HALF_UP).toNumber()
}

/** Integer cents → Decimal yuan (12345 → 123.45). */
export function centsToDecimal(cents: number): Decimal {
  return cents === 0 ? ZERO : new Decimal(cents).times(CENT)
}

/** Integer cents → two-decimal string without decimal.js (12345 → '123.45', -5 → '-0.05'). */
export function formatCents(cents: number): string {
  const c = Math.round(cents)
  const a = Math.abs(c)
  const s = `${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`
  return c < 0 ? `-${s}` : s
}

// two-decimal display without decimal.js (the price-showing pages load only that): ./moneyText
export { formatPrice, formatCNY, splitPrice, plainNumber, shiftNumber, timesWhole } from './moneyText'

/** Shortest plain text of a decimal: 8.50 → '8.5', 10.00 → '10' (./moneyText, exact, without decimal.js). */
export { plainNumber as trimNumber } from './moneyText'

/** SPEC §3/§9: an amount coupon's couponVal is in hundredths of a yuan → yuan (1000 → 10). */
export function couponAmountYuan(couponVal: MoneyInput): Decimal {
  return toDecimal(couponVal).dividedBy(100)
}

/** SPEC §3/§9: a discount coupon's couponVal is in tenths → the 折 number (85 → 8.5). */
export function couponDiscountRate(couponVal: MoneyInput): Decimal {
  return toDecimal(couponVal).dividedBy(10)
}

/** SPEC §9 "discount shown as N折": 85 → '8.5折', 80 → '8折'. */
export function couponDiscountText(couponVal: MoneyInput): string {
  return discountText(trimNumber(couponDiscountRate(couponVal)))
}

/** SPEC §9 per-person claim-limit text: 每人限领N张. */
export function claimLimitText(reqNum: number): string {
  return perPersonClaimText(reqNum)
}

/** Input of {@link validityText}: the coupon's period (any date the API sends, or empty). */
export interface ValidityPeriod {
  periodBegin?: string | number | Date | null
  periodEnd?: string | number | Date | null
  /** a coupon rule without dates that is valid this many days after claiming */
  periodDays?: number | null
}

function fmtDay(v: string | number | Date): string | null {
  return formatBusiness(v, 'YYYY.MM.DD') || null
}

/**
 * SPEC §9 coupon validity text: 长期有效 when there are no dates (领取后N天内有效 for a rule valid N days after claiming); otherwise
 * 'YYYY.MM.DD-YYYY.MM.DD' (own format), '有效期至YYYY.MM.DD' with only an end,
 * 'YYYY.MM.DD起有效' with only a start. Unparseable dates count as absent.
 */
export function validityText(period: ValidityPeriod): string {
  const b = period.periodBegin != null && period.periodBegin !== '' ? fmtDay(period.periodBegin) : null
  const e = period.periodEnd != null && period.periodEnd !== '' ? fmtDay(period.periodEnd) : null
  if (b && e) return `${b}-${e}`
  if (e) return `有效期至${e}`
  if (b) return `${b}起有效`
  // a rule valid N days after claiming is not 长期有效: it becomes a N-day coupon once claimed (issue 35)
  if (period.periodDays && Number.isInteger(period.periodDays) && period.periodDays > 0) return `领取后${period.periodDays}天内有效`
  return COUPON_VALID_FOREVER
}

// the masking rules live in ./mask; re-exported here for the server's imports of './money' until its packages switch
export { maskPhone, maskIdNumber, isIdNumberField, maskIdNumberFields } from './mask'

/**
 * Money display without decimal.js (SPEC §9 "prices shown with two decimals"): the exact half-up rounding of the
 * value's decimal text to cents, digit by digit. The pages that only show prices (home, product detail, goods lists)
 * import this and never load decimal.js (issue 16: ~12 KB gzip less in their first load); arithmetic stays in
 * ./money (decimal.js). ./money re-exports these, and its property test checks them against decimal.js.
 */
import type DecimalJs from 'decimal.js'

/** Anything an amount can arrive as: API numbers, numeric strings, decimals; null/'' count as 0. */
export type MoneyInput = number | string | DecimalJs | null | undefined

const NUMERIC = /^([-+])?(\d+\.?\d*|\.\d+)(?:e([-+]?\d+))?$/i

/** an exact decimal: the digits with the decimal point after the first `point` of them (point may be 0) */
interface Digits {
  negative: boolean
  digits: string
  point: number
}

/**
 * The exact decimal of an amount as decimal.js's toDecimal reads it (numbers through their shortest text, decimals
 * through toString); invalid, empty, non-finite → 0.
 */
function parse(value: MoneyInput): Digits {
  const zero = { negative: false, digits: '0', point: 1 }
  if (value === null || value === undefined || value === '') return zero
  if (typeof value === 'number' && !Number.isFinite(value)) return zero
  const m = NUMERIC.exec(String(value).trim())
  if (!m) return zero
  const [int, frac = ''] = m[2].split('.')
  return digitsAt(m[1] === '-', `${int}${frac}`, int.length + (m[3] ? Number(m[3]) : 0))
}

/** digits with the point after `point` of them, zero-padded on the side the point falls beyond */
function digitsAt(negative: boolean, digits: string, point: number): Digits {
  if (point < 0) return { negative, digits: '0'.repeat(-point) + digits, point: 0 }
  return { negative, digits: digits.length < point ? digits.padEnd(point, '0') : digits, point }
}

/** plain text without exponent, leading or trailing zeros; never '-0' */
function plain({ negative, digits, point }: Digits): string {
  const int = digits.slice(0, point).replace(/^0+/, '') || '0'
  const frac = digits.slice(point).replace(/0+$/, '')
  const text = frac ? `${int}.${frac}` : int
  return negative && /[1-9]/.test(digits) ? `-${text}` : text
}

/** The value rounded half up (away from zero) to cents: sign and the integer string of cents. */
function roundedCents(value: MoneyInput): { negative: boolean; cents: string } {
  const p = parse(value)
  const digits = p.digits.padEnd(p.point + 3, '0')
  const kept = digits.slice(0, p.point + 2).replace(/^0+(?=\d)/, '') || '0'
  const roundUp = digits.charCodeAt(p.point + 2) >= 53 // '5'
  const cents = roundUp ? incrementDigits(kept) : kept
  return { negative: p.negative && /[1-9]/.test(cents), cents }
}

/** '199' → '200' on digit strings of any length */
function incrementDigits(s: string): string {
  const d = s.split('')
  let i = d.length - 1
  while (i >= 0 && d[i] === '9') d[i--] = '0'
  if (i < 0) d.unshift('1')
  else d[i] = String(Number(d[i]) + 1)
  return d.join('')
}

/** Shortest plain text of an amount, exactly (decimal.js's toFixed()): 8.50 → '8.5', 10.00 → '10', '1e2' → '100'. */
export function plainNumber(value: MoneyInput): string {
  return plain(parse(value))
}

/** The amount × 10^exponent as plain text, exactly ('8500', -2 → '85'; a coupon's hundredths of a yuan → yuan). */
export function shiftNumber(value: MoneyInput, exponent: number): string {
  const p = parse(value)
  return plain(digitsAt(p.negative, p.digits, p.point + exponent))
}

/** The amount × a whole number (a unit price × a quantity) as plain text, exactly. */
export function timesWhole(value: MoneyInput, n: number): string {
  const p = parse(value)
  const k = Math.trunc(Math.abs(n))
  if (!Number.isSafeInteger(k * 10 + 9)) throw new RangeError(`timesWhole: ${n} is too large`)
  let carry = 0
  let out = ''
  for (let i = p.digits.length - 1; i >= 0; i--) {
    const x = Number(p.digits[i]) * k + carry
    out = String(x % 10) + out
    carry = Math.floor(x / 10)
  }
  const head = carry ? String(carry) : ''
  return plain({ negative: p.negative !== n < 0, digits: head + out, point: p.point + head.length })
}

/**
 * SPEC §9 "prices shown with two decimals (.00 appended)": 12 → '12.00', 12.5 → '12.50',
 * 0.1 + 0.2 → '0.30'; rounding half up; empty input → '0.00'; never '-0.00'.
 */
export function formatPrice(value: MoneyInput): string {
  const { negative, cents } = roundedCents(value)
  const c = cents.padStart(3, '0')
  return `${negative ? '-' : ''}${c.slice(0, -2)}.${c.slice(-2)}`
}

/**
 * SPEC §9 "or as CNY": '¥12.00'; negative amounts '-¥12.00'. With `grouping` the integer part
 * gets thousands separators ('¥1,234.50').
 */
export function formatCNY(value: MoneyInput, options: { grouping?: boolean } = {}): string {
  const s = formatPrice(value)
  const negative = s.startsWith('-')
  let body = negative ? s.slice(1) : s
  if (options.grouping) {
    const [int, dec] = body.split('.')
    body = `${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${dec}`
  }
  return `${negative ? '-' : ''}¥${body}`
}

/** Splits a formatted price into its integer and decimal parts for styled display ('12', '50'). */
export function splitPrice(value: MoneyInput): { integer: string; decimal: string } {
  const [integer, decimal] = formatPrice(value).split('.')
  return { integer, decimal }
}

export type PriceDisplay = { kind: 'hidden' } | { kind: 'copy'; text: string } | { kind: 'price'; text: string }

/**
 * SPEC §3/§4 price display: priceShowMode 1 hides the price; goodsPriceFlag 1 ("pay after
 * face-to-face consultation") shows the custom copy instead; otherwise the two-decimal price.
 */
export function priceDisplay(input: {
  price: MoneyInput
  priceShowMode?: number | string | null
  goodsPriceFlag?: number | string | null
  customCopy?: string | null
}): PriceDisplay {
  if (Number(input.priceShowMode) === 1) return { kind: 'hidden' }
  if (Number(input.goodsPriceFlag) === 1) return { kind: 'copy', text: input.customCopy ?? '' }
  return { kind: 'price', text: formatPrice(input.price) }
}

const isSet = (v: unknown): boolean => v !== null && v !== undefined && v !== ''

export interface LinePriceInput {
  price: MoneyInput
  /** the line takes part in an activity (activityId set or an activity object present) */
  activityId?: number | string | null
  activity?: unknown
  activityPrice?: MoneyInput
  activityDiscountPrice?: MoneyInput
}

/**
 * SPEC §4 line price: the activity discount price if there is an activity and a discount price,
 * else the activity price (with an activity), else the normal price (./pricing's linePrice as a Decimal).
 */
export function linePriceValue(line: LinePriceInput): MoneyInput {
  const hasActivity = isSet(line.activityId) || (line.activity !== null && line.activity !== undefined)
  if (hasActivity) {
    if (isSet(line.activityDiscountPrice)) return line.activityDiscountPrice
    if (isSet(line.activityPrice)) return line.activityPrice
  }
  return line.price
}

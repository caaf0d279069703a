/**
 * Orders, payment and appointments (SPEC §2 order routing, §4 order status / pay / calendar,
 * §5 appointment, §9 cancel reasons, pay way flags, reschedule agreement).
 */
import { businessDaysBetween, businessMonthIndex, type DateInput } from './time'
import * as M from './messages'

// ------------------------------------------------------------------ status

/** SPEC §4 order status codes. */
export const ORDER_STATUS = {
  PENDING_PAYMENT: 101,
  COMPLETED: 102,
  CANCELLED: 103,
  TO_USE: 104,
  PARTLY_USED: 105,
} as const
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS]

const STATUS_LABELS: Record<OrderStatus, string> = {
  101: M.ORDER_PENDING_PAYMENT,
  102: M.ORDER_COMPLETED,
  103: M.ORDER_CANCELLED,
  104: M.ORDER_TO_USE,
  105: M.ORDER_PARTLY_USED,
}

/** True for the five codes of SPEC §4. */
export function isOrderStatus(code: unknown): code is OrderStatus {
  return Object.prototype.hasOwnProperty.call(STATUS_LABELS, Number(code)) && Number.isInteger(Number(code))
}

/** SPEC §4 labels: 101 待支付, 102 已完成, 103 已取消, 104 待使用/收货, 105 部分使用/完成; '' for unknown codes. */
export function orderStatusLabel(code: number | string | null | undefined): string {
  return isOrderStatus(code) ? STATUS_LABELS[Number(code) as OrderStatus] : ''
}

export type OrderEvent = 'cancel' | 'closeUnpaid' | 'pay' | 'partlyUse' | 'complete' | 'refund'

/**
 * The transition table (the spec does not show transitions; this is what the shop needs):
 * 101 → 103 cancel by the buyer or close unpaid on timeout; 101 → 104 paid; 104 → 105 partly used;
 * 104 → 102 and 105 → 102 completed (all used / received, or the rest refunded); 104 → 103
 * refunded before any use. 102 and 103 are terminal.
 */
export const ORDER_TRANSITIONS: ReadonlyArray<{ from: OrderStatus; to: OrderStatus; event: OrderEvent }> = [
  { from: 101, to: 103, event: 'cancel' },
  { from: 101, to: 103, event: 'closeUnpaid' },
  { from: 101, to: 104, event: 'pay' },
  { from: 104, to: 105, event: 'partlyUse' },
  { from: 104, to: 102, event: 'complete' },
  { from: 105, to: 102, event: 'complete' },
  { from: 104, to: 103, event: 'refund' },
]

/** Whether an order may move from one status to another (see {@link ORDER_TRANSITIONS}). */
export function canTransition(from: number, to: number): boolean {
  return ORDER_TRANSITIONS.some((t) => t.from === from && t.to === to)
}

/** The status after an event, or null when the event is not allowed in that status. */
export function nextOrderStatus(from: number, event: OrderEvent): OrderStatus | null {
  return ORDER_TRANSITIONS.find((t) => t.from === from && t.event === event)?.to ?? null
}

/** 102 completed and 103 cancelled are terminal. */
export function isTerminalStatus(status: number): boolean {
  return status === 102 || status === 103
}

/** Only a pending-payment order can be cancelled by the buyer (with a reason). */
export function canCancelOrder(status: number): boolean {
  return status === 101
}

/** SPEC §9 cancel-order reasons. */
export const CANCEL_ORDER_REASONS: readonly string[] = M.CANCEL_REASONS

// ------------------------------------------------------------------ what a patient may do with an order

/**
 * What a patient may do with an order in a status (the one table for the server's order routes, the
 * order card and the order detail; built on {@link ORDER_TRANSITIONS} and {@link canCancelOrder}):
 * - pay: 101 (去支付; the server's startPayment takes 101 orders only)
 * - cancel: 101 (canCancelOrder: the buyer cancels with a reason)
 * - confirm: 104, 105 (确认收货: the 'complete' transition)
 * - refund: 104 (the 'refund' transition: a paid order with nothing used; the server also checks the lines)
 * - afterSale: 104, 105, 102 (申请售后: paid orders)
 * - delete: 102, 103 (删除订单: terminal orders are hidden)
 * - qr: 104, 105 (查看核销码: the verification code of a paid, not fully used order)
 * - editPickup: 101, 104 (change the receiver: before payment or before use)
 * - editExamInfo: 101, 104 (change an exam unit's person or add-on information)
 * - reschedule: 101, 104 (change an appointment; the SPEC §9 count/day rule is {@link canReschedule})
 * - verify: 104, 105 (staff verification: 104 → 105 → 102)
 * - showCloseTime: 101 (请在 … 前完成支付; the close time and the remaining pay time)
 * An unknown status allows nothing.
 */
export interface OrderCapabilities {
  pay: boolean
  cancel: boolean
  confirm: boolean
  refund: boolean
  afterSale: boolean
  delete: boolean
  qr: boolean
  editPickup: boolean
  editExamInfo: boolean
  reschedule: boolean
  verify: boolean
  showCloseTime: boolean
}
export type OrderCapability = keyof OrderCapabilities

const NOTHING: OrderCapabilities = {
  pay: false,
  cancel: false,
  confirm: false,
  refund: false,
  afterSale: false,
  delete: false,
  qr: false,
  editPickup: false,
  editExamInfo: false,
  reschedule: false,
  verify: false,
  showCloseTime: false,
}

/** The capabilities of an order status (see {@link OrderCapabilities}); all false for unknown codes. */
export function orderCapabilities(status: number | string | null | undefined): OrderCapabilities {
  if (!isOrderStatus(status)) return { ...NOTHING }
  const s = Number(status) as OrderStatus
  const unpaid = s === ORDER_STATUS.PENDING_PAYMENT
  const inUse = s === ORDER_STATUS.TO_USE || s === ORDER_STATUS.PARTLY_USED
  const changeable = unpaid || s === ORDER_STATUS.TO_USE
  return {
    pay: unpaid,
    cancel: canCancelOrder(s),
    confirm: nextOrderStatus(s, 'complete') !== null,
    refund: nextOrderStatus(s, 'refund') !== null,
    afterSale: inUse || s === ORDER_STATUS.COMPLETED,
    delete: isTerminalStatus(s),
    qr: inUse,
    editPickup: changeable,
    editExamInfo: changeable,
    reschedule: changeable,
    verify: inUse,
    showCloseTime: unpaid,
  }
}

/** Whether an order in `status` allows `capability` (see {@link orderCapabilities}). */
export function orderCan(status: number | string | null | undefined, capability: OrderCapability): boolean {
  return orderCapabilities(status)[capability]
}

/** The statuses that allow a capability, in SPEC §4 order (e.g. 'delete' → [102, 103]). */
export function statusesThatAllow(capability: OrderCapability): OrderStatus[] {
  return (Object.values(ORDER_STATUS) as OrderStatus[]).filter((s) => orderCapabilities(s)[capability])
}

// ------------------------------------------------------------------ order lines

type LineGoodsType = { goodsType?: number | string | null }

/**
 * SPEC §3 goodsType 1 physical and 3 combo (a combo contains physical goods) are shipped to the buyer:
 * such a line needs a delivery address. (Not to be confused with cart.ts isDeliveryLine, the
 * dealType "01" service-team mode.)
 */
export function isShippedLine(line: LineGoodsType): boolean {
  return (SHIPPED_GOODS_TYPES as readonly number[]).includes(Number(line.goodsType))
}

/** the goodsType values of shipped lines (isShippedLine), for queries */
export const SHIPPED_GOODS_TYPES = [1, 3] as const

/** Whether an order of these lines needs a delivery address (请选择收货地址): any line of goodsType 1 or 3. */
export function needsDeliveryAddress(lines: readonly LineGoodsType[]): boolean {
  return lines.some(isShippedLine)
}

// ------------------------------------------------------------------ service orders (issue 35)

/**
 * A service order: every line is a service (SPEC §3 goodsType 2: a check-up, 中医针灸理疗, a home visit), none is
 * shipped (goodsType 1 physical, 3 combo: {@link isShippedLine}). A service is used (verified by the hospital: 104 →
 * 105 → 102) and refunded, a parcel is received: a service order never offers 确认收货. Unknown lines (none given)
 * are not a service order, so the status rule alone applies.
 */
export function isServiceOrder(lines: readonly LineGoodsType[] | null | undefined): boolean {
  return !!lines && lines.length > 0 && !lines.some(isShippedLine)
}

/**
 * What a patient may do with this order: {@link orderCapabilities} of its status, less 确认收货 (`confirm`) for a
 * service order ({@link isServiceOrder} of its lines, `goodsList`). The order card and the order detail use it; the
 * server's `canConfirm` flag says the same.
 */
export function orderCapabilitiesOf(order: {
  status: number | string | null | undefined
  goodsList?: readonly LineGoodsType[] | null
}): OrderCapabilities {
  const caps = orderCapabilities(order.status)
  if (isServiceOrder(order.goodsList)) caps.confirm = false
  return caps
}

/**
 * The label of an order's amount, by what happened to it: 应付 while it waits for payment (101), 订单金额 once
 * cancelled (103: closed unpaid, or refunded — nothing is "paid" any more), else 实付.
 */
export function orderAmountLabel(status: number | string | null | undefined): string {
  const s = Number(status)
  return s === ORDER_STATUS.PENDING_PAYMENT
    ? M.ORDER_AMOUNT_PAYABLE
    : s === ORDER_STATUS.CANCELLED
      ? M.ORDER_AMOUNT_TOTAL
      : M.ORDER_AMOUNT_PAID
}

/** SPEC §3 goodsType 1: physical goods (after-sale offers 退货退款 with logistics for them only). */
export function isPhysicalLine(line: LineGoodsType): boolean {
  return Number(line.goodsType) === 1
}

/** SPEC §4 issued flag: 0 未出, 1 已出 ('' for other values). */
export function issuedLabel(flag: number | string | null | undefined): string {
  const n = Number(flag)
  return flag === null || flag === undefined || flag === '' ? '' : n === 0 ? M.ISSUED_NO : n === 1 ? M.ISSUED_YES : ''
}

/**
 * SPEC §2 order routing: orderClassify 1 opens /serPackageOrderDetail, anything else
 * /webOrderDetail, both with ?id=.
 */
export function orderDetailRoute(order: { id: number | string; orderClassify?: number | string | null }): {
  path: string
  query: { id: string }
  url: string
} {
  const path = Number(order.orderClassify) === 1 ? '/serPackageOrderDetail' : '/webOrderDetail'
  const id = String(order.id)
  return { path, query: { id }, url: `${path}?id=${encodeURIComponent(id)}` }
}

// ------------------------------------------------------------------ payment

/** SPEC §4 payment channels. */
export const PAY_CHANNELS = {
  1: 'CMB_ALI_PAY',
  2: 'CMB_WX_PAY',
  3: 'WX_H5_PAY',
  4: 'WX_JSAPI_PAY',
  5: 'ALI_H5_PAY',
  6: 'ALI_JSAPI_PAY',
} as const
export type PayChannel = keyof typeof PAY_CHANNELS
export type PayChannelName = (typeof PAY_CHANNELS)[PayChannel]

/** SPEC §6 channel detection values. */
export type ClientChannel = 'wechat' | 'miniProgram' | 'alipay' | 'alipayMiniProgram' | 'none'

/**
 * Which payment channels apply where (our mapping of SPEC §4 channels to SPEC §6 environments):
 * - 'wechat' (WeChat browser): 4 WX_JSAPI_PAY, 2 CMB_WX_PAY
 * - 'miniProgram' (WeChat mini-program): 4 WX_JSAPI_PAY, 2 CMB_WX_PAY
 * - 'alipay' (Alipay browser): 6 ALI_JSAPI_PAY, 1 CMB_ALI_PAY
 * - 'alipayMiniProgram': 6 ALI_JSAPI_PAY, 1 CMB_ALI_PAY
 * - 'none' (plain browser): 3 WX_H5_PAY, 5 ALI_H5_PAY
 * The first one is the default.
 */
export const PAY_CHANNELS_BY_ENV: Readonly<Record<ClientChannel, readonly PayChannel[]>> = {
  wechat: [4, 2],
  miniProgram: [4, 2],
  alipay: [6, 1],
  alipayMiniProgram: [6, 1],
  none: [3, 5],
}

/** The payment channels that apply in an environment (see {@link PAY_CHANNELS_BY_ENV}). */
export function payChannelsFor(env: ClientChannel): readonly PayChannel[] {
  return PAY_CHANNELS_BY_ENV[env] ?? []
}

/** Whether a payment channel (1-6) applies in an environment. */
export function isPayChannelAllowed(channel: number, env: ClientChannel): boolean {
  return payChannelsFor(env).includes(channel as PayChannel)
}

/** SPEC §4: channel code → name ('CMB_ALI_PAY' …); null for unknown codes. */
export function payChannelName(channel: number): PayChannelName | null {
  return (PAY_CHANNELS as Record<number, PayChannelName>)[channel] ?? null
}

/** SPEC §4/§9 pay way flags: 1 cart pay (/cart/payCart), 2 merged pay (mergePay). */
export const PAY_WAY = { CART: 1, MERGED: 2 } as const

/** SPEC §4 pay results. */
export type PayResult = 'SUCCESS' | 'CLOSED' | 'FAIL'

/** Normalises a pay result; anything unknown is FAIL. */
export function parsePayResult(value: unknown): PayResult {
  const s = String(value ?? '').toUpperCase()
  return s === 'SUCCESS' || s === 'CLOSED' ? s : 'FAIL'
}

/** Pay result labels: 支付成功 / 支付已取消 / 支付失败. */
export function payResultLabel(result: PayResult): string {
  return result === 'SUCCESS' ? M.PAY_SUCCESS : result === 'CLOSED' ? M.PAY_CLOSED : M.PAY_FAIL
}

/** The order status a pay result leads to from 101: SUCCESS → 104; CLOSED/FAIL keep 101. */
export function statusAfterPayResult(result: PayResult): OrderStatus {
  return result === 'SUCCESS' ? 104 : 101
}

// ------------------------------------------------------------------ appointments

/** SPEC §3 appointment pool: dates, each with its time slots. */
export interface AppointPoolDay {
  appointedDate: string
  poolList?: ReadonlyArray<{ appointedTime: string; [k: string]: unknown }> | null
}

/** The time slots of a date in the pool ([] for unknown dates). */
export function poolTimesFor(pool: readonly AppointPoolDay[], date: string | null | undefined): string[] {
  const day = pool.find((d) => d.appointedDate === date)
  return (day?.poolList ?? []).map((p) => p.appointedTime)
}

/**
 * SPEC §5 appointment: with a pool, a date is required (请选择预约日期), then a time slot
 * (请选择预约时间段); both must exist in the pool. Without a pool nothing is required.
 */
export function validateAppointment(input: {
  pool?: readonly AppointPoolDay[] | null
  appointedDate?: string | null
  appointedTime?: string | null
}): string | null {
  const pool = input.pool
  if (!pool || pool.length === 0) return null
  if (!input.appointedDate || !pool.some((d) => d.appointedDate === input.appointedDate)) return M.APPOINT_DATE_REQUIRED
  if (!input.appointedTime || !poolTimesFor(pool, input.appointedDate).includes(input.appointedTime)) return M.APPOINT_TIME_REQUIRED
  return null
}

/** SPEC §5: opening the time-slot picker before choosing a date gives 请选择预约日期. */
export function canPickTime(appointedDate: string | null | undefined): { ok: true } | { ok: false; message: string } {
  return appointedDate ? { ok: true } : { ok: false, message: M.APPOINT_DATE_REQUIRED }
}

/** SPEC §4 calendar Done: emits the selected date, or asks to choose one (请选择预约日期). */
export function calendarDone(selected: string | null | undefined): { ok: true; date: string } | { ok: false; message: string } {
  return selected ? { ok: true, date: selected } : { ok: false, message: M.APPOINT_DATE_REQUIRED }
}

/** SPEC §2 month calendar: the previous/next arrows are disabled at the ends of the range. */
export function monthNavigation(
  month: DateInput,
  rangeStart: DateInput,
  rangeEnd: DateInput,
): { prevDisabled: boolean; nextDisabled: boolean } {
  const m = businessMonthIndex(month)
  const s = businessMonthIndex(rangeStart)
  const e = businessMonthIndex(rangeEnd)
  if (m === null) return { prevDisabled: true, nextDisabled: true }
  return { prevDisabled: s !== null && m <= s, nextDisabled: e !== null && m >= e }
}

/** SPEC §3 appointFlag: 1 预约时间已过期, 2 预约已满, else null. */
export function appointFlagLabel(flag: number | string | null | undefined): string | null {
  const n = Number(flag)
  return n === 1 ? M.APPOINT_EXPIRED : n === 2 ? M.APPOINT_FULL : null
}

/** SPEC §9 agreement: reschedule at most 3 times. */
export const RESCHEDULE_MAX_TIMES = 3
/** SPEC §9 agreement: at least 1 day before the appointment. */
export const RESCHEDULE_MIN_DAYS_BEFORE = 1

/**
 * SPEC §9 reschedule rule: allowed while fewer than 3 reschedules were made and today is at least
 * one calendar day (business time zone) before the appointment date (改期次数已达上限（最多3次） / 需在预约日期前至少1天改期).
 */
export function canReschedule(
  input: { rescheduleCount: number; appointedDate: DateInput },
  now: Date = new Date(),
): { ok: true } | { ok: false; message: string } {
  if ((Number(input.rescheduleCount) || 0) >= RESCHEDULE_MAX_TIMES) return { ok: false, message: M.RESCHEDULE_LIMIT_REACHED }
  const days = businessDaysBetween(now, input.appointedDate)
  if (days === null) return { ok: false, message: M.RESCHEDULE_TOO_LATE }
  return days >= RESCHEDULE_MIN_DAYS_BEFORE ? { ok: true } : { ok: false, message: M.RESCHEDULE_TOO_LATE }
}

// ------------------------------------------------------------------ order size caps

/**
 * OWN caps on one order and on a user's unpaid orders (not in the spec; what keeps the shop safe):
 * - units: at most 999 units in one order, summed over its lines (SPEC §9 stepper max 999 is the
 *   per-line maximum; an order of many lines is held to the same number);
 * - total: at most ¥1,000,000 per order, on the goods total before discounts and on what is paid
 *   (money is stored as 32-bit integer cents: 20 such orders merged into one payment still fit);
 * - unpaid: at most 5 unpaid orders and 999 units in unpaid orders per user, so that one user cannot
 *   hold a product's stock or the appointment places for the close window with order after order.
 */
export const ORDER_MAX_UNITS = 999
export const ORDER_MAX_TOTAL_CENTS = 100_000_000
export const MAX_UNPAID_ORDERS = 5
export const MAX_UNPAID_UNITS = 999

/** The cap an order breaks (its units and its totals in cents), or null: 单笔订单最多购买999件商品 / 单笔订单金额不能超过100万元. */
export function orderSizeError(order: { units: number; goodsTotalCents: number; payableCents: number }): string | null {
  if (!(order.units <= ORDER_MAX_UNITS)) return M.orderUnitsTooManyMessage(ORDER_MAX_UNITS)
  if (!(order.goodsTotalCents <= ORDER_MAX_TOTAL_CENTS) || !(order.payableCents <= ORDER_MAX_TOTAL_CENTS))
    return M.orderTotalTooLargeMessage(`${ORDER_MAX_TOTAL_CENTS / 1_000_000}万元`)
  return null
}

/** Whether a user may place one more unpaid order of `newUnits` units, given the unpaid orders they hold (null = yes); `caps` defaults to 5 orders / 999 units. */
export function unpaidOrdersError(
  held: { orders: number; units: number },
  newUnits: number,
  caps: { orders: number; units: number } = { orders: MAX_UNPAID_ORDERS, units: MAX_UNPAID_UNITS },
): string | null {
  if (held.orders >= caps.orders) return M.unpaidOrdersTooManyMessage(caps.orders)
  if (held.units + newUnits > caps.units) return M.unpaidUnitsTooManyMessage(caps.units)
  return null
}

// ------------------------------------------------------------------ payment return address

/** The shop's H5 pay-result page: where a cashier returns to by default. */
export const PAY_RETURN_PATH = '/hospital/h5PayResult'
const RETURN_PATH_PREFIX = '/hospital/'

function safeShopPath(url: string): boolean {
  // the path (before ? or #): under /hospital/ only (so never '//' or '/\\' at the start), no dot
  // segments, no encoded slashes, backslashes or dots that a browser or proxy could turn into another path
  const path = url.split(/[?#]/, 1)[0]
  return path.startsWith(RETURN_PATH_PREFIX) && !/(^|\/)\.\.?(\/|$)/.test(path) && !/%(2e|2f|5c)/i.test(path)
}

/** 'https://Shop.Example:443/' → 'https://shop.example' (scheme and host lower case, default port and trailing slash dropped); null if not an http(s) origin */
export function normalizeOrigin(origin: string): string | null {
  const m = /^(https?):\/\/([a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(\d{1,5}))?\/?$/i.exec(origin.trim())
  if (!m) return null
  const scheme = m[1].toLowerCase()
  const port = m[3] && !((scheme === 'https' && m[3] === '443') || (scheme === 'http' && m[3] === '80')) ? `:${Number(m[3])}` : ''
  return `${scheme}://${m[2].toLowerCase()}${port}`
}

/**
 * Where a payment may return after the cashier (our rule against open redirects): a path of the shop
 * under /hospital/ on the cashier's own origin, or the same under one of `allowedOrigins` (the H5's
 * origins when it is served from another host than the API). Refused (支付返回地址无效): other
 * hosts, other schemes, protocol-relative '//host' and '/\\host', any backslash, whitespace or
 * control character, credentials, dot segments and encoded slashes or dots. Empty = the default page.
 */
export function checkPayReturnUrl(
  raw: string | null | undefined,
  allowedOrigins: readonly string[] = [],
): { ok: true; url: string } | { ok: false; message: string } {
  const bad = { ok: false as const, message: M.PAY_RETURN_URL_INVALID }
  if (raw === null || raw === undefined || raw === '') return { ok: true, url: PAY_RETURN_PATH }
  if (typeof raw !== 'string' || raw.length > 1000) return bad
  // eslint-disable-next-line no-control-regex -- control characters are exactly what a return URL must not hold
  if (/[\u0000-\u0020\u007f-\u00a0\u2028\u2029\\]/.test(raw)) return bad
  if (raw.startsWith('/')) return safeShopPath(raw) ? { ok: true, url: raw } : bad
  const m = /^(https?:\/\/[^/?#]*)(\/[^?#]*)?([?#].*)?$/i.exec(raw)
  if (!m || m[1].includes('@')) return bad
  const origin = normalizeOrigin(m[1])
  const allowed = allowedOrigins.map(normalizeOrigin).filter((o): o is string => !!o)
  if (!origin || !allowed.includes(origin)) return bad
  const rest = (m[2] ?? '') + (m[3] ?? '')
  return safeShopPath(rest) ? { ok: true, url: origin + rest } : bad
}

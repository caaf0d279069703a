/**
 * Time in THE business time zone: one zone for the whole product (Asia/Shanghai by default,
 * configurable per deployment), whatever zone the host, the phone or the test machine runs in.
 *
 * - Strings without a zone ('2024-06-15', '2024-06-15 08:30:00') are wall-clock time in the
 *   business zone; strings with Z or an offset, epoch ms and Dates are instants.
 * - Dates and date-times are formatted in the business zone; "today", start / end of a day and
 *   day differences are business-zone calendar days.
 * - Nothing in src/domain or server/ may read the host's zone (Date#getDate / getHours / setHours,
 *   `new Date(y, m, d)`, dayjs() without a zone, toLocale*, SQL current_date): use these helpers.
 *
 * The server sets the zone once at start (env BUSINESS_TZ → buildServer → setBusinessTimeZone);
 * the app's builds read BUSINESS_TZ at build time (`__BUSINESS_TZ__`, src/app.ts).
 *
 * Offsets come from Intl.DateTimeFormat (IANA zones, DST included). Some mini-program engines
 * ignore Intl's timeZone option (dayjs issue #2635: `.tz('Asia/Shanghai')` gives host time on
 * Android WeChat), so Intl is used only after it proved it honours timeZone (UTC and Shanghai
 * probes); otherwise fixed offsets are used for the zones without DST in {@link FIXED_ZONES} and for
 * offset names like '+08:00' / 'UTC+8'.
 */

/** A point in time as the API may send it: epoch ms, Date, or a date / date-time string. */
export type DateInput = string | number | Date | null | undefined

/** the default business time zone (China has one zone and no DST since 1991) */
export const DEFAULT_BUSINESS_TIME_ZONE = 'Asia/Shanghai'

/** zones without DST today, used when the engine's Intl cannot convert zones (minutes east of UTC) */
const FIXED_ZONES: Record<string, number> = {
  UTC: 0,
  'Etc/UTC': 0,
  GMT: 0,
  'Asia/Shanghai': 480,
  'Asia/Chongqing': 480,
  'Asia/Harbin': 480,
  PRC: 480,
  'Asia/Hong_Kong': 480,
  'Asia/Macau': 480,
  'Asia/Taipei': 480,
  'Asia/Urumqi': 360,
}

const MINUTE = 60_000
const DAY = 86_400_000

type OffsetFn = (ms: number) => number

/** '+08:00', '-0530', 'UTC+8', 'GMT-3' → minutes east of UTC; null when not an offset name */
function fixedOffsetName(name: string): number | null {
  const m = /^(?:UTC|GMT)?([+-])(\d{1,2})(?::?(\d{2}))?$/i.exec(name)
  if (!m) return null
  const h = +m[2],
    mi = m[3] ? +m[3] : 0
  if (h > 14 || mi > 59) return null
  return (m[1] === '-' ? -1 : 1) * (h * 60 + mi)
}

const intlOffsets = new Map<string, OffsetFn | null>()
/** offset function of an IANA zone through Intl, or null when the engine cannot (one formatter per zone) */
function intlOffset(zone: string): OffsetFn | null {
  let fn = intlOffsets.get(zone)
  if (fn === undefined) intlOffsets.set(zone, (fn = newIntlOffset(zone)))
  return fn
}

function newIntlOffset(zone: string): OffsetFn | null {
  if (typeof Intl === 'undefined' || typeof Intl.DateTimeFormat !== 'function') return null
  let f: Intl.DateTimeFormat
  try {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
  } catch {
    return null // RangeError: unknown zone (or no zone support)
  }
  if (typeof f.formatToParts !== 'function') return null
  return (ms: number) => {
    const p: Record<string, number> = {}
    for (const part of f.formatToParts(ms)) if (part.type !== 'literal') p[part.type] = Number(part.value)
    const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour === 24 ? 0 : p.hour, p.minute, p.second)
    return Math.round((wall - (ms - mod(ms, 1000))) / MINUTE)
  }
}

function mod(a: number, b: number): number {
  return ((a % b) + b) % b
}

let intlTrusted: boolean | undefined
/** Intl really converts zones here (not the host zone under another name) */
function intlWorks(): boolean {
  if (intlTrusted === undefined) {
    const probe = Date.UTC(2024, 0, 1, 12)
    try {
      intlTrusted = intlOffset('UTC')?.(probe) === 0 && intlOffset('Asia/Shanghai')?.(probe) === 480
    } catch {
      intlTrusted = false
    }
  }
  return intlTrusted
}

/**
 * Every zone of {@link FIXED_ZONES} has kept its offset since this instant (China's last DST ended in September 1991;
 * Hong Kong, Macau and Taipei last had one in 1979, Urumqi has been +06 since 1980): from here on their offset is
 * the table's without asking Intl, whose first formatter costs tens of milliseconds of a phone's start (ICU loads
 * its zone data; issue 16, TBT). Earlier instants (a birthday in 1988) still go through Intl.
 */
const FIXED_SINCE = Date.UTC(1992, 0, 1)

/** the offset function of a zone name (cached per 15 minutes: every real transition is on a quarter hour) */
function offsetFunction(zone: string): OffsetFn {
  const fixed = fixedOffsetName(zone)
  if (fixed !== null) return () => fixed
  const known = FIXED_ZONES[zone]
  if (known !== undefined) {
    let past: OffsetFn | undefined
    return (ms: number) => (ms >= FIXED_SINCE ? known : (past ??= historicOffsetFunction(zone))(ms))
  }
  return historicOffsetFunction(zone)
}

function historicOffsetFunction(zone: string): OffsetFn {
  const intl = intlWorks() ? intlOffset(zone) : null
  if (!intl) {
    const known = FIXED_ZONES[zone]
    if (known === undefined)
      throw new Error(`Unknown time zone "${zone}" (an IANA name such as Asia/Shanghai, or an offset such as +08:00)`)
    return () => known
  }
  const cache = new Map<number, number>()
  return (ms: number) => {
    const key = Math.floor(ms / (15 * MINUTE))
    let o = cache.get(key)
    if (o === undefined) {
      if (cache.size > 10_000) cache.clear()
      o = intl(ms)
      cache.set(key, o)
    }
    return o
  }
}

/**
 * The zone's offset function, built on its first use: building it creates Intl formatters (ICU loads its zone
 * data), tens of milliseconds of the H5 app's start on a phone that no first screen needs (issue 16, TBT).
 */
function lazyOffsetFunction(zone: string): OffsetFn {
  let fn: OffsetFn | undefined
  return (ms: number) => (fn ??= offsetFunction(zone))(ms)
}

let zoneName = DEFAULT_BUSINESS_TIME_ZONE
let offsetMinutes: OffsetFn = lazyOffsetFunction(DEFAULT_BUSINESS_TIME_ZONE)

/**
 * Sets the business time zone of this process (the server at start, the app at launch). Empty /
 * missing = the default. Throws on an unknown zone, so a misconfigured deployment does not start.
 */
export function setBusinessTimeZone(zone: string | null | undefined): string {
  const name = (zone ?? '').trim() || DEFAULT_BUSINESS_TIME_ZONE
  if (name === zoneName) return name // already set (the default: built lazily)
  offsetMinutes = offsetFunction(name)
  zoneName = name
  return name
}

/** why `zone` cannot be the business time zone (the message setBusinessTimeZone would throw), or null; changes nothing */
export function timeZoneProblem(zone: string): string | null {
  try {
    offsetFunction(zone.trim() || DEFAULT_BUSINESS_TIME_ZONE)
    return null
  } catch (err) {
    return (err as Error).message
  }
}

/** the business time zone's name */
export function businessTimeZone(): string {
  return zoneName
}

/** minutes east of UTC of the business zone at an instant (480 in China) */
export function businessOffsetMinutes(value: Date | number): number {
  return offsetMinutes(+value)
}

/** Wall-clock parts of an instant in the business zone (month 1-12, weekday 0 = Sunday). */
export interface WallTime {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
  millisecond: number
  weekday: number
}

/** the business-zone wall clock of an instant */
export function businessParts(value: Date | number): WallTime {
  const ms = +value
  const d = new Date(ms + offsetMinutes(ms) * MINUTE)
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
    millisecond: d.getUTCMilliseconds(),
    weekday: d.getUTCDay(),
  }
}

/**
 * The instant of a business-zone wall-clock time (month 1-12; out-of-range parts roll over as in
 * Date.UTC: day 32 is the 1st of the next month). A wall time in a DST gap or overlap (none in
 * China) resolves to the earlier candidate.
 */
export function businessWallTime(year: number, month: number, day: number, hour = 0, minute = 0, second = 0, millisecond = 0): Date {
  const d = new Date(0)
  d.setUTCFullYear(year, month - 1, day) // unlike Date.UTC, years 0-99 stay years 0-99
  d.setUTCHours(hour, minute, second, millisecond)
  const wall = d.getTime()
  const o1 = offsetMinutes(wall - offsetMinutes(wall) * MINUTE)
  const t = wall - o1 * MINUTE
  const o2 = offsetMinutes(t)
  return new Date(o2 === o1 ? t : wall - Math.max(o1, o2) * MINUTE)
}

/** a Date, also from another realm (a worker thread's or a VM context's Date fails instanceof) */
function isDate(v: unknown): v is Date {
  return v instanceof Date || Object.prototype.toString.call(v) === '[object Date]'
}

const RE = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2})(?:\.(\d{1,3})\d*)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/

function daysIn(y: number, m: number): number {
  return [31, (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]
}

/**
 * Parses 'YYYY-MM-DD', 'YYYY/MM/DD', 'YYYY-MM-DD HH:mm[:ss[.SSS]]' (business-zone wall time), ISO
 * strings with Z or an offset, 12-13 digit epoch-ms strings, numbers (epoch ms) and Dates.
 * Impossible dates (2024-02-30, 25:00) are rejected instead of rolling over. With `endOfDay`, a
 * date without a time means 23:59:59.999 of that business day (inclusive period ends). Returns
 * null when invalid.
 */
export function parseDateTime(value: DateInput, options: { endOfDay?: boolean } = {}): Date | null {
  if (value === null || value === undefined || value === '') return null
  if (isDate(value)) return Number.isNaN(value.getTime()) ? null : value
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null
  const s = String(value).trim()
  if (/^\d{12,13}$/.test(s)) return new Date(Number(s))
  const m = RE.exec(s)
  if (!m) return null
  const y = +m[1],
    mo = +m[2],
    d = +m[3]
  if (mo < 1 || mo > 12 || d < 1 || d > daysIn(y, mo)) return null
  const hasTime = m[4] !== undefined
  const h = hasTime ? +m[4] : 0,
    mi = hasTime ? +m[5] : 0,
    sec = m[6] !== undefined ? +m[6] : 0
  const ms = m[7] !== undefined ? +m[7].padEnd(3, '0') : 0
  if (h > 23 || mi > 59 || sec > 59) return null
  if (!hasTime && options.endOfDay) return new Date(businessWallTime(y, mo, d + 1).getTime() - 1)
  if (m[8]) {
    let offsetMin = 0
    if (m[8] !== 'Z') {
      const sign = m[8][0] === '-' ? -1 : 1
      const digits = m[8].slice(1).replace(':', '')
      offsetMin = sign * (+digits.slice(0, 2) * 60 + +digits.slice(2, 4))
    }
    return new Date(Date.UTC(y, mo - 1, d, h, mi, sec, ms) - offsetMin * MINUTE)
  }
  return businessWallTime(y, mo, d, h, mi, sec, ms)
}

/** True when the value parses with {@link parseDateTime}. */
export function isValidDateTime(value: DateInput): boolean {
  return parseDateTime(value) !== null
}

/**
 * True when `now` is inside [begin, end]; a missing bound is open. A date-only end includes the
 * whole (business) day. Unparseable bounds count as missing (validate them separately where the
 * spec asks).
 */
export function isWithinPeriod(now: Date, begin: DateInput, end: DateInput): boolean {
  const b = parseDateTime(begin)
  const e = parseDateTime(end, { endOfDay: true })
  const t = now.getTime()
  return (!b || t >= b.getTime()) && (!e || t <= e.getTime())
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0')

/**
 * Formats a point in time in the business zone. Tokens: YYYY, MM, M, DD, D, HH, H, mm, ss, SSS;
 * text in [brackets] is kept. '' when the value is missing or invalid.
 */
export function formatBusiness(value: DateInput, pattern: string): string {
  const d = parseDateTime(value)
  if (!d) return ''
  const p = businessParts(d)
  return pattern.replace(/\[([^\]]*)\]|YYYY|SSS|MM|DD|HH|mm|ss|M|D|H/g, (t, lit: string | undefined) => {
    if (lit !== undefined) return lit
    switch (t) {
      case 'YYYY':
        return pad(p.year, 4)
      case 'MM':
        return pad(p.month)
      case 'M':
        return String(p.month)
      case 'DD':
        return pad(p.day)
      case 'D':
        return String(p.day)
      case 'HH':
        return pad(p.hour)
      case 'H':
        return String(p.hour)
      case 'mm':
        return pad(p.minute)
      case 'ss':
        return pad(p.second)
      default:
        return pad(p.millisecond, 3)
    }
  })
}

/** 'YYYY-MM-DD' of a point in time in the business zone ('' when invalid) */
export function formatDate(value: DateInput): string {
  return formatBusiness(value, 'YYYY-MM-DD')
}

/** 'YYYY-MM-DD HH:mm:ss' of a point in time in the business zone ('' when invalid) */
export function formatDateTime(value: DateInput): string {
  return formatBusiness(value, 'YYYY-MM-DD HH:mm:ss')
}

/** today's business date 'YYYY-MM-DD' */
export function businessToday(now: Date | number = Date.now()): string {
  return formatDate(now)
}

/** the instant the business day of `value` starts (00:00 business time); null when invalid */
export function startOfBusinessDay(value: DateInput): Date | null {
  const d = parseDateTime(value)
  if (!d) return null
  const p = businessParts(d)
  return businessWallTime(p.year, p.month, p.day)
}

/** the last millisecond of the business day of `value` (23:59:59.999 business time); null when invalid */
export function endOfBusinessDay(value: DateInput): Date | null {
  const d = parseDateTime(value)
  if (!d) return null
  const p = businessParts(d)
  return new Date(businessWallTime(p.year, p.month, p.day + 1).getTime() - 1)
}

/** the business day of a value as a day count since 1970-01-01 (for day differences and rotations); null when invalid */
export function businessDayNumber(value: DateInput): number | null {
  const d = parseDateTime(value)
  if (!d) return null
  const p = businessParts(d)
  return Math.round(Date.UTC(p.year, p.month - 1, p.day) / DAY)
}

/**
 * Calendar days from the business day of `from` to that of `to` (2024-06-16 00:10 minus
 * 2024-06-15 23:50 is 1); null when either is invalid.
 */
export function businessDaysBetween(from: DateInput, to: DateInput): number | null {
  const a = businessDayNumber(from)
  const b = businessDayNumber(to)
  return a === null || b === null ? null : b - a
}

/** 'YYYY-MM-DD' + n calendar days (pure calendar arithmetic); null when the date is invalid */
export function addDays(date: string, n: number): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!m || +m[2] < 1 || +m[2] > 12 || +m[3] < 1 || +m[3] > daysIn(+m[1], +m[2])) return null
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3] + n))
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
}

/**
 * Full years on the business date of `now` of someone born on `birth` ('YYYY-MM-DD' or y/m/d):
 * the birthday itself counts; a 29 February birthday counts from 1 March in common years.
 */
export function fullYearsOn(birth: string | { y: number; m: number; d: number }, now: Date | number): number {
  const [y, m, d] = typeof birth === 'string' ? birth.split('-').map(Number) : [birth.y, birth.m, birth.d]
  const t = businessParts(now)
  let age = t.year - y
  if (t.month < m || (t.month === m && t.day < d)) age--
  return age
}

/** the business-zone month of a value as a month count (year * 12 + month - 1); null when invalid */
export function businessMonthIndex(value: DateInput): number | null {
  const d = parseDateTime(value)
  if (!d) return null
  const p = businessParts(d)
  return p.year * 12 + p.month - 1
}

/**
 * The grid of a calendar month ('YYYY-MM' or any date of it): its dates 'YYYY-MM-DD' and the
 * weekday of the 1st (0 = Sunday). Pure calendar arithmetic, no zone involved.
 */
export function calendarMonth(month: string): { year: number; month: number; firstWeekday: number; dates: string[] } | null {
  const m = /^(\d{4})-(\d{1,2})/.exec(month)
  if (!m || +m[2] < 1 || +m[2] > 12) return null
  const y = +m[1],
    mo = +m[2]
  const dates: string[] = []
  for (let d = 1; d <= daysIn(y, mo); d++) dates.push(`${pad(y, 4)}-${pad(mo)}-${pad(d)}`)
  return { year: y, month: mo, firstWeekday: new Date(Date.UTC(y, mo - 1, 1)).getUTCDay(), dates }
}

/** 'YYYY-MM' + n months (pure calendar arithmetic); null when invalid */
export function addMonths(month: string, n: number): string | null {
  const m = /^(\d{4})-(\d{1,2})/.exec(month)
  if (!m || +m[2] < 1 || +m[2] > 12) return null
  const i = +m[1] * 12 + +m[2] - 1 + n
  return `${pad(Math.floor(i / 12), 4)}-${pad(mod(i, 12) + 1)}`
}

/**
 * Strict date-time parsing shared by coupons, activities, ads and appointments.
 * Strings without a zone are local time (the app and the server both run in China time).
 */
import dayjs from 'dayjs'

/** A point in time as the API may send it: epoch ms, Date, or a date / date-time string. */
export type DateInput = string | number | Date | null | undefined

const RE = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2})(?:\.(\d{1,3})\d*)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/

function daysIn(y: number, m: number): number {
  return [31, (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]
}

/**
 * Parses 'YYYY-MM-DD', 'YYYY/MM/DD', 'YYYY-MM-DD HH:mm[:ss[.SSS]]', ISO strings with Z or an
 * offset, 12-13 digit epoch-ms strings, numbers (epoch ms) and Dates. Impossible dates
 * (2024-02-30, 25:00) are rejected instead of rolling over. With `endOfDay`, a date without a
 * time means 23:59:59.999 of that day (used for inclusive period ends). Returns null when invalid.
 */
export function parseDateTime(value: DateInput, options: { endOfDay?: boolean } = {}): Date | null {
  if (value === null || value === undefined || value === '') return null
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null
  const s = String(value).trim()
  if (/^\d{12,13}$/.test(s)) return new Date(Number(s))
  const m = RE.exec(s)
  if (!m) return null
  const y = +m[1], mo = +m[2], d = +m[3]
  if (mo < 1 || mo > 12 || d < 1 || d > daysIn(y, mo)) return null
  const hasTime = m[4] !== undefined
  const h = hasTime ? +m[4] : 0, mi = hasTime ? +m[5] : 0, sec = m[6] !== undefined ? +m[6] : 0
  const ms = m[7] !== undefined ? +m[7].padEnd(3, '0') : 0
  if (h > 23 || mi > 59 || sec > 59) return null
  if (!hasTime && options.endOfDay) return new Date(y, mo - 1, d, 23, 59, 59, 999)
  if (m[8]) {
    let offsetMin = 0
    if (m[8] !== 'Z') {
      const sign = m[8][0] === '-' ? -1 : 1
      const digits = m[8].slice(1).replace(':', '')
      offsetMin = sign * (+digits.slice(0, 2) * 60 + +digits.slice(2, 4))
    }
    return new Date(Date.UTC(y, mo - 1, d, h, mi, sec, ms) - offsetMin * 60000)
  }
  return new Date(y, mo - 1, d, h, mi, sec, ms)
}

/** True when the value parses with {@link parseDateTime}. */
export function isValidDateTime(value: DateInput): boolean {
  return parseDateTime(value) !== null
}

/**
 * True when `now` is inside [begin, end]; a missing bound is open. A date-only end includes the
 * whole day. Unparseable bounds count as missing (validate them separately where the spec asks).
 */
export function isWithinPeriod(now: Date, begin: DateInput, end: DateInput): boolean {
  const b = parseDateTime(begin)
  const e = parseDateTime(end, { endOfDay: true })
  const t = now.getTime()
  return (!b || t >= b.getTime()) && (!e || t <= e.getTime())
}

/** 'YYYY-MM-DD' of a date in local time. */
export function formatDate(value: Date | number): string {
  return dayjs(value).format('YYYY-MM-DD')
}

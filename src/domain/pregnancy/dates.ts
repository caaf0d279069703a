/**
 * Gestational age, due date (Naegele's rule), trimesters and the last-menstrual-period check, in business dates
 * (index.ts: sources).
 */
import { addDays, businessDaysBetween, formatDate, parseDateTime } from '../time'

// ---------------------------------------------------------------- messages (OWN, to move into the catalogue)

/** OWN: no last menstrual period given */
export const LMP_REQUIRED = '请选择末次月经日期'
/** OWN: not a date */
export const LMP_INVALID = '末次月经日期格式不正确'
/** OWN: the last menstrual period is after today */
export const LMP_IN_FUTURE = '末次月经日期不能晚于今天'
/** OWN: more than 44 weeks ago: no ongoing pregnancy (post-term ends at 42 weeks) */
export const LMP_TOO_EARLY = '末次月经日期不能早于44周前，请核对'

// ---------------------------------------------------------------- gestational age and due date

/** Gestational age in completed weeks and days (20 周 + 3 天 is { weeks: 20, days: 3 }). */
export interface GestationalAge {
  weeks: number
  days: number
}

/** Naegele: the due date is the last menstrual period + 280 days (40 weeks). */
export const PREGNANCY_DAYS = 280
/**
 * The oldest last menstrual period accepted: 44 weeks (308 days) ago. A pregnancy is post-term
 * from 42⁺⁰ weeks (guideline: admit and induce from 41 weeks); 2 more weeks leave room for a late
 * entry of a record, anything older is a typo or a finished pregnancy. OWN choice, per the brief.
 */
export const LMP_MAX_WEEKS_AGO = 44

/** The business date 'YYYY-MM-DD' of a date string / date-time / instant; null when invalid. */
export function toBusinessDate(value: string | number | Date | null | undefined): string | null {
  const d = parseDateTime(value ?? null)
  return d ? formatDate(d) : null
}

/**
 * Days of pregnancy on `today` counted from the last menstrual period (LMP day = day 0);
 * null when a date is invalid. Negative when `today` is before the LMP.
 */
export function gestationalAgeDays(lastMenstrualPeriod: string, today: string): number | null {
  const lmp = toBusinessDate(lastMenstrualPeriod)
  const now = toBusinessDate(today)
  if (!lmp || !now) return null
  return businessDaysBetween(lmp, now)
}

/**
 * Gestational age on `today` in completed weeks + days (business dates; `today` may be a
 * date-time or an instant, read in the business zone). Throws a RangeError when a date is invalid
 * or `today` is before the last menstrual period: check input first with
 * {@link validateLastMenstrualPeriod}.
 */
export function gestationalAge(lastMenstrualPeriod: string, today: string): { weeks: number; days: number } {
  const n = gestationalAgeDays(lastMenstrualPeriod, today)
  if (n === null) throw new RangeError(`gestationalAge: invalid date (${lastMenstrualPeriod}, ${today})`)
  if (n < 0) throw new RangeError(`gestationalAge: ${today} is before the last menstrual period ${lastMenstrualPeriod}`)
  return { weeks: Math.floor(n / 7), days: n % 7 }
}

/** Days of a gestational age (20 周 + 3 天 → 143). */
export function gestationalAgeToDays(ga: GestationalAge): number {
  return ga.weeks * 7 + ga.days
}

/**
 * Due date 'YYYY-MM-DD' = last menstrual period + 280 days (Naegele). Throws a RangeError when the
 * date is invalid.
 */
export function dueDate(lastMenstrualPeriod: string): string {
  const lmp = toBusinessDate(lastMenstrualPeriod)
  const due = lmp && addDays(lmp, PREGNANCY_DAYS)
  if (!due) throw new RangeError(`dueDate: invalid date ${lastMenstrualPeriod}`)
  return due
}

/** The business date on which a gestational age is reached ('YYYY-MM-DD'); null when the LMP is invalid. */
export function dateAtGestationalAge(lastMenstrualPeriod: string, ga: GestationalAge): string | null {
  const lmp = toBusinessDate(lastMenstrualPeriod)
  return lmp ? addDays(lmp, gestationalAgeToDays(ga)) : null
}

/** '孕20周+3天' (weeks only when days is 0: '孕20周'). */
export function formatGestationalAge(ga: GestationalAge): string {
  return ga.days ? `孕${ga.weeks}周+${ga.days}天` : `孕${ga.weeks}周`
}

export type Trimester = 'first' | 'second' | 'third'
/** 《妇产科学》第9版: 早期 < 14 周, 中期 14⁺⁰–27⁺⁶ 周, 晚期 ≥ 28 周 */
export const TRIMESTER_LABELS: Record<Trimester, string> = { first: '孕早期', second: '孕中期', third: '孕晚期' }

/** The trimester of a gestational age (first < 14 weeks ≤ second < 28 weeks ≤ third). */
export function trimesterOf(ga: GestationalAge): Trimester {
  const d = gestationalAgeToDays(ga)
  if (d < 14 * 7) return 'first'
  if (d < 28 * 7) return 'second'
  return 'third'
}

/**
 * The last menstrual period of a pregnancy record (business dates): 请选择末次月经日期 when empty,
 * 末次月经日期格式不正确 when not a date, 末次月经日期不能晚于今天 when after today,
 * 末次月经日期不能早于44周前，请核对 when more than 44 weeks (308 days) before today
 * (exactly 44⁺⁰ weeks is accepted); else null.
 */
export function validateLastMenstrualPeriod(value: string | null | undefined, today: string | number | Date = Date.now()): string | null {
  if (value === null || value === undefined || String(value).trim() === '') return LMP_REQUIRED
  const lmp = toBusinessDate(String(value).trim())
  const now = toBusinessDate(today)
  if (!lmp || !now) return LMP_INVALID
  const days = businessDaysBetween(lmp, now)!
  if (days < 0) return LMP_IN_FUTURE
  if (days > LMP_MAX_WEEKS_AGO * 7) return LMP_TOO_EARLY
  return null
}

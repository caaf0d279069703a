/**
 * A child's vaccination schedule from the birth date (calendar months, business zone), the next doses, the
 * validation of a dose's date and the age label shown beside the schedule.
 */
import { addDays, formatDate, parseDateTime } from '../time'
import { VACCINE_DATE_INVALID, VACCINE_DATE_OUT } from '../messages/maternity'
import { VACCINE_GRACE_MONTHS, type VaccineCode, type VaccineDose, type VaccineScheduleOptions, vaccineScheduleDoses } from './programme'

// ---------------------------------------------------------------- calendar arithmetic (no zone involved)

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate()
}

function parseYmd(date: string): [number, number, number] | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!m) return null
  const y = +m[1],
    mo = +m[2],
    d = +m[3]
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo)) return null
  return [y, mo, d]
}

/**
 * 'YYYY-MM-DD' + n calendar months, the day clamped to the target month's last day
 * (2024-01-31 + 1 → 2024-02-29); null when the date is invalid.
 */
export function addCalendarMonths(date: string, n: number): string | null {
  const p = parseYmd(date)
  if (!p) return null
  const index = p[0] * 12 + (p[1] - 1) + n
  const y = Math.floor(index / 12),
    mo = index - y * 12 + 1
  return `${pad(y, 4)}-${pad(mo)}-${pad(Math.min(p[2], daysInMonth(y, mo)))}`
}

/** 'YYYY-MM-DD' + n days of a date already known valid (time.ts addDays) */
const plusDays = (date: string, n: number): string => addDays(date, n)!

const later = (a: string, b: string) => (a > b ? a : b)

/** the business date of a date / date-time / instant; null when invalid */
function businessDate(value: string | number | Date | null | undefined): string | null {
  const d = parseDateTime(value ?? null)
  return d ? formatDate(d) : null
}

// ---------------------------------------------------------------- schedule with status

export type VaccineDoseStatus = 'done' | 'due' | 'overdue' | 'upcoming'

export const VACCINE_STATUS_LABELS: Record<VaccineDoseStatus, string> = {
  done: '已接种',
  due: '待接种',
  overdue: '已逾期',
  upcoming: '未到接种时间',
}

/** A dose recorded as given: its id, optionally with the date it was given ('YYYY-MM-DD'). */
export type VaccineDoneRecord = string | { id: string; date?: string | null }

export interface ScheduledVaccineDose {
  dose: VaccineDose
  /** the date from which the dose may be given: the age date, later when the previous dose of the product was late */
  dueDate: string
  /** the date from which it counts as overdue (completion age, or the OWN grace rule) */
  overdueFrom: string
  status: VaccineDoseStatus
  /** the date it was given, when recorded */
  doneDate?: string
}

/**
 * Each dose's due date and status on `today` for a child born on `birthDate` (business dates; a
 * date-time or instant is read in the business zone):
 * - done: recorded in `done` (unknown ids are ignored);
 * - upcoming: today < due date;
 * - overdue: today ≥ the date from which it is overdue — the programme's completion age when it
 *   sets one (HepB-1 within 24 h: overdue from the day after birth), else due date + 1 month (OWN);
 * - due: in between.
 * The due date is the age date, or later when the previous dose of the same product was given (or
 * is due) so late that the minimum interval pushes it. Sorted by due date, then programme order.
 * Throws a RangeError for an invalid birth or today date (validate with validateBirthDate first).
 */
export function vaccineSchedule(
  birthDate: string,
  today: string | number | Date,
  done: readonly VaccineDoneRecord[] = [],
  options: VaccineScheduleOptions = {},
): ScheduledVaccineDose[] {
  const birth = businessDate(birthDate)
  const now = businessDate(today)
  if (!birth || !now) throw new RangeError(`vaccineSchedule: invalid date (${birthDate}, ${String(today)})`)
  const doneMap = new Map<string, string | undefined>()
  for (const r of done) {
    if (typeof r === 'string') doneMap.set(r, doneMap.get(r))
    else doneMap.set(r.id, businessDate(r.date ?? null) ?? undefined)
  }
  const doses = vaccineScheduleDoses(options)
  const out: ScheduledVaccineDose[] = []
  const previous = new Map<VaccineCode, ScheduledVaccineDose>()
  // the polio series (IPV then bOPV) counts intervals across the two products
  const seriesKey = (d: VaccineDose): VaccineCode => (d.code === 'bOPV' ? 'IPV' : d.code)
  for (const d of doses) {
    let due = addCalendarMonths(birth, d.ageMonths)!
    const prev = previous.get(seriesKey(d))
    if (prev && (d.minIntervalDays || d.minIntervalMonths)) {
      const base = prev.doneDate ?? prev.dueDate
      let earliest = base
      if (d.minIntervalMonths) earliest = addCalendarMonths(earliest, d.minIntervalMonths)!
      if (d.minIntervalDays) earliest = plusDays(earliest, d.minIntervalDays)
      due = later(due, earliest)
    }
    let overdueFrom: string
    if (d.completeBeforeDays !== undefined) overdueFrom = plusDays(birth, d.completeBeforeDays)
    else if (d.completeBeforeMonths !== undefined) overdueFrom = addCalendarMonths(birth, d.completeBeforeMonths)!
    else overdueFrom = addCalendarMonths(due, VACCINE_GRACE_MONTHS)!
    let status: VaccineDoseStatus
    const isDone = doneMap.has(d.id)
    if (isDone) status = 'done'
    else if (now < due) status = 'upcoming'
    else if (now >= overdueFrom) status = 'overdue'
    else status = 'due'
    const item: ScheduledVaccineDose = { dose: d, dueDate: due, overdueFrom, status }
    const doneDate = doneMap.get(d.id)
    if (isDone && doneDate) item.doneDate = doneDate
    out.push(item)
    previous.set(seriesKey(d), item)
  }
  const order = new Map(doses.map((d, i) => [d.id, i]))
  return out.sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : order.get(a.dose.id)! - order.get(b.dose.id)!))
}

/**
 * What to show as "next": the doses to get now (overdue first, then due, in schedule order); when
 * none, the doses of the earliest upcoming date. Empty when everything is done.
 */
export function nextVaccineDoses(schedule: readonly ScheduledVaccineDose[]): ScheduledVaccineDose[] {
  const now = [...schedule.filter((s) => s.status === 'overdue'), ...schedule.filter((s) => s.status === 'due')]
  if (now.length) return now
  const upcoming = schedule.filter((s) => s.status === 'upcoming')
  if (!upcoming.length) return []
  const first = upcoming[0].dueDate
  return upcoming.filter((s) => s.dueDate === first)
}

/** '乙肝疫苗 第1剂' (the programme's dose number for polio: '脊灰减毒活疫苗 第3剂'). */
export function vaccineDoseLabel(d: VaccineDose): string {
  return `${d.vaccine} 第${d.seriesDose ?? d.dose}剂`
}

// ---------------------------------------------------------------- recording a dose, a child's age

/**
 * The date a dose was given: 'YYYY-MM-DD', not before the birth date and not after today (business dates);
 * 请选择正确的接种日期 / 接种日期需在出生之后且不晚于今天, else null.
 */
export function validateVaccineDoseDate(birthDate: string, value: string | null | undefined, today: string | number | Date): string | null {
  const v = String(value ?? '').trim()
  if (!parseYmd(v)) return VACCINE_DATE_INVALID
  const birth = businessDate(birthDate)
  const now = businessDate(today)
  if (!birth || !now) throw new RangeError(`validateVaccineDoseDate: invalid date (${birthDate}, ${String(today)})`)
  if (v < birth || v > now) return VACCINE_DATE_OUT
  return null
}

/** A child's age on `today` as shown beside the schedule: '15天', '8个月', '2岁3个月', '6岁' (calendar months). */
export function childAgeLabel(birthDate: string, today: string | number | Date): string {
  const birth = businessDate(birthDate)
  const now = businessDate(today)
  if (!birth || !now || now < birth) return ''
  let months = 0
  while (addCalendarMonths(birth, months + 1)! <= now) months++
  if (months === 0) {
    const days = Math.round((Date.parse(now) - Date.parse(birth)) / 86400000)
    return `${days}天`
  }
  const y = Math.floor(months / 12)
  const m = months % 12
  if (!y) return `${m}个月`
  return m ? `${y}岁${m}个月` : `${y}岁`
}

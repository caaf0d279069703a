/**
 * Children's vaccination schedule of the national immunization programme, built from
 * 《国家免疫规划疫苗儿童免疫程序及说明（2021年版）》(国家卫生健康委, 国卫办疾控发〔2021〕10号):
 * the programme table (接种年龄) and section 二(三) "推荐的完成年龄" (建议在下述推荐的年龄之前完成).
 * Written from the official document as we know it; the places we are less sure of are marked
 * "UNSURE" and must be checked against the published text before this is shown as medical advice.
 * Pure TypeScript; re-exported from ./health.
 *
 * Out of scope: non-programme (自费/非免疫规划) vaccines, the extra HepB schedule for infants of
 * HBsAg-positive mothers (HBIG, weight < 2000 g), catch-up (补种) age limits such as "BCG is not
 * given from 4 years" — a dose past its completion age stays "overdue" and the clinic decides.
 *
 * Dates are calendar dates (business zone). "N 月龄" = the birth date + N calendar months
 * (满 N 月龄); a day missing in the target month is clamped to its last day (born 31 Jan → 1 月龄 on
 * 29 Feb / 28 Feb). "N 周岁" = N × 12 months.
 */
import { addDays, formatDate, parseDateTime } from './time'
import { VACCINE_DATE_INVALID, VACCINE_DATE_OUT } from './messages/maternity'

// ---------------------------------------------------------------- table

/** Abbreviations of the 2021 programme table. */
export type VaccineCode =
  'HepB' | 'BCG' | 'IPV' | 'bOPV' | 'DTaP' | 'DT' | 'MMR' | 'JE-L' | 'JE-I' | 'MPSV-A' | 'MPSV-AC' | 'HepA-L' | 'HepA-I'

/** One dose of the programme. */
export interface VaccineDose {
  /** stable id stored with a "done" record: `${code}-${n}` (e.g. 'HepB-1', 'bOPV-2') */
  id: string
  code: VaccineCode
  /** vaccine name as the programme writes it */
  vaccine: string
  /** disease(s) prevented */
  disease: string
  /** dose number of this product (IPV-1, IPV-2, bOPV-1, bOPV-2) */
  dose: number
  /** the dose number in the programme's wording when it differs (脊灰疫苗第3剂 = bOPV-1) */
  seriesDose?: number
  /** age of the dose in months from birth (0 = at birth) */
  ageMonths: number
  /** the age as the programme writes it: 出生时, 2月龄, 4周岁 */
  ageLabel: string
  /** minimum interval after the previous dose of the same product, in days and/or months */
  minIntervalDays?: number
  minIntervalMonths?: number
  /**
   * 推荐的完成年龄 of §二(三): the dose is overdue from this age (months, or days for the 24 h of
   * HepB-1). Absent where the programme sets none: then OWN rule {@link VACCINE_GRACE_MONTHS}.
   */
  completeBeforeMonths?: number
  completeBeforeDays?: number
  /** an uncertainty about this row of the table (see the file comment) */
  unsure?: string
}

const dose = (d: VaccineDose): VaccineDose => d

/**
 * OWN rule (not from the programme): a dose without a completion age of its own is overdue one
 * month after it became due (the programme only says "应尽早接种").
 */
export const VACCINE_GRACE_MONTHS = 1

/** Japanese-encephalitis and hepatitis-A products the clinic uses (the programme allows either). */
export interface VaccineScheduleOptions {
  /** 乙脑: live attenuated (2 doses, default) or inactivated (4 doses) */
  je?: 'live' | 'inactivated'
  /** 甲肝: live attenuated (1 dose, default) or inactivated (2 doses) */
  hepA?: 'live' | 'inactivated'
}

/** Every dose of the 2021 programme (both JE and HepA variants); use {@link vaccineScheduleDoses} to pick. */
export const VACCINE_DOSES: readonly VaccineDose[] = [
  // 乙肝疫苗: 出生时(24 h 内), 1 月龄, 6 月龄; 第1、2剂间隔 ≥ 28 天, 第2、3剂间隔 ≥ 60 天
  dose({
    id: 'HepB-1',
    code: 'HepB',
    vaccine: '乙肝疫苗',
    disease: '乙型病毒性肝炎',
    dose: 1,
    ageMonths: 0,
    ageLabel: '出生时',
    completeBeforeDays: 1,
  }), // 出生后24小时内完成
  dose({
    id: 'HepB-2',
    code: 'HepB',
    vaccine: '乙肝疫苗',
    disease: '乙型病毒性肝炎',
    dose: 2,
    ageMonths: 1,
    ageLabel: '1月龄',
    minIntervalDays: 28,
  }),
  dose({
    id: 'HepB-3',
    code: 'HepB',
    vaccine: '乙肝疫苗',
    disease: '乙型病毒性肝炎',
    dose: 3,
    ageMonths: 6,
    ageLabel: '6月龄',
    minIntervalDays: 60,
    completeBeforeMonths: 12,
  }),
  // 卡介苗: 出生时, < 3 月龄完成
  dose({
    id: 'BCG-1',
    code: 'BCG',
    vaccine: '卡介苗',
    disease: '结核病',
    dose: 1,
    ageMonths: 0,
    ageLabel: '出生时',
    completeBeforeMonths: 3,
  }),
  // 脊灰: IPV 2、3 月龄, bOPV 4 月龄、4 周岁; 各剂间隔 ≥ 28 天; 第3剂 < 12 月龄, 第4剂 < 5 周岁
  dose({
    id: 'IPV-1',
    code: 'IPV',
    vaccine: '脊灰灭活疫苗',
    disease: '脊髓灰质炎',
    dose: 1,
    seriesDose: 1,
    ageMonths: 2,
    ageLabel: '2月龄',
  }),
  dose({
    id: 'IPV-2',
    code: 'IPV',
    vaccine: '脊灰灭活疫苗',
    disease: '脊髓灰质炎',
    dose: 2,
    seriesDose: 2,
    ageMonths: 3,
    ageLabel: '3月龄',
    minIntervalDays: 28,
  }),
  dose({
    id: 'bOPV-1',
    code: 'bOPV',
    vaccine: '脊灰减毒活疫苗',
    disease: '脊髓灰质炎',
    dose: 1,
    seriesDose: 3,
    ageMonths: 4,
    ageLabel: '4月龄',
    minIntervalDays: 28,
    completeBeforeMonths: 12,
    unsure: 'interval to IPV-2 applied as ≥ 28 days within the polio series',
  }),
  dose({
    id: 'bOPV-2',
    code: 'bOPV',
    vaccine: '脊灰减毒活疫苗',
    disease: '脊髓灰质炎',
    dose: 2,
    seriesDose: 4,
    ageMonths: 48,
    ageLabel: '4周岁',
    minIntervalDays: 28,
    completeBeforeMonths: 60,
  }),
  // 百白破: 3、4、5 月龄, 18 月龄; 第3剂 < 12 月龄, 第4剂 < 24 月龄
  dose({ id: 'DTaP-1', code: 'DTaP', vaccine: '百白破疫苗', disease: '百日咳、白喉、破伤风', dose: 1, ageMonths: 3, ageLabel: '3月龄' }),
  dose({
    id: 'DTaP-2',
    code: 'DTaP',
    vaccine: '百白破疫苗',
    disease: '百日咳、白喉、破伤风',
    dose: 2,
    ageMonths: 4,
    ageLabel: '4月龄',
    minIntervalDays: 28,
  }),
  dose({
    id: 'DTaP-3',
    code: 'DTaP',
    vaccine: '百白破疫苗',
    disease: '百日咳、白喉、破伤风',
    dose: 3,
    ageMonths: 5,
    ageLabel: '5月龄',
    minIntervalDays: 28,
    completeBeforeMonths: 12,
  }),
  dose({
    id: 'DTaP-4',
    code: 'DTaP',
    vaccine: '百白破疫苗',
    disease: '百日咳、白喉、破伤风',
    dose: 4,
    ageMonths: 18,
    ageLabel: '18月龄',
    minIntervalMonths: 6,
    completeBeforeMonths: 24,
    unsure: 'minimum 6 months after dose 3',
  }),
  // 白破: 6 周岁, < 7 周岁完成
  dose({
    id: 'DT-1',
    code: 'DT',
    vaccine: '白破疫苗',
    disease: '白喉、破伤风',
    dose: 1,
    ageMonths: 72,
    ageLabel: '6周岁',
    completeBeforeMonths: 84,
  }),
  // 麻腮风: 8 月龄, 18 月龄; 第1剂 < 12 月龄, 第2剂 < 24 月龄
  dose({
    id: 'MMR-1',
    code: 'MMR',
    vaccine: '麻腮风疫苗',
    disease: '麻疹、风疹、流行性腮腺炎',
    dose: 1,
    ageMonths: 8,
    ageLabel: '8月龄',
    completeBeforeMonths: 12,
  }),
  dose({
    id: 'MMR-2',
    code: 'MMR',
    vaccine: '麻腮风疫苗',
    disease: '麻疹、风疹、流行性腮腺炎',
    dose: 2,
    ageMonths: 18,
    ageLabel: '18月龄',
    minIntervalDays: 28,
    completeBeforeMonths: 24,
  }),
  // 乙脑减毒活疫苗: 8 月龄, 2 周岁; 第1剂 < 12 月龄, 第2剂 < 3 周岁
  dose({
    id: 'JE-L-1',
    code: 'JE-L',
    vaccine: '乙脑减毒活疫苗',
    disease: '流行性乙型脑炎',
    dose: 1,
    ageMonths: 8,
    ageLabel: '8月龄',
    completeBeforeMonths: 12,
  }),
  dose({
    id: 'JE-L-2',
    code: 'JE-L',
    vaccine: '乙脑减毒活疫苗',
    disease: '流行性乙型脑炎',
    dose: 2,
    ageMonths: 24,
    ageLabel: '2周岁',
    completeBeforeMonths: 36,
  }),
  // 乙脑灭活疫苗: 8 月龄 2 剂 (间隔 7-10 天), 2 周岁, 6 周岁; 第2剂 < 12 月龄, 第4剂 < 7 周岁
  dose({ id: 'JE-I-1', code: 'JE-I', vaccine: '乙脑灭活疫苗', disease: '流行性乙型脑炎', dose: 1, ageMonths: 8, ageLabel: '8月龄' }),
  dose({
    id: 'JE-I-2',
    code: 'JE-I',
    vaccine: '乙脑灭活疫苗',
    disease: '流行性乙型脑炎',
    dose: 2,
    ageMonths: 8,
    ageLabel: '8月龄',
    minIntervalDays: 7,
    completeBeforeMonths: 12,
  }),
  dose({ id: 'JE-I-3', code: 'JE-I', vaccine: '乙脑灭活疫苗', disease: '流行性乙型脑炎', dose: 3, ageMonths: 24, ageLabel: '2周岁' }),
  dose({
    id: 'JE-I-4',
    code: 'JE-I',
    vaccine: '乙脑灭活疫苗',
    disease: '流行性乙型脑炎',
    dose: 4,
    ageMonths: 72,
    ageLabel: '6周岁',
    completeBeforeMonths: 84,
  }),
  // A群流脑多糖疫苗: 6 月龄, 9 月龄 (间隔 ≥ 3 个月); 第2剂 < 18 月龄
  dose({
    id: 'MPSV-A-1',
    code: 'MPSV-A',
    vaccine: 'A群流脑多糖疫苗',
    disease: '流行性脑脊髓膜炎',
    dose: 1,
    ageMonths: 6,
    ageLabel: '6月龄',
  }),
  dose({
    id: 'MPSV-A-2',
    code: 'MPSV-A',
    vaccine: 'A群流脑多糖疫苗',
    disease: '流行性脑脊髓膜炎',
    dose: 2,
    ageMonths: 9,
    ageLabel: '9月龄',
    minIntervalMonths: 3,
    completeBeforeMonths: 18,
  }),
  // A群C群流脑多糖疫苗: 3 周岁, 6 周岁 (间隔 ≥ 3 年); 第1剂 < 4 周岁, 第2剂 < 7 周岁
  dose({
    id: 'MPSV-AC-1',
    code: 'MPSV-AC',
    vaccine: 'A群C群流脑多糖疫苗',
    disease: '流行性脑脊髓膜炎',
    dose: 1,
    ageMonths: 36,
    ageLabel: '3周岁',
    completeBeforeMonths: 48,
    unsure: 'the ≥ 12-month interval after MPSV-A-2 is not modelled (cross-product)',
  }),
  dose({
    id: 'MPSV-AC-2',
    code: 'MPSV-AC',
    vaccine: 'A群C群流脑多糖疫苗',
    disease: '流行性脑脊髓膜炎',
    dose: 2,
    ageMonths: 72,
    ageLabel: '6周岁',
    minIntervalMonths: 36,
    completeBeforeMonths: 84,
  }),
  // 甲肝减毒活疫苗: 18 月龄, < 24 月龄完成
  dose({
    id: 'HepA-L-1',
    code: 'HepA-L',
    vaccine: '甲肝减毒活疫苗',
    disease: '甲型病毒性肝炎',
    dose: 1,
    ageMonths: 18,
    ageLabel: '18月龄',
    completeBeforeMonths: 24,
  }),
  // 甲肝灭活疫苗: 18 月龄, 2 周岁 (间隔 ≥ 6 个月); 第1剂 < 24 月龄, 第2剂 < 3 周岁
  dose({
    id: 'HepA-I-1',
    code: 'HepA-I',
    vaccine: '甲肝灭活疫苗',
    disease: '甲型病毒性肝炎',
    dose: 1,
    ageMonths: 18,
    ageLabel: '18月龄',
    completeBeforeMonths: 24,
  }),
  dose({
    id: 'HepA-I-2',
    code: 'HepA-I',
    vaccine: '甲肝灭活疫苗',
    disease: '甲型病毒性肝炎',
    dose: 2,
    ageMonths: 24,
    ageLabel: '2周岁',
    minIntervalMonths: 6,
    completeBeforeMonths: 36,
  }),
]

/** The programme's doses for the clinic's JE and HepA products (live attenuated by default). */
export function vaccineScheduleDoses(options: VaccineScheduleOptions = {}): VaccineDose[] {
  const droppedJe: VaccineCode = options.je === 'inactivated' ? 'JE-L' : 'JE-I'
  const droppedHepA: VaccineCode = options.hepA === 'inactivated' ? 'HepA-L' : 'HepA-I'
  return VACCINE_DOSES.filter((d) => d.code !== droppedJe && d.code !== droppedHepA)
}

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

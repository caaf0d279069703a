/**
 * Check-up report rules shared by the report screens and the server (issue 12 item 9): how a report is
 * read as a patient reads it — abnormal items first, then every department's items — and the same item
 * across a person's earlier reports as a small trend. The flag of one value (↑ ↓ 阳性 异常 正常 against
 * its reference range, text results) is {@link reportItemFlag} of ./checkup (one rule, not repeated here).
 * Pure TypeScript: no Taro, no React, no I/O.
 */
import { isAbnormalFlag, reportItemFlag, type ReportFlag, type ReportItemLike } from './checkup'

export { isAbnormalFlag, reportItemFlag, REPORT_FLAG_LABELS, REPORT_FLAGS, type ReportFlag } from './checkup'

/** one result of a report (FHIR Observation): its department and item group as printed */
export interface ReportResultLike extends ReportItemLike {
  name: string
  department?: string | null
}

/**
 * The key that makes "the same item" across reports: the name without spaces, with full-width
 * brackets and letters made half-width and upper-cased ('谷丙转氨酶（ALT）' = '谷丙转氨酶(alt)'),
 * plus the unit when there is one (a value in another unit is another series).
 */
export function trendKey(item: { name: string; unit?: string | null }): string {
  const norm = (s: string) =>
    s
      .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
      .replace(/\s+/g, '')
      .toUpperCase()
  const unit = item.unit ? norm(item.unit) : ''
  return unit ? `${norm(item.name)}|${unit}` : norm(item.name)
}

/** a plain number ('6.2', '6.2↑', ' 110 '), else null (text, '<0.5', '1-2') */
export function numericValue(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  const m = /^\s*([-+]?\d+(?:\.\d+)?)\s*[↑↓]?\s*$/.exec(value)
  return m ? Number(m[1]) : null
}

/** one report's value of an item */
export interface TrendPoint {
  /** the report's exam date 'YYYY-MM-DD' */
  date: string
  value: number
  flag: ReportFlag | null
}

export type TrendDirection = 'up' | 'down' | 'flat'

export interface ItemTrend {
  /** oldest first, one point per report that has a numeric value of the item */
  points: TrendPoint[]
  /** the latest value against the one before: up, down, flat (within 1 % of the earlier value); null with fewer than 2 points */
  direction: TrendDirection | null
}

/** A report with its date and results, as far as trends go. */
export interface ReportForTrend<I extends ReportResultLike = ReportResultLike> {
  examDate: string
  items: readonly I[]
}

/**
 * Trends of every numeric item across a person's reports (oldest first, by exam date; one report per
 * date, the later in the input winning), keyed by {@link trendKey}. Text and qualitative results have
 * no trend. `upTo` (a date) leaves out reports after it: a report's detail shows its own value and the
 * earlier ones, never a later report's.
 */
export function itemTrends(reports: readonly ReportForTrend[], upTo?: string): Map<string, ItemTrend> {
  const byDate = new Map<string, ReportForTrend>()
  for (const r of reports) if (upTo === undefined || r.examDate <= upTo) byDate.set(r.examDate, r)
  const dates = [...byDate.keys()].sort()
  const out = new Map<string, ItemTrend>()
  for (const date of dates) {
    const seen = new Set<string>()
    for (const item of byDate.get(date)!.items) {
      const value = numericValue(item.value)
      const key = trendKey(item)
      if (value === null || seen.has(key)) continue
      seen.add(key)
      let t = out.get(key)
      if (!t) out.set(key, (t = { points: [], direction: null }))
      t.points.push({ date, value, flag: reportItemFlag(item) })
    }
  }
  for (const t of out.values()) t.direction = trendDirection(t.points)
  return out
}

/** the last point against the one before it (1 % of the earlier value counts as flat) */
export function trendDirection(points: readonly Pick<TrendPoint, 'value'>[]): TrendDirection | null {
  if (points.length < 2) return null
  const a = points[points.length - 2].value
  const b = points[points.length - 1].value
  const tolerance = Math.abs(a) * 0.01
  if (Math.abs(b - a) <= tolerance) return 'flat'
  return b > a ? 'up' : 'down'
}

/** the label of a direction on screen */
export const TREND_LABELS: Record<TrendDirection, string> = { up: '较上次升高', down: '较上次降低', flat: '与上次持平' }

export interface DepartmentGroup<T> {
  department: string
  items: T[]
}

/** items grouped by department in the report's order (departments in order of first appearance); no department = 其他 */
export function groupByDepartment<T extends { department?: string | null }>(items: readonly T[]): Array<DepartmentGroup<T>> {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const d = item.department?.trim() || '其他'
    let g = groups.get(d)
    if (!g) groups.set(d, (g = []))
    g.push(item)
  }
  return [...groups].map(([department, list]) => ({ department, items: list }))
}

/** A report read as a patient reads it: the abnormal items (flag filled in) first, then every department's items. */
export interface ReportReading<T> {
  abnormal: Array<T & { flag: ReportFlag | null }>
  departments: Array<DepartmentGroup<T & { flag: ReportFlag | null }>>
  abnormalCount: number
  itemCount: number
}

export function readReport<T extends ReportResultLike>(items: readonly T[]): ReportReading<T> {
  const flagged = items.map((item) => ({ ...item, flag: reportItemFlag(item) }))
  const abnormal = flagged.filter((i) => isAbnormalFlag(i.flag))
  return { abnormal, departments: groupByDepartment(flagged), abnormalCount: abnormal.length, itemCount: flagged.length }
}

/** the year of an exam date 'YYYY-MM-DD' */
export const reportYear = (examDate: string): number => Number(examDate.slice(0, 4))

/** the years that have reports, newest first */
export function reportYears(reports: readonly { examDate: string }[]): number[] {
  return [...new Set(reports.map((r) => reportYear(r.examDate)))].filter((y) => Number.isFinite(y)).sort((a, b) => b - a)
}

/**
 * Report values read against their reference range: flags (↑ ↓ 阳性 异常 正常), text results, sorting.
 */

// ================================================================ report values

/**
 * The flag of a report value: above / below the range, positive where negative is expected, 异常 for a
 * text result (imaging, ECG, physical examination) the report marks abnormal, or normal.
 */
export type ReportFlag = '↑' | '↓' | '阳性' | '异常' | '正常'

export const REPORT_FLAGS: readonly ReportFlag[] = ['↑', '↓', '阳性', '异常', '正常']

export const REPORT_FLAG_LABELS: Record<ReportFlag, string> = { '↑': '偏高', '↓': '偏低', 阳性: '阳性', 异常: '异常', 正常: '正常' }

/** values and ranges that mean "negative" (checked before positive: 未检出 contains 检出) */
const NEGATIVE = /^(阴性|[-－]|[（(]\s*[-－]\s*[）)]|阴性\s*[（(]\s*[-－]\s*[）)]|未检出|未见异常|无|negative|neg)$/i
/** values that mean "positive": 阳性, +, ++, ±, 弱阳性, 可疑, 检出 */
const POSITIVE = /阳性|^[+＋]+$|[（(]\s*[+＋±]+\s*[）)]|^±$|弱阳|可疑|检出|positive|^pos$/i

type Bound = { value: number; inclusive: boolean }
interface NumericRange {
  low: Bound | null
  high: Bound | null
}

const NUM = '([-+]?\\d+(?:\\.\\d+)?)'
/** a unit written after the numbers: starts with a letter, %, ×, μ, ^, * or / (never a digit or a dash) */
const UNIT_TAIL = '(?:\\s*[A-Za-zμµ%×*^/][^]*)?'
const RANGE_RE = new RegExp(`^${NUM}\\s*(?:-|~|～|－|—|–|至|to)\\s*${NUM}${UNIT_TAIL}$`, 'i')
const UPPER_RE = new RegExp(`^(<=|≤|＜=|<|＜|小于等于|小于)\\s*${NUM}${UNIT_TAIL}$`)
const LOWER_RE = new RegExp(`^(>=|≥|＞=|>|＞|大于等于|大于)\\s*${NUM}${UNIT_TAIL}$`)
const VALUE_RE = new RegExp(`^${NUM}${UNIT_TAIL}$`)
const CENSORED_RE = new RegExp(`^(<=|≤|<|＜|>=|≥|>|＞)\\s*${NUM}${UNIT_TAIL}$`)

/** the text without the item's unit at its end */
function withoutUnit(text: string, unit?: string | null): string {
  const s = text.trim()
  return unit && s.endsWith(unit) ? s.slice(0, -unit.length).trim() : s
}

/**
 * Parses '3.5-5.5', '3.5~5.5', '3.5～5.5', '<5.2', '≤5.2', '>1.04', '≥60' (a unit after the numbers,
 * like 'mmol/L' or '×10^9/L', is ignored); null for anything else (text, sex-specific ranges).
 */
export function parseReferenceRange(range: string, unit?: string | null): NumericRange | null {
  const s = withoutUnit(range, unit)
  let m = RANGE_RE.exec(s)
  if (m) {
    const a = Number(m[1]),
      b = Number(m[2])
    if (a > b) return null
    return { low: { value: a, inclusive: true }, high: { value: b, inclusive: true } }
  }
  m = UPPER_RE.exec(s)
  if (m) return { low: null, high: { value: Number(m[2]), inclusive: /=|≤|等于/.test(m[1]) } }
  m = LOWER_RE.exec(s)
  if (m) return { low: { value: Number(m[2]), inclusive: /=|≥|等于/.test(m[1]) }, high: null }
  return null
}

/**
 * The flag of a report value against its reference range:
 * - numeric ranges 'a-b' (both ends normal), '<b' / '≤b', '>a' / '≥a': ↑ above, ↓ below, else 正常;
 *   a value written '<x' (below the detection limit) is ↓ only when x is at or under the range's low
 *   end, '>x' is ↑ only when x is at or over its high end;
 * - qualitative ranges meaning negative (阴性, -, (-), 未检出): a positive value (阳性, +, ++, ±,
 *   弱阳性, 可疑, 检出) is 阳性, a negative one 正常;
 * null when it cannot be told (no range, a text value against a numeric range, an unknown form).
 */
export function interpretReportValue(
  value: string | number | null | undefined,
  referenceRange: string | null | undefined,
  unit?: string | null,
): ReportFlag | null {
  if (value === null || value === undefined || referenceRange === null || referenceRange === undefined) return null
  const v = String(value).replace(/[↑↓]/g, '').trim()
  const r = referenceRange.trim()
  if (!v || !r) return null
  if (NEGATIVE.test(r)) {
    if (NEGATIVE.test(v)) return '正常'
    if (POSITIVE.test(v)) return '阳性'
    return null
  }
  const range = parseReferenceRange(r, unit)
  if (!range) return null
  const cleaned = withoutUnit(v, unit)
  const censored = CENSORED_RE.exec(cleaned)
  if (censored) {
    const x = Number(censored[2])
    if (/[<＜≤]/.test(censored[1])) return range.low && x <= range.low.value ? '↓' : '正常'
    return range.high && x >= range.high.value ? '↑' : '正常'
  }
  const num = VALUE_RE.exec(cleaned)
  if (!num) return null
  const x = Number(num[1])
  if (range.high && (range.high.inclusive ? x > range.high.value : x >= range.high.value)) return '↑'
  if (range.low && (range.low.inclusive ? x < range.low.value : x <= range.low.value)) return '↓'
  return '正常'
}

/** ↑, ↓, 阳性 and 异常 are abnormal. */
export function isAbnormalFlag(flag: ReportFlag | string | null | undefined): boolean {
  return flag === '↑' || flag === '↓' || flag === '阳性' || flag === '异常'
}

/** text results that say "nothing abnormal" (the whole text, punctuation aside) */
const NORMAL_TEXT =
  /^(未见(明显)?异常|未见明显异常改变|未发现(明显)?异常|无(明显)?异常|正常|正常心电图|窦性心律[，,、\s]*正常心电图|心肺膈未见(明显)?异常|双肺未见(明显)?异常)[。.]?$/

/**
 * A text result (imaging, ECG, a doctor's examination) without a reference range: 正常 when it says
 * nothing abnormal was found ('未见明显异常', '正常心电图'), else null (only the report's own flag can
 * call a finding abnormal: the app informs, it does not diagnose).
 */
export function interpretTextResult(value: string | number | null | undefined): ReportFlag | null {
  if (value === null || value === undefined) return null
  const v = String(value).trim()
  return v && NORMAL_TEXT.test(v) ? '正常' : null
}

/** A report item as far as flags go (FHIR Observation: value, unit, referenceRange, interpretation). */
export interface ReportItemLike {
  value?: string | number | null
  unit?: string | null
  referenceRange?: string | null
  /** a flag the report already carries wins over interpretation */
  flag?: ReportFlag | string | null
}

/**
 * The item's flag: its own when it carries one, else {@link interpretReportValue} against the range,
 * else (a text result with no range) {@link interpretTextResult}.
 */
export function reportItemFlag(item: ReportItemLike): ReportFlag | null {
  if ((REPORT_FLAGS as readonly unknown[]).includes(item.flag)) return item.flag as ReportFlag
  const byRange = interpretReportValue(item.value, item.referenceRange, item.unit)
  if (byRange !== null) return byRange
  return item.referenceRange && item.referenceRange.trim() ? null : interpretTextResult(item.value)
}

/** The items with their flags, abnormal first (stable: the report's order is kept within each group). */
export function sortReportItems<T extends ReportItemLike>(items: readonly T[]): Array<T & { flag: ReportFlag | null }> {
  const flagged = items.map((item) => ({ ...item, flag: reportItemFlag(item) }))
  return [...flagged.filter((i) => isAbnormalFlag(i.flag)), ...flagged.filter((i) => !isAbnormalFlag(i.flag))]
}

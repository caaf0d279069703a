/**
 * What the health-record screens show of each vital kind (issue 13): labels, units, the record route, how a
 * reading reads, the chart's series and its reference band (REFERENCE_BANDS of src/domain/health.ts). Pure.
 */
import type { BodyData, BodyDataKind } from '@contract/health'
import {
  GLUCOSE_CONTEXT_LABELS,
  REFERENCE_BANDS,
  BMI_CATEGORY,
  roundTo,
  validateBloodPressure,
  validateGlucose,
  validateHeight,
  validatePulse,
  validateWeight,
  type GlucoseContext,
} from '@/domain/health'

export interface VitalInfo {
  kind: BodyDataKind
  label: string
  unit: string
  /** the spec route of its record page */
  route: '/pressureRecord' | '/bloodRecord' | '/heightRecord' | '/weightRecord'
  addText: string
}

export const VITALS: Record<BodyDataKind, VitalInfo> = {
  bloodPressure: { kind: 'bloodPressure', label: '血压', unit: 'mmHg', route: '/pressureRecord', addText: '记录血压' },
  bloodGlucose: { kind: 'bloodGlucose', label: '血糖', unit: 'mmol/L', route: '/bloodRecord', addText: '记录血糖' },
  height: { kind: 'height', label: '身高', unit: 'cm', route: '/heightRecord', addText: '记录身高' },
  weight: { kind: 'weight', label: '体重', unit: 'kg', route: '/weightRecord', addText: '记录体重' },
}
export const VITAL_ORDER: readonly BodyDataKind[] = ['bloodPressure', 'bloodGlucose', 'height', 'weight']

/** '128/82' · '6.1' · '172' · '74.5' */
export function readingValue(d: BodyData): string {
  switch (d.kind) {
    case 'bloodPressure':
      return `${d.systolic}/${d.diastolic}`
    case 'bloodGlucose':
      return (d.glucose ?? 0).toFixed(1)
    case 'height':
      return String(d.heightCm)
    case 'weight':
      return String(d.weightKg)
  }
}

/** the second line of a reading: 脉搏 72次/分 · 空腹 · BMI 24.0 */
export function readingNote(d: BodyData): string {
  if (d.kind === 'bloodPressure') return d.pulse !== null ? `脉搏 ${d.pulse}次/分` : ''
  if (d.kind === 'bloodGlucose') return d.glucoseContextStr
  if (d.kind === 'weight' && d.bmi !== null) return `BMI ${d.bmi.toFixed(1)}`
  return ''
}

/** 'MM-DD HH:mm' of 'YYYY-MM-DD HH:mm:ss' */
export const shortTime = (s: string) => s.slice(5, 16)

/** tag colour of a category: 正常 green, an impaired / high-normal / overweight amber, the rest red */
export function categoryTone(category: string): 'ok' | 'warn' | 'bad' | 'none' {
  if (!category) return 'none'
  if (category === '正常') return 'ok'
  if (['正常高值', '空腹血糖受损', '糖耐量异常', BMI_CATEGORY.OVERWEIGHT, BMI_CATEGORY.UNDERWEIGHT].includes(category)) return 'warn'
  return 'bad'
}

export interface ChartPoint {
  /** epoch ms */
  t: number
  value: number
  series: string
}
export interface ChartModel {
  points: ChartPoint[]
  /** the reference bands drawn behind the lines: [low, high] */
  bands: Array<{ low: number; high: number; color: string }>
  unit: string
  /** the x axis: the whole period shown (so gaps show), and how its ticks read */
  x?: { min: number; max: number; ticks: 'time' | 'date' }
}

const SERIES_COLORS = ['#1677FF', '#13C2C2']

/** 'YYYY-MM-DD HH:mm:ss' business wall time → a monotone number for the x axis (zone-free: the chart only orders) */
function wallMs(s: string): number {
  return Date.UTC(+s.slice(0, 4), +s.slice(5, 7) - 1, +s.slice(8, 10), +s.slice(11, 13), +s.slice(14, 16))
}

/**
 * The trend chart of readings (oldest first): blood pressure as two series (收缩压, 舒张压) with both bands of
 * REFERENCE_BANDS; glucose of one context with its band; weight with the band of BMI 18.5–24 at the member's
 * height (when known); height without a band.
 */
export function chartModel(
  kind: BodyDataKind,
  list: readonly BodyData[],
  opts: { glucoseContext?: GlucoseContext; heightCm?: number | null; period?: { from: string; to: string } } = {},
): ChartModel {
  const p = opts.period
  const x = p
    ? {
        min: wallMs(`${p.from} 00:00`),
        max: wallMs(`${p.to} 00:00`) + 86_400_000,
        ticks: p.from === p.to ? ('time' as const) : ('date' as const),
      }
    : undefined
  return { ...chartSeries(kind, list, opts), ...(x ? { x } : {}) }
}

function chartSeries(
  kind: BodyDataKind,
  list: readonly BodyData[],
  opts: { glucoseContext?: GlucoseContext; heightCm?: number | null },
): ChartModel {
  const at = (d: BodyData) => wallMs(d.measuredAt)
  switch (kind) {
    case 'bloodPressure':
      return {
        unit: 'mmHg',
        points: list.flatMap((d) => [
          { t: at(d), value: d.systolic ?? 0, series: '收缩压' },
          { t: at(d), value: d.diastolic ?? 0, series: '舒张压' },
        ]),
        bands: [
          { ...REFERENCE_BANDS.systolic, color: SERIES_COLORS[0] },
          { ...REFERENCE_BANDS.diastolic, color: SERIES_COLORS[1] },
        ],
      }
    case 'bloodGlucose': {
      const ctx = opts.glucoseContext ?? 'fasting'
      return {
        unit: 'mmol/L',
        points: list
          .filter((d) => d.glucoseContext === ctx)
          .map((d) => ({ t: at(d), value: d.glucose ?? 0, series: GLUCOSE_CONTEXT_LABELS[ctx] })),
        bands: [{ ...REFERENCE_BANDS.glucose[ctx], color: SERIES_COLORS[0] }],
      }
    }
    case 'height':
      return { unit: 'cm', points: list.map((d) => ({ t: at(d), value: d.heightCm ?? 0, series: '身高' })), bands: [] }
    case 'weight': {
      const m = opts.heightCm ? opts.heightCm / 100 : null
      return {
        unit: 'kg',
        points: list.map((d) => ({ t: at(d), value: d.weightKg ?? 0, series: '体重' })),
        bands: m
          ? [
              {
                low: roundTo(REFERENCE_BANDS.bmi.low * m * m, 1),
                high: roundTo(REFERENCE_BANDS.bmi.high * m * m, 1),
                color: SERIES_COLORS[0],
              },
            ]
          : [],
      }
    }
  }
}

export const SERIES_COLOR_LIST = SERIES_COLORS

/** the form of one reading, as typed */
export interface VitalFormValue {
  systolic: string
  diastolic: string
  pulse: string
  glucose: string
  glucoseContext: GlucoseContext | ''
  heightCm: string
  weightKg: string
  /** 'YYYY-MM-DD HH:mm' */
  measuredAt: string
}

/** the first message of src/domain/health.ts for the kind's fields, or null (the server checks the same) */
export function validateVitalForm(kind: BodyDataKind, v: VitalFormValue): string | null {
  switch (kind) {
    case 'bloodPressure':
      return validateBloodPressure(v.systolic, v.diastolic) ?? validatePulse(v.pulse)
    case 'bloodGlucose':
      return validateGlucose(v.glucose, v.glucoseContext || undefined)
    case 'height':
      return validateHeight(v.heightCm)
    case 'weight':
      return validateWeight(v.weightKg)
  }
}

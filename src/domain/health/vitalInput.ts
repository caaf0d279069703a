/**
 * Validation of vitals and dates as typed: each function returns a clear Chinese message or null.
 */
import { fullYearsOn, parseDateTime, formatDate, type DateInput } from '../time'
import {
  BIRTH_DATE_INVALID,
  BIRTH_DATE_IN_FUTURE,
  BIRTH_DATE_REQUIRED,
  BIRTH_DATE_TOO_EARLY,
  BP_DIASTOLIC_INVALID,
  BP_DIASTOLIC_NOT_BELOW_SYSTOLIC,
  BP_DIASTOLIC_REQUIRED,
  BP_NOT_INTEGER,
  BP_SYSTOLIC_INVALID,
  BP_SYSTOLIC_REQUIRED,
  GLUCOSE_CONTEXTS,
  GLUCOSE_CONTEXT_REQUIRED,
  GLUCOSE_INVALID,
  GLUCOSE_REQUIRED,
  type GlucoseContext,
  HEIGHT_INVALID,
  HEIGHT_REQUIRED,
  PULSE_INVALID,
  PULSE_REQUIRED,
  WEIGHT_INVALID,
  WEIGHT_REQUIRED,
  vitalRangeMessage,
} from './vitals'

// ================================================================ validation of vitals

/**
 * Plausible limits of what a person can record (inclusive). Wider than any normal range: they
 * refuse typos and impossible values (a systolic of 400, a height of 0), not illness.
 */
export const VITAL_LIMITS = {
  /** mmHg; home monitors measure about 0–299, values above 300 are not survivable readings */
  systolic: { min: 40, max: 300, unit: 'mmHg' },
  /** mmHg; below 20 no monitor reads a diastolic, above 200 is not a real reading */
  diastolic: { min: 20, max: 200, unit: 'mmHg' },
  /** beats per minute; monitors read about 30–240 */
  pulse: { min: 20, max: 250, unit: '次/分' },
  /** mmol/L; meters read about 1.1–33.3, hyperosmolar crises rarely exceed 50 in the lab; mg/dL typed as mmol/L (e.g. 110) is refused */
  glucose: { min: 0.5, max: 50, unit: 'mmol/L' },
  /** cm; from a premature newborn (~25 cm) to the tallest adults (~270 cm is the record) */
  height: { min: 20, max: 260, unit: '厘米' },
  /** kg; from a premature newborn (~0.5 kg) to severe obesity */
  weight: { min: 0.5, max: 400, unit: '公斤' },
} as const

type Parsed = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'ok'; value: number }

/** numbers, or numeric strings as typed ('120', ' 6.1 '); '' / null / undefined are empty */
function parseNumber(value: unknown): Parsed {
  if (value === null || value === undefined) return { kind: 'empty' }
  if (typeof value === 'number') return Number.isFinite(value) ? { kind: 'ok', value } : { kind: 'invalid' }
  if (typeof value !== 'string') return { kind: 'invalid' }
  const s = value.trim()
  if (!s) return { kind: 'empty' }
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(s)) return { kind: 'invalid' }
  return { kind: 'ok', value: Number(s) }
}

function validateNumber(
  value: unknown,
  messages: { required: string; invalid: string; label: string },
  limits: { min: number; max: number; unit: string },
  integer = false,
): string | null {
  const p = parseNumber(value)
  if (p.kind === 'empty') return messages.required
  if (p.kind === 'invalid') return messages.invalid
  if (integer && !Number.isInteger(p.value)) return BP_NOT_INTEGER
  if (p.value < limits.min || p.value > limits.max) return vitalRangeMessage(messages.label, limits.min, limits.max, limits.unit)
  return null
}

/**
 * A blood-pressure reading (numbers or numeric strings, whole mmHg): required, integers, systolic
 * 40–300, diastolic 20–200, and diastolic below systolic. Returns the first message or null.
 */
export function validateBloodPressure(systolic: unknown, diastolic: unknown): string | null {
  const e1 = validateNumber(
    systolic,
    { required: BP_SYSTOLIC_REQUIRED, invalid: BP_SYSTOLIC_INVALID, label: '收缩压' },
    VITAL_LIMITS.systolic,
    true,
  )
  if (e1) return e1
  const e2 = validateNumber(
    diastolic,
    { required: BP_DIASTOLIC_REQUIRED, invalid: BP_DIASTOLIC_INVALID, label: '舒张压' },
    VITAL_LIMITS.diastolic,
    true,
  )
  if (e2) return e2
  return Number(diastolic) >= Number(systolic) ? BP_DIASTOLIC_NOT_BELOW_SYSTOLIC : null
}

/** A pulse (whole beats per minute, 20–250). Optional unless `required`: empty → null. */
export function validatePulse(value: unknown, required = false): string | null {
  const p = parseNumber(value)
  if (p.kind === 'empty') return required ? PULSE_REQUIRED : null
  if (p.kind === 'ok' && !Number.isInteger(p.value)) return PULSE_INVALID
  return validateNumber(value, { required: PULSE_REQUIRED, invalid: PULSE_INVALID, label: '脉搏' }, VITAL_LIMITS.pulse)
}

/** True for one of the five glucose contexts. */
export function isGlucoseContext(value: unknown): value is GlucoseContext {
  return typeof value === 'string' && (GLUCOSE_CONTEXTS as readonly string[]).includes(value)
}

/**
 * A glucose reading in mmol/L (0.5–50); when `context` is passed (the server always does) it must
 * be one of the five contexts (请选择测量时段).
 */
export function validateGlucose(value: unknown, ...context: [] | [unknown]): string | null {
  const e = validateNumber(value, { required: GLUCOSE_REQUIRED, invalid: GLUCOSE_INVALID, label: '血糖值' }, VITAL_LIMITS.glucose)
  if (e) return e
  if (context.length && !isGlucoseContext(context[0])) return GLUCOSE_CONTEXT_REQUIRED
  return null
}

/** A height in cm (20–260). */
export function validateHeight(value: unknown): string | null {
  return validateNumber(value, { required: HEIGHT_REQUIRED, invalid: HEIGHT_INVALID, label: '身高' }, VITAL_LIMITS.height)
}

/** A weight in kg (0.5–400). */
export function validateWeight(value: unknown): string | null {
  return validateNumber(value, { required: WEIGHT_REQUIRED, invalid: WEIGHT_INVALID, label: '体重' }, VITAL_LIMITS.weight)
}

/** OWN: nobody recorded here is older than this (the service-person form allows ages up to 150 too). */
export const MAX_AGE_YEARS = 150

/**
 * A birth date ('YYYY-MM-DD' business date): 请选择出生日期 when empty, 出生日期格式不正确 when not a
 * date, 出生日期不能晚于今天 when after today (today itself is fine: a newborn), 出生日期不正确，请核对
 * when more than 150 years ago.
 */
export function validateBirthDate(value: string | null | undefined, today: DateInput = Date.now()): string | null {
  if (value === null || value === undefined || String(value).trim() === '') return BIRTH_DATE_REQUIRED
  const s = String(value).trim()
  const birth = /^\d{4}-\d{1,2}-\d{1,2}$/.test(s) ? parseDateTime(s) : null
  const now = parseDateTime(today)
  if (!birth || !now) return BIRTH_DATE_INVALID
  const b = formatDate(birth),
    t = formatDate(now)
  if (b > t) return BIRTH_DATE_IN_FUTURE
  if (fullYearsOn(b, now) > MAX_AGE_YEARS) return BIRTH_DATE_TOO_EARLY
  return null
}

/**
 * Health rules shared by the screens and the server (issue 13): blood pressure, blood glucose and
 * BMI categories, pregnancy weight gain, validation of vitals and dates, the FHIR/LOINC vocabulary
 * of vital kinds, and the age rules of minor protection. Pure TypeScript: no Taro, no React, no I/O.
 * Pregnancy dates and the prenatal schedule live in ./pregnancy, the vaccination programme in
 * ./vaccines; both are re-exported from here.
 *
 * Each threshold names its guideline beside it:
 * - 中国高血压防治指南（2018年修订版）(中国高血压防治指南修订委员会), 表 血压水平分类和定义;
 * - 中国2型糖尿病防治指南（2020年版）(中华医学会糖尿病学分会), 糖代谢状态分类 (静脉血浆葡萄糖) and 低血糖;
 * - WS/T 428-2013《成人体重判定》;
 * - WS/T 801-2022《妊娠期妇女体重增长推荐值标准》;
 * - SPEC §6 / §9: the platform is for 18+, children under 14 get extra protection.
 *
 * Classification functions take already-validated numbers (use the validate* functions on input
 * first: they return a clear Chinese message); they throw a RangeError on a non-finite number,
 * which is a programming error, never a user's.
 */
import { addDays, fullYearsOn, parseDateTime, formatDate, type DateInput } from './time'
import { birthDateFromIdNumber, validateIdNumber } from './validation'
import { gestationalAgeToDays, type GestationalAge } from './pregnancy'
import {
  HEALTH_GUARDIAN_CONSENT_REQUIRED,
  HEALTH_LABEL_CATEGORY_INVALID,
  HEALTH_LABEL_INVALID,
  HEALTH_MEMBER_NAME_INVALID,
  HEALTH_MEMBER_NAME_REQUIRED,
  HEALTH_MEMBER_RELATION_REQUIRED,
  MEDICAL_HISTORY_NAME_REQUIRED,
  MEDICAL_HISTORY_NAME_TOO_LONG,
  MEDICAL_HISTORY_NOTE_TOO_LONG,
  MEDICAL_HISTORY_SINCE_INVALID,
  MEDICAL_HISTORY_TYPE_REQUIRED,
} from './messages/health'
import { SEX_REQUIRED } from './messages/person'

export * from './pregnancy'
export * from './vaccines'

// ================================================================ messages (OWN, to move into the catalogue)

/** OWN: empty systolic pressure */
export const BP_SYSTOLIC_REQUIRED = '请输入收缩压（高压）'
/** OWN: empty diastolic pressure */
export const BP_DIASTOLIC_REQUIRED = '请输入舒张压（低压）'
/** OWN: a blood pressure that is not a number */
export const BP_SYSTOLIC_INVALID = '请输入正确的收缩压（高压）'
export const BP_DIASTOLIC_INVALID = '请输入正确的舒张压（低压）'
/** OWN: monitors show whole mmHg */
export const BP_NOT_INTEGER = '血压值请输入整数'
/** OWN: diastolic ≥ systolic is impossible (or the two fields are swapped) */
export const BP_DIASTOLIC_NOT_BELOW_SYSTOLIC = '舒张压（低压）应低于收缩压（高压），请核对后重新输入'
/** OWN: pulse */
export const PULSE_REQUIRED = '请输入脉搏'
export const PULSE_INVALID = '请输入正确的脉搏（整数）'
/** OWN: glucose */
export const GLUCOSE_REQUIRED = '请输入血糖值'
export const GLUCOSE_INVALID = '请输入正确的血糖值'
export const GLUCOSE_CONTEXT_REQUIRED = '请选择测量时段'
/** OWN: height / weight */
export const HEIGHT_REQUIRED = '请输入身高'
export const HEIGHT_INVALID = '请输入正确的身高'
export const WEIGHT_REQUIRED = '请输入体重'
export const WEIGHT_INVALID = '请输入正确的体重'
/** OWN: birth date of a family member or child */
export const BIRTH_DATE_REQUIRED = '请选择出生日期'
export const BIRTH_DATE_INVALID = '出生日期格式不正确'
export const BIRTH_DATE_IN_FUTURE = '出生日期不能晚于今天'
export const BIRTH_DATE_TOO_EARLY = '出生日期不正确，请核对'

/** OWN: '收缩压应在40-300mmHg之间，请核对后重新输入' */
export function vitalRangeMessage(label: string, min: number, max: number, unit: string): string {
  return `${label}应在${min}-${max}${unit}之间，请核对后重新输入`
}

// ================================================================ blood pressure

/** The categories of 中国高血压防治指南（2018年修订版）. */
export const BP_CATEGORY = {
  NORMAL: '正常',
  HIGH_NORMAL: '正常高值',
  GRADE_1: '1级高血压',
  GRADE_2: '2级高血压',
  GRADE_3: '3级高血压',
  ISOLATED_SYSTOLIC: '单纯收缩期高血压',
} as const
export type BloodPressureCategory = (typeof BP_CATEGORY)[keyof typeof BP_CATEGORY]

/** 0 正常, 1 正常高值, 2 1级, 3 2级, 4 3级 of one value (mmHg, office measurement) */
function systolicLevel(sbp: number): number {
  if (sbp >= 180) return 4 // 中国高血压防治指南2018: 3级高血压 SBP ≥ 180
  if (sbp >= 160) return 3 // 中国高血压防治指南2018: 2级高血压 SBP 160–179
  if (sbp >= 140) return 2 // 中国高血压防治指南2018: 1级高血压 SBP 140–159 (高血压: SBP ≥ 140)
  if (sbp >= 120) return 1 // 中国高血压防治指南2018: 正常高值 SBP 120–139
  return 0 //                  中国高血压防治指南2018: 正常血压 SBP < 120
}
function diastolicLevel(dbp: number): number {
  if (dbp >= 110) return 4 // 中国高血压防治指南2018: 3级高血压 DBP ≥ 110
  if (dbp >= 100) return 3 // 中国高血压防治指南2018: 2级高血压 DBP 100–109
  if (dbp >= 90) return 2 //  中国高血压防治指南2018: 1级高血压 DBP 90–99 (高血压: DBP ≥ 90)
  if (dbp >= 80) return 1 //  中国高血压防治指南2018: 正常高值 DBP 80–89
  return 0 //                  中国高血压防治指南2018: 正常血压 DBP < 80
}

function requireFinite(fn: string, ...values: number[]): void {
  for (const v of values)
    if (typeof v !== 'number' || !Number.isFinite(v)) throw new RangeError(`${fn}: not a finite number (${String(v)})`)
}

/** 中国高血压防治指南2018: 单纯收缩期高血压 = SBP ≥ 140 and DBP < 90 */
export function isIsolatedSystolicHypertension(systolic: number, diastolic: number): boolean {
  requireFinite('isIsolatedSystolicHypertension', systolic, diastolic)
  return systolic >= 140 && diastolic < 90
}

/**
 * The hypertension grade 0-3 (0 = no hypertension): when SBP and DBP fall in different grades the
 * higher counts (中国高血压防治指南2018); isolated systolic hypertension is graded by its SBP, as the
 * guideline allows (单纯收缩期高血压也可按照收缩压水平分为1、2、3级).
 */
export function bloodPressureGrade(systolic: number, diastolic: number): 0 | 1 | 2 | 3 {
  requireFinite('bloodPressureGrade', systolic, diastolic)
  return Math.max(0, Math.max(systolicLevel(systolic), diastolicLevel(diastolic)) - 1) as 0 | 1 | 2 | 3
}

/**
 * Office blood-pressure category per 中国高血压防治指南（2018年修订版）, mmHg: 正常 (< 120 and < 80),
 * 正常高值 (120–139 and/or 80–89), 1级高血压 (140–159 and/or 90–99), 2级高血压 (160–179 and/or
 * 100–109), 3级高血压 (≥ 180 and/or ≥ 110); when the two values fall in different categories the
 * higher counts. Isolated systolic hypertension (SBP ≥ 140 with DBP < 90) is returned as
 * 单纯收缩期高血压 whatever its SBP grade; its grade is {@link bloodPressureGrade}.
 */
export function classifyBloodPressure(systolic: number, diastolic: number): string {
  requireFinite('classifyBloodPressure', systolic, diastolic)
  if (isIsolatedSystolicHypertension(systolic, diastolic)) return BP_CATEGORY.ISOLATED_SYSTOLIC
  switch (Math.max(systolicLevel(systolic), diastolicLevel(diastolic))) {
    case 0:
      return BP_CATEGORY.NORMAL
    case 1:
      return BP_CATEGORY.HIGH_NORMAL
    case 2:
      return BP_CATEGORY.GRADE_1
    case 3:
      return BP_CATEGORY.GRADE_2
    default:
      return BP_CATEGORY.GRADE_3
  }
}

/** 中国高血压防治指南2018: home readings mean hypertension from 135/85 mmHg (家庭血压 ≥ 135/85). */
export const HOME_BP_THRESHOLD = { systolic: 135, diastolic: 85 } as const

/** A home reading at or above the home threshold 135/85 mmHg (中国高血压防治指南2018). */
export function isHomeBloodPressureHigh(systolic: number, diastolic: number): boolean {
  requireFinite('isHomeBloodPressureHigh', systolic, diastolic)
  return systolic >= HOME_BP_THRESHOLD.systolic || diastolic >= HOME_BP_THRESHOLD.diastolic
}

// ================================================================ blood glucose

/** The measurement context of a glucose reading (as Android Health Connect models it). */
export type GlucoseContext = 'fasting' | 'beforeMeal' | 'after2h' | 'random' | 'bedtime'
export const GLUCOSE_CONTEXTS: readonly GlucoseContext[] = ['fasting', 'beforeMeal', 'after2h', 'random', 'bedtime']
export const GLUCOSE_CONTEXT_LABELS: Record<GlucoseContext, string> = {
  fasting: '空腹',
  beforeMeal: '餐前',
  after2h: '餐后2小时',
  random: '随机',
  bedtime: '睡前',
}

export const GLUCOSE_CATEGORY = {
  NORMAL: '正常',
  IMPAIRED_FASTING: '空腹血糖受损',
  IMPAIRED_TOLERANCE: '糖耐量异常',
  DIABETES: '糖尿病',
} as const
export type GlucoseCategory = (typeof GLUCOSE_CATEGORY)[keyof typeof GLUCOSE_CATEGORY]

/**
 * Glucose category of one venous-plasma value in mmol/L per 中国2型糖尿病防治指南（2020年版）:
 * - fasting: < 6.1 正常, 6.1–< 7.0 空腹血糖受损, ≥ 7.0 糖尿病;
 * - after2h (2 h after a meal / OGTT 2 h): < 7.8 正常, 7.8–< 11.1 糖耐量异常, ≥ 11.1 糖尿病;
 * - beforeMeal: OWN choice, classified like fasting (a pre-meal value is taken several hours after
 *   the last meal; the guideline only defines fasting = at least 8 h without calories);
 * - random and bedtime: OWN choice, ≥ 11.1 糖尿病 (the guideline's random-glucose criterion, which
 *   needs typical symptoms to diagnose) else 正常 — no impaired category exists for them.
 * A category is a screening hint, never a diagnosis (diagnosis needs a repeat on another day and
 * typical symptoms). Capillary meter values are close to but not the same as venous plasma.
 * Hypoglycaemia is reported separately by {@link isHypoglycemia}.
 */
export function classifyGlucose(mmolPerL: number, context: 'fasting' | 'beforeMeal' | 'after2h' | 'random' | 'bedtime'): string {
  requireFinite('classifyGlucose', mmolPerL)
  switch (context) {
    case 'fasting':
    case 'beforeMeal':
      if (mmolPerL >= 7.0) return GLUCOSE_CATEGORY.DIABETES // 2型糖尿病防治指南2020: 空腹 ≥ 7.0 糖尿病
      if (mmolPerL >= 6.1) return GLUCOSE_CATEGORY.IMPAIRED_FASTING // 2型糖尿病防治指南2020: 空腹 6.1–< 7.0 空腹血糖受损
      return GLUCOSE_CATEGORY.NORMAL // 2型糖尿病防治指南2020: 空腹 < 6.1 正常
    case 'after2h':
      if (mmolPerL >= 11.1) return GLUCOSE_CATEGORY.DIABETES // 2型糖尿病防治指南2020: 2h ≥ 11.1 糖尿病
      if (mmolPerL >= 7.8) return GLUCOSE_CATEGORY.IMPAIRED_TOLERANCE // 2型糖尿病防治指南2020: 2h 7.8–< 11.1 糖耐量异常
      return GLUCOSE_CATEGORY.NORMAL // 2型糖尿病防治指南2020: 2h < 7.8 正常
    case 'random':
    case 'bedtime':
      return mmolPerL >= 11.1 ? GLUCOSE_CATEGORY.DIABETES : GLUCOSE_CATEGORY.NORMAL // 2型糖尿病防治指南2020: 随机血糖 ≥ 11.1
    default:
      throw new RangeError(`classifyGlucose: unknown context ${String(context)}`)
  }
}

/**
 * Hypoglycaemia per 中国2型糖尿病防治指南（2020年版）: for a person with diabetes any value
 * < 3.9 mmol/L (level 1: 3.0–< 3.9, level 2: < 3.0); for a person without diabetes < 2.8 mmol/L.
 */
export function isHypoglycemia(mmolPerL: number, diabetic = true): boolean {
  requireFinite('isHypoglycemia', mmolPerL)
  return mmolPerL < (diabetic ? 3.9 : 2.8) // 2型糖尿病防治指南2020: 糖尿病患者 < 3.9, 非糖尿病患者 < 2.8
}

/** 中国2型糖尿病防治指南2020: HbA1c ≥ 6.5 % is in the diabetes range (with standardized assays). */
export function isHbA1cDiabetic(percent: number): boolean {
  requireFinite('isHbA1cDiabetic', percent)
  return percent >= 6.5 // 2型糖尿病防治指南2020: HbA1c ≥ 6.5%
}

// ================================================================ BMI

export const BMI_CATEGORY = { UNDERWEIGHT: '偏瘦', NORMAL: '正常', OVERWEIGHT: '超重', OBESE: '肥胖' } as const
export type BmiCategory = (typeof BMI_CATEGORY)[keyof typeof BMI_CATEGORY]

/** rounds half away from zero to `places` decimals, immune to binary float error (23.95 → 24.0, 1.005 → 1.01) */
export function roundTo(value: number, places: number): number {
  const f = 10 ** places
  const r = Math.round(Math.abs(value) * f * (1 + Number.EPSILON)) / f
  return r === 0 ? 0 : value < 0 ? -r : r // half away from zero; never -0
}

/**
 * Body-mass index kg/m² with one decimal (half up). Throws a RangeError unless both values are
 * positive finite numbers (validate with {@link validateHeight} / {@link validateWeight} first).
 */
export function bmi(heightCm: number, weightKg: number): number {
  requireFinite('bmi', heightCm, weightKg)
  if (heightCm <= 0 || weightKg <= 0) throw new RangeError(`bmi: height and weight must be positive (${heightCm}, ${weightKg})`)
  const m = heightCm / 100
  return roundTo(weightKg / (m * m), 1)
}

/**
 * Adult BMI category per WS/T 428-2013《成人体重判定》: < 18.5 偏瘦 (体重过低), 18.5–< 24.0 正常,
 * 24.0–< 28.0 超重, ≥ 28.0 肥胖. For adults (18+) only: children use WS/T 586-2018 by age and sex.
 * Classify the displayed one-decimal value ({@link bmi}) so the label matches the number shown.
 */
export function classifyBmi(bmi: number): string {
  requireFinite('classifyBmi', bmi)
  if (bmi < 18.5) return BMI_CATEGORY.UNDERWEIGHT // WS/T 428-2013: BMI < 18.5 体重过低
  if (bmi < 24) return BMI_CATEGORY.NORMAL // WS/T 428-2013: 18.5 ≤ BMI < 24.0 体重正常
  if (bmi < 28) return BMI_CATEGORY.OVERWEIGHT // WS/T 428-2013: 24.0 ≤ BMI < 28.0 超重
  return BMI_CATEGORY.OBESE // WS/T 428-2013: BMI ≥ 28.0 肥胖
}

// ================================================================ pregnancy weight gain (WS/T 801-2022)

/** One row of WS/T 801-2022 表1 (kg), singleton pregnancy, by pre-pregnancy BMI (WS/T 428 groups). */
export interface PregnancyWeightGainStandard {
  /** pre-pregnancy BMI group (classifyBmi of the pre-pregnancy BMI) */
  group: BmiCategory
  /** total gain over the whole pregnancy */
  totalMin: number
  totalMax: number
  /** gain in the first trimester (< 14 weeks) */
  firstTrimesterMin: number
  firstTrimesterMax: number
  /** weekly gain in the second and third trimesters (from 14 weeks): range and mean */
  weeklyMin: number
  weeklyMax: number
  weeklyMean: number
}

/**
 * WS/T 801-2022《妊娠期妇女体重增长推荐值标准》表1 (figures as published; check against the standard
 * text before changing): 妊娠早期 0–2.0 kg for every group; 妊娠中晚期 weekly gain mean (range).
 */
export const PREGNANCY_WEIGHT_GAIN: Readonly<Record<BmiCategory, PregnancyWeightGainStandard>> = {
  // WS/T 801-2022: 低体重 (BMI < 18.5) 总增长 11.0–16.0, 中晚期每周 0.46 (0.37–0.56)
  偏瘦: {
    group: '偏瘦',
    totalMin: 11,
    totalMax: 16,
    firstTrimesterMin: 0,
    firstTrimesterMax: 2,
    weeklyMin: 0.37,
    weeklyMax: 0.56,
    weeklyMean: 0.46,
  },
  // WS/T 801-2022: 正常体重 (18.5 ≤ BMI < 24.0) 总增长 8.0–14.0, 中晚期每周 0.37 (0.26–0.48)
  正常: {
    group: '正常',
    totalMin: 8,
    totalMax: 14,
    firstTrimesterMin: 0,
    firstTrimesterMax: 2,
    weeklyMin: 0.26,
    weeklyMax: 0.48,
    weeklyMean: 0.37,
  },
  // WS/T 801-2022: 超重 (24.0 ≤ BMI < 28.0) 总增长 7.0–11.0, 中晚期每周 0.30 (0.22–0.37)
  超重: {
    group: '超重',
    totalMin: 7,
    totalMax: 11,
    firstTrimesterMin: 0,
    firstTrimesterMax: 2,
    weeklyMin: 0.22,
    weeklyMax: 0.37,
    weeklyMean: 0.3,
  },
  // WS/T 801-2022: 肥胖 (BMI ≥ 28.0) 总增长 5.0–9.0, 中晚期每周 0.22 (0.15–0.30)
  肥胖: {
    group: '肥胖',
    totalMin: 5,
    totalMax: 9,
    firstTrimesterMin: 0,
    firstTrimesterMax: 2,
    weeklyMin: 0.15,
    weeklyMax: 0.3,
    weeklyMean: 0.22,
  },
}

/** The WS/T 801-2022 row of a pre-pregnancy BMI. */
export function pregnancyWeightGainStandard(prePregnancyBmi: number): PregnancyWeightGainStandard {
  return PREGNANCY_WEIGHT_GAIN[classifyBmi(prePregnancyBmi) as BmiCategory]
}

/** the first day of the second trimester: 14⁺⁰ weeks (妊娠中期 from 14 weeks) */
const SECOND_TRIMESTER_DAY = 14 * 7

/**
 * The recommended cumulative gain (kg, one decimal) at a gestational age, from WS/T 801-2022:
 * - before 14 weeks: the first-trimester range 0–2.0 kg;
 * - from 14 weeks (t = weeks + days / 7): min = weeklyMin × (t − 14),
 *   max = 2.0 + weeklyMax × (t − 14), capped at the total maximum.
 * The standard gives the total and weekly ranges separately; this interpolation (lower bound
 * assuming no first-trimester gain, upper bound the full 2 kg) is OWN and documented so the screen
 * and the server agree. Near term the lower bound is below the total minimum: show the total range too.
 */
export function pregnancyWeightGainRange(prePregnancyBmi: number, gestationalAge: GestationalAge): { min: number; max: number } {
  const s = pregnancyWeightGainStandard(prePregnancyBmi)
  const day = gestationalAgeToDays(gestationalAge)
  if (day < SECOND_TRIMESTER_DAY) return { min: s.firstTrimesterMin, max: s.firstTrimesterMax }
  const t = (day - SECOND_TRIMESTER_DAY) / 7
  return {
    min: roundTo(s.firstTrimesterMin + s.weeklyMin * t, 1),
    max: roundTo(Math.min(s.totalMax, s.firstTrimesterMax + s.weeklyMax * t), 1),
  }
}

export type WeightGainStatus = '偏低' | '正常' | '偏高'

export interface PregnancyWeightCheck {
  prePregnancyBmi: number
  standard: PregnancyWeightGainStandard
  /** weight − pre-pregnancy weight, kg, one decimal */
  gainKg: number
  /** recommended cumulative gain at this gestational age */
  range: { min: number; max: number }
  /** 偏低 below the range, 偏高 above it, else 正常 */
  status: WeightGainStatus
}

/**
 * Whether a pregnant woman's weight is inside the WS/T 801-2022 range for her gestational age.
 * Heights and weights must be validated first (a RangeError otherwise).
 */
export function checkPregnancyWeightGain(input: {
  heightCm: number
  prePregnancyWeightKg: number
  weightKg: number
  gestationalAge: GestationalAge
}): PregnancyWeightCheck {
  requireFinite('checkPregnancyWeightGain', input.weightKg)
  const prePregnancyBmi = bmi(input.heightCm, input.prePregnancyWeightKg)
  const range = pregnancyWeightGainRange(prePregnancyBmi, input.gestationalAge)
  const gainKg = roundTo(input.weightKg - input.prePregnancyWeightKg, 1)
  const status: WeightGainStatus = gainKg < range.min ? '偏低' : gainKg > range.max ? '偏高' : '正常'
  return { prePregnancyBmi, standard: pregnancyWeightGainStandard(prePregnancyBmi), gainKg, range, status }
}

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

// ================================================================ FHIR / LOINC vocabulary

/** LOINC codes used as the internal vocabulary of vital kinds and pregnancy facts (http://loinc.org). */
export const LOINC = {
  /** Blood pressure panel with all children optional */
  BLOOD_PRESSURE_PANEL: '85354-9',
  /** Systolic blood pressure */
  SYSTOLIC: '8480-6',
  /** Diastolic blood pressure */
  DIASTOLIC: '8462-4',
  /** Heart rate */
  HEART_RATE: '8867-4',
  /** Body weight */
  BODY_WEIGHT: '29463-7',
  /** Body height */
  BODY_HEIGHT: '8302-2',
  /** Body mass index (BMI) [Ratio] */
  BMI: '39156-5',
  /** Glucose [Moles/volume] in Blood — the context is a separate field (see GLUCOSE_CONTEXTS) */
  GLUCOSE: '15074-8',
  /** Last menstrual period start date */
  LAST_MENSTRUAL_PERIOD: '8665-2',
  /** Delivery date Estimated */
  DUE_DATE: '11778-8',
  /** Gestational age in weeks (UNSURE: 49051-6; check before an external FHIR export) */
  GESTATIONAL_AGE: '49051-6',
} as const

export const LOINC_SYSTEM = 'http://loinc.org'
export const UCUM_SYSTEM = 'http://unitsofmeasure.org'

/** The vital kinds of the health record. */
export type VitalKind = 'bloodPressure' | 'bloodGlucose' | 'bodyHeight' | 'bodyWeight' | 'heartRate' | 'bmi'

export interface VitalKindInfo {
  kind: VitalKind
  /** LOINC code of the observation (the panel for blood pressure) */
  code: string
  /** components of a panel (blood pressure: systolic, diastolic) */
  components?: ReadonlyArray<{ name: 'systolic' | 'diastolic'; code: string }>
  /** UCUM unit code and the unit shown */
  ucum: string
  unit: string
  /** FHIR observation category */
  category: 'vital-signs' | 'laboratory'
  label: string
}

/** FHIR Observation vocabulary of each vital kind (codes from NOTES-health.md, checked against LOINC names). */
export const VITAL_KINDS: Readonly<Record<VitalKind, VitalKindInfo>> = {
  bloodPressure: {
    kind: 'bloodPressure',
    code: LOINC.BLOOD_PRESSURE_PANEL,
    components: [
      { name: 'systolic', code: LOINC.SYSTOLIC },
      { name: 'diastolic', code: LOINC.DIASTOLIC },
    ],
    ucum: 'mm[Hg]',
    unit: 'mmHg',
    category: 'vital-signs',
    label: '血压',
  },
  bloodGlucose: { kind: 'bloodGlucose', code: LOINC.GLUCOSE, ucum: 'mmol/L', unit: 'mmol/L', category: 'laboratory', label: '血糖' },
  bodyHeight: { kind: 'bodyHeight', code: LOINC.BODY_HEIGHT, ucum: 'cm', unit: 'cm', category: 'vital-signs', label: '身高' },
  bodyWeight: { kind: 'bodyWeight', code: LOINC.BODY_WEIGHT, ucum: 'kg', unit: 'kg', category: 'vital-signs', label: '体重' },
  heartRate: { kind: 'heartRate', code: LOINC.HEART_RATE, ucum: '/min', unit: '次/分', category: 'vital-signs', label: '心率' },
  bmi: { kind: 'bmi', code: LOINC.BMI, ucum: 'kg/m2', unit: 'kg/m²', category: 'vital-signs', label: 'BMI' },
}

/** The vital kind of a LOINC code (components map to blood pressure); null when unknown. */
export function vitalKindOfCode(code: string): VitalKind | null {
  if (code === LOINC.SYSTOLIC || code === LOINC.DIASTOLIC) return 'bloodPressure'
  for (const info of Object.values(VITAL_KINDS)) if (info.code === code) return info.kind
  return null
}

/**
 * The band drawn behind a trend chart, [low, high): the range no category flags.
 * - systolic 90–140 / diastolic 60–90 mmHg: below the hypertension thresholds (中国高血压防治指南2018;
 *   120/80 is the top of 正常, drawn as a line if wanted); below 90/60 is the usual low-BP cut-off;
 * - glucose from 3.9 (hypoglycaemia, 2型糖尿病防治指南2020) to the context's first abnormal value;
 * - BMI 18.5–24 (WS/T 428-2013); heart rate 60–100 /min (adult resting, conventional).
 */
export const REFERENCE_BANDS = {
  systolic: { low: 90, high: 140 },
  diastolic: { low: 60, high: 90 },
  heartRate: { low: 60, high: 100 },
  bmi: { low: 18.5, high: 24 },
  glucose: {
    fasting: { low: 3.9, high: 6.1 },
    beforeMeal: { low: 3.9, high: 6.1 },
    after2h: { low: 3.9, high: 7.8 },
    random: { low: 3.9, high: 11.1 },
    bedtime: { low: 3.9, high: 11.1 },
  },
} as const

// ================================================================ minor protection (SPEC §6, §9)

/** SPEC §6/§9: the platform is for people aged 18 or over */
export const ADULT_AGE = 18
/** SPEC §6/§9 (and PIPL art. 31): under 14 needs a guardian's consent and extra protection */
export const CHILD_PROTECTION_AGE = 14

const ID_LIKE = /^(\d{15}|\d{17}[\dXx])$/

/**
 * Full years on the business date of `today` of someone given by an ID number (18 digits; a
 * 15-digit number reads its birth date as 19YYMMDD) or a birth date 'YYYY-MM-DD'; null when the
 * value is not a valid ID number / date or the birth is after today.
 */
export function ageOf(birthDateOrIdNumber: string | null | undefined, today: DateInput = Date.now()): number | null {
  const s = (birthDateOrIdNumber ?? '').trim()
  const now = parseDateTime(today)
  if (!s || !now) return null
  let birth: string | null
  if (ID_LIKE.test(s)) {
    if (validateIdNumber(s, now) !== null) return null
    birth = s.length === 18 ? birthDateFromIdNumber(s, now) : `19${s.slice(6, 8)}-${s.slice(8, 10)}-${s.slice(10, 12)}`
  } else {
    birth = validateBirthDate(s, now) === null ? formatDate(s) : null
  }
  return birth ? fullYearsOn(birth, now) : null
}

/**
 * Under 18 (SPEC §6). Fails safe: true when the age cannot be determined (no or invalid birth
 * date / ID number), so protection applies until a valid one is given.
 */
export function isMinor(birthDateOrIdNumber: string | null | undefined, today: DateInput = Date.now()): boolean {
  const age = ageOf(birthDateOrIdNumber, today)
  return age === null || age < ADULT_AGE
}

/**
 * Under 14: adding or recording this person needs the guardian's explicit consent (SPEC §6 / §9,
 * PIPL art. 31). Fails safe like {@link isMinor}.
 */
export function needsGuardianConsent(birthDateOrIdNumber: string | null | undefined, today: DateInput = Date.now()): boolean {
  const age = ageOf(birthDateOrIdNumber, today)
  return age === null || age < CHILD_PROTECTION_AGE
}

// ================================================================ family members (consultationer)

/** How a family member relates to the account holder (FHIR RelatedPerson relationship, simplified). */
export type MemberRelation = 'self' | 'spouse' | 'parent' | 'child' | 'other'
export const MEMBER_RELATIONS: readonly MemberRelation[] = ['self', 'spouse', 'parent', 'child', 'other']
export const MEMBER_RELATION_LABELS: Record<MemberRelation, string> = {
  self: '本人',
  spouse: '配偶',
  parent: '父母',
  child: '子女',
  other: '其他',
}

const MEMBER_NAME = /^[\u4e00-\u9fa5A-Za-z·• ]{1,20}$/

export interface MemberInput {
  name?: unknown
  relation?: unknown
  sex?: unknown
  birthDate?: string | null
  /** the guardian's explicit consent, needed when the member is under 14 (PIPL art. 31, SPEC §6) */
  guardianConsent?: boolean
}

/**
 * A family member form: name (Chinese, letters, ·; 1–20), relation, sex 1/2, birth date (validateBirthDate), and for a
 * child under 14 (needsGuardianConsent) the guardian's consent. The first message or null. The separate consent for
 * health data is checked where health data are stored (the member itself may be kept without it).
 */
export function validateMember(input: MemberInput, today: DateInput = Date.now()): string | null {
  const name = typeof input.name === 'string' ? input.name.trim() : ''
  if (!name) return HEALTH_MEMBER_NAME_REQUIRED
  if (!MEMBER_NAME.test(name)) return HEALTH_MEMBER_NAME_INVALID
  if (typeof input.relation !== 'string' || !(MEMBER_RELATIONS as readonly string[]).includes(input.relation))
    return HEALTH_MEMBER_RELATION_REQUIRED
  if (input.sex !== 1 && input.sex !== 2) return SEX_REQUIRED
  const e = validateBirthDate(input.birthDate, today)
  if (e) return e
  if (needsGuardianConsent(input.birthDate, today) && input.guardianConsent !== true) return HEALTH_GUARDIAN_CONSENT_REQUIRED
  return null
}

// ================================================================ record periods (list by day / week / month)

export type RecordRange = 'day' | 'week' | 'month'
export const RECORD_RANGES: readonly RecordRange[] = ['day', 'week', 'month']
export const RECORD_RANGE_LABELS: Record<RecordRange, string> = { day: '日', week: '周', month: '月' }

/**
 * The business dates [from, to] (inclusive) of the day, the week (Monday to Sunday, as Chinese calendars count) or the
 * calendar month that contains `date` ('YYYY-MM-DD'); null when the date is invalid.
 */
export function recordPeriod(range: RecordRange, date: string): { from: string; to: string } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!m || addDays(date, 0) !== date) return null
  const [y, mo, d] = [+m[1], +m[2], +m[3]]
  if (range === 'day') return { from: date, to: date }
  if (range === 'week') {
    const weekday = new Date(Date.UTC(y, mo - 1, d)).getUTCDay() // 0 = Sunday
    const from = addDays(date, -((weekday + 6) % 7)) as string
    return { from, to: addDays(from, 6) as string }
  }
  const last = new Date(Date.UTC(y, mo, 0)).getUTCDate()
  const ym = `${m[1]}-${m[2]}`
  return { from: `${ym}-01`, to: `${ym}-${String(last).padStart(2, '0')}` }
}

// ================================================================ tags (/addLabel) and medical history

export type LabelCategory = 'chronic' | 'allergy' | 'custom'
export const LABEL_CATEGORIES: readonly LabelCategory[] = ['chronic', 'allergy', 'custom']
export const LABEL_CATEGORY_LABELS: Record<LabelCategory, string> = { chronic: '慢性病', allergy: '过敏', custom: '自定义' }
/** the choices /addLabel offers before the patient's own tags */
export const PRESET_LABELS: Record<Exclude<LabelCategory, 'custom'>, readonly string[]> = {
  chronic: ['高血压', '糖尿病', '冠心病', '高血脂', '慢阻肺', '哮喘', '痛风', '慢性肾病'],
  allergy: ['青霉素过敏', '头孢过敏', '磺胺过敏', '海鲜过敏', '花粉过敏', '尘螨过敏'],
}

/** one tag: a known category and 1–10 characters once trimmed; the first message or null */
export function validateLabel(category: unknown, name: unknown): string | null {
  if (typeof category !== 'string' || !(LABEL_CATEGORIES as readonly string[]).includes(category)) return HEALTH_LABEL_CATEGORY_INVALID
  const n = typeof name === 'string' ? name.trim() : ''
  return n.length >= 1 && [...n].length <= 10 ? null : HEALTH_LABEL_INVALID
}

export type MedicalHistoryType = 'past' | 'surgery' | 'family'
export const MEDICAL_HISTORY_TYPES: readonly MedicalHistoryType[] = ['past', 'surgery', 'family']
export const MEDICAL_HISTORY_TYPE_LABELS: Record<MedicalHistoryType, string> = { past: '既往病史', surgery: '手术史', family: '家族病史' }

/**
 * One medical-history entry: a type, a name (1–30), an optional note (≤ 200) and an optional time 'YYYY', 'YYYY-MM' or
 * 'YYYY-MM-DD' not after today. The first message or null.
 */
export function validateMedicalHistory(
  input: { type?: unknown; name?: unknown; since?: unknown; note?: unknown },
  today: DateInput = Date.now(),
): string | null {
  if (typeof input.type !== 'string' || !(MEDICAL_HISTORY_TYPES as readonly string[]).includes(input.type))
    return MEDICAL_HISTORY_TYPE_REQUIRED
  const name = typeof input.name === 'string' ? input.name.trim() : ''
  if (!name) return MEDICAL_HISTORY_NAME_REQUIRED
  if ([...name].length > 30) return MEDICAL_HISTORY_NAME_TOO_LONG
  if (typeof input.note === 'string' && [...input.note.trim()].length > 200) return MEDICAL_HISTORY_NOTE_TOO_LONG
  const since = typeof input.since === 'string' ? input.since.trim() : ''
  if (since) {
    const m = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(since)
    if (!m) return MEDICAL_HISTORY_SINCE_INVALID
    const full = `${m[1]}-${m[2] ?? '01'}-${m[3] ?? '01'}`
    const now = parseDateTime(today)
    if (addDays(full, 0) !== full || !now || full > formatDate(now) || +m[1] < 1900) return MEDICAL_HISTORY_SINCE_INVALID
  }
  return null
}

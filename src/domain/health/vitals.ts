/**
 * Blood pressure (中国高血压防治指南2018), blood glucose (中国2型糖尿病防治指南2020) and BMI (WS/T 428-2013)
 * categories, and the vitals' own messages (index.ts lists the guidelines).
 */
import { requireFinite } from './finite'

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

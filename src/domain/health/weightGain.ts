/**
 * Pregnancy weight gain by pre-pregnancy BMI (WS/T 801-2022《妊娠期妇女体重增长推荐值标准》).
 */
import { gestationalAgeToDays, type GestationalAge } from '../pregnancy'
import { requireFinite } from './finite'
import { type BmiCategory, bmi, classifyBmi, roundTo } from './vitals'

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

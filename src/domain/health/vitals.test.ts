/**
 * Blood pressure, glucose and BMI categories (src/domain/health/vitals.ts): every threshold on both sides.
 * Dates are business (China) dates whatever the host zone — instants are written in UTC ('…Z') so the tables
 * mean the same under TZ=UTC and TZ=Asia/Shanghai (run both).
 */
import {
  bloodPressureGrade,
  bmi,
  classifyBloodPressure,
  classifyBmi,
  classifyGlucose,
  isHbA1cDiabetic,
  isHomeBloodPressureHigh,
  isHypoglycemia,
  roundTo,
  type GlucoseContext,
} from './vitals'

describe('classifyBloodPressure (中国高血压防治指南 2018)', () => {
  test.each([
    // systolic boundaries with a normal diastolic
    [119, 79, '正常'],
    [120, 79, '正常高值'],
    [139, 79, '正常高值'],
    [140, 79, '单纯收缩期高血压'],
    // diastolic boundaries with a normal systolic
    [119, 80, '正常高值'],
    [119, 89, '正常高值'],
    [119, 90, '1级高血压'],
    [119, 99, '1级高血压'],
    [119, 100, '2级高血压'],
    [119, 109, '2级高血压'],
    [119, 110, '3级高血压'],
    // both raised: grades by SBP 139/140, 159/160, 179/180 with DBP ≥ 90
    [139, 90, '1级高血压'],
    [140, 90, '1级高血压'],
    [159, 90, '1级高血压'],
    [160, 90, '2级高血压'],
    [179, 90, '2级高血压'],
    [180, 90, '3级高血压'],
    [159, 99, '1级高血压'],
    // different grades: the higher counts
    [165, 95, '2级高血压'],
    [145, 105, '2级高血压'],
    [185, 100, '3级高血压'],
    [150, 112, '3级高血压'],
    [130, 70, '正常高值'],
    [110, 85, '正常高值'],
    [90, 60, '正常'],
    // isolated systolic hypertension: SBP ≥ 140 with DBP < 90, whatever its SBP grade
    [140, 89, '单纯收缩期高血压'],
    [159, 85, '单纯收缩期高血压'],
    [160, 85, '单纯收缩期高血压'],
    [185, 70, '单纯收缩期高血压'],
  ])('%i/%i mmHg → %s', (s, d, expected) => expect(classifyBloodPressure(s, d)).toBe(expected))

  test.each([
    [119, 79, 0],
    [139, 89, 0],
    [140, 90, 1],
    [145, 85, 1], // ISH graded by its SBP
    [165, 85, 2],
    [185, 85, 3],
    [150, 105, 2], // the higher of the two
    [130, 112, 3],
  ])('grade of %i/%i is %i', (s, d, g) => expect(bloodPressureGrade(s, d)).toBe(g))

  test.each([
    [134, 84, false],
    [135, 80, true],
    [120, 85, true],
  ])('home reading %i/%i high (≥ 135/85): %p', (s, d, high) => expect(isHomeBloodPressureHigh(s, d)).toBe(high))

  test.each([
    [NaN, 80],
    [120, Infinity],
  ])('non-finite %p/%p is a programming error', (s, d) => {
    expect(() => classifyBloodPressure(s, d)).toThrow(RangeError)
  })
})

// ================================================================ glucose

describe('classifyGlucose (中国2型糖尿病防治指南 2020, venous plasma)', () => {
  test.each<[number, GlucoseContext, string]>([
    [3.0, 'fasting', '正常'],
    [6.0, 'fasting', '正常'],
    [6.1, 'fasting', '空腹血糖受损'],
    [6.9, 'fasting', '空腹血糖受损'],
    [7.0, 'fasting', '糖尿病'],
    [15, 'fasting', '糖尿病'],
    [6.0, 'beforeMeal', '正常'],
    [6.1, 'beforeMeal', '空腹血糖受损'],
    [6.9, 'beforeMeal', '空腹血糖受损'],
    [7.0, 'beforeMeal', '糖尿病'],
    [7.7, 'after2h', '正常'],
    [7.8, 'after2h', '糖耐量异常'],
    [11.0, 'after2h', '糖耐量异常'],
    [11.1, 'after2h', '糖尿病'],
    [6.5, 'after2h', '正常'], // a fasting-IFG value is normal 2 h after a meal
    [11.0, 'random', '正常'],
    [11.1, 'random', '糖尿病'],
    [7.5, 'random', '正常'],
    [11.0, 'bedtime', '正常'],
    [11.1, 'bedtime', '糖尿病'],
  ])('%p mmol/L %s → %s', (v, ctx, expected) => expect(classifyGlucose(v, ctx)).toBe(expected))

  test('an unknown context is a programming error', () => {
    expect(() => classifyGlucose(5, 'lunch' as GlucoseContext)).toThrow(RangeError)
  })

  test.each([
    [3.8, true, true],
    [3.9, true, false],
    [2.7, false, true],
    [2.8, false, false],
    [3.5, false, false],
  ])('hypoglycaemia %p (diabetic %p): %p', (v, diabetic, expected) => expect(isHypoglycemia(v, diabetic)).toBe(expected))

  test.each([
    [6.4, false],
    [6.5, true],
  ])('HbA1c %p%% in the diabetes range: %p', (v, expected) => expect(isHbA1cDiabetic(v)).toBe(expected))
})

// ================================================================ BMI

describe('bmi and classifyBmi (WS/T 428-2013)', () => {
  test.each([
    [170, 65, 22.5], // 22.49
    [160, 47.3, 18.5], // 18.477
    [175, 73.5, 24], // 24.0
    [180, 90.6, 28], // 27.96
    [170, 69.2, 23.9], // 23.94
    [200, 95.8, 24], // exactly 23.95: half up despite binary float (23.949999…)
    [50, 3.2, 12.8], // an infant
  ])('bmi(%p cm, %p kg) = %p', (h, w, expected) => expect(bmi(h, w)).toBe(expected))

  test.each([
    [0, 70],
    [170, 0],
    [-170, 70],
    [NaN, 70],
    [170, Infinity],
  ])('bmi(%p, %p) refuses impossible input', (h, w) => {
    expect(() => bmi(h, w)).toThrow(RangeError)
  })

  test.each([
    [12, '偏瘦'],
    [18.4, '偏瘦'],
    [18.5, '正常'],
    [23.9, '正常'],
    [24, '超重'],
    [27.9, '超重'],
    [28, '肥胖'],
    [40, '肥胖'],
  ])('classifyBmi(%p) = %s', (v, expected) => expect(classifyBmi(v)).toBe(expected))

  test('the label follows the one-decimal value shown', () => {
    expect(classifyBmi(bmi(200, 95.8))).toBe('超重') // 23.95 shown as 24.0
    expect(classifyBmi(bmi(175, 73.4))).toBe('超重') // 23.967 shown as 24.0
    expect(classifyBmi(bmi(175, 73.2))).toBe('正常') // 23.902 shown as 23.9
  })

  test.each([
    [23.95, 1, 24],
    [1.005, 2, 1.01],
    [-2.35, 1, -2.4],
    [-0.04, 1, 0],
    [4.899999999999999, 1, 4.9],
  ])('roundTo(%p, %p) = %p', (v, p, expected) => expect(roundTo(v, p)).toBe(expected))
})

// ================================================================ pregnancy

/**
 * Health rules (src/domain/health.ts, pregnancy.ts, vaccines.ts): every threshold is tested on both
 * sides; dates are business (China) dates whatever the host zone — instants are written in UTC
 * ('…Z') so the tables mean the same under TZ=UTC and TZ=Asia/Shanghai (run both).
 */
import { recordPeriod, validateLabel, validateMedicalHistory, validateMember, type RecordRange } from './health'
import * as HM from './messages/health'
import {
  ADULT_AGE,
  BIRTH_DATE_IN_FUTURE,
  BIRTH_DATE_INVALID,
  BIRTH_DATE_REQUIRED,
  BIRTH_DATE_TOO_EARLY,
  BP_DIASTOLIC_INVALID,
  BP_DIASTOLIC_NOT_BELOW_SYSTOLIC,
  BP_DIASTOLIC_REQUIRED,
  BP_NOT_INTEGER,
  BP_SYSTOLIC_INVALID,
  BP_SYSTOLIC_REQUIRED,
  CHILD_PROTECTION_AGE,
  GLUCOSE_CONTEXT_REQUIRED,
  GLUCOSE_INVALID,
  GLUCOSE_REQUIRED,
  HEIGHT_INVALID,
  HEIGHT_REQUIRED,
  LMP_IN_FUTURE,
  LMP_INVALID,
  LMP_REQUIRED,
  LMP_TOO_EARLY,
  LOINC,
  PRENATAL_CHECKS,
  PULSE_INVALID,
  PULSE_REQUIRED,
  VACCINE_DOSES,
  VITAL_KINDS,
  WEIGHT_REQUIRED,
  addCalendarMonths,
  ageOf,
  bloodPressureGrade,
  bmi,
  checkPregnancyWeightGain,
  classifyBloodPressure,
  classifyBmi,
  classifyGlucose,
  dueDate,
  formatGestationalAge,
  gestationalAge,
  isHbA1cDiabetic,
  isHomeBloodPressureHigh,
  isHypoglycemia,
  isMinor,
  needsGuardianConsent,
  nextPrenatalCheck,
  nextVaccineDoses,
  prenatalCheckAt,
  prenatalCheckSchedule,
  pregnancyWeightGainRange,
  pregnancyWeightGainStandard,
  roundTo,
  trimesterOf,
  vaccineDoseLabel,
  vaccineSchedule,
  vaccineScheduleDoses,
  validateBirthDate,
  validateBloodPressure,
  validateGlucose,
  validateHeight,
  validateLastMenstrualPeriod,
  validatePulse,
  validateWeight,
  vitalKindOfCode,
  vitalRangeMessage,
  type GlucoseContext,
} from './health'
import { idCheckDigit } from './validation'

const ga = (weeks: number, days = 0) => ({ weeks, days })

// ================================================================ blood pressure

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

describe('gestationalAge and dueDate (business dates)', () => {
  test.each([
    ['2024-01-01', '2024-01-01', 0, 0],
    ['2024-01-01', '2024-01-07', 0, 6],
    ['2024-01-01', '2024-01-08', 1, 0],
    ['2024-01-01', '2024-05-20', 20, 0], // through 29 Feb 2024
    ['2024-01-01', '2024-05-19', 19, 6],
    // "today" as an instant: China midnight is 16:00 UTC the day before
    ['2024-01-01', '2024-05-19T16:00:00Z', 20, 0],
    ['2024-01-01', '2024-05-19T15:59:59Z', 19, 6],
    ['2024-01-01', '2024-05-20 00:30', 20, 0], // zone-less date-time: China wall time
    ['2023-12-31', '2024-01-01T00:00:00+08:00', 0, 1],
  ])('LMP %s, today %s → %i周+%i天', (lmp, today, weeks, days) => expect(gestationalAge(lmp, today)).toEqual({ weeks, days }))

  test.each([
    ['2024-01-01', '2023-12-31'], // before the LMP
    ['2024-02-30', '2024-05-01'],
    ['abc', '2024-05-01'],
    ['2024-01-01', ''],
  ])('gestationalAge(%s, %s) throws', (lmp, today) => expect(() => gestationalAge(lmp, today)).toThrow(RangeError))

  test.each([
    ['2024-01-01', '2024-10-07'],
    ['2023-05-01', '2024-02-05'], // across the new year
    ['2023-06-01', '2024-03-07'], // across 29 Feb 2024
  ])('dueDate(%s) = %s (280 days)', (lmp, due) => expect(dueDate(lmp)).toBe(due))

  test('dueDate of an invalid date throws', () => expect(() => dueDate('2023-02-29')).toThrow(RangeError))

  test.each([
    [ga(20, 3), '孕20周+3天'],
    [ga(8), '孕8周'],
  ])('formatGestationalAge(%p) = %s', (g, text) => expect(formatGestationalAge(g)).toBe(text))

  test.each([
    [ga(13, 6), 'first'],
    [ga(14), 'second'],
    [ga(27, 6), 'second'],
    [ga(28), 'third'],
  ])('trimester of %p is %s', (g, t) => expect(trimesterOf(g)).toBe(t))
})

describe('validateLastMenstrualPeriod', () => {
  const TODAY = '2024-06-15'
  test.each([
    ['', TODAY, LMP_REQUIRED],
    [null, TODAY, LMP_REQUIRED],
    ['abc', TODAY, LMP_INVALID],
    ['2024-02-30', TODAY, LMP_INVALID],
    ['2024-06-15', TODAY, null], // today
    ['2024-06-16', TODAY, LMP_IN_FUTURE],
    ['2023-08-12', TODAY, null], // exactly 44 weeks (308 days) ago
    ['2023-08-11', TODAY, LMP_TOO_EARLY], // 309 days
    // business midnight: 2024-06-15 00:30 China is 2024-06-14 16:30 UTC
    ['2024-06-15', '2024-06-14T16:30:00Z', null],
    ['2024-06-15', '2024-06-14T15:30:00Z', LMP_IN_FUTURE],
  ])('%p on %s → %p', (lmp, today, expected) => expect(validateLastMenstrualPeriod(lmp, today)).toBe(expected))
})

describe('pregnancy weight gain (WS/T 801-2022)', () => {
  test.each([
    [18.4, '偏瘦', 11, 16, 0.37, 0.56],
    [18.5, '正常', 8, 14, 0.26, 0.48],
    [23.9, '正常', 8, 14, 0.26, 0.48],
    [24, '超重', 7, 11, 0.22, 0.37],
    [27.9, '超重', 7, 11, 0.22, 0.37],
    [28, '肥胖', 5, 9, 0.15, 0.3],
  ])('pre-pregnancy BMI %p → %s: total %p-%p kg, weekly %p-%p kg', (b, group, tMin, tMax, wMin, wMax) => {
    const s = pregnancyWeightGainStandard(b)
    expect([s.group, s.totalMin, s.totalMax, s.weeklyMin, s.weeklyMax, s.firstTrimesterMin, s.firstTrimesterMax]).toEqual([
      group,
      tMin,
      tMax,
      wMin,
      wMax,
      0,
      2,
    ])
  })

  test.each([
    [21, ga(6), 0, 2],
    [21, ga(13, 6), 0, 2], // last day of the first trimester
    [21, ga(14), 0, 2],
    [21, ga(15), 0.3, 2.5], // 0.26 / 2 + 0.48
    [21, ga(20), 1.6, 4.9], // 6 weeks: 1.56 / 4.88
    [21, ga(40), 6.8, 14], // max capped at the total 14.0
    [17, ga(30), 5.9, 11], // 16 weeks: 5.92 / 10.96
    [30, ga(40), 3.9, 9], // capped at 9.0
    [25, ga(27, 3), 3, 7], // 13.43 weeks: 2.95 / 6.97
  ])('BMI %p at %p: %p–%p kg', (b, g, min, max) => expect(pregnancyWeightGainRange(b, g)).toEqual({ min, max }))

  test.each([
    [56.5, 1.5, '偏低'],
    [56.6, 1.6, '正常'],
    [59.9, 4.9, '正常'],
    [60.0, 5, '偏高'],
  ])('160 cm, 55 kg before, 20 weeks, now %p kg: gain %p → %s', (weightKg, gain, status) => {
    const r = checkPregnancyWeightGain({ heightCm: 160, prePregnancyWeightKg: 55, weightKg, gestationalAge: ga(20) })
    expect(r.prePregnancyBmi).toBe(21.5)
    expect(r.standard.group).toBe('正常')
    expect(r.range).toEqual({ min: 1.6, max: 4.9 })
    expect(r.gainKg).toBe(gain)
    expect(r.status).toBe(status)
  })

  test('a first-trimester loss is below the range', () => {
    expect(checkPregnancyWeightGain({ heightCm: 160, prePregnancyWeightKg: 55, weightKg: 54.2, gestationalAge: ga(9) })).toMatchObject({
      gainKg: -0.8,
      status: '偏低',
    })
  })
})

describe('prenatal checks (孕前和孕期保健指南 2018)', () => {
  test('seven contiguous windows from 6⁺⁰ to 41⁺⁶ weeks', () => {
    expect(PRENATAL_CHECKS.map((c) => c.label)).toEqual([
      '孕6-13⁺⁶周',
      '孕14-19⁺⁶周',
      '孕20-24周',
      '孕25-28周',
      '孕29-32周',
      '孕33-36周',
      '孕37-41周',
    ])
    for (let i = 1; i < PRENATAL_CHECKS.length; i++) {
      const prev = PRENATAL_CHECKS[i - 1].to,
        cur = PRENATAL_CHECKS[i].from
      expect(cur.weeks * 7 + cur.days).toBe(prev.weeks * 7 + prev.days + 1)
    }
    expect(PRENATAL_CHECKS[2].required).toContain('胎儿系统超声筛查（20-24周）')
    expect(PRENATAL_CHECKS[3].required).toContain('75g OGTT（妊娠期糖尿病筛查）')
  })

  test.each([
    [ga(5, 6), null],
    [ga(6), 1],
    [ga(13, 6), 1],
    [ga(14), 2],
    [ga(19, 6), 2],
    [ga(20), 3],
    [ga(24, 6), 3],
    [ga(25), 4],
    [ga(28, 6), 4],
    [ga(29), 5],
    [ga(32, 6), 5],
    [ga(33), 6],
    [ga(36, 6), 6],
    [ga(37), 7],
    [ga(41, 6), 7],
    [ga(42), null],
  ])('visit at %p is %p', (g, id) => expect(prenatalCheckAt(g)?.id ?? null).toBe(id))

  test.each([
    [ga(4), [], 1, false, 14],
    [ga(10), [], 1, true, 0],
    [ga(10), [1], 2, false, 28],
    [ga(20, 3), [1, 2], 3, true, 0],
    [ga(20, 3), [1, 2, 3], 4, false, 32],
    [ga(30), [5], 6, false, 21], // earlier windows have closed
    [ga(30), [], 5, true, 0],
    [ga(38), [1, 2, 3, 4, 5, 6, 7], 7, true, 0], // the weekly visit of 37-41 weeks
  ])('next check at %p with %p done: visit %p (in window %p, %p days)', (g, done, id, inWindow, daysUntil) => {
    expect(nextPrenatalCheck(g, done)).toMatchObject({ check: { id }, inWindow, daysUntil })
  })

  test('no next check from 42 weeks', () => expect(nextPrenatalCheck(ga(42))).toBeNull())

  test('dated schedule from the LMP with statuses', () => {
    const s = prenatalCheckSchedule('2024-01-01', '2024-05-20', [1])
    expect(s.slice(0, 4).map((v) => [v.check.id, v.startDate, v.endDate, v.status])).toEqual([
      [1, '2024-02-12', '2024-04-07', 'done'],
      [2, '2024-04-08', '2024-05-19', 'missed'],
      [3, '2024-05-20', '2024-06-23', 'current'],
      [4, '2024-06-24', '2024-07-21', 'upcoming'],
    ])
    // 2024-05-19 23:59 China time is still inside visit 2
    expect(prenatalCheckSchedule('2024-01-01', '2024-05-19T15:59:00Z')[1].status).toBe('current')
  })
})

// ================================================================ vaccines

describe('vaccine schedule (国家免疫规划疫苗儿童免疫程序 2021)', () => {
  const BIRTH = '2024-01-15'
  const find = (s: ReturnType<typeof vaccineSchedule>, id: string) => s.find((d) => d.dose.id === id)!

  test('the programme: 22 doses with live JE / HepA, 25 with the inactivated ones', () => {
    const ids = vaccineScheduleDoses().map((d) => d.id)
    expect(ids).toHaveLength(22)
    expect(ids).toEqual(
      expect.arrayContaining([
        'HepB-1',
        'HepB-2',
        'HepB-3',
        'BCG-1',
        'IPV-1',
        'IPV-2',
        'bOPV-1',
        'bOPV-2',
        'DTaP-1',
        'DTaP-4',
        'DT-1',
        'MMR-1',
        'MMR-2',
        'JE-L-1',
        'JE-L-2',
        'MPSV-A-1',
        'MPSV-A-2',
        'MPSV-AC-1',
        'MPSV-AC-2',
        'HepA-L-1',
      ]),
    )
    expect(vaccineScheduleDoses({ je: 'inactivated', hepA: 'inactivated' })).toHaveLength(25)
    expect(new Set(VACCINE_DOSES.map((d) => d.id)).size).toBe(VACCINE_DOSES.length)
  })

  test.each([
    ['HepB-1', '2024-01-15'],
    ['BCG-1', '2024-01-15'],
    ['HepB-2', '2024-02-15'],
    ['IPV-1', '2024-03-15'],
    ['IPV-2', '2024-04-15'],
    ['DTaP-1', '2024-04-15'],
    ['bOPV-1', '2024-05-15'],
    ['DTaP-2', '2024-05-15'],
    ['DTaP-3', '2024-06-15'],
    ['HepB-3', '2024-07-15'],
    ['MPSV-A-1', '2024-07-15'],
    ['MMR-1', '2024-09-15'],
    ['JE-L-1', '2024-09-15'],
    ['MPSV-A-2', '2024-10-15'],
    ['DTaP-4', '2025-07-15'],
    ['MMR-2', '2025-07-15'],
    ['HepA-L-1', '2025-07-15'],
    ['JE-L-2', '2026-01-15'],
    ['MPSV-AC-1', '2027-01-15'],
    ['bOPV-2', '2028-01-15'],
    ['DT-1', '2030-01-15'],
    ['MPSV-AC-2', '2030-01-15'],
  ])('born %s: %s due %s', (id, due) => expect(find(vaccineSchedule(BIRTH, '2024-01-15'), id).dueDate).toBe(due))

  test.each([
    // HepB-1 within 24 h: overdue from the day after birth
    ['HepB-1', '2024-01-15', 'due'],
    ['HepB-1', '2024-01-16', 'overdue'],
    // BCG before 3 months
    ['BCG-1', '2024-04-14', 'due'],
    ['BCG-1', '2024-04-15', 'overdue'],
    // HepB-2 has no completion age: OWN grace of one month
    ['HepB-2', '2024-02-14', 'upcoming'],
    ['HepB-2', '2024-02-15', 'due'],
    ['HepB-2', '2024-03-14', 'due'],
    ['HepB-2', '2024-03-15', 'overdue'],
    // HepB-3 before 12 months
    ['HepB-3', '2024-07-14', 'upcoming'],
    ['HepB-3', '2025-01-14', 'due'],
    ['HepB-3', '2025-01-15', 'overdue'],
    // MPSV-A-2 before 18 months
    ['MPSV-A-2', '2025-07-14', 'due'],
    ['MPSV-A-2', '2025-07-15', 'overdue'],
    // business midnight: 2024-01-16 00:00 China = 2024-01-15 16:00 UTC
    ['HepB-1', '2024-01-15T15:59:59Z', 'due'],
    ['HepB-1', '2024-01-15T16:00:00Z', 'overdue'],
  ])('%s on %s is %s', (id, today, status) => expect(find(vaccineSchedule(BIRTH, today), id).status).toBe(status))

  test('done doses, with dates; a late dose pushes the next one by the minimum interval', () => {
    const s = vaccineSchedule(BIRTH, '2024-07-20', ['HepB-1', 'BCG-1', { id: 'HepB-2', date: '2024-06-01' }, { id: 'unknown-1' }])
    expect(find(s, 'HepB-1')).toMatchObject({ status: 'done' })
    expect(find(s, 'HepB-1').doneDate).toBeUndefined()
    expect(find(s, 'HepB-2')).toMatchObject({ status: 'done', doneDate: '2024-06-01' })
    expect(find(s, 'HepB-3')).toMatchObject({ dueDate: '2024-07-31', status: 'upcoming' }) // 60 days after 1 June, not 15 July
    expect(s.some((d) => d.dose.id === 'unknown-1')).toBe(false)
  })

  test('inactivated JE: dose 2 is 7 days after dose 1 at 8 months', () => {
    const s = vaccineSchedule(BIRTH, '2024-09-20', [], { je: 'inactivated' })
    expect(find(s, 'JE-I-1')).toMatchObject({ dueDate: '2024-09-15', status: 'due' })
    expect(find(s, 'JE-I-2')).toMatchObject({ dueDate: '2024-09-22', status: 'upcoming' })
    expect(s.some((d) => d.dose.code === 'JE-L')).toBe(false)
  })

  test('a month end birth date clamps to the end of shorter months', () => {
    const s = vaccineSchedule('2024-01-31', '2024-02-01')
    expect(find(s, 'HepB-2').dueDate).toBe('2024-02-29')
    expect(find(s, 'IPV-1').dueDate).toBe('2024-03-31')
    expect(find(s, 'IPV-2').dueDate).toBe('2024-04-30')
  })

  test('sorted by due date, then programme order', () => {
    const s = vaccineSchedule(BIRTH, '2024-01-15')
    expect(s.slice(0, 3).map((d) => d.dose.id)).toEqual(['HepB-1', 'BCG-1', 'HepB-2'])
    const dates = s.map((d) => d.dueDate)
    expect([...dates].sort()).toEqual(dates)
  })

  test('next doses: overdue then due; else the earliest upcoming date', () => {
    const done = ['HepB-1', 'BCG-1', 'HepB-2']
    expect(nextVaccineDoses(vaccineSchedule(BIRTH, '2024-03-20', done)).map((d) => d.dose.id)).toEqual(['IPV-1'])
    expect(nextVaccineDoses(vaccineSchedule(BIRTH, '2024-03-20', [...done, 'IPV-1'])).map((d) => d.dose.id)).toEqual(['IPV-2', 'DTaP-1'])
    expect(nextVaccineDoses(vaccineSchedule(BIRTH, '2024-04-20', ['BCG-1'])).map((d) => [d.dose.id, d.status])).toEqual([
      ['HepB-1', 'overdue'],
      ['HepB-2', 'overdue'],
      ['IPV-1', 'overdue'],
      ['IPV-2', 'due'],
      ['DTaP-1', 'due'],
    ])
    expect(
      nextVaccineDoses(
        vaccineSchedule(
          BIRTH,
          '2031-01-01',
          vaccineScheduleDoses().map((d) => d.id),
        ),
      ),
    ).toEqual([])
  })

  test.each([
    ['', '2024-01-15'],
    ['2024-02-30', '2024-03-01'],
    [BIRTH, 'x'],
  ])('vaccineSchedule(%p, %p) throws', (b, t) => expect(() => vaccineSchedule(b, t)).toThrow(RangeError))

  test.each([
    ['2024-01-31', 1, '2024-02-29'],
    ['2023-01-31', 1, '2023-02-28'],
    ['2024-02-29', 12, '2025-02-28'],
    ['2024-11-15', 3, '2025-02-15'],
    ['2024-03-31', -1, '2024-02-29'],
    ['2024-02-30', 1, null],
  ])('addCalendarMonths(%s, %i) = %p', (d, n, expected) => expect(addCalendarMonths(d, n)).toBe(expected))

  test('labels use the programme dose numbers', () => {
    expect(vaccineDoseLabel(VACCINE_DOSES.find((d) => d.id === 'bOPV-1')!)).toBe('脊灰减毒活疫苗 第3剂')
    expect(vaccineDoseLabel(VACCINE_DOSES.find((d) => d.id === 'HepB-2')!)).toBe('乙肝疫苗 第2剂')
  })
})

// ================================================================ validation

describe('validateBloodPressure', () => {
  test.each([
    ['', 80, BP_SYSTOLIC_REQUIRED],
    [null, null, BP_SYSTOLIC_REQUIRED],
    [120, '', BP_DIASTOLIC_REQUIRED],
    [120, undefined, BP_DIASTOLIC_REQUIRED],
    ['abc', 80, BP_SYSTOLIC_INVALID],
    [NaN, 80, BP_SYSTOLIC_INVALID],
    [{}, 80, BP_SYSTOLIC_INVALID],
    [120, '8o', BP_DIASTOLIC_INVALID],
    [120.5, 80, BP_NOT_INTEGER],
    [120, 80.5, BP_NOT_INTEGER],
    [400, 80, vitalRangeMessage('收缩压', 40, 300, 'mmHg')],
    [301, 80, vitalRangeMessage('收缩压', 40, 300, 'mmHg')],
    [300, 80, null],
    [39, 30, vitalRangeMessage('收缩压', 40, 300, 'mmHg')],
    [40, 30, null],
    [120, 19, vitalRangeMessage('舒张压', 20, 200, 'mmHg')],
    [120, 20, null],
    [250, 200, null],
    [250, 201, vitalRangeMessage('舒张压', 20, 200, 'mmHg')],
    [120, 120, BP_DIASTOLIC_NOT_BELOW_SYSTOLIC],
    [80, 120, BP_DIASTOLIC_NOT_BELOW_SYSTOLIC], // swapped fields
    [120, 119, null],
    ['120', '80', null],
    [' 135 ', '85', null],
  ])('%p/%p → %p', (s, d, expected) => expect(validateBloodPressure(s, d)).toBe(expected))

  test('the range message reads naturally', () => {
    expect(validateBloodPressure(400, 80)).toBe('收缩压应在40-300mmHg之间，请核对后重新输入')
  })
})

describe('validatePulse, validateGlucose, validateHeight, validateWeight', () => {
  test.each([
    ['', false, null],
    ['', true, PULSE_REQUIRED],
    [72, false, null],
    [72.5, false, PULSE_INVALID],
    ['x', false, PULSE_INVALID],
    [19, false, vitalRangeMessage('脉搏', 20, 250, '次/分')],
    [20, false, null],
    [250, false, null],
    [251, false, vitalRangeMessage('脉搏', 20, 250, '次/分')],
  ])('pulse %p (required %p) → %p', (v, req, expected) => expect(validatePulse(v, req)).toBe(expected))

  const glucoseRange = vitalRangeMessage('血糖值', 0.5, 50, 'mmol/L')
  test.each([
    [[''], GLUCOSE_REQUIRED],
    [['abc'], GLUCOSE_INVALID],
    [[80], glucoseRange], // mg/dL typed as mmol/L, or a typo
    [[50.1], glucoseRange],
    [[50], null],
    [[0.5], null],
    [[0.4], glucoseRange],
    [['6.1'], null],
    [[6.1, 'fasting'], null],
    [[6.1, 'bedtime'], null],
    [[6.1, 'lunch'], GLUCOSE_CONTEXT_REQUIRED],
    [[6.1, undefined], GLUCOSE_CONTEXT_REQUIRED], // the server passes the context it received
    [[6.1, ''], GLUCOSE_CONTEXT_REQUIRED],
  ])('glucose %p → %p', (args, expected) => expect(validateGlucose(...(args as [unknown, unknown]))).toBe(expected))

  const heightRange = vitalRangeMessage('身高', 20, 260, '厘米')
  test.each([
    ['', HEIGHT_REQUIRED],
    ['一米七', HEIGHT_INVALID],
    [0, heightRange],
    [-170, heightRange],
    [19.9, heightRange],
    [20, null],
    [175.5, null],
    [260, null],
    [260.1, heightRange],
  ])('height %p → %p', (v, expected) => expect(validateHeight(v)).toBe(expected))

  const weightRange = vitalRangeMessage('体重', 0.5, 400, '公斤')
  test.each([
    [undefined, WEIGHT_REQUIRED],
    [0, weightRange],
    [0.4, weightRange],
    [0.5, null],
    [65.3, null],
    [400, null],
    [400.1, weightRange],
  ])('weight %p → %p', (v, expected) => expect(validateWeight(v)).toBe(expected))
})

describe('validateBirthDate', () => {
  const TODAY = '2024-06-15'
  test.each([
    ['', TODAY, BIRTH_DATE_REQUIRED],
    [null, TODAY, BIRTH_DATE_REQUIRED],
    ['abc', TODAY, BIRTH_DATE_INVALID],
    ['2024-02-30', TODAY, BIRTH_DATE_INVALID],
    ['2024-06-15T00:00:00Z', TODAY, BIRTH_DATE_INVALID], // a date, not an instant
    ['2024-06-16', TODAY, BIRTH_DATE_IN_FUTURE],
    ['2024-06-15', TODAY, null], // a newborn
    ['1874-06-15', TODAY, null], // 150 years
    ['1874-06-14', TODAY, null],
    ['1873-06-15', TODAY, BIRTH_DATE_TOO_EARLY], // 151 years
    // business midnight
    ['2024-06-15', '2024-06-14T16:30:00Z', null],
    ['2024-06-15', '2024-06-14T15:30:00Z', BIRTH_DATE_IN_FUTURE],
  ])('%p on %s → %p', (b, today, expected) => expect(validateBirthDate(b, today)).toBe(expected))
})

// ================================================================ vocabulary

describe('FHIR / LOINC vocabulary', () => {
  test('vital kinds carry LOINC codes and UCUM units', () => {
    expect(VITAL_KINDS.bloodPressure).toMatchObject({ code: '85354-9', ucum: 'mm[Hg]', category: 'vital-signs' })
    expect(VITAL_KINDS.bloodPressure.components).toEqual([
      { name: 'systolic', code: '8480-6' },
      { name: 'diastolic', code: '8462-4' },
    ])
    expect([VITAL_KINDS.bodyWeight.code, VITAL_KINDS.bodyHeight.code, VITAL_KINDS.heartRate.code, VITAL_KINDS.bmi.code]).toEqual([
      '29463-7',
      '8302-2',
      '8867-4',
      '39156-5',
    ])
    expect(LOINC.GLUCOSE).toBe('15074-8')
  })

  test.each([
    ['85354-9', 'bloodPressure'],
    ['8480-6', 'bloodPressure'],
    ['8462-4', 'bloodPressure'],
    ['29463-7', 'bodyWeight'],
    ['8302-2', 'bodyHeight'],
    ['8867-4', 'heartRate'],
    ['15074-8', 'bloodGlucose'],
    ['0000-0', null],
  ])('code %s is %p', (code, kind) => expect(vitalKindOfCode(code)).toBe(kind))
})

// ================================================================ minor protection

describe('age, isMinor, needsGuardianConsent (SPEC §6)', () => {
  const id18 = (first17: string) => first17 + idCheckDigit(first17)
  const wrongCheckDigit = (first17: string) => first17 + (idCheckDigit(first17) === '0' ? '1' : '0')
  const TODAY = '2024-06-15'
  test.each([
    ['2006-06-15', TODAY, 18, false, false],
    ['2006-06-16', TODAY, 17, true, false],
    ['2010-06-15', TODAY, 14, true, false],
    ['2010-06-16', TODAY, 13, true, true],
    ['2024-06-15', TODAY, 0, true, true],
    // business midnight: the 18th birthday starts at 16:00 UTC the day before
    ['2006-06-15', '2024-06-14T16:00:00Z', 18, false, false],
    ['2006-06-15', '2024-06-14T15:59:59Z', 17, true, false],
    // ID numbers: 18 digits, and 15 digits read as 19YYMMDD
    [id18('11010120060615123'), TODAY, 18, false, false],
    [id18('11010120060616123'), TODAY, 17, true, false],
    [id18('11010120100616123'), TODAY, 13, true, true],
    ['110101900615123', TODAY, 34, false, false],
    // unknown age: protection applies (fail safe)
    ['', TODAY, null, true, true],
    ['2024-06-16', TODAY, null, true, true], // born tomorrow
    [wrongCheckDigit('11010120060615123'), TODAY, null, true, true],
    ['abc', TODAY, null, true, true],
  ])('%s on %s: age %p, minor %p, guardian consent %p', (who, today, age, minor, guardian) => {
    expect(ageOf(who, today)).toBe(age)
    expect(isMinor(who, today)).toBe(minor)
    expect(needsGuardianConsent(who, today)).toBe(guardian)
  })

  test('thresholds', () => expect([ADULT_AGE, CHILD_PROTECTION_AGE]).toEqual([18, 14]))
})

describe('validateMember (family members, PIPL art. 31 / SPEC §6)', () => {
  const today = '2026-06-15T04:00:00Z' // 2026-06-15 12:00 in China
  const adult = { name: '王芳', relation: 'parent', sex: 2, birthDate: '1960-03-02' }
  it.each<[string, Record<string, unknown>, string | null]>([
    ['adult ok', {}, null],
    ['name required', { name: '  ' }, HM.HEALTH_MEMBER_NAME_REQUIRED],
    ['name with digits', { name: '王芳1' }, HM.HEALTH_MEMBER_NAME_INVALID],
    ['name of 21 characters', { name: '王'.repeat(21) }, HM.HEALTH_MEMBER_NAME_INVALID],
    ['name of 20 characters', { name: '王'.repeat(20) }, null],
    ['relation unknown', { relation: 'friend' }, HM.HEALTH_MEMBER_RELATION_REQUIRED],
    ['sex missing', { sex: 0 }, '请选择性别'],
    ['birth date in the future', { birthDate: '2026-06-16' }, BIRTH_DATE_IN_FUTURE],
    // the 14th birthday is the boundary: the day before needs the guardian, the day itself does not
    ['13 years 364 days without guardian consent', { relation: 'child', birthDate: '2012-06-16' }, HM.HEALTH_GUARDIAN_CONSENT_REQUIRED],
    ['13 years 364 days with guardian consent', { relation: 'child', birthDate: '2012-06-16', guardianConsent: true }, null],
    ['exactly 14 without guardian consent', { relation: 'child', birthDate: '2012-06-15' }, null],
    ['a baby without guardian consent', { relation: 'child', birthDate: '2025-10-15' }, HM.HEALTH_GUARDIAN_CONSENT_REQUIRED],
  ])('%s', (_n, patch, expected) => {
    expect(validateMember({ ...adult, ...patch }, today)).toBe(expected)
  })
})

describe('recordPeriod (list by day / week / month)', () => {
  it.each<[RecordRange, string, { from: string; to: string } | null]>([
    ['day', '2026-03-01', { from: '2026-03-01', to: '2026-03-01' }],
    ['week', '2026-11-23', { from: '2026-11-23', to: '2026-11-29' }], // a Monday
    ['week', '2026-11-29', { from: '2026-11-23', to: '2026-11-29' }], // a Sunday belongs to the week before it
    ['week', '2026-12-31', { from: '2026-12-28', to: '2027-01-03' }], // across a year
    ['month', '2024-02-10', { from: '2024-02-01', to: '2024-02-29' }], // leap year
    ['month', '2026-02-28', { from: '2026-02-01', to: '2026-02-28' }],
    ['month', '2026-12-05', { from: '2026-12-01', to: '2026-12-31' }],
    ['day', '2026-02-30', null],
    ['week', 'yesterday', null],
  ])('%s of %s', (range, date, expected) => {
    expect(recordPeriod(range, date)).toEqual(expected)
  })
})

describe('validateLabel and validateMedicalHistory', () => {
  it.each<[unknown, unknown, string | null]>([
    ['chronic', '高血压', null],
    ['custom', '  夜班  ', null],
    ['custom', '十个字十个字十个字十', null],
    ['custom', '十一个字十一个字十一个', HM.HEALTH_LABEL_INVALID],
    ['custom', '   ', HM.HEALTH_LABEL_INVALID],
    ['disease', '高血压', HM.HEALTH_LABEL_CATEGORY_INVALID],
  ])('label %s %s', (category, name, expected) => {
    expect(validateLabel(category, name)).toBe(expected)
  })
  const today = '2026-06-15T04:00:00Z'
  it.each<[Record<string, unknown>, string | null]>([
    [{ type: 'past', name: '高血压', since: '2018-05' }, null],
    [{ type: 'surgery', name: '阑尾切除术', since: '2010' }, null],
    [{ type: 'family', name: '糖尿病（父亲）' }, null],
    [{ type: 'past', name: '高血压', since: '2026-06-15' }, null],
    [{ type: 'past', name: '高血压', since: '2026-06-16' }, HM.MEDICAL_HISTORY_SINCE_INVALID],
    [{ type: 'past', name: '高血压', since: '2018-13' }, HM.MEDICAL_HISTORY_SINCE_INVALID],
    [{ type: 'past', name: '高血压', since: '去年' }, HM.MEDICAL_HISTORY_SINCE_INVALID],
    [{ type: 'other', name: '高血压' }, HM.MEDICAL_HISTORY_TYPE_REQUIRED],
    [{ type: 'past', name: ' ' }, HM.MEDICAL_HISTORY_NAME_REQUIRED],
    [{ type: 'past', name: '病'.repeat(31) }, HM.MEDICAL_HISTORY_NAME_TOO_LONG],
    [{ type: 'past', name: '病', note: '注'.repeat(201) }, HM.MEDICAL_HISTORY_NOTE_TOO_LONG],
  ])('history %j', (input, expected) => {
    expect(validateMedicalHistory(input, today)).toBe(expected)
  })
})

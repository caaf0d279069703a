/**
 * Gestational age, due date, last menstrual period and the prenatal checks (src/domain/pregnancy).
 * Dates are business (China) dates whatever the host zone — instants are written in UTC ('…Z') so the tables
 * mean the same under TZ=UTC and TZ=Asia/Shanghai (run both).
 */
import {
  LMP_IN_FUTURE,
  LMP_INVALID,
  LMP_REQUIRED,
  LMP_TOO_EARLY,
  PRENATAL_CHECKS,
  dueDate,
  formatGestationalAge,
  gestationalAge,
  nextPrenatalCheck,
  prenatalCheckAt,
  prenatalCheckSchedule,
  trimesterOf,
  validateLastMenstrualPeriod,
} from './pregnancy'

const ga = (weeks: number, days = 0) => ({ weeks, days })

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

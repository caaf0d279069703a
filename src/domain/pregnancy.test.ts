/**
 * Maternity rules added for /maternal and /maternalList (src/domain/pregnancy): planned check dates, the one
 * reminder of the pregnancy home, the week notes. Dates are business (China) dates whatever the host zone:
 * instants are written in UTC ('…Z') so the tables mean the same under TZ=UTC and TZ=Asia/Shanghai (run both).
 * Gestational age and due dates themselves are tabled in health.test.ts.
 */
import {
  PREGNANCY_RED_FLAGS,
  PREGNANCY_WEEK_NOTES,
  PRENATAL_CHECKS,
  prenatalCheckById,
  prenatalCheckReminder,
  pregnancyWeekNote,
  validatePrenatalCheckDate,
} from './pregnancy'
import * as MM from './messages/maternity'

// LMP 2026-07-06: 20⁺⁰ weeks on 2026-11-23, 42⁺⁰ weeks on 2027-04-26
const LMP = '2026-07-06'
const check = (id: number) => prenatalCheckById(id)!

describe('validatePrenatalCheckDate (window of 孕前和孕期保健指南 2018)', () => {
  // visit 3 (孕20-24周) = 20⁺⁰ … 24⁺⁶ = 2026-11-23 … 2026-12-27
  test.each([
    ['', '2026-11-24', MM.PRENATAL_CHECK_DATE_REQUIRED],
    [null, '2026-11-24', MM.PRENATAL_CHECK_DATE_REQUIRED],
    ['2026/12/01', '2026-11-24', MM.PRENATAL_CHECK_DATE_INVALID],
    ['2026-11-31', '2026-11-24', MM.PRENATAL_CHECK_DATE_INVALID],
    ['2026-11-23', '2026-11-24', MM.PRENATAL_CHECK_DATE_PAST], // yesterday, inside the window
    ['2026-11-24', '2026-11-24', null], // today
    ['2026-12-27', '2026-11-24', null], // the window's last day (24⁺⁶)
    ['2026-12-28', '2026-11-24', MM.prenatalCheckDateOutside('孕20-24周', '2026-11-23', '2026-12-27')],
    ['2026-11-23', '2026-11-22', null], // the window's first day (20⁺⁰)
    ['2026-11-22', '2026-11-22', MM.prenatalCheckDateOutside('孕20-24周', '2026-11-23', '2026-12-27')],
    // "today" as an instant: 2026-11-23T16:30Z is 2026-11-24 00:30 in China, so the 23rd is already past
    ['2026-11-23', '2026-11-23T16:30:00Z', MM.PRENATAL_CHECK_DATE_PAST],
    ['2026-11-23', '2026-11-23T15:30:00Z', null],
  ])('visit 3 on %p (today %s) → %p', (date, today, expected) =>
    expect(validatePrenatalCheckDate(LMP, check(3), date, today)).toBe(expected),
  )

  test('an invalid LMP throws', () =>
    expect(() => validatePrenatalCheckDate('x', check(3), '2026-12-01', '2026-11-24')).toThrow(RangeError))
})

describe('prenatalCheckReminder', () => {
  test.each<[string, number[], Record<number, string>, string | null, number | null, string | null]>([
    // 5⁺⁶ weeks (2026-08-16): visit 1 opens the next day → soon
    ['2026-08-16', [], {}, 'soon', 1, '还有1天进入第1次产检（孕6-13⁺⁶周），建议提前预约'],
    // 4⁺⁰ (2026-08-03): 14 days before 6⁺⁰ → still soon; 3⁺⁶ (15 days) → later
    ['2026-08-03', [], {}, 'soon', 1, null],
    ['2026-08-02', [], {}, 'later', 1, '下次产检：第1次（孕6-13⁺⁶周），8月17日起'],
    // 20⁺⁰ (2026-11-23): visit 3 in its window, nothing planned
    ['2026-11-23', [1, 2], {}, 'now', 3, '第3次产检（孕20-24周）进行中，请在12月27日前完成'],
    ['2026-11-23', [1, 2], { 3: '2026-12-01' }, 'now', 3, '第3次产检（孕20-24周）已约在12月1日，请按时就诊'],
    // a planned date already past does not count
    ['2026-12-02', [1, 2], { 3: '2026-12-01' }, 'now', 3, '第3次产检（孕20-24周）进行中，请在12月27日前完成'],
    // visit 3 done, visit 2 not: the missed one
    ['2026-11-23', [1, 3], {}, 'missed', 2, '第2次产检（孕14-19⁺⁶周）未标记完成，如已错过请尽快联系产科医生'],
    // visit 3 done on 20⁺⁰ and nothing missed: next is visit 4 from 25⁺⁰ = 2026-12-28 (35 days)
    ['2026-11-23', [1, 2, 3], {}, 'later', 4, '下次产检：第4次（孕25-28周），12月28日起'],
    // 37⁺⁰ (2027-03-22): the weekly visit stays "now" even when marked done
    ['2027-03-22', [1, 2, 3, 4, 5, 6, 7], {}, 'now', 7, '孕37周起每周产检一次，请按时到院检查'],
    // 41⁺⁶ (2027-04-25) still the weekly visit; 42⁺⁰ (2027-04-26) post-term
    ['2027-04-25', [1, 2, 3, 4, 5, 6], {}, 'now', 7, null],
    ['2027-04-26', [1, 2, 3, 4, 5, 6, 7], {}, 'postTerm', null, '已满42周，属于过期妊娠，请立即到医院产科就诊'],
    // business midnight: 2026-11-22T16:00Z is 2026-11-23 00:00 in China (20⁺⁰), 15:59Z still 19⁺⁶ (visit 2)
    ['2026-11-22T16:00:00Z', [1, 2], {}, 'now', 3, null],
    ['2026-11-22T15:59:00Z', [1], {}, 'now', 2, null],
  ])('on %s, done %p, planned %p → %s visit %p', (today, done, planned, level, checkId, text) => {
    const r = prenatalCheckReminder(LMP, today, done, planned)
    expect(r?.level ?? null).toBe(level)
    expect(r?.checkId ?? null).toBe(checkId)
    if (text) expect(r?.text).toBe(text)
  })

  test('an invalid today throws', () => expect(() => prenatalCheckReminder(LMP, 'nope')).toThrow(RangeError))
})

describe('week notes and danger signs', () => {
  test('the notes cover weeks 1-42 without gaps or overlaps', () => {
    let next = 1
    for (const n of PREGNANCY_WEEK_NOTES) {
      expect(n.from).toBe(next)
      expect(n.to).toBeGreaterThanOrEqual(n.from)
      next = n.to + 1
    }
    expect(next).toBe(43)
  })
  test.each([
    [0, null],
    [1, 1],
    [20, 18],
    [24, 23],
    [42, 41],
    [43, null],
  ])('week %i → the note from week %p', (week, from) => expect(pregnancyWeekNote(week)?.from ?? null).toBe(from))
  test('the visits named in the notes exist and bleeding is the first danger sign', () => {
    expect(PRENATAL_CHECKS.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(PREGNANCY_RED_FLAGS[0]).toMatch(/阴道出血/)
  })
})

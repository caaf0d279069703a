/**
 * Recording a vaccine dose and a child's age label (src/domain/vaccines), for /pediatric-services. Business
 * dates whatever the host zone: instants in UTC ('…Z'); run under TZ=UTC and TZ=Asia/Shanghai. The schedule itself
 * (due / overdue) is tabled in health.test.ts.
 */
import { childAgeLabel, validateVaccineDoseDate, vaccineSchedule } from './vaccines'
import { VACCINE_DATE_INVALID, VACCINE_DATE_OUT } from './messages/maternity'

describe('validateVaccineDoseDate', () => {
  const BIRTH = '2026-03-24'
  test.each([
    ['', '2026-11-24', VACCINE_DATE_INVALID],
    ['2026-11-31', '2026-11-24', VACCINE_DATE_INVALID],
    ['2026/11/01', '2026-11-24', VACCINE_DATE_INVALID],
    ['2026-03-23', '2026-11-24', VACCINE_DATE_OUT], // before birth
    ['2026-03-24', '2026-11-24', null], // the birth day (HepB-1, BCG)
    ['2026-11-24', '2026-11-24', null], // today
    ['2026-11-25', '2026-11-24', VACCINE_DATE_OUT],
    // today as an instant: 2026-11-24T16:30Z is the 25th in China
    ['2026-11-25', '2026-11-24T16:30:00Z', null],
    ['2026-11-25', '2026-11-24T15:30:00Z', VACCINE_DATE_OUT],
  ])('%p (today %s) → %p', (date, today, expected) => expect(validateVaccineDoseDate(BIRTH, date, today)).toBe(expected))
})

describe('childAgeLabel', () => {
  test.each([
    ['2026-11-09', '2026-11-24', '15天'],
    ['2026-03-24', '2026-11-24', '8个月'],
    ['2026-03-25', '2026-11-24', '7个月'],
    ['2024-08-24', '2026-11-24', '2岁3个月'],
    ['2020-11-24', '2026-11-24', '6岁'],
    ['2026-01-31', '2026-02-28', '1个月'], // month end clamps
    // business midnight: 16:00Z on the 23rd is the 24th in China
    ['2026-03-24', '2026-11-23T16:00:00Z', '8个月'],
    ['2026-03-24', '2026-11-23T15:59:00Z', '7个月'],
    ['2026-11-25', '2026-11-24', ''],
  ])('born %s, on %s → %p', (birth, today, label) => expect(childAgeLabel(birth, today)).toBe(label))
})

describe('an 8-month-old on the day she turns 8 months (the seed child)', () => {
  test('MMR-1 and JE-L-1 due today; MPSV-A-2 upcoming at 9 months; an unrecorded HepB-1 overdue', () => {
    const s = vaccineSchedule('2026-03-24', '2026-11-24', [
      'HepB-2',
      'HepB-3',
      'BCG-1',
      'IPV-1',
      'IPV-2',
      'bOPV-1',
      'DTaP-1',
      'DTaP-2',
      'DTaP-3',
      'MPSV-A-1',
    ])
    const st = (id: string) => s.find((d) => d.dose.id === id)!.status
    expect([st('MMR-1'), st('JE-L-1'), st('MPSV-A-2'), st('HepB-1')]).toEqual(['due', 'due', 'upcoming', 'overdue'])
  })
})

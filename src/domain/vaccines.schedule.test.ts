/**
 * The vaccination schedule (src/domain/vaccines, 国家免疫规划疫苗儿童免疫程序 2021).
 * Dates are business (China) dates whatever the host zone — instants are written in UTC ('…Z') so the tables
 * mean the same under TZ=UTC and TZ=Asia/Shanghai (run both).
 */
import { VACCINE_DOSES, addCalendarMonths, nextVaccineDoses, vaccineDoseLabel, vaccineSchedule, vaccineScheduleDoses } from './vaccines'

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

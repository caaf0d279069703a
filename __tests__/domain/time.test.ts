import { parseDateTime, isValidDateTime, isWithinPeriod, formatDate } from '../../src/domain/time'

describe('parseDateTime', () => {
  it.each([
    ['2024-06-15', new Date(2024, 5, 15)],
    ['2024/6/5', new Date(2024, 5, 5)],
    ['2024.06.15', new Date(2024, 5, 15)],
    ['2024-06-15 08:30', new Date(2024, 5, 15, 8, 30)],
    ['2024-06-15 08:30:05', new Date(2024, 5, 15, 8, 30, 5)],
    ['2024-06-15T08:30:05.5', new Date(2024, 5, 15, 8, 30, 5, 500)],
    ['2024-02-29', new Date(2024, 1, 29)],
    ['2024-06-15T00:00:00Z', new Date(Date.UTC(2024, 5, 15))],
    ['2024-06-15T08:00:00+08:00', new Date(Date.UTC(2024, 5, 15))],
    ['2024-06-15T08:00:00+0800', new Date(Date.UTC(2024, 5, 15))],
    ['1718409600000', new Date(1718409600000)],
    [1718409600000, new Date(1718409600000)],
  ])('%p', (v, d) => expect(parseDateTime(v)?.getTime()).toBe(d.getTime()))
  it.each(['', null, undefined, 'abc', '2023-02-29', '2024-13-01', '2024-00-10', '2024-04-31', '2024-06-15 24:00', '2024-06-15 12:60', '2024-06-15 12:00:60', NaN, new Date('x')])(
    'invalid %p', (v) => {
      expect(parseDateTime(v as never)).toBeNull()
      expect(isValidDateTime(v as never)).toBe(false)
    })
  it('endOfDay for date-only values', () => {
    expect(parseDateTime('2024-06-15', { endOfDay: true })?.getTime()).toBe(new Date(2024, 5, 15, 23, 59, 59, 999).getTime())
    expect(parseDateTime('2024-06-15 10:00', { endOfDay: true })?.getTime()).toBe(new Date(2024, 5, 15, 10).getTime())
  })
  it.each([
    [null, null, true],
    ['2024-06-15 12:00:00', null, true],
    ['2024-06-15 12:00:01', null, false],
    [null, '2024-06-15', true],
    [null, '2024-06-14', false],
    ['bad', 'bad', true], // unparseable bounds count as missing
  ])('within %p..%p', (b, e, ok) => expect(isWithinPeriod(new Date(2024, 5, 15, 12), b, e)).toBe(ok))
  it('formatDate', () => expect(formatDate(new Date(2024, 0, 2, 23))).toBe('2024-01-02'))
})

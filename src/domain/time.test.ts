/**
 * The business time zone (src/domain/time): zone-less strings are China wall time, dates and days
 * are China dates, whatever the host's zone. The tables hold instants as UTC ISO strings, so they
 * mean the same under TZ=UTC and TZ=Asia/Shanghai (CI runs this file under both), and the last
 * block runs the same calls in child processes under four host zones.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import vm from 'node:vm'
import { transformSync } from '@swc/core'
import {
  addDays,
  addMonths,
  businessDayNumber,
  businessDaysBetween,
  businessOffsetMinutes,
  businessParts,
  businessTimeZone,
  businessToday,
  businessWallTime,
  calendarMonth,
  DEFAULT_BUSINESS_TIME_ZONE,
  endOfBusinessDay,
  formatBusiness,
  formatDate,
  formatDateTime,
  fullYearsOn,
  isValidDateTime,
  isWithinPeriod,
  parseDateTime,
  setBusinessTimeZone,
  startOfBusinessDay,
} from './time'

const iso = (d: Date | null) => d?.toISOString() ?? null
const utc = (s: string) => new Date(s) // an instant written in UTC ('…Z')

afterEach(() => setBusinessTimeZone(undefined))

describe('parseDateTime: zone-less strings are business (China) wall time', () => {
  it.each([
    ['2024-06-15', '2024-06-14T16:00:00.000Z'],
    ['2024/6/5', '2024-06-04T16:00:00.000Z'],
    ['2024.06.15', '2024-06-14T16:00:00.000Z'],
    ['2024-06-15 00:30', '2024-06-14T16:30:00.000Z'],
    ['2024-06-15 07:59:59', '2024-06-14T23:59:59.000Z'],
    ['2024-06-15 08:00', '2024-06-15T00:00:00.000Z'],
    ['2024-06-15T08:30:05.5', '2024-06-15T00:30:05.500Z'],
    ['2024-02-29', '2024-02-28T16:00:00.000Z'],
    ['2024-01-01 00:00:00', '2023-12-31T16:00:00.000Z'], // business new year, still 2023 in UTC
    ['2024-06-15T00:00:00Z', '2024-06-15T00:00:00.000Z'], // with a zone: the instant it says
    ['2024-06-15T08:00:00+08:00', '2024-06-15T00:00:00.000Z'],
    ['2024-06-15T08:00:00+0800', '2024-06-15T00:00:00.000Z'],
    ['2024-06-15T02:00:00-06:00', '2024-06-15T08:00:00.000Z'],
    ['1718409600000', '2024-06-15T00:00:00.000Z'],
    [1718409600000, '2024-06-15T00:00:00.000Z'],
    ['1988-06-15 12:00', '1988-06-15T03:00:00.000Z'], // China had DST 1986-1991 (UTC+9): Intl knows
  ])('%p -> %s', (v, expected) => expect(iso(parseDateTime(v))).toBe(expected))

  it.each([
    '',
    null,
    undefined,
    'abc',
    '2023-02-29',
    '2024-13-01',
    '2024-00-10',
    '2024-04-31',
    '2024-06-15 24:00',
    '2024-06-15 12:60',
    '2024-06-15 12:00:60',
    NaN,
    new Date('x'),
  ])('invalid %p', (v) => {
    expect(parseDateTime(v as never)).toBeNull()
    expect(isValidDateTime(v as never)).toBe(false)
  })

  it.each([
    ['2024-06-15', '2024-06-15T15:59:59.999Z'], // 23:59:59.999 China time
    ['2024-12-31', '2024-12-31T15:59:59.999Z'],
    ['2024-06-15 10:00', '2024-06-15T02:00:00.000Z'], // a time is kept as is
  ])('endOfDay %s -> %s', (v, expected) => expect(iso(parseDateTime(v, { endOfDay: true }))).toBe(expected))
})

describe('isWithinPeriod at business midnight', () => {
  it.each([
    // now (UTC instant), begin, end, inside
    ['2024-06-15T04:00:00Z', null, null, true],
    ['2024-06-15T04:00:00Z', '2024-06-15 12:00:00', null, true],
    ['2024-06-15T04:00:00Z', '2024-06-15 12:00:01', null, false],
    ['2024-06-15T15:59:59.999Z', null, '2024-06-15', true], // 23:59:59.999 China: the end day is included
    ['2024-06-15T16:00:00Z', null, '2024-06-15', false], // 00:00 China the next day
    ['2024-06-14T16:00:00Z', '2024-06-15', null, true], // 00:00 China: begins
    ['2024-06-14T15:59:59.999Z', '2024-06-15', null, false],
    ['2024-06-14T16:30:00Z', '2024-06-15', '2024-06-15', true], // 00:30 China, UTC still on the 14th
    ['2024-06-14T23:59:00Z', null, '2024-06-14', false], // 07:59 China on the 15th: the 14th is over
    ['2024-06-15T04:00:00Z', 'bad', 'bad', true], // unparseable bounds count as missing
  ])('now %s in %p..%p -> %p', (now, b, e, ok) => expect(isWithinPeriod(utc(now), b, e)).toBe(ok))
})

describe('formatting and days in the business zone', () => {
  it.each([
    // instant, date, date-time
    ['2024-06-14T15:59:59.999Z', '2024-06-14', '2024-06-14 23:59:59'],
    ['2024-06-14T16:00:00Z', '2024-06-15', '2024-06-15 00:00:00'],
    ['2024-06-14T16:30:00Z', '2024-06-15', '2024-06-15 00:30:00'], // 00:30 China
    ['2024-06-14T23:59:00Z', '2024-06-15', '2024-06-15 07:59:00'], // 07:59 China
    ['2024-06-15T00:00:00Z', '2024-06-15', '2024-06-15 08:00:00'],
    ['2023-12-31T16:00:00Z', '2024-01-01', '2024-01-01 00:00:00'],
  ])('%s -> %s / %s', (instant, date, dateTime) => {
    const d = utc(instant)
    expect(formatDate(d)).toBe(date)
    expect(formatDate(d.getTime())).toBe(date)
    expect(formatDateTime(d)).toBe(dateTime)
    expect(businessToday(d)).toBe(date)
    expect(iso(startOfBusinessDay(d))).toBe(iso(parseDateTime(date)))
    expect(iso(endOfBusinessDay(d))).toBe(iso(parseDateTime(date, { endOfDay: true })))
  })

  it('formatBusiness tokens, literals, invalid input', () => {
    const d = utc('2024-01-02T17:04:05.007Z') // 2024-01-03 01:04:05.007 China
    expect(formatBusiness(d, 'YYYY.MM.DD')).toBe('2024.01.03')
    expect(formatBusiness(d, 'YYYY年M月D日 H:mm')).toBe('2024年1月3日 1:04')
    expect(formatBusiness(d, 'YYYYMMDDHHmmss')).toBe('20240103010405')
    expect(formatBusiness(d, 'HH:mm:ss.SSS [MM]')).toBe('01:04:05.007 MM')
    expect(formatBusiness('2024-06-15', 'YYYY-MM')).toBe('2024-06')
    expect(formatDateTime(vm.runInNewContext('new Date(Date.UTC(2024, 5, 14, 16))'))).toBe('2024-06-15 00:00:00') // a Date of another realm (worker, VM)
    expect(formatDate('bad')).toBe('')
    expect(formatDate(null)).toBe('')
    expect(formatDateTime(undefined)).toBe('')
  })

  it('businessParts and businessWallTime are inverse', () => {
    const d = businessWallTime(2024, 6, 15, 0, 30)
    expect(iso(d)).toBe('2024-06-14T16:30:00.000Z')
    expect(businessParts(d)).toEqual({ year: 2024, month: 6, day: 15, hour: 0, minute: 30, second: 0, millisecond: 0, weekday: 6 })
    expect(iso(businessWallTime(2024, 2, 30))).toBe(iso(parseDateTime('2024-03-01'))) // rolls over like Date.UTC
    expect(businessOffsetMinutes(d)).toBe(480)
  })

  it.each([
    // from, to, calendar days (business zone)
    ['2024-06-15 23:59', '2024-06-16 00:00', 1],
    ['2024-06-15 00:00', '2024-06-15 23:59:59', 0],
    ['2024-06-15 00:30', '2024-06-16', 1], // 00:30 China: tomorrow is one day away
    ['2024-06-15 07:59', '2024-06-15', 0], // 07:59 China: today is today (UTC is still on the 14th)
    ['2024-06-15 07:59', '2024-06-14', -1],
    ['2024-12-31 23:00', '2025-01-01 01:00', 1],
    ['2024-02-28', '2024-03-01', 2],
    ['2023-02-28', '2023-03-01', 1],
    ['bad', '2024-06-15', null],
  ])('days %s -> %s = %p', (from, to, n) => expect(businessDaysBetween(from, to)).toBe(n))

  it('businessDaysBetween takes instants', () => {
    expect(businessDaysBetween(utc('2024-06-14T16:30:00Z'), '2024-06-16')).toBe(1) // 00:30 China on the 15th
    expect(businessDaysBetween(utc('2024-06-14T15:30:00Z'), '2024-06-16')).toBe(2) // 23:30 China on the 14th
    expect(businessDayNumber(utc('2024-06-14T16:00:00Z'))! - businessDayNumber(utc('2024-06-14T15:59:59Z'))!).toBe(1)
  })

  it.each([
    ['2024-02-28', 1, '2024-02-29'],
    ['2023-02-28', 1, '2023-03-01'],
    ['2024-12-31', 1, '2025-01-01'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2024-06-15', 0, '2024-06-15'],
    ['2024-02-30', 1, null],
    ['bad', 1, null],
  ])('addDays(%s, %p) = %p', (d, n, e) => expect(addDays(d, n)).toBe(e))

  it('calendar months', () => {
    expect(addMonths('2024-01', -1)).toBe('2023-12')
    expect(addMonths('2024-12-15', 1)).toBe('2025-01')
    expect(addMonths('2024-13', 1)).toBeNull()
    const feb = calendarMonth('2024-02')!
    expect(feb).toMatchObject({ year: 2024, month: 2, firstWeekday: 4 }) // 2024-02-01 is a Thursday
    expect(feb.dates).toHaveLength(29)
    expect(feb.dates[28]).toBe('2024-02-29')
    expect(calendarMonth('2023-02')!.dates).toHaveLength(28)
    expect(calendarMonth('2026-03-10')!.firstWeekday).toBe(0)
    expect(calendarMonth('x')).toBeNull()
  })

  it.each([
    ['1990-06-15', '2024-06-14T16:00:00Z', 34], // 00:00 China on the birthday
    ['1990-06-15', '2024-06-14T15:59:59Z', 33], // 23:59:59 China the day before
    ['1990-06-15', '2024-06-14T23:59:00Z', 34], // 07:59 China on the birthday, UTC still on the 14th
    ['2000-02-29', '2023-02-28T04:00:00Z', 22],
    ['2000-02-29', '2023-03-01T04:00:00Z', 23],
  ])('fullYearsOn(%s, %s) = %p', (birth, now, age) => expect(fullYearsOn(birth, utc(now))).toBe(age))
})

describe('setBusinessTimeZone: configurable per deployment', () => {
  it('defaults to Asia/Shanghai; empty means the default', () => {
    expect(businessTimeZone()).toBe(DEFAULT_BUSINESS_TIME_ZONE)
    expect(DEFAULT_BUSINESS_TIME_ZONE).toBe('Asia/Shanghai')
    setBusinessTimeZone('UTC')
    expect(setBusinessTimeZone('  ')).toBe('Asia/Shanghai')
  })

  it('another IANA zone, with its DST', () => {
    setBusinessTimeZone('America/New_York')
    expect(iso(parseDateTime('2024-01-15'))).toBe('2024-01-15T05:00:00.000Z') // EST
    expect(iso(parseDateTime('2024-07-15'))).toBe('2024-07-15T04:00:00.000Z') // EDT
    expect(formatDateTime(utc('2024-07-01T03:00:00Z'))).toBe('2024-06-30 23:00:00')
    expect(iso(parseDateTime('2024-03-10 02:30'))).toBe('2024-03-10T06:30:00.000Z') // in the spring gap: the earlier candidate
    expect(businessDaysBetween('2024-03-09 12:00', '2024-03-11 12:00')).toBe(2) // a 47-hour span is 2 days
    expect(iso(endOfBusinessDay('2024-03-10 12:00'))).toBe('2024-03-11T03:59:59.999Z')
  })

  it('fixed offsets and UTC', () => {
    setBusinessTimeZone('+05:30')
    expect(formatDateTime(0)).toBe('1970-01-01 05:30:00')
    setBusinessTimeZone('UTC')
    expect(formatDate(utc('2024-06-14T23:59:00Z'))).toBe('2024-06-14')
  })

  it('an unknown zone throws and keeps the zone in use', () => {
    setBusinessTimeZone('Asia/Tokyo')
    expect(() => setBusinessTimeZone('Mars/Olympus_Mons')).toThrow('Unknown time zone "Mars/Olympus_Mons"')
    expect(businessTimeZone()).toBe('Asia/Tokyo')
    expect(formatDateTime(0)).toBe('1970-01-01 09:00:00')
  })
})

describe('the host zone changes nothing', () => {
  // the module compiled once, then the same calls in node processes with other TZ values
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'business-tz-'))
  const mod = path.join(dir, 'time.cjs')
  fs.writeFileSync(
    mod,
    transformSync(fs.readFileSync(path.join(__dirname, 'time.ts'), 'utf8'), {
      filename: 'time.ts',
      jsc: { parser: { syntax: 'typescript' }, target: 'es2021' },
      module: { type: 'commonjs' },
    }).code,
  )
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  const probe = (setup = '') => `
    ${setup}
    const T = require(${JSON.stringify(mod)})
    const at = (s) => new Date(s)
    const out = {
      zone: T.businessTimeZone(),
      parse: ['2024-06-15', '2024-06-15 00:30', '2024-06-15 07:59', '2024-01-01'].map((s) => T.parseDateTime(s).toISOString()),
      end: T.parseDateTime('2024-06-15', { endOfDay: true }).toISOString(),
      dates: ['2024-06-14T16:30:00Z', '2024-06-14T23:59:00Z', '2024-06-14T15:59:59Z'].map((s) => T.formatDateTime(at(s))),
      start: T.startOfBusinessDay(at('2024-06-14T16:30:00Z')).toISOString(),
      days: T.businessDaysBetween(at('2024-06-14T23:59:00Z'), '2024-06-15'),
      within: T.isWithinPeriod(at('2024-06-14T23:59:00Z'), null, '2024-06-14'),
      age: T.fullYearsOn('1990-06-15', at('2024-06-14T16:30:00Z')),
    }
    let unknown = null
    try { T.setBusinessTimeZone('Europe/Berlin'); unknown = T.formatDateTime(0) } catch (e) { unknown = 'throws' }
    out.berlin = unknown
    process.stdout.write(JSON.stringify(out))`
  const run = (tz: string, setup?: string) =>
    JSON.parse(execFileSync(process.execPath, ['-e', probe(setup)], { env: { ...process.env, TZ: tz }, encoding: 'utf8' }))

  const expected = {
    zone: 'Asia/Shanghai',
    parse: ['2024-06-14T16:00:00.000Z', '2024-06-14T16:30:00.000Z', '2024-06-14T23:59:00.000Z', '2023-12-31T16:00:00.000Z'],
    end: '2024-06-15T15:59:59.999Z',
    dates: ['2024-06-15 00:30:00', '2024-06-15 07:59:00', '2024-06-14 23:59:59'],
    start: '2024-06-14T16:00:00.000Z',
    days: 0,
    within: false,
    age: 34,
    berlin: '1970-01-01 01:00:00',
  }

  it.each(['UTC', 'Asia/Shanghai', 'America/Los_Angeles', 'Pacific/Kiritimati'])('TZ=%s', (tz) => {
    expect(run(tz)).toEqual(expected)
  })

  it('an engine whose Intl ignores timeZone (some mini-program runtimes): fixed offsets for zones without DST', () => {
    // Intl.DateTimeFormat that formats in the host zone whatever timeZone it is given
    const broken = `
      const Real = Intl.DateTimeFormat
      Intl.DateTimeFormat = function (locale, o) { const { timeZone, ...rest } = o || {}; return new Real(locale, rest) }`
    const r = run('America/Los_Angeles', broken)
    expect(r).toEqual({ ...expected, berlin: 'throws' }) // Asia/Shanghai still +8; a DST zone cannot be served
    expect(run('UTC', 'delete globalThis.Intl')).toEqual({ ...expected, berlin: 'throws' })
  })
})

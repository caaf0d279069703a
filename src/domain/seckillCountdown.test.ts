import { clockOffset, seckillCountdown } from './seckillCountdown'
import { COUNTDOWN_TO_END, COUNTDOWN_TO_START } from './messages'

// session times are business-zone (Asia/Shanghai, UTC+8) wall times; `now` is an instant. The suite runs under
// TZ=UTC at any hour: nothing here reads the host's zone or clock.
const at = (iso: string) => new Date(iso)

describe('seckillCountdown: the session the home counts down to, in the business zone', () => {
  const running = { periodBegin: '2026-11-29 10:00:00', periodEnd: '2026-11-29 22:00:00' }
  const runningLonger = { periodBegin: '2026-11-29 08:00:00', periodEnd: '2026-12-06 10:00:00' }
  const tomorrow = { periodBegin: '2026-11-30 10:00:00', periodEnd: '2026-11-30 12:00:00' }
  const later = { periodBegin: '2026-12-01 10:00:00', periodEnd: '2026-12-01 12:00:00' }
  const ended = { periodBegin: '2026-11-20 10:00:00', periodEnd: '2026-11-27 10:00:00' }
  const withTimeBefore = { periodBegin: '2026-11-29 10:00:00', periodEnd: '2026-11-29 22:00:00', timeBefore: 30 }

  it.each([
    // [case, sessions, now (UTC instant), label, hh:mm:ss, days]
    ['running: to its end (22:00 +08 = 14:00Z)', [running], '2026-11-29T12:30:15Z', COUNTDOWN_TO_END, '01:29:45', 0],
    ['two running: the one ending first', [runningLonger, running], '2026-11-29T12:30:15Z', COUNTDOWN_TO_END, '01:29:45', 0],
    ['running wins over an upcoming one', [tomorrow, running], '2026-11-29T12:30:15Z', COUNTDOWN_TO_END, '01:29:45', 0],
    ['timeBefore shortens the running window', [withTimeBefore], '2026-11-29T12:30:15Z', COUNTDOWN_TO_END, '00:59:45', 0],
    ['none running: to the next start', [later, tomorrow, ended], '2026-11-29T14:00:00Z', COUNTDOWN_TO_START, '12:00:00', 0],
    ['days in front when far', [later], '2026-11-29T01:59:59Z', COUNTDOWN_TO_START, '00:00:01', 2],
    [
      'the business day, not the host day: 00:30 +08 is 16:30Z the day before',
      [tomorrow],
      '2026-11-29T16:30:00Z',
      COUNTDOWN_TO_START,
      '09:30:00',
      0,
    ],
    ['a session that just began counts to its end', [running], '2026-11-29T02:00:00Z', COUNTDOWN_TO_END, '12:00:00', 0],
  ])('%s', (_case, sessions, now, label, hms, days) => {
    const cd = seckillCountdown(sessions, at(now))!
    expect(cd.label).toBe(label)
    expect(`${cd.parts.hh}:${cd.parts.mm}:${cd.parts.ss}`).toBe(hms)
    expect(cd.parts.days).toBe(days)
  })

  it.each([
    ['no sessions', []],
    ['only ended ones', [ended]],
    ['a running session past its timeBefore cut', [withTimeBefore]],
    ['invalid times', [{ periodBegin: 'x', periodEnd: 'y' }]],
  ])('no countdown: %s', (_case, sessions) => {
    expect(seckillCountdown(sessions as never, at('2026-11-29T13:45:00Z'))).toBeNull()
  })
})

describe('clockOffset: the server clock against the middle of the round trip', () => {
  it.each([
    ['server ahead by 5 s', 1_000_005_000, 1_000_000_000 - 100, 1_000_000_000 + 100, 5000],
    ['server behind by 2 s', 999_998_000, 1_000_000_000, 1_000_000_000, -2000],
    ['a slow reply: its middle counts', 1_000_000_500, 1_000_000_000, 1_000_001_000, 0],
    ['no server time', null, 1, 2, 0],
    ['a broken server time', Number.NaN, 1, 2, 0],
  ])('%s', (_case, server, sent, received, offset) => {
    expect(clockOffset(server as number | null, sent, received)).toBe(offset)
  })
})

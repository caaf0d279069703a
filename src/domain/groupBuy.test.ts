import {
  paperMailError,
  TEAM_STATUS,
  teamFilled,
  teamJoinError,
  teamLack,
  teamStatusAt,
  teamTimeLeft,
  teamExpiry,
  teamStatusText,
} from './groupBuy'
import { TEAM_ALREADY_MEMBER, TEAM_ENDED, TEAM_FULL, TEAM_NOT_OPEN } from './messages/groupbuy'

const NOW = Date.UTC(2026, 10, 24, 6, 0, 0)
const H = 3600_000

describe('teamJoinError', () => {
  const open = { status: TEAM_STATUS.FORMING, needNum: 2, joinedNum: 1, expireAtMs: NOW + H }
  it.each([
    ['a forming team with a free place', open, false, null],
    ['already a member', open, true, TEAM_ALREADY_MEMBER],
    ['full (the last place taken, payment pending)', { ...open, joinedNum: 2 }, false, TEAM_FULL],
    ['over-full rows stay full', { ...open, joinedNum: 3 }, false, TEAM_FULL],
    ['succeeded', { ...open, status: TEAM_STATUS.SUCCEEDED, joinedNum: 2 }, false, TEAM_FULL],
    ['expired, sweeper not yet run', { ...open, expireAtMs: NOW }, false, TEAM_ENDED],
    ['failed', { ...open, status: TEAM_STATUS.FAILED }, false, TEAM_ENDED],
    ['cancelled', { ...open, status: TEAM_STATUS.CANCELLED }, false, TEAM_ENDED],
    ['leader not paid yet', { ...open, status: TEAM_STATUS.PENDING }, false, TEAM_NOT_OPEN],
  ])('%s', (_n, t, member, want) => expect(teamJoinError(t, NOW, member)).toBe(want))
})

describe('teamStatusAt', () => {
  it.each([
    [TEAM_STATUS.FORMING, NOW + 1, TEAM_STATUS.FORMING],
    [TEAM_STATUS.FORMING, NOW, TEAM_STATUS.FAILED],
    [TEAM_STATUS.SUCCEEDED, NOW - H, TEAM_STATUS.SUCCEEDED],
    [TEAM_STATUS.PENDING, NOW - H, TEAM_STATUS.PENDING],
  ])('status %i expiring at %i -> %i', (status, expireAtMs, want) => expect(teamStatusAt({ status, expireAtMs }, NOW)).toBe(want))
})

describe('teamFilled / teamLack', () => {
  it.each([
    [2, 1, false],
    [2, 2, true],
    [3, 4, true],
    [0, 0, false],
  ])('need %i, paid %i -> %s', (need, paid, want) => expect(teamFilled(need, paid)).toBe(want))
  it.each([
    [2, 1, 1],
    [2, 2, 0],
    [2, 5, 0],
  ])('need %i, joined %i -> lack %i', (needNum, joinedNum, want) => expect(teamLack({ needNum, joinedNum })).toBe(want))
})

describe('teamTimeLeft / teamExpiry', () => {
  it.each([
    [NOW + 24 * H, '24:00:00'],
    [NOW + 5 * H + 61_000, '05:01:01'],
    [NOW + 999, '00:00:00'],
    [NOW - H, '00:00:00'],
    [NOW + 49 * H, '49:00:00'],
  ])('expiring at %i -> %s', (at, text) => expect(teamTimeLeft(at, NOW).text).toBe(text))
  it('expiry = opening + hours (at least one hour)', () => {
    expect(teamExpiry(NOW, 24)).toBe(NOW + 24 * H)
    expect(teamExpiry(NOW, 0)).toBe(NOW + H)
  })
  it('status texts', () => {
    expect(teamStatusText(2)).toBe('拼团成功')
    expect(teamStatusText(3)).toBe('拼团失败，已退款')
  })
})

describe('paperMailError', () => {
  it.each([
    [{ copies: 1, dischargedOn: '2026-11-01', today: '2026-11-24' }, null],
    [{ copies: 5, dischargedOn: '2026-11-24', today: '2026-11-24' }, null],
    [{ copies: 0, dischargedOn: '2026-11-01', today: '2026-11-24' }, '复印份数为1-5份'],
    [{ copies: 6, dischargedOn: '2026-11-01', today: '2026-11-24' }, '复印份数为1-5份'],
    [{ copies: 1.5, dischargedOn: '2026-11-01', today: '2026-11-24' }, '复印份数为1-5份'],
    [{ copies: 1, dischargedOn: '2026-11-25', today: '2026-11-24' }, '出院后才能申请病案邮寄'],
    [{ copies: 1, dischargedOn: '', today: '2026-11-24' }, '出院后才能申请病案邮寄'],
  ])('%j -> %s', (p, want) => expect(paperMailError(p)).toBe(want))
})

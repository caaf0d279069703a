import { activityStatus, activityStatusLabel, activityCardMessage, showStartGroupButton, countdownParts, countdownTo } from './activity'

const period = { periodBegin: '2024-06-15 10:00:00', periodEnd: '2024-06-15 12:00:00', timeBefore: 30 }
const at = (hms: string) => new Date(`2024-06-15T${hms}+08:00`) // China time

describe('activityStatus (SPEC §4)', () => {
  it.each([
    ['09:59:59', 1, 1],
    ['10:00:00', 2, 2], // begins
    ['11:29:59', 2, 2],
    ['11:30:00', 3, 2], // end reduced by timeBefore 30 min; the group list ignores it
    ['11:59:59', 3, 2],
    ['12:00:00', 3, 3],
  ])('%s -> %p (group list %p)', (t, status, groupStatus) => {
    expect(activityStatus(period, at(t))).toBe(status)
    expect(activityStatus(period, at(t), { groupList: true })).toBe(groupStatus)
  })
  it('missing bounds and timeBefore', () => {
    expect(activityStatus({}, at('10:00:00'))).toBe(2)
    expect(activityStatus({ periodEnd: '2024-06-15 12:00:00' }, at('11:59:59'))).toBe(2)
    expect(activityStatus({ periodBegin: '2024-06-16' }, at('11:59:59'))).toBe(1)
    expect(activityStatus({ ...period, timeBefore: null }, at('11:59:59'))).toBe(2)
    expect(activityStatus({ ...period, timeBefore: '30' }, at('11:30:00'))).toBe(3)
  })
  it.each([
    [1, '未开始'],
    [2, '进行中'],
    [3, '已结束'],
  ] as const)('label %p -> %s', (s, l) => expect(activityStatusLabel(s)).toBe(l))
})

describe('activity card messages (SPEC §4)', () => {
  it.each([
    [{ purchaseMax: 2, hasBuyNum: 2 }, '已达可购买上限'],
    [{ purchaseMax: 2, hasBuyNum: 3 }, '已达可购买上限'],
    [{ purchaseMax: 2, hasBuyNum: 1 }, null],
    [{ purchaseMax: 0, hasBuyNum: 5 }, null], // no cap
    [{ activityStockFlag: 1, activityStockNum: 0 }, '活动商品已售罄'],
    [{ activityStockFlag: '1', activityStockNum: 0 }, '活动商品已售罄'],
    [{ activityStockFlag: 1, activityStockNum: 1 }, null],
    [{ activityStockFlag: 0, activityStockNum: 0 }, null], // stock not tracked
    [{ purchaseMax: 1, hasBuyNum: 1, activityStockFlag: 1, activityStockNum: 0 }, '已达可购买上限'],
    [{}, null],
  ])('%j -> %p', (a, e) => expect(activityCardMessage(a)).toBe(e))
})

describe('group buy button (SPEC §4)', () => {
  it.each([
    [{ type: 2, status: 2 }, true],
    [{ type: '2', status: '2' }, true],
    [{ type: 2, status: 1 }, false],
    [{ type: 1, status: 2 }, false],
    [{}, false],
  ])('%j -> %p', (a, e) => expect(showStartGroupButton(a)).toBe(e))
})

describe('countdown parts', () => {
  it.each([
    [0, [0, 0, 0, 0], ['00', '00', '00', '00'], true],
    [-5000, [0, 0, 0, 0], ['00', '00', '00', '00'], true],
    [999, [0, 0, 0, 0], ['00', '00', '00', '00'], true],
    [1000, [0, 0, 0, 1], ['00', '00', '00', '01'], false],
    [59_000, [0, 0, 0, 59], ['00', '00', '00', '59'], false],
    [60_000, [0, 0, 1, 0], ['00', '00', '01', '00'], false],
    [3_599_000, [0, 0, 59, 59], ['00', '00', '59', '59'], false],
    [3_600_000, [0, 1, 0, 0], ['00', '01', '00', '00'], false],
    [86_399_000, [0, 23, 59, 59], ['00', '23', '59', '59'], false],
    [86_400_000, [1, 0, 0, 0], ['01', '00', '00', '00'], false],
    [100 * 86_400_000 + 3_661_000, [100, 1, 1, 1], ['100', '01', '01', '01'], false],
  ])('%p ms', (ms, nums, strs, done) => {
    const p = countdownParts(ms)
    expect([p.days, p.hours, p.minutes, p.seconds]).toEqual(nums)
    expect([p.dd, p.hh, p.mm, p.ss]).toEqual(strs)
    expect(p.done).toBe(done)
  })
  it('countdownTo', () => {
    expect(countdownTo('2024-06-15 12:00:00', at('11:00:00')).hh).toBe('01')
    expect(countdownTo('bad', at('11:00:00')).done).toBe(true)
  })
})

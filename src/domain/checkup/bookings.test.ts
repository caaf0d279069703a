/**
 * Bookings' actions, the pre-exam notice and group add-ons' payment state (src/domain/checkup/bookings.ts).
 */
import { addOnPayState, bookingActions, checkupNotice } from './bookings'

describe('bookingActions: reschedule / cancel / check-in of a booking (business time zone, SPEC §9)', () => {
  // 2026-11-24 16:30 UTC is 2026-11-25 00:30 in China: "today" is already the 25th there
  const justAfterMidnight = new Date('2026-11-24T16:30:00Z')
  // 2026-11-24 15:59 UTC is 2026-11-24 23:59 in China
  const justBeforeMidnight = new Date('2026-11-24T15:59:00Z')
  test.each([
    ['2 days ahead', { status: 1, appointedDate: '2026-11-27', rescheduleCount: 0 }, justAfterMidnight, true, true, true],
    ['1 day ahead (China day)', { status: 1, appointedDate: '2026-11-26', rescheduleCount: 2 }, justAfterMidnight, true, true, true],
    ['the exam day itself', { status: 1, appointedDate: '2026-11-25', rescheduleCount: 0 }, justAfterMidnight, false, false, true],
    ['the day before, 23:59 China', { status: 1, appointedDate: '2026-11-25', rescheduleCount: 0 }, justBeforeMidnight, true, true, true],
    ['3 reschedules made', { status: 1, appointedDate: '2026-12-20', rescheduleCount: 3 }, justAfterMidnight, false, true, true],
    ['a day that has passed', { status: 1, appointedDate: '2026-11-24', rescheduleCount: 0 }, justAfterMidnight, false, false, false],
    ['cancelled', { status: 2, appointedDate: '2026-12-20', rescheduleCount: 0 }, justAfterMidnight, false, false, false],
    ['done', { status: 3, appointedDate: '2026-11-20', rescheduleCount: 0 }, justAfterMidnight, false, false, false],
  ])('%s', (_name, booking, now, reschedule, cancel, checkin) => {
    const a = bookingActions(booking, now)
    expect([a.reschedule, a.cancel, a.checkin]).toEqual([reschedule, cancel, checkin])
    expect(a.rescheduleReason === null).toBe(reschedule)
    expect(a.cancelReason === null).toBe(cancel)
  })
  test('the reasons are the SPEC §9 messages', () => {
    const now = new Date('2026-11-24T16:30:00Z')
    expect(bookingActions({ status: 1, appointedDate: '2026-12-20', rescheduleCount: 3 }, now).rescheduleReason).toBe(
      '改期次数已达上限（最多3次）',
    )
    const late = bookingActions({ status: 1, appointedDate: '2026-11-25', rescheduleCount: 0 }, now)
    expect(late.rescheduleReason).toBe('需在预约日期前至少1天改期')
    expect(late.cancelReason).toBe('需在预约日期前至少1天取消预约')
    expect(bookingActions({ status: 2, appointedDate: '2026-12-20', rescheduleCount: 0 }, now).cancelReason).toBe('该预约已取消或已完成')
  })
})

describe('checkupNotice: the pre-exam notice of a package', () => {
  test.each([
    [
      'blood and abdominal ultrasound: fasting, both named',
      ['血常规', '肝功能', '腹部彩超', '心电图'],
      true,
      ['血常规', '肝功能', '腹部彩超'],
    ],
    ['no fasting item', ['一般检查', '心电图', '胸部DR'], false, []],
    ['the C13 breath test alone is not "fasting" but its own notice', ['C13呼气试验'], false, []],
  ])('%s', (_name, names, fasting, fastingItems) => {
    const n = checkupNotice(names.map((name) => ({ name })))
    expect(n.fasting).toBe(fasting)
    expect(n.fastingItems).toEqual(fastingItems)
    expect(n.sections[0].id).toBe('fasting')
    expect(n.sections[0].lines[0]).toMatch(fasting ? /^需要空腹：/ : /无需空腹/)
  })
  test('sections in order; item notices name their items; extra lines close the item section', () => {
    const n = checkupNotice([{ name: '胸部DR' }, { name: '心电图' }, { itemName: '尿常规' }], ['请携带既往病历'])
    expect(n.sections.map((s) => s.id)).toEqual(['fasting', 'bring', 'dayBefore', 'items', 'onTheDay', 'after'])
    const items = n.sections.find((s) => s.id === 'items')!.lines
    expect(items.some((l) => l.startsWith('放射检查') && l.endsWith('（胸部DR）'))).toBe(true)
    expect(items.some((l) => l.endsWith('（心电图）'))).toBe(true)
    expect(items[items.length - 1]).toBe('请携带既往病历')
    expect(n.sections.find((s) => s.id === 'bring')!.lines[0]).toContain('身份证')
  })
  test('no item notice and no extra line: no empty item section', () => {
    expect(checkupNotice([{ name: '一般检查' }]).sections.map((s) => s.id)).not.toContain('items')
  })
})

describe('addOnPayState: the add-ons of a company-paid group booking', () => {
  const now = new Date('2026-11-24T10:00:00Z')
  test.each([
    [null, 'none'],
    [{ status: 101, refunded: false, closeAt: new Date('2026-11-24T10:30:00Z') }, 'unpaid'],
    [{ status: 101, refunded: false, closeAt: new Date('2026-11-24T10:00:00Z') }, 'closed'],
    [{ status: 104, refunded: false }, 'paid'],
    [{ status: 105, refunded: false }, 'paid'],
    [{ status: 102, refunded: false }, 'paid'],
    [{ status: 103, refunded: true }, 'refunded'],
    [{ status: 103, refunded: false }, 'closed'],
  ] as const)('%j → %s', (order, state) => {
    expect(addOnPayState(order, now)).toBe(state)
  })
})

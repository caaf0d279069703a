/** the per-page totals of the figures screen */
import { bookingsSummary, byPage, money, percent, salesSummary } from './api'

test('visits summed per page over the days, most visited first, ties by path', () => {
  expect(
    byPage([
      { day: '2026-01-14', path: '/home', visits: 3, visitors: 2 },
      { day: '2026-01-15', path: '/home', visits: 4, visitors: 1 },
      { day: '2026-01-15', path: '/mine', visits: 7, visitors: 1 },
      { day: '2026-01-15', path: '/cart', visits: 7, visitors: 1 },
    ]),
  ).toEqual([
    { path: '/cart', visits: 7, days: 1 },
    { path: '/home', visits: 7, days: 2 },
    { path: '/mine', visits: 7, days: 1 },
  ])
  expect(byPage([])).toEqual([])
})

const f = {
  from: '2026-04-10',
  to: '2026-04-11',
  days: [
    { day: '2026-04-10', orders: 1, paidOrders: 0, sales: 0, refunded: 0, bookings: 1, visits: 2 },
    { day: '2026-04-11', orders: 2, paidOrders: 2, sales: 1259.5, refunded: 60, bookings: 1, visits: 4 },
  ],
  totals: { orders: 3, paidOrders: 2, sales: 1259.5, refunded: 60, bookings: 2, visits: 6, visitors: 3, buyers: 2, conversion: 2 / 3 },
  packages: [
    { packageId: 1, name: '入职体检', bookings: 1 },
    { packageId: 2, name: '老年体检', bookings: 1 },
  ],
  topGoods: [],
}

test('the charts’ text alternatives carry the totals; money and percent formats', () => {
  expect(salesSummary(f)).toBe(
    '2026-04-10 至 2026-04-11：下单 3 笔，支付 2 笔，销售额 ¥1,259.50，退款 ¥60.00，销售额最高的一天是 2026-04-11（¥1,259.50）',
  )
  expect(bookingsSummary(f)).toBe('2026-04-10 至 2026-04-11：体检预约共 2 个，入职体检 1 个，老年体检 1 个')
  expect(bookingsSummary({ ...f, packages: [] })).toBe('2026-04-10 至 2026-04-11：暂无体检预约')
  expect(percent(2 / 3)).toBe('66.67%')
  expect(percent(0)).toBe('0%')
  expect(money(0)).toBe('¥0.00')
})

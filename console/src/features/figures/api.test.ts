/** the per-page totals of the figures screen */
import { byPage } from './api'

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

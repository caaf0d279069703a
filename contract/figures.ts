/**
 * API contract of the hospital's figures dashboard in the staff console (issue 33 item 5; figures:read): per business
 * day (China, src/domain/time) of a range of at most 93 days, the own hospital's orders, paid orders and sales, refunds,
 * check-up bookings and page visits; bookings per package; top goods by paid amount; and the conversion visit →
 * order. Money is yuan (from the fen columns). The same figures as a CSV file (UTF-8 with a BOM, so Excel reads the
 * Chinese). Every figure is a plain query over the same tables (server/modules/tracking/dashboard.ts says which).
 */
import { Count, Id, Money, SafeCount, StrictObject, Type, type Static } from './lib'

/** the paths (full, prefix included) */
export const FIGURES_PATHS = {
  /** GET FiguresQuery (figures:read) -> FiguresDashboard */
  dashboard: '/staff/figures/dashboard',
  /** GET FiguresQuery (figures:read) -> text/csv (UTF-8 with BOM): the same figures as a file */
  dashboardCsv: '/staff/figures/dashboard/export',
} as const

/** how many goods the top list shows */
export const FIGURES_TOP_GOODS = 10

export const FiguresQuery = StrictObject({
  from: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'first business day, YYYY-MM-DD' }),
  to: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'last business day, YYYY-MM-DD' }),
})
export type FiguresQuery = Static<typeof FiguresQuery>

export const FiguresDay = StrictObject({
  day: Type.String({ description: 'business day YYYY-MM-DD (every day of the range, zeros included)' }),
  orders: Count({ description: 'orders placed that day (any state)' }),
  paidOrders: Count({ description: 'orders whose payment succeeded that day' }),
  sales: Money({ description: 'paid amount of those orders (actual price), yuan' }),
  refunded: Money({ description: 'refunds that succeeded that day, yuan' }),
  bookings: Count({ description: 'check-up bookings made that day and not cancelled' }),
  visits: SafeCount({ description: 'page visits that day (all pages)' }),
})
export type FiguresDay = Static<typeof FiguresDay>

export const FiguresPackage = StrictObject({
  packageId: Id(),
  name: Type.String(),
  bookings: Count(),
})
export type FiguresPackage = Static<typeof FiguresPackage>

export const FiguresGoods = StrictObject({
  goodsId: Id(),
  name: Type.String(),
  quantity: Count({ description: 'units sold in paid orders' }),
  amount: Money({ description: 'paid amount of those lines, yuan' }),
})
export type FiguresGoods = Static<typeof FiguresGoods>

export const FiguresTotals = StrictObject({
  orders: Count(),
  paidOrders: Count(),
  sales: Money(),
  refunded: Money(),
  bookings: Count(),
  visits: SafeCount(),
  visitors: Count({ description: 'distinct logged-in visitors in the range (raw visit rows, within the retention)' }),
  buyers: Count({ description: 'of those visitors, the ones who placed an order in the range' }),
  conversion: Type.Number({ minimum: 0, maximum: 1, description: 'buyers / visitors (0 without visitors)' }),
})
export type FiguresTotals = Static<typeof FiguresTotals>

export const FiguresDashboard = StrictObject({
  from: Type.String(),
  to: Type.String(),
  days: Type.Array(FiguresDay),
  totals: FiguresTotals,
  packages: Type.Array(FiguresPackage, { description: 'bookings per package in the range, most first' }),
  topGoods: Type.Array(FiguresGoods, { description: `at most ${FIGURES_TOP_GOODS}, highest paid amount first` }),
})
export type FiguresDashboard = Static<typeof FiguresDashboard>

/** the page-visit figures of the own hospital (contract/tracking.ts VisitStats; figures:read) */
import type { Static } from '@sinclair/typebox'
import type { STAFF_PATHS } from '@contract/staff'
import type { VisitStats, VisitStatsQuery } from '@contract/tracking'
import type { FIGURES_PATHS, FiguresDashboard, FiguresQuery as DashboardQuerySchema } from '@contract/figures'
import { request, withQuery } from '../../shared/request'

export const PATHS: Pick<typeof STAFF_PATHS, 'figures'> = { figures: '/staff/figures/page-visits' }

export type FiguresQuery = Static<typeof VisitStatsQuery>
export type FiguresRow = Static<typeof VisitStats>[number]

export function pageVisits(q: FiguresQuery, signal?: AbortSignal): Promise<FiguresRow[]> {
  return request<FiguresRow[]>('GET', PATHS.figures, { query: q, signal })
}

/** per page over the whole range: visits summed, most visited first */
export function byPage(rows: readonly FiguresRow[]): Array<{ path: string; visits: number; days: number }> {
  const m = new Map<string, { path: string; visits: number; days: number }>()
  for (const r of rows) {
    const e = m.get(r.path) ?? { path: r.path, visits: 0, days: 0 }
    e.visits += r.visits
    e.days += 1
    m.set(r.path, e)
  }
  return [...m.values()].sort((a, b) => b.visits - a.visits || a.path.localeCompare(b.path))
}

/** the dashboard (contract/figures.ts; figures:read) */
export const DASHBOARD_PATHS: typeof FIGURES_PATHS = {
  dashboard: '/staff/figures/dashboard',
  dashboardCsv: '/staff/figures/dashboard/export',
}

export type DashboardQuery = Static<typeof DashboardQuerySchema>

export function dashboard(q: DashboardQuery, signal?: AbortSignal): Promise<FiguresDashboard> {
  return request<FiguresDashboard>('GET', DASHBOARD_PATHS.dashboard, { query: q, signal })
}

/** the CSV export's address for the same range (a plain GET download: the cookie goes with it) */
export function dashboardCsvHref(q: DashboardQuery): string {
  return withQuery(DASHBOARD_PATHS.dashboardCsv, q)
}

/** 12.5% from 0.125 (two decimals at most) */
export function percent(ratio: number): string {
  return `${Math.round(ratio * 10000) / 100}%`
}

/** ¥1,234.50 */
export function money(yuan: number): string {
  return `¥${yuan.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
}

/** the text alternative of the orders / sales chart: the range's totals and its best day */
export function salesSummary(f: FiguresDashboard): string {
  const best = f.days.reduce<FiguresDashboard['days'][number] | null>((b, d) => (b === null || d.sales > b.sales ? d : b), null)
  const peak = best && best.sales > 0 ? `，销售额最高的一天是 ${best.day}（${money(best.sales)}）` : ''
  return `${f.from} 至 ${f.to}：下单 ${f.totals.orders} 笔，支付 ${f.totals.paidOrders} 笔，销售额 ${money(f.totals.sales)}，退款 ${money(f.totals.refunded)}${peak}`
}

/** the text alternative of the bookings-per-package chart */
export function bookingsSummary(f: FiguresDashboard): string {
  if (f.packages.length === 0) return `${f.from} 至 ${f.to}：暂无体检预约`
  return `${f.from} 至 ${f.to}：体检预约共 ${f.totals.bookings} 个，${f.packages.map((p) => `${p.name} ${p.bookings} 个`).join('，')}`
}

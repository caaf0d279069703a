/** the page-visit figures of the own hospital (contract/tracking.ts VisitStats; figures:read) */
import type { Static } from '@sinclair/typebox'
import type { STAFF_PATHS } from '@contract/staff'
import type { VisitStats, VisitStatsQuery } from '@contract/tracking'
import { request } from '../../shared/request'

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

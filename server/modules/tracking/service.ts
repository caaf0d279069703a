/**
 * Tracking (issue 18): stores page visits, shares and named events in batches, and counts visits per page per
 * business day. The user is the session's (never a field of the body); paths come without their query.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../lib/db'
import { businessToday } from '../../../src/domain/time'
import { businessDaysBetween } from '../../../src/domain/time'
import { badRequest } from '../../lib/errors'
import * as M from '../../../src/domain/messages'
import type { PageVisitReq, ShareReq, TrackReq, VisitStatsRow } from '../../../contract/tracking'
import type { TrackEventTable } from '../../lib/db/tables/tracking'

/** the longest period the aggregate answers in one call (about a quarter) */
export const STATS_MAX_DAYS = 93

interface Who {
  hospitalId: number
  userId: number | null
  now: Date
}

type Row = Omit<TrackEventTable, 'id'>

function base(who: Who, req: { utm?: string; spm?: string }) {
  return {
    hospital_id: who.hospitalId,
    user_id: who.userId,
    utm: req.utm || null,
    spm: req.spm || null,
    day: businessToday(who.now),
    created_at: who.now,
  }
}

async function insert(db: Kysely<DB>, rows: Row[]): Promise<number> {
  if (rows.length) await db.insertInto('track_event').values(rows).execute()
  return rows.length
}

export function recordVisits(db: Kysely<DB>, who: Who, req: PageVisitReq): Promise<number> {
  const b = base(who, req)
  return insert(
    db,
    req.visits.map((v) => ({ ...b, kind: 'visit' as const, name: v.path, path: v.path, target: null, object_type: null, object_id: null })),
  )
}

export function recordShares(db: Kysely<DB>, who: Who, req: ShareReq): Promise<number> {
  const b = base(who, req)
  return insert(
    db,
    req.shares.map((s) => ({
      ...b,
      kind: 'share' as const,
      name: s.path,
      path: s.path,
      target: s.target,
      object_type: s.objectType ?? null,
      object_id: s.objectId ?? null,
    })),
  )
}

export function recordEvents(db: Kysely<DB>, who: Who, req: TrackReq): Promise<number> {
  const b = base(who, req)
  return insert(
    db,
    req.events.map((e) => ({
      ...b,
      kind: 'event' as const,
      name: e.event,
      path: e.path ?? null,
      target: null,
      object_type: null,
      object_id: null,
    })),
  )
}

/** visits per page per business day in [from, to] of one hospital (of one utm campaign if given), busiest first within a day */
export async function visitStats(db: Kysely<DB>, hospitalId: number, from: string, to: string, utm?: string): Promise<VisitStatsRow[]> {
  const days = businessDaysBetween(from, to)
  if (days === null) throw badRequest(M.TRACK_STATS_BAD_DATE)
  if (days < 0) throw badRequest(M.TRACK_STATS_ORDER)
  if (days >= STATS_MAX_DAYS) throw badRequest(M.trackStatsTooLong(STATS_MAX_DAYS))
  const rows = await db
    .selectFrom('track_event')
    .select((eb) => ['day', 'name', eb.fn.countAll<string>().as('visits'), eb.fn.count<string>('user_id').distinct().as('visitors')])
    .where('hospital_id', '=', hospitalId)
    .where('kind', '=', 'visit')
    .where('day', '>=', from)
    .where('day', '<=', to)
    .$if(!!utm, (q) => q.where('utm', '=', utm!))
    .groupBy(['day', 'name'])
    .orderBy('day')
    .orderBy('visits', 'desc')
    .orderBy('name')
    .execute()
  return rows.map((r) => ({ day: r.day, path: r.name, visits: Number(r.visits), visitors: Number(r.visitors) }))
}

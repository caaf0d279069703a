/**
 * Tracking (issue 18): stores page visits, shares and named events in batches, and counts visits per page per
 * business day. The user is the session's (never a field of the body); paths come without their query.
 *
 * Bounded (issue 29 item 3):
 * - caps: events kept per minute and per business day, per logged-in user, or per client address for a visitor
 *   without a login (config.tracking; counted in table rate_limit, shared by the instances: `hitRateLimits`); the
 *   events of a batch over a cap are dropped silently, `accepted` counts the kept ones;
 * - duplicates folded: the same actor (user or address), event (kind, name, path, target, object, utm, spm) and
 *   minute is ONE row whose `hits` counts them (`fold`: an HMAC of those with the server secret, unique; the address
 *   is never stored, only inside that HMAC);
 * - `maintainTracking` (every 10 minutes, any instance): each business day before yesterday is rolled up once into
 *   track_daily (marked in track_rollup in the same transaction: a second instance does nothing), the figures read
 *   the roll-up for those days and the raw rows for the others (identical figures), and raw rows older than
 *   TRACKING_RETENTION_DAYS business days are deleted once their day is rolled up.
 */
import crypto from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../../lib/db'
import { addDays, businessToday } from '../../../src/domain/time'
import { businessDaysBetween } from '../../../src/domain/time'
import { badRequest } from '../../lib/errors'
import { hitRateLimits, sweepRateLimits } from '../../lib/rate-limit-store'
import type { TrackingConfig } from '../../lib/config'
import * as M from '../../../src/domain/messages'
import type { PageVisitReq, ShareReq, TrackReq, VisitStatsRow } from '../../../contract/tracking'
import type { TrackEventTable } from '../../lib/db/tables/tracking'

/** the longest period the aggregate answers in one call (about a quarter) */
export const STATS_MAX_DAYS = 93

/** duplicates within the same minute fold into one row */
export const TRACK_FOLD_MS = 60_000

export interface Who {
  hospitalId: number
  userId: number | null
  /** the client address (a visitor's caps and fold key; never stored) */
  address: string
  now: Date
  /** the server secret (the fold key's HMAC) */
  secret: string
  caps: TrackingConfig
}

type Row = Omit<TrackEventTable, 'id' | 'hits'> & { hits: number }
type Event = Omit<Row, 'hospital_id' | 'user_id' | 'utm' | 'spm' | 'day' | 'created_at' | 'hits' | 'fold'>

const DAY_WINDOW_MS = 26 * 3600_000

/** how many of `n` events the caps keep (the first ones of the batch) */
async function admit(db: Kysely<DB>, who: Who, day: string, n: number): Promise<number> {
  const c = who.caps
  const [id, perMinute, perDay] =
    who.userId !== null ? [`u:${who.userId}`, c.userPerMinute, c.userPerDay] : [`a:${who.address}`, c.addressPerMinute, c.addressPerDay]
  const minuteKey = `track:m:${id}`
  const dayKey = `track:d:${day}:${id}`
  const counts = await hitRateLimits(db, [
    { key: minuteKey, n, windowMs: 60_000 },
    { key: dayKey, n, windowMs: DAY_WINDOW_MS },
  ])
  const left = (key: string, max: number) => Math.max(0, Math.min(n, max - (counts.get(key)!.current - n)))
  const kept = Math.min(left(minuteKey, perMinute), left(dayKey, perDay))
  // the dropped ones are given back: the caps count kept events (a burst does not eat the day's allowance)
  if (kept < n)
    await sql`update rate_limit set hits = greatest(0, hits - ${n - kept})
               where key in (${minuteKey}, ${dayKey}) and reset_at > now()`.execute(db)
  return kept
}

async function record(db: Kysely<DB>, who: Who, req: { utm?: string; spm?: string }, events: Event[]): Promise<number> {
  const day = businessToday(who.now)
  const kept = events.slice(0, await admit(db, who, day, events.length))
  if (!kept.length) return 0
  const actor = who.userId !== null ? `u:${who.userId}` : `a:${who.address}`
  const minute = Math.floor(who.now.getTime() / TRACK_FOLD_MS)
  const utm = req.utm || null
  const spm = req.spm || null
  // the duplicates of the batch folded here (one statement cannot update a row twice), then into the stored rows
  const rows = new Map<string, Row>()
  for (const e of kept) {
    const fold = crypto
      .createHmac('sha256', who.secret)
      .update(JSON.stringify([who.hospitalId, actor, e.kind, e.name, e.path, e.target, e.object_type, e.object_id, utm, spm, day, minute]))
      .digest('base64url')
      .slice(0, 32)
    const row = rows.get(fold)
    if (row) row.hits++
    else rows.set(fold, { ...e, hospital_id: who.hospitalId, user_id: who.userId, utm, spm, day, created_at: who.now, hits: 1, fold })
  }
  await db
    .insertInto('track_event')
    .values([...rows.values()])
    .onConflict((oc) => oc.column('fold').doUpdateSet((eb) => ({ hits: eb('track_event.hits', '+', eb.ref('excluded.hits')) })))
    .execute()
  return kept.length
}

export function recordVisits(db: Kysely<DB>, who: Who, req: PageVisitReq): Promise<number> {
  return record(
    db,
    who,
    req,
    req.visits.map((v) => ({ kind: 'visit' as const, name: v.path, path: v.path, target: null, object_type: null, object_id: null })),
  )
}

export function recordShares(db: Kysely<DB>, who: Who, req: ShareReq): Promise<number> {
  return record(
    db,
    who,
    req,
    req.shares.map((s) => ({
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
  return record(
    db,
    who,
    req,
    req.events.map((e) => ({
      kind: 'event' as const,
      name: e.event,
      path: e.path ?? null,
      target: null,
      object_type: null,
      object_id: null,
    })),
  )
}

/**
 * Rolls up every business day before yesterday not yet rolled up (each once, in one transaction with its mark:
 * safe with several instances), deletes the raw rows of rolled-up days older than `retentionDays` business days, and
 * the ended windows of the rate_limit counters (the caps'). Returns what it did.
 */
export async function maintainTracking(db: Kysely<DB>, now: Date, retentionDays: number): Promise<{ rolledUp: string[]; deleted: number }> {
  const today = businessToday(now)
  const yesterday = addDays(today, -1)!
  const pending = await db
    .selectFrom('track_event as e')
    .select('e.day')
    .distinct()
    .where('e.day', '<', yesterday)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('track_rollup as r').select('r.day').whereRef('r.day', '=', 'e.day'))))
    .orderBy('e.day')
    .execute()
  const rolledUp: string[] = []
  for (const { day } of pending) {
    const done = await db.transaction().execute(async (trx) => {
      const mark = await trx
        .insertInto('track_rollup')
        .values({ day, rolled_at: now })
        .onConflict((oc) => oc.column('day').doNothing())
        .returning('day')
        .executeTakeFirst()
      if (!mark) return false // another instance rolled it up
      await sql`
        insert into track_daily (hospital_id, day, kind, name, utm, hits, users)
        select hospital_id, day, kind, name, '', sum(hits), count(distinct user_id)
          from track_event where day = ${day} group by hospital_id, day, kind, name
        union all
        select hospital_id, day, kind, name, utm, sum(hits), count(distinct user_id)
          from track_event where day = ${day} and utm is not null group by hospital_id, day, kind, name, utm`.execute(trx)
      return true
    })
    if (done) rolledUp.push(day)
  }
  const cutoff = addDays(today, -retentionDays)!
  const del = await db
    .deleteFrom('track_event as e')
    .where('e.day', '<', cutoff)
    .where(({ exists, selectFrom }) => exists(selectFrom('track_rollup as r').select('r.day').whereRef('r.day', '=', 'e.day')))
    .executeTakeFirst()
  await sweepRateLimits(db)
  return { rolledUp, deleted: Number(del.numDeletedRows) }
}

/** visits per page per business day in [from, to] of one hospital (of one utm campaign if given), busiest first within a day */
export async function visitStats(db: Kysely<DB>, hospitalId: number, from: string, to: string, utm?: string): Promise<VisitStatsRow[]> {
  const days = businessDaysBetween(from, to)
  if (days === null) throw badRequest(M.TRACK_STATS_BAD_DATE)
  if (days < 0) throw badRequest(M.TRACK_STATS_ORDER)
  if (days >= STATS_MAX_DAYS) throw badRequest(M.trackStatsTooLong(STATS_MAX_DAYS))
  // the rolled-up days from track_daily, the others from the raw rows: a day is in exactly one of them
  const rows = (
    await sql<{ day: string; name: string; visits: string; visitors: string }>`
      select day, name, sum(visits) as visits, sum(visitors) as visitors from (
        select day, name, hits as visits, users as visitors from track_daily
         where hospital_id = ${hospitalId} and kind = 'visit' and day >= ${from} and day <= ${to} and utm = ${utm || ''}
        union all
        select e.day, e.name, sum(e.hits) as visits, count(distinct e.user_id) as visitors from track_event e
         where e.hospital_id = ${hospitalId} and e.kind = 'visit' and e.day >= ${from} and e.day <= ${to}
           and (${utm || null}::text is null or e.utm = ${utm || null}::text)
           and not exists (select 1 from track_rollup r where r.day = e.day)
         group by e.day, e.name
      ) v
      group by day, name
      order by day, sum(visits) desc, name`.execute(db)
  ).rows
  return rows.map((r) => ({ day: r.day, path: r.name, visits: Number(r.visits), visitors: Number(r.visitors) }))
}

/**
 * One run of a periodic job at a time, across server instances: `runExclusive(database, name, job)` runs `job` only
 * when no other run of `name` is under way, here or in another instance, and answers whether it ran.
 *
 * - PostgreSQL: a session advisory lock (`pg_try_advisory_lock(hashtext('job:<name>'))`) held on one pool connection
 *   for the job's run and released on that same connection (a session lock belongs to its connection); an instance
 *   that does not get it skips this tick. A crashed instance's lock goes with its connection.
 * - PGlite: one process owns the database (no second instance can open it), so the in-process guard is the lock.
 * In both, a run still under way when the timer fires again is not started twice in one process.
 *
 * The job's own queries go through `database.db` as usual (other pool connections); the lock only says who runs.
 */
import { sql } from 'kysely'
import type { Database } from './db'

const running = new WeakMap<object, Set<string>>()

export async function runExclusive<T>(
  database: Database,
  name: string,
  job: () => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  let mine = running.get(database.db)
  if (!mine) running.set(database.db, (mine = new Set()))
  if (mine.has(name)) return { ran: false }
  mine.add(name)
  try {
    if (database.kind !== 'postgres') return { ran: true, value: await job() }
    const key = `job:${name}`
    return await database.db.connection().execute(async (conn) => {
      const got = await sql<{ ok: boolean }>`select pg_try_advisory_lock(hashtext(${key})) as ok`.execute(conn)
      if (!got.rows[0]?.ok) return { ran: false as const }
      try {
        return { ran: true as const, value: await job() }
      } finally {
        await sql`select pg_advisory_unlock(hashtext(${key}))`.execute(conn)
      }
    })
  } finally {
    mine.delete(name)
  }
}

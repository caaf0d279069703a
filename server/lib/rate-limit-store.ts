/**
 * The @fastify/rate-limit store in the database (table rate_limit, migration 0830): every instance
 * counts in the same rows, so "600 per client address per minute" holds for the whole deployment, not
 * per process. One statement per request: an upsert that starts a new fixed window when the old one
 * has ended and otherwise adds one, returning the count and the window's remaining time — atomic under
 * the row lock whatever the parallelism. The database's clock (now()) decides the windows, the same for
 * every instance. Expired rows are deleted by `sweepRateLimits` (app.ts, every minute).
 *
 * Used when config.rateLimitStore is 'database' (RATE_LIMIT_STORE; the default with DATABASE_URL). A single
 * PGlite process keeps the plugin's in-memory store (exact for one process, no write per request).
 */
import { sql, type Kysely } from 'kysely'
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { DB } from './db'

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void

/** adds one hit to `key` in a window of `windowMs`: the hits of the window so far and its remaining ms */
export async function hitRateLimit(db: Kysely<DB>, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const window = sql`(${windowMs}::double precision * interval '1 millisecond')`
  const r = await sql<{ hits: number; ttl: number }>`
    insert into rate_limit as r (key, hits, reset_at) values (${key}, 1, now() + ${window})
    on conflict (key) do update set
      hits = case when r.reset_at <= now() then 1 else r.hits + 1 end,
      reset_at = case when r.reset_at <= now() then now() + ${window} else r.reset_at end
    returning hits, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl`.execute(db)
  const row = r.rows[0]
  return { current: Number(row.hits), ttl: Number(row.ttl) }
}

/** deletes the counters whose window has ended (any instance may run it) */
export async function sweepRateLimits(db: Kysely<DB>): Promise<number> {
  const r = await sql<{ key: string }>`delete from rate_limit where reset_at <= now() returning key`.execute(db)
  return r.rows.length
}

/**
 * The store class for `fastifyRateLimit({ store })`. `getDb` is read per request (the plugin is registered
 * before the database is opened). Keys: `g:<client>` for the global limit, `<METHOD><url>:<client>` for a
 * route's own limit (the sensitive routes).
 */
export function databaseRateLimitStore(getDb: () => Kysely<DB> | undefined, defaultWindowMs = 60_000): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'g:',
    ) {}

    incr(key: string, callback: Callback, timeWindow?: number): void {
      const db = getDb()
      if (!db) return callback(new Error('rate limit: the database is not open'))
      hitRateLimit(db, this.prefix + key, timeWindow ?? defaultWindowMs).then(
        (res) => callback(null, res),
        (err: Error) => callback(err),
      )
    }

    child(routeOptions: {
      method?: string | string[]
      url?: string
      routeInfo?: { method?: string; url?: string }
    }): FastifyRateLimitStore {
      const info = routeOptions.routeInfo ?? routeOptions
      const method = Array.isArray(info.method) ? info.method.join(',') : (info.method ?? '')
      return new DatabaseRateLimitStore(routeOptions, `${method}${info.url ?? ''}:`)
    }
  }
  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor
}

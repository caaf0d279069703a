/**
 * The @fastify/rate-limit store in the database (table rate_limit, migration 0830): every instance
 * counts in the same rows, so "600 per client address per minute" holds for the whole deployment, not
 * per process. The database's clock (now()) decides the windows, the same for every instance. Expired
 * rows are deleted by `sweepRateLimits` (app.ts, every minute).
 *
 * Cheap and still atomic across instances (issue 17, performance):
 * - Batched: the hits that arrive while a key's previous statement is in flight, and the hits of every
 *   other key arriving in the same event-loop turn, go to the database as ONE upsert (`hitRateLimits`)
 *   that adds n to each key's row and returns its new count: the n waiting requests get the counts
 *   count-n+1 … count, so every count is handed to exactly one request, as with one statement per request.
 *   Keys are sorted, so two instances lock rows in the same order (no deadlock).
 * - Leased: while a key is far below its limit (a known count ≤ half of a numeric limit of at least
 *   100), an instance adds a few more counts than it has requests (`leaseFor`: a 20th of the limit, at most
 *   50) and hands them out locally until the window ends: a busy client costs one statement per lease, not
 *   one per request. Never more than the limit pass in the whole deployment; a lease an instance does not
 *   use before the window ends is lost, so the deployment can answer 429 at most (instances − 1) × lease
 *   requests early (600/min: ≤ 30 per other instance). Small limits (the sensitive routes, the tests'
 *   40) never lease: exact.
 *
 * Used when config.rateLimitStore is 'database' (RATE_LIMIT_STORE; the default with DATABASE_URL). A single
 * PGlite process keeps the plugin's in-memory store (exact for one process, no write per request).
 */
import { sql, type Kysely } from 'kysely'
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { DB } from './db'

type Result = { current: number; ttl: number }
type Callback = (error: Error | null, result?: Result) => void

/** adds `n` hits to each key (window `windowMs` when a new one starts): each key's count and remaining ms */
export async function hitRateLimits(
  db: Kysely<DB>,
  hits: ReadonlyArray<{ key: string; n: number; windowMs: number }>,
): Promise<Map<string, Result>> {
  const sorted = [...hits].sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0))
  const r = await sql<{ key: string; hits: number; ttl: number }>`
    insert into rate_limit as r (key, hits, reset_at)
    select k, n, now() + w * interval '1 millisecond'
    from unnest(${sorted.map((h) => h.key)}::text[], ${sorted.map((h) => h.n)}::int[], ${sorted.map((h) => h.windowMs)}::double precision[])
      with ordinality as u(k, n, w, o)
    order by o
    on conflict (key) do update set
      hits = case when r.reset_at <= now() then excluded.hits else r.hits + excluded.hits end,
      reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
    returning key, hits, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl`.execute(db)
  return new Map(r.rows.map((row) => [row.key, { current: Number(row.hits), ttl: Number(row.ttl) }]))
}

/** adds one hit to `key` in a window of `windowMs`: the hits of the window so far and its remaining ms */
export async function hitRateLimit(db: Kysely<DB>, key: string, windowMs: number): Promise<Result> {
  return (await hitRateLimits(db, [{ key, n: 1, windowMs }])).get(key)!
}

/** deletes the counters whose window has ended (any instance may run it) */
export async function sweepRateLimits(db: Kysely<DB>): Promise<number> {
  const r = await sql<{ key: string }>`delete from rate_limit where reset_at <= now() returning key`.execute(db)
  return r.rows.length
}

/** extra counts an instance takes at once for a limit of `max` (0: exact, one count per request) */
export function leaseFor(max: unknown): number {
  return typeof max === 'number' && Number.isFinite(max) && max >= 100 ? Math.min(50, Math.floor(max / 20)) : 0
}

interface Slot {
  /** the next count this instance may hand out, and the last one it holds (next > last: none left) */
  next: number
  last: number
  /** the last count the database answered (any instance's hits included) */
  known: number
  /** Date.now() at which the window ends */
  resetAt: number
  waiting: Callback[]
  inFlight: boolean
  windowMs: number
  lease: number
  max: number
}

/**
 * The store class for `fastifyRateLimit({ store })`. `getDb` is read per request (the plugin is registered
 * before the database is opened). Keys: `g:<client>` for the global limit, `<METHOD><url>:<client>` for a
 * route's own limit (the sensitive routes).
 */
export function databaseRateLimitStore(getDb: () => Kysely<DB> | undefined, defaultWindowMs = 60_000): FastifyRateLimitStoreCtor {
  const slots = new Map<string, Slot>()
  let queued: string[] = []
  let lastSweep = Date.now()

  function queue(key: string, slot: Slot): void {
    if (slot.inFlight || slot.waiting.length === 0) return
    slot.inFlight = true
    queued.push(key)
    if (queued.length === 1) setImmediate(flush)
  }

  function flush(): void {
    const keys = queued
    queued = []
    const db = getDb()
    const batch = keys.map((key) => {
      const slot = slots.get(key)!
      const extra = slot.lease > 0 && slot.known + slot.waiting.length + slot.lease <= slot.max / 2 ? slot.lease : 0
      return { key, slot, n: slot.waiting.length + extra, windowMs: slot.windowMs }
    })
    const failed = (err: Error) => {
      for (const { slot } of batch) {
        slot.inFlight = false
        for (const cb of slot.waiting.splice(0)) cb(err)
      }
    }
    if (!db) return failed(new Error('rate limit: the database is not open'))
    hitRateLimits(db, batch).then((results) => {
      const now = Date.now()
      for (const { key, slot, n } of batch) {
        const res = results.get(key)!
        slot.inFlight = false
        slot.known = res.current
        slot.next = res.current - n + 1
        slot.last = res.current
        slot.resetAt = now + res.ttl
        // the waiting requests take their counts in order; late arrivals (and counts left) wait for the next turn
        while (slot.waiting.length > 0 && slot.next <= slot.last) slot.waiting.shift()!(null, { current: slot.next++, ttl: res.ttl })
        queue(key, slot)
      }
    }, failed)
  }

  function sweep(now: number): void {
    lastSweep = now
    for (const [key, slot] of slots) if (now >= slot.resetAt && !slot.inFlight && slot.waiting.length === 0) slots.delete(key)
  }

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly lease: number
    private readonly max: number

    constructor(
      options: { max?: unknown } | undefined,
      private readonly prefix = 'g:',
    ) {
      this.lease = leaseFor(options?.max)
      this.max = typeof options?.max === 'number' ? options.max : 0
    }

    incr(key: string, callback: Callback, timeWindow?: number): void {
      const now = Date.now()
      if (now - lastSweep > 10_000) sweep(now)
      const full = this.prefix + key
      let slot = slots.get(full)
      if (!slot || (now >= slot.resetAt && !slot.inFlight && slot.waiting.length === 0)) {
        slot = { next: 1, last: 0, known: 0, resetAt: 0, waiting: [], inFlight: false, windowMs: 0, lease: this.lease, max: this.max }
        slots.set(full, slot)
      }
      slot.windowMs = timeWindow ?? defaultWindowMs
      if (slot.waiting.length === 0 && slot.next <= slot.last && now < slot.resetAt) {
        callback(null, { current: slot.next++, ttl: slot.resetAt - now })
        return
      }
      slot.waiting.push(callback)
      queue(full, slot)
    }

    child(routeOptions: {
      method?: string | string[]
      url?: string
      max?: unknown
      routeInfo?: { method?: string; url?: string }
    }): FastifyRateLimitStore {
      const info = routeOptions.routeInfo ?? routeOptions
      const method = Array.isArray(info.method) ? info.method.join(',') : (info.method ?? '')
      return new DatabaseRateLimitStore(routeOptions, `${method}${info.url ?? ''}:`)
    }
  }
  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor
}

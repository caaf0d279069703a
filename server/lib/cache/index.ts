/**
 * The server's read cache (see store.ts, tracker.ts and reads.ts). `installReadCache(app)` turns it
 * on for the app's database; `cacheOf(db)` is the cache of a Kysely instance, or null:
 *   - inside a transaction (a Transaction is another instance): always read the database;
 *   - on PostgreSQL while the invalidation listener is down (notify.ts);
 *   - when READ_CACHE=0.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import type { FastifyInstance } from 'fastify'
import type { Kysely, Transaction } from 'kysely'
import type { DB } from '../db/schema'
import { ALL_TABLES, ReadCache } from './store'
import { loadDependents, trackerOf, trackWrites } from './tracker'
import { listenForInvalidations, trackPoolWrites, type ReadBarrier } from './notify'
import type { PGliteLike } from '../db/pglite-dialect'

const caches = new WeakMap<object, ReadCache>()

export function cacheOf(db: Kysely<DB> | Transaction<DB>): ReadCache | null {
  return caches.get(db) ?? null
}

const directViews = new WeakMap<object, Kysely<DB> | Transaction<DB>>()
const PASS_THROUGH = { transformQuery: (a: { node: any }) => a.node, transformResult: async (a: { result: any }) => a.result }

/**
 * The same database without the cache: reads through it always go to the database. For reads
 * that decide something (order creation, pricing before an order) rather than show it.
 */
export function direct<T extends Kysely<DB> | Transaction<DB>>(db: T): T {
  if (!caches.has(db)) return db
  let d = directViews.get(db)
  if (!d) directViews.set(db, (d = db.withPlugin(PASS_THROUGH)))
  return d as T
}

/** the app's cache (null when off), for tests and diagnostics */
export function appCache(app: FastifyInstance): ReadCache | null {
  return cacheOf(app.deps.db)
}

/**
 * turns the read cache on for the app's database (idempotent; config.readCache false (READ_CACHE=0) = off).
 * PGlite: one process, the write tracker sees every statement. PostgreSQL: the tracker on every pool
 * connection for this process's writes + LISTEN cache_invalidate for everyone's (notify.ts); the cache is
 * off while the listener is down.
 */
export async function installReadCache(app: FastifyInstance): Promise<ReadCache | null> {
  const { database, db, config } = app.deps
  if (!config.readCache) return null
  if (database.kind === 'postgres') return installPostgresCache(app)
  if (database.kind !== 'pglite' || !database.pglite) return null
  const existing = caches.get(db)
  if (existing) return existing
  const known = trackerOf(database.pglite)
  if (known) {
    caches.set(db, known.cache)
    return known.cache
  }
  const cache = new ReadCache()
  const dependents = await loadDependents(database.pglite)
  if (!trackWrites(database.pglite, { cache, dependents, txTables: null, txAll: false })) return trackerOf(database.pglite)?.cache ?? null
  caches.set(db, cache)
  return cache
}

async function installPostgresCache(app: FastifyInstance): Promise<ReadCache | null> {
  const { database, db } = app.deps
  const pool = database.pool
  const connectionString = pool?.options?.connectionString
  if (!pool || !connectionString || caches.has(db)) return caches.get(db) ?? null
  const cache = new ReadCache()
  const dependents = await loadDependents(pool as unknown as PGliteLike)
  if (!trackPoolWrites(pool, cache, dependents)) return null
  const listener = await listenForInvalidations({
    connectionString,
    cache,
    log: app.log,
    onUp: () => caches.set(db, cache),
    onDown: () => caches.delete(db),
  })
  app.addHook('preClose', async () => {
    caches.delete(db)
    await listener.close()
  })
  installReadBarrier(app, cache, listener.barrier)
  return listener.up ? cache : null
}

declare module 'fastify' {
  interface FastifyRequest {
    /** the read barrier's mark when the request arrived (PostgreSQL read cache only; installReadBarrier) */
    readMark: { mark: number } | null
  }
}

/**
 * Strict freshness across instances (session 8, issue 17): a read served from the cache first waits for the read
 * barrier (notify.ts ReadBarrier) that started after its request arrived, so any write whose reply a client had
 * received before it sent this request (on any instance) has been seen. The request's mark is taken in onRequest
 * and carried to the reads by an AsyncLocalStorage (entered again in preValidation: a body is parsed outside the
 * onRequest hook's context), so one request waits for at most one barrier (≤ 2 round trips) however many reads it
 * makes, and a request that reads nothing cached never waits. A read outside any request (no mark) takes its mark
 * when it reads.
 */
function installReadBarrier(app: FastifyInstance, cache: ReadCache, barrier: ReadBarrier): void {
  if (process.env.READ_BARRIER === '0') return // diagnostics only (the stale reads it allows: server/README.md)
  const marks = new AsyncLocalStorage<{ mark: number }>()
  cache.gate = () => barrier.after(marks.getStore()?.mark ?? barrier.mark())
  app.decorateRequest('readMark', null)
  app.addHook('onRequest', (req, _reply, done) => {
    const m = { mark: barrier.mark() }
    req.readMark = m
    marks.run(m, done)
  })
  app.addHook('preValidation', (req, _reply, done) => {
    if (req.readMark) marks.run(req.readMark, done)
    else done()
  })
}

export type { Id } from './store'
export { ALL_TABLES } from './store'
import type { Id } from './store'

/** rows grouped by a numeric key (the loader shape of cachedMany: id -> rows) */
export function groupBy<T>(rows: T[], key: (r: T) => number): Map<Id, T[]> {
  const m = new Map<Id, T[]>()
  for (const r of rows) {
    const k = key(r)
    const list = m.get(k)
    if (list) list.push(r)
    else m.set(k, [r])
  }
  return m
}

type Q = Kysely<DB> | Transaction<DB>

/** `load()` through the cache of `db` (straight to the database when it has none) */
export function cached<T>(
  db: Q,
  key: string,
  tables: readonly string[],
  load: () => Promise<T>,
  opts?: { now?: Date; keep?: (v: T) => boolean; expiresAt?: number },
): Promise<T> {
  const c = cacheOf(db)
  return c ? c.get(key, tables, load, opts) : load()
}

/**
 * A composed reply (session 7, issue 17) through the read cache: `compose()`'s value for `key` at the request clock
 * `now`, served to the requests of the same second of that clock while nothing at all was written (ALL_TABLES: any
 * write to any table but `rate_limit`, on this instance at once, on the others by NOTIFY), so whatever depends on the
 * clock (an activity's start, a promotion's end) shows at most 1 s late, as the home page's config. One entry per key,
 * replaced in place the next second (the key holds no clock: no LRU churn). Per-user replies must have the user
 * in `key`; a reply with a field finer than the second (a countdown in ms) is not kept (`keep`). Exact for clock
 * boundaries on whole seconds. The value is deep-frozen and one object while it is served: see `serializedOnce`
 * (serialized.ts). Concurrent misses of one key in one second share one compose.
 */
export function composedReply<T>(
  db: Q,
  key: string,
  now: Date,
  compose: () => Promise<T>,
  opts: { keep?: (v: T) => boolean } = {},
): Promise<T> {
  const t = now.getTime()
  const second = t - (((t % 1000) + 1000) % 1000)
  return cached(db, key, ALL_TABLES, compose, { now: new Date(second), expiresAt: second + 1000, keep: opts.keep })
}

/** many ids of one namespace through the cache of `db`; the missing ones read by one `load(ids)` */
export async function cachedMany<V>(
  db: Q,
  ns: string,
  ids: readonly Id[],
  tables: readonly string[],
  load: (ids: Id[]) => Promise<Map<Id, V>>,
  empty: V,
  opts?: { now?: Date },
): Promise<Map<Id, V>> {
  const c = cacheOf(db)
  if (c) return c.many(ns, ids, tables, load, empty, opts)
  const unique = [...new Set(ids)]
  const m = unique.length ? await load(unique) : new Map<Id, V>()
  const out = new Map<Id, V>()
  for (const id of unique) out.set(id, m.has(id) ? (m.get(id) as V) : empty)
  return out
}

/** the tables each cached read depends on */
export const TABLES = {
  goods: ['goods'],
  sku: ['goods_sku'],
  skuCard: ['goods_sku', 'goods'],
  category: ['browse_category'],
  activities: ['activity', 'activity_goods'],
  promotions: ['promotion', 'promotion_goods'],
  couponRule: ['coupon_rule'],
  userCoupon: ['user_coupon'],
  user: ['app_user'],
  cart: ['cart'],
  session: ['user_session'],
  activityPurchase: ['activity_purchase'],
  giftGiven: ['gift_given'],
} as const

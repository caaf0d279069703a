/**
 * ReadCache: an in-process read cache whose entries are version-keyed by the tables they were
 * read from. Every write statement bumps the version of the tables it writes (and of the tables
 * whose rows it changes through foreign keys); an entry is served only while the sum of its
 * tables' versions is the one it was read under. The version is captured BEFORE the read, so a
 * write that lands while a read is in flight leaves that entry stale-tagged (never served).
 *
 * Values are deep-frozen: a cached row is shared by every request that reads it.
 */
import { LOG_TABLES } from '../db/log-tables'

/** a small LRU over Map insertion order (get moves an entry to the end, set evicts the oldest) */
export class Lru<K, V> {
  private readonly map = new Map<K, V>()
  constructor(readonly max: number) {}
  get size(): number {
    return this.map.size
  }
  get(key: K): V | undefined {
    const v = this.map.get(key)
    if (v !== undefined) {
      this.map.delete(key)
      this.map.set(key, v)
    }
    return v
  }
  set(key: K, value: V): void {
    this.map.delete(key)
    this.map.set(key, value)
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value as K)
  }
  delete(key: K): void {
    this.map.delete(key)
  }
  clear(): void {
    this.map.clear()
  }
}

interface Entry {
  stamp: number
  /** the clock when it was read (time-filtered reads are valid from then on, not before) */
  filledAt: number
  /** wall clock when stored (the max-age safety net) */
  storedAt: number
  /** the request clock from which it is no longer served (a composed reply valid for its second), if any */
  expiresAt?: number
  value: unknown
}

export function deepFreeze<T>(v: T): T {
  if (v === null || typeof v !== 'object' || Object.isFrozen(v) || ArrayBuffer.isView(v)) return v
  Object.freeze(v)
  for (const k of Object.keys(v as object)) deepFreeze((v as Record<string, unknown>)[k])
  return v
}

export interface CacheStats {
  hits: number
  misses: number
  bumps: number
  size: number
}

export type Id = number | string

/** the tables of an entry that depends on everything (a composed reply): any write anywhere makes it stale */
export const ALL_TABLES: readonly string[] = Object.freeze(['*'])
/**
 * tables no cached read comes from, whose writes do not stale ALL_TABLES entries: the rate limit's counters, the
 * tracking events, the audit log and the other high-churn logs (server/lib/db/log-tables.ts)
 */
const NOT_READ = new Set(LOG_TABLES)

const PASSED = () => true
const FAILED = () => false

export class ReadCache {
  private readonly versions = new Map<string, number>()
  private global = 0
  /** every bump of any table (the stamp of ALL_TABLES) */
  private total = 0
  private readonly lru: Lru<string, Entry>
  private readonly inflight = new Map<string, { stamp: number; filledAt?: number; promise: Promise<unknown> }>()
  readonly stats = { hits: 0, misses: 0, bumps: 0 }
  /**
   * Awaited before a read looks at the cache (PostgreSQL: the read barrier of notify.ts, so the writes answered
   * elsewhere before the request arrived have bumped their tables); null = no wait. If it fails, the read goes to the
   * database and is not kept.
   */
  gate: (() => Promise<void> | null) | null = null

  constructor(opts: { max?: number; maxAgeMs?: number } = {}) {
    this.lru = new Lru(opts.max ?? 20_000)
    this.maxAgeMs = opts.maxAgeMs ?? 60_000
  }
  private readonly maxAgeMs: number

  /** the current stamp of a set of tables (versions only grow, so any bump changes the sum) */
  stamp(tables: readonly string[]): number {
    if (tables === ALL_TABLES) return this.total
    let s = this.global
    for (const t of tables) s += this.versions.get(t) ?? 0
    return s
  }

  bump(tables: Iterable<string>): void {
    for (const t of tables) {
      this.versions.set(t, (this.versions.get(t) ?? 0) + 1)
      if (!NOT_READ.has(t)) this.total++
    }
    this.stats.bumps++
  }

  /** invalidates everything (DDL, unclassified writes) */
  bumpAll(): void {
    this.global++
    this.total++
    this.stats.bumps++
  }

  clear(): void {
    this.lru.clear()
    this.inflight.clear()
  }

  snapshot(): CacheStats {
    return { ...this.stats, size: this.lru.size }
  }

  private fresh(e: Entry | undefined, stamp: number, now: number | undefined): boolean {
    return (
      !!e &&
      e.stamp === stamp &&
      (now === undefined || (e.filledAt <= now && (e.expiresAt === undefined || now < e.expiresAt))) &&
      Date.now() - e.storedAt < this.maxAgeMs
    )
  }

  /**
   * The value of `key`, read by `load` on a miss. `now` (the request clock) marks reads filtered by
   * time: such an entry is not served to a clock earlier than the one it was read with. Concurrent
   * misses of one key share one load. `keep(v) === false` serves v without storing it. `expiresAt` (with
   * `now`): the request clock from which the entry is no longer served (then read again under the same key).
   */
  async get<T>(
    key: string,
    tables: readonly string[],
    load: () => Promise<T>,
    opts: { now?: Date; keep?: (v: T) => boolean; expiresAt?: number } = {},
  ): Promise<T> {
    const wait = this.gate?.()
    if (wait && !(await wait.then(PASSED, FAILED))) {
      this.stats.misses++
      return deepFreeze(await load())
    }
    const stamp = this.stamp(tables)
    const now = opts.now?.getTime()
    const e = this.lru.get(key)
    if (this.fresh(e, stamp, now)) {
      this.stats.hits++
      return e!.value as T
    }
    const running = this.inflight.get(key)
    // a load is shared by the requests of the same stamp (and, for an entry valid for a clock span, the same span)
    const share = now === undefined || opts.expiresAt !== undefined
    if (running && running.stamp === stamp && share && running.filledAt === now) return running.promise as Promise<T>
    this.stats.misses++
    const promise = load().then((v) => {
      deepFreeze(v)
      if (!opts.keep || opts.keep(v))
        this.lru.set(key, { stamp, filledAt: now ?? 0, storedAt: Date.now(), expiresAt: opts.expiresAt, value: v })
      return v
    })
    if (share) {
      this.inflight.set(key, { stamp, filledAt: now, promise })
      promise.then(
        () => this.inflight.get(key)?.promise === promise && this.inflight.delete(key),
        () => this.inflight.get(key)?.promise === promise && this.inflight.delete(key),
      )
    }
    return promise
  }

  /**
   * Values of many ids of one namespace; the missing ones are read by ONE `load(missingIds)` call
   * (ids it does not return get `empty`).
   */
  async many<V>(
    ns: string,
    ids: readonly Id[],
    tables: readonly string[],
    load: (missing: Id[]) => Promise<Map<Id, V>>,
    empty: V,
    opts: { now?: Date } = {},
  ): Promise<Map<Id, V>> {
    const wait = this.gate?.()
    if (wait && !(await wait.then(PASSED, FAILED))) {
      const unique = [...new Set(ids)]
      this.stats.misses += unique.length
      const m = await load(unique)
      return new Map(unique.map((id) => [id, deepFreeze(m.has(id) ? (m.get(id) as V) : empty)]))
    }
    const stamp = this.stamp(tables)
    const now = opts.now?.getTime()
    const out = new Map<Id, V>()
    const missing: Id[] = []
    const waits: Array<Promise<void>> = []
    for (const id of new Set(ids)) {
      const key = `${ns}:${id}`
      const e = this.lru.get(key)
      if (this.fresh(e, stamp, now)) {
        this.stats.hits++
        out.set(id, e!.value as V)
        continue
      }
      const running = this.inflight.get(key)
      if (running && running.stamp === stamp && now === undefined) {
        waits.push((running.promise as Promise<V>).then((v) => void out.set(id, v)))
        continue
      }
      missing.push(id)
    }
    if (missing.length) {
      this.stats.misses += missing.length
      const batch = load(missing).then((m) => {
        const storedAt = Date.now()
        for (const id of missing) {
          const v = deepFreeze(m.has(id) ? (m.get(id) as V) : empty)
          this.lru.set(`${ns}:${id}`, { stamp, filledAt: now ?? 0, storedAt, value: v })
          out.set(id, v)
        }
        return m
      })
      if (now === undefined) {
        for (const id of missing) {
          const key = `${ns}:${id}`
          const promise = batch.then((m) => (m.has(id) ? m.get(id) : empty))
          promise.catch(() => {})
          this.inflight.set(key, { stamp, promise })
          batch.then(
            () => this.inflight.get(key)?.promise === promise && this.inflight.delete(key),
            () => this.inflight.get(key)?.promise === promise && this.inflight.delete(key),
          )
        }
      }
      waits.push(batch.then(() => {}))
    }
    await Promise.all(waits)
    return out
  }
}

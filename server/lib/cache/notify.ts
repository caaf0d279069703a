/**
 * The read cache on PostgreSQL (several instances): what another process writes reaches this one
 * through the database. Every table has a statement-level trigger (migration 0831_cache_notify) that
 * sends `NOTIFY cache_invalidate '<table>'` at commit; each instance keeps one dedicated connection
 * LISTENing and bumps that table's version in its ReadCache, so its entries read from the table are
 * never served again (within one round trip of the commit). This process's own writes also bump at
 * once, on every pool connection, through the write tracker (tracker.ts: on send, on completion and at
 * the end of the transaction), exactly as with PGlite, so a request sees its own instance's writes on
 * the very next request without waiting for the notification.
 *
 * While the listening connection is down the cache is OFF (reads go to the database): it is
 * re-established with a growing delay (up to 5 s), and the cache comes back empty (bumpAll).
 */
import type { FastifyBaseLogger } from 'fastify'
import type { ReadCache } from './store'
import { trackWrites, type TrackerState } from './tracker'
import type { PGliteLike } from '../db/pglite-dialect'

export const CACHE_CHANNEL = 'cache_invalidate'

interface PgClientLike {
  connect(): Promise<void>
  query(text: string, values?: unknown[]): Promise<unknown>
  end(): Promise<void>
  on(event: string, listener: (...args: any[]) => void): unknown
}

export interface Listener {
  /** true while LISTEN is established (the cache may be used) */
  readonly up: boolean
  /** the read barrier on the listening connection (see ReadBarrier) */
  readonly barrier: ReadBarrier
  close(): Promise<void>
}

/**
 * The read barrier (session 8, issue 17): once it resolves, every NOTIFY of a transaction whose COMMIT had returned
 * to its client before the barrier started has been handled (the cache bumped), so a cached entry served after it
 * is not older than any write whose reply a client had received when the barrier started.
 *
 * Why one round trip (`SELECT 1`) on the LISTENing connection is enough (PostgreSQL 15, src/backend): the writer's
 * CommitTransaction (access/transam/xact.c) queues the notification before the commit (PreCommit_Notify), makes
 * the commit visible (ProcArrayEndTransaction) and then, still before the writer's client gets CommandComplete /
 * ReadyForQuery, runs AtCommit_Notify -> SignalBackends (commands/async.c: SIGUSR1 to every listening backend that
 * has not read up to the queue head). The listening backend, idle in ClientRead, has notifyInterruptPending set
 * by the signal before our `SELECT 1` can reach it (the signal was sent before the writer was answered, the query
 * after); secure_read (libpq/be-secure.c) calls ProcessClientReadInterrupt after every read, before the message is
 * executed, and that runs ProcessNotifyInterrupt -> asyncQueueReadAllNotifications, which sends the
 * NotificationResponse (the writer's xid is no longer in progress in its snapshot) and flushes. So on this TCP
 * stream the notification precedes the SELECT's reply; node-postgres emits 'notification' as it parses the
 * message, before the query's promise resolves. server/instances.test.ts checks it (the next request on the other
 * instance sees the write, 30+ rounds per kind, no polling).
 *
 * Coalesced: at most one round trip in flight. `after(mark)` (mark = `mark()` taken when the request arrived)
 * needs a barrier that STARTED after the mark: null when one has completed already (no wait), the one in flight
 * if it started after the mark, else the next one, started when the one in flight completes (so ≤ 2 round trips).
 */
export class ReadBarrier {
  /** barriers started (the index of the latest) */
  private started = 0
  /** the index of the latest completed barrier (they complete in order: one connection) */
  private done = 0
  private running: Promise<void> | null = null
  private queued: Promise<void> | null = null
  /** round trips made (diagnostics, tests) */
  get count(): number {
    return this.started
  }

  /**
   * `timeoutMs`: a round trip not back by then fails its waiters (their reads go to the database, uncached) rather
   * than hold every cached read while the LISTEN connection hangs; a connection that breaks turns the cache off.
   */
  constructor(
    private readonly roundTrip: () => Promise<unknown>,
    private readonly timeoutMs = 2000,
  ) {}

  /** the mark of a request arriving now */
  mark(): number {
    return this.started
  }

  /** resolves once a barrier started after `mark` has completed; null if one has (no wait) */
  after(mark: number): Promise<void> | null {
    if (this.done > mark) return null
    if (this.started > mark && this.running) return this.running
    if (!this.running) return this.start()
    if (!this.queued) {
      const next = (): Promise<void> => {
        this.queued = null
        return this.start()
      }
      this.queued = this.running.then(next, next)
    }
    return this.queued
  }

  private start(): Promise<void> {
    const index = ++this.started
    const p = new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`read barrier: no answer in ${this.timeoutMs} ms`)), this.timeoutMs)
      timer.unref?.()
      const done = () => clearTimeout(timer)
      let trip: Promise<unknown>
      try {
        trip = Promise.resolve(this.roundTrip()) // sent now: after the marks of the requests already here
      } catch (err) {
        trip = Promise.reject(err)
      }
      trip.then(resolve, reject).finally(done)
    }).then(
      () => {
        if (index > this.done) this.done = index
        if (this.running === p) this.running = null
      },
      (err: unknown) => {
        if (this.running === p) this.running = null
        throw err
      },
    )
    this.running = p
    return p
  }
}

/**
 * LISTENs on a connection of its own; `onUp` / `onDown` switch the cache on / off. Resolves once the first
 * LISTEN is established (or failed: then it keeps retrying in the background with the cache off).
 */
export async function listenForInvalidations(opts: {
  connectionString: string
  cache: ReadCache
  log: FastifyBaseLogger
  onUp(): void
  onDown(): void
}): Promise<Listener> {
  const pg: any = await import('pg')
  const Client: new (c: { connectionString: string }) => PgClientLike = pg.Client ?? pg.default.Client
  let client: PgClientLike | null = null
  let up = false
  let closed = false
  let delay = 100
  let timer: NodeJS.Timeout | undefined
  const barrier = new ReadBarrier(() => (client ? client.query('SELECT 1') : Promise.reject(new Error('read cache listener is down'))))

  const down = (why: string) => {
    if (up) opts.log.warn(`read cache off: its invalidation listener is down (${why})`)
    up = false
    opts.onDown()
    client = null
    if (!closed && !timer) {
      timer = setTimeout(() => {
        timer = undefined
        void connect()
      }, delay)
      timer.unref()
      delay = Math.min(delay * 2, 5000)
    }
  }

  const connect = async (): Promise<void> => {
    const c = new Client({ connectionString: opts.connectionString })
    c.on('error', (err: Error) => down(err.message))
    c.on('end', () => {
      if (client === c) down('connection ended')
    })
    c.on('notification', (msg: { channel: string; payload?: string }) => {
      if (msg.channel !== CACHE_CHANNEL) return
      if (msg.payload) opts.cache.bump([msg.payload])
      else opts.cache.bumpAll()
    })
    try {
      await c.connect()
      await c.query(`LISTEN ${CACHE_CHANNEL}`)
    } catch (err) {
      void c.end().catch(() => {})
      down((err as Error).message)
      return
    }
    if (closed) {
      await c.end().catch(() => {})
      return
    }
    client = c
    delay = 100
    opts.cache.bumpAll() // whatever was missed while down
    up = true
    opts.onUp()
  }

  await connect()
  return {
    get up() {
      return up
    },
    barrier,
    async close() {
      closed = true
      if (timer) clearTimeout(timer)
      const c = client
      client = null
      up = false
      if (c) await c.end().catch(() => {})
    },
  }
}

/** this process's own writes, on every connection of the pg pool (each connection has its own transaction state) */
export function trackPoolWrites(
  pool: { on?(event: 'connect', listener: (client: unknown) => void): unknown; connectedClients?: Set<unknown> },
  cache: ReadCache,
  dependents: Map<string, Set<string>>,
): boolean {
  if (!pool.on || !pool.connectedClients) return false
  const track = (client: unknown) => {
    const state: TrackerState = { cache, dependents, txTables: null, txAll: false }
    trackWrites(client as PGliteLike, state)
  }
  pool.on('connect', track)
  for (const c of pool.connectedClients) track(c)
  return true
}

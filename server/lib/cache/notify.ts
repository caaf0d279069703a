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
  close(): Promise<void>
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

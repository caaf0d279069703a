/**
 * Cross-instance push (issue 15): a message stored through instance A reaches the sockets held by instance B.
 *
 * Each instance pushes a stored message to its own sockets at once (hub.ts) and announces it on the bus; every
 * other instance pushes it to the sockets it holds. On PostgreSQL the bus is `NOTIFY chat_push` (sent after the
 * message's transaction committed) and one dedicated connection per instance `LISTEN`ing, re-established with a
 * growing delay like the read cache's (server/lib/cache/notify.ts); on PGlite (one process) it is an in-process
 * channel per database, so several app instances on one PGlite (the tests) behave the same way. The payload is the
 * stored row and the member keys; a row too large for a notification travels as its id and is read back.
 * Best effort like the socket itself: a socket that missed a push resyncs by seq.
 */
import crypto from 'node:crypto'
import { EventEmitter } from 'node:events'
import { sql } from 'kysely'
import type { FastifyBaseLogger } from 'fastify'
import type { AppDeps } from '../../lib/deps'
import type { ChatQueueEvent } from '../../../contract/chat-desk'

export const CHAT_CHANNEL = 'chat_push'
/** PostgreSQL's notification payload limit is 8000 bytes */
const MAX_PAYLOAD = 7500

export interface BusEnvelope {
  /** the sending instance */
  o: string
  /** the stored row (created_at as ISO text) or only its id */
  r?: Record<string, unknown>
  id?: number
  /** the active members' keys */
  k: string[]
  /** a change of the workbench's queue (instead of a message): hospital, conversation, what happened */
  q?: { h: number; g: number; e: QueueEvent }
}

/** what happened to a service conversation in the workbench's queue (the `queue` frame of contract/chat-desk.ts) */
export type QueueEvent = ChatQueueEvent

export interface ChatBus {
  readonly instance: string
  announce(env: Omit<BusEnvelope, 'o'>): Promise<void>
  close(): Promise<void>
}

type Receive = (env: BusEnvelope) => void

/** PGlite: one channel per database object, shared by every app instance of this process */
const localChannels = new WeakMap<object, EventEmitter>()

function localBus(key: object, receive: Receive): ChatBus {
  let ch = localChannels.get(key)
  if (!ch) {
    localChannels.set(key, (ch = new EventEmitter()))
    ch.setMaxListeners(0)
  }
  const channel = ch
  const instance = crypto.randomUUID()
  const listener = (env: BusEnvelope) => {
    if (env.o !== instance) receive(env)
  }
  channel.on('msg', listener)
  return {
    instance,
    async announce(env) {
      const full = { ...env, o: instance }
      // after the current tick, as a notification arrives after the commit
      setImmediate(() => channel.emit('msg', full))
    },
    async close() {
      channel.off('msg', listener)
    },
  }
}

interface PgClientLike {
  connect(): Promise<void>
  query(text: string, values?: unknown[]): Promise<unknown>
  end(): Promise<void>
  on(event: string, listener: (...args: any[]) => void): unknown
}

async function postgresBus(deps: AppDeps, connectionString: string, log: FastifyBaseLogger, receive: Receive): Promise<ChatBus> {
  const pg: any = await import('pg')
  const Client: new (c: { connectionString: string }) => PgClientLike = pg.Client ?? pg.default.Client
  const instance = crypto.randomUUID()
  let client: PgClientLike | null = null
  let closed = false
  let delay = 100
  let timer: NodeJS.Timeout | undefined
  const retry = (why: string) => {
    if (client) log.warn(`chat cross-instance push is down (${why}); sockets resync by seq`)
    client = null
    if (closed || timer) return
    timer = setTimeout(() => {
      timer = undefined
      void connect()
    }, delay)
    timer.unref()
    delay = Math.min(delay * 2, 5000)
  }
  const connect = async () => {
    const c = new Client({ connectionString })
    c.on('error', (e: Error) => retry(e.message))
    c.on('end', () => {
      if (client === c) retry('connection ended')
    })
    c.on('notification', (msg: { channel: string; payload?: string }) => {
      if (msg.channel !== CHAT_CHANNEL || !msg.payload) return
      try {
        const env = JSON.parse(msg.payload) as BusEnvelope
        if (env.o !== instance) receive(env)
      } catch {
        /* not ours */
      }
    })
    try {
      await c.connect()
      await c.query(`LISTEN ${CHAT_CHANNEL}`)
    } catch (e) {
      void c.end().catch(() => {})
      retry((e as Error).message)
      return
    }
    if (closed) return void (await c.end().catch(() => {}))
    client = c
    delay = 100
  }
  await connect()
  return {
    instance,
    async announce(env) {
      let text = JSON.stringify({ ...env, o: instance })
      if (Buffer.byteLength(text) > MAX_PAYLOAD) text = JSON.stringify({ o: instance, id: env.r?.id ?? env.id, k: env.k, q: env.q })
      await sql`select pg_notify(${CHAT_CHANNEL}, ${text})`.execute(deps.db)
    },
    async close() {
      closed = true
      if (timer) clearTimeout(timer)
      const c = client
      client = null
      if (c) await c.end().catch(() => {})
    },
  }
}

const buses = new WeakMap<object, ChatBus>()
export const busOf = (deps: AppDeps): ChatBus | undefined => buses.get(deps)

/** starts this instance's bus (once per deps); `receive` pushes another instance's message to local sockets */
export async function startChatBus(deps: AppDeps, log: FastifyBaseLogger, receive: Receive): Promise<ChatBus | null> {
  const have = buses.get(deps)
  if (have) return have
  const { database } = deps
  let bus: ChatBus | null = null
  if (database.kind === 'postgres') {
    const url = database.pool?.options?.connectionString
    if (url) bus = await postgresBus(deps, url, log, receive)
  } else {
    bus = localBus(database.pglite ?? database.db, receive)
  }
  if (bus) buses.set(deps, bus)
  return bus
}

export async function stopChatBus(deps: AppDeps): Promise<void> {
  const b = buses.get(deps)
  buses.delete(deps)
  await b?.close()
}

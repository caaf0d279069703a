/**
 * Test harness for the reference server (the server tests live beside the code, as server/.../x.test.ts).
 *
 * A migrated + seeded PGlite "template" is built once and cached on disk under os.tmpdir()
 * (file name keyed by a hash of the migration/seed sources and the PGlite version), then every
 * test file loads it into a fresh in-memory PGlite (`loadDataDir`), which takes well under a
 * second instead of ~5 s for initdb + migrations. Apps are built against that database and
 * called with `app.inject` (no sockets).
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import type { FastifyInstance } from 'fastify'
import { buildServer, type ServerOverrides } from '../../server/app'
import { loadConfig, type Config } from '../../server/lib/config'
import type { AuthLimits } from '../../server/auth/limits'
import { Kysely, PostgresDialect, type PostgresPool } from 'kysely'
import { databaseFromPGlite, wrap, type Database, type DB } from '../../server/lib/db'
import type { PGliteLike } from '../../server/lib/db/pglite-dialect'
import { migrateToLatest } from '../../server/lib/db/migrations'
import { seed } from '../../server/seed'
import { createSession } from '../../server/auth/sessions'
import { businessParts, businessWallTime } from '../../src/domain/time'

if (typeof jest !== 'undefined') jest.setTimeout(60_000) // the server project's testTimeout is not applied by Jest 29 (not a project option)

/**
 * TEST_CLOCK_CN=HH:MM pins the test clocks of a whole run to that China (business-zone) wall-clock
 * time, e.g. 00:30 or 07:59, where a host in UTC is still on the previous day:
 *  - createClock()'s default start is 2026-01-15 HH:MM China time (unset: 10:00);
 *  - the template database is seeded at HH:MM - 1 h China time today, so the clock of
 *    createSeededApp ("an hour after the seed") and of every test that takes seededAt + 1 h stands
 *    at HH:MM.
 * scripts/test-all.sh runs the date-sensitive suites with 00:30 and 07:59 under TZ=UTC.
 */
export const TEST_CLOCK_CN: { hour: number; minute: number } | null = (() => {
  const v = process.env.TEST_CLOCK_CN
  if (!v) return null
  const m = /^(\d{1,2}):(\d{2})$/.exec(v)
  if (!m || +m[1] > 23 || +m[2] > 59) throw new Error(`TEST_CLOCK_CN must be HH:MM (China time), got ${JSON.stringify(v)}`)
  return { hour: +m[1], minute: +m[2] }
})()

/** when the test databases are seeded: now, or an hour before the pinned China time today */
export function seedTime(): Date {
  if (!TEST_CLOCK_CN) return new Date()
  const today = businessParts(Date.now())
  return new Date(businessWallTime(today.year, today.month, today.day, TEST_CLOCK_CN.hour, TEST_CLOCK_CN.minute).getTime() - 3600_000)
}

const ROOT = path.resolve(__dirname, '..', '..')
const TEMPLATE_SOURCES = ['server/lib/db', 'server/seed', 'src/domain/time.ts'] // the seed writes business-zone dates

function templateKey(): string {
  const h = crypto.createHash('sha256')
  // recursive: seed modules may live in sub-folders (server/seed/browse/)
  const walk = (rel: string): void => {
    if (rel.endsWith('.test.ts')) return // tests beside the migrations do not change the template
    if (!fs.statSync(path.join(ROOT, rel)).isDirectory()) {
      h.update(rel).update(fs.readFileSync(path.join(ROOT, rel)))
      return
    }
    for (const f of fs.readdirSync(path.join(ROOT, rel)).sort()) walk(path.join(rel, f))
  }
  for (const dir of TEMPLATE_SOURCES) walk(dir)
  const pgliteVersion = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')).version
  h.update(pgliteVersion)
  if (TEST_CLOCK_CN) h.update(`clock ${TEST_CLOCK_CN.hour}:${TEST_CLOCK_CN.minute}`) // seeded at another time of day
  return h.digest('hex').slice(0, 16)
}

export function templatePath(): string {
  return path.join(os.tmpdir(), `hospital-shop-server-template-${templateKey()}.tar`)
}

/**
 * The PGlite worker thread of this Jest process. It is kept on a core module object (`os`), which,
 * unlike the test environment's globals, is the same object for every test file of the process, so
 * later files skip starting the worker and compiling PGlite's wasm. Only the Worker itself is shared:
 * each WorkerPGlite attaches (and removes) its own listener and uses its own message/database ids.
 */
/** true when this test file found the worker already running (an earlier file of the process started it) */
export let workerReused = false
const WORKER_KEY = Symbol.for('hospital-shop.server-tests.pglite-worker')
function sharedWorker(): Worker {
  const holder = os as unknown as Record<symbol, Worker | undefined>
  let w = holder[WORKER_KEY]
  if (w) workerReused = true
  if (!w) {
    w = new Worker(path.join(__dirname, 'pglite-worker.cjs'))
    w.unref()
    w.setMaxListeners(0)
    w.on('exit', () => {
      if (holder[WORKER_KEY] === w) holder[WORKER_KEY] = undefined
    })
    holder[WORKER_KEY] = w
  }
  return w
}

/** PGlite in the worker thread, with the surface the Kysely dialect needs (PGliteLike). */
export class WorkerPGlite implements PGliteLike {
  private readonly worker = sharedWorker()
  private readonly pending = new Map<string, { resolve(v: any): void; reject(e: Error): void }>()
  private readonly dbId = `${process.pid}-${Date.now()}-${crypto.randomBytes(4).toString('hex')}`
  private seq = 0
  private isClosed = false
  readonly waitReady: Promise<void>
  private readonly onMessage = (msg: { id: string; result?: unknown; error?: Record<string, string> }) => {
    const p = this.pending.get(msg.id)
    if (!p) return // another database's reply
    this.pending.delete(msg.id)
    if (msg.error) p.reject(Object.assign(new Error(msg.error.message), msg.error))
    else p.resolve(msg.result)
  }
  private readonly onError = (err: Error) => {
    for (const p of this.pending.values()) p.reject(err)
    this.pending.clear()
  }

  /** a fresh database (empty, or loaded from a data-dir tarball); see also WorkerPGlite.fromTemplate */
  constructor(loadDataDir?: Uint8Array | { templateKey: string; getTemplate: () => Promise<Uint8Array> }) {
    this.worker.on('message', this.onMessage)
    this.worker.on('error', this.onError)
    if (loadDataDir && 'templateKey' in loadDataDir) {
      const { templateKey: key, getTemplate: get } = loadDataDir
      this.waitReady = (async () => {
        const has = await this.send<boolean>('hasTemplate', { key })
        await this.send('openTemplate', has ? { key } : { key, buf: await get() })
      })()
    } else {
      this.waitReady = this.send('open', { loadDataDir })
    }
  }

  get closed(): boolean {
    return this.isClosed
  }

  private send<T>(op: string, args: Record<string, unknown> = {}): Promise<T> {
    const id = `${this.dbId}:${++this.seq}`
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve, reject })
      this.worker.postMessage({ id, op, dbId: this.dbId, ...args })
    })
  }

  query<R>(sql: string, params?: unknown[]): Promise<{ rows: R[]; affectedRows?: number }> {
    if (this.isClosed) return Promise.reject(new Error('PGlite is closed'))
    return this.send('query', { sql, params: params ?? [] })
  }

  async dump(): Promise<Uint8Array> {
    return this.send('dump')
  }

  async close(): Promise<void> {
    if (this.isClosed) return
    await this.send('close')
    this.isClosed = true
    this.worker.off('message', this.onMessage)
    this.worker.off('error', this.onError)
  }
}

async function buildTemplate(file: string): Promise<Uint8Array> {
  const pg = new WorkerPGlite()
  await pg.waitReady
  const database = databaseFromPGlite(pg, { closeOnDestroy: false })
  await migrateToLatest(database.db)
  await seed(database.db, { production: false, now: seedTime() })
  const buf = await pg.dump()
  await database.close()
  await pg.close()
  const tmp = `${file}.${process.pid}.${Date.now()}`
  fs.writeFileSync(tmp, buf)
  fs.renameSync(tmp, file) // atomic: parallel workers never read a half-written template
  return buf
}

let templateBuffer: Promise<Uint8Array> | undefined

/** The template's tarball (built on first use, then read from the disk cache). */
export function getTemplate(): Promise<Uint8Array> {
  templateBuffer ??= (async () => {
    const file = templatePath()
    if (fs.existsSync(file)) return fs.readFileSync(file)
    return buildTemplate(file)
  })()
  return templateBuffer
}

/**
 * TEST_DATABASE_URL=postgres://user:pw@host/db runs the suites against PostgreSQL instead: every
 * test database is a new database created (and dropped on close) through that server.
 */
const PG_URL = process.env.TEST_DATABASE_URL
let pgSeq = 0

async function createPostgresTestDatabase(url: string): Promise<Database> {
  const { Pool } = await import('pg')
  const name = `hs_test_${process.pid}_${Date.now()}_${++pgSeq}`
  const admin = new Pool({ connectionString: url, max: 1 })
  await (admin as any).query(`create database ${name}`)
  const u = new URL(url)
  u.pathname = `/${name}`
  const pool = new Pool({ connectionString: u.toString(), max: 5 })
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: pool as unknown as PostgresPool }) })
  await migrateToLatest(db)
  await seed(db, { production: false, now: seedTime() })
  const inner = wrap(db, 'postgres', undefined, pool)
  let dropped: Promise<void> | undefined
  return {
    ...inner,
    db,
    kind: 'postgres',
    get closed() {
      return inner.closed
    },
    close() {
      dropped ??= inner.close().then(async () => {
        await (admin as any).query(`drop database if exists ${name}`)
        await admin.end()
      })
      return dropped
    },
  }
}

/** A fresh migrated+seeded database (in-memory PGlite loaded from the template). */
export async function createTestDatabase(): Promise<Database & { pglite: WorkerPGlite }> {
  if (PG_URL) return (await createPostgresTestDatabase(PG_URL)) as Database & { pglite: WorkerPGlite }
  const pglite = new WorkerPGlite({ templateKey: templateKey(), getTemplate })
  await pglite.waitReady
  return databaseFromPGlite(pglite) as Database & { pglite: WorkerPGlite }
}

export interface Clock {
  now: number
  advance(ms: number): void
}

/** 2026-01-15 10:00 China time, or HH:MM of TEST_CLOCK_CN */
export const DEFAULT_CLOCK_START = TEST_CLOCK_CN
  ? businessWallTime(2026, 1, 15, TEST_CLOCK_CN.hour, TEST_CLOCK_CN.minute).getTime()
  : Date.UTC(2026, 0, 15, 2, 0, 0)

export function createClock(start = DEFAULT_CLOCK_START): Clock {
  const clock = {
    now: start,
    advance(ms: number) {
      clock.now += ms
    },
  }
  return clock
}

export interface CallOptions {
  body?: unknown
  /** raw payload (bypasses JSON encoding of body) */
  payload?: string
  headers?: Record<string, string>
  token?: string
  query?: Record<string, string | number>
  /** sent as X-Forwarded-For (the test app trusts the proxy header) */
  ip?: string
}

export interface CallResult<T = any> {
  status: number
  body: T
  headers: Record<string, unknown>
  raw: string
}

export interface TestApp {
  app: FastifyInstance
  database: Database
  clock: Clock
  call<T = any>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, opts?: CallOptions): Promise<CallResult<T>>
  post<T = any>(url: string, body?: unknown, opts?: CallOptions): Promise<CallResult<T>>
  get<T = any>(url: string, opts?: CallOptions): Promise<CallResult<T>>
  close(): Promise<void>
}

/** settings of a test server: any Config field; `limits` and `orders` may be partial */
export type TestConfigOverrides = Omit<Partial<Config>, 'limits' | 'orders' | 'assistant' | 'staff'> & {
  staff?: Partial<Config['staff']>
  limits?: Partial<AuthLimits>
  orders?: Partial<Config['orders']>
  assistant?: Partial<Config['assistant']>
}

/**
 * The Config of a test server, instead of setting process.env: every default of loadConfig, then the
 * test settings — no H5 build, no seed (the template is seeded), no rate limit, one trusted proxy hop
 * (the `ip` call option's X-Forwarded-For is the client address), no logger, the development
 * sandboxes (SMS outbox, sandbox logins and payments, /dev/*) except in production mode, which refuses
 * them, the assistant's search indexes built on first use instead of at start (jieba + minisearch over every
 * hospital's content: a CPU-second per app, which most test files never ask) — then `overrides`.
 */
export function testConfig(overrides: TestConfigOverrides = {}): Config {
  const base = loadConfig({})
  return {
    ...base,
    staticDir: null,
    consoleDir: null,
    seed: false,
    rateLimit: false,
    trustProxy: 1,
    logLevel: 'silent',
    sandboxProviders: !overrides.production,
    ...overrides,
    limits: { ...base.limits, ...(overrides.limits ?? {}) },
    orders: { ...base.orders, ...(overrides.orders ?? {}) },
    assistant: { ...base.assistant, warmIndex: false, ...(overrides.assistant ?? {}) },
    staff: { ...base.staff, ...(overrides.staff ?? {}) },
  }
}

export interface TestAppOptions extends Omit<ServerOverrides, 'clock'> {
  clock?: Clock
  /** the server's settings (testConfig) */
  config?: TestConfigOverrides
}

/**
 * Compiling the request validators (ajv) and reply serializers (fast-json-stringify) of ~400 routes is
 * most of building an app (profiled: ajv ~0.45 s and fast-json-stringify ~0.2 s of each build). The
 * compiled functions depend only on the schema and the compiler options, so the apps of a Jest worker
 * share them: cached by the schema's JSON on a core module object (`os`), which every test file of the
 * process sees (like the PGlite worker above), while each file still loads its own modules.
 */
const COMPILERS_KEY = Symbol.for('hospital-shop.server-tests.schema-compilers')
type CompilersFactory = NonNullable<ServerOverrides['schemaCompilers']>
function sharedSchemaCompilers(): CompilersFactory {
  const holder = os as unknown as Record<symbol, CompilersFactory | undefined>
  const existing = holder[COMPILERS_KEY]
  if (existing) return existing
  const ajvCompiler = require('@fastify/ajv-compiler') as () => (
    ext: unknown,
    opts: unknown,
  ) => (ctx: { schema: unknown; httpPart?: string }) => unknown
  const fjsCompiler = require('@fastify/fast-json-stringify-compiler') as () => (
    ext: unknown,
    opts: unknown,
  ) => (ctx: { schema: unknown }) => unknown
  const cache = new Map<string, unknown>()
  const cached =
    <C extends { schema: unknown; httpPart?: string }>(kind: string, build: (ext: unknown, opts: unknown) => (ctx: C) => unknown) =>
    (ext: unknown, opts: unknown) => {
      // the compiler itself (a new Ajv instance with its formats and external schemas, per encapsulation
      // context of every app) is built only on a miss: most apps of a worker find every function cached
      let compile: ((ctx: C) => unknown) | undefined
      const prefix = `${kind}|${JSON.stringify(opts ?? null)}|${JSON.stringify(ext ?? null)}|`
      return (ctx: C) => {
        const key = `${prefix}${ctx.httpPart ?? ''}|${JSON.stringify(ctx.schema)}`
        let fn = cache.get(key)
        if (!fn) {
          compile ??= build(ext, opts)
          fn = compile(ctx)
          cache.set(key, fn)
        }
        return fn
      }
    }
  const factory = { buildValidator: cached('v', ajvCompiler()), buildSerializer: cached('s', fjsCompiler()) } as unknown as CompilersFactory
  holder[COMPILERS_KEY] = factory
  return factory
}

/**
 * Builds an app. Pass `database` to share one database between several apps of a test file
 * (it is then not closed with the app); otherwise a fresh database is created and owned.
 */
export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const clock = opts.clock ?? createClock()
  const owned = !opts.database
  const database = opts.database ?? (await createTestDatabase())
  const { clock: _c, config, ...rest } = opts
  const app = await buildServer(testConfig(config), {
    schemaCompilers: sharedSchemaCompilers(),
    ...rest,
    database,
    closeDatabase: owned,
    clock: () => clock.now,
  })
  // Real HTTP on loopback: fastify's inject() needs light-my-request, whose dependency `cookie` 2
  // is ESM-only and cannot be required inside Jest's module system.
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  const call = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, o: CallOptions = {}): Promise<CallResult<T>> => {
    const headers: Record<string, string> = { ...(o.headers ?? {}) }
    if (o.token) headers.token = o.token
    if (o.ip) headers['x-forwarded-for'] = o.ip
    let payload: string | undefined = o.payload
    if (payload === undefined && o.body !== undefined) {
      payload = JSON.stringify(o.body)
      headers['content-type'] ??= 'application/json'
    }
    const u = new URL(url, base)
    for (const [k, v] of Object.entries(o.query ?? {})) u.searchParams.set(k, String(v))
    const res = await fetch(u, { method, headers, body: payload, redirect: 'manual' })
    const raw = await res.text()
    let body: any = raw
    try {
      body = JSON.parse(raw)
    } catch {
      /* not JSON */
    }
    const resHeaders: Record<string, string> = {}
    res.headers.forEach((v, k) => {
      resHeaders[k] = v
    })
    return { status: res.status, body, headers: resHeaders, raw }
  }
  return {
    app,
    database,
    clock,
    call,
    post: (url, body, o) => call('POST', url, { ...(o ?? {}), body: body ?? {} }),
    get: (url, o) => call('GET', url, o),
    close: () => app.close(),
  }
}

/** a test app whose clock stands an hour after the given seed ran (its activities and coupons are live) */
export async function createSeededApp(
  database: Database,
  seedKey: 'browse.seededAt' | 'account.seededAt' = 'browse.seededAt',
): Promise<TestApp> {
  const kv = await database.db.selectFrom('server_kv').select('value').where('key', '=', seedKey).executeTakeFirstOrThrow()
  return createTestApp({ database, clock: createClock(Date.parse(kv.value) + 3600_000) })
}

/**
 * Logged-in patients for a test file: each call makes a new user (phone `<prefix>` + a running number,
 * registered at hospital 6) with an H5 session at the app's clock. `ctx` is read at call time, so it
 * can be made before beforeAll has built the database and the app.
 */
export function patients(ctx: () => { database: Database; t: TestApp }, prefix = '136', username = 'u') {
  let seq = 0
  return async (): Promise<{ token: string; userId: number; phone: string }> => {
    const { database, t } = ctx()
    const now = new Date(t.clock.now)
    const phone = `${prefix}${String(1000_0000 + ++seq).slice(-8)}`
    const u = await database.db
      .insertInto('app_user')
      .values({
        username: `${username}${phone}`,
        phone,
        password_hash: null,
        register_hospital_id: 6,
        register_channel: 'test',
        avatar_url: null,
        id_no_hash: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return {
      token: await createSession(database.db, { userId: u.id, loginType: 1, channel: 'h5', hospitalId: 6, now }),
      userId: u.id,
      phone,
    }
  }
}

/** the seeded exam packages' rule form (fields 13-17) filled in for one man, 李四 */
export const EXAM_FORM_FILLED = [
  { fieldId: 13, showName: '姓名', value: '李四' },
  { fieldId: 14, showName: '身份证号', value: '11010519491231002X' },
  { fieldId: 15, showName: '手机号', value: '13912345678' },
  { fieldId: 16, showName: '性别', value: '男' },
  { fieldId: 17, showName: '婚姻状况', value: '未婚' },
]

/** the signed cashier token of a sandbox prepay reply (in its cashier link, or the ALI_H5 form's hidden input) */
export function cashierTokenOf(prepay: { redirectUrl?: string; formHtml?: string }): string {
  if (prepay.redirectUrl) return new URL(prepay.redirectUrl, 'http://x').searchParams.get('token') ?? ''
  return /name="token" value="([^"]+)"/.exec(prepay.formHtml ?? '')?.[1] ?? ''
}

/** presses a button of the sandbox cashier as the payer's browser does: the form post with the page's token */
export function cashierSubmit(
  t: TestApp,
  prepay: { payNo: string; redirectUrl?: string; formHtml?: string },
  result: 'SUCCESS' | 'CLOSED' | 'FAIL',
  token = cashierTokenOf(prepay),
): Promise<CallResult> {
  return t.call('POST', '/pay-center/sandbox/cashier/submit', {
    payload: `payNo=${encodeURIComponent(prepay.payNo)}&result=${result}&token=${encodeURIComponent(token)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })
}

/**
 * A unit of an exam order line of the user without a place — what /intserv/pe/appoint books a place
 * for: ordered with a date at checkout on `spare` (its capacity raised so that tests never run out),
 * that appointment then cancelled through order-center; unpaid within its close window, or paid
 * through the sandbox JSAPI bridge with `pay`.
 */
export async function examUnitWithoutPlace(
  t: TestApp,
  database: Database,
  token: string,
  goodsId: number,
  spare: { appointedDate: string; appointedTime: string },
  opts: { addItemIds?: number[]; pay?: boolean } = {},
): Promise<{ orderId: number; orderGoodsId: number; index: number }> {
  await database.db
    .updateTable('appoint_pool')
    .set((eb) => ({ total: eb('booked', '+', 1000) }))
    .where('goods_id', '=', goodsId)
    .where('appointed_date', '=', spare.appointedDate)
    .where('appointed_time', '=', spare.appointedTime)
    .execute()
  const sku = await database.db.selectFrom('goods_sku').select('id').where('goods_id', '=', goodsId).orderBy('id').executeTakeFirstOrThrow()
  const r = await t.post(
    '/order-center/orderCenter/commitPay',
    {
      goodsList: [
        { goodsId, skuId: sku.id, goodsNum: 1, peInfoList: [{ filedInfo: EXAM_FORM_FILLED, ...spare, addItemIds: opts.addItemIds }] },
      ],
    },
    { token },
  )
  if (r.status !== 200) throw new Error(`commitPay ${r.status} ${r.raw}`)
  const orderId = r.body.data.orderId as number
  const orderGoodsId = (await t.get('/order-center/orderCenter/orderDetail', { token, query: { id: orderId } })).body.data.goodsList[0]
    .id as number
  const c = await t.get('/order-center/orderCenter/cancelAppoint', { token, query: { orderId, orderGoodsId } })
  if (c.status !== 200) throw new Error(`cancelAppoint ${c.status} ${c.raw}`)
  if (opts.pay) await payByBridge(t, token, orderId)
  return { orderId, orderGoodsId, index: 0 }
}

/** pays an order as the mini-program does: WX_JSAPI prepay, then the sandbox bridge reports SUCCESS */
export async function payByBridge(t: TestApp, token: string, orderId: number): Promise<string> {
  const p = await t.post('/pay-center/pay/toPay', { orderId, payChannel: 4 }, { token, headers: { appTag: 'weapp' } })
  if (p.status !== 200) throw new Error(`toPay ${p.status} ${p.raw}`)
  const c = await t.post('/pay-center/sandbox/confirm', { payNo: p.body.data.payNo, result: 'SUCCESS' }, { token })
  if (c.status !== 200) throw new Error(`confirm ${c.status} ${c.raw}`)
  return p.body.data.payNo
}

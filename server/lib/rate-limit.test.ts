/**
 * Rate limiting before authentication (issue 29 item 2, lib/rate-limit.ts): every request is counted in the root's
 * first onRequest hook, so a plugin's own auth hook that answers 401/404 no longer lets guesses through uncounted.
 * A throwaway plugin with its own auth hook; the key routes of today (the chat demo's /api/im/staff/*, the staff
 * console's session routes: offline orders, the tracking figures) on the database store shared by the instances; a
 * route's own limit.
 */
import type { FastifyInstance, RouteOptions } from 'fastify'
import { buildServer } from '../app'
import { createTestDatabase, testConfig, type TestConfigOverrides } from '../../test-support/server'
import type { Database } from './db'
import { OFFLINE_CREATE_WAYS } from '../../contract/offline'
import { STAFF_PATHS, STAFF_SESSION_COOKIE } from '../../contract/staff'
import { CHAT_DESK_PATHS } from '../../contract/chat-desk'

const MAX = 6

let database: Database
const apps: FastifyInstance[] = []

beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  for (const app of apps) await app.close()
  await database?.close()
})

/** the envelope (or a text body) */
type Reply = { code?: number; msg?: string; data?: unknown }
type Send = (
  method: string,
  url: string,
  opts?: { ip?: string; headers?: Record<string, string>; body?: unknown },
) => Promise<{ status: number; body: Reply }>

/** a server (with `extra` registered before it starts) and a fetch on it */
async function serve(
  config: TestConfigOverrides,
  extra?: (app: FastifyInstance) => Promise<void>,
  onRoute?: (route: RouteOptions) => void,
): Promise<Send> {
  const app = await buildServer(testConfig({ rateLimit: { max: MAX, sensitiveMax: 2 }, ...config }), {
    database,
    onRoute,
  })
  apps.push(app)
  if (extra) await extra(app)
  await app.listen({ port: 0, host: '127.0.0.1' })
  const port = (app.server.address() as { port: number }).port
  return async (method, url, o = {}) => {
    const headers: Record<string, string> = { ...(o.headers ?? {}), 'x-forwarded-for': o.ip ?? '198.51.100.1' }
    if (o.body !== undefined) headers['content-type'] = 'application/json'
    const res = await fetch(`http://127.0.0.1:${port}${url}`, {
      method,
      headers,
      body: o.body === undefined ? undefined : JSON.stringify(o.body),
    })
    const text = await res.text()
    let body: Reply = text as unknown as Reply
    try {
      body = JSON.parse(text)
    } catch {
      /* not JSON */
    }
    return { status: res.status, body }
  }
}

async function statuses(send: Send, n: number, method: string, url: string, opts: Parameters<Send>[2]): Promise<number[]> {
  const out: number[] = []
  for (let i = 0; i < n; i++) out.push((await send(method, url, opts)).status)
  return out
}

describe('a plugin with its own auth hook', () => {
  let send: Send
  beforeAll(async () => {
    send = await serve({}, async (app) => {
      await app.register(async (p) => {
        p.addHook('onRequest', async (req, reply) => {
          if (req.headers.authorization !== 'Bearer right') return reply.code(401).send({ code: 401, msg: '未登录', data: null })
        })
        p.get('/zeus/__guarded', async () => ({ code: 200, msg: 'success', data: 'in' }))
      })
      await app.register(async (p) => {
        p.addHook('onRequest', (req, _reply, done) => {
          done(req.headers['x-key'] === 'right' ? undefined : Object.assign(new Error('Not Found'), { statusCode: 404 }))
        })
        p.post('/zeus/__hidden', async () => ({ code: 200, msg: 'success', data: 'in' }))
      })
    })
  })

  test('guesses answered 401 by the hook are counted: the limit is then 429, the right key included', async () => {
    const ip = '198.51.100.10'
    const codes = await statuses(send, MAX + 3, 'GET', '/zeus/__guarded', { ip, headers: { authorization: 'Bearer guess' } })
    expect(codes).toEqual([...Array(MAX).fill(401), 429, 429, 429])
    const right = await send('GET', '/zeus/__guarded', { ip, headers: { authorization: 'Bearer right' } })
    expect(right.status).toBe(429)
    expect(right.body.msg).toMatch(/^请求过于频繁，请\d+秒后再试$/)
    // another address is not affected and gets in with the right key
    expect((await send('GET', '/zeus/__guarded', { ip: '198.51.100.11', headers: { authorization: 'Bearer right' } })).body.data).toBe('in')
  })

  test('guesses answered 404 by a callback-style hook are counted', async () => {
    const codes = await statuses(send, MAX + 2, 'POST', '/zeus/__hidden', { ip: '198.51.100.12', headers: { 'x-key': 'guess' }, body: {} })
    expect(codes).toEqual([...Array(MAX).fill(404), 429, 429])
  })

  test('paths that match no route are counted under the global limit too', async () => {
    const codes = await statuses(send, MAX + 1, 'GET', '/zeus/__no_such_route', { ip: '198.51.100.13' })
    expect(codes).toEqual([...Array(MAX).fill(404), 429])
  })

  test("a route's own limit still applies (captcha: the sensitive limit of 2), counted apart from the global one", async () => {
    const ip = '198.51.100.14'
    expect(await statuses(send, 3, 'GET', '/user-center/captcha', { ip })).toEqual([200, 200, 429])
    expect((await send('GET', '/zeus/protocol/getProtocolByCondition?code=100', { ip })).status).toBe(200)
  })

  test('/healthz is never limited', async () => {
    expect(await statuses(send, MAX + 2, 'GET', '/healthz', { ip: '198.51.100.15' })).toEqual(Array(MAX + 2).fill(200))
  })
})

describe('the key routes of today, on the database store shared by two instances', () => {
  let a: Send
  let b: Send
  beforeAll(async () => {
    a = await serve({ rateLimitStore: 'database' })
    b = await serve({ rateLimitStore: 'database' })
  })
  const guessCookie = { cookie: `${STAFF_SESSION_COOKIE}=${'0'.repeat(32)}` }

  // the chat demo page's shared key is gone (issue 32): the chat workbench is a staff-console route like the others
  test('the chat workbench (GET /staff/chat/conversations): guessed sessions are 401 until the limit, then 429 on either instance', async () => {
    const ip = '198.51.100.20'
    const url = `${CHAT_DESK_PATHS.conversations}?tab=mine`
    const codes: number[] = []
    for (let i = 0; i < MAX + 2; i++) codes.push((await (i % 2 ? b : a)('GET', url, { ip, headers: guessCookie })).status)
    expect(codes).toEqual([...Array(MAX).fill(401), 429, 429])
    expect((await a('GET', url, { ip: '198.51.100.21', headers: guessCookie })).status).toBe(401)
  })

  // the offline orders and the tracking figures moved behind the staff console's session (issue 31): its auth answers
  // 401 to a guessed or missing session cookie, after the limiter has counted the request
  test('the staff console: offline orders (POST /staff/offline-orders) without a valid session', async () => {
    const body = { phone: '13800000000', createWay: OFFLINE_CREATE_WAYS[0], goodsList: [{ goodsId: 1, skuId: 1, goodsNum: 1 }] }
    const codes = await statuses(a, MAX + 1, 'POST', STAFF_PATHS.offlineOrderCreate, { ip: '198.51.100.22', headers: guessCookie, body })
    expect(codes).toEqual([...Array(MAX).fill(401), 429])
  })

  test('the staff console: the tracking figures (GET /staff/figures/page-visits) without a valid session', async () => {
    const url = `${STAFF_PATHS.figures}?from=2026-01-01&to=2026-01-02`
    const codes = await statuses(b, MAX + 1, 'GET', url, { ip: '198.51.100.23', headers: guessCookie })
    expect(codes).toEqual([...Array(MAX).fill(401), 429])
  })
})

// issue 31 "Done when": no staff route answers before the rate limiter counts — generated from the routes the server
// registers under /staff, so a new staff route is covered the day it is added
describe('every staff route, as registered', () => {
  const routes: RouteOptions[] = []
  let send: Send
  beforeAll(async () => {
    send = await serve({}, undefined, (r) => routes.push(r))
  })

  test('guesses (a made-up session cookie, an empty body) are counted by every staff route: then 429, whatever the route would answer', async () => {
    const staff = routes
      .flatMap((r) =>
        (Array.isArray(r.method) ? r.method : [r.method]).filter((m) => m !== 'HEAD').map((method) => ({ method, url: r.url })),
      )
      .filter((r) => r.url.startsWith('/staff/'))
    expect(staff.length).toBeGreaterThan(20)
    const headers = { cookie: `${STAFF_SESSION_COOKIE}=${'0'.repeat(32)}`, 'x-csrf-token': 'x'.repeat(32) }
    const answers: string[] = []
    for (const [i, r] of staff.entries()) {
      // an address of its own per route: the route's own count (the sensitive login steps: 2) or the global one
      const ip = `198.51.${101 + Math.floor(i / 200)}.${(i % 200) + 1}`
      const codes = await statuses(send, MAX + 1, r.method, r.url, { ip, headers, body: r.method === 'GET' ? undefined : {} })
      const first = codes.indexOf(429)
      // refused (400 bad input, 401 no session, 403, 404) until the limit, and never served
      if (first < 0 || first > MAX || codes.slice(0, first).some((c) => c < 400 || c === 429) || codes.slice(first).some((c) => c !== 429))
        answers.push(`${r.method} ${r.url}: ${codes.join(' ')}`)
    }
    expect(answers).toEqual([])
    console.log(`rate limit: ${staff.length} staff routes, each refused with 429 once its address's count is spent`)
  })
})

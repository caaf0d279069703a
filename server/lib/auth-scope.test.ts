/**
 * The login scopes of server/lib/auth-scope.ts on a bare Fastify instance (no database: the session
 * lookup is a stub): `authenticated` answers 401 before the route runs and gives handlers req.user;
 * `optionalUser` gives req.viewer (null for visitors); req.user outside the scope is an error, never
 * undefined; routes registered beside the scopes are not affected by their hooks.
 */
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify'
import { authenticated, loadViewer, optionalUser, registerAuth, requireUser, type SessionUser } from './auth-scope'
import { registerRequestContext } from './request-context'
import { registerErrorHandling } from './errors'
import { registerApiRoutes, PREFIXES } from '../modules'
import { API_PREFIXES } from '../../src/domain/wire'
import type { TypedRoutePlugin } from './route-plugin'

const alice: SessionUser = { sessionId: 1, userId: 42, loginType: 1, channel: 'h5', smsVerifiedAt: null }
const TOKEN = 'a'.repeat(32)

let app: FastifyInstance
let base: string
const seen: string[] = []

beforeAll(async () => {
  app = Fastify()
  registerRequestContext(app)
  registerErrorHandling(app)
  registerAuth(app, async (req) => (req.ctx.token === TOKEN ? alice : null))
  const pluginOptions = { sensitive: {} }
  const userRoutes: FastifyPluginAsync = async (s) => {
    s.get('/mine', async (req) => ({ userId: req.user.userId, viewer: req.viewer?.userId, session: req.session?.userId }))
    s.post('/mine', { schema: { body: { type: 'object', required: ['n'], properties: { n: { type: 'integer' } } } } }, async (req) => {
      seen.push('post ran')
      return { userId: req.user.userId, body: req.body }
    })
  }
  const visitorRoutes: FastifyPluginAsync = async (s) => {
    s.get('/count', async (req) => ({ viewer: req.viewer ? req.viewer.userId : null }))
  }
  await app.register(
    async (p) => {
      p.get('/open', async (req) => ({
        viewer: req.viewer,
        user: (() => {
          try {
            return req.user.userId
          } catch (err) {
            return (err as Error).message
          }
        })(),
      }))
      p.get('/legacy', { preHandler: requireUser }, async (req) => ({ userId: req.user.userId, session: req.session?.userId }))
      p.get('/legacy-optional', { preHandler: loadViewer }, async (req) => ({ viewer: req.viewer?.userId ?? null }))
      await p.register(authenticated, { plugins: [userRoutes], pluginOptions })
      await p.register(optionalUser, { plugins: [visitorRoutes], pluginOptions })
    },
    { prefix: '/x' },
  )
  await app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
})

afterAll(() => app.close())

async function call(method: string, url: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = {}
  if (token) headers.token = token
  if (body !== undefined) headers['content-type'] = 'application/json'
  const r = await fetch(base + url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  return { status: r.status, body: await r.json() }
}

test('authenticated: 401 未登录 without a valid token, before the handler runs (and before body validation); req.user with one', async () => {
  expect(await call('GET', '/x/mine')).toEqual({ status: 401, body: { code: 401, msg: '未登录', data: null } })
  expect((await call('GET', '/x/mine', 'b'.repeat(32))).status).toBe(401)
  // a visitor's malformed body: 401 first (onRequest runs before validation)
  expect((await call('POST', '/x/mine', undefined, { n: 'x' })).status).toBe(401)
  expect(seen).toEqual([])
  expect(await call('GET', '/x/mine', TOKEN)).toEqual({ status: 200, body: { userId: 42, viewer: 42, session: 42 } })
  expect((await call('POST', '/x/mine', TOKEN, { n: 'x' })).status).toBe(400)
  expect(await call('POST', '/x/mine', TOKEN, { n: 3 })).toEqual({ status: 200, body: { userId: 42, body: { n: 3 } } })
})

test('optionalUser: visitors pass with viewer null; a valid token gives the viewer', async () => {
  expect(await call('GET', '/x/count')).toEqual({ status: 200, body: { viewer: null } })
  expect(await call('GET', '/x/count', 'b'.repeat(32))).toEqual({ status: 200, body: { viewer: null } })
  expect(await call('GET', '/x/count', TOKEN)).toEqual({ status: 200, body: { viewer: 42 } })
})

test('outside the scopes: no login hook runs; req.user throws instead of being undefined', async () => {
  const r = await call('GET', '/x/open', TOKEN)
  expect(r.status).toBe(200)
  expect(r.body.viewer).toBeNull()
  expect(r.body.user).toMatch(/req.user read outside the authenticated scope: GET \/x\/open/)
})

test('the preHandlers of routes not yet in a scope set the same req.user / req.viewer', async () => {
  expect((await call('GET', '/x/legacy')).status).toBe(401)
  expect(await call('GET', '/x/legacy', TOKEN)).toEqual({ status: 200, body: { userId: 42, session: 42 } })
  expect(await call('GET', '/x/legacy-optional')).toEqual({ status: 200, body: { viewer: null } })
  expect(await call('GET', '/x/legacy-optional', TOKEN)).toEqual({ status: 200, body: { viewer: 42 } })
})

test("the prefix table registers a row's userRoutes inside authenticated and its visitorRoutes inside optionalUser", async () => {
  const t = Fastify()
  registerRequestContext(t)
  registerErrorHandling(t)
  registerAuth(t, async (req) => (req.ctx.token === TOKEN ? alice : null))
  const table = Object.fromEntries(API_PREFIXES.map((p) => [p, { routes: [] }])) as unknown as typeof PREFIXES
  const open: TypedRoutePlugin = async (s) => void s.get('/open', async (req) => ({ viewer: req.viewer }))
  const mine: TypedRoutePlugin = async (s) => void s.get('/mine', async (req) => ({ userId: req.user.userId }))
  const count: TypedRoutePlugin = async (s) => void s.get('/count', async (req) => ({ viewer: req.viewer?.userId ?? null }))
  table.api = { routes: [open], userRoutes: [mine], visitorRoutes: [count] }
  await registerApiRoutes(t, {}, table)
  await t.listen({ port: 0, host: '127.0.0.1' })
  const url = `http://127.0.0.1:${(t.server.address() as { port: number }).port}`
  const get = async (path: string, token?: string) => {
    const r = await fetch(url + path, { headers: token ? { token } : {} })
    return [r.status, await r.json()]
  }
  try {
    expect(await get('/api/open', TOKEN)).toEqual([200, { viewer: null }])
    expect((await get('/api/mine'))[0]).toBe(401)
    expect(await get('/api/mine', TOKEN)).toEqual([200, { userId: 42 }])
    expect(await get('/api/count')).toEqual([200, { viewer: null }])
    expect(await get('/api/count', TOKEN)).toEqual([200, { viewer: 42 }])
    // every row of the real table is a list of route plugins (all on the preHandlers today)
    for (const p of API_PREFIXES) expect(Array.isArray(PREFIXES[p].routes)).toBe(true)
  } finally {
    await t.close()
  }
})

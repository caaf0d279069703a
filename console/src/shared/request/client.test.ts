/** the console client's envelope rules (SPEC §8), the CSRF header and credentials, over a stubbed fetch */
import { ApiError, REQUEST_MESSAGES, configureClient, interpretReply, request, setCsrfToken, withQuery } from './client'

type Call = { url: string; init: RequestInit }
let calls: Call[]
let reply: () => Promise<Response>
const notified: string[] = []
let unauthorized = 0
const realFetch = global.fetch

beforeEach(() => {
  calls = []
  notified.length = 0
  unauthorized = 0
  setCsrfToken(null)
  configureClient({ csrfHeader: 'x-csrf-token', notify: (t) => notified.push(t), onUnauthorized: () => unauthorized++ })
  global.fetch = ((url: string, init: RequestInit) => {
    calls.push({ url, init })
    return reply()
  }) as typeof fetch
})
afterAll(() => {
  global.fetch = realFetch
})

const json = (status: number, body: unknown) => async () => new Response(JSON.stringify(body), { status })
/** the ApiError a request rejects with (fails the test when it resolves) */
const failure = (p: Promise<unknown>): Promise<ApiError> =>
  p.then(
    () => {
      throw new Error('the request resolved')
    },
    (e: ApiError) => e,
  )

test('code 200 resolves the data; credentials are included; the CSRF token goes on writes only', async () => {
  setCsrfToken('tok-1')
  reply = json(200, { code: 200, msg: 'success', data: { a: 1 } })
  await expect(request('GET', '/staff/auth/me', { query: { x: 1, y: undefined } })).resolves.toEqual({ a: 1 })
  await expect(request('POST', '/staff/auth/logout', { body: {} })).resolves.toEqual({ a: 1 })
  expect(calls[0].url).toBe('/staff/auth/me?x=1')
  expect(calls[0].init.credentials).toBe('include')
  expect((calls[0].init.headers as Record<string, string>)['x-csrf-token']).toBeUndefined()
  expect((calls[1].init.headers as Record<string, string>)['x-csrf-token']).toBe('tok-1')
  expect(calls[1].init.body).toBe('{}')
  expect(notified).toEqual([])
})

test("a business failure shows the envelope's msg and rejects with its code", async () => {
  reply = json(400, { code: 400, msg: '用户名或密码错误', data: null })
  const err = await failure(request('POST', '/staff/auth/login', { body: {} }))
  expect(err).toBeInstanceOf(ApiError)
  expect(err.code).toBe(400)
  expect(err.message).toBe('用户名或密码错误')
  expect(notified).toEqual(['用户名或密码错误'])
  // silent: no message
  await request('POST', '/x', { silent: true }).catch(() => undefined)
  expect(notified).toHaveLength(1)
})

test('401 goes back to the login screen without a message; with authRedirect false it rejects with the msg', async () => {
  reply = json(401, { code: 401, msg: '登录已过期', data: null })
  const a = await failure(request('GET', '/staff/auth/me'))
  expect(a.kind).toBe('unauthorized')
  expect(unauthorized).toBe(1)
  expect(notified).toEqual([])
  const b = await failure(request('POST', '/staff/auth/login', { authRedirect: false }))
  expect(b.message).toBe('登录已过期')
  expect(unauthorized).toBe(1)
  expect(notified).toEqual(['登录已过期'])
})

test('transport failures and bodies that are not an envelope (SPEC §8 texts)', async () => {
  reply = async () => new Response('<html>bad gateway</html>', { status: 502 })
  expect((await failure(request('GET', '/x'))).message).toBe(REQUEST_MESSAGES.server)
  reply = async () => new Response('"ok"', { status: 200 })
  expect((await failure(request('GET', '/x'))).message).toBe(REQUEST_MESSAGES.format)
  reply = async () => {
    throw new TypeError('Failed to fetch')
  }
  expect((await failure(request('GET', '/x'))).message).toBe(REQUEST_MESSAGES.other)
})

test('interpretReply: code 0 with msg success, the message fields in order, the default text', () => {
  expect(interpretReply(200, { code: 0, msg: 'success', data: 3 })).toEqual({ ok: true, data: 3 })
  const msgOf = (body: unknown) => {
    const r = interpretReply(200, body)
    return r.ok ? null : r.error.message
  }
  expect(msgOf({ code: 500, errorMsg: '出错了' })).toBe('出错了')
  expect(msgOf({ code: 500, msg: ' ', errMsg: '后备' })).toBe('后备')
  expect(msgOf({ code: 500 })).toBe(REQUEST_MESSAGES.defaultFail)
  expect(msgOf({ code: 401 })).toBe(REQUEST_MESSAGES.unauthorized)
})

test('withQuery keeps an existing query', () => {
  expect(withQuery('/a?b=1', { c: 'x y' })).toBe('/a?b=1&c=x+y')
  expect(withQuery('/a', {})).toBe('/a')
})

/**
 * The H5 OAuth `state` of the WeChat browser (server/modules/auth/oauth-state.ts) over HTTP, with two server instances
 * on one database and the local fake of api.weixin.qq.com: the authorize route sends the browser to WeChat with a
 * state and sets its binding cookie; the return is accepted on the other instance once; a replay, another browser's
 * cookie, a missing state or cookie, an expired state and a foreign return URL are each a 400 with the catalogue's
 * reason, and the code is never exchanged for them.
 */
import {
  OAUTH_REDIRECT_INVALID,
  OAUTH_STATE_EXPIRED,
  OAUTH_STATE_MISMATCH,
  OAUTH_STATE_MISSING,
  OAUTH_STATE_USED,
} from '../../../src/domain/messages/auth'
import { createClock, createTestApp, createTestDatabase, type TestApp } from '../../../test-support/server'
import { FakeWechatApi, OA_APP, wechatLoginConfig } from '../../../test-support/gateways/wechat-api'
import type { Database } from '../../lib/db'
import { OAUTH_COOKIE, STATE_TTL_MS } from './oauth-state'

const RETURN_URI = 'https://shop.example.com/hospital/transition?redirect=%2Fmine'
const AUTHORIZE = '/user-center/oauth/wechat/authorize'
const clock = createClock()
let gw: FakeWechatApi
let database: Database
let a: TestApp
let b: TestApp

beforeAll(async () => {
  gw = await new FakeWechatApi({ now: () => clock.now }).start()
  database = await createTestDatabase()
  a = await createTestApp({ database, clock, config: wechatLoginConfig(gw) })
  b = await createTestApp({ database, clock, config: wechatLoginConfig(gw) })
})
afterAll(async () => {
  await a?.close()
  await b?.close()
  await database?.close()
  await gw?.close()
})

async function start(s: TestApp = a, query: Record<string, string> = { redirect_uri: RETURN_URI }) {
  const r = await s.get(AUTHORIZE, { query })
  const location = r.headers.location ? new URL(String(r.headers.location)) : null
  return {
    r,
    location,
    state: location?.searchParams.get('state') ?? '',
    cookie: String(r.headers['set-cookie'] ?? '').split(';')[0],
  }
}
const exchanges = () => gw.callsTo('/sns/oauth2/access_token').length
const back = (s: TestApp, body: Record<string, unknown>, cookie?: string) =>
  s.post(
    '/user-center/userInfo/getUserInfo',
    { code: gw.oauthCode(OA_APP.appId, { openid: `o-state-${Math.random().toString(36).slice(2)}` }), redirectUri: RETURN_URI, ...body },
    cookie ? { headers: { cookie } } : {},
  )

test("authorize: 302 to WeChat's page with the official account, the return URL, snsapi_base and a fresh state; the binding cookie", async () => {
  const s = await start()
  expect(s.r.status).toBe(302)
  expect(s.location!.origin + s.location!.pathname).toBe('https://open.weixin.qq.com/connect/oauth2/authorize')
  expect(s.location!.hash).toBe('#wechat_redirect')
  expect(Object.fromEntries(s.location!.searchParams)).toEqual({
    appid: OA_APP.appId,
    redirect_uri: RETURN_URI,
    response_type: 'code',
    scope: 'snsapi_base',
    state: expect.stringMatching(/^[\w-]{32}$/),
  })
  expect(String(s.r.headers['set-cookie'])).toMatch(new RegExp(`^${OAUTH_COOKIE}=[\\w-]{32}; Path=/; Max-Age=600; HttpOnly; SameSite=Lax$`))
  const other = await start(a, { redirect_uri: RETURN_URI, scope: 'snsapi_userinfo' })
  expect(other.location!.searchParams.get('scope')).toBe('snsapi_userinfo')
  expect(other.state).not.toBe(s.state)
  // only hashes are kept
  const rows = await database.db.selectFrom('oauth_state').selectAll().execute()
  expect(JSON.stringify(rows)).not.toContain(s.state)
})

test('the return on the other instance logs in once; a replay is refused before its code is exchanged', async () => {
  const s = await start(a)
  const ok = await back(b, { state: s.state }, s.cookie)
  expect(ok.body).toMatchObject({ code: 200, data: { loginType: 0 } })
  const n = exchanges()
  const again = await back(a, { state: s.state }, s.cookie)
  expect([again.status, again.body.msg]).toEqual([400, OAUTH_STATE_USED])
  expect(exchanges()).toBe(n)
})

test("another browser's cookie, no state, no cookie, an unknown state: 400 each, nothing exchanged", async () => {
  const mine = await start(a)
  const theirs = await start(b)
  const n = exchanges()
  const crossed = await back(b, { state: mine.state }, theirs.cookie)
  expect([crossed.status, crossed.body.msg]).toEqual([400, OAUTH_STATE_MISMATCH])
  expect((await back(a, {}, mine.cookie)).body.msg).toBe(OAUTH_STATE_MISSING)
  expect((await back(a, { state: mine.state })).body.msg).toBe(OAUTH_STATE_MISSING)
  expect((await back(a, { state: 'forged-state-0123456789' }, mine.cookie)).body.msg).toBe(OAUTH_STATE_MISMATCH)
  expect(exchanges()).toBe(n)
  // the crossed attempt did not spend it: its own browser still logs in
  expect((await back(a, { state: mine.state }, mine.cookie)).body.code).toBe(200)
})

test('a state past its ten minutes is expired', async () => {
  const s = await start(a)
  clock.advance(STATE_TTL_MS + 1000)
  const r = await back(b, { state: s.state }, s.cookie)
  expect([r.status, r.body.msg]).toEqual([400, OAUTH_STATE_EXPIRED])
})

test('a return URL other than the patient app’s /hospital/transition is refused (no state issued)', async () => {
  for (const redirect_uri of [
    'https://shop.example.com/steal',
    'javascript:alert(1)',
    'not a url',
    'https://shop.example.com/hospital/transition#x',
  ]) {
    const s = await start(a, { redirect_uri })
    expect([s.r.status, s.r.body.msg]).toEqual([400, OAUTH_REDIRECT_INVALID])
    expect(s.r.headers['set-cookie']).toBeUndefined()
  }
})

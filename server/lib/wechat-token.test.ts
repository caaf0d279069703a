/**
 * The shared WeChat access token (server/lib/wechat-token.ts) with two server instances on one database and the local
 * fake of api.weixin.qq.com: 20 parallel callers over both instances → one token fetch; the early refresh before expiry
 * is one fetch while the old token keeps being used; a token revoked (40001) or expired early (42001) is fetched again
 * once (not forced) and the call retried; a failed fetch releases the row.
 */
import { createClock, createTestApp, type TestApp } from '../../test-support/server'
import { FakeWechatApi, MINI_APP, OA_APP, wechatLoginConfig } from '../../test-support/gateways/wechat-api'
import { EARLY_REFRESH_MS, wechatCredentials } from './wechat-token'
import { WechatApiError } from './wechat-api'

const clock = createClock()
let gw: FakeWechatApi
let a: TestApp
let b: TestApp
beforeAll(async () => {
  gw = await new FakeWechatApi({ now: () => clock.now, latencyMs: 30 }).start()
  a = await createTestApp({ clock, config: wechatLoginConfig(gw) })
  b = await createTestApp({ clock, database: a.database, config: wechatLoginConfig(gw) })
})
afterAll(async () => {
  await b?.close()
  await a?.close()
  await gw?.close()
})

const instances = () => [wechatCredentials(a.app.deps), wechatCredentials(b.app.deps)]
const row = (appId: string, kind = 'access_token') =>
  a.database.db.selectFrom('wechat_credential').selectAll().where('app_id', '=', appId).where('kind', '=', kind).executeTakeFirstOrThrow()
/** 20 callers, alternating between the two instances, all at once */
const twenty = <T>(call: (i: number) => Promise<T>) => Promise.all(Array.from({ length: 20 }, (_, i) => call(i)))

test('20 parallel callers over two instances → one token fetch, one token', async () => {
  const tokens = await twenty((i) => instances()[i % 2].accessToken(MINI_APP.appId))
  expect(new Set(tokens).size).toBe(1)
  expect(tokens[0]).toBe(gw.currentToken(MINI_APP.appId))
  expect(gw.fetchesOf(MINI_APP.appId)).toBe(1)
  expect(gw.callsTo('/cgi-bin/stable_token')[0].body).toContain('"force_refresh":false')
  expect(await row(MINI_APP.appId)).toMatchObject({ value: tokens[0], fetched_count: 1, lock_until: null })
  // later callers read the row: no fetch
  await twenty((i) => instances()[i % 2].accessToken(MINI_APP.appId))
  expect(gw.fetchesOf(MINI_APP.appId)).toBe(1)
})

test('early refresh: five minutes before expiry one instance fetches the next token, once', async () => {
  const old = await instances()[0].accessToken(MINI_APP.appId)
  const fetches = gw.fetchesOf(MINI_APP.appId)
  const stored = await row(MINI_APP.appId)
  clock.advance(stored.expires_at!.getTime() - clock.now - EARLY_REFRESH_MS + 1000) // 4 min 59 s left
  const tokens = await twenty((i) => instances()[i % 2].accessToken(MINI_APP.appId))
  expect(gw.fetchesOf(MINI_APP.appId)).toBe(fetches + 1)
  const fresh = gw.currentToken(MINI_APP.appId)
  expect(fresh).not.toBe(old)
  // every caller got a valid token: the new one, or the old one (still valid) while the new one was being fetched
  for (const tk of tokens) expect([old, fresh]).toContain(tk)
  expect((await row(MINI_APP.appId)).value).toBe(fresh)
})

test('40001 (revoked) and 42001 (expired early): refreshed once, not forced, and the calls retried', async () => {
  const c = instances()
  const token = await c[0].accessToken(OA_APP.appId)
  gw.revokeToken(token)
  const fetches = gw.fetchesOf(OA_APP.appId)
  const tickets = await twenty((i) => c[i % 2].withAccessToken(OA_APP.appId, (tk) => c[i % 2].api.jsapiTicket(tk)))
  expect(tickets.every((x) => x.value.startsWith('TICKET_'))).toBe(true)
  expect(gw.fetchesOf(OA_APP.appId)).toBe(fetches + 1)
  expect(gw.callsTo('/cgi-bin/ticket/getticket').filter((x) => x.reply.errcode === 40001)).toHaveLength(20)
  expect(gw.callsTo('/cgi-bin/stable_token').every((x) => !x.body.includes('"force_refresh":true'))).toBe(true)

  // the gateway expired the token while our row still says it is valid: 42001, one more fetch
  const current = await c[1].accessToken(OA_APP.appId)
  await a.database.db
    .updateTable('wechat_credential')
    .set({ expires_at: new Date(clock.now + 10 * 3600_000) })
    .where('value', '=', current)
    .execute()
  clock.advance(7201_000)
  const before = gw.fetchesOf(OA_APP.appId)
  const r = await c[0].withAccessToken(OA_APP.appId, (tk) => c[0].api.jsapiTicket(tk))
  expect(r.value).toMatch(/^TICKET_/)
  expect(gw.callsTo('/cgi-bin/ticket/getticket').some((x) => x.reply.errcode === 42001)).toBe(true)
  expect(gw.fetchesOf(OA_APP.appId)).toBe(before + 1)
})

test('a failed fetch (wrong secret) is an error and releases the row at once', async () => {
  const wrong = await createTestApp({
    clock,
    database: a.database,
    config: { ...wechatLoginConfig(gw), thirdParty: { wechat: { appId: 'wx3333333333333333', secret: 'x' }, alipay: null } },
  })
  try {
    const err = await wechatCredentials(wrong.app.deps)
      .accessToken('wx3333333333333333')
      .catch((e: unknown) => e)
    expect(err).toBeInstanceOf(WechatApiError)
    expect((err as WechatApiError).errcode).toBe(40013)
    expect(await row('wx3333333333333333')).toMatchObject({ value: null, lock_until: null })
  } finally {
    await wrong.close()
  }
})

/**
 * The 'must_bind_phone enforced by the server' part of the former __tests__/server/security-auth.test.ts (tests beside what they test).
 *
 * Issue 10, authentication and request-level findings, each written as the attack (over real HTTP
 * against PGlite): account takeover through the hospital identity login, sandbox providers outside
 * development, must_bind_phone, the password lockout under parallel requests, NUL bytes, log
 * masking, the trusted proxy hops, and the security headers.
 */
import { sql, type RawBuilder } from 'kysely'
import { createSeededApp, createTestDatabase, patients, type TestApp } from '../../../test-support/server'
import { operations, sampleRequest } from '../../../test-support/server/openapi-requests'
import type { Database } from '../../lib/db'
import { PHONE_REQUIRED_ROUTES } from './phone-guard'
import { BIND_PHONE_FIRST } from '../../../src/domain/messages'

let database: Database
let t: TestApp

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createSeededApp(database)
})
afterAll(async () => {
  await t?.close()
  await database?.close()
})

let phoneSeq = 0
/** a fresh valid phone per call (13570000001, ...) */
const newPhone = () => `1357000${String(++phoneSeq).padStart(4, '0')}`
const patient = patients(() => ({ database, t }), '134', 'sec')

async function sendCode(phone: string, type: number, app: TestApp = t, ip?: string) {
  const c = await app.get('/user-center/captcha')
  const answer = (await app.get(`/dev/captcha/${c.body.data.captchaId}`)).body.data.answer
  return app.post('/user-center/verifyCode', { phone, type, captchaId: c.body.data.captchaId, captchaCode: answer }, { ip })
}
const count = async (q: RawBuilder<{ n: number }>) => (await q.execute(database.db)).rows[0].n

// ------------------------------------------------------------------ 2. must_bind_phone

describe('must_bind_phone enforced by the server', () => {
  const setMustBind = (v: string) =>
    database.db.updateTable('sys_conf').set({ config_val: v }).where('config_key', '=', 'must_bind_phone').execute()
  afterEach(() => setMustBind('1'))

  /** an account without a phone: a WeChat login that skipped /bandPhone */
  async function phoneless(): Promise<{ token: string; userId: number }> {
    const r = await t.post('/user-center/wxLogin', { code: `sandbox-nophone-${++phoneSeq}` })
    expect(r.body.data.needBindPhone).toBe(true)
    return { token: r.body.data.token, userId: r.body.data.userBase.id }
  }

  test('attack: an account without a bound phone cannot claim the new-user coupons while must_bind_phone is 1; after binding it can', async () => {
    const u = await phoneless()
    const list = (await t.get('/market-center/coupon/newUser', { token: u.token })).body.data
    expect(list.isNewUser).toBe(true)
    const couponRuleId = list.list.find((c: any) => c.id === 606)?.id ?? 606
    const refused = await t.get('/market-center/acquireCoupon', { token: u.token, query: { couponRuleId } })
    expect([refused.status, refused.body]).toEqual([403, { code: 403, msg: BIND_PHONE_FIRST, data: null }])
    expect(await count(sql<{ n: number }>`select count(*)::int as n from user_coupon where user_id = ${u.userId}`)).toBe(0)
    // bind a phone (type 2 code), then the same claim works
    const phone = newPhone()
    t.clock.advance(121_000)
    expect((await sendCode(phone, 2)).body.errCode).toBe(0)
    const code = (await t.get(`/dev/outbox?phone=${phone}`)).body.data[0].code
    expect((await t.post('/user-center/bindPhone', { phone, verifyCode: code }, { token: u.token })).body.code).toBe(200)
    const claimed = await t.get('/market-center/acquireCoupon', { token: u.token, query: { couponRuleId } })
    expect([claimed.status, claimed.body.msg]).toEqual([200, '已领取'])
  })

  test('every route that needs a phone refuses a phoneless account with 403 请先绑定手机号, only while must_bind_phone is on', async () => {
    const ops = await operations(t)
    const u = await phoneless()
    const withPhone = await patient()
    for (const key of PHONE_REQUIRED_ROUTES) {
      const [method, route] = key.split(' ')
      const op = ops.find((o) => o.method === method && o.route === route)
      expect([key, !!op]).toEqual([key, true])
      const req = sampleRequest(op!)
      const send = (token: string) => t.call(req.method, req.url, { token, query: req.query, body: req.body })
      const refused = await send(u.token)
      expect([key, refused.status, refused.body.msg]).toEqual([key, 403, BIND_PHONE_FIRST])
      expect([key, (await send(withPhone.token)).status]).not.toEqual([key, 403])
    }
    await setMustBind('0')
    for (const key of PHONE_REQUIRED_ROUTES) {
      const [method, route] = key.split(' ')
      const req = sampleRequest(ops.find((o) => o.method === method && o.route === route)!)
      const r = await t.call(req.method, req.url, { token: u.token, query: req.query, body: req.body })
      expect([key, r.status]).not.toEqual([key, 403])
    }
    // configVal 'true' counts as on (the app's rule, src/domain/account confFlagOn)
    await setMustBind('true')
    expect((await t.get('/market-center/acquireCoupon', { token: u.token, query: { couponRuleId: 606 } })).status).toBe(403)
  })
})

/**
 * The 'session endpoints' part of the former __tests__/server/auth.test.ts (tests beside what they test).
 *
 * Account server (issue 3): every /user-center endpoint and every rule, over HTTP against a
 * fresh PGlite loaded from the template. The clock is injected so expiry, lockouts and daily caps
 * are tested without waiting.
 */
import { type TestApp, type Clock } from '../../../test-support/server'
import { authHarness, SECOND, MINUTE } from '../../../test-support/server/auth'
import { registerUserDataDeleter } from '../user'

const h = authHarness()
let clock: Clock
let t: TestApp
beforeAll(() => {
  ;({ clock, t } = h)
})
const { newPhone, sendCode, lastCode, smsLogin, count } = h

describe('session endpoints', () => {
  test('userBaseInfo: masked phone + phoneFull for the owner; redisUser; conf/all', async () => {
    const { token, phone, userId } = await smsLogin()
    const base = await t.get('/user-center/userInfo/userBaseInfo', { token })
    expect(base.body.data).toMatchObject({ id: userId, phone: `${phone.slice(0, 3)}****${phone.slice(7)}`, phoneFull: phone })
    const redis = await t.get('/user-center/redisUser', { token })
    expect(redis.body.data).toMatchObject({ token, loginType: 1, userBase: { id: userId } })
    const alias = await t.get('/user-center/user/queryUserInfo', { token })
    expect(alias.body.data.userBase.id).toBe(userId)
    const conf = await t.get('/user-center/common/conf/all')
    expect(conf.body.data).toContainEqual({ configKey: 'must_bind_phone', configVal: '1' })
  })

  test('judgePhone', async () => {
    const { phone } = await smsLogin()
    expect((await t.post('/user-center/judgePhone', { phone })).body.data).toEqual({ registered: true })
    expect((await t.post('/user-center/judgePhone', { phone: newPhone() })).body.data).toEqual({ registered: false })
    expect((await t.post('/user-center/judgePhone', { phone: '110' })).status).toBe(400)
  })

  test('loginOut (POST and GET) revokes the token; replaying it gives 401; loginOut without a token is 200', async () => {
    for (const method of ['POST', 'GET'] as const) {
      const { token } = await smsLogin()
      expect((await t.get('/user-center/redisUser', { token })).status).toBe(200)
      const out = await t.call(method, '/user-center/loginOut', { token, ...(method === 'POST' ? { body: {} } : {}) })
      expect(out.body).toEqual({ code: 200, msg: 'success', data: null })
      const replay = await t.get('/user-center/redisUser', { token })
      expect(replay.status).toBe(401)
      expect(replay.body).toEqual({ code: 401, msg: '未登录', data: null })
    }
    expect((await t.post('/user-center/loginOut')).body.code).toBe(200)
  })

  test('forged, malformed or expired tokens -> 401 on every protected endpoint', async () => {
    const forged = 'A'.repeat(43)
    const protectedCalls: Array<[string, string, unknown]> = [
      ['GET', '/user-center/userInfo/userBaseInfo', undefined],
      ['GET', '/user-center/redisUser', undefined],
      ['GET', '/user-center/user/queryUserInfo', undefined],
      ['POST', '/user-center/password', { password: 'Abc12345' }],
      ['POST', '/user-center/bindPhone', { phone: '13912340000', verifyCode: '123456' }],
      ['POST', '/user-center/acountDel', {}],
      ['POST', '/user-center/userInfo/getUserInfo', { userId: 1 }],
    ]
    for (const token of [forged, 'x', '']) {
      for (const [method, url, body] of protectedCalls) {
        const r = await t.call(method as 'GET' | 'POST', url, { token: token || undefined, body })
        expect([url, r.status, r.body.code]).toEqual([url, 401, 401])
      }
    }
    const { token } = await smsLogin()
    clock.advance(31 * 24 * 60 * MINUTE)
    expect((await t.get('/user-center/redisUser', { token })).status).toBe(401)
  })

  test('acountDel removes the personal data (user, links, sessions, codes, outbox, registered modules) and the token stops working', async () => {
    const seen: number[] = []
    registerUserDataDeleter('test-module', async (trx, user) => {
      await trx.selectFrom('app_user').select('id').where('id', '=', user.id).execute() // runs inside the transaction
      seen.push(user.id)
    })
    const wx = await t.post('/user-center/wxLogin', { code: 'sandbox-leaver' })
    const token = wx.body.data.token
    const phone = newPhone()
    clock.advance(121 * SECOND)
    await sendCode(phone, 2, { token })
    await t.post('/user-center/bindPhone', { phone, verifyCode: await lastCode(phone) }, { token })
    const userId = wx.body.data.userBase.id
    expect(await count('sms_outbox', 'phone', phone)).toBeGreaterThan(0)

    const del = await t.post('/user-center/acountDel', {}, { token })
    expect(del.body).toEqual({ code: 200, msg: 'success', data: { deleted: true } })
    expect(seen).toEqual([userId])
    expect(await count('app_user', 'id', userId)).toBe(0)
    expect(await count('user_third', 'user_id', userId)).toBe(0)
    expect(await count('user_session', 'user_id', userId)).toBe(0)
    expect(await count('sms_outbox', 'phone', phone)).toBe(0)
    expect(await count('sms_code', 'phone', phone)).toBe(0)
    expect((await t.get('/user-center/redisUser', { token })).status).toBe(401)
    // the same WeChat identity now starts a new account
    const again = await t.post('/user-center/wxLogin', { code: 'sandbox-leaver' })
    expect(again.body.data.userBase.id).not.toBe(userId)
    expect(again.body.data.needBindPhone).toBe(true)
  })
})

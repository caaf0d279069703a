/**
 * The 'register, passwordLogin, password, retrPassword' part of the former __tests__/server/auth.test.ts (tests beside what they test).
 *
 * Account server (issue 3): every /user-center endpoint and every rule, over HTTP against a
 * fresh PGlite loaded from the template. The clock is injected so expiry, lockouts and daily caps
 * are tested without waiting.
 */
import { type TestApp, type Clock } from '../../../test-support/server'
import { authHarness, SECOND, MINUTE } from '../../../test-support/server/auth'
import type { Database } from '../../lib/db'

const h = authHarness()
let database: Database
let clock: Clock
let t: TestApp
beforeAll(() => {
  ;({ database, clock, t } = h)
})
const { newPhone, sendCode, lastCode, smsLogin } = h

describe('register, passwordLogin, password, retrPassword', () => {
  test('register (type 3) with a password; registered phones are refused (errCode 5)', async () => {
    const phone = newPhone()
    await sendCode(phone, 3)
    const bad = await t.post('/user-center/register', { phone, verifyCode: await lastCode(phone), password: 'short' })
    expect(bad.body).toMatchObject({ code: 400, msg: '密码格式不正确' })
    const r = await t.post('/user-center/register', { phone, verifyCode: await lastCode(phone), password: 'Abc12345' })
    expect(r.body.code).toBe(200)
    expect(r.body.data.userBase).toMatchObject({ hasPassword: true, registerChannel: 'register' })
    const hash = await database.db.selectFrom('app_user').select('password_hash').where('phone', '=', phone).executeTakeFirstOrThrow()
    expect(hash.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/)
    expect(hash.password_hash).not.toContain('Abc12345')
    clock.advance(121 * SECOND)
    const again = await sendCode(phone, 3)
    expect(again.body).toMatchObject({ code: 200, errCode: 5, errMsg: '该手机号已注册，请直接登录' })
    const direct = await t.post('/user-center/register', { phone, verifyCode: '123456' })
    expect(direct.body).toMatchObject({ code: 400, errCode: 5 })
  })

  test('passwordLogin: right password logs in; wrong or unknown gives the same clear message', async () => {
    const phone = newPhone()
    await sendCode(phone, 3)
    await t.post('/user-center/register', { phone, verifyCode: await lastCode(phone), password: 'Abc12345' })
    const okr = await t.post('/user-center/passwordLogin', { registerName: phone, password: 'Abc12345' })
    expect(okr.body).toMatchObject({ code: 200, errCode: 0, data: { loginType: 1 } })
    const wrong = await t.post('/user-center/passwordLogin', { registerName: phone, password: 'Wrong999' })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toMatchObject({ code: 400, msg: '手机号或密码错误，还可尝试4次', errCode: 1 })
    const unknown = await t.post('/user-center/passwordLogin', { registerName: newPhone(), password: 'Wrong999' })
    expect(unknown.body.msg).toBe('手机号或密码错误，还可尝试4次')
    const noPw = (await smsLogin()).phone
    expect((await t.post('/user-center/passwordLogin', { registerName: noPw, password: 'Abc12345' })).body.msg).toBe(
      '该账号尚未设置密码，请使用短信验证码登录',
    )
    expect((await t.post('/user-center/passwordLogin', { registerName: phone, password: '' })).body.msg).toBe('请输入密码')
    expect((await t.post('/user-center/passwordLogin', { registerName: 'abc', password: 'x' })).body.msg).toBe('手机格式不正确')
    expect((await t.post('/user-center/passwordLogin', { password: 'x' })).body.msg).toBe('缺少参数 registerName')
  })

  test('password lockout: 5 failures in 15 minutes lock the account (429), even for the right password; it unlocks later', async () => {
    const phone = newPhone()
    await sendCode(phone, 3)
    await t.post('/user-center/register', { phone, verifyCode: await lastCode(phone), password: 'Abc12345' })
    for (let i = 0; i < 4; i++) {
      expect((await t.post('/user-center/passwordLogin', { registerName: phone, password: `Wrong${i}xx` })).status).toBe(400)
      clock.advance(10 * SECOND)
    }
    const fifth = await t.post('/user-center/passwordLogin', { registerName: phone, password: 'Wrong4xx' })
    expect(fifth.body.msg).toContain('账号已临时锁定')
    const locked = await t.post('/user-center/passwordLogin', { registerName: phone, password: 'Abc12345' })
    expect(locked.status).toBe(429)
    expect(locked.body).toMatchObject({ code: 429, errCode: 3 })
    expect(locked.body.msg).toMatch(/请\d+分钟后再试/)
    clock.advance(15 * MINUTE)
    const after = await t.post('/user-center/passwordLogin', { registerName: phone, password: 'Abc12345' })
    expect(after.body.code).toBe(200)
  })

  test('password: first set needs no code; changing needs a recent SMS session or a reset code; other sessions are revoked', async () => {
    const { token, phone } = await smsLogin()
    expect((await t.post('/user-center/password', { password: 'abc' }, { token })).body.msg).toBe('密码格式不正确')
    const first = await t.post('/user-center/password', { password: 'First123' }, { token })
    expect(first.body).toMatchObject({ code: 200, errCode: 0, data: { hasPassword: true } })
    // a session opened with the password is not a recent SMS authentication
    const pwLogin = await t.post('/user-center/passwordLogin', { registerName: phone, password: 'First123' })
    const pwToken = pwLogin.body.data.token
    const noCode = await t.post('/user-center/password', { password: 'Second123' }, { token: pwToken })
    expect(noCode.body).toMatchObject({ code: 400, msg: '修改密码需要短信验证码，请先获取验证码' })
    clock.advance(121 * SECOND)
    expect((await sendCode(phone, 4)).body.errCode).toBe(0)
    const withCode = await t.post('/user-center/password', { password: 'Second123', verifyCode: await lastCode(phone) }, { token: pwToken })
    expect(withCode.body.code).toBe(200)
    // the SMS session (token) was revoked by the change made from pwToken
    expect((await t.get('/user-center/redisUser', { token })).status).toBe(401)
    expect((await t.get('/user-center/redisUser', { token: pwToken })).status).toBe(200)
    expect((await t.post('/user-center/passwordLogin', { registerName: phone, password: 'Second123' })).body.code).toBe(200)
    expect((await t.post('/user-center/password', { password: 'Third123' })).status).toBe(401)
  })

  test('reset flow: verifyCode type 4 -> smsLogin type 4 -> password without code (recent SMS session)', async () => {
    const phone = newPhone()
    await sendCode(phone, 3)
    await t.post('/user-center/register', { phone, verifyCode: await lastCode(phone), password: 'Old12345' })
    clock.advance(121 * SECOND)
    expect((await sendCode(phone, 4)).body.errCode).toBe(0)
    const login = await t.post('/user-center/smsLogin', { phone, verifyCode: await lastCode(phone), type: 4 })
    expect(login.body.code).toBe(200)
    const set = await t.post('/user-center/password', { password: 'New12345' }, { token: login.body.data.token })
    expect(set.body.code).toBe(200)
    clock.advance(11 * MINUTE)
    expect((await t.post('/user-center/password', { password: 'Newer123' }, { token: login.body.data.token })).status).toBe(400)
  })

  test('retrPassword: reset code (type 4) sets the password and revokes every other session', async () => {
    const { token, phone } = await smsLogin()
    await t.post('/user-center/password', { password: 'Before123' }, { token })
    const unregistered = newPhone()
    expect((await sendCode(unregistered, 4)).body).toMatchObject({ errCode: 5, errMsg: '该手机号未注册' })
    expect(
      (await t.post('/user-center/retrPassword', { phone: unregistered, verifyCode: '123456', password: 'After123' })).body.errCode,
    ).toBe(5)
    clock.advance(121 * SECOND)
    await sendCode(phone, 4)
    const bad = await t.post('/user-center/retrPassword', { phone, verifyCode: await lastCode(phone), password: 'nodigits' })
    expect(bad.body.msg).toBe('密码格式不正确')
    const r = await t.post('/user-center/retrPassword', { phone, verifyCode: await lastCode(phone), password: 'After123' })
    expect(r.body).toMatchObject({ code: 200, errCode: 0 })
    expect((await t.get('/user-center/redisUser', { token })).status).toBe(401)
    expect((await t.get('/user-center/redisUser', { token: r.body.data.token })).status).toBe(200)
    expect((await t.post('/user-center/passwordLogin', { registerName: phone, password: 'Before123' })).status).toBe(400)
    expect((await t.post('/user-center/passwordLogin', { registerName: phone, password: 'After123' })).body.code).toBe(200)
  })
})

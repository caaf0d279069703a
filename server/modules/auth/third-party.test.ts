/**
 * The 'third-party and hospital logins' part of the former __tests__/server/auth.test.ts (tests beside what they test).
 *
 * Account server (issue 3): every /user-center endpoint and every rule, over HTTP against a
 * fresh PGlite loaded from the template. The clock is injected so expiry, lockouts and daily caps
 * are tested without waiting.
 */
import { sql } from 'kysely'
import { type TestApp, type Clock } from '../../../test-support/server'
import { authHarness, SECOND } from '../../../test-support/server/auth'
import type { Database } from '../../lib/db'
import { validateIdNumber } from '../../../src/domain/validation'

const h = authHarness()
let database: Database
let clock: Clock
let t: TestApp
beforeAll(() => {
  ;({ database, clock, t } = h)
})
const { newPhone, sendCode, lastCode, smsLogin } = h

describe('third-party and hospital logins', () => {
  test('wxLogin: sandbox code -> user + userThird, login type 0, needBindPhone (must_bind_phone 1); stable openId', async () => {
    const r = await t.post('/user-center/wxLogin', { code: 'sandbox-alice' })
    expect(r.body).toMatchObject({ code: 200, errCode: 0 })
    expect(r.body.data).toMatchObject({
      loginType: 0,
      needBindPhone: true,
      userBase: { phone: '', registerChannel: 'wx' },
      userThird: { channel: 'wx' },
    })
    expect(r.body.data.userThird.openId).toMatch(/^sb-wx-/)
    const again = await t.post('/user-center/wxLogin', { code: 'sandbox-alice' })
    expect(again.body.data.userBase.id).toBe(r.body.data.userBase.id)
    expect(again.body.data.userThird.openId).toBe(r.body.data.userThird.openId)
    const ali = await t.post('/user-center/aliLogin', { code: 'sandbox-alice' })
    expect(ali.body.data.userBase.id).not.toBe(r.body.data.userBase.id)
    expect(ali.body.data.userThird.channel).toBe('ali')
    const alias = await t.post('/user-center/user/wxlogin', { code: 'sandbox-alice' })
    expect(alias.body.data.userBase.id).toBe(r.body.data.userBase.id)
  })

  test('invalid codes -> 400 登录凭证无效; missing code -> 400', async () => {
    for (const url of ['/user-center/wxLogin', '/user-center/aliLogin']) {
      const r = await t.post(url, { code: 'real-looking-code' })
      expect(r.status).toBe(400)
      expect(r.body).toMatchObject({ code: 400, msg: '登录凭证无效' })
      expect((await t.post(url, {})).body.msg).toBe('缺少参数 code')
    }
  })

  test('needBindPhone false when must_bind_phone is 0', async () => {
    await database.db.updateTable('sys_conf').set({ config_val: '0' }).where('config_key', '=', 'must_bind_phone').execute()
    try {
      const r = await t.post('/user-center/wxLogin', { code: 'sandbox-conf0' })
      expect(r.body.data.needBindPhone).toBe(false)
    } finally {
      await database.db.updateTable('sys_conf').set({ config_val: '1' }).where('config_key', '=', 'must_bind_phone').execute()
    }
  })

  test('bindPhone (type 2): a wx user binds a phone; a phone of another account is refused (errCode 5)', async () => {
    const wx = await t.post('/user-center/wxLogin', { code: 'sandbox-binder' })
    const token = wx.body.data.token
    const phone = newPhone()
    clock.advance(121 * SECOND)
    expect((await sendCode(phone, 2, { token })).body.errCode).toBe(0)
    expect((await t.post('/user-center/bindPhone', { phone, verifyCode: await lastCode(phone) })).status).toBe(401)
    const bound = await t.post('/user-center/bindPhone', { phone, verifyCode: await lastCode(phone) }, { token })
    expect(bound.body).toMatchObject({
      code: 200,
      errCode: 0,
      data: { needBindPhone: false, userBase: { phone: `${phone.slice(0, 3)}****${phone.slice(7)}` } },
    })
    const relogin = await t.post('/user-center/wxLogin', { code: 'sandbox-binder' })
    expect(relogin.body.data.needBindPhone).toBe(false)

    const other = await smsLogin()
    const taken = await sendCode(other.phone, 2, { token })
    expect(taken.body).toMatchObject({ errCode: 5, errMsg: '该手机号已被其他账号绑定' })
    const direct = await t.post('/user-center/bindPhone', { phone: other.phone, verifyCode: '123456' }, { token })
    expect(direct.body).toMatchObject({ code: 400, errCode: 5, msg: '该手机号已被其他账号绑定' })
  })

  test('userInfo/getUserInfo: {code, redirectUri} = wx login; {userId} only the own user', async () => {
    const wx = await t.post('/user-center/wxLogin', { code: 'sandbox-h5' })
    const h5 = await t.post('/user-center/userInfo/getUserInfo', {
      code: 'sandbox-h5',
      redirectUri: 'https://shop.example.com/hospital/transition',
    })
    expect(h5.body.data.userBase.id).toBe(wx.body.data.userBase.id)
    const token = h5.body.data.token
    const own = await t.post('/user-center/userInfo/getUserInfo', { userId: h5.body.data.userBase.id }, { token })
    expect(own.body.data).toMatchObject({ token, userBase: { id: h5.body.data.userBase.id } })
    const other = await t.post('/user-center/userInfo/getUserInfo', { userId: 1 }, { token })
    expect(other.status).toBe(404)
    expect((await t.post('/user-center/userInfo/getUserInfo', { userId: 1 })).status).toBe(401)
    expect((await t.post('/user-center/userInfo/getUserInfo', {})).body.msg).toBe('缺少参数 code 或 userId')
    expect((await t.post('/user-center/userInfo/getUserInfo', { code: 'bad' })).body.msg).toBe('登录凭证无效')
  })

  test('glWxLogin: sandbox code -> UserInfo; otherwise 400 获取用户信息失败', async () => {
    const r = await t.post('/user-center/glWxLogin', { code: 'sandbox-gl-1' })
    expect(r.body.data).toMatchObject({ loginType: 0, userThird: { channel: 'gl' } })
    const bad = await t.post('/user-center/glWxLogin', { code: 'x' })
    expect(bad.body).toEqual({ code: 400, msg: '获取用户信息失败', data: null, errCode: 1, errMsg: '获取用户信息失败' })
  })

  test('healthNj/login: ID number validated by the domain rule; a pair with a proven phone (SMS code) registers then logs in; no takeover', async () => {
    const idNo = '11010519491231002X'
    expect(validateIdNumber(idNo)).toBeNull()
    expect((await t.post('/user-center/healthNj/login', { idNo: '123', phone: newPhone() })).body.msg).toBe(
      '身份证仅能为15位或18位且前两位为有效行政区划代码',
    )
    expect((await t.post('/user-center/healthNj/login', { idNo: '110105194912310021', phone: newPhone() })).body.msg).toBe(
      '身份证最后一位校验码不正确',
    )
    expect((await t.post('/user-center/healthNj/login', { idNo: '', phone: newPhone() })).body.msg).toBe('请输入身份证号!')
    /** a fresh login code for the phone (issue 10: the phone must be proven) */
    const code = async (phone: string) => {
      clock.advance(121 * SECOND)
      expect((await sendCode(phone, 1)).body.errCode).toBe(0)
      return lastCode(phone)
    }
    const phone = newPhone()
    const first = await t.post('/user-center/healthNj/login', { idNo: idNo.toLowerCase(), phone, verifyCode: await code(phone) })
    expect(first.body).toMatchObject({ code: 200, data: { loginType: 1, userBase: { registerChannel: 'healthNj' } } })
    const second = await t.post('/user-center/healthNj/login', { idNo, phone, verifyCode: await code(phone) })
    expect(second.body.data.userBase.id).toBe(first.body.data.userBase.id)
    expect((await t.post('/user-center/healthNj/login', { idNo: '110105194912310030', phone: newPhone() })).status).toBe(400)
    const other = newPhone()
    expect((await t.post('/user-center/healthNj/login', { idNo, phone: other, verifyCode: await code(other) })).body.msg).toBe(
      '该身份证号已绑定其他手机号',
    )
    const smsUser = await smsLogin()
    const takeover = await t.post('/user-center/healthNj/login', { idNo: '110101199003070011', phone: smsUser.phone })
    expect(takeover.status).toBe(400)
    // the ID number is not stored in clear
    const rows = await sql<{ n: number }>`select count(*)::int as n from app_user where id_no_hash like ${'%' + idNo + '%'}`.execute(
      database.db,
    )
    expect(rows.rows[0].n).toBe(0)
  })

  test('SPEC §7 /gaia/user/ aliases (issue 18): wxlogin, queryUserInfo, bindPhoneNumber (also plain) are the same calls', async () => {
    const wx = await t.post('/user-center/wxLogin', { code: 'sandbox-gaia' })
    const alias = await t.post('/user-center/gaia/user/wxlogin', { code: 'sandbox-gaia' })
    expect(alias.body.data.userBase.id).toBe(wx.body.data.userBase.id)
    expect((await t.post('/user-center/gaia/user/wxlogin', { code: 'real-looking-code' })).body).toMatchObject({
      code: 400,
      msg: '登录凭证无效',
    })
    const token = alias.body.data.token
    const info = await t.get('/user-center/gaia/user/queryUserInfo', { token })
    expect(info.body).toEqual((await t.get('/user-center/user/queryUserInfo', { token })).body)
    expect((await t.get('/user-center/gaia/user/queryUserInfo')).status).toBe(401)

    for (const url of ['/user-center/gaia/user/bindPhoneNumber', '/user-center/bindPhoneNumber']) {
      const login = await t.post('/user-center/wxLogin', { code: `sandbox-gaia-${url.length}` })
      const phone = newPhone()
      clock.advance(121 * SECOND)
      expect((await sendCode(phone, 2, { token: login.body.data.token })).body.errCode).toBe(0)
      expect((await t.post(url, { phone, verifyCode: await lastCode(phone) })).status).toBe(401)
      expect((await t.post(url, { phone }, { token: login.body.data.token })).status).toBe(400)
      const bound = await t.post(url, { phone, verifyCode: await lastCode(phone) }, { token: login.body.data.token })
      expect(bound.body).toMatchObject({ code: 200, errCode: 0, data: { needBindPhone: false } })
    }
  })
})

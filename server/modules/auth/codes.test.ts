/**
 * The 'code flood', 'smsLogin and codes' part of the former __tests__/server/auth.test.ts (tests beside what they test).
 *
 * Account server (issue 3): every /user-center endpoint and every rule, over HTTP against a
 * fresh PGlite loaded from the template. The clock is injected so expiry, lockouts and daily caps
 * are tested without waiting.
 */
import { createTestApp, type TestApp, type Clock } from '../../../test-support/server'
import { authHarness, SECOND, MINUTE } from '../../../test-support/server/auth'
import type { Database } from '../../lib/db'

const h = authHarness()
let database: Database
let clock: Clock
let t: TestApp
beforeAll(() => {
  ;({ database, clock, t } = h)
})
const { newPhone, sendCode, lastCode, count } = h

describe('code flood', () => {
  test('a second code within 120 s is refused with the seconds left (errCode 3); after 120 s it is sent', async () => {
    const phone = newPhone()
    expect((await sendCode(phone, 1)).body.errCode).toBe(0)
    clock.advance(30 * SECOND)
    const r = await sendCode(phone, 4 as number)
    // type 4 for an unregistered phone is a phone-state error; the flood rule is tested with type 1
    expect(r.body.errCode).toBe(5)
    const again = await sendCode(phone, 1)
    expect(again.status).toBe(200)
    expect(again.body).toMatchObject({ code: 200, errCode: 3, errMsg: '验证码发送过于频繁，请90秒后再试', data: { retryAfter: 90 } })
    clock.advance(90 * SECOND)
    expect((await sendCode(phone, 1)).body.errCode).toBe(0)
    expect(await count('sms_outbox', 'phone', phone)).toBe(2)
  })

  test('daily cap per phone: the 11th code of the day is refused (errCode 4); the next day it works', async () => {
    const phone = newPhone()
    for (let i = 0; i < 10; i++) {
      expect((await sendCode(phone, 1)).body.errCode).toBe(0)
      clock.advance(121 * SECOND)
    }
    const capped = await sendCode(phone, 1)
    expect(capped.body.errCode).toBe(4)
    expect(capped.body.errMsg).toContain('上限')
    clock.advance(24 * 60 * MINUTE)
    expect((await sendCode(phone, 1)).body.errCode).toBe(0)
  })

  test('daily cap per client IP (errCode 4); another IP is not affected', async () => {
    const ipApp = await createTestApp({ database, clock, config: { limits: { codesPerIpPerDay: 3 } } })
    try {
      for (let i = 0; i < 3; i++) expect((await sendCode(newPhone(), 1, { app: ipApp, ip: '203.0.113.7' })).body.errCode).toBe(0)
      const capped = await sendCode(newPhone(), 1, { app: ipApp, ip: '203.0.113.7' })
      expect(capped.body).toMatchObject({ errCode: 4, errMsg: '当前网络今日获取验证码次数过多，请明天再试' })
      expect((await sendCode(newPhone(), 1, { app: ipApp, ip: '203.0.113.8' })).body.errCode).toBe(0)
    } finally {
      await ipApp.close()
    }
  })

  test('SMS provider failure -> errCode 6 and the code is dead', async () => {
    const failing = await createTestApp({
      database,
      clock,
      sms: { name: 'down', send: async () => Promise.reject(new Error('gateway down')) },
    })
    try {
      const phone = newPhone()
      const r = await sendCode(phone, 1, { app: failing })
      expect(r.body).toMatchObject({ code: 200, errCode: 6, errMsg: '短信发送失败，请稍后再试' })
      const row = await database.db.selectFrom('sms_code').select('consumed_at').where('phone', '=', phone).executeTakeFirstOrThrow()
      expect(row.consumed_at).not.toBeNull()
    } finally {
      await failing.close()
    }
  })

  test('the per-IP request limiter answers 429 on the captcha/SMS endpoints', async () => {
    const limited = await createTestApp({ database, clock, config: { rateLimit: { max: 1000, sensitiveMax: 2 } } })
    try {
      const statuses = []
      for (let i = 0; i < 3; i++) statuses.push((await limited.get('/user-center/captcha', { ip: '198.51.100.9' })).status)
      expect(statuses).toEqual([200, 200, 429])
    } finally {
      await limited.close()
    }
  })
})

describe('smsLogin and codes', () => {
  test('first login registers the user; UserInfo with masked phone and a fresh token; login type 1', async () => {
    const phone = newPhone()
    await sendCode(phone, 1)
    const r = await t.post('/user-center/smsLogin', { phone, verifyCode: await lastCode(phone) })
    expect(r.status).toBe(200)
    expect(r.body).toMatchObject({ code: 200, msg: 'success', errCode: 0 })
    const d = r.body.data
    expect(d.userBase).toMatchObject({
      phone: `${phone.slice(0, 3)}****${phone.slice(7)}`,
      registerHospitalId: 6,
      registerChannel: 'sms',
      hasPassword: false,
    })
    expect(d.userThird).toBeNull()
    expect(d.loginType).toBe(1)
    expect(d.token).toMatch(/^[\w-]{43}$/)
    // the token is stored only as its sha256
    expect(await count('user_session', 'token_hash', d.token)).toBe(0)
    clock.advance(121 * SECOND)
    await sendCode(phone, 1)
    const second = await t.post('/user-center/smsLogin', { phone, verifyCode: await lastCode(phone) })
    expect(second.body.data.userBase.id).toBe(d.userBase.id)
    expect(second.body.data.token).not.toBe(d.token)
  })

  test('hospital header sets registerHospitalId', async () => {
    const phone = newPhone()
    await sendCode(phone, 1)
    const r = await t.post('/user-center/smsLogin', { phone, verifyCode: await lastCode(phone) }, { headers: { hospitalId: '7' } })
    expect(r.body.data.userBase.registerHospitalId).toBe(7)
  })

  test('a code is single use and dies after 5 minutes', async () => {
    const phone = newPhone()
    await sendCode(phone, 1)
    const code = await lastCode(phone)
    expect((await t.post('/user-center/smsLogin', { phone, verifyCode: code })).body.code).toBe(200)
    const replay = await t.post('/user-center/smsLogin', { phone, verifyCode: code })
    expect(replay.status).toBe(400)
    expect(replay.body).toMatchObject({ code: 400, msg: '验证码已失效，请重新获取', errCode: 1 })
    clock.advance(121 * SECOND)
    await sendCode(phone, 1)
    const late = await lastCode(phone)
    clock.advance(5 * MINUTE + SECOND)
    expect((await t.post('/user-center/smsLogin', { phone, verifyCode: late })).body.msg).toBe('验证码已失效，请重新获取')
  })

  test('brute force: 5 wrong codes kill the code, even the right one is refused afterwards', async () => {
    const phone = newPhone()
    await sendCode(phone, 1)
    const code = await lastCode(phone)
    const wrong = code === '000000' ? '111111' : '000000'
    const msgs: string[] = []
    for (let i = 0; i < 5; i++) msgs.push((await t.post('/user-center/smsLogin', { phone, verifyCode: wrong })).body.msg)
    expect(msgs).toEqual([
      '验证码错误，还可尝试4次',
      '验证码错误，还可尝试3次',
      '验证码错误，还可尝试2次',
      '验证码错误，还可尝试1次',
      '验证码错误次数过多，请重新获取',
    ])
    const right = await t.post('/user-center/smsLogin', { phone, verifyCode: code })
    expect(right.status).toBe(400)
    expect(right.body.msg).toBe('验证码已失效，请重新获取')
  })

  test('a newer code supersedes the older one; a login code does not work for another purpose', async () => {
    const phone = newPhone()
    await sendCode(phone, 1)
    const first = await lastCode(phone)
    clock.advance(121 * SECOND)
    await sendCode(phone, 1)
    const second = await lastCode(phone)
    if (first !== second) expect((await t.post('/user-center/smsLogin', { phone, verifyCode: first })).status).toBe(400)
    expect((await t.post('/user-center/register', { phone, verifyCode: second })).body.msg).toBe('验证码已失效，请重新获取')
    expect((await t.post('/user-center/smsLogin', { phone, verifyCode: second })).body.code).toBe(200)
  })

  test('missing or empty verifyCode -> 400 naming it', async () => {
    const phone = newPhone()
    expect((await t.post('/user-center/smsLogin', { phone })).body.msg).toBe('缺少参数 verifyCode')
    expect((await t.post('/user-center/smsLogin', { phone, verifyCode: '' })).body.msg).toBe('请输入验证码')
    expect((await t.post('/user-center/smsLogin', { phone, verifyCode: '1'.repeat(11) })).body.msg).toBe(
      '参数 verifyCode 长度不能超过 10 个字符',
    )
  })
})

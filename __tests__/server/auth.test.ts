/**
 * Account server (issue 3): every /user-center endpoint and every rule, over HTTP against a
 * fresh PGlite loaded from the template. The clock is injected so expiry, lockouts and daily caps
 * are tested without waiting.
 */
import { Writable } from 'node:stream'
import { sql } from 'kysely'
import { createTestApp, createTestDatabase, type TestApp, type Clock, createClock } from './helpers'
import type { Database } from '../../server/lib/db'
import { registerUserDataDeleter } from '../../server/users/deletion'
import { validateIdNumber } from '../../src/domain/validation'

let database: Database
let clock: Clock
let t: TestApp

beforeAll(async () => {
  database = await createTestDatabase()
  clock = createClock()
  t = await createTestApp({ database, clock })
})
afterAll(async () => {
  await t?.close()
  await database?.close()
})

let phoneSeq = 0
/** a fresh valid phone per call (13900000001, ...) */
const newPhone = () => `1390000${String(++phoneSeq).padStart(4, '0')}`
const SECOND = 1000
const MINUTE = 60 * SECOND

async function captcha(app: TestApp = t): Promise<{ captchaId: string; answer: string }> {
  const c = await app.get('/user-center/captcha')
  expect(c.body.code).toBe(200)
  const d = await app.get(`/dev/captcha/${c.body.data.captchaId}`)
  return { captchaId: c.body.data.captchaId, answer: d.body.data.answer }
}

async function sendCode(phone: string, type: number, o: { app?: TestApp; ip?: string; token?: string } = {}) {
  const app = o.app ?? t
  const c = await captcha(app)
  return app.post('/user-center/verifyCode', { phone, type, captchaId: c.captchaId, captchaCode: c.answer }, { ip: o.ip, token: o.token })
}

async function lastCode(phone: string): Promise<string> {
  const r = await t.get(`/dev/outbox?phone=${phone}`)
  return r.body.data[0].code
}

/** SMS login of a (new) phone; returns the token and the user id */
async function smsLogin(phone = newPhone()): Promise<{ token: string; userId: number; phone: string }> {
  clock.advance(121 * SECOND)
  const s = await sendCode(phone, 1)
  expect(s.body.errCode).toBe(0)
  const r = await t.post('/user-center/smsLogin', { phone, verifyCode: await lastCode(phone) })
  expect(r.body.code).toBe(200)
  return { token: r.body.data.token, userId: r.body.data.userBase.id, phone }
}

const count = async (table: string, where: string, value: unknown): Promise<number> => {
  const r = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} where ${sql.ref(where)} = ${value}`.execute(database.db)
  return r.rows[0].n
}

describe('captcha and verifyCode', () => {
  test('GET captcha: an SVG and an id', async () => {
    const r = await t.get('/user-center/captcha')
    expect(r.body.code).toBe(200)
    expect(r.body.data.captchaId).toMatch(/^[\w-]{16,}$/)
    expect(r.body.data.svg).toMatch(/^<svg[\s\S]*<\/svg>$/)
  })

  test('right captcha: code sent, errCode 0 at top level and in data; SMS of 6 digits in the outbox', async () => {
    const phone = newPhone()
    const r = await sendCode(phone, 1)
    expect(r.status).toBe(200)
    expect(r.body).toEqual({ code: 200, msg: 'success', data: { errCode: 0, errMsg: '' }, errCode: 0, errMsg: '' })
    const out = await t.get(`/dev/outbox?phone=${phone}`)
    expect(out.body.data[0].code).toMatch(/^\d{6}$/)
    expect(out.body.data[0].text).toContain('【金陵一院】')
  })

  test('wrong captcha -> code 200 with errCode 2 图形验证码错误; no SMS', async () => {
    const phone = newPhone()
    const c = await captcha()
    const r = await t.post('/user-center/verifyCode', { phone, type: 1, captchaId: c.captchaId, captchaCode: 'zzzz' })
    expect(r.status).toBe(200)
    expect(r.body).toMatchObject({ code: 200, errCode: 2, errMsg: '图形验证码错误', data: { errCode: 2 } })
    expect(await count('sms_outbox', 'phone', phone)).toBe(0)
  })

  test('captcha is single use, case-insensitive, and expires after 5 minutes', async () => {
    const c = await captcha()
    const p1 = newPhone()
    const ok = await t.post('/user-center/verifyCode', { phone: p1, type: 1, captchaId: c.captchaId, captchaCode: c.answer.toUpperCase() })
    expect(ok.body.errCode).toBe(0)
    const again = await t.post('/user-center/verifyCode', { phone: newPhone(), type: 1, captchaId: c.captchaId, captchaCode: c.answer })
    expect(again.body.errCode).toBe(2)
    const late = await captcha()
    clock.advance(5 * MINUTE + SECOND)
    const r = await t.post('/user-center/verifyCode', { phone: newPhone(), type: 1, captchaId: late.captchaId, captchaCode: late.answer })
    expect(r.body.errCode).toBe(2)
    const unknown = await t.post('/user-center/verifyCode', { phone: newPhone(), type: 1, captchaId: 'nope', captchaCode: 'abcd' })
    expect(unknown.body.errCode).toBe(2)
  })

  test('phone checked with the domain rule (400 请输入手机号 / 手机格式不正确); schema errors name the field', async () => {
    const c = await captcha()
    const bad = await t.post('/user-center/verifyCode', { phone: '12345678901', type: 1, captchaId: c.captchaId, captchaCode: c.answer })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ code: 400, msg: '手机格式不正确' })
    const empty = await t.post('/user-center/verifyCode', { phone: '', type: 1, captchaId: c.captchaId, captchaCode: c.answer })
    expect(empty.body.msg).toBe('请输入手机号')
    const noType = await t.post('/user-center/verifyCode', { phone: newPhone(), captchaId: c.captchaId, captchaCode: 'x' })
    expect(noType.body).toMatchObject({ code: 400, msg: '缺少参数 type' })
    const badType = await t.post('/user-center/verifyCode', { phone: newPhone(), type: 9, captchaId: 'x', captchaCode: 'x' })
    expect(badType.body.msg).toBe('参数 type 取值无效，可选值：1、2、3、4')
  })

  test('codes are stored as an HMAC, never in clear', async () => {
    const phone = newPhone()
    await sendCode(phone, 1)
    const code = await lastCode(phone)
    const row = await database.db.selectFrom('sms_code').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow()
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(row.code_hash).not.toContain(code)
  })
})

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
    const failing = await createTestApp({ database, clock, sms: { name: 'down', send: async () => Promise.reject(new Error('gateway down')) } })
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
    expect(d.userBase).toMatchObject({ phone: `${phone.slice(0, 3)}****${phone.slice(7)}`, registerHospitalId: 6, registerChannel: 'sms', hasPassword: false })
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
    expect(msgs).toEqual(['验证码错误，还可尝试4次', '验证码错误，还可尝试3次', '验证码错误，还可尝试2次', '验证码错误，还可尝试1次', '验证码错误次数过多，请重新获取'])
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
    expect((await t.post('/user-center/smsLogin', { phone, verifyCode: '1'.repeat(11) })).body.msg).toBe('参数 verifyCode 长度不能超过 10 个字符')
  })
})

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
    expect((await t.post('/user-center/passwordLogin', { registerName: noPw, password: 'Abc12345' })).body.msg).toBe('该账号尚未设置密码，请使用短信验证码登录')
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
    expect((await t.post('/user-center/retrPassword', { phone: unregistered, verifyCode: '123456', password: 'After123' })).body.errCode).toBe(5)
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

describe('third-party and hospital logins', () => {
  test('wxLogin: sandbox code -> user + userThird, login type 0, needBindPhone (must_bind_phone 1); stable openId', async () => {
    const r = await t.post('/user-center/wxLogin', { code: 'sandbox-alice' })
    expect(r.body).toMatchObject({ code: 200, errCode: 0 })
    expect(r.body.data).toMatchObject({ loginType: 0, needBindPhone: true, userBase: { phone: '', registerChannel: 'wx' }, userThird: { channel: 'wx' } })
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
    expect(bound.body).toMatchObject({ code: 200, errCode: 0, data: { needBindPhone: false, userBase: { phone: `${phone.slice(0, 3)}****${phone.slice(7)}` } } })
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
    const h5 = await t.post('/user-center/userInfo/getUserInfo', { code: 'sandbox-h5', redirectUri: 'https://shop.example.com/hospital/transition' })
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
    expect((await t.post('/user-center/healthNj/login', { idNo: '123', phone: newPhone() })).body.msg).toBe('身份证仅能为15位或18位且前两位为有效行政区划代码')
    expect((await t.post('/user-center/healthNj/login', { idNo: '110105194912310021', phone: newPhone() })).body.msg).toBe('身份证最后一位校验码不正确')
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
    expect((await t.post('/user-center/healthNj/login', { idNo, phone: other, verifyCode: await code(other) })).body.msg).toBe('该身份证号已绑定其他手机号')
    const smsUser = await smsLogin()
    const takeover = await t.post('/user-center/healthNj/login', { idNo: '110101199003070011', phone: smsUser.phone })
    expect(takeover.status).toBe(400)
    // the ID number is not stored in clear
    const rows = await sql<{ n: number }>`select count(*)::int as n from app_user where id_no_hash like ${'%' + idNo + '%'}`.execute(database.db)
    expect(rows.rows[0].n).toBe(0)
  })
})

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

describe('robustness, production mode, logs', () => {
  test('schema-invalid bodies give 400 with a message on every account endpoint, never 500', async () => {
    const endpoints = [
      '/user-center/verifyCode', '/user-center/smsLogin', '/user-center/register', '/user-center/passwordLogin',
      '/user-center/retrPassword', '/user-center/judgePhone', '/user-center/wxLogin', '/user-center/aliLogin',
      '/user-center/glWxLogin', '/user-center/healthNj/login', '/user-center/userInfo/getUserInfo',
    ]
    const bodies = ['[]', '"text"', '42', 'null', '{"phone":{"a":1},"code":[1,2],"type":"x"}', `{"phone":"${'9'.repeat(5000)}"}`, '{"registerName":null,"password":{}}', '{']
    for (const url of endpoints) {
      for (const payload of bodies) {
        const r = await t.call('POST', url, { payload, headers: { 'content-type': 'application/json' } })
        expect([url, payload.slice(0, 20), r.status < 500]).toEqual([url, payload.slice(0, 20), true])
        if (r.status === 400) expect(r.body.msg.length).toBeGreaterThan(1)
      }
    }
  })

  test('production mode: /dev/* is 404', async () => {
    const prod = await createTestApp({ database, clock, config: { production: true } })
    try {
      const c = await prod.get('/user-center/captcha')
      expect(c.body.code).toBe(200)
      for (const url of ['/dev/outbox?phone=13900000001', `/dev/captcha/${c.body.data.captchaId}`]) {
        const r = await prod.get(url)
        expect(r.status).toBe(404)
        expect(r.body.code).toBe(404)
      }
    } finally {
      await prod.close()
    }
  })

  test('logs never contain full phones, ID numbers, codes, passwords or tokens', async () => {
    const lines: string[] = []
    const stream = new Writable({
      write(chunk, _e, cb) {
        lines.push(String(chunk))
        cb()
      },
    })
    const logged = await createTestApp({ database, clock, logger: { level: 'debug', stream } })
    try {
      const phone = newPhone()
      clock.advance(121 * SECOND)
      await sendCode(phone, 3, { app: logged })
      const code = await lastCode(phone)
      const reg = await logged.post('/user-center/register', { phone, verifyCode: code, password: 'Logged123' })
      await logged.post('/user-center/passwordLogin', { registerName: phone, password: 'WrongPass1' })
      await logged.post('/user-center/healthNj/login', { idNo: '110101199003070011', phone: newPhone() })
      await logged.get(`/dev/outbox?phone=${phone}`)
      const log = lines.join('')
      expect(log).toContain(`${phone.slice(0, 3)}****${phone.slice(7)}`)
      for (const secret of [phone, code, 'Logged123', 'WrongPass1', '110101199003070011', reg.body.data.token]) expect(log).not.toContain(secret)
    } finally {
      await logged.close()
    }
  })
})

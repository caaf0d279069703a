/**
 * The 'captcha and verifyCode' part of the former __tests__/server/auth.test.ts (tests beside what they test).
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
const { newPhone, captcha, sendCode, lastCode, count } = h

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

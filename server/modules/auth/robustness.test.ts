/**
 * The 'robustness, production mode, logs' part of the former __tests__/server/auth.test.ts (tests beside what they test).
 *
 * Account server (issue 3): every /user-center endpoint and every rule, over HTTP against a
 * fresh PGlite loaded from the template. The clock is injected so expiry, lockouts and daily caps
 * are tested without waiting.
 */
import { Writable } from 'node:stream'
import { createTestApp, type TestApp, type Clock } from '../../../test-support/server'
import { authHarness, SECOND } from '../../../test-support/server/auth'
import type { Database } from '../../lib/db'

const h = authHarness()
let database: Database
let clock: Clock
let t: TestApp
beforeAll(() => {
  ;({ database, clock, t } = h)
})
const { newPhone, sendCode, lastCode } = h

describe('robustness, production mode, logs', () => {
  test('schema-invalid bodies give 400 with a message on every account endpoint, never 500', async () => {
    const endpoints = [
      '/user-center/verifyCode',
      '/user-center/smsLogin',
      '/user-center/register',
      '/user-center/passwordLogin',
      '/user-center/retrPassword',
      '/user-center/judgePhone',
      '/user-center/wxLogin',
      '/user-center/aliLogin',
      '/user-center/glWxLogin',
      '/user-center/healthNj/login',
      '/user-center/userInfo/getUserInfo',
    ]
    const bodies = [
      '[]',
      '"text"',
      '42',
      'null',
      '{"phone":{"a":1},"code":[1,2],"type":"x"}',
      `{"phone":"${'9'.repeat(5000)}"}`,
      '{"registerName":null,"password":{}}',
      '{',
    ]
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
      for (const secret of [phone, code, 'Logged123', 'WrongPass1', '110101199003070011', reg.body.data.token])
        expect(log).not.toContain(secret)
    } finally {
      await logged.close()
    }
  })
})

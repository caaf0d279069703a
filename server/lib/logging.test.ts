/**
 * The 'log masking' part of the former __tests__/server/security-auth.test.ts (tests beside what they test).
 *
 * Issue 10, authentication and request-level findings, each written as the attack (over real HTTP
 * against PGlite): account takeover through the hospital identity login, sandbox providers outside
 * development, must_bind_phone, the password lockout under parallel requests, NUL bytes, log
 * masking, the trusted proxy hops, and the security headers.
 */
import { Writable } from 'node:stream'
import { createSeededApp, createTestApp, createTestDatabase, type TestApp } from '../../test-support/server'
import type { Database } from './db'
import { maskSensitive } from './logging'

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

// ------------------------------------------------------------------ 6. log masking

describe('log masking', () => {
  test.each([
    ['+8613912345679', '+86139****5679'],
    ['8613912345671', '86139****5671'],
    ['0086 139 1234 5678', '0086 139****5678'],
    ['139-1234-5673', '139****5673'],
    ['139 1234 5673', '139****5673'],
    ['/x?phone=%2B8613912345679&a=1', '/x?phone=%2B86139****5679&a=1'],
    ['/x?phone=139%2D1234%2D5673', '/x?phone=139****5673'],
    ['/x?phone=13812345678', '/x?phone=138****5678'],
    [
      '/x?token=abc.def&password=Secret1&verifyCode=123456&email=a%40b.com&keyword=x',
      '/x?token=[REDACTED]&password=[REDACTED]&verifyCode=[REDACTED]&email=[REDACTED]&keyword=x',
    ],
    ['/x?a=1&captchaCode=ab12&idNo=110105194912310021&code=sandbox-1', '/x?a=1&captchaCode=[REDACTED]&idNo=[REDACTED]&code=[REDACTED]'],
    ['write to zhang.san@example.com', 'write to z***@example.com'],
    ['id 320102199001011234', 'id 3201**********1234'],
    ['order 20260115123456789012', 'order 20260115123456789012'],
    ['errorCode=5 at 1739123456789', 'errorCode=5 at 1739123456789'],
  ])('maskSensitive(%j) = %j', (input, expected) => {
    expect(maskSensitive(input)).toBe(expected)
  })

  test('attack: phones in other spellings and secret query parameters never reach the real log stream', async () => {
    const lines: string[] = []
    const stream = new Writable({
      write(chunk, _e, cb) {
        lines.push(String(chunk))
        cb()
      },
    })
    const logged = await createTestApp({ database, clock: t.clock, logger: { level: 'debug', stream } })
    try {
      const secrets = [
        '13912345679',
        '3912345671',
        '1234-5673',
        'tok-secret-987654321',
        'Passw0rdX',
        '654321',
        'li.si@example.com',
        'li.si%40example.com',
      ]
      await logged.get(
        '/goods-center/goods/goodsList?keyword=%2B8613912345679&token=tok-secret-987654321&password=Passw0rdX&verifyCode=654321&email=li.si%40example.com',
      )
      await logged.get('/zeus/hospital/getHospitalIndex?phone=8613912345671&contact=139-1234-5673&EMAIL=li.si@example.com')
      await logged.post('/user-center/judgePhone', { phone: '+8613912345679' })
      const log = lines.join('')
      expect(log).toContain('getHospitalIndex')
      expect(log).toContain('[REDACTED]')
      for (const s of secrets) expect([s, log.includes(s)]).toEqual([s, false])
    } finally {
      await logged.close()
    }
  })
})

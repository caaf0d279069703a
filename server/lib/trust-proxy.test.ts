/**
 * The 'TRUST_PROXY' part of the former __tests__/server/security-auth.test.ts (tests beside what they test).
 *
 * Issue 10, authentication and request-level findings, each written as the attack (over real HTTP
 * against PGlite): account takeover through the hospital identity login, sandbox providers outside
 * development, must_bind_phone, the password lockout under parallel requests, NUL bytes, log
 * masking, the trusted proxy hops, and the security headers.
 */
import { createClock, createSeededApp, createTestApp, createTestDatabase, type TestApp } from '../../test-support/server'
import type { Database } from './db'
import { loadConfig, parseTrustProxy } from './config'

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

async function sendCode(phone: string, type: number, app: TestApp = t, ip?: string) {
  const c = await app.get('/user-center/captcha')
  const answer = (await app.get(`/dev/captcha/${c.body.data.captchaId}`)).body.data.answer
  return app.post('/user-center/verifyCode', { phone, type, captchaId: c.body.data.captchaId, captchaCode: answer }, { ip })
}

// ------------------------------------------------------------------ 7. trusted proxy hops

describe('TRUST_PROXY', () => {
  test('parseTrustProxy: 1/true = one hop, N hops, proxy addresses / CIDRs; anything else refuses to start', () => {
    expect([undefined, '', '0', 'false', '1', 'true', 'TRUE', '2'].map(parseTrustProxy)).toEqual([false, false, false, false, 1, 1, 1, 2])
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,::1,fd00::/8')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8'])
    for (const bad of ['yes', '10.0.0.0/40', '999.1.1.1', '21', 'proxy.example']) expect(() => parseTrustProxy(bad)).toThrow(/TRUST_PROXY/)
  })

  test('attack: a forged leftmost X-Forwarded-For does not change the client address used for the per-address limits', async () => {
    // TRUST_PROXY as a deployment writes it: true = ONE hop (never every hop), a hop count, a proxy list
    const variants = ['true', '1', '127.0.0.1']
    for (const [k, trustProxy] of variants.entries()) {
      const limited = await createTestApp({
        database,
        clock: createClock(t.clock.now),
        config: { trustProxy: loadConfig({ TRUST_PROXY: trustProxy }).trustProxy, limits: { codesPerIpPerDay: 2 } },
      })
      try {
        const results: number[] = []
        for (let i = 0; i < 3; i++) {
          // the client forges the leftmost entry; the proxy appends the address it saw
          const r = await sendCode(newPhone(), 1, limited, `10.${i}.${i}.${i + 1}, 203.0.113.${70 + k}`)
          results.push(r.body.errCode)
        }
        expect([trustProxy, results]).toEqual([trustProxy, [0, 0, 4]])
      } finally {
        await limited.close()
      }
    }
  })
})

/**
 * The 'security headers' part of the former __tests__/server/security-auth.test.ts (tests beside what they test).
 *
 * Issue 10, authentication and request-level findings, each written as the attack (over real HTTP
 * against PGlite): account takeover through the hospital identity login, sandbox providers outside
 * development, must_bind_phone, the password lockout under parallel requests, NUL bytes, log
 * masking, the trusted proxy hops, and the security headers.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createSeededApp, createTestApp, createTestDatabase, patients, type TestApp } from '../../test-support/server'
import type { Database } from './db'
import { inlineScriptHashes } from './security-headers'

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

const patient = patients(() => ({ database, t }), '134', 'sec')

// ------------------------------------------------------------------ 4. security headers

describe('security headers', () => {
  const INDEX =
    '<!doctype html><html><head><script>!function(n){n.x=1}(window);</script><script defer src="/hospital/js/app.js"></script></head><body><div id="app"></div></body></html>'
  let dir: string
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-csp-'))
    fs.writeFileSync(path.join(dir, 'index.html'), INDEX)
  })
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  const directives = (csp: string) =>
    Object.fromEntries(
      csp
        .split(';')
        .map((d) => d.trim())
        .filter(Boolean)
        .map((d) => {
          const [k, ...v] = d.split(/\s+/)
          return [k, v]
        }),
    )

  test('attack: every response (API, error, H5 page, asset, sandbox cashier) forbids framing, sniffing and foreign scripts', async () => {
    const h = await createTestApp({ database, clock: t.clock, config: { staticDir: dir, assetHost: 'https://img.example.com/' } })
    try {
      const u = await patient()
      const order = await h.post(
        '/order-center/orderCenter/commitPay',
        {
          goodsList: [{ goodsId: 6001, skuId: 60011, goodsNum: 1 }],
          address: {
            recvName: '张三',
            contactNumber: '13912345678',
            recvProvince: '江苏省',
            recvCity: '南京市',
            recvArea: '鼓楼区',
            recvAddress: '中山路1号',
          },
          payChannel: 3,
        },
        { token: u.token },
      )
      const cashierUrl = new URL(order.body.data.pay.redirectUrl, 'http://x')
      const responses = {
        api: await h.get('/zeus/hospital/getHospitalIndex'),
        apiError: await h.post('/user-center/passwordLogin', {}),
        notFound: await h.get('/no/such/api'),
        h5: await h.get('/hospital/home'),
        asset: await h.get('/assets/hospital-6.svg'),
        cashier: await h.get(cashierUrl.pathname + cashierUrl.search),
      }
      expect(responses.h5.raw).toContain('<div id="app">')
      expect(responses.cashier.raw).toContain('收银台')
      const hash = `'sha256-${crypto.createHash('sha256').update('!function(n){n.x=1}(window);').digest('base64')}'`
      expect(inlineScriptHashes(INDEX)).toEqual([hash])
      for (const [name, r] of Object.entries(responses)) {
        const hd = r.headers as Record<string, string>
        const csp = directives(hd['content-security-policy'] ?? '')
        expect([name, hd['x-frame-options'], hd['x-content-type-options'], hd['referrer-policy']]).toEqual([
          name,
          'DENY',
          'nosniff',
          'strict-origin-when-cross-origin',
        ])
        expect([name, csp['frame-ancestors'], csp['object-src'], csp['base-uri']]).toEqual([name, ["'none'"], ["'none'"], ["'self'"]])
        expect([name, csp['script-src']]).toEqual([name, ["'self'", hash]])
        expect([name, csp['img-src']]).toEqual([name, ["'self'", 'data:', 'blob:', 'https://img.example.com']])
        expect([name, hd['cross-origin-resource-policy']]).toEqual([name, name === 'asset' ? 'cross-origin' : 'same-origin'])
      }
    } finally {
      await h.close()
    }
  })
})

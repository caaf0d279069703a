/**
 * The 'sandbox providers' part of the former __tests__/server/security-auth.test.ts (tests beside what they test).
 *
 * Issue 10, authentication and request-level findings, each written as the attack (over real HTTP
 * against PGlite): account takeover through the hospital identity login, sandbox providers outside
 * development, must_bind_phone, the password lockout under parallel requests, NUL bytes, log
 * masking, the trusted proxy hops, and the security headers.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql, type RawBuilder } from 'kysely'
import { createSeededApp, createTestApp, createTestDatabase, patients, testConfig, type TestApp } from '../test-support/server'
import type { Database } from './lib/db'
import { buildServer } from './app'
import { SANDBOX_HOSPITAL_KEY, signHospitalAssertion } from './auth/hospital-identity'
import { SandboxSmsProvider } from './auth/sms'
import { SandboxThirdPartyAuthProvider } from './auth/third-party'
import { SandboxHospitalIdentityProvider } from './auth/hospital-identity'
import { loadConfig } from './lib/config'

const ROOT = path.resolve(__dirname, '..')
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
const patient = patients(() => ({ database, t }), '134', 'sec')
const ID_B = '110101199003070011'

const count = async (q: RawBuilder<{ n: number }>) => (await q.execute(database.db)).rows[0].n
const usersWithPhone = (phone: string) => count(sql<{ n: number }>`select count(*)::int as n from app_user where phone = ${phone}`)
const assertionFor = (p: { idNo: string; phone: string; hospitalId?: number; ts?: number; key?: string }) =>
  signHospitalAssertion(p.key ?? SANDBOX_HOSPITAL_KEY, {
    hospitalId: p.hospitalId ?? 6,
    idNo: p.idNo,
    phone: p.phone,
    ts: p.ts ?? t.clock.now,
  })

// ------------------------------------------------------------------ sandbox providers only for development

describe('sandbox providers', () => {
  test('attack: without SANDBOX_PROVIDERS, sandbox-* login codes, sandbox assertions, the SMS outbox, /dev, the sandbox cashier and payments are refused', async () => {
    const plain = await createTestApp({ database, clock: t.clock, config: { sandboxProviders: false } })
    try {
      for (const url of ['/user-center/wxLogin', '/user-center/aliLogin', '/user-center/glWxLogin', '/user-center/user/wxlogin']) {
        const r = await plain.post(url, { code: 'sandbox-attacker-1' })
        expect([url, r.status, r.body.data]).toEqual([url, 400, null])
      }
      const phone = newPhone()
      const viaSandboxKey = await plain.post('/user-center/healthNj/login', {
        idNo: ID_B,
        phone,
        assertion: assertionFor({ idNo: ID_B, phone }),
      })
      expect(viaSandboxKey.status).toBe(400)
      expect(await usersWithPhone(phone)).toBe(0)
      // the captcha answer is not readable; no SMS provider: the code is not sent (errCode 6) and nothing lands in an outbox
      const c = await plain.get('/user-center/captcha')
      expect(c.body.code).toBe(200)
      expect((await plain.get(`/dev/captcha/${c.body.data.captchaId}`)).status).toBe(404)
      expect((await plain.get(`/dev/outbox?phone=${phone}`)).status).toBe(404)
      const a = (await t.get(`/dev/captcha/${c.body.data.captchaId}`)).body.data.answer // same database: read it through the sandbox app
      const sent = await plain.post('/user-center/verifyCode', { phone, type: 1, captchaId: c.body.data.captchaId, captchaCode: a })
      expect(sent.body).toMatchObject({ code: 200, errCode: 6 })
      expect(await count(sql<{ n: number }>`select count(*)::int as n from sms_outbox where phone = ${phone}`)).toBe(0)
      // payments: the sandbox cashier and bridge do not exist, a channel without a provider is unavailable
      expect((await plain.get('/pay-center/sandbox/cashier', { query: { payNo: 'P1' } })).status).toBe(404)
      expect((await plain.post('/pay-center/sandbox/confirm', { payNo: 'P1', result: 'SUCCESS' })).status).toBe(404)
      expect((await plain.post('/pay-center/notify/sandbox', { payNo: 'P1' })).status).toBe(404)
      const u = await patient()
      const order = await plain.post(
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
        },
        { token: u.token },
      )
      expect(order.body.code).toBe(200)
      for (const payChannel of [1, 3, 4, 5, 6]) {
        const pay = await plain.post('/pay-center/pay/toPay', { orderId: order.body.data.orderId, payChannel }, { token: u.token })
        expect([payChannel, pay.status, pay.body.msg]).toEqual([payChannel, 400, '该支付方式暂未开通，请选择其他支付方式'])
      }
    } finally {
      await plain.close()
    }
  })

  test('attack: production mode refuses to start with any sandbox provider configured (SANDBOX_PROVIDERS, PAY_SANDBOX or a sandbox passed in)', async () => {
    const prodConfig = testConfig({ production: true })
    const base = { database, closeDatabase: false }
    const refused = /production mode \(NODE_ENV=production\) refuses to start with sandbox providers/
    await expect(buildServer({ ...prodConfig, sandboxProviders: true }, base)).rejects.toThrow(refused)
    await expect(buildServer(prodConfig, { ...base, sms: new SandboxSmsProvider(database.db, () => new Date()) })).rejects.toThrow(refused)
    await expect(buildServer(prodConfig, { ...base, thirdParty: new SandboxThirdPartyAuthProvider() })).rejects.toThrow(refused)
    await expect(buildServer(prodConfig, { ...base, hospitalIdentity: new SandboxHospitalIdentityProvider() })).rejects.toThrow(refused)
    const sandboxOf = (env: Record<string, string>) => loadConfig(env).sandboxProviders
    expect([
      sandboxOf({ SANDBOX_PROVIDERS: '1' }),
      sandboxOf({ PAY_SANDBOX: '1' }),
      sandboxOf({ SANDBOX_PROVIDERS: 'true' }),
      sandboxOf({}),
      sandboxOf({ SANDBOX_PROVIDERS: '0' }),
    ]).toEqual([true, true, true, false, false])
    // production without sandboxes starts, and its logins refuse sandbox codes
    const prod = await createTestApp({ database, clock: t.clock, config: { production: true } })
    try {
      expect((await prod.post('/user-center/wxLogin', { code: 'sandbox-x' })).status).toBe(400)
      expect((await prod.get('/pay-center/sandbox/cashier', { query: { payNo: 'P1' } })).status).toBe(404)
    } finally {
      await prod.close()
    }
  })

  test('attack: `NODE_ENV=production SANDBOX_PROVIDERS=1 server/main.ts` (or PAY_SANDBOX=1) exits with a clear message instead of starting', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-prod-refuse-'))
    try {
      for (const flag of [{ SANDBOX_PROVIDERS: '1' }, { PAY_SANDBOX: '1' }]) {
        const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/main.ts'], {
          cwd: ROOT,
          env: {
            ...process.env,
            NODE_ENV: 'production',
            PORT: '0',
            HOST: '127.0.0.1',
            DATA_DIR: dataDir,
            STATIC_DIR: path.join(dataDir, 'none'),
            SANDBOX_PROVIDERS: '',
            PAY_SANDBOX: '',
            ...flag,
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        })
        let out = ''
        const code = await new Promise<number | null>((resolve) => {
          // a server that starts anyway is stopped at once (and the test fails on its "ready" line)
          const timer = setTimeout(() => child.kill('SIGKILL'), 45_000)
          const onData = (d: Buffer) => {
            out += d
            if (/ready in/.test(out)) child.kill('SIGTERM')
          }
          child.stdout.on('data', onData)
          child.stderr.on('data', onData)
          child.on('exit', (c) => {
            clearTimeout(timer)
            resolve(c)
          })
        })
        expect([flag, code, /refuses to start with sandbox providers/.test(out), /ready in/.test(out)]).toEqual([flag, 1, true, false])
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})

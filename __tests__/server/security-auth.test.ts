/**
 * Issue 10, authentication and request-level findings, each written as the attack (over real HTTP
 * against PGlite): account takeover through the hospital identity login, sandbox providers outside
 * development, must_bind_phone, the password lockout under parallel requests, NUL bytes, log
 * masking, the trusted proxy hops, and the security headers.
 */
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { sql, type RawBuilder } from 'kysely'
import { createClock, createSeededApp, createTestApp, createTestDatabase, patients, testConfig, type TestApp } from './helpers'
import { operations, sampleRequest, setAt, stringPaths } from './openapi-requests'
import type { Database } from '../../server/lib/db'
import { buildServer } from '../../server/app'
import { SANDBOX_HOSPITAL_KEY, signHospitalAssertion, HmacHospitalIdentityProvider } from '../../server/auth/hospital-identity'
import { SandboxSmsProvider } from '../../server/auth/sms'
import { SandboxThirdPartyAuthProvider } from '../../server/auth/third-party'
import { SandboxHospitalIdentityProvider } from '../../server/auth/hospital-identity'
import { PHONE_REQUIRED_ROUTES } from '../../server/modules/auth/phone-guard'
import { hashPassword } from '../../server/lib/crypto'
import { loadConfig, parseTrustProxy } from '../../server/lib/config'
import { maskSensitive } from '../../server/lib/logging'
import { inlineScriptHashes } from '../../server/lib/security-headers'
import { BIND_PHONE_FIRST } from '../../src/domain/messages'

const ROOT = path.resolve(__dirname, '..', '..')
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
const MINUTE = 60_000
const ID_A = '11010519491231002X'
const ID_B = '110101199003070011'

async function sendCode(phone: string, type: number, app: TestApp = t, ip?: string) {
  const c = await app.get('/user-center/captcha')
  const answer = (await app.get(`/dev/captcha/${c.body.data.captchaId}`)).body.data.answer
  return app.post('/user-center/verifyCode', { phone, type, captchaId: c.body.data.captchaId, captchaCode: answer }, { ip })
}
async function codeFor(phone: string, app: TestApp = t): Promise<string> {
  app.clock.advance(121_000) // past the resend interval of the previous code of this phone
  const s = await sendCode(phone, 1, app)
  expect(s.body.errCode).toBe(0)
  return (await app.get(`/dev/outbox?phone=${phone}`)).body.data[0].code
}
async function smsLogin(phone = newPhone()) {
  const r = await t.post('/user-center/smsLogin', { phone, verifyCode: await codeFor(phone) })
  expect(r.body.code).toBe(200)
  return { token: r.body.data.token as string, userId: r.body.data.userBase.id as number, phone }
}
const count = async (q: RawBuilder<{ n: number }>) => (await q.execute(database.db)).rows[0].n
const usersWithPhone = (phone: string) => count(sql<{ n: number }>`select count(*)::int as n from app_user where phone = ${phone}`)
const sessionsOf = (userId: number) => count(sql<{ n: number }>`select count(*)::int as n from user_session where user_id = ${userId}`)
const assertionFor = (p: { idNo: string; phone: string; hospitalId?: number; ts?: number; key?: string }) =>
  signHospitalAssertion(p.key ?? SANDBOX_HOSPITAL_KEY, { hospitalId: p.hospitalId ?? 6, idNo: p.idNo, phone: p.phone, ts: p.ts ?? t.clock.now })

// ------------------------------------------------------------------ 1. account takeover

describe('hospital identity login (healthNj/login)', () => {
  test("attack: healthNj login with a stranger's phone and any valid ID number gets no token", async () => {
    // the owner of the phone has not registered yet: the attacker would create the account and keep its token
    const stranger = newPhone()
    const attack = await t.post('/user-center/healthNj/login', { idNo: ID_B, phone: stranger })
    expect([attack.status, attack.body.data]).toEqual([400, null])
    expect(attack.body).toMatchObject({ code: 400, msg: '请输入验证码', errCode: 1 })
    expect(await usersWithPhone(stranger)).toBe(0)
    // the owner registers by SMS later: a fresh account whose only session is the owner's
    const owner = await smsLogin(stranger)
    expect(await sessionsOf(owner.userId)).toBe(1)
    // a registered phone: no way in without the phone either (no code, empty, wrong, empty assertion)
    for (const body of [
      { idNo: ID_B, phone: owner.phone },
      { idNo: ID_B, phone: owner.phone, verifyCode: '' },
      { idNo: ID_B, phone: owner.phone, verifyCode: '123456' },
      { idNo: ID_B, phone: owner.phone, assertion: '' },
    ]) {
      const r = await t.post('/user-center/healthNj/login', body)
      expect([r.status, r.body.code, r.body.errCode, r.body.data]).toEqual([400, 400, 1, null])
      expect(r.raw).not.toMatch(/token/)
    }
    expect(await sessionsOf(owner.userId)).toBe(1)
  })

  test('attack: a forged, foreign, stale or replayed-elsewhere hospital assertion gets no token', async () => {
    const victim = await smsLogin()
    const phone = newPhone()
    const refused = '身份核验凭证无效或已过期，请重新进入'
    const forged = [
      assertionFor({ idNo: ID_B, phone: victim.phone, key: 'not-the-hospital-key-not-the-hospital-key' }), // wrong key
      assertionFor({ idNo: ID_B, phone }), // signed for another phone
      assertionFor({ idNo: ID_A, phone: victim.phone }), // signed for another ID number
      assertionFor({ idNo: ID_B, phone: victim.phone, hospitalId: 7 }), // signed for another hospital
      assertionFor({ idNo: ID_B, phone: victim.phone, ts: t.clock.now - 6 * MINUTE }), // too old
      assertionFor({ idNo: ID_B, phone: victim.phone, ts: t.clock.now + 6 * MINUTE }), // from the future
      'v1.123.abc',
      `v1.${t.clock.now}.${'0'.repeat(64)}`,
    ]
    for (const assertion of forged) {
      const r = await t.post('/user-center/healthNj/login', { idNo: ID_B, phone: victim.phone, assertion })
      expect([r.status, r.body.msg, r.body.data]).toEqual([400, refused, null])
    }
    expect(await usersWithPhone(phone)).toBe(0)
  })

  test("healthNj login: the phone proven by an SMS code or the hospital's assertion registers, then logs in; the ID number stays bound", async () => {
    expect((await t.post('/user-center/healthNj/login', { idNo: '123', phone: newPhone() })).body.msg).toBe('身份证仅能为15位或18位且前两位为有效行政区划代码')
    expect((await t.post('/user-center/healthNj/login', { idNo: '', phone: newPhone() })).body.msg).toBe('请输入身份证号!')
    // SMS path
    const p1 = newPhone()
    const first = await t.post('/user-center/healthNj/login', { idNo: ID_A.toLowerCase(), phone: p1, verifyCode: await codeFor(p1) })
    expect(first.body).toMatchObject({ code: 200, data: { loginType: 1, userBase: { registerChannel: 'healthNj' } } })
    const again = await t.post('/user-center/healthNj/login', { idNo: ID_A, phone: p1, verifyCode: await codeFor(p1) })
    expect(again.body.data.userBase.id).toBe(first.body.data.userBase.id)
    // a code is single use
    const used = await codeFor(p1)
    expect((await t.post('/user-center/healthNj/login', { idNo: ID_A, phone: p1, verifyCode: used })).body.code).toBe(200)
    expect((await t.post('/user-center/healthNj/login', { idNo: ID_A, phone: p1, verifyCode: used })).body.code).toBe(400)
    // assertion path (no SMS): the hospital vouches for the pair
    const p2 = newPhone()
    const viaHospital = await t.post('/user-center/healthNj/login', { idNo: ID_B, phone: p2, assertion: assertionFor({ idNo: ID_B, phone: p2 }) })
    expect(viaHospital.body).toMatchObject({ code: 200, data: { userBase: { registerChannel: 'healthNj' } } })
    expect((await t.post('/user-center/healthNj/login', { idNo: ID_B, phone: p2, assertion: assertionFor({ idNo: ID_B, phone: p2 }) })).body.data.userBase.id).toBe(viaHospital.body.data.userBase.id)
    // an ID number bound to one phone is not taken by another, even a proven one
    const p3 = newPhone()
    expect((await t.post('/user-center/healthNj/login', { idNo: ID_A, phone: p3, verifyCode: await codeFor(p3) })).body.msg).toBe('该身份证号已绑定其他手机号')
    expect(await usersWithPhone(p3)).toBe(0)
    // a proven phone whose account has another (or no) ID number is refused
    const smsUser = await smsLogin()
    const mismatch = await t.post('/user-center/healthNj/login', { idNo: '110101199003070038', phone: smsUser.phone, verifyCode: await codeFor(smsUser.phone) })
    expect(mismatch.body.msg).toBe('身份证号与该手机号的注册信息不一致，请使用短信验证码登录')
    // the ID number is not stored in clear
    expect(await count(sql<{ n: number }>`select count(*)::int as n from app_user where id_no_hash like ${'%' + ID_A + '%'}`)).toBe(0)
  })

  test('a configured hospital key (HOSPITAL_IDENTITY_KEY) verifies its assertions; the SMS path alone is refused (no patient index)', async () => {
    const key = 'k'.repeat(40)
    const h = await createTestApp({ database, clock: t.clock, hospitalIdentity: new HmacHospitalIdentityProvider(key) })
    try {
      const phone = newPhone()
      expect((await h.post('/user-center/healthNj/login', { idNo: '110101199003070054', phone, assertion: assertionFor({ idNo: '110101199003070054', phone }) })).body.code).toBe(400)
      const ok = await h.post('/user-center/healthNj/login', { idNo: '110101199003070054', phone, assertion: assertionFor({ idNo: '110101199003070054', phone, key }) })
      expect(ok.body.code).toBe(200)
      const p2 = newPhone()
      expect((await h.post('/user-center/healthNj/login', { idNo: '110101199003070070', phone: p2, verifyCode: await codeFor(p2, h) })).body.msg).toBe('身份信息核验未通过')
      expect(await usersWithPhone(p2)).toBe(0)
    } finally {
      await h.close()
    }
    expect(() => new HmacHospitalIdentityProvider('short')).toThrow(/at least 32/)
  })
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
      const viaSandboxKey = await plain.post('/user-center/healthNj/login', { idNo: ID_B, phone, assertion: assertionFor({ idNo: ID_B, phone }) })
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
      const order = await plain.post('/order-center/orderCenter/commitPay', { goodsList: [{ goodsId: 6001, skuId: 60011, goodsNum: 1 }], address: { recvName: '张三', contactNumber: '13912345678', recvProvince: '江苏省', recvCity: '南京市', recvArea: '鼓楼区', recvAddress: '中山路1号' } }, { token: u.token })
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
    expect([sandboxOf({ SANDBOX_PROVIDERS: '1' }), sandboxOf({ PAY_SANDBOX: '1' }), sandboxOf({ SANDBOX_PROVIDERS: 'true' }), sandboxOf({}), sandboxOf({ SANDBOX_PROVIDERS: '0' })]).toEqual([true, true, true, false, false])
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
          env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'none'), SANDBOX_PROVIDERS: '', PAY_SANDBOX: '', ...flag },
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

// ------------------------------------------------------------------ 2. must_bind_phone

describe('must_bind_phone enforced by the server', () => {
  const setMustBind = (v: string) => database.db.updateTable('sys_conf').set({ config_val: v }).where('config_key', '=', 'must_bind_phone').execute()
  afterEach(() => setMustBind('1'))

  /** an account without a phone: a WeChat login that skipped /bandPhone */
  async function phoneless(): Promise<{ token: string; userId: number }> {
    const r = await t.post('/user-center/wxLogin', { code: `sandbox-nophone-${++phoneSeq}` })
    expect(r.body.data.needBindPhone).toBe(true)
    return { token: r.body.data.token, userId: r.body.data.userBase.id }
  }

  test('attack: an account without a bound phone cannot claim the new-user coupons while must_bind_phone is 1; after binding it can', async () => {
    const u = await phoneless()
    const list = (await t.get('/market-center/coupon/newUser', { token: u.token })).body.data
    expect(list.isNewUser).toBe(true)
    const couponRuleId = list.list.find((c: any) => c.id === 606)?.id ?? 606
    const refused = await t.get('/market-center/acquireCoupon', { token: u.token, query: { couponRuleId } })
    expect([refused.status, refused.body]).toEqual([403, { code: 403, msg: BIND_PHONE_FIRST, data: null }])
    expect(await count(sql<{ n: number }>`select count(*)::int as n from user_coupon where user_id = ${u.userId}`)).toBe(0)
    // bind a phone (type 2 code), then the same claim works
    const phone = newPhone()
    t.clock.advance(121_000)
    expect((await sendCode(phone, 2)).body.errCode).toBe(0)
    const code = (await t.get(`/dev/outbox?phone=${phone}`)).body.data[0].code
    expect((await t.post('/user-center/bindPhone', { phone, verifyCode: code }, { token: u.token })).body.code).toBe(200)
    const claimed = await t.get('/market-center/acquireCoupon', { token: u.token, query: { couponRuleId } })
    expect([claimed.status, claimed.body.msg]).toEqual([200, '已领取'])
  })

  test('every route that needs a phone refuses a phoneless account with 403 请先绑定手机号, only while must_bind_phone is on', async () => {
    const ops = await operations(t)
    const u = await phoneless()
    const withPhone = await patient()
    for (const key of PHONE_REQUIRED_ROUTES) {
      const [method, route] = key.split(' ')
      const op = ops.find((o) => o.method === method && o.route === route)
      expect([key, !!op]).toEqual([key, true])
      const req = sampleRequest(op!)
      const send = (token: string) => t.call(req.method, req.url, { token, query: req.query, body: req.body })
      const refused = await send(u.token)
      expect([key, refused.status, refused.body.msg]).toEqual([key, 403, BIND_PHONE_FIRST])
      expect([key, (await send(withPhone.token)).status]).not.toEqual([key, 403])
    }
    await setMustBind('0')
    for (const key of PHONE_REQUIRED_ROUTES) {
      const [method, route] = key.split(' ')
      const req = sampleRequest(ops.find((o) => o.method === method && o.route === route)!)
      const r = await t.call(req.method, req.url, { token: u.token, query: req.query, body: req.body })
      expect([key, r.status]).not.toEqual([key, 403])
    }
    // configVal 'true' counts as on (the app's rule, src/domain/account confFlagOn)
    await setMustBind('true')
    expect((await t.get('/market-center/acquireCoupon', { token: u.token, query: { couponRuleId: 606 } })).status).toBe(403)
  })
})

// ------------------------------------------------------------------ 3. password lockout under parallel requests

describe('password lockout under parallel requests', () => {
  async function passwordAccount(password: string): Promise<string> {
    const u = await patient()
    await database.db.updateTable('app_user').set({ password_hash: await hashPassword(password) }).where('id', '=', u.userId).execute()
    return u.phone
  }
  const guess = (phone: string, password: string, i: number) =>
    t.post('/user-center/passwordLogin', { registerName: phone, password }, { ip: `198.18.${Math.floor(i / 200)}.${(i % 200) + 1}` })
  const statuses = (rs: Array<{ status: number }>) => rs.reduce<Record<number, number>>((m, r) => ({ ...m, [r.status]: (m[r.status] ?? 0) + 1 }), {})

  test('attack: 40 parallel wrong passwords from 40 addresses: only 5 are checked, the rest are locked; the right password then gets 429', async () => {
    const phone = await passwordAccount('Right1234')
    const rs = await Promise.all(Array.from({ length: 40 }, (_, i) => guess(phone, `Wrong${i}xx`, i)))
    expect(statuses(rs)).toEqual({ 400: 5, 429: 35 })
    const right = await guess(phone, 'Right1234', 99)
    expect([right.status, right.body.errCode]).toEqual([429, 3])
    expect(right.body.msg).toMatch(/账号已临时锁定，请\d+分钟后再试/)
    expect(right.raw).not.toMatch(/"token"/)
    // the window ends: the right password logs in and clears the count
    t.clock.advance(15 * MINUTE + 1000)
    expect((await guess(phone, 'Right1234', 100)).body.code).toBe(200)
    expect((await guess(phone, 'Wrong', 101)).body.msg).toBe('手机号或密码错误，还可尝试4次')
  })

  test('attack: 100 parallel guesses with the right password last: at most 5 passwords are checked', async () => {
    const phone = await passwordAccount('Right5678')
    const rs = await Promise.all(Array.from({ length: 100 }, (_, i) => guess(phone, i === 99 ? 'Right5678' : `Wrong${i}yy`, i)))
    const checked = rs.filter((r) => r.status !== 429)
    expect(checked.length).toBe(5)
    expect(rs.filter((r) => r.status === 429).length).toBe(95)
    // the right password got in only if it was one of the 5 checked
    const rightOne = rs[99]
    expect([200, 429]).toContain(rightOne.status)
    if (rightOne.status === 429) expect((await guess(phone, 'Right5678', 200)).status).toBe(429)
  })
})

// ------------------------------------------------------------------ 5. NUL bytes

describe('NUL bytes', () => {
  test('attack: a NUL byte in any string field, query parameter or path parameter of any documented route is a 400, never a 500', async () => {
    const ops = await operations(t)
    expect(ops.length).toBeGreaterThan(150)
    const u = await patient()
    const NUL = 'a\u0000b'
    const problems: string[] = []
    let sent = 0
    for (const op of ops) {
      const variants: Array<{ where: string; req: ReturnType<typeof sampleRequest> }> = []
      for (const p of op.params) variants.push({ where: `path ${p.name}`, req: sampleRequest(op, { params: { [p.name]: NUL } }) })
      for (const q of op.query) variants.push({ where: `query ${q.name}`, req: sampleRequest(op, { query: { [q.name]: NUL } }) })
      for (const sp of stringPaths(op.body ?? undefined)) {
        const base = sampleRequest(op)
        variants.push({ where: `body ${sp.join('.')}`, req: { ...base, body: setAt(base.body, sp, NUL) } })
      }
      for (const { where, req } of variants) {
        sent++
        const r = await t.call(req.method, req.url, { token: u.token, query: req.query, body: req.body })
        if (r.status !== 400 || !/不能包含空字符/.test(String(r.body?.msg))) problems.push(`${op.method} ${op.path} ${where}: ${r.status} ${String(r.body?.msg ?? r.raw).slice(0, 80)}`)
      }
    }
    expect(sent).toBeGreaterThan(300)
    expect(problems).toEqual([])
    // the message names the field
    const r = await t.post('/goods-center/goods/goodsList', { keyword: NUL, pageNum: 1, pageSize: 10 })
    expect(r.body).toEqual({ code: 400, msg: '参数 keyword 不能包含空字符', data: null })
  })
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
    ['/x?token=abc.def&password=Secret1&verifyCode=123456&email=a%40b.com&keyword=x', '/x?token=[REDACTED]&password=[REDACTED]&verifyCode=[REDACTED]&email=[REDACTED]&keyword=x'],
    ['/x?a=1&captchaCode=ab12&idNo=110105194912310021&code=sandbox-1', '/x?a=1&captchaCode=[REDACTED]&idNo=[REDACTED]&code=[REDACTED]'],
    ['write to zhang.san@example.com', 'write to z***@example.com'],
    ['id 320102199001011234', 'id 3201**********1234'],
    ['order 20260115123456789012', 'order 20260115123456789012'],
    ['errorCode=5 at 1739123456789', 'errorCode=5 at 1739123456789'],
  ])('maskSensitive(%j) = %j', (input, expected) => {
    expect(maskSensitive(input)).toBe(expected)
  })

  test("attack: phones in other spellings and secret query parameters never reach the real log stream", async () => {
    const lines: string[] = []
    const stream = new Writable({
      write(chunk, _e, cb) {
        lines.push(String(chunk))
        cb()
      },
    })
    const logged = await createTestApp({ database, clock: t.clock, logger: { level: 'debug', stream } })
    try {
      const secrets = ['13912345679', '3912345671', '1234-5673', 'tok-secret-987654321', 'Passw0rdX', '654321', 'li.si@example.com', 'li.si%40example.com']
      await logged.get('/goods-center/goods/goodsList?keyword=%2B8613912345679&token=tok-secret-987654321&password=Passw0rdX&verifyCode=654321&email=li.si%40example.com')
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
      const limited = await createTestApp({ database, clock: createClock(t.clock.now), config: { trustProxy: loadConfig({ TRUST_PROXY: trustProxy }).trustProxy, limits: { codesPerIpPerDay: 2 } } })
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

// ------------------------------------------------------------------ 4. security headers

describe('security headers', () => {
  const INDEX = '<!doctype html><html><head><script>!function(n){n.x=1}(window);</script><script defer src="/hospital/js/app.js"></script></head><body><div id="app"></div></body></html>'
  let dir: string
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-csp-'))
    fs.writeFileSync(path.join(dir, 'index.html'), INDEX)
  })
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  const directives = (csp: string) => Object.fromEntries(csp.split(';').map((d) => d.trim()).filter(Boolean).map((d) => { const [k, ...v] = d.split(/\s+/); return [k, v] }))

  test('attack: every response (API, error, H5 page, asset, sandbox cashier) forbids framing, sniffing and foreign scripts', async () => {
    const h = await createTestApp({ database, clock: t.clock, config: { staticDir: dir, assetHost: 'https://img.example.com/' } })
    try {
      const u = await patient()
      const order = await h.post('/order-center/orderCenter/commitPay', { goodsList: [{ goodsId: 6001, skuId: 60011, goodsNum: 1 }], address: { recvName: '张三', contactNumber: '13912345678', recvProvince: '江苏省', recvCity: '南京市', recvArea: '鼓楼区', recvAddress: '中山路1号' }, payChannel: 3 }, { token: u.token })
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
        expect([name, hd['x-frame-options'], hd['x-content-type-options'], hd['referrer-policy']]).toEqual([name, 'DENY', 'nosniff', 'strict-origin-when-cross-origin'])
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

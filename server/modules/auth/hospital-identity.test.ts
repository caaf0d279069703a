/**
 * The 'hospital identity login (healthNj/login)' part of the former __tests__/server/security-auth.test.ts (tests beside what they test).
 *
 * Issue 10, authentication and request-level findings, each written as the attack (over real HTTP
 * against PGlite): account takeover through the hospital identity login, sandbox providers outside
 * development, must_bind_phone, the password lockout under parallel requests, NUL bytes, log
 * masking, the trusted proxy hops, and the security headers.
 */
import { sql, type RawBuilder } from 'kysely'
import { createSeededApp, createTestApp, createTestDatabase, type TestApp } from '../../../test-support/server'
import type { Database } from '../../lib/db'
import { SANDBOX_HOSPITAL_KEY, signHospitalAssertion, HmacHospitalIdentityProvider } from '../../auth/hospital-identity'

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
  signHospitalAssertion(p.key ?? SANDBOX_HOSPITAL_KEY, {
    hospitalId: p.hospitalId ?? 6,
    idNo: p.idNo,
    phone: p.phone,
    ts: p.ts ?? t.clock.now,
  })

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
    expect((await t.post('/user-center/healthNj/login', { idNo: '123', phone: newPhone() })).body.msg).toBe(
      '身份证仅能为15位或18位且前两位为有效行政区划代码',
    )
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
    const viaHospital = await t.post('/user-center/healthNj/login', {
      idNo: ID_B,
      phone: p2,
      assertion: assertionFor({ idNo: ID_B, phone: p2 }),
    })
    expect(viaHospital.body).toMatchObject({ code: 200, data: { userBase: { registerChannel: 'healthNj' } } })
    expect(
      (await t.post('/user-center/healthNj/login', { idNo: ID_B, phone: p2, assertion: assertionFor({ idNo: ID_B, phone: p2 }) })).body.data
        .userBase.id,
    ).toBe(viaHospital.body.data.userBase.id)
    // an ID number bound to one phone is not taken by another, even a proven one
    const p3 = newPhone()
    expect((await t.post('/user-center/healthNj/login', { idNo: ID_A, phone: p3, verifyCode: await codeFor(p3) })).body.msg).toBe(
      '该身份证号已绑定其他手机号',
    )
    expect(await usersWithPhone(p3)).toBe(0)
    // a proven phone whose account has another (or no) ID number is refused
    const smsUser = await smsLogin()
    const mismatch = await t.post('/user-center/healthNj/login', {
      idNo: '110101199003070038',
      phone: smsUser.phone,
      verifyCode: await codeFor(smsUser.phone),
    })
    expect(mismatch.body.msg).toBe('身份证号与该手机号的注册信息不一致，请使用短信验证码登录')
    // the ID number is not stored in clear
    expect(await count(sql<{ n: number }>`select count(*)::int as n from app_user where id_no_hash like ${'%' + ID_A + '%'}`)).toBe(0)
  })

  test('a configured hospital key (HOSPITAL_IDENTITY_KEY) verifies its assertions; the SMS path alone is refused (no patient index)', async () => {
    const key = 'k'.repeat(40)
    const h = await createTestApp({ database, clock: t.clock, hospitalIdentity: new HmacHospitalIdentityProvider(key) })
    try {
      const phone = newPhone()
      expect(
        (
          await h.post('/user-center/healthNj/login', {
            idNo: '110101199003070054',
            phone,
            assertion: assertionFor({ idNo: '110101199003070054', phone }),
          })
        ).body.code,
      ).toBe(400)
      const ok = await h.post('/user-center/healthNj/login', {
        idNo: '110101199003070054',
        phone,
        assertion: assertionFor({ idNo: '110101199003070054', phone, key }),
      })
      expect(ok.body.code).toBe(200)
      const p2 = newPhone()
      expect(
        (await h.post('/user-center/healthNj/login', { idNo: '110101199003070070', phone: p2, verifyCode: await codeFor(p2, h) })).body.msg,
      ).toBe('身份信息核验未通过')
      expect(await usersWithPhone(p2)).toBe(0)
    } finally {
      await h.close()
    }
    expect(() => new HmacHospitalIdentityProvider('short')).toThrow(/at least 32/)
  })
})

/**
 * Staff identity over HTTP (issue 31 item 2): the two login steps, TOTP replay refused, session rotation after
 * the second factor, the lockout under 40 parallel guesses and across two instances, CSRF, logout, disable ends
 * every session, idle and absolute time-outs, invites, the audit of logins.
 */
import { STAFF_PATHS, STAFF_SESSION_COOKIE } from '../../../contract/staff'
import { STAFF_CSRF_FAILED, STAFF_LOGIN_FAILED, STAFF_TOTP_FAILED, STAFF_UNAUTHORIZED } from '../../../src/domain/messages/staff'
import { createTestApp, createTestDatabase, type TestApp } from '../../../test-support/server'
import { STAFF_PASSWORD, cookieOf, staffAccount, staffHeaders, staffLogin, staffOfRole, totpNow } from '../../../test-support/server/staff'
import type { Database } from '../../lib/db'

let database: Database
let t: TestApp
let t2: TestApp

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createTestApp({ database })
  // a second instance on the same database and clock (the lockout holds across instances)
  t2 = await createTestApp({ database, clock: t.clock })
})
afterAll(async () => {
  await t2.close()
  await t.close()
  await database.close()
})

const auditCount = async (username: string, action: string, result?: string) => {
  let q = database.db
    .selectFrom('staff_audit')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('username', '=', username)
    .where('action', '=', action)
  if (result) q = q.where('result', '=', result)
  return Number((await q.executeTakeFirstOrThrow()).n)
}

test('first login: password -> totp-setup with the otpauth URI; the code gives a full session with a NEW id, recovery codes once', async () => {
  const { username } = await staffAccount(t, 'cs-agent', 6)
  const r1 = await t.post(STAFF_PATHS.login, { username, password: STAFF_PASSWORD })
  expect(r1.status).toBe(200)
  expect(r1.body.data.next).toBe('totp-setup')
  expect(r1.body.data.otpauthUri).toMatch(/^otpauth:\/\/totp\/.+secret=/)
  const setCookie = String(r1.headers['set-cookie'])
  expect(setCookie).toContain(`${STAFF_SESSION_COOKIE}=`)
  for (const attr of ['Secure', 'HttpOnly', 'SameSite=Strict', 'Path=/']) expect(setCookie).toContain(attr)
  expect(setCookie).not.toMatch(/Domain=/i)
  const pending = cookieOf(r1) as string
  expect(Buffer.from(pending, 'base64url')).toHaveLength(16) // 128 bits
  // a pending session opens nothing but the TOTP step
  expect((await t.get(STAFF_PATHS.me, { headers: staffHeaders(pending) })).status).toBe(401)
  // the seed is stored encrypted, never in clear
  const row = await database.db
    .selectFrom('staff_account')
    .select('totp_secret_enc')
    .where('username', '=', username)
    .executeTakeFirstOrThrow()
  expect(row.totp_secret_enc).not.toContain(r1.body.data.secret)
  t.clock.advance(30_000)
  const r2 = await t.post(STAFF_PATHS.totp, { code: totpNow(t, r1.body.data.secret) }, { headers: staffHeaders(pending) })
  expect(r2.status).toBe(200)
  const full = cookieOf(r2) as string
  expect(full).not.toBe(pending) // rotated
  expect(r2.body.data.recoveryCodes).toHaveLength(10)
  expect(r2.body.data.me).toMatchObject({ username, hospitalId: 6, role: 'cs-agent', roleName: '客服' })
  expect(r2.body.data.me.permissions).toContain('after-sale:approve')
  // the pending id is dead, the new one works
  expect((await t.post(STAFF_PATHS.totp, { code: '000000' }, { headers: staffHeaders(pending) })).status).toBe(401)
  const me = await t.get(STAFF_PATHS.me, { headers: staffHeaders(full) })
  expect(me.status).toBe(200)
  expect(me.body.data.hospitalName).toBeTruthy()
  expect(await auditCount(username, 'login', 'ok')).toBe(1)
})

test('TOTP: a code is accepted once (replay refused), a recovery code once; wrong codes are audited', async () => {
  const { username } = await staffAccount(t, 'finance', 6)
  const first = await staffLogin(t, username)
  // the same step again, on a new pending session: refused as a replay
  const r1 = await t.post(STAFF_PATHS.login, { username, password: STAFF_PASSWORD })
  expect(r1.body.data.next).toBe('totp')
  const pending = cookieOf(r1) as string
  const replay = await t.post(STAFF_PATHS.totp, { code: totpNow(t, first.seed) }, { headers: staffHeaders(pending) })
  expect(replay.status).toBe(400)
  expect(replay.body.msg).toBe(STAFF_TOTP_FAILED)
  // two parallel uses of the next step's code: exactly one succeeds
  t.clock.advance(30_000)
  const r2 = await t.post(STAFF_PATHS.login, { username, password: STAFF_PASSWORD })
  const pending2 = cookieOf(r2) as string
  const code = totpNow(t, first.seed)
  const both = await Promise.all([
    t.post(STAFF_PATHS.totp, { code }, { headers: staffHeaders(pending) }),
    t2.post(STAFF_PATHS.totp, { code }, { headers: staffHeaders(pending2) }),
  ])
  expect(both.map((r) => r.status).sort()).toEqual([200, 400])
  // a recovery code works once
  const recovery = (first.recoveryCodes as string[])[0]
  const r3 = await t.post(STAFF_PATHS.login, { username, password: STAFF_PASSWORD })
  const ok = await t.post(STAFF_PATHS.totp, { recoveryCode: recovery.toUpperCase() }, { headers: staffHeaders(cookieOf(r3) as string) })
  expect(ok.status).toBe(200)
  const r4 = await t.post(STAFF_PATHS.login, { username, password: STAFF_PASSWORD })
  const again = await t.post(STAFF_PATHS.totp, { recoveryCode: recovery }, { headers: staffHeaders(cookieOf(r4) as string) })
  expect(again.status).toBe(400)
  expect(await auditCount(username, 'login.totp', 'failed')).toBe(3)
})

test('lockout: 40 parallel wrong guesses on two instances check at most 5 passwords; the right password is then refused too', async () => {
  const { username } = await staffAccount(t, 'operator', 6)
  const guesses = await Promise.all(
    Array.from({ length: 40 }, (_, i) => (i % 2 ? t : t2).post(STAFF_PATHS.login, { username, password: `wrong-guess-${i}` })),
  )
  const statuses = guesses.map((r) => r.status)
  const wrong = statuses.filter((s) => s === 400).length
  const refused = statuses.filter((s) => s === 429).length
  console.log(`lockout: 40 parallel guesses -> ${wrong} checked (400), ${refused} refused (429)`)
  expect(wrong).toBe(5)
  expect(refused).toBe(35)
  const right = await t.post(STAFF_PATHS.login, { username, password: STAFF_PASSWORD })
  expect(right.status).toBe(429)
  expect(right.body.msg).toMatch(/15分钟/)
  expect(await auditCount(username, 'login.password', 'failed')).toBe(5)
  expect(await auditCount(username, 'login.password', 'refused')).toBe(36)
  // after the lock period the right password works again
  t.clock.advance(15 * 60_000 + 1000)
  expect((await t2.post(STAFF_PATHS.login, { username, password: STAFF_PASSWORD })).status).toBe(200)
})

test('unknown user and wrong password answer the same', async () => {
  const { username } = await staffAccount(t, 'operator', 6)
  const a = await t.post(STAFF_PATHS.login, { username: 'nobody-here', password: STAFF_PASSWORD })
  const b = await t.post(STAFF_PATHS.login, { username, password: 'not the password' })
  expect([a.status, a.body.msg]).toEqual([400, STAFF_LOGIN_FAILED])
  expect([b.status, b.body.msg]).toEqual([400, STAFF_LOGIN_FAILED])
})

test('every login failure is audited with the address and the request id: an unknown name (kept masked), the rate limiter’s 429 on both steps; never a password', async () => {
  // a third instance with the rate limit on (the sensitive login steps: 2 a minute per address and route)
  const limited = await createTestApp({ database, clock: t.clock, config: { rateLimit: { max: 100, sensitiveMax: 2 } } })
  try {
    const ip = '203.0.113.77'
    const typedName = 'S3cret-Typed-As-Name' // a password typed into the username field
    const password = 'hunter2-not-the-password'
    const { username } = await staffAccount(t, 'operator', 6)
    const unknown = await limited.post(STAFF_PATHS.login, { username: typedName, password }, { ip })
    expect([unknown.status, unknown.body.msg]).toEqual([400, STAFF_LOGIN_FAILED])
    expect((await limited.post(STAFF_PATHS.login, { username, password }, { ip })).status).toBe(400)
    // the third try of the address in the minute: the rate limiter answers before the body is read
    const limitedTry = await limited.post(STAFF_PATHS.login, { username, password: STAFF_PASSWORD }, { ip })
    expect(limitedTry.status).toBe(429)

    // the TOTP step from another address: two wrong codes, then the limiter; the pending session names the account
    const ip2 = '203.0.113.78'
    const step1 = await limited.post(STAFF_PATHS.login, { username, password: STAFF_PASSWORD }, { ip: ip2 })
    expect(step1.status).toBe(200)
    const pending = staffHeaders(cookieOf(step1) as string)
    for (const code of ['000000', '999999']) {
      expect((await limited.post(STAFF_PATHS.totp, { code }, { ip: ip2, headers: pending })).status).toBe(400)
    }
    expect((await limited.post(STAFF_PATHS.totp, { code: '123456' }, { ip: ip2, headers: pending })).status).toBe(429)

    const rows = await database.db.selectFrom('staff_audit').selectAll().where('ip', 'in', [ip, ip2]).orderBy('id').execute()
    const account = await database.db.selectFrom('staff_account').select('id').where('username', '=', username).executeTakeFirstOrThrow()
    expect(
      rows.map((r) => [
        r.ip,
        r.action,
        r.result,
        r.username,
        r.staff_id,
        r.hospital_id,
        (r.changes ? JSON.parse(r.changes).reason : null) ?? null,
      ]),
    ).toEqual([
      [ip, 'login.password', 'failed', `s3${'*'.repeat(16)}`, null, null, 'unknown'],
      [ip, 'login.password', 'failed', username, account.id, 6, 'password'],
      [ip, 'login.password', 'refused', '', null, null, 'rate-limit'],
      [ip2, 'login.password', 'ok', username, account.id, 6, null],
      [ip2, 'login.totp', 'failed', username, account.id, 6, null],
      [ip2, 'login.totp', 'failed', username, account.id, 6, null],
      [ip2, 'login.totp', 'refused', username, account.id, 6, 'rate-limit'],
    ])
    // each row its own request id; neither the password nor the typed name whole anywhere
    expect(rows.every((r) => r.request_id.length > 0)).toBe(true)
    expect(new Set(rows.map((r) => r.request_id)).size).toBe(rows.length)
    const all = JSON.stringify(rows).toLowerCase()
    for (const secret of [password, STAFF_PASSWORD, typedName]) expect(all).not.toContain(secret.toLowerCase())

    // the rows of no hospital are a platform admin's to read, no hospital admin's
    const platform = await staffOfRole(t, 'platform-admin', 6)
    const seen = await platform.get(STAFF_PATHS.audit, { query: { action: 'login.password', pageSize: 200 } })
    expect(seen.body.data.list.filter((r: { ip: string }) => r.ip === ip).map((r: { result: string }) => r.result)).toEqual([
      'refused',
      'failed',
      'failed',
    ])
    const admin = await staffOfRole(t, 'hospital-admin', 6)
    const own = await admin.get(STAFF_PATHS.audit, { query: { action: 'login.password', pageSize: 200 } })
    expect(own.body.data.list.filter((r: { ip: string }) => r.ip === ip).map((r: { result: string }) => r.result)).toEqual(['failed'])
  } finally {
    await limited.close()
  }
})

test('CSRF: a cookie-authenticated write without (or with a wrong) token is refused; logout ends the session', async () => {
  const s = await staffOfRole(t, 'hospital-admin', 6)
  const noToken = await t.post(STAFF_PATHS.logout, {}, { headers: staffHeaders(s.cookie) })
  expect([noToken.status, noToken.body.msg]).toEqual([403, STAFF_CSRF_FAILED])
  const wrong = await t.post(STAFF_PATHS.logout, {}, { headers: staffHeaders(s.cookie, 'x'.repeat(32)) })
  expect(wrong.status).toBe(403)
  expect((await s.get(STAFF_PATHS.me)).status).toBe(200)
  const out = await s.post(STAFF_PATHS.logout, {})
  expect(out.status).toBe(200)
  expect(String(out.headers['set-cookie'])).toContain('Max-Age=0')
  const after = await s.get(STAFF_PATHS.me)
  expect([after.status, after.body.msg]).toEqual([401, STAFF_UNAUTHORIZED])
  expect(await auditCount(s.username, 'logout', 'ok')).toBe(1)
})

test('idle and absolute time-outs', async () => {
  const s = await staffOfRole(t, 'operator', 6)
  t.clock.advance(29 * 60_000)
  expect((await s.get(STAFF_PATHS.me)).status).toBe(200) // activity moves the idle clock
  t.clock.advance(29 * 60_000)
  expect((await s.get(STAFF_PATHS.me)).status).toBe(200)
  t.clock.advance(31 * 60_000)
  expect((await s.get(STAFF_PATHS.me)).status).toBe(401) // idle
  const s2 = await staffLogin(t, s.username, s.seed)
  for (let i = 0; i < 26; i++) {
    t.clock.advance(28 * 60_000)
    if ((await s2.get(STAFF_PATHS.me)).status !== 200) break
  }
  expect((await s2.get(STAFF_PATHS.me)).status).toBe(401) // 12 h absolute
})

test('invite (own hospital, roles below the admin), disable ends every session of the account, enable', async () => {
  const admin = await staffOfRole(t, 'hospital-admin', 7)
  const bad = await admin.post(STAFF_PATHS.invite, { username: 'x1', name: '张三', role: 'finance' })
  expect(bad.status).toBe(400)
  const notAllowed = await admin.post(STAFF_PATHS.invite, { username: 'pa-try', name: '张三', role: 'platform-admin' })
  expect(notAllowed.status).toBe(400)
  const inv = await admin.post(STAFF_PATHS.invite, { username: 'Fin.Wang', name: '王芳', role: 'finance', hospitalId: 6 })
  expect(inv.status).toBe(200)
  expect(inv.body.data.account).toMatchObject({ username: 'fin.wang', hospitalId: 7, role: 'finance', totpEnabled: false })
  const dup = await admin.post(STAFF_PATHS.invite, { username: 'fin.wang', name: '王芳', role: 'finance' })
  expect(dup.status).toBe(400)
  // the invited person logs in twice (two sessions)
  const a = await staffLogin(t, 'fin.wang', undefined, inv.body.data.initialPassword)
  const b = await staffLogin(t, 'fin.wang', a.seed, inv.body.data.initialPassword)
  expect((await a.get(STAFF_PATHS.me)).status).toBe(200)
  const list = await admin.get(STAFF_PATHS.accounts)
  expect(list.body.data.every((x: { hospitalId: number }) => x.hospitalId === 7)).toBe(true)
  // an admin of another hospital cannot disable it
  const other = await staffOfRole(t, 'hospital-admin', 6)
  expect((await other.post(STAFF_PATHS.disable, { staffId: inv.body.data.account.staffId })).status).toBe(404)
  const dis = await admin.post(STAFF_PATHS.disable, { staffId: inv.body.data.account.staffId })
  expect(dis.status).toBe(200)
  expect((await a.get(STAFF_PATHS.me)).status).toBe(401)
  expect((await b.get(STAFF_PATHS.me)).status).toBe(401)
  expect((await t.post(STAFF_PATHS.login, { username: 'fin.wang', password: inv.body.data.initialPassword })).status).toBe(400)
  expect((await admin.post(STAFF_PATHS.enable, { staffId: inv.body.data.account.staffId })).status).toBe(200)
  expect((await t.post(STAFF_PATHS.login, { username: 'fin.wang', password: inv.body.data.initialPassword })).status).toBe(200)
  const rows = await database.db
    .selectFrom('staff_audit')
    .select(['action', 'hospital_id'])
    .where('object_id', '=', String(inv.body.data.account.staffId))
    .where('object_type', '=', 'staff')
    .execute()
  expect(rows.map((r) => r.action).sort()).toEqual(['staff.disable', 'staff.enable', 'staff.invite'])
})

test('reset TOTP (a lost phone): own hospital only, never the own; sessions end, recovery codes go, the next login sets TOTP up again; audited', async () => {
  const admin = await staffOfRole(t, 'hospital-admin', 7)
  const agent = await staffOfRole(t, 'cs-agent', 7)
  expect(agent.recoveryCodes).toHaveLength(10)
  expect((await admin.post(STAFF_PATHS.resetTotp, { staffId: admin.staffId })).status).toBe(400)
  const other = await staffOfRole(t, 'hospital-admin', 6)
  expect((await other.post(STAFF_PATHS.resetTotp, { staffId: agent.staffId })).status).toBe(404)
  expect((await agent.post(STAFF_PATHS.resetTotp, { staffId: admin.staffId })).status).toBe(403)
  expect((await admin.post(STAFF_PATHS.resetTotp, { staffId: agent.staffId })).status).toBe(200)
  expect((await agent.get(STAFF_PATHS.me)).status).toBe(401)
  const codes = await database.db.selectFrom('staff_recovery_code').select('id').where('staff_id', '=', agent.staffId).execute()
  expect(codes).toEqual([])
  const list = await admin.get(STAFF_PATHS.accounts)
  expect(list.body.data.find((a: { staffId: number }) => a.staffId === agent.staffId)).toMatchObject({ totpEnabled: false })
  // the old seed no longer counts: the next login is a new set-up with a new seed
  const r1 = await t.post(STAFF_PATHS.login, { username: agent.username, password: STAFF_PASSWORD })
  expect(r1.body.data.next).toBe('totp-setup')
  expect(r1.body.data.secret).not.toBe(agent.seed)
  const again = await staffLogin(t, agent.username)
  expect(again.recoveryCodes).toHaveLength(10)
  expect(await auditCount(admin.username, 'staff.reset-totp', 'ok')).toBe(1)
})

test('change password: the old one checked, the rules applied, the other sessions end', async () => {
  const s = await staffOfRole(t, 'doctor', 6)
  const other = await staffLogin(t, s.username, s.seed)
  expect((await s.post(STAFF_PATHS.password, { oldPassword: STAFF_PASSWORD, newPassword: 'password' })).status).toBe(400)
  expect((await s.post(STAFF_PATHS.password, { oldPassword: 'nope nope nope', newPassword: 'a much better phrase' })).status).toBe(400)
  expect((await s.post(STAFF_PATHS.password, { oldPassword: STAFF_PASSWORD, newPassword: 'a much better phrase' })).status).toBe(200)
  expect((await s.get(STAFF_PATHS.me)).status).toBe(200)
  expect((await other.get(STAFF_PATHS.me)).status).toBe(401)
})

test('the audit log: own hospital only, CSV export with a BOM', async () => {
  const admin = await staffOfRole(t, 'hospital-admin', 7)
  const r = await admin.get(STAFF_PATHS.audit, { query: { pageSize: 200 } })
  expect(r.status).toBe(200)
  expect(r.body.data.total).toBeGreaterThan(0)
  const ids = r.body.data.list.map((x: { id: number }) => x.id)
  const hospitals = await database.db.selectFrom('staff_audit').select('hospital_id').distinct().where('id', 'in', ids).execute()
  expect(hospitals).toEqual([{ hospital_id: 7 }])
  const csv = await admin.get(STAFF_PATHS.auditCsv, { query: { action: 'login' } })
  expect(csv.status).toBe(200)
  expect(String(csv.headers['content-type'])).toContain('text/csv')
  expect(csv.raw.startsWith('"时间"')).toBe(true) // fetch's text() drops the BOM the file starts with
  // a role without audit:read
  const op = await staffOfRole(t, 'operator', 7)
  expect((await op.get(STAFF_PATHS.audit)).status).toBe(403)
})

test('/dev/staff-session (development only): a full session of a new account for the journeys', async () => {
  const r = await t.post('/dev/staff-session', { role: 'finance', hospitalId: 7 })
  expect(r.status).toBe(200)
  const me = await t.get(STAFF_PATHS.me, { headers: staffHeaders(r.body.data.sessionId) })
  expect(me.body.data).toMatchObject({ role: 'finance', hospitalId: 7, csrfToken: r.body.data.csrfToken })
})

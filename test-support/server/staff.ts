/**
 * Staff console helpers of the server tests (issue 31): accounts made straight in the database (Argon2id, as
 * the invite route does), the two login steps over HTTP (password, then a TOTP code generated at the test
 * clock), and a client that sends the `__Host-` cookie and the CSRF header like the console does.
 */
import { STAFF_CSRF_HEADER, STAFF_PATHS, STAFF_SESSION_COOKIE, type StaffMe } from '../../contract/staff'
import type { StaffRole } from '../../src/domain/staff/permissions'
import { createAccount } from '../../server/modules/staff'
import { otp } from '../../server/modules/staff/secrets'
import type { CallOptions, CallResult, TestApp } from './index'

export const STAFF_PASSWORD = 'correct horse battery staple'

/** the session id of a reply's Set-Cookie, or null (cleared / none) */
export function cookieOf(res: CallResult): string | null {
  const raw = String(res.headers['set-cookie'] ?? '')
  const m = new RegExp(`${STAFF_SESSION_COOKIE}=([^;]*)`).exec(raw)
  return m && m[1] ? m[1] : null
}

export interface StaffClient {
  me: StaffMe
  cookie: string
  /** the TOTP seed of the account (the test's authenticator app) */
  seed: string
  recoveryCodes: string[] | null
  get<T = any>(url: string, o?: CallOptions): Promise<CallResult<T>>
  post<T = any>(url: string, body?: unknown, o?: CallOptions): Promise<CallResult<T>>
}

let seq = 0

/** a new account (username `<role>-<n>`) of a hospital */
export async function staffAccount(
  t: TestApp,
  role: StaffRole,
  hospitalId = 6,
  username?: string,
): Promise<{ staffId: number; username: string }> {
  const name = username ?? `${role}-${++seq}-${process.pid}`.replace(/[^a-z0-9_.-]/g, '')
  const staffId = await createAccount(
    t.database.db,
    { username: name, name: `测试${role}`, role, hospitalId, password: STAFF_PASSWORD, createdBy: null },
    new Date(t.clock.now),
  )
  return { staffId, username: name }
}

/** a TOTP code of the test clock's time step */
export function totpNow(t: TestApp, seed: string): string {
  return otp.generateSync({ secret: seed, epoch: Math.floor(t.clock.now / 1000) })
}

/** the cookie and CSRF headers of a session */
export function staffHeaders(cookie: string, csrf?: string): Record<string, string> {
  return { cookie: `${STAFF_SESSION_COOKIE}=${cookie}`, ...(csrf ? { [STAFF_CSRF_HEADER]: csrf } : {}) }
}

/** the password step, then the TOTP step (setup on the first login); the clock moves 30 s so each code is new */
export async function staffLogin(t: TestApp, username: string, seed?: string, password = STAFF_PASSWORD): Promise<StaffClient> {
  const r1 = await t.post(STAFF_PATHS.login, { username, password })
  if (r1.status !== 200) throw new Error(`staff login ${username}: ${r1.status} ${r1.raw}`)
  const pending = cookieOf(r1)
  if (!pending) throw new Error('no pending cookie')
  const secret: string = r1.body.data.secret ?? seed
  if (!secret) throw new Error('no TOTP seed')
  t.clock.advance(30_000)
  const r2 = await t.post(STAFF_PATHS.totp, { code: totpNow(t, secret) }, { headers: staffHeaders(pending) })
  if (r2.status !== 200) throw new Error(`staff totp ${username}: ${r2.status} ${r2.raw}`)
  const cookie = cookieOf(r2)
  if (!cookie) throw new Error('no session cookie')
  const me: StaffMe = r2.body.data.me
  const headers = (o?: CallOptions) => ({ ...(o?.headers ?? {}), ...staffHeaders(cookie, me.csrfToken) })
  return {
    me,
    cookie,
    seed: secret,
    recoveryCodes: r2.body.data.recoveryCodes,
    get: (url, o) => t.get(url, { ...(o ?? {}), headers: headers(o) }),
    post: (url, body, o) => t.post(url, body, { ...(o ?? {}), headers: headers(o) }),
  }
}

/** a new account of the role, logged in */
export async function staffOfRole(
  t: TestApp,
  role: StaffRole,
  hospitalId = 6,
): Promise<StaffClient & { staffId: number; username: string }> {
  const a = await staffAccount(t, role, hospitalId)
  return { ...(await staffLogin(t, a.username)), ...a }
}

/** a doctor's account linked to the doctor `doctorId` (the chat workbench answers as that doctor), logged in */
export async function staffDoctor(
  t: TestApp,
  doctorId: number,
): Promise<StaffClient & { staffId: number; username: string; hospitalId: number }> {
  const d = await t.database.db.selectFrom('doctor').select('hospital_id').where('id', '=', doctorId).executeTakeFirstOrThrow()
  const a = await staffAccount(t, 'doctor', d.hospital_id)
  await t.database.db.updateTable('staff_account').set({ doctor_id: doctorId }).where('id', '=', a.staffId).execute()
  return { ...(await staffLogin(t, a.username)), ...a, hospitalId: d.hospital_id }
}

/**
 * The shared setup of the account-server suites (server/modules/auth/*.test.ts): one database and app
 * per test file with an injected clock, fresh phone numbers, and the captcha → verifyCode → SMS-code
 * steps a client goes through. Call `authHarness()` at the top of a file: it registers the file's
 * beforeAll/afterAll, and its fields are set once beforeAll has run.
 */
import { sql } from 'kysely'
import type { Database } from '../../server/lib/db'
import { createClock, createTestApp, createTestDatabase, type CallResult, type Clock, type TestApp } from './index'

export const SECOND = 1000
export const MINUTE = 60 * SECOND

export interface AuthHarness {
  database: Database
  clock: Clock
  t: TestApp
  /** a fresh valid phone per call (13900000001, ...), unique within the file's database */
  newPhone(): string
  /** a captcha and its answer (read through the development endpoint) */
  captcha(app?: TestApp): Promise<{ captchaId: string; answer: string }>
  /** POST verifyCode with a solved captcha */
  sendCode(phone: string, type: number, o?: { app?: TestApp; ip?: string; token?: string }): Promise<CallResult>
  /** the last SMS code sent to the phone (sandbox outbox) */
  lastCode(phone: string): Promise<string>
  /** SMS login of a (new) phone; returns the token and the user id */
  smsLogin(phone?: string): Promise<{ token: string; userId: number; phone: string }>
  /** rows of `table` whose column `where` equals `value` */
  count(table: string, where: string, value: unknown): Promise<number>
}

export function authHarness(): AuthHarness {
  let phoneSeq = 0
  const h = {
    newPhone: () => `1390000${String(++phoneSeq).padStart(4, '0')}`,
    async captcha(app: TestApp = h.t) {
      const c = await app.get('/user-center/captcha')
      expect(c.body.code).toBe(200)
      const d = await app.get(`/dev/captcha/${c.body.data.captchaId}`)
      return { captchaId: c.body.data.captchaId, answer: d.body.data.answer }
    },
    async sendCode(phone: string, type: number, o: { app?: TestApp; ip?: string; token?: string } = {}) {
      const app = o.app ?? h.t
      const c = await h.captcha(app)
      return app.post(
        '/user-center/verifyCode',
        { phone, type, captchaId: c.captchaId, captchaCode: c.answer },
        { ip: o.ip, token: o.token },
      )
    },
    async lastCode(phone: string) {
      const r = await h.t.get(`/dev/outbox?phone=${phone}`)
      return r.body.data[0].code as string
    },
    async smsLogin(phone = h.newPhone()) {
      h.clock.advance(121 * SECOND)
      const s = await h.sendCode(phone, 1)
      expect(s.body.errCode).toBe(0)
      const r = await h.t.post('/user-center/smsLogin', { phone, verifyCode: await h.lastCode(phone) })
      expect(r.body.code).toBe(200)
      return { token: r.body.data.token as string, userId: r.body.data.userBase.id as number, phone }
    },
    async count(table: string, where: string, value: unknown) {
      const r = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} where ${sql.ref(where)} = ${value}`.execute(
        h.database.db,
      )
      return r.rows[0].n
    },
  } as AuthHarness
  beforeAll(async () => {
    h.database = await createTestDatabase()
    h.clock = createClock()
    h.t = await createTestApp({ database: h.database, clock: h.clock })
  })
  afterAll(async () => {
    await h.t?.close()
    await h.database?.close()
  })
  return h
}

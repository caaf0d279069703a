/**
 * The 'password lockout under parallel requests' part of the former __tests__/server/security-auth.test.ts (tests beside what they test).
 *
 * Issue 10, authentication and request-level findings, each written as the attack (over real HTTP
 * against PGlite): account takeover through the hospital identity login, sandbox providers outside
 * development, must_bind_phone, the password lockout under parallel requests, NUL bytes, log
 * masking, the trusted proxy hops, and the security headers.
 */
import { createSeededApp, createTestDatabase, patients, type TestApp } from '../../../test-support/server'
import type { Database } from '../../lib/db'
import { hashPassword } from '../../lib/crypto'

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
const MINUTE = 60_000

// ------------------------------------------------------------------ 3. password lockout under parallel requests

describe('password lockout under parallel requests', () => {
  async function passwordAccount(password: string): Promise<string> {
    const u = await patient()
    await database.db
      .updateTable('app_user')
      .set({ password_hash: await hashPassword(password) })
      .where('id', '=', u.userId)
      .execute()
    return u.phone
  }
  const guess = (phone: string, password: string, i: number) =>
    t.post('/user-center/passwordLogin', { registerName: phone, password }, { ip: `198.18.${Math.floor(i / 200)}.${(i % 200) + 1}` })
  const statuses = (rs: Array<{ status: number }>) =>
    rs.reduce<Record<number, number>>((m, r) => ({ ...m, [r.status]: (m[r.status] ?? 0) + 1 }), {})

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

/**
 * Account preferences over HTTP (issue 16: the elder-friendly mode remembered per user): login required, defaults
 * when never saved, each user sees only their own, bad input 400 with a message, two saves at once keep one row,
 * the row goes with the account.
 */
import { createClock, createTestApp, createTestDatabase, patients, type TestApp } from '../../../test-support/server'
import type { Database } from '../../lib/db'

let database: Database
let t: TestApp
/** a new logged-in patient (its own user) */
const login = patients(() => ({ database, t }))

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createTestApp({ database, clock: createClock() })
})
afterAll(async () => {
  await t.close()
  await database.close()
})

const get = (token?: string) => t.get('/user-center/preference', token ? { token } : {})
const save = (body: unknown, token?: string) => t.post('/user-center/preference', body, token ? { token } : {})

test('login required for reading and saving', async () => {
  expect((await get()).body).toEqual({ code: 401, msg: '未登录', data: null })
  expect((await save({ elderMode: true })).body).toEqual({ code: 401, msg: '未登录', data: null })
})

test('defaults until saved; saved per user (another user keeps the defaults)', async () => {
  const a = await login()
  const b = await login()
  expect((await get(a.token)).body).toMatchObject({ code: 200, data: { elderMode: false } })
  expect((await save({ elderMode: true }, a.token)).body).toMatchObject({ code: 200, data: { elderMode: true } })
  expect((await get(a.token)).body.data).toEqual({ elderMode: true })
  expect((await get(b.token)).body.data).toEqual({ elderMode: false })
  expect((await save({ elderMode: false }, a.token)).body.data).toEqual({ elderMode: false })
  expect((await get(a.token)).body.data).toEqual({ elderMode: false })
})

test('bad input is a 400 with a message, nothing saved', async () => {
  const a = await login()
  for (const body of [{}, { elderMode: 'yes' }, { elderMode: 5 }]) {
    const r = await save(body, a.token)
    expect({ body, status: r.status, code: r.body.code }).toEqual({ body, status: 400, code: 400 })
    expect(r.body.msg).toMatch(/elderMode|参数/)
  }
  expect((await get(a.token)).body.data).toEqual({ elderMode: false })
})

test('two saves at once keep one row', async () => {
  const a = await login()
  const replies = await Promise.all([save({ elderMode: true }, a.token), save({ elderMode: true }, a.token)])
  expect(replies.map((r) => r.status)).toEqual([200, 200])
  const rows = await database.db.selectFrom('user_preference').selectAll().where('user_id', '=', a.userId).execute()
  expect(rows).toHaveLength(1)
  expect(rows[0].elder_mode).toBe(true)
})

test('the preference is deleted with the account', async () => {
  const a = await login()
  await save({ elderMode: true }, a.token)
  expect((await t.post('/user-center/acountDel', {}, { token: a.token })).body.code).toBe(200)
  const rows = await database.db.selectFrom('user_preference').selectAll().where('user_id', '=', a.userId).execute()
  expect(rows).toHaveLength(0)
})

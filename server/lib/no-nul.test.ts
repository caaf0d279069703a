/**
 * The 'NUL bytes' part of the former __tests__/server/security-auth.test.ts (tests beside what they test).
 *
 * Issue 10, authentication and request-level findings, each written as the attack (over real HTTP
 * against PGlite): account takeover through the hospital identity login, sandbox providers outside
 * development, must_bind_phone, the password lockout under parallel requests, NUL bytes, log
 * masking, the trusted proxy hops, and the security headers.
 */
import { createSeededApp, createTestDatabase, patients, type TestApp } from '../../test-support/server'
import { operations, sampleRequest, setAt, stringPaths } from '../../test-support/server/openapi-requests'
import type { Database } from './db'

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
        if (r.status !== 400 || !/不能包含空字符/.test(String(r.body?.msg)))
          problems.push(`${op.method} ${op.path} ${where}: ${r.status} ${String(r.body?.msg ?? r.raw).slice(0, 80)}`)
      }
    }
    expect(sent).toBeGreaterThan(300)
    expect(problems).toEqual([])
    // the message names the field
    const r = await t.post('/goods-center/goods/goodsList', { keyword: NUL, pageNum: 1, pageSize: 10 })
    expect(r.body).toEqual({ code: 400, msg: '参数 keyword 不能包含空字符', data: null })
  })
})

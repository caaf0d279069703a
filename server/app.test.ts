/**
 * The 'OpenAPI, prefixes, seed', 'logging, rate limit, close' part of the former __tests__/server/foundation.test.ts (tests beside what they test).
 *
 * Foundation: envelope, errors (400/404/500), OpenAPI, static H5 + SPA fallback, hospital index,
 * protocols, request context, logging masks, rate limit, graceful close.
 */
import { Writable } from 'node:stream'
import { API_PREFIXES } from '../src/domain/wire'
import { buildServer } from './app'
import { seed } from './seed'
import { maskSensitive } from './lib/logging'
import { createTestApp, createTestDatabase, testConfig, type TestApp } from '../test-support/server'
import type { Database } from './lib/db'

let database: Database
let t: TestApp

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createTestApp({ database })
})
afterAll(async () => {
  await t?.close()
  await database?.close()
})

describe('OpenAPI, prefixes, seed', () => {
  test('GET /openapi.json documents the routes of every prefix with schemas', async () => {
    const r = await t.get('/openapi.json')
    expect(r.status).toBe(200)
    expect(r.body.openapi).toMatch(/^3\./)
    expect(r.body.paths['/zeus/hospital/getHospitalIndex'].post.requestBody).toBeDefined()
    expect(r.body.paths['/zeus/protocol/getProtocolByCondition'].get.parameters.map((p: { name: string }) => p.name)).toContain('code')
  })

  test('every API prefix is mounted (unknown path under it is a 404 envelope, not a crash)', async () => {
    for (const p of API_PREFIXES) {
      const r = await t.get(`/${p}/__nope`)
      expect(r.body.code).toBe(404)
    }
  })

  test('seeding is idempotent', async () => {
    await seed(database.db, { production: false })
    await seed(database.db, { production: false })
    const n = await database.db
      .selectFrom('hospital')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(n.n)).toBe(3)
    const p = await database.db
      .selectFrom('protocol')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(p.n)).toBe(4)
  })
})

describe('logging, rate limit, close', () => {
  test('maskSensitive masks phones and ID numbers', () => {
    expect(maskSensitive('phone=13812345678&id=320102199001011234')).toBe('phone=138****5678&id=3201**********1234')
    expect(maskSensitive('order 20260115123456789012')).toBe('order 20260115123456789012')
  })

  test('request logs mask phone numbers in URLs and never contain bodies or tokens', async () => {
    const lines: string[] = []
    const stream = new Writable({
      write(chunk, _enc, cb) {
        lines.push(String(chunk))
        cb()
      },
    })
    const l = await createTestApp({ database, logger: { level: 'info', stream } })
    await l.get('/dev/outbox?phone=13812345678', { token: 'tok-should-not-appear-123456789' })
    await l.post('/zeus/hospital/getHospitalIndex', { hospitalId: 6, password: 'Secret123' })
    await l.close()
    const log = lines.join('')
    expect(log).toContain('138****5678')
    expect(log).not.toContain('13812345678')
    expect(log).not.toContain('Secret123')
    expect(log).not.toContain('tok-should-not-appear')
  })

  test('rate limit -> 429 envelope', async () => {
    const r = await createTestApp({ database, config: { rateLimit: { max: 3, sensitiveMax: 2 } } })
    const codes: number[] = []
    for (let i = 0; i < 5; i++) codes.push((await r.get('/zeus/protocol/getProtocolByCondition?code=100')).status)
    const last = await r.get('/zeus/protocol/getProtocolByCondition?code=100')
    await r.close()
    expect(codes).toEqual([200, 200, 200, 429, 429])
    expect(last.body.code).toBe(429)
    expect(last.body.msg).toMatch(/请求过于频繁/)
  })

  test('graceful close: in-flight requests finish, new connections are refused, the database is closed', async () => {
    const own = await createTestDatabase()
    const app = await buildServer(testConfig({ sandboxProviders: false }), { database: own, closeDatabase: true })
    // the close starts once the request is inside its handler (a fixed wait lost that race on a busy machine)
    let entered!: () => void
    const inside = new Promise<void>((resolve) => (entered = resolve))
    app.get('/zeus/__slow', async () => {
      entered()
      await new Promise((r) => setTimeout(r, 300))
      return { code: 200, msg: 'success', data: 'done' }
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const port = (app.server.address() as { port: number }).port
    const inFlight = fetch(`http://127.0.0.1:${port}/zeus/__slow`).then((r) => r.json())
    await inside
    const closing = app.close()
    expect((await inFlight).data).toBe('done')
    await closing
    await expect(fetch(`http://127.0.0.1:${port}/zeus/hospital/getHospitalIndex`)).rejects.toThrow()
    expect(own.closed).toBe(true)
    if (own.pglite) expect(own.pglite.closed).toBe(true)
  })
})

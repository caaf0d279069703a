/**
 * The rate limit with its counters in the database (RATE_LIMIT_STORE=database, lib/rate-limit-store.ts):
 * two servers on ONE database share the count; a route's own limit (the sensitive routes) is counted apart;
 * parallel requests never pass more than the limit; an ended window starts again.
 */
import { sql } from 'kysely'
import { createTestApp, createTestDatabase, type TestApp } from '../../test-support/server'
import type { Database } from './db'
import { leaseFor, sweepRateLimits } from './rate-limit-store'

let database: Database
let a: TestApp
let b: TestApp
const URL = '/zeus/protocol/getProtocolByCondition?code=100'

beforeAll(async () => {
  database = await createTestDatabase()
  const config = { rateLimit: { max: 4, sensitiveMax: 2 }, rateLimitStore: 'database' as const }
  a = await createTestApp({ database, config })
  b = await createTestApp({ database, config })
})
afterAll(async () => {
  await a?.close()
  await b?.close()
  await database?.close()
})

test('two servers on one database count together: the 5th request of an address is a 429 on either', async () => {
  const ip = '203.0.113.10'
  const codes: number[] = []
  for (let i = 0; i < 6; i++) codes.push((await (i % 2 ? b : a).get(URL, { ip })).status)
  expect(codes).toEqual([200, 200, 200, 200, 429, 429])
  const last = await b.get(URL, { ip })
  expect(last.body).toEqual({
    code: 429,
    msg: expect.stringMatching(/^请求过于频繁，请\d+秒后再试$/),
    data: null,
    retryAfter: expect.any(Number),
  })
  // another address has its own count
  expect((await a.get(URL, { ip: '203.0.113.11' })).status).toBe(200)
})

test('parallel requests: exactly the limit passes', async () => {
  const ip = '203.0.113.20'
  const rs = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? b : a).get(URL, { ip })))
  expect(rs.filter((r) => r.status === 200)).toHaveLength(4)
  expect(rs.filter((r) => r.status === 429)).toHaveLength(16)
})

test("a route's own limit is counted apart, instead of the global one (captcha: 2 per minute)", async () => {
  const ip = '203.0.113.30'
  const codes: number[] = []
  for (let i = 0; i < 3; i++) codes.push((await (i % 2 ? b : a).get('/user-center/captcha', { ip })).status)
  expect(codes).toEqual([200, 200, 429])
  const keys = (await sql<{ key: string }>`select key from rate_limit where key like ${'%' + ip}`.execute(database.db)).rows
    .map((r) => r.key)
    .sort()
  expect(keys).toEqual([`GET/user-center/captcha:${ip}`])
})

test('an ended window starts again; the sweep deletes ended windows', async () => {
  const ip = '203.0.113.40'
  for (let i = 0; i < 4; i++) await a.get(URL, { ip })
  expect((await b.get(URL, { ip })).status).toBe(429)
  await sql`update rate_limit set reset_at = now() - interval '1 second' where key = ${'g:' + ip}`.execute(database.db)
  expect((await b.get(URL, { ip })).status).toBe(200)
  await sql`update rate_limit set reset_at = now() - interval '1 second'`.execute(database.db)
  expect(await sweepRateLimits(database.db)).toBeGreaterThan(0)
  expect((await sql<{ n: number }>`select count(*)::int as n from rate_limit`.execute(database.db)).rows[0].n).toBe(0)
})

describe('a limit of 100 or more: instances lease counts (lib/rate-limit-store.ts leaseFor)', () => {
  let c: TestApp
  let d: TestApp
  beforeAll(async () => {
    const config = { rateLimit: { max: 200, sensitiveMax: 2 }, rateLimitStore: 'database' as const }
    c = await createTestApp({ database, config })
    d = await createTestApp({ database, config })
  })
  afterAll(async () => {
    await c?.close()
    await d?.close()
  })
  const hits = async (ip: string) =>
    (await sql<{ hits: number }>`select hits from rate_limit where key = ${'g:' + ip}`.execute(database.db)).rows[0]?.hits

  test('a busy address costs one statement per lease of 10 (a 20th of 200), not one per request', async () => {
    expect(leaseFor(200)).toBe(10)
    expect(leaseFor(99)).toBe(0)
    expect(leaseFor(600)).toBe(30)
    expect(leaseFor(1_000_000)).toBe(50)
    const ip = '203.0.113.50'
    for (let i = 0; i < 30; i++) expect((await c.get(URL, { ip })).status).toBe(200)
    expect(await hits(ip)).toBe(33) // three statements: 1 + 10 each
  })

  test('still never more than the limit over both instances: 300 parallel requests, exactly 200 pass', async () => {
    const ip = '203.0.113.60'
    const rs = await Promise.all(Array.from({ length: 300 }, (_, i) => (i % 2 ? d : c).get(URL, { ip })))
    expect(rs.filter((r) => r.status === 200)).toHaveLength(200)
    expect(rs.filter((r) => r.status === 429)).toHaveLength(100)
  })
})

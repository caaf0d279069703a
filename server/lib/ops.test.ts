/**
 * /healthz, /readyz and /metrics (lib/ops.ts) over HTTP.
 */
import { sql } from 'kysely'
import { createTestApp, createTestDatabase, type TestApp } from '../../test-support/server'
import type { Database } from './db'

const TOKEN = 'metrics-token-0123456789'

describe('operations endpoints', () => {
  let database: Database
  let t: TestApp
  beforeAll(async () => {
    database = await createTestDatabase()
    t = await createTestApp({ database, config: { metricsToken: TOKEN } })
  })
  afterAll(async () => {
    await t.close()
    await database.close()
  })

  it('/healthz answers without the database; /readyz checks it', async () => {
    const h = await t.get('/healthz')
    expect(h.status).toBe(200)
    expect(h.body).toEqual({ status: 'ok' })
    const r = await t.get('/readyz')
    expect(r.status).toBe(200)
    expect(r.body).toEqual({ status: 'ready' })
  })

  it('/metrics needs the bearer token', async () => {
    expect((await t.get('/metrics')).status).toBe(401)
    expect((await t.get('/metrics', { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status).toBe(401)
    expect((await t.get('/metrics', { headers: { authorization: TOKEN } })).status).toBe(401)
  })

  it('/metrics counts requests per route with latency buckets, 5xx errors and the database pool', async () => {
    await t.post('/goods-center/goods/getGoods', { goodsId: 6001 })
    await t.post('/goods-center/goods/getGoods', { goodsId: 6001 })
    await t.post('/goods-center/goods/getGoods', {}) // 400
    const m = await t.get('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })
    expect(m.status).toBe(200)
    expect(m.headers['content-type']).toMatch(/^text\/plain/)
    const count = (status: number) =>
      Number(
        new RegExp(
          `http_request_duration_seconds_count\\{method="POST",route="/goods-center/goods/getGoods",status_code="${status}"\\} (\\d+)`,
        ).exec(m.raw)?.[1] ?? 0,
      )
    expect(count(200)).toBe(2)
    expect(count(400)).toBe(1)
    expect(m.raw).toMatch(
      /http_request_duration_seconds_bucket\{le="0.05",method="POST",route="\/goods-center\/goods\/getGoods",status_code="200"\} \d+/,
    )
    expect(m.raw).toMatch(/db_pool_connections\{state="total"\} \d+/)
    expect(m.raw).toMatch(/db_pool_connections\{state="waiting"\} 0/)
    expect(m.raw).toMatch(/# TYPE http_server_errors_total counter/)
    expect(m.raw).toMatch(/process_cpu_seconds_total/)
    // the operations routes are neither timed nor rate limited
    expect(m.raw).not.toMatch(/route="\/(healthz|readyz|metrics)"/)
  })

  it('/readyz is 503 with the reason when a migration of this build is missing', async () => {
    const name = (await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(database.db)).rows[0]
      .name
    await sql`delete from kysely_migration where name = ${name}`.execute(database.db)
    try {
      const r = await t.get('/readyz')
      expect(r.status).toBe(503)
      expect(r.body).toEqual({ status: 'unavailable', reason: expect.stringContaining(`first: ${name}`) })
      expect((await t.get('/healthz')).status).toBe(200)
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${name}, ${new Date().toISOString()})`.execute(database.db)
    }
    expect((await t.get('/readyz')).status).toBe(200)
  })
})

describe('without METRICS_TOKEN', () => {
  it('has no /metrics route', async () => {
    const t = await createTestApp()
    try {
      expect((await t.get('/metrics')).status).toBe(404)
      expect((await t.get('/healthz')).status).toBe(200)
    } finally {
      await t.close()
    }
  })
})

/**
 * Statements per request of the hot endpoints (issue 17): counted at the database for the second of two
 * identical requests, with the read cache off (what a cache miss costs) and on (warm). The ceilings are
 * today's figures: the test fails when an endpoint grows, so a change that adds a query to getGoods,
 * queryCart, the home page config or the order list is seen in review. Lower them when you reduce them.
 */
import { createClock, createTestApp, createTestDatabase, patients, type TestApp } from '../test-support/server'
import type { Database } from './lib/db'

interface Setup {
  database: Database
  t: TestApp
  token: string
  statements: number
  /** the statements of the last counted request (printed with STATEMENTS_LOG=1) */
  log: string[]
}
let cold: Setup
let warm: Setup

async function setup(readCache: boolean): Promise<Setup> {
  const database = await createTestDatabase()
  const s = { database, statements: 0, log: [] } as unknown as Setup
  const pg = database.pglite!
  const query = pg.query.bind(pg)
  pg.query = ((sql: string, params?: unknown[]) => {
    s.statements++
    s.log.push(sql.replace(/\s+/g, ' ').slice(0, 240))
    return query(sql, params)
  }) as typeof pg.query
  const kv = await database.db.selectFrom('server_kv').select('value').where('key', '=', 'browse.seededAt').executeTakeFirstOrThrow()
  s.t = await createTestApp({ database, clock: createClock(Date.parse(kv.value) + 3600_000), config: { readCache } })
  s.token = (await patients(() => ({ database, t: s.t }), '133')()).token
  for (const [goodsId, skuId] of [
    [6002, 60021],
    [6009, 60091],
  ])
    await s.t.post('/order-center/cart/addCart', { goodsId, skuId, goodsNum: 1 }, { token: s.token })
  return s
}

beforeAll(async () => {
  cold = await setup(false)
  warm = await setup(true)
})
afterAll(async () => {
  for (const s of [cold, warm]) {
    await s?.t.close()
    await s?.database.close()
  }
})

async function count(s: Setup, method: 'GET' | 'POST', url: string, body?: unknown): Promise<number> {
  const send = () => (method === 'GET' ? s.t.get(url, { token: s.token }) : s.t.post(url, body, { token: s.token }))
  expect((await send()).status).toBe(200)
  s.statements = 0
  s.log = []
  expect((await send()).status).toBe(200)
  if (process.env.STATEMENTS_LOG === '1') console.log(`${method} ${url}\n${s.log.join('\n')}`)
  return s.statements
}

const ENDPOINTS: Array<[string, 'GET' | 'POST', string, unknown, number, number]> = [
  // name, method, url, body, ceiling without the cache, ceiling with a warm cache
  ['getGoods', 'POST', '/goods-center/goods/getGoods', { goodsId: 6001 }, 17, 0],
  ['queryCart', 'GET', '/order-center/cart/queryCart', undefined, 9, 0],
  ['home page config', 'GET', '/zeus/magic/getPageConfig', undefined, 40, 0],
  ['order list', 'GET', '/order-center/orderCenter/myOrders?pageNum=1&pageSize=10', undefined, 3, 0],
]

test.each(ENDPOINTS)('%s: statements per request stay within today’s ceiling', async (name, method, url, body, coldMax, warmMax) => {
  const c = await count(cold, method, url, body)
  const w = await count(warm, method, url, body)
  console.log(`${name}: ${c} statements without the cache, ${w} with it`)
  expect(c).toBeLessThanOrEqual(coldMax)
  expect(w).toBeLessThanOrEqual(warmMax)
})

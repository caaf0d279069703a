/**
 * The read cache (server/lib/cache) over HTTP: repeated reads are served without the database, and
 * every write that changes what a page shows (an order taking stock, a cancel giving it back, a
 * price or activity change, a coupon claim, a logout, a cart change, a rolled-back transaction)
 * is visible on the next read. Plus the write tracker's SQL classification.
 */
import { createTestDatabase, type TestApp, createSeededApp, patients } from '../../../test-support/server'
import type { Database } from '../db'
import { appCache } from './'
import { classify } from './tracker'
import { ALL_TABLES, deepFreeze, Lru, ReadCache } from './store'

let database: Database
let t: TestApp
const ADDRESS = {
  recvName: '张三',
  contactNumber: '13912345678',
  recvProvince: '江苏省',
  recvCity: '南京市',
  recvArea: '鼓楼区',
  recvAddress: '中山路1号',
}
const DAY = 86_400_000

const login = patients(() => ({ database, t }), '136', 'c')
const detail = async (goodsId: number, token?: string) => {
  const r = await t.post('/goods-center/goods/getGoods', { goodsId }, token ? { token } : {})
  expect(r.status).toBe(200)
  return r.body.data
}
const skuOf = (d: any, skuId: number) => d.skus.find((s: any) => s.id === skuId)
const cart = async (token: string) => {
  const r = await t.get('/order-center/cart/queryCart', { token })
  expect(r.status).toBe(200)
  return r.body.data
}
const cartLine = (c: any, goodsId: number) =>
  [...c.cartRespList.flatMap((g: any) => g.goodsList), ...c.lostEfficacyList].find((l: any) => l.goodsId === goodsId)

/** runs fn and returns how many reads the cache had to send to the database meanwhile */
async function misses(fn: () => Promise<unknown>): Promise<number> {
  const c = appCache(t.app)!
  const before = c.stats.misses
  await fn()
  return c.stats.misses - before
}

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createSeededApp(database)
})
afterAll(async () => {
  await t.close()
  await database.close()
})

describe('hits', () => {
  test('a repeated goods detail and cart are served from the cache (no database read)', async () => {
    if (!appCache(t.app)) return // PostgreSQL (TEST_DATABASE_URL): the cache is off by design
    const u = await login()
    await t.post('/order-center/cart/addCart', { goodsId: 6002, skuId: 60021, goodsNum: 1 }, { token: u.token })
    await detail(6001, u.token)
    await detail(6001) // a visitor's detail is its own composed reply (lib/cache composedReply: per viewer)
    await cart(u.token)
    expect(await misses(() => detail(6001, u.token))).toBe(0)
    expect(await misses(() => detail(6001))).toBe(0)
    expect(await misses(() => cart(u.token))).toBe(0)
  })
})

describe('invalidation', () => {
  test('an order taking stock shows on getGoods, goodsSku and queryCart; its cancel gives it back', async () => {
    const u = await login()
    await t.post('/order-center/cart/addCart', { goodsId: 6004, skuId: 60041, goodsNum: 1 }, { token: u.token })
    const d0 = await detail(6004, u.token)
    const stock0 = skuOf(d0, 60041).stock
    expect(cartLine(await cart(u.token), 6004).stock).toBe(stock0)
    const buyer = await login()
    const r = await t.post(
      '/order-center/orderCenter/commitPay',
      { goodsList: [{ goodsId: 6004, skuId: 60041, goodsNum: 3 }], address: ADDRESS },
      { token: buyer.token },
    )
    expect(r.status).toBe(200)
    const d1 = await detail(6004, u.token)
    expect(skuOf(d1, 60041).stock).toBe(stock0 - 3)
    expect(d1.stock).toBe(d0.stock - 3)
    expect(
      (await t.get('/goods-center/goods/goodsSku', { query: { goodsId: 6004 } })).body.data.skus.find((s: any) => s.id === 60041).stock,
    ).toBe(stock0 - 3)
    expect(cartLine(await cart(u.token), 6004).stock).toBe(stock0 - 3)
    const c = await t.post(
      '/order-center/order/orderCancel',
      { orderId: r.body.data.orderId, cancelReason: '暂时不需要' },
      { token: buyer.token },
    )
    expect(c.status).toBe(200)
    expect(skuOf(await detail(6004, u.token), 60041).stock).toBe(stock0)
    expect(cartLine(await cart(u.token), 6004).stock).toBe(stock0)
  })

  test('sold out: the last stock bought makes the cart line lost (商品已售罄) and addCart refuse', async () => {
    const u = await login()
    await t.post('/order-center/cart/addCart', { goodsId: 6009, skuId: 60091, goodsNum: 1 }, { token: u.token })
    expect(cartLine(await cart(u.token), 6009).lostEfficacy).toBe(false)
    await database.db.updateTable('goods_sku').set({ stock: 0 }).where('id', '=', 60091).execute()
    const line = cartLine(await cart(u.token), 6009)
    expect(line).toMatchObject({ lostEfficacy: true, lostReason: '商品已售罄' })
    expect((await t.post('/order-center/cart/addCart', { goodsId: 6009, skuId: 60091, goodsNum: 1 }, { token: u.token })).body.msg).toBe(
      '商品已售罄',
    )
    await database.db.updateTable('goods_sku').set({ stock: 500 }).where('id', '=', 60091).execute()
    expect(cartLine(await cart(u.token), 6009).lostEfficacy).toBe(false)
  })

  test('a price change shows on the detail and in the cart totals', async () => {
    const u = await login()
    await t.post('/order-center/cart/addCart', { goodsId: 6006, skuId: 60061, goodsNum: 2 }, { token: u.token })
    const before = skuOf(await detail(6006), 60061).price
    const c0 = await cart(u.token)
    await database.db.updateTable('goods_sku').set({ price_cents: 12345 }).where('id', '=', 60061).execute()
    const d = await detail(6006)
    expect(skuOf(d, 60061).price).toBe(123.45)
    expect(before).not.toBe(123.45)
    const c1 = await cart(u.token)
    expect(cartLine(c1, 6006).price).toBe(123.45)
    expect(c1.goodsTotalMoney).not.toBe(c0.goodsTotalMoney)
    expect(c1.goodsTotalMoney).toBeCloseTo(c0.goodsTotalMoney - 2 * cartLine(c0, 6006).price + 2 * 123.45, 2)
  })

  test('goods taken off the shelf: 404 on detail at once; back on: 200', async () => {
    await detail(6012)
    await database.db.updateTable('goods').set({ status: 0 }).where('id', '=', 6012).execute()
    expect((await t.post('/goods-center/goods/getGoods', { goodsId: 6012 })).body).toMatchObject({ code: 404, msg: '商品已下架' })
    await database.db.updateTable('goods').set({ status: 1 }).where('id', '=', 6012).execute()
    expect((await t.post('/goods-center/goods/getGoods', { goodsId: 6012 })).status).toBe(200)
  })

  test('activity changes: price and sold count of a running flash sale, its end, and a start reached by the clock', async () => {
    const d0 = await detail(6008)
    expect(d0.activityInfo).toMatchObject({ activityId: 601, status: 2, activityPrice: 39 })
    const ag = await database.db
      .selectFrom('activity_goods')
      .selectAll()
      .where('activity_id', '=', 601)
      .where('goods_id', '=', 6008)
      .executeTakeFirstOrThrow()
    await database.db
      .updateTable('activity_goods')
      .set({ activity_price_cents: 3500, activity_num: ag.activity_num + 5 })
      .where('id', '=', ag.id)
      .execute()
    const d1 = await detail(6008)
    expect(d1.activityInfo.activityPrice).toBe(35)
    expect(d1.activityInfo.activityNum).toBe(ag.activity_num + 5)
    expect(d1.activityInfo.activityStockNum).toBe(d0.activityInfo.activityStockNum - 5)
    // an order through the flash sale counts at once
    const buyer = await login()
    const r = await t.post(
      '/order-center/orderCenter/commitPay',
      { goodsList: [{ goodsId: 6008, skuId: 60081, goodsNum: 1, activityId: 601 }], address: ADDRESS },
      { token: buyer.token },
    )
    expect(r.status).toBe(200)
    expect((await detail(6008)).activityInfo.activityNum).toBe(ag.activity_num + 6)
    // the sale of 6005 starts tomorrow: upcoming now, running once the clock gets there
    const up = await detail(6005)
    expect(up.activityInfo).toMatchObject({ activityId: 602, status: 1 })
    const a602 = await database.db.selectFrom('activity').selectAll().where('id', '=', 602).executeTakeFirstOrThrow()
    const saved = t.clock.now
    t.clock.now = new Date(a602.period_begin).getTime() + 60_000
    expect((await detail(6005)).activityInfo).toMatchObject({ activityId: 602, status: 2 })
    t.clock.now = saved
    expect((await detail(6005)).activityInfo).toMatchObject({ activityId: 602, status: 1 })
    // the flash sale ended by an admin write: gone from the detail
    await database.db
      .updateTable('activity')
      .set({ period_end: new Date(t.clock.now - 1000) })
      .where('id', '=', 601)
      .execute()
    expect((await detail(6008)).activityInfo).toBeNull()
    await database.db
      .updateTable('activity')
      .set({ period_end: new Date(t.clock.now + 7 * DAY) })
      .where('id', '=', 601)
      .execute()
    expect((await detail(6008)).activityInfo).toMatchObject({ activityId: 601, status: 2 })
  })

  test("a coupon claim shows on the detail (received count and the claimer's state)", async () => {
    const u = await login()
    const coupon = (d: any, id: number) => d.coupons.find((c: any) => c.couponRuleId === id)
    const d0 = await detail(6002, u.token)
    const c0 = coupon(d0, 601)
    expect(c0).toMatchObject({ userReceivedNum: 0, userCouponFail: null })
    expect((await t.get('/market-center/acquireCoupon', { token: u.token, query: { couponRuleId: 601 } })).body.code).toBe(200)
    const c1 = coupon(await detail(6002, u.token), 601)
    expect(c1).toMatchObject({ userReceivedNum: 1, userCouponFail: 3, receivedNum: c0.receivedNum + 1 })
    expect(coupon(await detail(6002), 601).receivedNum).toBe(c0.receivedNum + 1)
  })

  test('cart writes show at once: addCart, a second addCart of the line, a deleted line', async () => {
    const u = await login()
    const id = (await t.post('/order-center/cart/addCart', { goodsId: 6002, skuId: 60021, goodsNum: 1 }, { token: u.token })).body.data
      .cartId
    expect((await cart(u.token)).total).toBe(1)
    await t.post('/order-center/cart/addCart', { goodsId: 6002, skuId: 60021, goodsNum: 2 }, { token: u.token })
    expect(cartLine(await cart(u.token), 6002).goodsNum).toBe(3)
    expect((await t.get('/order-center/cart/queryGoodsNum', { token: u.token })).body.data).toEqual({ total: 3, kinds: 1 })
    await database.db.deleteFrom('cart').where('id', '=', id).execute()
    expect((await cart(u.token)).total).toBe(0)
    expect((await t.get('/order-center/cart/queryGoodsNum', { token: u.token })).body.data).toEqual({ total: 0, kinds: 0 })
  })

  test('composed replies (lib/cache composedReply) are per user and per second of the clock', async () => {
    const a = await login()
    const b = await login()
    await t.post('/order-center/cart/addCart', { goodsId: 6002, skuId: 60021, goodsNum: 2 }, { token: a.token })
    await t.post('/order-center/cart/addCart', { goodsId: 6030, skuId: 60301, goodsNum: 1 }, { token: b.token })
    // each user's cart, twice, in the same second of the clock: never the other's
    for (let i = 0; i < 2; i++) {
      const ca = await cart(a.token)
      const cb = await cart(b.token)
      expect(cartLine(ca, 6002)?.goodsNum).toBe(2)
      expect(cartLine(ca, 6030)).toBeUndefined()
      expect(cartLine(cb, 6030)?.goodsNum).toBe(1)
      expect(cartLine(cb, 6002)).toBeUndefined()
    }
    // the goods detail: a claim shows for the claimer only, the visitor's reply has no claimer's state
    const coupon = (d: any) => d.coupons.find((c: any) => c.couponRuleId === 601)
    const before = [await detail(6002, a.token), await detail(6002, b.token), await detail(6002)].map(coupon)
    expect((await t.get('/market-center/acquireCoupon', { token: a.token, query: { couponRuleId: 601 } })).body.code).toBe(200)
    const [ca, cb, cv] = [await detail(6002, a.token), await detail(6002, b.token), await detail(6002)].map(coupon)
    expect(ca.userReceivedNum).toBe(before[0].userReceivedNum + 1)
    expect(cb.userReceivedNum).toBe(before[1].userReceivedNum)
    expect(cv).toMatchObject({ userReceivedNum: before[2].userReceivedNum, receivedNum: before[2].receivedNum + 1 })
    // an unpaid order's pay countdown (payRemainMs) follows the clock to the millisecond: such a page is not kept
    const r = await t.post(
      '/order-center/orderCenter/commitPay',
      { goodsList: [{ goodsId: 6002, skuId: 60021, goodsNum: 1 }], address: ADDRESS },
      { token: a.token },
    )
    expect(r.status).toBe(200)
    const saved = t.clock.now
    t.clock.now = Math.floor(saved / 1000) * 1000 + 100
    const remain = async () =>
      (await t.get('/order-center/orderCenter/myOrders', { token: a.token, query: { status: 101 } })).body.data.list[0].payRemainMs
    const r0 = await remain()
    expect(r0).toBeGreaterThan(0)
    t.clock.now += 300 // the same second
    expect(await remain()).toBe(r0 - 300)
    // b's orders are b's: none
    expect((await t.get('/order-center/orderCenter/myOrders', { token: b.token, query: { status: 0 } })).body.data.total).toBe(0)
    // the cart in the next second is composed again (same content, nothing written)
    const c0 = await cart(a.token)
    t.clock.now += 1000
    expect(await misses(() => cart(a.token))).toBeGreaterThan(0)
    expect(await cart(a.token)).toEqual(c0)
    t.clock.now = saved
  })

  test('sessions: logout, revocation by another write and account deletion end a cached session at once', async () => {
    const a = await login()
    expect((await t.get('/order-center/cart/queryCart', { token: a.token })).status).toBe(200)
    expect((await t.get('/order-center/cart/queryCart', { token: a.token })).status).toBe(200)
    expect((await t.post('/user-center/loginOut', {}, { token: a.token })).body.code).toBe(200)
    expect((await t.get('/order-center/cart/queryCart', { token: a.token })).body).toEqual({ code: 401, msg: '未登录', data: null })
    // expired by the clock without any write
    const b = await login()
    expect((await t.get('/order-center/cart/queryCart', { token: b.token })).status).toBe(200)
    const saved = t.clock.now
    t.clock.now += 31 * DAY
    expect((await t.get('/order-center/cart/queryCart', { token: b.token })).status).toBe(401)
    t.clock.now = saved
    // the user row deleted: its sessions go with it (ON DELETE CASCADE), the cache follows the foreign key
    const c = await login()
    expect((await t.get('/order-center/cart/queryCart', { token: c.token })).status).toBe(200)
    await database.db.deleteFrom('app_user').where('id', '=', c.userId).execute()
    expect((await t.get('/order-center/cart/queryCart', { token: c.token })).status).toBe(401)
  })

  test('hospital config: a renamed hospital and a grey-mode switch show on the hospital index and in legal texts at once', async () => {
    const h0 = (await t.get('/zeus/hospital/getHospitalIndex', { query: { hospitalId: 7 } })).body.data
    const p0 = (await t.get('/zeus/protocol/getProtocolByCondition', { query: { code: 100, hospitalId: 7 } })).body.data
    expect(p0.content).toContain(h0.hospitalName)
    await database.db.updateTable('hospital').set({ name: '缓存测试医院', grey_mode: !h0.greyMode }).where('id', '=', 7).execute()
    const h1 = (await t.get('/zeus/hospital/getHospitalIndex', { query: { hospitalId: 7 } })).body.data
    expect(h1).toMatchObject({ hospitalName: '缓存测试医院', greyMode: !h0.greyMode })
    expect((await t.get('/zeus/protocol/getProtocolByCondition', { query: { code: 100, hospitalId: 7 } })).body.data.content).toContain(
      '缓存测试医院',
    )
    await database.db.updateTable('hospital').set({ name: h0.hospitalName, grey_mode: h0.greyMode }).where('id', '=', 7).execute()
    expect((await t.get('/zeus/hospital/getHospitalIndex', { query: { hospitalId: 7 } })).body.data.hospitalName).toBe(h0.hospitalName)
  })

  test('a rolled-back transaction leaves the cached view right; a committed one changes it', async () => {
    const stock = skuOf(await detail(6003), 60031).stock
    await expect(
      database.db.transaction().execute(async (trx) => {
        await trx.updateTable('goods_sku').set({ stock: 1 }).where('id', '=', 60031).execute()
        throw new Error('rollback')
      }),
    ).rejects.toThrow('rollback')
    expect(skuOf(await detail(6003), 60031).stock).toBe(stock)
    await database.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('goods_sku')
        .set({ stock: stock + 7 })
        .where('id', '=', 60031)
        .execute()
    })
    expect(skuOf(await detail(6003), 60031).stock).toBe(stock + 7)
  })

  test('a read in flight while a write lands is not kept', async () => {
    const c = appCache(t.app)
    if (!c) return
    const d0 = skuOf(await detail(6014), 60141)
    if (!d0) return
    // the write lands between the read's version capture and its database read
    const [d] = await Promise.all([
      detail(6014),
      database.db
        .updateTable('goods_sku')
        .set({ stock: d0.stock + 11 })
        .where('id', '=', 60141)
        .execute(),
    ])
    expect([d0.stock, d0.stock + 11]).toContain(skuOf(d, 60141).stock)
    expect(skuOf(await detail(6014), 60141).stock).toBe(d0.stock + 11)
  })
})

describe('tracker and store', () => {
  test('classify: write targets, foreign-key-relevant deletes, reads and DDL', () => {
    expect(classify('select * from "goods" where "id" = $1')).toBeNull()
    expect(classify('select * from "cart" for update')).toBeNull()
    expect(classify('begin')).toBeNull()
    expect(classify('commit')).toBeNull()
    expect(classify('rollback to savepoint "sp"')).toBeNull()
    expect(classify('update "goods_sku" set "stock" = "stock" - $1 where "id" = $2')).toMatchObject({
      tables: new Set(['goods_sku']),
      all: false,
    })
    expect(classify('insert into "user_coupon" ("user_id") values ($1) on conflict do update set "n" = 1')!.tables).toEqual(
      new Set(['user_coupon']),
    )
    expect(classify('delete from "app_user" where "id" = $1')).toMatchObject({
      tables: new Set(['app_user']),
      deletes: new Set(['app_user']),
    })
    expect(classify('with x as (update "activity_goods" set "activity_num" = 1 returning *) select * from x')!.tables).toEqual(
      new Set(['activity_goods']),
    )
    expect(classify('  -- note\n UPDATE public.goods SET status = 0')!.tables).toEqual(new Set(['goods']))
    expect(classify('create index "x" on "goods" ("id")')).toMatchObject({ all: true })
    expect(classify('truncate "goods" cascade')).toMatchObject({ all: true })
  })

  test('store: version stamps, time-filtered entries, single flight, LRU bound, frozen values', async () => {
    const c = new ReadCache({ max: 3 })
    let loads = 0
    const load = async () => ({ n: ++loads, list: [1, 2] })
    const [a, b] = await Promise.all([c.get('k', ['t'], load), c.get('k', ['t'], load)])
    expect(a).toBe(b)
    expect(loads).toBe(1)
    expect(await c.get('k', ['t'], load)).toBe(a)
    c.bump(['other'])
    expect(await c.get('k', ['t'], load)).toBe(a)
    c.bump(['t'])
    expect((await c.get('k', ['t'], load)).n).toBe(2)
    c.bumpAll()
    expect((await c.get('k', ['t'], load)).n).toBe(3)
    expect(Object.isFrozen(a) && Object.isFrozen(a.list)).toBe(true)
    // read at t=1000: not served to an earlier clock
    const v1 = await c.get('time', ['t'], load, { now: new Date(1000) })
    expect(await c.get('time', ['t'], load, { now: new Date(2000) })).toBe(v1)
    expect(await c.get('time', ['t'], load, { now: new Date(500) })).not.toBe(v1)
    // many: one batch for the missing ids, unknown ids get the empty value
    let batches = 0
    const m = await c.many(
      'ns',
      [1, 2, 2],
      ['t'],
      async (ids) => (batches++, new Map(ids.filter((i) => i !== 2).map((i) => [i, `v${i}`]))),
      null,
    )
    expect([...m.entries()]).toEqual([
      [1, 'v1'],
      [2, null],
    ])
    await c.many('ns', [1, 2], ['t'], async () => (batches++, new Map()), null)
    expect(batches).toBe(1)
    const lru = new Lru<string, number>(2)
    lru.set('a', 1)
    lru.set('b', 2)
    lru.get('a')
    lru.set('c', 3)
    expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual([1, undefined, 3])
    expect(Object.isFrozen(deepFreeze({ d: new Uint8Array(2) }))).toBe(true)
  })
})

test('an entry valid for a span of the request clock (expiresAt): served inside it only, one load per span, replaced in place', async () => {
  const c = new ReadCache()
  let loads = 0
  const read = (t: number, keep?: (v: number) => boolean) =>
    c.get('span', ALL_TABLES, async () => ++loads, {
      now: new Date(Math.floor(t / 1000) * 1000),
      expiresAt: Math.floor(t / 1000) * 1000 + 1000,
      keep,
    })
  const [x, y] = await Promise.all([read(5000), read(5999)])
  expect([x, y, loads]).toEqual([1, 1, 1]) // concurrent misses of one second share one load
  expect(await read(5500)).toBe(1)
  expect(await read(6000)).toBe(2) // the next second: read again, under the same key
  expect(await read(6999)).toBe(2)
  expect(await read(5999)).toBe(3) // an earlier second is not served the later entry
  expect(c.snapshot().size).toBe(1)
  c.bump(['goods'])
  expect(await read(5999)).toBe(4) // and a write anywhere makes it stale
  expect(await read(7000, () => false)).toBe(5) // not kept: the next request reads again
  expect(await read(7000)).toBe(6)
  expect(await read(7000)).toBe(6)
})

test('an entry of ALL_TABLES (a composed reply) is stale after a write to any table but the rate limit counters and the logs', async () => {
  const c = new ReadCache()
  let loads = 0
  const read = () => c.get('composed', ALL_TABLES, async () => ++loads)
  expect(await read()).toBe(1)
  expect(await read()).toBe(1)
  c.bump(['rate_limit'])
  expect(await read()).toBe(1)
  // a page visit's tracking event, a staff request's session and audit rows, a payment notify (log-tables.ts)
  c.bump(['track_event', 'staff_session', 'staff_audit', 'pay_notify_log'])
  expect(await read()).toBe(1)
  c.bump(['ad_slot_nobody_reads'])
  expect(await read()).toBe(2)
  c.bumpAll()
  expect(await read()).toBe(3)
})

/**
 * The remaining goods and config calls of SPEC §7 over HTTP (issue 18): legal texts by codes, an activity, newest
 * goods, goods selections, delivery info, the cart's check-all (owner only) — and 400/404 on bad input.
 */
import { createSeededApp, createTestDatabase, patients, type TestApp } from '../../../test-support/server'
import type { Database } from '../../lib/db'
import * as M from '../../../src/domain/messages'
import { paidOrders } from '../../../test-support/server/orders'

let database: Database
let t: TestApp
const patient = patients(() => ({ database, t }), '139', 'cmp')
const H6 = { hospitalId: '6' }
const order = paidOrders(() => ({ database, t }))

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createSeededApp(database)
})
afterAll(async () => {
  await t.close()
  await database.close()
})

test('configContract/getConstractByCodes: the texts in the asked order; an unknown code is a 400', async () => {
  const r = await t.get('/common/configContract/getConstractByCodes', { query: { codes: '200,100' }, headers: H6 })
  expect(r.status).toBe(200)
  expect(r.body.data.map((p: { code: number }) => p.code)).toEqual([200, 100])
  expect(r.body.data[0].content.length).toBeGreaterThan(20)
  const bad = await t.get('/common/configContract/getConstractByCodes', { query: { codes: '100,999' }, headers: H6 })
  expect([bad.status, bad.body.msg]).toEqual([400, M.unknownProtocolCode(999)])
  expect((await t.get('/common/configContract/getConstractByCodes', { query: { codes: 'x' }, headers: H6 })).status).toBe(400)
})

test("zeus/activity/queryActivity: the hospital's activity; another hospital's is a 404", async () => {
  const r = await t.get('/zeus/activity/queryActivity', { query: { activityId: 601 }, headers: H6 })
  expect(r.status).toBe(200)
  expect(r.body.data).toMatchObject({ activityId: 601, activityName: '限时秒杀·爆款直降', type: 1 })
  expect([1, 2, 3]).toContain(r.body.data.status)
  expect(r.body.data.goodsIds.length).toBeGreaterThan(0)
  expect((await t.get('/zeus/activity/queryActivity', { query: { activityId: 601 }, headers: { hospitalId: '7' } })).status).toBe(404)
  expect((await t.get('/zeus/activity/queryActivity', { query: { activityId: 'x' }, headers: H6 })).status).toBe(400)
})

test('newest goods and goods selections', async () => {
  const n = await t.get('/goods-center/market/getGoodsNew', { query: { pageNum: 1, pageSize: 5 }, headers: H6 })
  expect(n.body.data.list).toHaveLength(5)
  expect(n.body.data.total).toBeGreaterThan(5)
  const groups = (await t.get('/goods-center/market/bestList', { headers: H6 })).body.data
  expect(groups.map((g: { name: string }) => g.name)).toEqual(expect.arrayContaining(['热销好物', '家用器械']))
  expect((await t.get('/goods-center/index/list', { headers: H6 })).body.data).toEqual(groups)
  const g = groups.find((x: { name: string }) => x.name === '家用器械')
  const detail = (await t.get('/goods-center/index/bestDetail', { query: { groupId: g.groupId }, headers: H6 })).body.data
  expect(detail.goods.length).toBe(Math.min(20, g.goodsCount))
  const page2 = (await t.get('/goods-center/index/goods', { query: { groupId: g.groupId, pageNum: 2, pageSize: 2 }, headers: H6 })).body
    .data
  expect(page2.list.map((x: { goodsId: number }) => x.goodsId)).toEqual(detail.goods.slice(2, 4).map((x: { goodsId: number }) => x.goodsId))
  expect((await t.get('/goods-center/index/bestDetail', { query: { groupId: g.groupId }, headers: { hospitalId: '7' } })).status).toBe(404)
})

test('goods/goodsLogisticsInfo: a device is shipped free, a check-up is not shipped; unknown goods 404', async () => {
  const device = await t.call('PUT', '/goods-center/goods/goodsLogisticsInfo', { body: { goodsId: 6001 }, headers: H6 })
  expect(device.body.data).toEqual({ goodsId: 6001, needDelivery: true, freight: 0, deliveryText: M.DELIVERY_SHIPPED })
  const exam = await t.call('PUT', '/goods-center/goods/goodsLogisticsInfo', { body: { goodsId: 6023 }, headers: H6 })
  expect(exam.body.data.needDelivery).toBe(false)
  expect((await t.call('PUT', '/goods-center/goods/goodsLogisticsInfo', { body: { goodsId: 999999 }, headers: H6 })).status).toBe(404)
})

test("order/allChoose checks and unchecks the caller's whole cart only", async () => {
  const u = await patient()
  const other = await patient()
  const A = (token: string) => ({ token, headers: H6 })
  await t.post('/order-center/cart/addCart', { goodsId: 6002, skuId: 60021, goodsNum: 1 }, A(u.token))
  await t.post('/order-center/cart/addCart', { goodsId: 6009, skuId: 60091, goodsNum: 1 }, A(u.token))
  await t.post('/order-center/cart/addCart', { goodsId: 6002, skuId: 60021, goodsNum: 1 }, A(other.token))
  const off = await t.get('/order-center/order/allChoose', { query: { checked: 'false' }, ...A(u.token) })
  expect(off.body.data).toMatchObject({ checkedNum: 0, allChecked: false })
  const otherCart = (await t.get('/order-center/cart/queryCart', A(other.token))).body.data
  expect(otherCart.checkedNum).toBe(1) // untouched
  const on = await t.get('/order-center/order/allChoose', { query: { checked: 'true' }, ...A(u.token) })
  expect(on.body.data).toMatchObject({ checkedNum: 2, allChecked: true })
  expect((await t.get('/order-center/order/allChoose', { query: { checked: 'maybe' }, ...A(u.token) })).status).toBe(400)
  expect((await t.get('/order-center/order/allChoose', { query: { checked: 'true' }, headers: H6 })).status).toBe(401)
})

test("orderCenter/getCouponInfo: the coupon of the caller's order, null without one, 404 for another user's", async () => {
  const u = await patient()
  const other = await patient()
  const plain = await order(u.userId)
  const get = (orderId: number, token: string) =>
    t.get('/order-center/orderCenter/getCouponInfo', { query: { orderId }, token, headers: H6 })
  expect((await get(plain.id, u.token)).body).toMatchObject({ code: 200, data: null })
  const withCoupon = await order(u.userId)
  const now = new Date(t.clock.now)
  const uc = await database.db
    .insertInto('user_coupon')
    .values({
      user_id: u.userId,
      hospital_id: 6,
      coupon_rule_id: 601,
      status: 1,
      source: 1,
      coupon_batch: null,
      period_begin: null,
      period_end: null,
      received_at: now,
      used_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await database.db
    .updateTable('shop_order')
    .set({ user_coupon_id: uc.id, coupon_discount_cents: 1000 })
    .where('id', '=', withCoupon.id)
    .execute()
  expect((await get(withCoupon.id, u.token)).body.data).toEqual({
    userCouponId: uc.id,
    couponRuleId: 601,
    couponName: '10元无门槛券',
    couponType: 1,
    couponVal: 1000,
    discount: 10,
  })
  expect((await get(withCoupon.id, other.token)).status).toBe(404)
})

test("orderCenter/shareRecord: the caller's own shares, newest first", async () => {
  const u = await patient()
  const other = await patient()
  const share = (token: string, objectId: string) =>
    t.post(
      '/zeus/buryPoint/share',
      { shares: [{ path: '/productionDetail', target: 'wechat', objectType: 'goods', objectId }] },
      { token, headers: H6 },
    )
  await share(u.token, '6001')
  await share(u.token, '6002')
  await share(other.token, '6003')
  const r = await t.get('/order-center/orderCenter/shareRecord', { query: { pageNum: 1, pageSize: 10 }, token: u.token, headers: H6 })
  expect(r.body.data.total).toBe(2)
  expect(r.body.data.list.map((x: { objectId: string }) => x.objectId)).toEqual(['6002', '6001'])
  expect(r.body.data.list[0]).toMatchObject({ path: '/productionDetail', target: 'wechat', objectType: 'goods' })
  expect((await t.get('/order-center/orderCenter/shareRecord', { headers: H6 })).status).toBe(401)
})

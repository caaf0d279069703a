/**
 * The remaining goods and config calls of SPEC §7 over HTTP (issue 18): legal texts by codes, an activity, newest
 * goods, goods selections, delivery info, the cart's check-all (owner only) — and 400/404 on bad input.
 */
import { createSeededApp, createTestDatabase, patients, type TestApp } from '../../../test-support/server'
import type { Database } from '../../lib/db'
import * as M from '../../../src/domain/messages'

let database: Database
let t: TestApp
const patient = patients(() => ({ database, t }), '139', 'cmp')
const H6 = { hospitalId: '6' }

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

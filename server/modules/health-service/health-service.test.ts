/**
 * Health services over HTTP (issue 12, /selectService and /hospital/selectService?id=): the hospital's list with
 * option counts and lowest prices; one service with only its own hospital's goods on sale; a bad id is a 400, an
 * unknown or another hospital's service a 404 with a clear message; an option goes into the normal cart.
 */
import { createSeededApp, createTestDatabase, patients, type TestApp } from '../../../test-support/server'
import type { Database } from '../../lib/db'
import * as M from '../../../src/domain/messages'

let database: Database
let t: TestApp
const patient = patients(() => ({ database, t }), '136', 'healthsvc')

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createSeededApp(database)
})
afterAll(async () => {
  await t.close()
  await database.close()
})

const h = (hospitalId: number) => ({ headers: { hospitalId: String(hospitalId) } })
const list = (hospitalId = 6) => t.get('/zeus/healthService/list', h(hospitalId))
const get = (id: string, hospitalId = 6) => t.get('/zeus/healthService/get', { query: { healthServicesId: id }, ...h(hospitalId) })

interface Option {
  goodsId: number
  goodsName: string
  price: number
}

test("the list: each hospital's own services in order, with option count and lowest price", async () => {
  const r = await list()
  expect(r.status).toBe(200)
  const l = r.body.data.list
  expect(l.map((s: { title: string }) => s.title)).toEqual(['上门护理', '健康管家', '康复理疗', '口腔保健'])
  for (const s of l) {
    expect(s.optionCount).toBeGreaterThan(0)
    expect(s.fromPrice).toBeGreaterThan(0)
    expect(Math.floor(s.healthServicesId / 100)).toBe(6)
  }
  const dental = l.find((s: { title: string }) => s.title === '口腔保健')
  expect(dental).toEqual(expect.objectContaining({ healthServicesId: 604, optionCount: 2, fromPrice: 198 }))
  const h7 = (await list(7)).body.data.list
  expect(h7.map((s: { healthServicesId: number }) => s.healthServicesId)).toEqual([701, 702])
})

test('one service: intro, notices and its options, goods of this hospital only', async () => {
  const r = await get('604')
  expect(r.status).toBe(200)
  const d = r.body.data
  expect(d).toEqual(expect.objectContaining({ healthServicesId: 604, title: '口腔保健', notices: [expect.stringContaining('洁牙')] }))
  expect(d.options.map((o: Option) => o.goodsName)).toEqual(['口腔检查+超声波洁牙', '儿童窝沟封闭（4颗）'])
  for (const o of d.options as Option[]) expect(Math.floor(o.goodsId / 1000)).toBe(6)
})

test("bad ids are a 400, unknown and withdrawn ones and another hospital's service a 404, each with a clear message", async () => {
  for (const id of ['abc', '0', '-3', '1.5', '99999999999', '']) {
    const r = await get(id)
    expect(r.status).toBe(400)
    expect(r.body.msg).toBe(M.HEALTH_SERVICE_ID_INVALID)
  }
  const missing = await t.get('/zeus/healthService/get', h(6))
  expect(missing.status).toBe(400)

  const unknown = await get('699')
  expect(unknown.status).toBe(404)
  expect(unknown.body.msg).toBe(M.HEALTH_SERVICE_NOT_FOUND)
  const other = await get('701', 6)
  expect(other.status).toBe(404)
  expect(other.body.msg).toBe(M.HEALTH_SERVICE_NOT_FOUND)
  expect((await get('701', 7)).status).toBe(200)

  await database.db.updateTable('health_service').set({ status: 0 }).where('id', '=', 802).execute()
  expect((await get('802', 8)).status).toBe(404)
  expect((await list(8)).body.data.list.map((s: { healthServicesId: number }) => s.healthServicesId)).toEqual([801])
})

test("another hospital's or an off-shelf goods in a service is never offered", async () => {
  await database.db
    .updateTable('health_service')
    .set({ goods_ids: JSON.stringify([8007, 6801, 7008, 6032]) })
    .where('id', '=', 603)
    .execute()
  await database.db.updateTable('goods').set({ status: 0 }).where('id', '=', 6032).execute()
  const d = (await get('603')).body.data
  expect(d.options.map((o: Option) => o.goodsId)).toEqual([6801])
  const s = (await list()).body.data.list.find((x: { healthServicesId: number }) => x.healthServicesId === 603)
  expect(s).toEqual(expect.objectContaining({ optionCount: 1, fromPrice: 198 }))
})

test('an option goes into the normal cart with its single sku', async () => {
  const u = await patient()
  const o: Option = (await get('601')).body.data.options[0]
  const detail = (await t.post('/goods-center/goods/getGoods', { goodsId: o.goodsId })).body.data
  const skuId = detail.skus[0].skuId ?? detail.skus[0].id
  const add = await t.post('/order-center/cart/addCart', { goodsId: o.goodsId, skuId, goodsNum: 1 }, { token: u.token })
  expect(add.status).toBe(200)
  const cart = (await t.get('/order-center/cart/queryCart', { token: u.token })).body.data
  const lines = cart.cartRespList.flatMap((g: { goodsList: Array<{ goodsId: number }> }) => g.goodsList)
  expect(lines.map((l: { goodsId: number }) => l.goodsId)).toContain(o.goodsId)
})

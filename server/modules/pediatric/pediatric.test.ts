/**
 * The paediatric shop over HTTP (issue 18): the shop of hospital 7 (婴儿用品, 儿童体检), its goods through the shop's
 * own goods services, an order made with produceOrder and paid with commitPay (and its GET form), the payment state
 * with orderQuery; a goods outside the shop, another user's order and bad input are refused.
 */
import { cashierSubmit, createSeededApp, createTestDatabase, patients, type TestApp } from '../../../test-support/server'
import type { Database } from '../../lib/db'
import * as M from '../../../src/domain/messages'

let database: Database
let t: TestApp
const patient = patients(() => ({ database, t }), '135', 'ped')
const H7 = { hospitalId: '7' }
const ADDRESS = {
  recvName: '张三',
  contactNumber: '13812345678',
  recvProvince: '江苏省',
  recvCity: '南京市',
  recvArea: '秦淮区',
  recvAddress: '天妃巷1号',
}
/** 婴儿医用退热贴 (712 婴儿用品) and its one sku; 一次性防溢乳垫 (711 孕产护理) is not paediatric */
const FEVER = { goodsId: 7006, skuId: 70061 }
const PAD = { goodsId: 7004, skuId: 70041 }

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createSeededApp(database)
})
afterAll(async () => {
  await t.close()
  await database.close()
})

test('goodsIndex: the shop of hospital 7 with its categories and only their goods; hospital 6 has none', async () => {
  const r = await t.post('/goods-center/pediatric/market/goodsIndex', { pageNum: 1, pageSize: 50 }, { headers: H7 })
  expect(r.status).toBe(200)
  expect(r.body.data).toMatchObject({ open: true, title: '儿科商城' })
  expect(r.body.data.categories).toEqual([
    { categoryId: 712, categoryName: '婴儿用品' },
    { categoryId: 732, categoryName: '儿童体检' },
  ])
  const ids = r.body.data.goods.list.map((g: { goodsId: number }) => g.goodsId).sort()
  expect(ids).toEqual([7005, 7006, 7007, 7014])
  expect(r.body.data.goods.total).toBe(4)
  const one = await t.post('/goods-center/pediatric/market/goodsIndex', { categoryId: 732 }, { headers: H7 })
  expect(one.body.data.goods.list.map((g: { goodsId: number }) => g.goodsId)).toEqual([7014])
  const paged = await t.post('/goods-center/pediatric/market/goodsIndex', { pageNum: 2, pageSize: 3 }, { headers: H7 })
  expect(paged.body.data.goods.list).toHaveLength(1)

  const bad = await t.post('/goods-center/pediatric/market/goodsIndex', { categoryId: 711 }, { headers: H7 })
  expect([bad.status, bad.body.msg]).toEqual([400, M.PEDIATRIC_CATEGORY_NOT_IN_SHOP])
  expect((await t.post('/goods-center/pediatric/market/goodsIndex', { pageSize: 0 }, { headers: H7 })).status).toBe(400)
  const six = await t.post('/goods-center/pediatric/market/goodsIndex', {}, { headers: { hospitalId: '6' } })
  expect(six.body.data).toMatchObject({ open: false, notice: M.PEDIATRIC_SHOP_CLOSED, categories: [], goods: { list: [], total: 0 } })
})

test('getGoods, goodsSku, goodsMessage: the same replies as the shop calls, for paediatric goods only', async () => {
  const detail = await t.post('/goods-center/pediatric/market/getGoods', { goodsId: FEVER.goodsId }, { headers: H7 })
  expect(detail.status).toBe(200)
  expect(detail.body).toEqual((await t.post('/goods-center/goods/getGoods', { goodsId: FEVER.goodsId }, { headers: H7 })).body)
  const sku = await t.post('/goods-center/pediatric/market/goodsSku', { goodsId: FEVER.goodsId }, { headers: H7 })
  expect(sku.body).toEqual((await t.get('/goods-center/goods/goodsSku', { query: { goodsId: FEVER.goodsId }, headers: H7 })).body)
  expect(sku.body.data.skus.map((s: { skuId: number }) => s.skuId)).toEqual([FEVER.skuId])
  const msg = await t.post('/goods-center/pediatric/market/goodsMessage', { goodsId: 7014 }, { headers: H7 })
  expect(msg.body.data.map((f: { specName: string }) => f.specName)).toEqual(['入读幼儿园'])

  for (const url of ['getGoods', 'goodsSku', 'goodsMessage']) {
    const outside = await t.post(`/goods-center/pediatric/market/${url}`, { goodsId: PAD.goodsId }, { headers: H7 })
    expect([outside.status, outside.body.msg]).toEqual([404, M.PEDIATRIC_GOODS_NOT_IN_SHOP])
    const otherHospital = await t.post(
      `/goods-center/pediatric/market/${url}`,
      { goodsId: FEVER.goodsId },
      { headers: { hospitalId: '6' } },
    )
    expect(otherHospital.status).toBe(404)
    const none = await t.post(`/goods-center/pediatric/market/${url}`, {}, { headers: H7 })
    expect(none.status).toBe(400)
  }
})

test('produceOrder, commitPay (POST and GET), orderQuery: an order of paediatric goods, paid in the sandbox; owner only', async () => {
  const u = await patient()
  const other = await patient()
  const made = await t.post(
    '/order-center/pediatric/order/produceOrder',
    { requestId: 'ped-1', goodsList: [{ ...FEVER, goodsNum: 2 }], address: ADDRESS },
    { token: u.token, headers: H7 },
  )
  expect(made.status).toBe(200)
  expect(made.body.data).toMatchObject({ status: 101, actualPrice: 58, duplicate: false })
  const orderId = made.body.data.orderId as number
  const again = await t.post(
    '/order-center/pediatric/order/produceOrder',
    { requestId: 'ped-1', goodsList: [{ ...FEVER, goodsNum: 2 }], address: ADDRESS },
    { token: u.token, headers: H7 },
  )
  expect(again.body.data).toMatchObject({ orderId, duplicate: true })
  const detail = await t.get('/order-center/orderCenter/orderDetail', { query: { id: orderId }, token: u.token, headers: H7 })
  expect(detail.body.data.goodsList.map((l: { goodsId: number; goodsNum: number }) => [l.goodsId, l.goodsNum])).toEqual([
    [FEVER.goodsId, 2],
  ])

  // another user's order: 404 on every call
  expect(
    (await t.post('/order-center/pediatric/order/commitPay', { orderId, payChannel: 3 }, { token: other.token, headers: H7 })).status,
  ).toBe(404)
  expect(
    (await t.get('/order-center/order/commitPay', { query: { orderId, payChannel: 3 }, token: other.token, headers: H7 })).status,
  ).toBe(404)
  expect((await t.post('/order-center/pediatric/order/orderQuery', { orderId }, { token: other.token, headers: H7 })).status).toBe(404)
  expect((await t.post('/order-center/pediatric/order/commitPay', { orderId, payChannel: 3 })).status).toBe(401)

  const pay = await t.post('/order-center/pediatric/order/commitPay', { orderId, payChannel: 3 }, { token: u.token, headers: H7 })
  expect(pay.status).toBe(200)
  expect(pay.body.data).toMatchObject({ orderIds: [orderId], amount: 58, payChannel: 3 })
  const viaGet = await t.get('/order-center/order/commitPay', { query: { orderId, payChannel: 3 }, token: u.token, headers: H7 })
  expect(viaGet.status).toBe(200)
  expect(viaGet.body.data.orderIds).toEqual([orderId])
  const paying = await t.post('/order-center/pediatric/order/orderQuery', { orderId }, { token: u.token, headers: H7 })
  expect(paying.body.data).toMatchObject({ orderId, status: 101 })
  expect((await cashierSubmit(t, viaGet.body.data, 'SUCCESS')).status).toBeLessThan(400)
  const paid = await t.post('/order-center/pediatric/order/orderQuery', { orderId }, { token: u.token, headers: H7 })
  expect(paid.body.data.orderId).toBe(orderId)
  expect(paid.body.data.status).not.toBe(101) // paid: no longer pending
  expect(paid.body.data.payTime).not.toBeNull()
})

test('produceOrder: paediatric buy-now lines only, with clear 400/404', async () => {
  const u = await patient()
  const post = (body: object) => t.post('/order-center/pediatric/order/produceOrder', body, { token: u.token, headers: H7 })
  const outside = await post({ goodsList: [{ ...PAD, goodsNum: 1 }], address: ADDRESS })
  expect([outside.status, outside.body.msg]).toEqual([404, M.PEDIATRIC_GOODS_NOT_IN_SHOP])
  const cart = await post({ cartIds: [1], address: ADDRESS })
  expect([cart.status, cart.body.msg]).toEqual([400, M.PEDIATRIC_BUY_NOW_ONLY])
  const none = await post({ address: ADDRESS })
  expect([none.status, none.body.msg]).toEqual([400, M.PEDIATRIC_BUY_NOW_ONLY])
  expect((await post({ goodsList: [{ ...FEVER, goodsNum: 0 }], address: ADDRESS })).status).toBe(400)
  const missing = await t.get('/order-center/order/commitPay', { query: { payChannel: 3 }, token: u.token, headers: H7 })
  expect(missing.status).toBe(400)
  // nothing was ordered
  const mine = await t.get('/order-center/orderCenter/myOrders', { query: {}, token: u.token, headers: H7 })
  expect(mine.body.data.total ?? mine.body.data.list.length).toBe(0)
})

/**
 * The 'cart' part of the former __tests__/server/browse-zeus.test.ts (tests beside what they test).
 *
 * Browse: zeus page builder, home, search and doctors; common dictionaries; studio lists; the
 * minimal cart (addCart + badge count) — over HTTP against one seeded database.
 */
import { createTestDatabase, type TestApp, createSeededApp, patients } from '../../../test-support/server'
import type { Database } from '../../lib/db'

let database: Database
let t: TestApp

const login = patients(() => ({ database, t }), '137', 'u')

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createSeededApp(database)
})
afterAll(async () => {
  await t.close()
  await database.close()
})

describe('cart', () => {
  test('login required for addCart; visitors count 0', async () => {
    expect((await t.post('/order-center/cart/addCart', { goodsId: 6002, skuId: 60021, goodsNum: 1 })).status).toBe(401)
    expect((await t.post('/order-center/cart/sumCart')).body.data).toEqual({ total: 0, kinds: 0 })
    expect((await t.get('/order-center/cart/queryGoodsNum')).body.data).toEqual({ total: 0, kinds: 0 })
  })
  test('adds, merges the same line and counts the badge', async () => {
    const { token } = await login()
    const a = await t.post('/order-center/cart/addCart', { goodsId: 6002, goodsDistributeId: 106002, skuId: 60021, goodsNum: 2 }, { token })
    expect(a.status).toBe(200)
    expect(a.body.data).toMatchObject({ goodsNum: 2, total: 2 })
    const b = await t.post('/order-center/cart/addCart', { goodsId: 6002, skuId: 60021, goodsNum: 3 }, { token })
    expect(b.body.data).toMatchObject({ cartId: a.body.data.cartId, goodsNum: 5, total: 5 })
    await t.post(
      '/order-center/cart/addCart',
      { goodsId: 6023, skuId: 60232, goodsNum: 1, serviceData: [{ key: '体检人', value: '张三' }] },
      { token },
    )
    expect((await t.post('/order-center/cart/sumCart', {}, { token })).body.data).toEqual({ total: 6, kinds: 2 })
    expect((await t.get('/order-center/cart/queryGoodsNum', { token })).body.data).toEqual({ total: 6, kinds: 2 })
  })
  test('bad input 400: fields, sku of another goods, distribute id mismatch, hidden price', async () => {
    const { token } = await login()
    expect((await t.post('/order-center/cart/addCart', { goodsId: 6002, skuId: 60021 }, { token })).body.msg).toBe('缺少参数 goodsNum')
    expect((await t.post('/order-center/cart/addCart', { goodsId: 6002, skuId: 60021, goodsNum: 0 }, { token })).body.msg).toBe(
      '参数 goodsNum 不能小于 1',
    )
    expect((await t.post('/order-center/cart/addCart', { goodsId: 6002, skuId: 60021, goodsNum: 1000 }, { token })).body.msg).toBe(
      '参数 goodsNum 不能大于 999',
    )
    expect((await t.post('/order-center/cart/addCart', { goodsId: 6002, skuId: 60011, goodsNum: 1 }, { token })).body.msg).toBe(
      '规格不存在',
    )
    expect(
      (await t.post('/order-center/cart/addCart', { goodsId: 6002, goodsDistributeId: 106001, skuId: 60021, goodsNum: 1 }, { token })).body
        .msg,
    ).toBe('商品信息不一致')
    expect((await t.post('/order-center/cart/addCart', { goodsId: 6035, skuId: 60351, goodsNum: 1 }, { token })).status).toBe(400)
    expect(
      (await t.post('/order-center/cart/addCart', { goodsId: 6002, skuId: 60021, goodsNum: 1, serviceData: 'x' }, { token })).status,
    ).toBe(400)
  })
  test('quantity limits: stock, sold out, combo 1', async () => {
    const { token } = await login()
    expect((await t.post('/order-center/cart/addCart', { goodsId: 6005, skuId: 60051, goodsNum: 13 }, { token })).body.msg).toBe(
      '已达到最大购买数量',
    )
    expect((await t.post('/order-center/cart/addCart', { goodsId: 6022, skuId: 60221, goodsNum: 1 }, { token })).body.msg).toBe(
      '商品已售罄',
    )
    expect((await t.post('/order-center/cart/addCart', { goodsId: 6012, skuId: 60123, goodsNum: 1 }, { token })).body.msg).toBe(
      '商品已售罄',
    ) // the white mask
    expect((await t.post('/order-center/cart/addCart', { goodsId: 6037, skuId: 60371, goodsNum: 1 }, { token })).status).toBe(200)
    expect((await t.post('/order-center/cart/addCart', { goodsId: 6037, skuId: 60371, goodsNum: 1 }, { token })).body.msg).toBe(
      '已达到最大购买数量',
    )
  })
  test('activities: running flash sale limited to 1, not started and ended refused, sold out refused, special price per-person cap', async () => {
    const { token } = await login()
    expect(
      (await t.post('/order-center/cart/addCart', { goodsId: 6001, skuId: 60011, goodsNum: 1, activityId: 601 }, { token })).status,
    ).toBe(200)
    expect(
      (await t.post('/order-center/cart/addCart', { goodsId: 6001, skuId: 60011, goodsNum: 1, activityId: 601 }, { token })).body.msg,
    ).toBe('每单限购1件') // singleLimit 1 (src/domain maxQuantity)
    expect(
      (await t.post('/order-center/cart/addCart', { goodsId: 6001, skuId: 60012, goodsNum: 1, activityId: 601 }, { token })).body.msg,
    ).toBe('该商品不在此活动中')
    expect(
      (await t.post('/order-center/cart/addCart', { goodsId: 6005, skuId: 60051, goodsNum: 1, activityId: 602 }, { token })).body,
    ).toEqual({ code: 400, msg: '活动未开始', data: null })
    expect(
      (await t.post('/order-center/cart/addCart', { goodsId: 6007, skuId: 60071, goodsNum: 1, activityId: 603 }, { token })).body,
    ).toEqual({ code: 400, msg: '活动已结束', data: null })
    expect(
      (await t.post('/order-center/cart/addCart', { goodsId: 6013, skuId: 60131, goodsNum: 1, activityId: 601 }, { token })).body.msg,
    ).toBe('活动商品已售罄')
    expect(
      (await t.post('/order-center/cart/addCart', { goodsId: 6023, skuId: 60231, goodsNum: 1, activityId: 604 }, { token })).body.msg,
    ).toBe('拼团商品请在拼团页发起或参与拼团')
    expect(
      (await t.post('/order-center/cart/addCart', { goodsId: 6010, skuId: 60101, goodsNum: 6, activityId: 605 }, { token })).body.msg,
    ).toBe('每人限购5件，还可购买5件')
    expect(
      (await t.post('/order-center/cart/addCart', { goodsId: 6010, skuId: 60101, goodsNum: 5, activityId: 605 }, { token })).status,
    ).toBe(200)
    // the flash sale detail now shows the quantity in the cart
    const d = await t.post('/goods-center/secKill/secKillDetail', { activityId: 601, goodsId: 6001 }, { token })
    expect(d.body.data.activity.goodsNum).toBe(1)
  })
})

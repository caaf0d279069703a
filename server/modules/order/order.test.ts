/**
 * The 'orders' part of the former __tests__/server/order.test.ts (tests beside what they test).
 *
 * Buy journey over HTTP: the cart endpoints, coupons for an order, commitPay (server pricing,
 * address, stock, coupon, cart cleanup), cancel / auto close (stock and coupon back), payments
 * through the sandbox (prepay shapes per channel, cashier, bridge, notify once, forged notify
 * refused), order views, QR, refund, confirm, delete, appointments, verification, ownership.
 */
import { createTestDatabase, type TestApp, createSeededApp, patients } from '../../../test-support/server'
import type { Database } from '../../lib/db'
import * as M from '../../../src/domain/messages'

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

const login = patients(() => ({ database, t }), '137', 'u')
const stockOf = async (skuId: number) =>
  (await database.db.selectFrom('goods_sku').select('stock').where('id', '=', skuId).executeTakeFirstOrThrow()).stock
const A = (token: string, extra: Record<string, string> = {}) => ({ token, headers: extra })

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createSeededApp(database)
})
afterAll(async () => {
  await t.close()
  await database.close()
})

describe('orders', () => {
  test('commitPay: client price ignored, stock taken, coupon used, cart cleaned, address required; cancel gives stock and coupon back', async () => {
    const u = await login()
    await t.get('/market-center/acquireCoupon', { token: u.token, query: { couponRuleId: 601 } })
    const uc = (await database.db.selectFrom('user_coupon').select('id').where('user_id', '=', u.userId).executeTakeFirstOrThrow()).id
    const cartId = (await t.post('/order-center/cart/addCart', { goodsId: 6004, skuId: 60041, goodsNum: 2 }, A(u.token))).body.data.cartId
    const before = await stockOf(60041)
    expect((await t.post('/order-center/orderCenter/commitPay', { cartIds: [cartId] }, A(u.token))).body.msg).toBe('请选择收货地址')
    expect(
      (
        await t.post(
          '/order-center/orderCenter/commitPay',
          { cartIds: [cartId], address: { ...ADDRESS, contactNumber: '123' } },
          A(u.token),
        )
      ).body.msg,
    ).toBe('手机格式不正确')
    const r = await t.post(
      '/order-center/orderCenter/commitPay',
      { cartIds: [cartId], address: ADDRESS, userCouponId: uc, actualPrice: 0.01, goodsTotalMoney: 0.01 },
      A(u.token),
    )
    expect(r.status).toBe(200)
    // 189 × 2 = 378 − 20 (满199减20) − 10 coupon = 348
    expect(r.body.data).toMatchObject({ status: 101, actualPrice: 348, duplicate: false })
    expect(await stockOf(60041)).toBe(before - 2)
    expect((await database.db.selectFrom('user_coupon').select('status').where('id', '=', uc).executeTakeFirstOrThrow()).status).toBe(1)
    expect((await t.get('/order-center/cart/queryGoodsNum', A(u.token))).body.data.total).toBe(0)
    const orderId = r.body.data.orderId
    const d = (await t.get('/order-center/orderCenter/orderDetail', { token: u.token, query: { id: orderId } })).body.data
    expect(d).toMatchObject({
      goodsTotalMoney: 378,
      activityTotalDiscountMoney: 20,
      couponDiscountMoney: 10,
      actualPrice: 348,
      orderClassify: 0,
      statusLabel: '待支付',
      canCancel: true,
      address: { recvName: '张三' },
    })
    expect(d.goodsList[0]).toMatchObject({ goodsId: 6004, goodsNum: 2, price: 189, perActualPrice: 189, realPrice: 348 })
    // cancel: reason from the list only; stock and coupon come back
    expect((await t.post('/order-center/orderCenter/orderCancel', { orderId, cancelReason: '不想要了' }, A(u.token))).status).toBe(400)
    const c = await t.post('/order-center/order/orderCancel', { orderId, cancelReason: '暂时不需要' }, A(u.token))
    expect(c.body.data).toEqual({ orderId, status: 103 })
    expect(await stockOf(60041)).toBe(before)
    expect((await database.db.selectFrom('user_coupon').select('status').where('id', '=', uc).executeTakeFirstOrThrow()).status).toBe(0)
    expect((await t.post('/order-center/orderCenter/orderCancel', { orderId, cancelReason: '其他' }, A(u.token))).status).toBe(409)
    // delete: only 102/103
    expect((await t.get('/order-center/orderCenter/orderDelete', { token: u.token, query: { orderId } })).body.data).toEqual({
      orderId,
      status: 103,
    })
    expect((await t.get('/order-center/orderCenter/orderDetail', { token: u.token, query: { id: orderId } })).status).toBe(404)
  })

  test('a combo (goodsType 3) is shipped too: without an address 400 请选择收货地址, with one the order is made and its line shows the address', async () => {
    const u = await login()
    const line = { goodsId: 6037, skuId: 60371, goodsNum: 1 }
    const refused = await t.post('/order-center/orderCenter/commitPay', { goodsList: [line] }, A(u.token))
    expect(refused.status).toBe(400)
    expect(refused.body.msg).toBe(M.ADDRESS_REQUIRED)
    expect(M.ADDRESS_REQUIRED).toBe('请选择收货地址')
    const r = await t.post('/order-center/orderCenter/commitPay', { goodsList: [line], address: ADDRESS }, A(u.token))
    expect(r.status).toBe(200)
    const d = (await t.get('/order-center/orderCenter/orderDetail', { token: u.token, query: { id: r.body.data.orderId } })).body.data
    expect(d.address).toMatchObject({ recvName: '张三' })
    expect(d.goodsList[0]).toMatchObject({ goodsId: 6037, goodsType: 3, selectAddress: { recvName: '张三' } })
  })

  test('flash-sale buy-now: activity price, per-person limit, activity stock; an unpaid order closes itself after ORDER_CLOSE_MINUTES', async () => {
    const u = await login()
    const ag = await database.db
      .selectFrom('activity_goods')
      .selectAll()
      .where('activity_id', '=', 601)
      .where('goods_id', '=', 6008)
      .executeTakeFirstOrThrow()
    const line = { goodsId: 6008, skuId: 60081, goodsNum: 1, activityId: 601, price: 0.01 }
    const r = await t.post('/order-center/orderCenter/commitPay', { goodsList: [line], address: ADDRESS }, A(u.token))
    expect(r.body.data.actualPrice).toBe(39)
    expect(
      (await database.db.selectFrom('activity_goods').select('activity_num').where('id', '=', ag.id).executeTakeFirstOrThrow())
        .activity_num,
    ).toBe(ag.activity_num + 1)
    expect(
      (await t.post('/order-center/orderCenter/commitPay', { goodsList: [{ ...line, goodsNum: 2 }], address: ADDRESS }, A(u.token))).body
        .msg,
    ).toBe('每人限购2件，还可购买1件')
    await t.post('/order-center/orderCenter/commitPay', { goodsList: [line], address: ADDRESS }, A(u.token))
    const third = await t.post('/order-center/orderCenter/commitPay', { goodsList: [line], address: ADDRESS }, A(u.token))
    expect(third.status).toBe(400)
    expect(third.body.msg).toMatch(/限购|上限|最大/)
    // the clock passes the close time: reading closes them and gives the activity stock back
    t.clock.advance(31 * 60_000)
    const list = (await t.get('/order-center/orderCenter/myOrders', { token: u.token, query: { status: 103 } })).body.data
    expect(list.total).toBe(2)
    expect(list.list[0]).toMatchObject({ status: 103, statusLabel: '已取消' })
    expect(
      (await database.db.selectFrom('activity_goods').select('activity_num').where('id', '=', ag.id).executeTakeFirstOrThrow())
        .activity_num,
    ).toBe(ag.activity_num)
    expect(
      (await database.db.selectFrom('activity_purchase').select('bought').where('user_id', '=', u.userId).executeTakeFirstOrThrow()).bought,
    ).toBe(0)
    const detail = (await t.get('/order-center/orderCenter/orderDetail', { token: u.token, query: { id: r.body.data.orderId } })).body.data
    expect(detail.cancelReason).toBe('超时未支付，订单已自动关闭')
  })

  test("another user's order is never returned nor changed", async () => {
    const u = await login()
    const other = await login()
    const r = await t.post(
      '/order-center/orderCenter/commitPay',
      { goodsList: [{ goodsId: 6002, skuId: 60021, goodsNum: 1 }], address: ADDRESS },
      A(u.token),
    )
    const orderId = r.body.data.orderId
    const o = { token: other.token }
    expect((await t.get('/order-center/orderCenter/orderDetail', { ...o, query: { id: orderId } })).status).toBe(404)
    expect((await t.get('/order-center/orderCenter/myOrders', o)).body.data.total).toBe(0)
    expect((await t.post('/order-center/orderCenter/orderCancel', { orderId, cancelReason: '其他' }, o)).status).toBe(404)
    expect((await t.post('/pay-center/pay/toPay', { orderId, payChannel: 3 }, o)).status).toBe(404)
    expect((await t.post('/order-center/orderCenter/mergePay', { orderIds: [orderId], payChannel: 3 }, o)).status).toBe(404)
    expect((await t.post('/order-center/orderCenter/orderQuery', { orderId }, o)).status).toBe(404)
    expect((await t.post('/order-center/orderCenter/changeReceiver', { orderId, address: ADDRESS }, o)).status).toBe(404)
    expect((await t.get('/order-center/orderCenter/getRouteInfo', { ...o, query: { orderId } })).status).toBe(404)
    expect((await t.post('/order-center/orderCenter/queryOrderAppoint', { orderId }, o)).status).toBe(404)
    expect((await t.post('/order-center/orderCenter/getVerificationRecord', { orderId }, o)).status).toBe(404)
    expect((await t.post('/order-center/orderCenter/orderRefund', { orderId }, o)).status).toBe(404)
    expect((await t.get('/order-center/orderCenter/getOrderQr', { ...o, query: { orderId } })).status).toBe(404)
    expect((await t.get('/order-center/orderCenter/orderDetail', { token: u.token, query: { id: orderId } })).body.data.status).toBe(101)
  })
})

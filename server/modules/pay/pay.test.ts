/**
 * The 'payment' part of the former __tests__/server/order.test.ts (tests beside what they test).
 *
 * Buy journey over HTTP: the cart endpoints, coupons for an order, commitPay (server pricing,
 * address, stock, coupon, cart cleanup), cancel / auto close (stock and coupon back), payments
 * through the sandbox (prepay shapes per channel, cashier, bridge, notify once, forged notify
 * refused), order views, QR, refund, confirm, delete, appointments, verification, ownership.
 */
import { createTestDatabase, type TestApp, createSeededApp, patients, cashierSubmit, cashierTokenOf } from '../../../test-support/server'
import type { Database } from '../../lib/db'
import { SandboxPaymentProvider } from '../../payments/sandbox'

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

describe('payment', () => {
  async function pendingOrder(u: { token: string }, goodsId = 6002, skuId = 60021) {
    return (
      await t.post('/order-center/orderCenter/commitPay', { goodsList: [{ goodsId, skuId, goodsNum: 1 }], address: ADDRESS }, A(u.token))
    ).body.data
  }

  test('prepay parameters per channel; environment mismatch refused', async () => {
    const u = await login()
    const o = await pendingOrder(u)
    const pay = async (ch: number, appTag = 'h5') =>
      (
        await t.post(
          '/pay-center/pay/toPay',
          { orderId: o.orderId, payChannel: ch, returnUrl: '/hospital/h5PayResult' },
          A(u.token, { appTag }),
        )
      ).body
    const wx = (await pay(4, 'weapp')).data
    expect(wx.wxJsapi).toEqual({
      appId: expect.any(String),
      timeStamp: expect.stringMatching(/^\d{10}$/),
      nonceStr: expect.any(String),
      packageExt: expect.stringMatching(/^prepay_id=/),
      signType: 'HMAC-SHA256',
      paySign: expect.stringMatching(/^[0-9A-F]{64}$/),
    })
    expect(wx).toMatchObject({ payChannel: 4, payChannelName: 'WX_JSAPI_PAY', amount: 179, provider: 'sandbox' })
    expect((await pay(6, 'alipay')).data.tradeNO).toMatch(/^SBX/)
    expect((await pay(3)).data.redirectUrl).toMatch(/^\/pay-center\/sandbox\/cashier\?payNo=P/)
    expect((await pay(5)).data.formHtml).toMatch(/<form[^>]+action="\/pay-center\/sandbox\/cashier" method="POST"/)
    expect((await pay(4, 'h5')).body?.msg ?? (await pay(4, 'h5')).msg).toBe('当前环境不支持该支付方式')
    expect((await t.post('/pay-center/pay/toPay', { orderId: o.orderId, payChannel: 7 }, A(u.token))).status).toBe(400)
  })

  test('H5 cashier: page, 支付成功 posts the signed notify and redirects back; order 104; QR; confirm; delete refused', async () => {
    const u = await login()
    const o = await pendingOrder(u)
    const p = (
      await t.post('/pay-center/pay/toPay', { orderId: o.orderId, payChannel: 3, returnUrl: '/hospital/h5PayResult?from=x' }, A(u.token))
    ).body.data
    const page = await t.get(p.redirectUrl)
    expect(page.headers['content-type']).toMatch(/text\/html/)
    expect(page.raw).toContain('支付成功')
    expect(page.raw).toContain('取消支付')
    expect(page.raw).toContain('179.00')
    // the ALI_H5 form posts to the cashier too
    expect(
      (
        await t.call('POST', '/pay-center/sandbox/cashier', {
          payload: `payNo=${p.payNo}&token=${encodeURIComponent(cashierTokenOf(p))}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).raw,
    ).toContain('支付成功')
    const sub = await cashierSubmit(t, p, 'SUCCESS')
    expect(sub.status).toBe(303)
    expect(sub.headers.location).toBe(
      `/hospital/h5PayResult?from=x&payNo=${p.payNo}&payResult=SUCCESS&orderId=${o.orderId}&msg=${encodeURIComponent('支付成功')}`,
    )
    const q = (await t.post('/order-center/orderCenter/orderQuery', { orderId: o.orderId }, A(u.token))).body.data
    expect(q).toMatchObject({ status: 104, payState: 'SUCCESS', payResult: 'SUCCESS', payNo: p.payNo })
    const qr = (await t.get('/order-center/orderCenter/getOrderQr', { token: u.token, query: { orderId: o.orderId } })).body.data
    expect(qr.verifyCode).toMatch(/^\d{12}$/)
    expect(Buffer.from(qr.qrCode.split(',')[1], 'base64').toString()).toMatch(/^<svg/)
    const png = (await t.get('/order-center/orderCenter/getQrPic', { token: u.token, query: { orderId: o.orderId } })).body.data.qrPic
    expect(Buffer.from(png.split(',')[1], 'base64').subarray(1, 4).toString()).toBe('PNG')
    expect((await t.post('/order-center/orderCenter/orderDelete', { orderId: o.orderId }, A(u.token))).status).toBe(409)
    expect((await t.get('/order-center/orderCenter/orderStatusNum', A(u.token))).body.data).toMatchObject({ 104: 1, all: 1 })
    expect((await t.get('/order-center/orderCenter/orderNum', A(u.token))).body.data).toEqual({ total: 1, active: 1 })
    expect((await t.get('/order-center/orderCenter/getRouteInfo', { token: u.token, query: { orderId: o.orderId } })).body.data.path).toBe(
      '/webOrderDetail',
    )
    const c = await t.post('/order-center/orderCenter/orderConfirm', { orderId: o.orderId }, A(u.token))
    expect(c.body.data).toEqual({ orderId: o.orderId, status: 102 })
  })

  test('a notify repeated 10 times applies once; forged signature and wrong amount refused', async () => {
    const u = await login()
    const o = await pendingOrder(u)
    const p = (await t.post('/pay-center/pay/toPay', { orderId: o.orderId, payChannel: 4 }, A(u.token, { appTag: 'weapp' }))).body.data
    const sandbox = new SandboxPaymentProvider(database.db, t.app.deps.secret, () => new Date(t.clock.now))
    const sp = await database.db.selectFrom('sandbox_payment').selectAll().where('pay_no', '=', p.payNo).executeTakeFirstOrThrow()
    const fields = { payNo: p.payNo, tradeNo: sp.trade_no, amount: 17900, result: 'SUCCESS', timestamp: t.clock.now, nonce: 'n1' }
    const forged = await t.post('/pay-center/notify/sandbox', { ...fields, sign: 'a'.repeat(64) })
    expect(forged.status).toBe(400)
    const cheap = { ...fields, amount: 1 }
    const wrongAmount = await t.post('/pay-center/notify/sandbox', { ...cheap, sign: sandbox.sign(cheap) })
    expect(wrongAmount.status).toBe(400)
    expect((await t.post('/order-center/orderCenter/orderQuery', { orderId: o.orderId }, A(u.token))).body.data.status).toBe(101)
    const good = { ...fields, sign: sandbox.sign(fields) }
    const replies = await Promise.all(Array.from({ length: 10 }, () => t.post('/pay-center/notify/sandbox', good)))
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(200))
    expect(replies[0].body).toEqual({ code: 'SUCCESS', message: '成功' })
    const pay = await database.db.selectFrom('payment').selectAll().where('pay_no', '=', p.payNo).executeTakeFirstOrThrow()
    expect(pay).toMatchObject({ status: 'SUCCESS', notify_count: 10 }) // the refused ones changed nothing
    const order = await database.db.selectFrom('shop_order').selectAll().where('id', '=', o.orderId).executeTakeFirstOrThrow()
    expect(order).toMatchObject({ status: 104, pay_state: 'SUCCESS' })
    const code = order.verify_code
    await t.post('/pay-center/notify/sandbox', good)
    expect(
      (await database.db.selectFrom('shop_order').select('verify_code').where('id', '=', o.orderId).executeTakeFirstOrThrow()).verify_code,
    ).toBe(code)
  })

  test('JSAPI bridge confirm; refund through the provider gives stock and coupon back; mergePay; cancel result keeps 101', async () => {
    const u = await login()
    await t.get('/market-center/acquireCoupon', { token: u.token, query: { couponRuleId: 601 } })
    const uc = (await database.db.selectFrom('user_coupon').select('id').where('user_id', '=', u.userId).executeTakeFirstOrThrow()).id
    const before = await stockOf(60061)
    const o = (
      await t.post(
        '/order-center/orderCenter/commitPay',
        { goodsList: [{ goodsId: 6006, skuId: 60061, goodsNum: 1 }], address: ADDRESS, userCouponId: uc, payChannel: 6 },
        A(u.token, { appTag: 'alipay' }),
      )
    ).body.data
    expect(o.pay.tradeNO).toMatch(/^SBX/)
    const other = await login()
    expect((await t.post('/pay-center/sandbox/confirm', { payNo: o.pay.payNo, result: 'SUCCESS' }, A(other.token))).status).toBe(404)
    const cf = await t.post('/pay-center/sandbox/confirm', { payNo: o.pay.payNo, result: 'SUCCESS' }, A(u.token))
    expect(cf.body.data).toEqual({ payNo: o.pay.payNo, payResult: 'SUCCESS', orderIds: [o.orderId] })
    expect(await stockOf(60061)).toBe(before - 1)
    const rf = await t.post('/order-center/orderCenter/orderRefund', { orderId: o.orderId }, A(u.token))
    expect(rf.body.data).toMatchObject({ orderId: o.orderId, status: 103, refundNo: expect.stringMatching(/^R/) })
    expect(await stockOf(60061)).toBe(before)
    expect((await database.db.selectFrom('user_coupon').select('status').where('id', '=', uc).executeTakeFirstOrThrow()).status).toBe(0)
    expect(
      await database.db
        .selectFrom('sandbox_payment')
        .select(['status', 'refunded_cents', 'amount_cents'])
        .where('pay_no', '=', o.pay.payNo)
        .executeTakeFirstOrThrow(),
    ).toMatchObject({ status: 'REFUNDED', refunded_cents: Math.round(o.actualPrice * 100) })
    expect(o.actualPrice).toBe(259 - 20 - 10)
    expect((await t.post('/order-center/orderCenter/orderRefund', { orderId: o.orderId }, A(u.token))).status).toBe(409)
    // merged pay of two pending orders; a cancelled payment keeps them pending
    const a = await pendingOrder(u)
    const b = await pendingOrder(u, 6016, 60161)
    const m = (await t.post('/order-center/orderCenter/mergePay', { orderIds: [a.orderId, b.orderId], payChannel: 3 }, A(u.token))).body
      .data
    expect(m).toMatchObject({ payWay: 2, orderIds: [a.orderId, b.orderId], amount: a.actualPrice + b.actualPrice })
    await cashierSubmit(t, m, 'CLOSED')
    expect((await t.post('/order-center/orderCenter/orderQuery', { payNo: m.payNo }, A(u.token))).body.data).toMatchObject({
      status: 101,
      payState: 'CLOSED',
      payResult: 'CLOSED',
    })
    const m2 = (await t.post('/order-center/orderCenter/mergePay', { orderIds: [a.orderId, b.orderId], payChannel: 3 }, A(u.token))).body
      .data
    await cashierSubmit(t, m2, 'SUCCESS')
    const s = (await t.get('/order-center/orderCenter/myOrders', { token: u.token, query: { status: 104 } })).body.data
    expect(s.list.map((x: any) => x.id).sort()).toEqual([a.orderId, b.orderId].sort())
  })
})

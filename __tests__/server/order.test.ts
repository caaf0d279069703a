/**
 * Buy journey over HTTP: the cart endpoints, coupons for an order, commitPay (server pricing,
 * address, stock, coupon, cart cleanup), cancel / auto close (stock and coupon back), payments
 * through the sandbox (prepay shapes per channel, cashier, bridge, notify once, forged notify
 * refused), order views, QR, refund, confirm, delete, appointments, verification, ownership.
 */
import { createTestDatabase, type TestApp, createSeededApp, patients, EXAM_FORM_FILLED, cashierSubmit, cashierTokenOf } from './helpers'
import type { Database } from '../../server/lib/db'
import { priceOrder } from '../../src/domain/pricing'
import { SandboxPaymentProvider } from '../../server/payments/sandbox'

let database: Database
let t: TestApp
const ADDRESS = { recvName: '张三', contactNumber: '13912345678', recvProvince: '江苏省', recvCity: '南京市', recvArea: '鼓楼区', recvAddress: '中山路1号' }

const login = patients(() => ({ database, t }), '137', 'u')
const stockOf = async (skuId: number) => (await database.db.selectFrom('goods_sku').select('stock').where('id', '=', skuId).executeTakeFirstOrThrow()).stock
const A = (token: string, extra: Record<string, string> = {}) => ({ token, headers: extra })

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createSeededApp(database)
})
afterAll(async () => {
  await t.close()
  await database.close()
})

describe('cart', () => {
  test('queryCart groups lines, prices with the domain, lost-efficacy lines apart; login required', async () => {
    expect((await t.get('/order-center/cart/queryCart')).body).toEqual({ code: 401, msg: '未登录', data: null })
    const u = await login()
    await t.post('/order-center/cart/addCart', { goodsId: 6002, skuId: 60021, goodsNum: 2 }, A(u.token))
    await t.post('/order-center/cart/addCart', { goodsId: 6009, skuId: 60091, goodsNum: 1 }, A(u.token))
    await t.post('/order-center/cart/addCart', { goodsId: 6030, skuId: 60301, goodsNum: 1 }, A(u.token)) // service team (dealType 01)
    const r = await t.get('/order-center/cart/queryCart', A(u.token))
    expect(r.status).toBe(200)
    const d = r.body.data
    expect(d.cartRespList.map((g: any) => g.groupType).sort()).toEqual([1, 3])
    const goods = d.cartRespList.find((g: any) => g.groupType === 1).goodsList
    expect(goods.map((l: any) => l.goodsId).sort()).toEqual([6002, 6009])
    const line = goods.find((l: any) => l.goodsId === 6002)
    expect(line).toMatchObject({ goodsNum: 2, price: 199, actualPrice: 199, checked: true, lostEfficacy: false, promotionId: 601, skuId: 60021 })
    // totals = src/domain priceOrder over the same lines
    const expected = priceOrder({
      lines: [
        { key: 1, goodsId: 6002, goodsNum: 2, price: 199, promotionId: 601 },
        { key: 2, goodsId: 6009, goodsNum: 1, price: 29.9, promotionId: 601 },
        { key: 3, goodsId: 6030, goodsNum: 1, price: 60 },
      ],
      promotions: [{ id: 601, fullReductionDetailList: [{ totalAmount: 199, type: 1, amount: 20 }, { totalAmount: 399, type: 1, amount: 50 }] }],
    })
    expect(d.goodsTotalMoney).toBe(expected.goodsTotalMoney.toNumber())
    expect(d.activityTotalDiscountMoney).toBe(expected.activityTotalDiscountMoney.toNumber())
    expect(d.actualPrice).toBe(expected.payable.toNumber())
    expect(d.activityDiscountInfos[0]).toMatchObject({ activityId: 601, discount: 50 })
    expect(d.activityDiscountInfos[0].reductionDetailCurrent.giftGoodsResps[0]).toMatchObject({ goodsId: 6018, giftStatus: 0, checked: true })
    expect(d.total).toBe(4)
    // a line that lost efficacy (off shelf) is listed apart and cannot be checked
    await database.db.updateTable('goods').set({ status: 0 }).where('id', '=', 6009).execute()
    const r2 = (await t.get('/order-center/shoppingCart/queryCart', A(u.token))).body.data
    expect(r2.lostEfficacyList.map((l: any) => [l.goodsId, l.lostReason, l.checked])).toEqual([[6009, '商品已下架', false]])
    const lostId = r2.lostEfficacyList[0].cartId
    expect((await t.post('/order-center/cart/updateCart', { cartId: lostId, checked: true }, A(u.token))).body.msg).toBe('商品已下架，无法勾选')
    await database.db.updateTable('goods').set({ status: 1 }).where('id', '=', 6009).execute()
  })

  test('updateCart: quantity limited by maxQuantity, sku change merges, checked, select all; other users 404; bad input 400', async () => {
    const u = await login()
    const other = await login()
    const a = (await t.post('/order-center/cart/addCart', { goodsId: 6012, skuId: 60121, goodsNum: 1 }, A(u.token))).body.data.cartId
    await t.post('/order-center/cart/addCart', { goodsId: 6012, skuId: 60122, goodsNum: 2 }, A(u.token))
    const combo = (await t.post('/order-center/cart/addCart', { goodsId: 6037, skuId: 60371, goodsNum: 1 }, A(u.token))).body.data.cartId
    const tooMany = await t.post('/order-center/cart/updateCart', { cartId: combo, goodsNum: 2 }, A(u.token))
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.msg).toBe('已达到最大购买数量')
    const ok = await t.post('/order-center/cart/updateCart', { cartId: a, goodsNum: 3 }, A(u.token))
    expect(ok.status).toBe(200)
    // sku change onto an existing line merges the quantities
    const merged = await t.post('/order-center/cart/updateCart', { cartId: a, skuId: 60122 }, A(u.token))
    const lines = merged.body.data.cartRespList.flatMap((g: any) => g.goodsList).filter((l: any) => l.goodsId === 6012)
    expect(lines.map((l: any) => [l.skuId, l.goodsNum])).toEqual([[60122, 5]])
    const none = await t.post('/order-center/cart/updateCart', { cartIds: [combo, lines[0].cartId], checked: false }, A(u.token))
    expect(none.body.data).toMatchObject({ allChecked: false, actualPrice: 0, goodsTotalMoney: 0 })
    expect((await t.post('/order-center/cart/updateCart', { cartId: combo, checked: true }, A(other.token))).status).toBe(404)
    expect((await t.post('/order-center/cart/delCart', { cartIds: [combo] }, A(other.token))).status).toBe(404)
    expect((await t.post('/order-center/cart/updateCart', { cartId: 'x' }, A(u.token))).body).toEqual({ code: 400, msg: '参数 cartId 类型错误，应为整数', data: null })
    expect((await t.post('/order-center/cart/updateCart', {}, A(u.token))).body.msg).toBe('缺少参数 cartId')
    const st = await t.post('/order-center/cart/queryStatus', { cartIds: [combo] }, A(u.token))
    expect(st.body.data).toMatchObject({ ok: true, list: [{ cartId: combo, maxNum: 1, overLimit: false }] })
    const del = await t.post('/order-center/shoppingCart/deleteCart', { cartIds: [combo] }, A(u.token))
    expect(del.body.data).toMatchObject({ deleted: 1, total: 5 })
  })

  test('saveCartBatch adds or refuses each item; aliases; badge counts', async () => {
    const u = await login()
    const r = await t.post('/order-center/shoppingCart/saveCartBatch', { list: [{ goodsId: 6002, skuId: 60021, goodsNum: 1 }, { goodsId: 6022, skuId: 60221, goodsNum: 1 }, { goodsId: 6035, skuId: 60351, goodsNum: 1 }] }, A(u.token))
    expect(r.status).toBe(200)
    expect(r.body.data.results.map((x: any) => x.message)).toEqual([null, '商品已售罄', '该商品需咨询后购买，暂不支持加入购物车'])
    expect((await t.get('/order-center/shoppingCart/queryGoodsNum', A(u.token))).body.data).toEqual({ total: 1, kinds: 1 })
    expect((await t.post('/order-center/shoppingCart/saveCart', { goodsId: 6002, skuId: 60021, goodsNum: 1 }, A(u.token))).body.data.goodsNum).toBe(2)
  })

  test('queryPrice applies the best coupon or the chosen one; coupons for an order are computed server-side', async () => {
    const u = await login()
    for (const id of [601, 602]) expect((await t.get('/market-center/acquireCoupon', { token: u.token, query: { couponRuleId: id } })).status).toBe(200)
    await t.post('/order-center/cart/addCart', { goodsId: 6016, skuId: 60161, goodsNum: 2 }, A(u.token)) // 129 x 2 = 258 → 满199减20 → 238
    const best = (await t.post('/order-center/cart/queryPrice', {}, A(u.token))).body.data
    expect(best).toMatchObject({ goodsTotalMoney: 258, activityTotalDiscountMoney: 20, couponDiscountMoney: 30, actualPrice: 208, usableCouponNum: 2 })
    const mine = await database.db.selectFrom('user_coupon').select(['id', 'coupon_rule_id']).where('user_id', '=', u.userId).execute()
    const c601 = mine.find((c) => c.coupon_rule_id === 601)!.id
    expect(best.bestUserCouponId).toBe(mine.find((c) => c.coupon_rule_id === 602)!.id)
    expect((await t.post('/order-center/cart/queryPrice', { userCouponId: c601 }, A(u.token))).body.data).toMatchObject({ couponDiscountMoney: 10, actualPrice: 228, userCouponId: c601 })
    expect((await t.post('/order-center/cart/queryPrice', { userCouponId: 0 }, A(u.token))).body.data).toMatchObject({ couponDiscountMoney: 0, actualPrice: 238 })
    // market-center: the caller's coupons evaluated on the caller's lines
    const can = (await t.call('PUT', '/market-center/canUseCoupons', { token: u.token, body: {} })).body.data
    expect(can.usable.map((c: any) => [c.couponRuleId, c.discount])).toEqual([[602, 30], [601, 10]])
    const bc = (await t.post('/market-center/bestCoupons', { goodsList: [{ goodsId: 6002, skuId: 60021, goodsNum: 1, price: 0.01 }] }, A(u.token))).body.data
    expect(bc.best).toMatchObject({ couponRuleId: 601, discount: 10 }) // 199 − 20 = 179 < 199: 602 not reached
    expect(bc.list.find((c: any) => c.couponRuleId === 602)).toMatchObject({ usable: false })
    const comp = (await t.call('PUT', '/market-center/compCoupon', { token: u.token, body: { userCouponId: c601 } })).body.data
    expect(comp).toMatchObject({ couponDiscountMoney: 10, actualPrice: 228 })
    const pe = (await t.post('/market-center/bestCouponsPe', { goodsList: [{ goodsId: 6024, skuId: 60241, goodsNum: 1 }] }, A(u.token))).body.data
    expect(pe.best).toMatchObject({ couponRuleId: 602 })
    expect((await t.post('/market-center/canUseCouponsPE', { goodsList: [{ goodsId: 6024, skuId: 60241, goodsNum: 1 }] }, A(u.token))).body.data.usable.length).toBe(2)
    expect((await t.post('/market-center/compCouponPE', { goodsList: [{ goodsId: 6024, skuId: 60241, goodsNum: 1 }], userCouponId: c601 }, A(u.token))).body.data.couponDiscountMoney).toBe(10)
    const cg = (await t.call('PUT', '/market-center/couponGoodsList', { token: u.token, body: { couponRuleId: 604 } })).body.data
    expect(cg.list.length).toBeGreaterThan(0)
    expect(cg.list.every((g: any) => [6001, 6002, 6003, 6004, 6005, 6006, 6007, 6008, 6009, 6021, 6022].includes(g.goodsId))).toBe(true)
    expect((await t.post('/market-center/bestCoupons', {})).status).toBe(401)
  })

  test('orderRule / combineGoodsOrderRule / payMethod', async () => {
    const rule = (await t.get('/order-center/cart/orderRule', { query: { goodsId: 6023 } })).body.data
    expect(rule.needAppoint).toBe(true)
    expect(rule.ruleFieldRelList.map((f: any) => f.fieldId)).toEqual([13, 14, 15, 16, 17, 18])
    expect(rule.appointPool.length).toBeGreaterThan(0)
    expect((await t.get('/order-center/cart/orderRule', { query: { goodsType: 2, categoryId: 631 } })).body.data.goodsId).toBe(6023)
    expect((await t.get('/order-center/cart/combineGoodsOrderRule', { query: { goodsIds: '6023,6002' } })).body.data.map((r: any) => r.needAppoint)).toEqual([true, false])
    expect((await t.get('/order-center/cart/combineGoodsOrderRule', { query: { goodsIds: 'a,b' } })).status).toBe(400)
    const pm = async (h: Record<string, string>, q?: Record<string, string>) => (await t.get('/order-center/cart/payMethod', { headers: h, query: q })).body.data
    expect((await pm({ appTag: 'weapp' })).list.map((m: any) => m.payChannel)).toEqual([4, 2])
    expect((await pm({ appTag: 'alipay' })).list.map((m: any) => m.payChannel)).toEqual([6, 1])
    expect((await pm({ appTag: 'h5' })).list.map((m: any) => [m.payChannel, m.isDefault])).toEqual([[3, true], [5, false]])
    expect((await pm({ appTag: 'h5' }, { channel: 'wechat' })).env).toBe('wechat')
  })
})

describe('orders', () => {
  test('commitPay: client price ignored, stock taken, coupon used, cart cleaned, address required; cancel gives stock and coupon back', async () => {
    const u = await login()
    await t.get('/market-center/acquireCoupon', { token: u.token, query: { couponRuleId: 601 } })
    const uc = (await database.db.selectFrom('user_coupon').select('id').where('user_id', '=', u.userId).executeTakeFirstOrThrow()).id
    const cartId = (await t.post('/order-center/cart/addCart', { goodsId: 6004, skuId: 60041, goodsNum: 2 }, A(u.token))).body.data.cartId
    const before = await stockOf(60041)
    expect((await t.post('/order-center/orderCenter/commitPay', { cartIds: [cartId] }, A(u.token))).body.msg).toBe('请选择收货地址')
    expect((await t.post('/order-center/orderCenter/commitPay', { cartIds: [cartId], address: { ...ADDRESS, contactNumber: '123' } }, A(u.token))).body.msg).toBe('手机格式不正确')
    const r = await t.post('/order-center/orderCenter/commitPay', { cartIds: [cartId], address: ADDRESS, userCouponId: uc, actualPrice: 0.01, goodsTotalMoney: 0.01 }, A(u.token))
    expect(r.status).toBe(200)
    // 189 × 2 = 378 − 20 (满199减20) − 10 coupon = 348
    expect(r.body.data).toMatchObject({ status: 101, actualPrice: 348, duplicate: false })
    expect(await stockOf(60041)).toBe(before - 2)
    expect((await database.db.selectFrom('user_coupon').select('status').where('id', '=', uc).executeTakeFirstOrThrow()).status).toBe(1)
    expect((await t.get('/order-center/cart/queryGoodsNum', A(u.token))).body.data.total).toBe(0)
    const orderId = r.body.data.orderId
    const d = (await t.get('/order-center/orderCenter/orderDetail', { token: u.token, query: { id: orderId } })).body.data
    expect(d).toMatchObject({ goodsTotalMoney: 378, activityTotalDiscountMoney: 20, couponDiscountMoney: 10, actualPrice: 348, orderClassify: 0, statusLabel: '待支付', canCancel: true, address: { recvName: '张三' } })
    expect(d.goodsList[0]).toMatchObject({ goodsId: 6004, goodsNum: 2, price: 189, perActualPrice: 189, realPrice: 348 })
    // cancel: reason from the list only; stock and coupon come back
    expect((await t.post('/order-center/orderCenter/orderCancel', { orderId, cancelReason: '不想要了' }, A(u.token))).status).toBe(400)
    const c = await t.post('/order-center/order/orderCancel', { orderId, cancelReason: '暂时不需要' }, A(u.token))
    expect(c.body.data).toEqual({ orderId, status: 103 })
    expect(await stockOf(60041)).toBe(before)
    expect((await database.db.selectFrom('user_coupon').select('status').where('id', '=', uc).executeTakeFirstOrThrow()).status).toBe(0)
    expect((await t.post('/order-center/orderCenter/orderCancel', { orderId, cancelReason: '其他' }, A(u.token))).status).toBe(409)
    // delete: only 102/103
    expect((await t.get('/order-center/orderCenter/orderDelete', { token: u.token, query: { orderId } })).body.data).toEqual({ orderId, status: 103 })
    expect((await t.get('/order-center/orderCenter/orderDetail', { token: u.token, query: { id: orderId } })).status).toBe(404)
  })

  test('flash-sale buy-now: activity price, per-person limit, activity stock; an unpaid order closes itself after ORDER_CLOSE_MINUTES', async () => {
    const u = await login()
    const ag = await database.db.selectFrom('activity_goods').selectAll().where('activity_id', '=', 601).where('goods_id', '=', 6008).executeTakeFirstOrThrow()
    const line = { goodsId: 6008, skuId: 60081, goodsNum: 1, activityId: 601, price: 0.01 }
    const r = await t.post('/order-center/orderCenter/commitPay', { goodsList: [line], address: ADDRESS }, A(u.token))
    expect(r.body.data.actualPrice).toBe(39)
    expect((await database.db.selectFrom('activity_goods').select('activity_num').where('id', '=', ag.id).executeTakeFirstOrThrow()).activity_num).toBe(ag.activity_num + 1)
    expect((await t.post('/order-center/orderCenter/commitPay', { goodsList: [{ ...line, goodsNum: 2 }], address: ADDRESS }, A(u.token))).body.msg).toBe('每人限购2件，还可购买1件')
    await t.post('/order-center/orderCenter/commitPay', { goodsList: [line], address: ADDRESS }, A(u.token))
    const third = await t.post('/order-center/orderCenter/commitPay', { goodsList: [line], address: ADDRESS }, A(u.token))
    expect(third.status).toBe(400)
    expect(third.body.msg).toMatch(/限购|上限|最大/)
    // the clock passes the close time: reading closes them and gives the activity stock back
    t.clock.advance(31 * 60_000)
    const list = (await t.get('/order-center/orderCenter/myOrders', { token: u.token, query: { status: 103 } })).body.data
    expect(list.total).toBe(2)
    expect(list.list[0]).toMatchObject({ status: 103, statusLabel: '已取消' })
    expect((await database.db.selectFrom('activity_goods').select('activity_num').where('id', '=', ag.id).executeTakeFirstOrThrow()).activity_num).toBe(ag.activity_num)
    expect((await database.db.selectFrom('activity_purchase').select('bought').where('user_id', '=', u.userId).executeTakeFirstOrThrow()).bought).toBe(0)
    const detail = (await t.get('/order-center/orderCenter/orderDetail', { token: u.token, query: { id: r.body.data.orderId } })).body.data
    expect(detail.cancelReason).toBe('超时未支付，订单已自动关闭')
  })

  test("another user's order is never returned nor changed", async () => {
    const u = await login()
    const other = await login()
    const r = await t.post('/order-center/orderCenter/commitPay', { goodsList: [{ goodsId: 6002, skuId: 60021, goodsNum: 1 }], address: ADDRESS }, A(u.token))
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

describe('payment', () => {
  async function pendingOrder(u: { token: string }, goodsId = 6002, skuId = 60021) {
    return (await t.post('/order-center/orderCenter/commitPay', { goodsList: [{ goodsId, skuId, goodsNum: 1 }], address: ADDRESS }, A(u.token))).body.data
  }

  test('prepay parameters per channel; environment mismatch refused', async () => {
    const u = await login()
    const o = await pendingOrder(u)
    const pay = async (ch: number, appTag = 'h5') => (await t.post('/pay-center/pay/toPay', { orderId: o.orderId, payChannel: ch, returnUrl: '/hospital/h5PayResult' }, A(u.token, { appTag }))).body
    const wx = (await pay(4, 'weapp')).data
    expect(wx.wxJsapi).toEqual({ appId: expect.any(String), timeStamp: expect.stringMatching(/^\d{10}$/), nonceStr: expect.any(String), packageExt: expect.stringMatching(/^prepay_id=/), signType: 'HMAC-SHA256', paySign: expect.stringMatching(/^[0-9A-F]{64}$/) })
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
    const p = (await t.post('/pay-center/pay/toPay', { orderId: o.orderId, payChannel: 3, returnUrl: '/hospital/h5PayResult?from=x' }, A(u.token))).body.data
    const page = await t.get(p.redirectUrl)
    expect(page.headers['content-type']).toMatch(/text\/html/)
    expect(page.raw).toContain('支付成功')
    expect(page.raw).toContain('取消支付')
    expect(page.raw).toContain('179.00')
    // the ALI_H5 form posts to the cashier too
    expect((await t.call('POST', '/pay-center/sandbox/cashier', { payload: `payNo=${p.payNo}&token=${encodeURIComponent(cashierTokenOf(p))}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } })).raw).toContain('支付成功')
    const sub = await cashierSubmit(t, p, 'SUCCESS')
    expect(sub.status).toBe(303)
    expect(sub.headers.location).toBe(`/hospital/h5PayResult?from=x&payNo=${p.payNo}&payResult=SUCCESS&orderId=${o.orderId}&msg=${encodeURIComponent('支付成功')}`)
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
    expect((await t.get('/order-center/orderCenter/getRouteInfo', { token: u.token, query: { orderId: o.orderId } })).body.data.path).toBe('/webOrderDetail')
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
    expect((await database.db.selectFrom('shop_order').select('verify_code').where('id', '=', o.orderId).executeTakeFirstOrThrow()).verify_code).toBe(code)
  })

  test('JSAPI bridge confirm; refund through the provider gives stock and coupon back; mergePay; cancel result keeps 101', async () => {
    const u = await login()
    await t.get('/market-center/acquireCoupon', { token: u.token, query: { couponRuleId: 601 } })
    const uc = (await database.db.selectFrom('user_coupon').select('id').where('user_id', '=', u.userId).executeTakeFirstOrThrow()).id
    const before = await stockOf(60061)
    const o = (await t.post('/order-center/orderCenter/commitPay', { goodsList: [{ goodsId: 6006, skuId: 60061, goodsNum: 1 }], address: ADDRESS, userCouponId: uc, payChannel: 6 }, A(u.token, { appTag: 'alipay' }))).body.data
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
    expect((await database.db.selectFrom('sandbox_payment').select(['status', 'refunded_cents', 'amount_cents']).where('pay_no', '=', o.pay.payNo).executeTakeFirstOrThrow())).toMatchObject({ status: 'REFUNDED', refunded_cents: Math.round(o.actualPrice * 100) })
    expect(o.actualPrice).toBe(259 - 20 - 10)
    expect((await t.post('/order-center/orderCenter/orderRefund', { orderId: o.orderId }, A(u.token))).status).toBe(409)
    // merged pay of two pending orders; a cancelled payment keeps them pending
    const a = await pendingOrder(u)
    const b = await pendingOrder(u, 6016, 60161)
    const m = (await t.post('/order-center/orderCenter/mergePay', { orderIds: [a.orderId, b.orderId], payChannel: 3 }, A(u.token))).body.data
    expect(m).toMatchObject({ payWay: 2, orderIds: [a.orderId, b.orderId], amount: a.actualPrice + b.actualPrice })
    await cashierSubmit(t, m, 'CLOSED')
    expect((await t.post('/order-center/orderCenter/orderQuery', { payNo: m.payNo }, A(u.token))).body.data).toMatchObject({ status: 101, payState: 'CLOSED', payResult: 'CLOSED' })
    const m2 = (await t.post('/order-center/orderCenter/mergePay', { orderIds: [a.orderId, b.orderId], payChannel: 3 }, A(u.token))).body.data
    await cashierSubmit(t, m2, 'SUCCESS')
    const s = (await t.get('/order-center/orderCenter/myOrders', { token: u.token, query: { status: 104 } })).body.data
    expect(s.list.map((x: any) => x.id).sort()).toEqual([a.orderId, b.orderId].sort())
  })
})

describe('service and exam orders', () => {
  const filed = EXAM_FORM_FILLED
  test('exam line: rule form and appointment checked, slot booked; reschedule rule; cancelAppoint; changePeInfo; verification records', async () => {
    const u = await login()
    const pool = (await t.get('/order-center/cart/orderRule', { query: { goodsId: 6036 } })).body.data.appointPool
    const [d1, d2] = pool.slice(-2)
    const line = (pe: any) => ({ goodsList: [{ goodsId: 6036, skuId: 60361, goodsNum: 1, peInfoList: [pe] }] })
    expect((await t.post('/order-center/orderCenter/commitPay', line({ filedInfo: filed.slice(0, 2) }), A(u.token))).body.msg).toBe('请输入手机号')
    expect((await t.post('/order-center/orderCenter/commitPay', line({ filedInfo: filed }), A(u.token))).body.msg).toBe('请选择预约日期')
    const slot = { appointedDate: d1.appointedDate, appointedTime: d1.poolList[0].appointedTime }
    const booked = async (date: string, time: string) => (await database.db.selectFrom('appoint_pool').select('booked').where('goods_id', '=', 6036).where('appointed_date', '=', date).where('appointed_time', '=', time).executeTakeFirstOrThrow()).booked
    const b0 = await booked(slot.appointedDate, slot.appointedTime)
    const r = await t.post('/order-center/orderCenter/commitPay', line({ filedInfo: filed, ...slot }), A(u.token))
    expect(r.status).toBe(200)
    const orderId = r.body.data.orderId
    expect(await booked(slot.appointedDate, slot.appointedTime)).toBe(b0 + 1)
    const detail = (await t.get('/order-center/orderCenter/orderDetail', { token: u.token, query: { id: orderId } })).body.data
    expect(detail.orderClassify).toBe(1)
    expect((await t.get('/order-center/orderCenter/getRouteInfo', { token: u.token, query: { orderId } })).body.data.url).toBe(`/serPackageOrderDetail?id=${orderId}`)
    const og = detail.goodsList[0].id
    const ap = (await t.post('/order-center/orderCenter/queryOrderAppoint', { orderId }, A(u.token))).body.data
    expect(ap[0]).toMatchObject({ orderGoodsId: og, index: 0, ...slot, rescheduleCount: 0, canReschedule: true })
    const to = { orderId, orderGoodsId: og, appointedDate: d2.appointedDate, appointedTime: d2.poolList[1].appointedTime }
    const up = await t.post('/order-center/orderCenter/updateAppointDate', to, A(u.token))
    expect(up.body.data[0]).toMatchObject({ appointedDate: d2.appointedDate, rescheduleCount: 1 })
    expect(await booked(slot.appointedDate, slot.appointedTime)).toBe(b0)
    for (let i = 0; i < 2; i++) await t.post('/order-center/orderCenter/updateAppointDate', { ...to, appointedTime: d2.poolList[i % 2 === 0 ? 0 : 1].appointedTime }, A(u.token))
    const fourth = await t.post('/order-center/orderCenter/updateAppointDate', to, A(u.token))
    expect(fourth.body.msg).toMatch(/改期次数已达上限/)
    expect((await t.post('/order-center/orderCenter/changePeInfo', { orderId, orderGoodsId: og, peInfo: { filedInfo: filed.map((f) => (f.fieldId === 15 ? { ...f, value: 'abc' } : f)) } }, A(u.token))).body.msg).toBe('请输入数字')
    const ch = await t.post('/order-center/orderCenter/changePeInfo', { orderId, orderGoodsId: og, peInfo: { filedInfo: filed.map((f) => (f.fieldId === 13 ? { ...f, value: '王五' } : f)) } }, A(u.token))
    expect(ch.body.data.goodsList[0].peInfoList[0].filedInfo[0].value).toBe('王五')
    const ca = await t.get('/order-center/orderCenter/cancelAppoint', { token: u.token, query: { orderId, orderGoodsId: og } })
    expect(ca.body.msg).toMatch(/改期次数已达上限/)
    // pay, verify by code (sandbox verifier), records
    const p = (await t.post('/pay-center/pay/toPay', { orderId, payChannel: 3 }, A(u.token))).body.data
    await cashierSubmit(t, p, 'SUCCESS')
    const code = (await t.get('/order-center/orderCenter/getOrderQr', { token: u.token, query: { orderId } })).body.data.verifyCode
    expect((await t.post('/order-center/orderCenter/updateVerification', { verifyCode: code })).body.data).toEqual({ orderId, status: 102 })
    const rec = (await t.post('/order-center/orderCenter/getVerificationRecord', { orderId }, A(u.token))).body.data
    expect(rec).toMatchObject([{ orderGoodsId: og, usedNum: 1, goodsName: '驾驶员体检' }])
  })

  test('delivery line needs service data; roles must be chosen; sellOutApply', async () => {
    const u = await login()
    const base = { goodsId: 6030, skuId: 60301, goodsNum: 1 }
    expect((await t.post('/order-center/orderCenter/commitPay', { goodsList: [base] }, A(u.token))).body.msg).toBe('暂无服务信息，请联系客服下发服务人员信息')
    const withData = { ...base, serviceDataList: [[{ key: '服务地址', value: '鼓楼区' }]] }
    expect((await t.post('/order-center/orderCenter/commitPay', { goodsList: [withData] }, A(u.token))).body.msg).toBe('请选择护士')
    const roles = (await database.db.selectFrom('goods').select('service_list').where('id', '=', 6030).executeTakeFirstOrThrow()).service_list as any
    const now = new Date(t.clock.now)
    const person = await database.db
      .insertInto('user_person' as any)
      .values({ user_id: u.userId, name: '王护理', sex: 0, id_number_enc: 'x', id_number_hash: `h${u.userId}`, id_number_masked: '110***********002X', birthday: null, age: 60, phone: '13912345678', marital_status: 1, is_default: true, consent_at: now, created_at: now, updated_at: now } as any)
      .returning('id' as any)
      .executeTakeFirstOrThrow() as any
    const stranger = await login()
    expect((await t.post('/order-center/orderCenter/commitPay', { goodsList: [{ ...withData, serviceRoles: { [roles[0].id]: person.id } }] }, A(stranger.token))).body.msg).toBe('请选择护士')
    const ok = await t.post('/order-center/orderCenter/commitPay', { goodsList: [{ ...withData, serviceRoles: { [roles[0].id]: person.id } }] }, A(u.token))
    expect(ok.body.msg).toBe('success')
    const line = (await t.get('/order-center/orderCenter/orderDetail', { token: u.token, query: { id: ok.body.data.orderId } })).body.data.goodsList[0]
    expect(line.servicePersons).toEqual([expect.objectContaining({ id: person.id, name: '王护理', idNumber: '110***********002X' })])
    expect(line.serviceDataList).toEqual([[{ key: '服务地址', value: '鼓楼区' }]])
    expect((await t.post('/order-center/order/sellOutApply', { goodsId: 6022, skuId: 60221 }, A(u.token))).body.data).toMatchObject({ applied: true })
    expect((await t.post('/order-center/order/sellOutApply', { goodsId: 999999 }, A(u.token))).status).toBe(404)
  })
})

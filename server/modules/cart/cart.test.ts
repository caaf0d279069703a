/**
 * The 'cart' part of the former __tests__/server/order.test.ts (tests beside what they test).
 *
 * Buy journey over HTTP: the cart endpoints, coupons for an order, commitPay (server pricing,
 * address, stock, coupon, cart cleanup), cancel / auto close (stock and coupon back), payments
 * through the sandbox (prepay shapes per channel, cashier, bridge, notify once, forged notify
 * refused), order views, QR, refund, confirm, delete, appointments, verification, ownership.
 */
import { createTestDatabase, type TestApp, createSeededApp, patients } from '../../../test-support/server'
import type { Database } from '../../lib/db'
import { priceOrder } from '../../../src/domain/pricing'

let database: Database
let t: TestApp

const login = patients(() => ({ database, t }), '137', 'u')
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
    expect(line).toMatchObject({
      goodsNum: 2,
      price: 199,
      actualPrice: 199,
      checked: true,
      lostEfficacy: false,
      promotionId: 601,
      skuId: 60021,
    })
    // totals = src/domain priceOrder over the same lines
    const expected = priceOrder({
      lines: [
        { key: 1, goodsId: 6002, goodsNum: 2, price: 199, promotionId: 601 },
        { key: 2, goodsId: 6009, goodsNum: 1, price: 29.9, promotionId: 601 },
        { key: 3, goodsId: 6030, goodsNum: 1, price: 60 },
      ],
      promotions: [
        {
          id: 601,
          fullReductionDetailList: [
            { totalAmount: 199, type: 1, amount: 20 },
            { totalAmount: 399, type: 1, amount: 50 },
          ],
        },
      ],
    })
    expect(d.goodsTotalMoney).toBe(expected.goodsTotalMoney.toNumber())
    expect(d.activityTotalDiscountMoney).toBe(expected.activityTotalDiscountMoney.toNumber())
    expect(d.actualPrice).toBe(expected.payable.toNumber())
    expect(d.activityDiscountInfos[0]).toMatchObject({ activityId: 601, discount: 50 })
    expect(d.activityDiscountInfos[0].reductionDetailCurrent.giftGoodsResps[0]).toMatchObject({
      goodsId: 6018,
      giftStatus: 0,
      checked: true,
    })
    expect(d.total).toBe(4)
    // a line that lost efficacy (off shelf) is listed apart and cannot be checked
    await database.db.updateTable('goods').set({ status: 0 }).where('id', '=', 6009).execute()
    const r2 = (await t.get('/order-center/shoppingCart/queryCart', A(u.token))).body.data
    expect(r2.lostEfficacyList.map((l: any) => [l.goodsId, l.lostReason, l.checked])).toEqual([[6009, '商品已下架', false]])
    const lostId = r2.lostEfficacyList[0].cartId
    expect((await t.post('/order-center/cart/updateCart', { cartId: lostId, checked: true }, A(u.token))).body.msg).toBe(
      '商品已下架，无法勾选',
    )
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
    expect((await t.post('/order-center/cart/updateCart', { cartId: 'x' }, A(u.token))).body).toEqual({
      code: 400,
      msg: '参数 cartId 类型错误，应为整数',
      data: null,
    })
    expect((await t.post('/order-center/cart/updateCart', {}, A(u.token))).body.msg).toBe('缺少参数 cartId')
    const st = await t.post('/order-center/cart/queryStatus', { cartIds: [combo] }, A(u.token))
    expect(st.body.data).toMatchObject({ ok: true, list: [{ cartId: combo, maxNum: 1, overLimit: false }] })
    const del = await t.post('/order-center/shoppingCart/deleteCart', { cartIds: [combo] }, A(u.token))
    expect(del.body.data).toMatchObject({ deleted: 1, total: 5 })
  })

  test('saveCartBatch adds or refuses each item; aliases; badge counts', async () => {
    const u = await login()
    const r = await t.post(
      '/order-center/shoppingCart/saveCartBatch',
      {
        list: [
          { goodsId: 6002, skuId: 60021, goodsNum: 1 },
          { goodsId: 6022, skuId: 60221, goodsNum: 1 },
          { goodsId: 6035, skuId: 60351, goodsNum: 1 },
        ],
      },
      A(u.token),
    )
    expect(r.status).toBe(200)
    expect(r.body.data.results.map((x: any) => x.message)).toEqual([null, '商品已售罄', '该商品需咨询后购买，暂不支持加入购物车'])
    expect((await t.get('/order-center/shoppingCart/queryGoodsNum', A(u.token))).body.data).toEqual({ total: 1, kinds: 1 })
    expect(
      (await t.post('/order-center/shoppingCart/saveCart', { goodsId: 6002, skuId: 60021, goodsNum: 1 }, A(u.token))).body.data.goodsNum,
    ).toBe(2)
  })

  test('queryPrice applies the best coupon or the chosen one; coupons for an order are computed server-side', async () => {
    const u = await login()
    for (const id of [601, 602])
      expect((await t.get('/market-center/acquireCoupon', { token: u.token, query: { couponRuleId: id } })).status).toBe(200)
    await t.post('/order-center/cart/addCart', { goodsId: 6016, skuId: 60161, goodsNum: 2 }, A(u.token)) // 129 x 2 = 258 → 满199减20 → 238
    const best = (await t.post('/order-center/cart/queryPrice', {}, A(u.token))).body.data
    expect(best).toMatchObject({
      goodsTotalMoney: 258,
      activityTotalDiscountMoney: 20,
      couponDiscountMoney: 30,
      actualPrice: 208,
      usableCouponNum: 2,
    })
    const mine = await database.db.selectFrom('user_coupon').select(['id', 'coupon_rule_id']).where('user_id', '=', u.userId).execute()
    const c601 = mine.find((c) => c.coupon_rule_id === 601)!.id
    expect(best.bestUserCouponId).toBe(mine.find((c) => c.coupon_rule_id === 602)!.id)
    expect((await t.post('/order-center/cart/queryPrice', { userCouponId: c601 }, A(u.token))).body.data).toMatchObject({
      couponDiscountMoney: 10,
      actualPrice: 228,
      userCouponId: c601,
    })
    expect((await t.post('/order-center/cart/queryPrice', { userCouponId: 0 }, A(u.token))).body.data).toMatchObject({
      couponDiscountMoney: 0,
      actualPrice: 238,
    })
    // market-center: the caller's coupons evaluated on the caller's lines
    const can = (await t.call('PUT', '/market-center/canUseCoupons', { token: u.token, body: {} })).body.data
    expect(can.usable.map((c: any) => [c.couponRuleId, c.discount])).toEqual([
      [602, 30],
      [601, 10],
    ])
    const bc = (
      await t.post('/market-center/bestCoupons', { goodsList: [{ goodsId: 6002, skuId: 60021, goodsNum: 1, price: 0.01 }] }, A(u.token))
    ).body.data
    expect(bc.best).toMatchObject({ couponRuleId: 601, discount: 10 }) // 199 − 20 = 179 < 199: 602 not reached
    expect(bc.list.find((c: any) => c.couponRuleId === 602)).toMatchObject({ usable: false })
    const comp = (await t.call('PUT', '/market-center/compCoupon', { token: u.token, body: { userCouponId: c601 } })).body.data
    expect(comp).toMatchObject({ couponDiscountMoney: 10, actualPrice: 228 })
    const pe = (await t.post('/market-center/bestCouponsPe', { goodsList: [{ goodsId: 6024, skuId: 60241, goodsNum: 1 }] }, A(u.token)))
      .body.data
    expect(pe.best).toMatchObject({ couponRuleId: 602 })
    expect(
      (await t.post('/market-center/canUseCouponsPE', { goodsList: [{ goodsId: 6024, skuId: 60241, goodsNum: 1 }] }, A(u.token))).body.data
        .usable.length,
    ).toBe(2)
    expect(
      (
        await t.post(
          '/market-center/compCouponPE',
          { goodsList: [{ goodsId: 6024, skuId: 60241, goodsNum: 1 }], userCouponId: c601 },
          A(u.token),
        )
      ).body.data.couponDiscountMoney,
    ).toBe(10)
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
    expect(
      (await t.get('/order-center/cart/combineGoodsOrderRule', { query: { goodsIds: '6023,6002' } })).body.data.map(
        (r: any) => r.needAppoint,
      ),
    ).toEqual([true, false])
    expect((await t.get('/order-center/cart/combineGoodsOrderRule', { query: { goodsIds: 'a,b' } })).status).toBe(400)
    const pm = async (h: Record<string, string>, q?: Record<string, string>) =>
      (await t.get('/order-center/cart/payMethod', { headers: h, query: q })).body.data
    expect((await pm({ appTag: 'weapp' })).list.map((m: any) => m.payChannel)).toEqual([4, 2])
    expect((await pm({ appTag: 'alipay' })).list.map((m: any) => m.payChannel)).toEqual([6, 1])
    expect((await pm({ appTag: 'h5' })).list.map((m: any) => [m.payChannel, m.isDefault])).toEqual([
      [3, true],
      [5, false],
    ])
    expect((await pm({ appTag: 'h5' }, { channel: 'wechat' })).env).toBe('wechat')
  })
})

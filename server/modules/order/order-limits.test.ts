/**
 * The 'order size and holding caps' part of the former __tests__/server/order-hardening.test.ts (tests beside what they test).
 *
 * Issue 10, the order / exam / payment findings, each written as the attack over real HTTP (red on
 * the code before the fix, green after): exam places taken without paying, an open redirect and a
 * cashier anyone could press, an order total past 32-bit cents, a per-order flash-sale limit split
 * over two lines, stock held by order after order, an after-sale approved after a full refund, and
 * the exam person / ID number extras.
 */
import { createTestDatabase, type TestApp, createSeededApp, patients, payByBridge } from '../../../test-support/server'
import type { Database } from '../../lib/db'

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
const login = patients(() => ({ database, t }), '135', 'h')
const A = (token: string, extra: Record<string, string> = {}) => ({ token, headers: extra })
const orderCount = async (userId: number) =>
  Number(
    (
      await database.db
        .selectFrom('shop_order')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  )
const buy = (token: string, goodsList: unknown[], extra: Record<string, unknown> = {}) =>
  t.post('/order-center/orderCenter/commitPay', { goodsList, address: ADDRESS, ...extra }, A(token))

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createSeededApp(database)
})
afterAll(async () => {
  await t.close()
  await database.close()
})

describe('order size and holding caps', () => {
  test('attack: an order total over 2^31 cents is a 400 with a clear message, not a 500', async () => {
    const u = await login()
    const sku = await database.db.selectFrom('goods_sku').select(['price_cents', 'stock']).where('id', '=', 60021).executeTakeFirstOrThrow()
    await database.db.updateTable('goods_sku').set({ price_cents: 3_000_000, stock: 999 }).where('id', '=', 60021).execute() // a ¥30,000 product
    try {
      // 999 × ¥30,000 = 2,997,000,000 cents: past a 32-bit integer
      const r = await buy(u.token, [{ goodsId: 6002, skuId: 60021, goodsNum: 999 }])
      expect(r.body).toEqual({ code: 400, msg: '单笔订单金额不能超过100万元', data: null })
      expect((await buy(u.token, [{ goodsId: 6002, skuId: 60021, goodsNum: 34 }])).body.msg).toBe('单笔订单金额不能超过100万元') // ¥1,020,000
      expect((await buy(u.token, [{ goodsId: 6002, skuId: 60021, goodsNum: 33 }])).status).toBe(200) // ¥990,000 − the full reduction
    } finally {
      await database.db.updateTable('goods_sku').set(sku).where('id', '=', 60021).execute()
    }
    // many lines: 6 × 200 units of one product, and a line over the stepper's 999
    const many = Array.from({ length: 6 }, () => ({ goodsId: 6019, skuId: 60191, goodsNum: 200 }))
    expect((await buy(u.token, many)).body).toEqual({ code: 400, msg: '单笔订单最多购买999件商品', data: null })
    expect((await buy(u.token, [{ goodsId: 6019, skuId: 60191, goodsNum: 1000 }])).status).toBe(400)
    expect(await orderCount(u.userId)).toBe(1)
  })

  test('attack: 每单限1件 of a flash sale split over two lines of one order is refused (commitPay and the cart preview)', async () => {
    const u = await login()
    const line = { goodsId: 6008, skuId: 60081, goodsNum: 1, activityId: 601 }
    const r = await buy(u.token, [line, line])
    expect(r.body).toEqual({ code: 400, msg: '每单限购1件', data: null })
    expect(await orderCount(u.userId)).toBe(0)
    expect((await buy(u.token, [line])).status).toBe(200)
    // per person (特价 605: 每人限购5件) over two skus of one goods in the cart: the preview tells before the order
    const v = await login()
    for (const skuId of [60101, 60102])
      expect((await t.post('/order-center/cart/addCart', { goodsId: 6010, skuId, goodsNum: 3, activityId: 605 }, A(v.token))).status).toBe(
        200,
      )
    const status = (await t.post('/order-center/cart/queryStatus', {}, A(v.token))).body.data
    expect(status.ok).toBe(false)
    expect(status.list.map((l: any) => [l.maxNum, l.overLimit, l.limitMessage])).toEqual([
      [2, true, '每人限购5件，还可购买5件'],
      [2, true, '每人限购5件，还可购买5件'],
    ])
    expect((await t.post('/order-center/orderCenter/commitPay', { address: ADDRESS }, A(v.token))).body.msg).toBe(
      '每人限购5件，还可购买5件',
    )
  })

  test('attack: one user cannot hold stock with order after order — at most 5 unpaid orders and 999 units in unpaid orders', async () => {
    const u = await login()
    const stock0 = (await database.db.selectFrom('goods_sku').select('stock').where('id', '=', 60021).executeTakeFirstOrThrow()).stock
    const ids: number[] = []
    for (let i = 0; i < 5; i++) {
      const r = await buy(u.token, [{ goodsId: 6002, skuId: 60021, goodsNum: 1 }])
      expect(r.status).toBe(200)
      ids.push(r.body.data.orderId)
    }
    const sixth = await buy(u.token, [{ goodsId: 6002, skuId: 60021, goodsNum: 1 }])
    expect(sixth.body).toEqual({ code: 400, msg: '您已有5笔待支付订单，请先支付或取消后再下单', data: null })
    // in parallel too: one more at most
    expect((await t.post('/order-center/orderCenter/orderCancel', { orderId: ids[0], cancelReason: '其他' }, A(u.token))).status).toBe(200)
    const burst = await Promise.all(Array.from({ length: 6 }, () => buy(u.token, [{ goodsId: 6002, skuId: 60021, goodsNum: 1 }])))
    expect(burst.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400, 400])
    expect((await database.db.selectFrom('goods_sku').select('stock').where('id', '=', 60021).executeTakeFirstOrThrow()).stock).toBe(
      stock0 - 5,
    )
    // paying one frees its count
    await payByBridge(t, u.token, ids[1])
    expect((await buy(u.token, [{ goodsId: 6002, skuId: 60021, goodsNum: 1 }])).status).toBe(200)
    // units: 999 in unpaid orders at most
    const v = await login()
    await database.db.updateTable('goods_sku').set({ stock: 5000 }).where('id', '=', 60191).execute()
    expect((await buy(v.token, [{ goodsId: 6019, skuId: 60191, goodsNum: 999 }])).status).toBe(200)
    expect((await buy(v.token, [{ goodsId: 6019, skuId: 60191, goodsNum: 1 }])).body).toEqual({
      code: 400,
      msg: '待支付订单中的商品已达999件，请先支付或取消后再下单',
      data: null,
    })
    expect((await database.db.selectFrom('goods_sku').select('stock').where('id', '=', 60191).executeTakeFirstOrThrow()).stock).toBe(
      5000 - 999,
    )
  })
})

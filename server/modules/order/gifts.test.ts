/**
 * The 'gifts (满赠) take their own stock', 'the gift picker tells a sold-out gift before the order' part of the former __tests__/server/order-extras.test.ts (tests beside what they test).
 *
 * Buy journey, the parts issue #5 found missing: gifts take their own stock (and give it back),
 * an Alipay-shaped form-urlencoded notify is verified (signature, amount) and applied once,
 * exam add-on items are charged, and one appointment pool serves orders and exam appointments.
 */
import { createTestDatabase, type TestApp, createSeededApp, patients } from '../../../test-support/server'
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

const login = patients(() => ({ database, t }), '136', 'x')
const stockOf = async (skuId: number) =>
  (await database.db.selectFrom('goods_sku').select('stock').where('id', '=', skuId).executeTakeFirstOrThrow()).stock
const A = (token: string) => ({ token })

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createSeededApp(database)
})
afterAll(async () => {
  await t.close()
  await database.close()
})

describe('gifts (满赠) take their own stock', () => {
  // promotion 601: 满399 减50 + one gift of 6018 (sku 60181); 6002 ¥199 x2 + 6009 ¥29.9 reach it
  const goodsList = [
    { goodsId: 6002, skuId: 60021, goodsNum: 2 },
    { goodsId: 6009, skuId: 60091, goodsNum: 1 },
  ]

  test('the gift sku is decremented with the order and given back on cancel', async () => {
    const u = await login()
    const before = await stockOf(60181)
    expect(before).toBeGreaterThan(0)
    const o = (await t.post('/order-center/orderCenter/commitPay', { goodsList, address: ADDRESS }, A(u.token))).body.data
    expect(o.orderId).toBeGreaterThan(0)
    const lines = await database.db
      .selectFrom('order_goods')
      .select(['sku_id', 'is_gift', 'stock_taken'])
      .where('order_id', '=', o.orderId)
      .execute()
    expect(lines.filter((l) => l.is_gift)).toEqual([{ sku_id: 60181, is_gift: true, stock_taken: true }])
    expect(await stockOf(60181)).toBe(before - 1)
    expect((await t.post('/order-center/orderCenter/orderCancel', { orderId: o.orderId, cancelReason: '其他' }, A(u.token))).status).toBe(
      200,
    )
    expect(await stockOf(60181)).toBe(before)
  })

  test('a gift out of stock is simply not given; the order goes through', async () => {
    const u = await login()
    await database.db.updateTable('goods_sku').set({ stock: 0 }).where('id', '=', 60181).execute()
    try {
      const r = await t.post('/order-center/orderCenter/commitPay', { goodsList, address: ADDRESS }, A(u.token))
      expect(r.status).toBe(200)
      const lines = await database.db
        .selectFrom('order_goods')
        .select(['sku_id', 'is_gift'])
        .where('order_id', '=', r.body.data.orderId)
        .execute()
      expect(lines.filter((l) => l.is_gift)).toEqual([])
      expect(await stockOf(60181)).toBe(0)
      // the promotion discount itself still applies (¥427.9 - ¥50)
      expect(r.body.data.actualPrice).toBe(377.9)
    } finally {
      await database.db.updateTable('goods_sku').set({ stock: 50 }).where('id', '=', 60181).execute()
    }
  })
})

describe('the gift picker tells a sold-out gift before the order', () => {
  const gifts = (node: unknown, out: any[] = []): any[] => {
    if (Array.isArray(node)) node.forEach((n) => gifts(n, out))
    else if (node && typeof node === 'object')
      for (const [k, v] of Object.entries(node)) {
        if (k === 'giftGoodsResps' && Array.isArray(v)) out.push(...v)
        else gifts(v, out)
      }
    return out
  }
  test('queryCart shows the gift as insufficient (giftStatus 1, unchecked) once its sku has no stock, and available again after', async () => {
    const u = await login()
    for (const l of [
      { goodsId: 6002, skuId: 60021, goodsNum: 2 },
      { goodsId: 6009, skuId: 60091, goodsNum: 1 },
    ])
      expect((await t.post('/order-center/cart/addCart', l, A(u.token))).status).toBe(200)
    const cartGift = async () =>
      gifts((await t.get('/order-center/cart/queryCart', { token: u.token })).body.data).filter((g) => g.skuId === 60181)
    expect((await cartGift()).length).toBeGreaterThan(0)
    expect((await cartGift()).every((g) => g.giftStatus === 0)).toBe(true)
    await database.db.updateTable('goods_sku').set({ stock: 0 }).where('id', '=', 60181).execute()
    try {
      const sold = await cartGift()
      expect(sold.length).toBeGreaterThan(0)
      expect(sold.every((g) => g.giftStatus === 1 && g.checked === false)).toBe(true)
    } finally {
      await database.db.updateTable('goods_sku').set({ stock: 50 }).where('id', '=', 60181).execute()
    }
    expect((await cartGift()).every((g) => g.giftStatus === 0)).toBe(true)
  })
})

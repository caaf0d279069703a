/**
 * Buy journey, the parts issue #5 found missing: gifts take their own stock (and give it back),
 * an Alipay-shaped form-urlencoded notify is verified (signature, amount) and applied once,
 * exam add-on items are charged, and one appointment pool serves orders and exam appointments.
 */
import { createTestDatabase, type TestApp, createSeededApp, patients, EXAM_FORM_FILLED } from './helpers'
import type { Database } from '../../server/lib/db'
import { SandboxPaymentProvider } from '../../server/payments/sandbox'

let database: Database
let t: TestApp
const ADDRESS = { recvName: '张三', contactNumber: '13912345678', recvProvince: '江苏省', recvCity: '南京市', recvArea: '鼓楼区', recvAddress: '中山路1号' }
const FORM = { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }

const login = patients(() => ({ database, t }), '136', 'x')
const stockOf = async (skuId: number) => (await database.db.selectFrom('goods_sku').select('stock').where('id', '=', skuId).executeTakeFirstOrThrow()).stock
const A = (token: string) => ({ token })
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()

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
  const goodsList = [{ goodsId: 6002, skuId: 60021, goodsNum: 2 }, { goodsId: 6009, skuId: 60091, goodsNum: 1 }]

  test('the gift sku is decremented with the order and given back on cancel', async () => {
    const u = await login()
    const before = await stockOf(60181)
    expect(before).toBeGreaterThan(0)
    const o = (await t.post('/order-center/orderCenter/commitPay', { goodsList, address: ADDRESS }, A(u.token))).body.data
    expect(o.orderId).toBeGreaterThan(0)
    const lines = await database.db.selectFrom('order_goods').select(['sku_id', 'is_gift', 'stock_taken']).where('order_id', '=', o.orderId).execute()
    expect(lines.filter((l) => l.is_gift)).toEqual([{ sku_id: 60181, is_gift: true, stock_taken: true }])
    expect(await stockOf(60181)).toBe(before - 1)
    expect((await t.post('/order-center/orderCenter/orderCancel', { orderId: o.orderId, cancelReason: '其他' }, A(u.token))).status).toBe(200)
    expect(await stockOf(60181)).toBe(before)
  })

  test('a gift out of stock is simply not given; the order goes through', async () => {
    const u = await login()
    await database.db.updateTable('goods_sku').set({ stock: 0 }).where('id', '=', 60181).execute()
    try {
      const r = await t.post('/order-center/orderCenter/commitPay', { goodsList, address: ADDRESS }, A(u.token))
      expect(r.status).toBe(200)
      const lines = await database.db.selectFrom('order_goods').select(['sku_id', 'is_gift']).where('order_id', '=', r.body.data.orderId).execute()
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
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) (k === 'giftGoodsResps' && Array.isArray(v) ? out.push(...v) : gifts(v, out))
    return out
  }
  test('queryCart shows the gift as insufficient (giftStatus 1, unchecked) once its sku has no stock, and available again after', async () => {
    const u = await login()
    for (const l of [{ goodsId: 6002, skuId: 60021, goodsNum: 2 }, { goodsId: 6009, skuId: 60091, goodsNum: 1 }]) expect((await t.post('/order-center/cart/addCart', l, A(u.token))).status).toBe(200)
    const cartGift = async () => gifts((await t.get('/order-center/cart/queryCart', { token: u.token })).body.data).filter((g) => g.skuId === 60181)
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

describe('Alipay form-urlencoded notify', () => {
  test('verified (signature and amount), applied once, acknowledged with "success"; forged refused', async () => {
    const u = await login()
    const o = (await t.post('/order-center/orderCenter/commitPay', { goodsList: [{ goodsId: 6002, skuId: 60021, goodsNum: 1 }], address: ADDRESS }, A(u.token))).body.data
    const p = (await t.post('/pay-center/pay/toPay', { orderId: o.orderId, payChannel: 5 }, A(u.token))).body.data
    expect(p.formHtml).toContain('form')
    const sandbox = new SandboxPaymentProvider(database.db, t.app.deps.secret, () => new Date(t.clock.now))
    const fields = { app_id: '2021000000000000', out_trade_no: p.payNo, trade_no: '2026112222001400001234567890', total_amount: o.actualPrice.toFixed(2), trade_status: 'TRADE_SUCCESS', notify_time: '2026-11-22 12:00:00', charset: 'utf-8' }
    // forged signature
    const forged = await t.call('POST', '/pay-center/notify/sandbox', { payload: form({ ...fields, sign: 'x'.repeat(64), sign_type: 'RSA2' }), headers: FORM })
    expect([forged.status, forged.raw]).toEqual([400, 'fail'])
    // right signature, wrong amount
    const cheap = { ...fields, total_amount: '0.01' }
    const wrong = await t.call('POST', '/pay-center/notify/sandbox', { payload: form({ ...cheap, sign: sandbox.signAlipayForm(cheap), sign_type: 'RSA2' }), headers: FORM })
    expect([wrong.status, wrong.raw]).toEqual([400, 'fail'])
    expect((await t.post('/order-center/orderCenter/orderQuery', { orderId: o.orderId }, A(u.token))).body.data.status).toBe(101)
    // the real one, three times
    const good = form({ ...fields, sign: sandbox.signAlipayForm(fields), sign_type: 'RSA2' })
    for (let i = 0; i < 3; i++) {
      const r = await t.call('POST', '/pay-center/notify/sandbox', { payload: good, headers: FORM })
      expect([r.status, r.raw]).toEqual([200, 'success'])
    }
    expect((await t.post('/order-center/orderCenter/orderQuery', { orderId: o.orderId }, A(u.token))).body.data).toMatchObject({ status: 104, payState: 'SUCCESS' })
    const pay = await database.db.selectFrom('payment').selectAll().where('pay_no', '=', p.payNo).executeTakeFirstOrThrow()
    expect(pay).toMatchObject({ status: 'SUCCESS', trade_no: fields.trade_no, notify_count: 3 }) // the refused ones changed nothing
  })
})

describe('exam add-on items (加项) are charged', () => {
  const filed = EXAM_FORM_FILLED

  test('priced by the server, added to the total, shown in orderDetail, refunded with the order; a foreign add-on is refused', async () => {
    const u = await login()
    const pool = (await t.get('/order-center/cart/orderRule', { query: { goodsId: 6036 } })).body.data.appointPool
    const day = pool[pool.length - 1]
    const at = { appointedDate: day.appointedDate, appointedTime: day.poolList[day.poolList.length - 1].appointedTime }
    const items = (await t.get('/intserv/pe/queryAddItem', { query: { goodsId: 6036 } })).body.data.filter((i: any) => i.sexLimit !== 2)
    expect(items.length).toBeGreaterThanOrEqual(2)
    const [a1, a2] = items
    const line = (pe: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ goodsList: [{ goodsId: 6036, skuId: 60361, goodsNum: 1, ...extra, peInfoList: [{ filedInfo: filed, ...at, ...pe }] }] })
    // without add-ons
    const plain = (await t.post('/order-center/orderCenter/commitPay', line({}), A(u.token))).body.data
    await t.post('/order-center/orderCenter/orderCancel', { orderId: plain.orderId, cancelReason: '其他' }, A(u.token))
    // an add-on of another package (6024's), or an unknown id
    const foreign = await t.post('/order-center/orderCenter/commitPay', line({ addItemIds: [602401] }), A(u.token))
    expect(foreign.status).toBe(400)
    expect(foreign.body.msg).toMatch(/加项不属于该套餐$/)
    expect((await t.post('/order-center/orderCenter/commitPay', line({ addItemIds: ['x'] }), A(u.token))).status).toBe(400)
    // with two add-ons (and a client price that is ignored)
    const r = await t.post('/order-center/orderCenter/commitPay', line({ addItemIds: [a1.id, a2.id, a1.id] }, { price: 0.01 }), A(u.token))
    expect(r.status).toBe(200)
    const addMoney = Math.round((a1.price + a2.price) * 100) / 100
    expect(r.body.data.actualPrice).toBe(Math.round((plain.actualPrice + addMoney) * 100) / 100)
    const d = (await t.get('/order-center/orderCenter/orderDetail', { token: u.token, query: { id: r.body.data.orderId } })).body.data
    expect(d.addItemMoney).toBe(addMoney)
    expect(d.actualPrice).toBe(r.body.data.actualPrice)
    expect(d.goodsList[0].addItems).toEqual([
      { id: a1.id, unitIndex: 0, itemName: a1.itemName, price: a1.price },
      { id: a2.id, unitIndex: 0, itemName: a2.itemName, price: a2.price },
    ])
    // paid, then refunded: the whole amount including the add-ons goes back
    const p = (await t.post('/pay-center/pay/toPay', { orderId: r.body.data.orderId, payChannel: 4 }, A(u.token))).body.data
    expect(p.amount).toBe(r.body.data.actualPrice)
    expect((await t.post('/pay-center/sandbox/confirm', { payNo: p.payNo, result: 'SUCCESS' }, A(u.token))).status).toBe(200)
    expect((await t.post('/order-center/orderCenter/orderRefund', { orderId: r.body.data.orderId }, A(u.token))).status).toBe(200)
    const refund = await database.db.selectFrom('order_refund').select(['amount_cents', 'status']).where('order_id', '=', r.body.data.orderId).executeTakeFirstOrThrow()
    expect(refund).toEqual({ amount_cents: Math.round(r.body.data.actualPrice * 100), status: 'SUCCESS' })
  })
})

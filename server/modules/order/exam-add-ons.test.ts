/**
 * The 'exam add-on items (加项) are charged' part of the former __tests__/server/order-extras.test.ts (tests beside what they test).
 *
 * Buy journey, the parts issue #5 found missing: gifts take their own stock (and give it back),
 * an Alipay-shaped form-urlencoded notify is verified (signature, amount) and applied once,
 * exam add-on items are charged, and one appointment pool serves orders and exam appointments.
 */
import { createTestDatabase, type TestApp, createSeededApp, patients, EXAM_FORM_FILLED } from '../../../test-support/server'
import type { Database } from '../../lib/db'

let database: Database
let t: TestApp

const login = patients(() => ({ database, t }), '136', 'x')
const A = (token: string) => ({ token })

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createSeededApp(database)
})
afterAll(async () => {
  await t.close()
  await database.close()
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
    const line = (pe: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
      goodsList: [{ goodsId: 6036, skuId: 60361, goodsNum: 1, ...extra, peInfoList: [{ filedInfo: filed, ...at, ...pe }] }],
    })
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
    const refund = await database.db
      .selectFrom('order_refund')
      .select(['amount_cents', 'status'])
      .where('order_id', '=', r.body.data.orderId)
      .executeTakeFirstOrThrow()
    expect(refund).toEqual({ amount_cents: Math.round(r.body.data.actualPrice * 100), status: 'SUCCESS' })
  })
})

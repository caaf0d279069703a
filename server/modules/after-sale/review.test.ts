/**
 * The 'after-sales and refunds' part of the former __tests__/server/order-hardening.test.ts (tests beside what they test).
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

describe('after-sales and refunds', () => {
  test('attack: an after-sale left open after a full refund is closed, and approving it later refunds nothing twice', async () => {
    const u = await login()
    const review = (id: number, approve = true) => t.post('/order-center/afterSale/review', { id, approve })
    const ledger = async (payNo: string) =>
      (await database.db.selectFrom('sandbox_payment').select('refunded_cents').where('pay_no', '=', payNo).executeTakeFirstOrThrow())
        .refunded_cents
    const apply = (orderId: number, refundAmount: number) =>
      t.post('/order-center/afterSale/applyAfterSale', { orderId, afterSaleType: 1, reasonId: 1, refundAmount }, A(u.token))
    const detail = async (id: number) =>
      (await t.get('/order-center/afterSale/afterSaleDetail', { token: u.token, query: { id } })).body.data

    // 1. the finding: after-sale pending, then the whole order refunded
    const o1 = (await buy(u.token, [{ goodsId: 6002, skuId: 60021, goodsNum: 1 }])).body.data
    const pay1 = await payByBridge(t, u.token, o1.orderId)
    const as1 = (await apply(o1.orderId, 100)).body.data
    expect((await t.post('/order-center/orderCenter/orderRefund', { orderId: o1.orderId }, A(u.token))).status).toBe(200)
    expect(await ledger(pay1)).toBe(17900)
    expect(await detail(as1.afterSaleId)).toMatchObject({ status: 5, canCancel: false })
    expect((await review(as1.afterSaleId)).body).toEqual({ code: 409, msg: '该售后已处理', data: null })
    // an after-sale that stayed pending (as on the code before): approving re-checks what is refundable
    await database.db.updateTable('after_sale').set({ status: 1 }).where('id', '=', as1.afterSaleId).execute()
    expect((await review(as1.afterSaleId)).body).toEqual({ code: 409, msg: '该订单已无可退金额，售后已关闭', data: null })
    expect(await ledger(pay1)).toBe(17900)
    expect((await detail(as1.afterSaleId)).status).toBe(5)

    // 2. approvals in parallel refund once; the order is then not refunded in full beside it
    const o2 = (await buy(u.token, [{ goodsId: 6002, skuId: 60021, goodsNum: 1 }])).body.data
    const pay2 = await payByBridge(t, u.token, o2.orderId)
    const as2 = (await apply(o2.orderId, 50)).body.data
    const rs = await Promise.all(Array.from({ length: 5 }, () => review(as2.afterSaleId)))
    expect(rs.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409])
    expect(await ledger(pay2)).toBe(5000)
    expect((await detail(as2.afterSaleId)).status).toBe(4)
    expect((await t.post('/order-center/orderCenter/orderRefund', { orderId: o2.orderId }, A(u.token))).body).toEqual({
      code: 409,
      msg: '订单已有售后退款，请通过售后处理',
      data: null,
    })
    expect(await ledger(pay2)).toBe(5000)
    // the rest through a second after-sale, then nothing is left
    const as3 = (await apply(o2.orderId, 129)).body.data
    expect((await review(as3.afterSaleId)).body.data.status).toBe(4)
    expect(await ledger(pay2)).toBe(17900)
    expect((await apply(o2.orderId, 0.01)).body.msg).toBe('该订单已无可退金额')
    // refused: nothing refunded
    const o3 = (await buy(u.token, [{ goodsId: 6002, skuId: 60021, goodsNum: 1 }])).body.data
    const pay3 = await payByBridge(t, u.token, o3.orderId)
    const as4 = (await apply(o3.orderId, 10)).body.data
    expect((await review(as4.afterSaleId, false)).body.data.status).toBe(6)
    expect(await ledger(pay3)).toBe(0)
  })
})

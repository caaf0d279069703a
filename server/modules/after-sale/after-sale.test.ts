/**
 * The 'after-sales' part of the former __tests__/server/account-data-orders.test.ts (tests beside what they test).
 *
 * Account data, order-center part: invoice headers, invoices (only paid orders, each order once,
 * electronic ordinary only) and after-sales (only the caller's paid orders, refund never above what
 * was paid), ownership, bad input 400, account deletion. Orders are rows of the order module's
 * tables (shop_order / order_goods), inserted directly: these endpoints only read them.
 */
import { createClock, createTestApp, createTestDatabase, type TestApp, patients } from '../../../test-support/server'
import { paidOrders } from '../../../test-support/server/orders'
import type { Database } from '../../lib/db'

let database: Database
let t: TestApp

const login = patients(() => ({ database, t }), '135', 'u')

const order = paidOrders(() => ({ database, t }))

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createTestApp({ database, clock: createClock() })
})
afterAll(async () => {
  await t.close()
  await database.close()
})

describe('after-sales', () => {
  test('reasons, logistics type 11; only paid orders; refund never above what was paid; one open per order; cancel', async () => {
    const reasons = await t.get('/order-center/afterSale/getAfterSaleReason', { query: { type: 2 } })
    expect(reasons.body.data.every((r: any) => r.types.includes(2))).toBe(true)
    expect((await t.get('/order-center/afterSale/getLogistic', { query: { type: 11 } })).body.data[0]).toEqual({
      code: 'SF',
      name: '顺丰速运',
    })
    expect((await t.get('/order-center/afterSale/getLogistic', { query: { type: 12 } })).body.msg).toBe('参数 type 取值无效，可选值：11')
    const u = await login()
    const o = await order(u.userId)
    const unpaid = await order(u.userId, { status: 101 })
    const apply = (b: Record<string, unknown>, token = u.token) =>
      t.post('/order-center/afterSale/applyAfterSale', { orderId: o.id, afterSaleType: 1, reasonId: 1, refundAmount: 10, ...b }, { token })
    expect((await apply({ orderId: unpaid.id })).body).toEqual({ code: 400, msg: '仅已支付的订单可申请售后', data: null })
    expect((await apply({ reasonId: 99 })).body.msg).toBe('请选择售后原因')
    expect((await apply({ reasonId: 5, afterSaleType: 2 })).body.msg).toBe('请选择售后原因')
    expect((await apply({ refundAmount: 160.01 })).body).toEqual({ code: 400, msg: '退款金额不能超过可退金额¥160.00', data: null })
    expect((await apply({ refundAmount: 0 })).body.msg).toBe('参数 refundAmount 不能小于 0')
    expect((await apply({ refundAmount: 'abc' })).status).toBe(400)
    expect((await apply({ orderGoodsId: o.lineIds[0], refundAmount: 100.01 })).body.msg).toBe('退款金额不能超过可退金额¥100.00')
    expect((await apply({ orderGoodsId: 999999 })).body.msg).toBe('订单中没有该商品')
    // another user's order
    const bob = await login()
    expect((await apply({}, bob.token)).body).toEqual({ code: 404, msg: '订单不存在', data: null })
    const a = await apply({
      orderGoodsId: o.lineIds[0],
      afterSaleType: 2,
      reasonId: 2,
      refundAmount: 99.5,
      description: '屏幕裂了',
      pics: ['/assets/x.png'],
    })
    expect(a.status).toBe(200)
    expect(a.body.data).toMatchObject({
      orderId: o.id,
      afterSaleType: 2,
      afterSaleTypeStr: '退货退款',
      reason: '商品质量问题',
      refundAmount: 99.5,
      maxRefundAmount: 100,
      status: 1,
      statusStr: '待审核',
      canCancel: true,
      canSubmitLogistic: true,
      goodsNum: 1,
    })
    expect((await apply({ orderGoodsId: o.lineIds[1], refundAmount: 1 })).body.msg).toBe('该订单已有处理中的售后')
    const id = a.body.data.afterSaleId
    // bob never reads or changes it
    expect((await t.get('/order-center/afterSale/afterSaleDetail', { token: bob.token, query: { id } })).status).toBe(404)
    expect((await t.get('/order-center/afterSale/cancelAfterSale', { token: bob.token, query: { id } })).status).toBe(404)
    expect(
      (
        await t.get('/order-center/afterSale/submitLogistic', {
          token: bob.token,
          query: { id, logisticsCode: 'SF', logisticsNo: 'SF1234567890' },
        })
      ).status,
    ).toBe(404)
    expect(
      (
        await t.get('/order-center/afterSale/submitLogistic', {
          token: u.token,
          query: { id, logisticsCode: 'XX', logisticsNo: 'SF1234567890' },
        })
      ).body.msg,
    ).toBe('请选择物流公司')
    const lg = await t.get('/order-center/afterSale/submitLogistic', {
      token: u.token,
      query: { id, logisticsCode: 'SF', logisticsNo: 'sf1234567890' },
    })
    expect(lg.body.data).toMatchObject({ logisticsCompany: '顺丰速运', logisticsNo: 'SF1234567890' })
    expect(
      (await t.get('/order-center/afterSale/afterSaleDetail', { token: u.token, query: { orderId: o.id } })).body.data.afterSaleId,
    ).toBe(id)
    // an open after-sale blocks invoicing the order
    expect(
      (await t.post(`/order-center/invoiceOrderRel/new/canInvoiceDetail?orderIdList=${o.id}`, {}, { token: u.token })).body.msg,
    ).toContain('订单售后处理中')
    const c = await t.get('/order-center/afterSale/cancelAfterSale', { token: u.token, query: { id } })
    expect(c.body.data).toMatchObject({ status: 5, statusStr: '已取消', canCancel: false })
    expect((await t.get('/order-center/afterSale/cancelAfterSale', { token: u.token, query: { id } })).body.msg).toBe(
      '当前状态不可取消售后',
    )
    // cancelled claims free the amount again; a refunded one reduces it
    const b = await apply({ refundAmount: 160 })
    expect(b.body.data.maxRefundAmount).toBe(160)
    await database.db.updateTable('after_sale').set({ status: 4 }).where('id', '=', b.body.data.afterSaleId).execute()
    expect((await apply({ refundAmount: 0.01 })).body.msg).toBe('该订单已无可退金额')
    expect(
      (await t.post(`/order-center/invoiceOrderRel/new/canInvoiceDetail?orderIdList=${o.id}`, {}, { token: u.token })).body.msg,
    ).toContain('订单已全额退款')
    // a line that does not support refunds
    const nr = await order(u.userId, { noRefundLine: true })
    expect((await apply({ orderId: nr.id, orderGoodsId: nr.lineIds[1], refundAmount: 1 })).body.msg).toBe('该商品不支持退款')
  })
})

/**
 * The 'account deletion' part of the former __tests__/server/account-data-orders.test.ts (tests beside what they test).
 *
 * Account data, order-center part: invoice headers, invoices (only paid orders, each order once,
 * electronic ordinary only) and after-sales (only the caller's paid orders, refund never above what
 * was paid), ownership, bad input 400, account deletion. Orders are rows of the order module's
 * tables (shop_order / order_goods), inserted directly: these endpoints only read them.
 */
import { createClock, createTestApp, createTestDatabase, type TestApp, patients } from '../../../test-support/server'
import type { Database } from '../../lib/db'

let database: Database
let t: TestApp
let orderSeq = 0

const login = patients(() => ({ database, t }), '135', 'u')

/** an order of the user: two lines (100 + 60 paid), status 104 paid by default */
async function order(
  userId: number,
  o: { status?: number; paid?: boolean; actual?: number; noRefundLine?: boolean } = {},
): Promise<{ id: number; lineIds: number[]; orderNo: string }> {
  const now = new Date(t.clock.now)
  const paid = o.paid ?? (o.status ?? 104) !== 101
  const actual = o.actual ?? 16000
  const orderNo = `T${Date.now()}${++orderSeq}`
  const row = await database.db
    .insertInto('shop_order')
    .values({
      order_no: orderNo,
      user_id: userId,
      hospital_id: 6,
      status: o.status ?? 104,
      order_classify: 0,
      pay_way: 1,
      create_way: '',
      request_key: null,
      goods_total_cents: actual,
      activity_discount_cents: 0,
      coupon_discount_cents: 0,
      actual_cents: actual,
      user_coupon_id: null,
      address: null,
      remark: '',
      promotions: '[]',
      pay_channel: paid ? 3 : null,
      pay_no: paid ? `P${orderNo}` : null,
      pay_state: paid ? 'SUCCESS' : 'UNPAID',
      pay_time: paid ? now : null,
      close_at: new Date(now.getTime() + 1800_000),
      cancel_reason: null,
      cancel_time: null,
      finish_time: null,
      refund_time: null,
      refund_no: null,
      verify_code: null,
      deleted: false,
      created_at: now,
      updated_at: now,
    } as any)
    .returning('id')
    .executeTakeFirstOrThrow()
  const line = (goodsId: number, real: number, refund = true) => ({
    order_id: row.id,
    goods_id: goodsId,
    goods_distribute_id: 100000 + goodsId,
    sku_id: goodsId * 10 + 1,
    goods_name: `商品${goodsId}`,
    goods_type: 1,
    category_id: 611,
    deal_type: '',
    sku_name: '标准',
    sku_data: '[]',
    head_pic: '/assets/browse/goods-bp.svg',
    goods_num: 1,
    price_cents: real,
    max_price_cents: real,
    per_actual_cents: real,
    activity_discount_cents: 0,
    promotion_discount_cents: 0,
    coupon_discount_cents: 0,
    real_cents: real,
    is_support_refund: refund,
  })
  const lines = await database.db
    .insertInto('order_goods')
    .values([line(6001, Math.round(actual * 0.625)), line(6002, actual - Math.round(actual * 0.625), !o.noRefundLine)] as any)
    .returning('id')
    .execute()
  return { id: row.id, lineIds: lines.map((l) => l.id), orderNo }
}

const COMPANY = { headerType: 2, invoiceTitle: '金陵健康科技有限公司', taxNumber: '91320106MA1XXXXX0L' }

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createTestApp({ database, clock: createClock() })
})
afterAll(async () => {
  await t.close()
  await database.close()
})

describe('account deletion', () => {
  test('acountDel removes invoice headers, invoices and after-sales', async () => {
    const u = await login()
    const o = await order(u.userId)
    const o2 = await order(u.userId)
    await t.post('/order-center/invoiceData/new/saveOrUpdate', COMPANY, { token: u.token })
    expect(
      (
        await t.post(
          '/order-center/invoiceInfo/new/submitApply',
          { orderIdList: [o.id], ...COMPANY, email: 'a@example.com' },
          { token: u.token },
        )
      ).status,
    ).toBe(200)
    expect(
      (
        await t.post(
          '/order-center/afterSale/applyAfterSale',
          { orderId: o2.id, afterSaleType: 1, reasonId: 1, refundAmount: 1 },
          { token: u.token },
        )
      ).status,
    ).toBe(200)
    expect((await t.post('/user-center/acountDel', {}, { token: u.token })).status).toBe(200)
    for (const table of ['invoice_header', 'invoice_apply', 'invoice_order_rel', 'after_sale'] as const) {
      const n = await database.db.selectFrom(table).select('id').where('user_id', '=', u.userId).execute()
      expect({ table, n: n.length }).toEqual({ table, n: 0 })
    }
  })
})

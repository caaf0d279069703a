/**
 * The 'account deletion' part of the former __tests__/server/account-data-orders.test.ts (tests beside what they test).
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

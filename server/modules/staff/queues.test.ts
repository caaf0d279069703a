/**
 * The 待办 counts over HTTP (GET /staff/queues/counts, server/modules/staff/queues.ts): each role gets the counts
 * of the queues its permissions open (the others null), of its own hospital only; each count follows the queue as
 * patients apply and staff act (an after-sale applied, approved into 退款中; an invoice applied; an order shipped).
 */
import { STAFF_PATHS } from '../../../contract/staff'
import { ROLE_PERMISSIONS, STAFF_ROLES, type StaffRole } from '../../../src/domain/staff/permissions'
import { createTestApp, createTestDatabase, patients, type TestApp } from '../../../test-support/server'
import { paidOrders } from '../../../test-support/server/orders'
import { staffOfRole, type StaffClient } from '../../../test-support/server/staff'
import type { Database } from '../../lib/db'

let database: Database
let t: TestApp
const login = patients(() => ({ database, t }), '137', 'qc')
const order = paidOrders(() => ({ database, t }))

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createTestApp({ database })
})
afterAll(async () => {
  await t.close()
  await database.close()
})

type Counts = { afterSales: number | null; refunds: number | null; invoices: number | null; ordersToShip: number | null }
const counts = async (s: StaffClient): Promise<Counts> => {
  const r = await s.get(STAFF_PATHS.queueCounts)
  expect(r.status).toBe(200)
  return r.body.data
}

test('each role sees the counts of the queues it may open (the others null), and no other hospital’s', async () => {
  const expected: Record<StaffRole, Array<keyof Counts>> = {
    'platform-admin': [],
    'hospital-admin': ['afterSales', 'invoices', 'ordersToShip'],
    operator: ['ordersToShip'],
    doctor: [],
    'cs-agent': ['afterSales', 'ordersToShip'],
    'checkup-desk': ['ordersToShip'],
    finance: ['afterSales', 'refunds', 'invoices', 'ordersToShip'],
  }
  for (const role of STAFF_ROLES) {
    const c = await counts(await staffOfRole(t, role, 6))
    const shown = (Object.keys(c) as Array<keyof Counts>).filter((k) => c[k] !== null).sort()
    expect([role, shown]).toEqual([role, [...expected[role]].sort()])
    for (const k of shown) expect(Number.isInteger(c[k]) && (c[k] as number) >= 0).toBe(true)
    // the refunds queue is exactly refund:approve's
    expect(c.refunds !== null).toBe(ROLE_PERMISSIONS[role].includes('refund:approve'))
  }
  // no session: 401
  expect((await t.get(STAFF_PATHS.queueCounts)).status).toBe(401)
})

test('the counts follow the queues: applied, approved, invoiced, shipped — in the own hospital only', async () => {
  const finance6 = await staffOfRole(t, 'finance', 6)
  const agent6 = await staffOfRole(t, 'cs-agent', 6)
  const finance7 = await staffOfRole(t, 'finance', 7)
  const before6 = await counts(finance6)
  const before7 = await counts(finance7)

  // a paid order with goods to ship (+1 to ship); a paid service order (no goods to ship: unchanged)
  const u = await login()
  const toShip = await order(u.userId)
  await order(u.userId, { goodsType: 2, verifyCode: '900000000001' })
  // an after-sale applied on another order (+1 待审核; +1 to ship)
  const o2 = await order(u.userId)
  const applied = await t.post(
    '/order-center/afterSale/applyAfterSale',
    { orderId: o2.id, afterSaleType: 1, reasonId: 2, refundAmount: 1 },
    { token: u.token },
  )
  expect(applied.status).toBe(200)
  // an invoice application on a third order (+1 开票中, +1 to ship)
  const o3 = await order(u.userId)
  const inv = await t.post(
    '/order-center/invoiceInfo/new/submitApply',
    { orderIdList: [o3.id], headerType: 1, invoiceTitle: '张三', email: 'zs@example.com' },
    { token: u.token },
  )
  expect(inv.status).toBe(200)
  const mid = await counts(finance6)
  // an order with an after-sale or an invoice application still waits for its goods to be shipped
  expect(mid).toEqual({
    afterSales: (before6.afterSales as number) + 1,
    refunds: before6.refunds,
    invoices: (before6.invoices as number) + 1,
    ordersToShip: (before6.ordersToShip as number) + 3,
  })

  // the agent approves the refund-only after-sale: 待审核 -> 退款中 (the finance queue)
  const approve = await agent6.post(STAFF_PATHS.afterSaleApprove, { id: applied.body.data.afterSaleId })
  expect(approve.status).toBe(200)
  // the order with goods to ship is shipped
  const ship = await agent6.post(STAFF_PATHS.orderShip, { id: toShip.id, company: '顺丰速运', trackingNo: 'SF9876543210' })
  expect(ship.status).toBe(200)
  const after = await counts(finance6)
  expect(after).toEqual({
    afterSales: before6.afterSales,
    refunds: (before6.refunds as number) + 1,
    invoices: (before6.invoices as number) + 1,
    ordersToShip: (mid.ordersToShip as number) - 1,
  })
  // the agent's tiles agree (without the finance queues it may not open)
  expect(await counts(agent6)).toEqual({ afterSales: after.afterSales, refunds: null, invoices: null, ordersToShip: after.ordersToShip })
  // hospital 7 saw none of it
  expect(await counts(finance7)).toEqual(before7)
})

/**
 * The after-sale desk of the staff console over HTTP (issue 31 item 6): an agent approves or refuses (with a
 * reason), confirms the returned goods; finance refunds, a second finance member above the threshold, at most
 * once; another hospital's staff gets 404; the patient's /afterSaleDetail shows each step; one audit row per write.
 */
import { STAFF_PATHS } from '../../../contract/staff'
import { STAFF_REFUND_SECOND_SAME_PERSON } from '../../../src/domain/messages/staff'
import { createTestApp, createTestDatabase, patients, type TestApp } from '../../../test-support/server'
import { paidOrders } from '../../../test-support/server/orders'
import { staffOfRole, type StaffClient } from '../../../test-support/server/staff'
import type { Database } from '../../lib/db'

let database: Database
let t: TestApp
const login = patients(() => ({ database, t }), '137', 'as')
const order = paidOrders(() => ({ database, t }))
let agent: StaffClient
let finance: StaffClient
let finance2: StaffClient
let agent7: StaffClient

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createTestApp({ database, config: { staff: { refundSecondApprovalCents: 10_000 } } })
  agent = await staffOfRole(t, 'cs-agent', 6)
  finance = await staffOfRole(t, 'finance', 6)
  finance2 = await staffOfRole(t, 'finance', 6)
  agent7 = await staffOfRole(t, 'cs-agent', 7)
})
afterAll(async () => {
  await t.close()
  await database.close()
})

async function apply(type: 1 | 2, amount: number) {
  const u = await login()
  const o = await order(u.userId)
  const r = await t.post(
    '/order-center/afterSale/applyAfterSale',
    { orderId: o.id, afterSaleType: type, reasonId: 2, refundAmount: amount },
    { token: u.token },
  )
  expect(r.status).toBe(200)
  const id: number = r.body.data.afterSaleId
  const patientSees = async () =>
    (await t.get('/order-center/afterSale/afterSaleDetail', { token: u.token, query: { id } })).body.data.statusStr
  return { id, patientSees }
}

const audits = async (objectId: number) =>
  await database.db
    .selectFrom('staff_audit')
    .select(['action', 'result', 'username', 'hospital_id', 'patient_user_id'])
    .where('object_type', '=', 'after-sale')
    .where('object_id', '=', String(objectId))
    .orderBy('id')
    .execute()

test('refund only, above the threshold: agent approves -> 退款中; two different finance members -> 已退款, once', async () => {
  const a = await apply(1, 150)
  expect(await a.patientSees()).toBe('待审核')
  const queue = await agent.get(STAFF_PATHS.afterSales, { query: { status: 1 } })
  expect(queue.body.data.list.map((x: { afterSaleId: number }) => x.afterSaleId)).toContain(a.id)
  // another hospital's agent: not in its queue, 404 on the write
  const q7 = await agent7.get(STAFF_PATHS.afterSales)
  expect(q7.body.data.list.map((x: { afterSaleId: number }) => x.afterSaleId)).not.toContain(a.id)
  expect((await agent7.post(STAFF_PATHS.afterSaleApprove, { id: a.id })).status).toBe(404)
  // finance cannot approve the after-sale itself; the agent cannot refund
  expect((await finance.post(STAFF_PATHS.afterSaleApprove, { id: a.id })).status).toBe(403)
  const ap = await agent.post(STAFF_PATHS.afterSaleApprove, { id: a.id })
  expect(ap.status).toBe(200)
  expect(ap.body.data).toMatchObject({ status: 3, statusStr: '退款中', needsSecondApproval: true })
  expect(await a.patientSees()).toBe('退款中')
  expect((await agent.post(STAFF_PATHS.afterSaleRefund, { id: a.id })).status).toBe(403)
  const first = await finance.post(STAFF_PATHS.afterSaleRefund, { id: a.id })
  expect(first.body.data).toMatchObject({ state: 'awaiting-second', afterSale: { refundApprovals: 1 } })
  const same = await finance.post(STAFF_PATHS.afterSaleRefund, { id: a.id })
  expect([same.status, same.body.msg]).toEqual([400, STAFF_REFUND_SECOND_SAME_PERSON])
  expect(await a.patientSees()).toBe('退款中')
  // the second approval refunds; two clicks at once: one refund
  const [x, y] = await Promise.all([
    finance2.post(STAFF_PATHS.afterSaleRefund, { id: a.id }),
    finance2.post(STAFF_PATHS.afterSaleRefund, { id: a.id }),
  ])
  expect([x.status, y.status].sort()).toEqual([200, 409])
  const done = x.status === 200 ? x : y
  expect(done.body.data).toMatchObject({ state: 'refunded', afterSale: { status: 4, statusStr: '已退款' } })
  expect(await a.patientSees()).toBe('已退款')
  const rows = await audits(a.id)
  const okRows = rows.filter((r) => r.result === 'ok').map((r) => r.action)
  expect(okRows[0]).toBe('after-sale.approve')
  expect(okRows.filter((x) => x === 'refund.execute')).toHaveLength(1) // the refund ran once
  expect(okRows.filter((x) => x === 'refund.approve').length).toBeGreaterThanOrEqual(2)
  expect(rows.filter((r) => r.result !== 'ok').length).toBeGreaterThanOrEqual(2) // the same person twice, the losing click
  expect(rows.every((r) => r.hospital_id === 6 || r.result !== 'ok')).toBe(true)
  expect(rows.find((r) => r.action === 'after-sale.approve' && r.result === 'ok')?.patient_user_id).toBeGreaterThan(0)
})

test('below the threshold one finance member refunds', async () => {
  const a = await apply(1, 50)
  await agent.post(STAFF_PATHS.afterSaleApprove, { id: a.id })
  const r = await finance.post(STAFF_PATHS.afterSaleRefund, { id: a.id })
  expect(r.body.data).toMatchObject({ state: 'refunded', afterSale: { status: 4 } })
  expect(await a.patientSees()).toBe('已退款')
})

test('return and refund: approve -> 待寄回, goods received -> 退款中; refuse needs a reason -> 已拒绝', async () => {
  const a = await apply(2, 30)
  expect((await agent.post(STAFF_PATHS.afterSaleApprove, { id: a.id })).body.data.statusStr).toBe('待寄回')
  expect(await a.patientSees()).toBe('待寄回')
  expect((await agent.post(STAFF_PATHS.afterSaleReceived, { id: a.id })).body.data.statusStr).toBe('退款中')
  expect(await a.patientSees()).toBe('退款中')
  const b = await apply(1, 20)
  expect((await agent.post(STAFF_PATHS.afterSaleRefuse, { id: b.id, reason: '   ' })).status).toBe(400)
  const refused = await agent.post(STAFF_PATHS.afterSaleRefuse, { id: b.id, reason: '已超过售后期限' })
  expect(refused.body.data).toMatchObject({ status: 6, statusStr: '已拒绝', refuseReason: '已超过售后期限' })
  expect(await b.patientSees()).toBe('已拒绝')
  // a write on a closed after-sale fails and is audited as failed
  expect((await agent.post(STAFF_PATHS.afterSaleApprove, { id: b.id })).status).toBe(409)
  expect((await audits(b.id)).map((r) => `${r.action}:${r.result}`)).toEqual(['after-sale.refuse:ok', 'after-sale.approve:failed'])
})

/** GET /staff/orders (issue 31 item 5): the own hospital's orders by number, phone, status; phones masked; another hospital's never */
import { STAFF_PATHS } from '../../../contract/staff'
import { createTestApp, createTestDatabase, patients, type TestApp } from '../../../test-support/server'
import { paidOrders } from '../../../test-support/server/orders'
import { staffOfRole } from '../../../test-support/server/staff'
import type { Database } from '../../lib/db'

let database: Database
let t: TestApp
const login = patients(() => ({ database, t }), '139', 'so')
const order = paidOrders(() => ({ database, t }))

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createTestApp({ database })
})
afterAll(async () => {
  await t.close()
  await database.close()
})

test('search by number and phone in the own hospital, masked; hospital 7 finds nothing of hospital 6', async () => {
  const u = await login()
  const o = await order(u.userId)
  const s6 = await staffOfRole(t, 'cs-agent', 6)
  const s7 = await staffOfRole(t, 'cs-agent', 7)
  const byNo = await s6.get(STAFF_PATHS.orders, { query: { orderNo: o.orderNo } })
  expect(byNo.status).toBe(200)
  expect(byNo.body.data.list).toHaveLength(1)
  expect(byNo.body.data.list[0]).toMatchObject({
    orderId: o.id,
    status: 104,
    actualPrice: 160,
    phone: `${u.phone.slice(0, 3)}****${u.phone.slice(-4)}`,
  })
  expect((await s6.get(STAFF_PATHS.orders, { query: { phone: u.phone } })).body.data.total).toBe(1)
  expect((await s6.get(STAFF_PATHS.orders, { query: { phone: '13000000000' } })).body.data.total).toBe(0)
  expect((await s7.get(STAFF_PATHS.orders, { query: { orderNo: o.orderNo } })).body.data).toEqual({ list: [], total: 0 })
  expect((await s6.get(STAFF_PATHS.orders, { query: { phone: '123' } })).status).toBe(400)
  const doctor = await staffOfRole(t, 'doctor', 6)
  expect((await doctor.get(STAFF_PATHS.orders)).status).toBe(403)
})

test('the list pages newest first with the total of the filters (server/lib/paging.ts newestFirstPage)', async () => {
  const u = await login()
  const ids: number[] = []
  for (let i = 0; i < 3; i++) ids.push((await order(u.userId)).id)
  const s6 = await staffOfRole(t, 'finance', 6)
  const page = async (pageNum: number) =>
    (await s6.get(STAFF_PATHS.orders, { query: { phone: u.phone, pageSize: 2, pageNum } })).body.data as {
      list: Array<{ orderId: number }>
      total: number
    }
  const [p1, p2, p3] = [await page(1), await page(2), await page(3)]
  expect([p1.total, p2.total, p3.total]).toEqual([3, 3, 3])
  expect([...p1.list, ...p2.list].map((o) => o.orderId)).toEqual([...ids].reverse())
  expect(p3.list).toEqual([])
})

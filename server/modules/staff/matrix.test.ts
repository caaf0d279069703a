/**
 * THE route × role × hospital matrix (issue 31 item 3), generated from the routes the server registers: every
 * route under /staff must declare its access (`config.staff`) and have a sample request below, or this test
 * fails until it is classified. Each role of each of two hospitals calls each route on an object of hospital
 * 6: a role without the permission gets 403; with it, its own hospital's object is served (anything but
 * 401/403) and the other hospital's is 404 (the scoped data layer), except where a platform admin manages
 * staff across hospitals by design. The counts are printed; an unexpected allow fails.
 */
import type { RouteOptions } from 'fastify'
import { STAFF_PATHS } from '../../../contract/staff'
import { ROLE_PERMISSIONS, STAFF_ROLES, type StaffRole } from '../../../src/domain/staff/permissions'
import { createTestApp, createTestDatabase, patients, type TestApp } from '../../../test-support/server'
import { paidOrders } from '../../../test-support/server/orders'
import { staffAccount, staffOfRole, type StaffClient } from '../../../test-support/server/staff'
import type { Database } from '../../lib/db'
import { DEMO_USER } from '../../seed'
import { businessToday } from '../../../src/domain/time'
import type { StaffAccess } from './scope'
import { CHECKUP_DESK_PATHS } from '../../../contract/checkup-desk'
import { deskBooking, pendingBatch } from '../../../test-support/server/checkup-desk'
import { addDays } from '../../../src/domain/time'

let database: Database
let t: TestApp
const routes: RouteOptions[] = []
const login = patients(() => ({ database, t }), '138', 'mx')
const order = paidOrders(() => ({ database, t }))

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createTestApp({ database, onRoute: (r) => routes.push(r) })
})
afterAll(async () => {
  await t.close()
  await database.close()
})

interface Ctx {
  afterSaleId: () => Promise<number>
  /** a fresh paid order of hospital 6 (physical goods; `service`: a service order with its 核销 code) */
  orderId: (service?: boolean) => Promise<{ id: number; code: string }>
  /** a fresh invoice application (开票中) of hospital 6 and its amount */
  invoice: () => Promise<{ id: number; amount: number }>
  staffId: number
  n: () => number
}
interface Sample {
  query?: Record<string, string | number>
  body?: unknown
  /** a platform admin may act on another hospital's object here (staff management) */
  platformCrosses?: boolean
  /** a list: the other hospital's call is served, scoped (its rows are checked in the module's tests) */
  list?: boolean
}
/** every staff route's sample request (an object of hospital 6); a route missing here fails the test */
const SAMPLES: Record<string, (c: Ctx) => Promise<Sample>> = {
  [`GET ${STAFF_PATHS.me}`]: async () => ({ list: true }),
  [`POST ${STAFF_PATHS.password}`]: async () => ({
    body: { oldPassword: 'not the old one', newPassword: 'another long phrase' },
    list: true,
  }),
  [`GET ${STAFF_PATHS.accounts}`]: async () => ({ list: true }),
  [`POST ${STAFF_PATHS.invite}`]: async (c) => ({ body: { username: `inv-${c.n()}`, name: '新人', role: 'operator' }, list: true }),
  [`POST ${STAFF_PATHS.disable}`]: async (c) => ({ body: { staffId: c.staffId }, platformCrosses: true }),
  [`POST ${STAFF_PATHS.enable}`]: async (c) => ({ body: { staffId: c.staffId }, platformCrosses: true }),
  [`POST ${STAFF_PATHS.resetTotp}`]: async (c) => ({ body: { staffId: c.staffId }, platformCrosses: true }),
  [`GET ${STAFF_PATHS.audit}`]: async () => ({ list: true }),
  [`GET ${STAFF_PATHS.auditCsv}`]: async () => ({ list: true }),
  [`GET ${STAFF_PATHS.afterSales}`]: async () => ({ list: true }),
  [`POST ${STAFF_PATHS.afterSaleApprove}`]: async (c) => ({ body: { id: await c.afterSaleId() } }),
  [`POST ${STAFF_PATHS.afterSaleRefuse}`]: async (c) => ({ body: { id: await c.afterSaleId(), reason: '测试' } }),
  [`POST ${STAFF_PATHS.afterSaleReceived}`]: async (c) => ({ body: { id: await c.afterSaleId() } }),
  [`POST ${STAFF_PATHS.afterSaleRefund}`]: async (c) => ({ body: { id: await c.afterSaleId() } }),
  [`GET ${STAFF_PATHS.orders}`]: async () => ({ query: { status: 104 }, list: true }),
  [`GET ${STAFF_PATHS.orderDetail}`]: async (c) => ({ query: { id: (await c.orderId()).id } }),
  [`POST ${STAFF_PATHS.orderShip}`]: async (c) => ({
    body: { id: (await c.orderId()).id, company: '顺丰速运', trackingNo: 'SF1234567890' },
  }),
  [`POST ${STAFF_PATHS.orderVerify}`]: async (c) => ({ body: { code: (await c.orderId(true)).code } }),
  [`POST ${STAFF_PATHS.orderRemark}`]: async (c) => ({ body: { id: (await c.orderId()).id, text: '已电话联系' } }),
  [`GET ${STAFF_PATHS.invoices}`]: async () => ({ list: true }),
  [`POST ${STAFF_PATHS.invoiceIssue}`]: async (c) => {
    const inv = await c.invoice()
    return {
      body: {
        id: inv.id,
        invoiceNo: '26320000000000000001',
        invoiceDate: businessToday(t.clock.now),
        amount: inv.amount,
        pdfBase64: Buffer.from('%PDF-1.4\n%%EOF').toString('base64'),
      },
    }
  },
  [`POST ${STAFF_PATHS.invoiceRefuse}`]: async (c) => ({ body: { id: (await c.invoice()).id, reason: '抬头有误' } }),
  [`GET ${STAFF_PATHS.figures}`]: async () => ({ query: { from: '2026-01-14', to: '2026-01-15' }, list: true }),
  // an order in the staff member's own hospital (from the session) for a registered patient
  [`POST ${STAFF_PATHS.offlineOrderCreate}`]: async () => ({
    body: { phone: DEMO_USER.phone, createWay: 'counter', goodsList: [{ goodsId: 6030, skuId: 60301, goodsNum: 1 }] },
    list: true,
  }),
  // the check-up desk (issue 32 part A): a booking / a package / a batch of hospital 6
  [`GET ${CHECKUP_DESK_PATHS.day}`]: async () => ({ list: true }),
  [`POST ${CHECKUP_DESK_PATHS.checkin}`]: async () => ({
    body: { by: 'card', value: (await deskBooking(database, 6, businessToday(t.clock.now), (await login()).userId)).cardNo },
  }),
  [`GET ${CHECKUP_DESK_PATHS.pools}`]: async () => ({ query: { packageId: await package6() } }),
  [`POST ${CHECKUP_DESK_PATHS.poolPreview}`]: async () => ({ body: await poolEdit() }),
  [`POST ${CHECKUP_DESK_PATHS.poolSave}`]: async () => ({ body: await poolEdit() }),
  [`GET ${CHECKUP_DESK_PATHS.rosterTemplate}`]: async () => ({ list: true }),
  [`POST ${CHECKUP_DESK_PATHS.batchImport}`]: async () => ({
    body: {
      companyName: '矩阵单位',
      batchName: '矩阵批次',
      startDate: today(),
      endDate: today(),
      payer: 'company',
      fileBase64: 'bm90IGFuIHhsc3g=',
    },
    list: true,
  }),
  [`GET ${CHECKUP_DESK_PATHS.batches}`]: async () => ({ list: true }),
  [`GET ${CHECKUP_DESK_PATHS.batchRoster}`]: async () => ({ query: { batchId: 6011 } }),
  [`POST ${CHECKUP_DESK_PATHS.batchApprove}`]: async () => ({
    body: { batchId: await pendingBatch(database, 6, today(), addDays(today(), 10)!) },
  }),
}
const today = () => businessToday(t.clock.now)
const package6 = async () =>
  (await database.db.selectFrom('pe_package').select('id').where('hospital_id', '=', 6).orderBy('id').executeTakeFirstOrThrow()).id
/** a new slot 40 days ahead (the first save adds it; later ones change nothing: 400, still served) */
const poolEdit = async () => ({ packageId: await package6(), slots: [{ date: addDays(today(), 40)!, time: '19:00-20:00', total: 3 }] })
/** routes outside the role matrix: the login steps themselves (auth.test.ts) and logout (run last below) */
const AUTH_STEPS = new Set([`POST ${STAFF_PATHS.login}`, `POST ${STAFF_PATHS.totp}`, `POST ${STAFF_PATHS.logout}`])

test('every staff route × every role × own / other hospital', async () => {
  const staffRoutes = routes
    .flatMap((r) =>
      (Array.isArray(r.method) ? r.method : [r.method])
        .filter((m) => m !== 'HEAD')
        .map((m) => ({ key: `${m} ${r.url}`, method: m, url: r.url, access: (r.config as { staff?: StaffAccess } | undefined)?.staff })),
    )
    .filter((r) => r.url.startsWith('/staff/'))
  expect(staffRoutes.length).toBeGreaterThan(10)
  const unclassified = staffRoutes.filter((r) => !r.access || (!SAMPLES[r.key] && !AUTH_STEPS.has(r.key))).map((r) => r.key)
  expect(unclassified).toEqual([])

  let n = 0
  const ctx: Ctx = {
    n: () => ++n,
    staffId: (await staffAccount(t, 'operator', 6)).staffId,
    orderId: async (service) => {
      const u = await login()
      const code = String(100000000000 + ++n)
      const o = await order(u.userId, service ? { goodsType: 2, verifyCode: code } : {})
      return { id: o.id, code }
    },
    invoice: async () => {
      const u = await login()
      const o = await order(u.userId)
      const r = await t.post(
        '/order-center/invoiceInfo/new/submitApply',
        { orderIdList: [o.id], headerType: 1, invoiceTitle: '张三', email: 'zs@example.com' },
        { token: u.token },
      )
      return { id: r.body.data.invoiceId, amount: r.body.data.amount }
    },
    // a fresh pending after-sale of hospital 6 per call
    afterSaleId: async () => {
      const u = await login()
      const o = await order(u.userId)
      const r = await t.post(
        '/order-center/afterSale/applyAfterSale',
        { orderId: o.id, afterSaleType: 1, reasonId: 2, refundAmount: 1 },
        { token: u.token },
      )
      if (!r.body.data) throw new Error(`apply: ${r.status} ${r.raw}`)
      return r.body.data.afterSaleId
    },
  }
  const clients: Array<{ role: StaffRole; hospital: number; s: StaffClient }> = []
  for (const hospital of [6, 7]) for (const role of STAFF_ROLES) clients.push({ role, hospital, s: await staffOfRole(t, role, hospital) })

  const counts = { calls: 0, allowed: 0, refused: 0, notFound: 0, unexpected: [] as string[] }
  for (const route of staffRoutes) {
    if (AUTH_STEPS.has(route.key)) continue
    const access = route.access as StaffAccess
    for (const c of clients) {
      const sample = await SAMPLES[route.key](ctx)
      const res = route.method === 'GET' ? await c.s.get(route.url, { query: sample.query }) : await c.s.post(route.url, sample.body ?? {})
      counts.calls++
      const permitted = 'permission' in access ? ROLE_PERMISSIONS[c.role].includes(access.permission) : true
      const own = c.hospital === 6
      const label = `${route.key} as ${c.role}@${c.hospital}: ${res.status}`
      if (!permitted) {
        if (res.status === 403) counts.refused++
        else counts.unexpected.push(label)
        continue
      }
      if (res.status === 401 || res.status === 403) {
        counts.unexpected.push(`${label} (refused a permitted role)`)
        continue
      }
      if (own || sample.list || (sample.platformCrosses && c.role === 'platform-admin')) {
        if (res.status === 404) counts.unexpected.push(`${label} (own object not found)`)
        else counts.allowed++
      } else if (res.status === 404) counts.notFound++
      else counts.unexpected.push(`${label} (another hospital's object served)`)
    }
  }
  // logout, last: every role may end its own session
  for (const c of clients) expect((await c.s.post(STAFF_PATHS.logout, {})).status).toBe(200)
  console.log(
    `staff matrix: ${staffRoutes.length} routes (${staffRoutes.length - AUTH_STEPS.size} in the matrix), ${STAFF_ROLES.length} roles × 2 hospitals -> ${counts.calls} calls: ${counts.allowed} allowed, ${counts.refused} refused (403), ${counts.notFound} other hospital's object 404, ${counts.unexpected.length} unexpected`,
  )
  expect(counts.unexpected).toEqual([])
  // 322 calls, each sample a fresh patient, order or application: more than the default minute on a loaded machine
}, 180_000)

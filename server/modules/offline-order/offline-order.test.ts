/**
 * Offline orders over HTTP (server/routes/order-center/offlineOrders.ts, types/offline.ts): the demo
 * user's seeded counter / prescription orders by status with counts, online orders kept out, the
 * counter pay code of a pending one, paying one through the sandbox (a cancelled payment leaves it
 * payable, a successful one moves it to 104), ownership (another user's order is 404), bad input
 * (400, never 500) and the staff endpoint (absent without OFFLINE_STAFF_KEY, key checked).
 */
import { createTestDatabase, type TestApp, createSeededApp, patients, cashierSubmit } from '../../../test-support/server'
import type { Database } from '../../lib/db'
import { STAFF_PATHS } from '../../../contract/staff'
import { staffOfRole } from '../../../test-support/server/staff'
import { createSession } from '../../auth/sessions'
import { DEMO_USER } from '../../seed'
import { OFFLINE_SEED } from '../../seed/order/offline'

let database: Database
let t: TestApp
let demo: { token: string; userId: number }
const A = (token: string, extra: Record<string, string> = {}) => ({ token, headers: extra })
const ADDRESS = {
  recvName: '张三',
  contactNumber: '13912345678',
  recvProvince: '江苏省',
  recvCity: '南京市',
  recvArea: '鼓楼区',
  recvAddress: '中山路1号',
}

async function session(userId: number) {
  return createSession(database.db, { userId, loginType: 1, channel: 'h5', hospitalId: 6, now: new Date(t.clock.now) })
}
const newUser = patients(() => ({ database, t }), '136', 'o')
const list = async (token: string, query: Record<string, string | number> = {}) =>
  (await t.get('/order-center/orderCenter/offlineOrders', { token, query })).body.data
const counts = async (token: string) => (await t.get('/order-center/orderCenter/offlineOrderNum', { token })).body.data

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createSeededApp(database)
  const u = await database.db.selectFrom('app_user').select('id').where('phone', '=', DEMO_USER.phone).executeTakeFirstOrThrow()
  demo = { token: await session(u.id), userId: u.id }
})
afterAll(async () => {
  await t.close()
  await database.close()
})

describe('offline order list', () => {
  test('the demo user sees the seeded orders, newest first, with the tab counts; status filters', async () => {
    const all = await list(demo.token)
    expect(all.total).toBe(OFFLINE_SEED.length)
    expect(all.list.map((o: any) => o.orderNo).sort()).toEqual(OFFLINE_SEED.map((s) => s.orderNo).sort())
    const stamps = all.list.map((o: any) => o.createTime)
    expect([...stamps].sort().reverse()).toEqual(stamps)
    expect(await counts(demo.token)).toEqual({ 101: 2, 102: 1, 103: 1, 104: 1, 105: 0, all: 5 })
    const pending = await list(demo.token, { status: 101 })
    expect(pending.list.map((o: any) => o.status)).toEqual([101, 101])
    const rx = pending.list.find((o: any) => o.createWay === 'prescription')
    expect(rx).toMatchObject({
      createWayLabel: '医生处方',
      statusLabel: '待支付',
      canCancel: true,
      goodsNum: 3,
      actualPrice: 129 + 2 * 29.9,
    })
    expect(rx.remark).toContain('处方号')
    expect(rx.closeTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(rx.payRemainMs).toBeGreaterThan(2 * 86400_000)
    expect(rx.goodsList.map((l: any) => [l.goodsName, l.goodsNum, l.price])).toEqual([
      ['三诺安稳+血糖仪套装（含试纸）', 1, 129],
      ['医用电子体温计（软头）', 2, 29.9],
    ])
    expect((await list(demo.token, { status: 104 })).list[0]).toMatchObject({
      createWay: 'counter',
      createWayLabel: '窗口开单',
      status: 104,
      canRefund: true,
    })
    expect((await list(demo.token, { status: 105 })).list).toEqual([])
    // paging
    const p1 = await list(demo.token, { pageNum: 1, pageSize: 2 })
    const p3 = await list(demo.token, { pageNum: 3, pageSize: 2 })
    expect([p1.list.length, p1.hasMore, p3.list.length, p3.hasMore]).toEqual([2, true, 1, false])
    // they are ordinary orders: the detail opens, the all-orders list has them
    const d = await t.get('/order-center/orderCenter/orderDetail', { token: demo.token, query: { id: rx.id } })
    expect(d.body.data).toMatchObject({ id: rx.id, status: 101, remark: rx.remark })
  })

  test('online orders are not offline orders', async () => {
    const c = await t.post(
      '/order-center/orderCenter/commitPay',
      { goodsList: [{ goodsId: 6009, skuId: 60091, goodsNum: 1 }], address: ADDRESS, requestId: 'offline-test-online' },
      A(demo.token),
    )
    expect(c.status).toBe(200)
    expect((await list(demo.token)).list.map((o: any) => o.id)).not.toContain(c.body.data.orderId)
    expect((await counts(demo.token)).all).toBe(5)
    expect(
      (await t.get('/order-center/orderCenter/offlinePayCode', { token: demo.token, query: { orderId: c.body.data.orderId } })).status,
    ).toBe(404)
    await t.post('/order-center/orderCenter/orderCancel', { orderId: c.body.data.orderId, cancelReason: '其他' }, A(demo.token))
  })

  test('a client cannot make its own order an offline one with the orderCreateWay header', async () => {
    for (const way of ['counter', 'prescription']) {
      const c = await t.post(
        '/order-center/orderCenter/commitPay',
        { goodsList: [{ goodsId: 6009, skuId: 60091, goodsNum: 1 }], address: ADDRESS, requestId: `offline-forged-${way}` },
        A(demo.token, { orderCreateWay: way }),
      )
      expect(c.status).toBe(200)
      expect((await list(demo.token)).list.map((o: any) => o.id)).not.toContain(c.body.data.orderId)
      expect((await counts(demo.token)).all).toBe(5)
      await t.post('/order-center/orderCenter/orderCancel', { orderId: c.body.data.orderId, cancelReason: '其他' }, A(demo.token))
    }
  })

  test('login required; bad input is a 400 naming the field', async () => {
    expect((await t.get('/order-center/orderCenter/offlineOrders')).body).toEqual({ code: 401, msg: '未登录', data: null })
    expect((await t.get('/order-center/orderCenter/offlineOrderNum')).status).toBe(401)
    for (const query of [{ status: 99 }, { status: 'x' }, { pageNum: 0 }, { pageSize: 1000 }] as Array<Record<string, string | number>>) {
      const r = await t.get('/order-center/orderCenter/offlineOrders', { token: demo.token, query })
      expect(r.status).toBe(400)
      expect(r.body.msg).toMatch(/status|pageNum|pageSize/)
    }
    const r = await t.get('/order-center/orderCenter/offlinePayCode', { token: demo.token })
    expect(r.body).toEqual({ code: 400, msg: '缺少参数 orderId', data: null })
    expect((await t.get('/order-center/orderCenter/offlinePayCode', { token: demo.token, query: { orderId: 'abc' } })).status).toBe(400)
  })
})

describe('paying an offline order', () => {
  test('pay code of a pending order; a cancelled payment leaves it payable; a paid one moves to 104', async () => {
    const pending = (await list(demo.token, { status: 101 })).list.find((o: any) => o.createWay === 'counter')
    const code = await t.get('/order-center/orderCenter/offlinePayCode', { token: demo.token, query: { orderId: pending.id } })
    expect(code.body.data).toMatchObject({
      orderId: pending.id,
      orderNo: pending.orderNo,
      payCode: pending.orderNo,
      actualPrice: pending.actualPrice,
    })
    expect(code.body.data.qrPic).toMatch(/^data:image\/png;base64,/)
    // the same payment path as any order: prepay (H5 cashier channel 3), the cashier cancels
    const p1 = (await t.post('/order-center/orderCenter/mergePay', { orderIds: [pending.id], payChannel: 3 }, A(demo.token))).body.data
    expect(p1.redirectUrl).toContain('/pay-center/sandbox/cashier')
    await cashierSubmit(t, p1, 'CLOSED')
    expect((await t.post('/order-center/orderCenter/orderQuery', { orderId: pending.id }, A(demo.token))).body.data).toMatchObject({
      status: 101,
      payResult: 'CLOSED',
    })
    expect((await list(demo.token, { status: 101 })).list.map((o: any) => o.id)).toContain(pending.id)
    expect((await t.get('/order-center/orderCenter/offlinePayCode', { token: demo.token, query: { orderId: pending.id } })).status).toBe(
      200,
    )
    // paid
    const p2 = (await t.post('/order-center/orderCenter/mergePay', { orderIds: [pending.id], payChannel: 3 }, A(demo.token))).body.data
    await cashierSubmit(t, p2, 'SUCCESS')
    expect((await list(demo.token, { status: 101 })).list.map((o: any) => o.id)).not.toContain(pending.id)
    expect((await list(demo.token, { status: 104 })).list.map((o: any) => o.id)).toContain(pending.id)
    expect(await counts(demo.token)).toMatchObject({ 101: 1, 104: 2, all: 5 })
    const again = await t.get('/order-center/orderCenter/offlinePayCode', { token: demo.token, query: { orderId: pending.id } })
    expect(again.status).toBe(409)
    expect(again.body.msg).toBe('订单当前状态无需支付')
    // and it has its verification code now
    expect(
      (await t.get('/order-center/orderCenter/getQrPic', { token: demo.token, query: { orderId: pending.id } })).body.data.verifyCode,
    ).toMatch(/^\d{12}$/)
  })
})

describe('ownership', () => {
  test("another user's offline order is never listed, coded, detailed or paid", async () => {
    const other = await newUser()
    expect(await list(other.token)).toMatchObject({ list: [], total: 0 })
    expect(await counts(other.token)).toEqual({ 101: 0, 102: 0, 103: 0, 104: 0, 105: 0, all: 0 })
    const mine = (await list(demo.token, { status: 101 })).list[0]
    for (const r of [
      await t.get('/order-center/orderCenter/offlinePayCode', { token: other.token, query: { orderId: mine.id } }),
      await t.get('/order-center/orderCenter/orderDetail', { token: other.token, query: { id: mine.id } }),
      await t.post('/order-center/orderCenter/mergePay', { orderIds: [mine.id], payChannel: 3 }, A(other.token)),
      await t.post('/order-center/orderCenter/orderCancel', { orderId: mine.id, cancelReason: '其他' }, A(other.token)),
    ])
      expect(r.status).toBe(404)
    expect((await list(demo.token, { status: 101 })).list.map((o: any) => o.id)).toContain(mine.id)
  })
})

describe('staff creation (the staff console: POST /staff/offline-orders, permission offline-order:create)', () => {
  test('the shared-key endpoint is gone; no session 401, a role without the permission 403', async () => {
    const body = { phone: DEMO_USER.phone, createWay: 'counter', goodsList: [{ goodsId: 6030, skuId: 60301, goodsNum: 1 }] }
    expect(
      (
        await t.post('/order-center/orderCenter/offline/staffCreate', body, {
          headers: { 'x-staff-key': 'staff-key-for-tests-0123456789' },
        })
      ).status,
    ).toBe(404)
    expect((await t.post(STAFF_PATHS.offlineOrderCreate, body)).status).toBe(401)
    const finance = await staffOfRole(t, 'finance', 6)
    expect((await finance.post(STAFF_PATHS.offlineOrderCreate, body)).status).toBe(403)
  })

  test('a counter agent creates a priced offline order for the patient in its hospital, audited; repeat is the same order; bad input 400', async () => {
    const s = await staffOfRole(t, 'cs-agent', 6)
    const patient = await newUser()
    const body = {
      phone: patient.phone,
      createWay: 'prescription',
      remark: '处方号 CF-T1 · 心内科',
      goodsList: [{ goodsId: 6009, skuId: 60091, goodsNum: 2 }],
      address: ADDRESS,
      requestId: 'rx-1',
      actualPrice: 0.01,
    }
    const c = await s.post(STAFF_PATHS.offlineOrderCreate, body)
    expect(c.status).toBe(200)
    expect(c.body.data).toMatchObject({ status: 101, actualPrice: 59.8, duplicate: false })
    expect((await s.post(STAFF_PATHS.offlineOrderCreate, body)).body.data).toMatchObject({ orderId: c.body.data.orderId, duplicate: true })
    const l = await list(patient.token)
    expect(l.list).toHaveLength(1)
    expect(l.list[0]).toMatchObject({
      id: c.body.data.orderId,
      createWay: 'prescription',
      remark: '处方号 CF-T1 · 心内科',
      actualPrice: 59.8,
    })
    const audit = await database.db
      .selectFrom('staff_audit')
      .select(['action', 'hospital_id', 'patient_user_id', 'username'])
      .where('object_type', '=', 'order')
      .where('object_id', '=', String(c.body.data.orderId))
      .execute()
    expect(audit).toEqual([{ action: 'offline-order.create', hospital_id: 6, patient_user_id: patient.userId, username: s.username }])
    const bad = [
      [{ ...body, phone: '123' }, 400, '手机格式不正确'],
      [{ ...body, phone: '13912349999' }, 404, '患者未注册'],
      [{ ...body, createWay: 'online' }, 400, 'createWay'],
      [{ ...body, goodsList: [] }, 400, 'goodsList'],
      [{ ...body, goodsList: [{ goodsId: 6009, skuId: 60091, goodsNum: 0 }] }, 400, 'goodsNum'],
    ] as const
    for (const [b, status, msg] of bad) {
      const r = await s.post(STAFF_PATHS.offlineOrderCreate, { ...b, requestId: undefined })
      expect([r.status, r.body.msg]).toEqual([status, expect.stringContaining(msg)])
    }
  })
})

/**
 * The order desk of the staff console over HTTP (issue 31 item 5): the detail with the patient's data masked,
 * shipping with a courier (the patient's order detail shows it; the onShipped hook runs once), 核销 by the code the
 * patient's order shows (104 → 105 → 102, then refused), staff-only remarks; another hospital's staff gets 404,
 * a role without the permission 403; one audit row per write.
 */
import { STAFF_PATHS } from '../../../contract/staff'
import {
  STAFF_ORDER_NOT_FOUND,
  STAFF_SHIP_ALREADY,
  STAFF_SHIP_COMPANY_REQUIRED,
  STAFF_SHIP_NO_INVALID,
  STAFF_SHIP_NOTHING,
  STAFF_SHIP_WRONG_STATE,
  STAFF_REMARK_REQUIRED,
  STAFF_VERIFY_CODE_REQUIRED,
  STAFF_VERIFY_CODE_UNKNOWN,
  STAFF_VERIFY_USED,
} from '../../../src/domain/messages/staffDesk'
import { createTestApp, createTestDatabase, patients, type TestApp } from '../../../test-support/server'
import { paidOrders } from '../../../test-support/server/orders'
import { staffOfRole, type StaffClient } from '../../../test-support/server/staff'
import type { Database } from '../../lib/db'
import { setOnShipped, type ShippedEvent } from '.'

let database: Database
let t: TestApp
const login = patients(() => ({ database, t }), '139', 'od')
const order = paidOrders(() => ({ database, t }))
let operator: StaffClient // order:read only
let agent: StaffClient // read, remark, ship, verify
let desk: StaffClient // check-up desk: read, verify
let agent7: StaffClient
const ADDRESS = {
  recvProvince: '江苏省',
  recvCity: '南京市',
  recvArea: '鼓楼区',
  recvAddress: '中山路321号5栋',
  recvName: '王小明',
  contactNumber: '13912345678',
}

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createTestApp({ database })
  operator = await staffOfRole(t, 'operator', 6)
  agent = await staffOfRole(t, 'cs-agent', 6)
  desk = await staffOfRole(t, 'checkup-desk', 6)
  agent7 = await staffOfRole(t, 'cs-agent', 7)
})
afterAll(async () => {
  await t.close()
  await database.close()
})

const audits = async (action: string, objectId: number) =>
  await database.db
    .selectFrom('staff_audit')
    .select(['action', 'result', 'hospital_id', 'patient_user_id'])
    .where('action', '=', action)
    .where('object_id', '=', String(objectId))
    .orderBy('id')
    .execute()

test('detail: the patient data masked; another hospital 404; a missing id 400', async () => {
  const u = await login()
  const o = await order(u.userId, { address: ADDRESS })
  const d = await operator.get(STAFF_PATHS.orderDetail, { query: { id: o.id } })
  expect(d.status).toBe(200)
  expect(d.body.data).toMatchObject({
    orderId: o.id,
    orderNo: o.orderNo,
    status: 104,
    statusStr: '待使用/收货',
    phone: `${u.phone.slice(0, 3)}****${u.phone.slice(-4)}`,
    receiver: { name: '王**', phone: '139****5678', region: '江苏省南京市鼓楼区', address: '中山路****' },
    needsShipping: true,
    canShip: true,
    shipCompany: null,
    notes: [],
  })
  expect(d.raw).not.toContain('中山路321号')
  expect(d.raw).not.toContain('王小明')
  expect(d.raw).not.toContain(u.phone)
  expect(d.body.data.goodsList).toHaveLength(2)
  expect((await agent7.get(STAFF_PATHS.orderDetail, { query: { id: o.id } })).body).toEqual({
    code: 404,
    msg: STAFF_ORDER_NOT_FOUND,
    data: null,
  })
  expect((await operator.get(STAFF_PATHS.orderDetail)).status).toBe(400)
})

test('ship: courier on the order, the patient sees it, once; bad input 400; wrong state 409; hook runs once', async () => {
  const events: ShippedEvent[] = []
  const before = setOnShipped(async (e) => void events.push(e))
  try {
    const u = await login()
    const o = await order(u.userId, { address: ADDRESS })
    const ship = (b: Record<string, unknown>, s = agent) => s.post(STAFF_PATHS.orderShip, { id: o.id, ...b })
    expect((await ship({ company: ' ', trackingNo: 'SF1234567890' })).body.msg).toBe(STAFF_SHIP_COMPANY_REQUIRED)
    expect((await ship({ company: '顺丰速运', trackingNo: '12-3' })).body).toMatchObject({ code: 400, msg: STAFF_SHIP_NO_INVALID })
    // a role without order:ship, another hospital
    expect((await ship({ company: '顺丰速运', trackingNo: 'SF1234567890' }, operator)).status).toBe(403)
    expect((await ship({ company: '顺丰速运', trackingNo: 'SF1234567890' }, agent7)).status).toBe(404)
    const r = await ship({ company: '顺丰速运', trackingNo: ' sf 1234567890 ' })
    expect(r.status).toBe(200)
    expect(r.body.data).toMatchObject({ shipCompany: '顺丰速运', shipNo: 'SF1234567890', canShip: false, status: 104 })
    expect(r.body.data.shipTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect((await ship({ company: '中通快递', trackingNo: 'ZT1234567890' })).body).toMatchObject({ code: 409, msg: STAFF_SHIP_ALREADY })
    expect(events).toEqual([expect.objectContaining({ orderId: o.id, company: '顺丰速运', trackingNo: 'SF1234567890', userId: u.userId })])
    // the patient's order detail
    const mine = await t.get('/order-center/orderCenter/orderDetail', { token: u.token, query: { id: o.id } })
    expect(mine.body.data).toMatchObject({ shipCompany: '顺丰速运', shipNo: 'SF1234567890', status: 104 })
    expect(await audits('order.ship', o.id)).toEqual([
      { action: 'order.ship', result: 'failed', hospital_id: 7, patient_user_id: null },
      { action: 'order.ship', result: 'ok', hospital_id: 6, patient_user_id: u.userId },
      { action: 'order.ship', result: 'failed', hospital_id: 6, patient_user_id: null },
    ])
    // an unpaid order, a service order
    const unpaid = await order(u.userId, { status: 101 })
    expect(
      (await agent.post(STAFF_PATHS.orderShip, { id: unpaid.id, company: '顺丰速运', trackingNo: 'SF1234567891' })).body,
    ).toMatchObject({
      code: 409,
      msg: STAFF_SHIP_WRONG_STATE,
    })
    const service = await order(u.userId, { goodsType: 2 })
    expect(
      (await agent.post(STAFF_PATHS.orderShip, { id: service.id, company: '顺丰速运', trackingNo: 'SF1234567892' })).body,
    ).toMatchObject({
      code: 400,
      msg: STAFF_SHIP_NOTHING,
    })
  } finally {
    setOnShipped(before)
  }
})

test('核销 by the code: 104 → 105 → 102, then refused; wrong and other-hospital codes refused alike', async () => {
  const u = await login()
  const o = await order(u.userId, { goodsType: 2, verifyCode: '600000000001' })
  const other = await login()
  await order(other.userId, { goodsType: 2, verifyCode: '700000000001', hospitalId: 7 })
  const verify = (code: string, s = desk) => s.post(STAFF_PATHS.orderVerify, { code })
  expect((await verify('  ')).body).toMatchObject({ code: 400, msg: STAFF_VERIFY_CODE_REQUIRED })
  expect((await verify('600000000009')).body).toMatchObject({ code: 404, msg: STAFF_VERIFY_CODE_UNKNOWN })
  expect((await verify('abc')).body).toMatchObject({ code: 400, msg: STAFF_VERIFY_CODE_UNKNOWN })
  // hospital 7's order from hospital 6, and hospital 6's from hospital 7
  expect((await verify('700000000001')).body).toMatchObject({ code: 404, msg: STAFF_VERIFY_CODE_UNKNOWN })
  expect((await verify('600000000001', agent7)).body).toMatchObject({ code: 404, msg: STAFF_VERIFY_CODE_UNKNOWN })
  expect((await verify('600000000001', operator)).status).toBe(403)
  const first = await verify(' 6000 0000 0001\n')
  expect(first.body.data).toMatchObject({ orderId: o.id, status: 105, statusStr: '部分使用/完成', goodsName: '商品6001' })
  const patient = async () =>
    (await t.get('/order-center/orderCenter/orderDetail', { token: u.token, query: { id: o.id } })).body.data.status
  expect(await patient()).toBe(105)
  expect((await verify('600000000001')).body.data).toMatchObject({ status: 102, statusStr: '已完成' })
  expect(await patient()).toBe(102)
  expect((await verify('600000000001')).body).toMatchObject({ code: 409, msg: STAFF_VERIFY_USED })
  const records = await t.post('/order-center/orderCenter/getVerificationRecord', { orderId: o.id }, { token: u.token })
  expect(records.body.data.map((r: { verifier: string }) => r.verifier)).toEqual([desk.me.name, desk.me.name])
  expect((await audits('order.verify', o.id)).map((a) => a.result)).toEqual(['ok', 'ok'])
})

test('remarks: staff-only, in the detail, never on the patient side', async () => {
  const u = await login()
  const o = await order(u.userId)
  expect((await agent.post(STAFF_PATHS.orderRemark, { id: o.id, text: '  ' })).body).toMatchObject({
    code: 400,
    msg: STAFF_REMARK_REQUIRED,
  })
  expect((await desk.post(STAFF_PATHS.orderRemark, { id: o.id, text: '已电话联系' })).status).toBe(403)
  expect((await agent7.post(STAFF_PATHS.orderRemark, { id: o.id, text: '已电话联系' })).status).toBe(404)
  const r = await agent.post(STAFF_PATHS.orderRemark, { id: o.id, text: '已电话联系，周三取货' })
  expect(r.body.data.notes).toEqual([
    { id: expect.any(Number), staffName: agent.me.name, text: '已电话联系，周三取货', time: expect.any(String) },
  ])
  const mine = await t.get('/order-center/orderCenter/orderDetail', { token: u.token, query: { id: o.id } })
  expect(mine.raw).not.toContain('周三取货')
  // the other hospital's attempt is recorded as failed
  expect((await audits('order.remark', o.id)).map((a) => a.result)).toEqual(['failed', 'ok'])
})

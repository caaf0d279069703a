/**
 * The 'exam places are held only by a paid (or being-paid) order unit' part of the former __tests__/server/order-hardening.test.ts (tests beside what they test).
 *
 * Issue 10, the order / exam / payment findings, each written as the attack over real HTTP (red on
 * the code before the fix, green after): exam places taken without paying, an open redirect and a
 * cashier anyone could press, an order total past 32-bit cents, a per-order flash-sale limit split
 * over two lines, stock held by order after order, an after-sale approved after a full refund, and
 * the exam person / ID number extras.
 */
import {
  createTestDatabase,
  type TestApp,
  createSeededApp,
  patients,
  EXAM_FORM_FILLED,
  examUnitWithoutPlace,
} from '../../../test-support/server'
import type { Database } from '../../lib/db'
import { idCheckDigit } from '../../../src/domain/validation'

let database: Database
let t: TestApp
let seededAt = 0
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
/** China calendar day d days after the seed */
const day = (d: number) => new Date(seededAt + d * 86400_000 + 8 * 3600_000).toISOString().slice(0, 10)
const idNo = (birth: string, s: string) => `320102${birth}${s}` + idCheckDigit(`320102${birth}${s}`)
const booked = async (goodsId: number, date: string, time: string) =>
  (
    await database.db
      .selectFrom('appoint_pool')
      .select('booked')
      .where('goods_id', '=', goodsId)
      .where('appointed_date', '=', date)
      .where('appointed_time', '=', time)
      .executeTakeFirstOrThrow()
  ).booked
const placelessUnit = (token: string, goodsId: number, opts: { pay?: boolean } = {}) =>
  examUnitWithoutPlace(t, database, token, goodsId, { appointedDate: day(7), appointedTime: '08:00-09:00' }, opts)
async function addPerson(token: string, idNumber = idNo('19900307', '123'), name = '李四'): Promise<{ id: number }> {
  const r = await t.post('/intserv/pe/addPePerson', { name, idNumber, phone: '13912345678', maritalStatus: 1, consent: true }, { token })
  expect(r.status).toBe(200)
  return r.body.data
}
const buy = (token: string, goodsList: unknown[], extra: Record<string, unknown> = {}) =>
  t.post('/order-center/orderCenter/commitPay', { goodsList, address: ADDRESS, ...extra }, A(token))

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createSeededApp(database)
  const kv = await database.db.selectFrom('server_kv').select('value').where('key', '=', 'browse.seededAt').executeTakeFirstOrThrow()
  seededAt = Date.parse(kv.value)
})
afterAll(async () => {
  await t.close()
  await database.close()
})

describe('exam places are held only by a paid (or being-paid) order unit', () => {
  test('attack: pe/appoint without an order takes no place (the finding: 8 remaining places taken by one user)', async () => {
    const at = { appointedDate: day(5), appointedTime: '14:00-15:00' }
    await database.db
      .updateTable('appoint_pool')
      .set((eb) => ({ total: eb('booked', '+', 8) }))
      .where('goods_id', '=', 6036)
      .where('appointed_date', '=', at.appointedDate)
      .where('appointed_time', '=', at.appointedTime)
      .execute()
    const before = await booked(6036, at.appointedDate, at.appointedTime)
    const attacker = await login()
    const persons = [await addPerson(attacker.token)]
    for (let i = 0; i < 7; i++) persons.push(await addPerson(attacker.token, idNo('19900307', String(200 + i)), `李${'一二三四五六七'[i]}`))
    for (const p of persons) {
      const r = await t.post('/intserv/pe/appoint', { packageId: 6036, personId: p.id, ...at }, A(attacker.token))
      expect(r.body).toEqual({ code: 400, msg: '缺少参数 orderId', data: null })
    }
    expect(await booked(6036, at.appointedDate, at.appointedTime)).toBe(before)
    // the paying patient's commitPay for that slot gets a place
    const patient = await login()
    const o = await buy(patient.token, [{ goodsId: 6036, skuId: 60361, goodsNum: 1, peInfoList: [{ filedInfo: EXAM_FORM_FILLED, ...at }] }])
    expect(o.status).toBe(200)
    expect(await booked(6036, at.appointedDate, at.appointedTime)).toBe(before + 1)
  })

  test("attack: pe/appoint on another user's order, a closed or cancelled order, another package's line or a unit that has its place takes no place", async () => {
    const at = { appointedDate: day(6), appointedTime: '09:00-10:00' }
    const b0 = await booked(6036, at.appointedDate, at.appointedTime)
    const victim = await login()
    const attacker = await login()
    const ap = await addPerson(attacker.token)
    const theirs = await placelessUnit(victim.token, 6036, { pay: true })
    const book = (unit: object, extra: object = {}) =>
      t.post('/intserv/pe/appoint', { packageId: 6036, personId: ap.id, ...unit, ...at, ...extra }, A(attacker.token))
    expect((await book(theirs)).body).toEqual({ code: 404, msg: '订单不存在', data: null })
    // the attacker's own unpaid order past its close window (not yet swept) and then cancelled
    const mine = await placelessUnit(attacker.token, 6036)
    const saved = t.clock.now
    t.clock.advance(31 * 60_000)
    try {
      expect((await book(mine)).body).toEqual({ code: 400, msg: '订单未支付或已关闭，不能预约', data: null })
    } finally {
      t.clock.now = saved
    }
    const cancelled = await placelessUnit(attacker.token, 6036)
    expect(
      (await t.post('/order-center/orderCenter/orderCancel', { orderId: cancelled.orderId, cancelReason: '其他' }, A(attacker.token)))
        .status,
    ).toBe(200)
    expect((await book(cancelled)).body.msg).toBe('订单未支付或已关闭，不能预约')
    // a line of another goods (6023) for package 6036, and a unit that still has its checkout place
    const other = await placelessUnit(attacker.token, 6023)
    expect((await book(other)).body).toEqual({ code: 404, msg: '订单中没有该体检套餐', data: null })
    const withPlace = await buy(attacker.token, [
      {
        goodsId: 6036,
        skuId: 60361,
        goodsNum: 1,
        peInfoList: [{ filedInfo: EXAM_FORM_FILLED, appointedDate: day(7), appointedTime: '08:00-09:00' }],
      },
    ])
    const og = (await t.get('/order-center/orderCenter/orderDetail', { token: attacker.token, query: { id: withPlace.body.data.orderId } }))
      .body.data.goodsList[0].id
    expect((await book({ orderId: withPlace.body.data.orderId, orderGoodsId: og })).body).toEqual({
      code: 400,
      msg: '该体检已预约，如需改期请修改预约',
      data: null,
    })
    expect((await book({ ...theirs, index: 1 })).status).toBe(404)
    expect(await booked(6036, at.appointedDate, at.appointedTime)).toBe(b0)
  })

  test('attack: one paid unit holds one place — parallel bookings of it, the same person again, and updateAppointDate beside it take nothing more', async () => {
    const at = { appointedDate: day(6), appointedTime: '14:00-15:00' }
    await database.db
      .updateTable('appoint_pool')
      .set((eb) => ({ total: eb('booked', '+', 10) }))
      .where('goods_id', '=', 6036)
      .where('appointed_date', '=', at.appointedDate)
      .where('appointed_time', '=', at.appointedTime)
      .execute()
    const b0 = await booked(6036, at.appointedDate, at.appointedTime)
    const u = await login()
    const persons = []
    for (let i = 0; i < 5; i++) persons.push(await addPerson(u.token, idNo('19900307', String(300 + i)), `王${'一二三四五'[i]}`))
    const unit = await placelessUnit(u.token, 6036, { pay: true })
    const rs = await Promise.all(
      persons.map((p) => t.post('/intserv/pe/appoint', { packageId: 6036, personId: p.id, ...unit, ...at }, A(u.token))),
    )
    expect(rs.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400])
    expect(rs.filter((r) => r.status === 400).every((r) => r.body.msg === '该体检已预约，如需改期请修改预约')).toBe(true)
    expect(await booked(6036, at.appointedDate, at.appointedTime)).toBe(b0 + 1)
    const exam = rs.find((r) => r.status === 200)!.body.data
    // the unit shows that booking in the order, and the order side cannot take a second place for it
    const ap = (await t.post('/order-center/orderCenter/queryOrderAppoint', { orderId: unit.orderId }, A(u.token))).body.data[0]
    expect(ap).toMatchObject({ appointedDate: at.appointedDate, appointedTime: at.appointedTime, canReschedule: false })
    const move = { orderId: unit.orderId, orderGoodsId: unit.orderGoodsId, appointedDate: day(6), appointedTime: '15:00-16:00' }
    const b15 = await booked(6036, day(6), '15:00-16:00')
    expect((await t.post('/order-center/orderCenter/updateAppointDate', move, A(u.token))).body.msg).toBe(
      '该体检已在体检预约中预约，请在预约记录中改期或取消',
    )
    expect(await booked(6036, day(6), '15:00-16:00')).toBe(b15)
    // the same person for the same package on another paid unit
    const second = await placelessUnit(u.token, 6036, { pay: true })
    expect((await t.post('/intserv/pe/appoint', { packageId: 6036, personId: exam.personId, ...second, ...at }, A(u.token))).body.msg).toBe(
      '该体检人已预约该套餐',
    )
    // cancelled in the exam module: the unit is free again, and order-center may book it
    expect((await t.post('/intserv/pe/cancelAppoint', { appointmentId: exam.appointmentId }, A(u.token))).status).toBe(200)
    expect((await t.post('/order-center/orderCenter/updateAppointDate', move, A(u.token))).status).toBe(200)
    expect(await booked(6036, at.appointedDate, at.appointedTime)).toBe(b0)
    expect(await booked(6036, day(6), '15:00-16:00')).toBe(b15 + 1)
  })

  test('attack: a place booked on an unpaid order goes back when the order is cancelled, closes unpaid or is refunded', async () => {
    const at = { appointedDate: day(4), appointedTime: '09:00-10:00' }
    const b0 = await booked(6036, at.appointedDate, at.appointedTime)
    const u = await login()
    const p = await addPerson(u.token)
    const book = async (unit: object) =>
      (await t.post('/intserv/pe/appoint', { packageId: 6036, personId: p.id, ...unit, ...at }, A(u.token))).body.data
    const status = async (id: number) =>
      (await t.post('/intserv/pe/queryPeAppointedInfo', { appointmentId: id }, A(u.token))).body.data[0].status
    // cancelled
    const u1 = await placelessUnit(u.token, 6036)
    const a1 = await book(u1)
    expect(await booked(6036, at.appointedDate, at.appointedTime)).toBe(b0 + 1)
    expect((await t.post('/order-center/orderCenter/orderCancel', { orderId: u1.orderId, cancelReason: '其他' }, A(u.token))).status).toBe(
      200,
    )
    expect(await status(a1.appointmentId)).toBe(2)
    expect(await booked(6036, at.appointedDate, at.appointedTime)).toBe(b0)
    // closed unpaid at the end of its window
    const u2 = await placelessUnit(u.token, 6036)
    const a2 = await book(u2)
    const saved = t.clock.now
    t.clock.advance(31 * 60_000)
    try {
      await t.get('/order-center/orderCenter/orderDetail', { token: u.token, query: { id: u2.orderId } }) // closes the caller's overdue orders
      expect(await status(a2.appointmentId)).toBe(2)
      expect(await booked(6036, at.appointedDate, at.appointedTime)).toBe(b0)
    } finally {
      t.clock.now = saved
    }
    // paid, booked, refunded
    const u3 = await placelessUnit(u.token, 6036, { pay: true })
    const a3 = await book(u3)
    expect(await booked(6036, at.appointedDate, at.appointedTime)).toBe(b0 + 1)
    expect((await t.post('/order-center/orderCenter/orderRefund', { orderId: u3.orderId }, A(u.token))).status).toBe(200)
    expect(await status(a3.appointmentId)).toBe(2)
    expect(await booked(6036, at.appointedDate, at.appointedTime)).toBe(b0)
  })
})

/**
 * Account data, physical exam (/intserv/pe): packages, add-on items, pools, exam persons, booking
 * (for a unit of the caller's own paid / being-paid order line; never overbooked under 30 concurrent
 * bookings), reschedule limits (src/domain canReschedule), ownership, bad input 400.
 */
import {
  createClock,
  createTestApp,
  createTestDatabase,
  type TestApp,
  patients,
  EXAM_FORM_FILLED,
  examUnitWithoutPlace,
} from '../../../test-support/server'
import type { Database } from '../../lib/db'
import * as M from '../../../src/domain/messages'
import { idCheckDigit } from '../../../src/domain/validation'

let database: Database
let t: TestApp
let seededAt = 0

const login = patients(() => ({ database, t }), '136', 'u')
const idNo = (birth: string, s: string) => `320102${birth}${s}` + idCheckDigit(`320102${birth}${s}`)
const MALE = idNo('19900307', '123')
const FEMALE = idNo('19851120', '224')
const MALE_1970 = idNo('19700307', '133')

async function addPerson(token: string, idNumber = MALE, name = '李四'): Promise<any> {
  const r = await t.post('/intserv/pe/addPePerson', { name, idNumber, phone: '13912345678', maritalStatus: 1, consent: true }, { token })
  expect(r.status).toBe(200)
  return r.body.data
}
const day = (d: number) => new Date(seededAt + d * 86400_000 + 8 * 3600_000).toISOString().slice(0, 10)

/** an exam order unit of the user without a place (helpers examUnitWithoutPlace; spare slot: the last day's first) */
const placelessUnit = (token: string, goodsId: number, opts: { addItemIds?: number[]; pay?: boolean } = {}) =>
  examUnitWithoutPlace(t, database, token, goodsId, { appointedDate: day(7), appointedTime: '08:00-09:00' }, opts)

beforeAll(async () => {
  database = await createTestDatabase()
  const kv = await database.db.selectFrom('server_kv').select('value').where('key', '=', 'account.seededAt').executeTakeFirstOrThrow()
  seededAt = Date.parse(kv.value)
  t = await createTestApp({ database, clock: createClock(seededAt + 3600_000) })
})
afterAll(async () => {
  await t.close()
  await database.close()
})

describe('packages', () => {
  test('a package per exam goods with add-on items; grouped list; paging; other hospital 404', async () => {
    const list = await t.get('/intserv/pe/queryPackageList', { query: { pageSize: 50 } })
    expect(list.status).toBe(200)
    const ids = list.body.data.list.map((p: any) => p.packageId)
    expect(ids).toEqual(expect.arrayContaining([6023, 6024, 6025, 6036]))
    expect(ids).not.toContain(6028) // home nursing is not an exam package
    expect(list.body.data.list.find((p: any) => p.packageId === 6023)).toMatchObject({
      goodsId: 6023,
      packageName: '入职体检套餐（基础版）',
      price: 199,
      linedPrice: 280,
      sexLimit: 0,
      minAge: 16,
      maxAge: 65,
      categoryName: '入职体检',
    })
    const women = await t.get('/intserv/pe/queryPackageList', { query: { sex: 1, pageSize: 50 } })
    expect(women.body.data.list.map((p: any) => p.packageId)).not.toContain(6025)
    const page = await t.get('/intserv/pe/queryPackageList', { query: { pageNum: 2, pageSize: 3 } })
    expect(page.body.data).toMatchObject({ pageNum: 2, pageSize: 3, total: list.body.data.total })
    const grouped = await t.get('/intserv/pe/packageList/query')
    expect(grouped.body.data.map((g: any) => g.categoryName)).toEqual(expect.arrayContaining(['入职体检', '中老年体检', '专项筛查']))
    const detail = await t.get('/intserv/pe/queryPackage', { query: { packageId: 6024 } })
    expect(detail.body.data.items.length).toBeGreaterThan(5)
    expect(detail.body.data.ruleFieldRelList.map((f: any) => f.fieldId)).toEqual([13, 14, 15, 16, 17, 18])
    const adds = await t.get('/intserv/pe/queryAddItem', { query: { goodsId: 6024 } })
    expect(adds.body.data[0]).toEqual({
      id: 602401,
      packageId: 6024,
      itemName: '幽门螺杆菌呼气试验',
      itemDesc: 'C13 呼气检测',
      price: 100,
      sexLimit: 0,
      category: '消化系统',
      meaning: '无创检测幽门螺杆菌感染，胃癌的重要危险因素',
      minAge: null,
      maxAge: null,
      requiresSexualHistory: false,
    })
    expect((await t.get('/intserv/pe/queryAddItem', { query: { packageId: 6025 } })).body.data.some((i: any) => i.sexLimit === 1)).toBe(
      false,
    )
    expect((await t.get('/intserv/pe/queryPackage', { query: { packageId: 6024 }, headers: { hospitalId: '7' } })).status).toBe(404)
    expect((await t.get('/intserv/pe/queryPackage', { query: {} })).body).toEqual({ code: 400, msg: '缺少参数 packageId', data: null })
    expect((await t.get('/intserv/pe/queryPackage', { query: { packageId: 'abc' } })).status).toBe(400)
  })

  test("pool: the package goods' own schedule (one pool), 7 days × slots, appointFlag 2 when full", async () => {
    const pool = (await t.get('/intserv/pe/queryAppointPool', { query: { packageId: 6023 } })).body.data
    expect(pool).toHaveLength(7)
    expect(pool[0].appointedDate).toBe(day(1))
    expect(pool[1].poolList[0]).toMatchObject({ appointedTime: '08:00-09:00', capacity: 20, remain: 0, appointFlag: 2 })
    // the same slots as the goods' appointment pool (goods-center getAppointPool)
    const goodsPool = (await t.get('/goods-center/goods/getAppointPool', { query: { goodsId: 6023 } })).body.data
    expect(pool.map((d: any) => [d.appointedDate, d.poolList.map((x: any) => x.appointedTime)])).toEqual(
      goodsPool.map((d: any) => [d.appointedDate, d.poolList.map((x: any) => x.appointedTime)]),
    )
    expect(pool[0].poolList.every((s: any) => s.appointFlag === 0)).toBe(true)
  })
})

describe('exam persons and identity', () => {
  test('same persons as service persons; checkIdentity by sex/age; ownership', async () => {
    const alice = await login()
    const bob = await login()
    const p = await addPerson(alice.token)
    const svc = (await t.get('/user-center/servicePerson/queryList', { token: alice.token })).body.data
    expect(svc.map((x: any) => x.id)).toEqual([p.id])
    expect(
      (
        await t.post(
          '/intserv/pe/addPePerson',
          { name: '王', idNumber: FEMALE, phone: '13912345678', maritalStatus: 1 },
          { token: alice.token },
        )
      ).body.msg,
    ).toContain('请先阅读并同意')
    expect(
      (
        await t.post(
          '/intserv/pe/addPePerson',
          { name: '', idNumber: FEMALE, phone: '13912345678', maritalStatus: 1, consent: true },
          { token: alice.token },
        )
      ).body.msg,
    ).toBe(M.SERVICE_PERSON_NAME_REQUIRED)
    const ok = await t.get('/intserv/pe/checkIdentity', { token: alice.token, query: { personId: p.id, packageId: 6023 } })
    expect(ok.body.data).toEqual({ pass: true, msg: null, personId: p.id, sex: 1, age: ok.body.data.age })
    const women = await t.get('/intserv/pe/checkIdentity', { token: alice.token, query: { personId: p.id, packageId: 6025 } })
    expect(women.body.data).toMatchObject({ pass: false, msg: '该套餐仅限女性' })
    // bob sees nothing of alice's
    expect((await t.get('/intserv/pe/checkIdentity', { token: bob.token, query: { personId: p.id, packageId: 6023 } })).status).toBe(404)
    expect((await t.get('/intserv/pe/queryPePerson', { token: bob.token })).body.data).toEqual([])
    expect((await t.get('/intserv/pe/queryPePerson', { token: bob.token, query: { id: p.id } })).status).toBe(404)
    expect(
      (await t.post('/intserv/pe/updatePePerson', { id: p.id, name: '黑客', phone: '13912345678', maritalStatus: 1 }, { token: bob.token }))
        .status,
    ).toBe(404)
    expect((await t.get('/intserv/pe/delPePerson', { token: bob.token, query: { id: p.id } })).status).toBe(404)
    expect((await t.post('/intserv/pe/updatePePerson', { name: 'x' }, { token: alice.token })).body).toEqual({
      code: 400,
      msg: '缺少参数 id',
      data: null,
    })
    const full = await t.get('/intserv/pe/queryPePerson', { token: alice.token, query: { id: p.id } })
    expect(full.body.data.idNumber).toBe(MALE)
    const upd = await t.post(
      '/intserv/pe/updatePePerson',
      { id: p.id, name: '李四', idNumber: p.idNumber, phone: '13700001111', maritalStatus: 2 },
      { token: alice.token },
    )
    expect(upd.body.data).toMatchObject({ phone: '137****1111', maritalStatus: 2 })
  })
})

describe('booking', () => {
  test('rule checks: date/time from the domain, full, person fit, add-on items, rule form; total price', async () => {
    const u = await login()
    const p = await addPerson(u.token, MALE_1970)
    const unit = await placelessUnit(u.token, 6024, { addItemIds: [602401, 602402], pay: true })
    const book = (o: Record<string, unknown>) =>
      t.post(
        '/intserv/pe/appoint',
        { packageId: 6024, personId: p.id, ...unit, appointedDate: day(5), appointedTime: '09:00-10:00', ...o },
        { token: u.token },
      )
    expect((await book({ appointedDate: undefined })).body.msg).toBe(M.APPOINT_DATE_REQUIRED)
    expect((await book({ appointedDate: '2099-01-01' })).body.msg).toBe(M.APPOINT_DATE_REQUIRED)
    expect((await book({ appointedTime: '23:00-24:00' })).body.msg).toBe(M.APPOINT_TIME_REQUIRED)
    expect((await book({ appointedDate: day(2), appointedTime: '08:00-09:00' })).body).toEqual({
      code: 400,
      msg: M.APPOINT_FULL,
      data: null,
    })
    expect((await book({ packageId: 6025 })).body.msg).toBe('该套餐仅限女性')
    expect((await book({ addItemIds: [602301] })).body.msg).toBe('加项不属于该套餐')
    expect((await book({ addItemIds: [602408] })).body.msg).toBe('该加项不适用于体检人性别') // 乳腺彩超
    expect((await book({ addItemIds: [602403] })).body.msg).toBe('加项需在下单时购买') // an add-on the unit did not pay for
    expect((await book({ filedInfo: [{ fieldId: 15, value: 'abc' }] })).body.msg).toBe('请输入数字')
    expect((await book({ personId: 'x' })).status).toBe(400)
    const r = await book({})
    expect(r.status).toBe(200)
    // the unit's price as paid (the package at its price in the order + its add-on items 100 + 120)
    const paid = (await t.get('/order-center/orderCenter/orderDetail', { token: u.token, query: { id: unit.orderId } })).body.data
    expect(paid.addItemMoney).toBe(220)
    expect(r.body.data).toMatchObject({
      packageId: 6024,
      personId: p.id,
      orderId: unit.orderId,
      appointedDate: day(5),
      appointedTime: '09:00-10:00',
      status: 1,
      rescheduleCount: 0,
      canReschedule: true,
      totalPrice: paid.actualPrice,
    })
    expect(r.body.data.addItems.map((i: any) => i.id)).toEqual([602401, 602402])
    const f14 = r.body.data.filedInfo.find((f: any) => f.fieldId === 14)
    expect(f14.value).not.toBe(MALE_1970) // stored masked
    expect(JSON.stringify(await database.db.selectFrom('pe_appointment').selectAll().execute())).not.toContain(MALE_1970)
    // a person with a booked appointment cannot be deleted
    expect((await t.get('/intserv/pe/delPePerson', { token: u.token, query: { id: p.id } })).body.msg).toBe(
      '该服务人有未完成的体检预约，请先取消预约',
    )
    // another user never sees or changes it
    const bob = await login()
    const id = r.body.data.appointmentId
    expect((await t.post('/intserv/pe/queryPeAppointedInfo', { appointmentId: id }, { token: bob.token })).status).toBe(404)
    expect((await t.post('/intserv/pe/queryPeAppointedInfo', {}, { token: bob.token })).body.data).toEqual([])
    expect(
      (
        await t.post(
          '/intserv/pe/modifyAppointedDate',
          { appointmentId: id, appointedDate: day(6), appointedTime: '09:00-10:00' },
          { token: bob.token },
        )
      ).status,
    ).toBe(404)
    expect((await t.post('/intserv/pe/cancelAppoint', { appointmentId: id }, { token: bob.token })).status).toBe(404)
    const mine = await t.post('/intserv/pe/queryPeAppointedInfo', {}, { token: u.token })
    expect(mine.body.data.map((a: any) => a.appointmentId)).toEqual([id])
    // cancel frees the slot
    const before = await database.db
      .selectFrom('appoint_pool')
      .select('booked')
      .where('goods_id', '=', 6024)
      .where('appointed_date', '=', day(5))
      .where('appointed_time', '=', '09:00-10:00')
      .executeTakeFirstOrThrow()
    expect((await t.post('/intserv/pe/cancelAppoint', { appointmentId: id }, { token: u.token })).body.data.status).toBe(2)
    const after = await database.db
      .selectFrom('appoint_pool')
      .select('booked')
      .where('goods_id', '=', 6024)
      .where('appointed_date', '=', day(5))
      .where('appointed_time', '=', '09:00-10:00')
      .executeTakeFirstOrThrow()
    expect(after.booked).toBe(before.booked - 1)
    expect((await t.get('/intserv/pe/delPePerson', { token: u.token, query: { id: p.id } })).body.data).toEqual({ deleted: 1 })
  })

  test('30 concurrent bookings of a slot with 10 places: exactly 10 succeed, never overbooked', async () => {
    const slot = await database.db
      .selectFrom('appoint_pool')
      .selectAll()
      .where('goods_id', '=', 6036)
      .where('appointed_date', '=', day(6))
      .where('appointed_time', '=', '10:00-11:00')
      .executeTakeFirstOrThrow()
    await database.db.updateTable('appoint_pool').set({ total: 10, booked: 0 }).where('id', '=', slot.id).execute()
    const users = []
    for (let i = 0; i < 30; i++) {
      const u = await login()
      users.push({ ...u, person: await addPerson(u.token), unit: await placelessUnit(u.token, 6036) })
    }
    const results = await Promise.all(
      users.map((u) =>
        t.post(
          '/intserv/pe/appoint',
          { packageId: 6036, personId: u.person.id, ...u.unit, appointedDate: day(6), appointedTime: '10:00-11:00' },
          { token: u.token },
        ),
      ),
    )
    const okCount = results.filter((r) => r.status === 200).length
    const full = results.filter((r) => r.status === 400 && r.body.msg === M.APPOINT_FULL).length
    expect({ okCount, full, other: results.length - okCount - full }).toEqual({ okCount: 10, full: 20, other: 0 })
    const after = await database.db
      .selectFrom('appoint_pool')
      .select(['booked', 'total'])
      .where('id', '=', slot.id)
      .executeTakeFirstOrThrow()
    expect(after).toEqual({ booked: 10, total: 10 })
    const rows = await database.db
      .selectFrom('pe_appointment')
      .select('id')
      .where('pool_id', '=', slot.id)
      .where('status', '=', 1)
      .execute()
    expect(rows).toHaveLength(10)
    const pool = (await t.get('/intserv/pe/queryAppointPool', { query: { packageId: 6036 } })).body.data
    expect(pool.find((d: any) => d.appointedDate === day(6)).poolList.find((s: any) => s.appointedTime === '10:00-11:00')).toMatchObject({
      remain: 0,
      appointFlag: 2,
    })
  })

  test('one pool: orders with an appointment and exam appointments contend for the same places', async () => {
    // 6036 is an exam package AND the goods bought with a date at checkout: one slot, 10 places
    const slot = await database.db
      .selectFrom('appoint_pool')
      .selectAll()
      .where('goods_id', '=', 6036)
      .where('appointed_date', '=', day(5))
      .where('appointed_time', '=', '15:00-16:00')
      .executeTakeFirstOrThrow()
    await database.db.updateTable('appoint_pool').set({ total: 10, booked: 0 }).where('id', '=', slot.id).execute()
    const filed = EXAM_FORM_FILLED
    const users: Array<{
      token: string
      person: { id: number } | null
      unit: { orderId: number; orderGoodsId: number; index: number } | null
    }> = []
    for (let i = 0; i < 24; i++) {
      const u = await login()
      users.push({ ...u, person: i % 2 ? await addPerson(u.token) : null, unit: i % 2 ? await placelessUnit(u.token, 6036) : null })
    }
    const at = { appointedDate: day(5), appointedTime: '15:00-16:00' }
    const take = (
      u: (typeof users)[number],
      i: number,
    ): Promise<{ kind: string; r: { status: number; body: any }; u: (typeof users)[number] }> =>
      u.person
        ? t
            .post('/intserv/pe/appoint', { packageId: 6036, personId: u.person.id, ...u.unit, ...at }, { token: u.token })
            .then((r) => ({ kind: 'exam', r, u }))
        : t
            .post(
              '/order-center/orderCenter/commitPay',
              {
                requestId: `pool-${i}`,
                goodsList: [{ goodsId: 6036, skuId: 60361, goodsNum: 1, peInfoList: [{ filedInfo: filed, ...at }] }],
              },
              { token: u.token },
            )
            .then((r) => ({ kind: 'order', r, u }))
    // 3 places through each channel one by one, then 18 bookings of both kinds at once for the 4 left
    const first = []
    for (let i = 0; i < 6; i++) first.push(await take(users[i], i))
    expect(first.map((x) => [x.kind, x.r.status])).toEqual([
      ['order', 200],
      ['exam', 200],
      ['order', 200],
      ['exam', 200],
      ['order', 200],
      ['exam', 200],
    ])
    const results = await Promise.all(users.slice(6).map((u, i) => take(u, i + 6)))
    const ok = results.filter((x) => x.r.status === 200)
    const full = results.filter((x) => x.r.status === 400 && x.r.body.msg === M.APPOINT_FULL)
    expect({ ok: ok.length, full: full.length, other: results.length - ok.length - full.length }).toEqual({ ok: 4, full: 14, other: 0 })
    expect(
      await database.db.selectFrom('appoint_pool').select(['booked', 'total']).where('id', '=', slot.id).executeTakeFirstOrThrow(),
    ).toEqual({ booked: 10, total: 10 })
    const exams = await database.db
      .selectFrom('pe_appointment')
      .select('id')
      .where('pool_id', '=', slot.id)
      .where('status', '=', 1)
      .execute()
    const orders = await database.db.selectFrom('order_appoint').select('id').where('pool_id', '=', slot.id).execute()
    expect(exams.length + orders.length).toBe(10)
    // a cancelled order gives its place back to everyone: an exam appointment can take it
    const anOrder = first[0]
    expect(
      (
        await t.post(
          '/order-center/orderCenter/orderCancel',
          { orderId: anOrder.r.body.data.orderId, cancelReason: '其他' },
          { token: anOrder.u.token },
        )
      ).status,
    ).toBe(200)
    const late = await login()
    const lp = await addPerson(late.token)
    const lateUnit = await placelessUnit(late.token, 6036)
    expect(
      (await t.post('/intserv/pe/appoint', { packageId: 6036, personId: lp.id, ...lateUnit, ...at }, { token: late.token })).status,
    ).toBe(200)
    expect((await database.db.selectFrom('appoint_pool').select('booked').where('id', '=', slot.id).executeTakeFirstOrThrow()).booked).toBe(
      10,
    )
  })

  test('reschedule: at most 3 times, at least 1 day before; the old slot is freed', async () => {
    const u = await login()
    const p = await addPerson(u.token)
    const a = (
      await t.post(
        '/intserv/pe/appoint',
        { packageId: 6023, personId: p.id, ...(await placelessUnit(u.token, 6023)), appointedDate: day(3), appointedTime: '14:00-15:00' },
        { token: u.token },
      )
    ).body.data
    const booked = async (date: string, time: string) =>
      (
        await database.db
          .selectFrom('appoint_pool')
          .select('booked')
          .where('goods_id', '=', 6023)
          .where('appointed_date', '=', date)
          .where('appointed_time', '=', time)
          .executeTakeFirstOrThrow()
      ).booked
    const move = (date: string, time = '14:00-15:00') =>
      t.post(
        '/intserv/pe/modifyAppointedDate',
        { appointmentId: a.appointmentId, appointedDate: date, appointedTime: time },
        { token: u.token },
      )
    const b3 = await booked(day(3), '14:00-15:00')
    const b4 = await booked(day(4), '14:00-15:00')
    expect((await move(day(3))).body.msg).toBe('新的预约时间与原预约相同')
    expect((await move(day(2), '08:00-09:00')).body.msg).toBe(M.APPOINT_FULL)
    const r1 = await move(day(4))
    expect(r1.body.data).toMatchObject({ appointedDate: day(4), rescheduleCount: 1, canReschedule: true })
    expect(await booked(day(3), '14:00-15:00')).toBe(b3 - 1)
    expect(await booked(day(4), '14:00-15:00')).toBe(b4 + 1)
    expect((await move(day(5))).body.data.rescheduleCount).toBe(2)
    const r3 = await move(day(6))
    expect(r3.body.data).toMatchObject({ rescheduleCount: 3, canReschedule: false, cannotRescheduleReason: M.RESCHEDULE_LIMIT_REACHED })
    expect((await move(day(7))).body).toEqual({ code: 400, msg: M.RESCHEDULE_LIMIT_REACHED, data: null })

    // too late: the day of the appointment
    const p2 = await addPerson(u.token, FEMALE, '王芳') // one booked appointment per person and package: another person
    const b = (
      await t.post(
        '/intserv/pe/appoint',
        { packageId: 6023, personId: p2.id, ...(await placelessUnit(u.token, 6023)), appointedDate: day(2), appointedTime: '14:00-15:00' },
        { token: u.token },
      )
    ).body.data
    const saved = t.clock.now
    t.clock.advance(2 * 86400_000 - 3600_000) // the appointment's date (before the slot)
    try {
      expect(
        (
          await t.post(
            '/intserv/pe/modifyAppointedDate',
            { appointmentId: b.appointmentId, appointedDate: day(6), appointedTime: '14:00-15:00' },
            { token: u.token },
          )
        ).body,
      ).toEqual({ code: 400, msg: M.RESCHEDULE_TOO_LATE, data: null })
      expect((await t.post('/intserv/pe/cancelAppoint', { appointmentId: b.appointmentId }, { token: u.token })).body.msg).toBe(
        '需在预约日期前至少1天取消预约',
      )
    } finally {
      t.clock.now = saved
    }
    expect((await t.post('/intserv/pe/modifyAppointedDate', { appointmentId: 'x' }, { token: u.token })).status).toBe(400)
  })

  test('account deletion frees booked slots and removes persons and appointments', async () => {
    const u = await login()
    const p = await addPerson(u.token)
    const slotQ = () =>
      database.db
        .selectFrom('appoint_pool')
        .select('booked')
        .where('goods_id', '=', 6026)
        .where('appointed_date', '=', day(4))
        .where('appointed_time', '=', '10:00-11:00')
        .executeTakeFirstOrThrow()
    const before = (await slotQ()).booked
    const unit = await placelessUnit(u.token, 6026)
    expect(
      (
        await t.post(
          '/intserv/pe/appoint',
          { packageId: 6026, personId: p.id, ...unit, appointedDate: day(4), appointedTime: '10:00-11:00' },
          { token: u.token },
        )
      ).status,
    ).toBe(200)
    expect((await slotQ()).booked).toBe(before + 1)
    expect((await t.post('/user-center/acountDel', {}, { token: u.token })).status).toBe(200)
    expect((await slotQ()).booked).toBe(before)
    expect(await database.db.selectFrom('pe_appointment').select('id').where('user_id', '=', u.userId).execute()).toEqual([])
    expect(await database.db.selectFrom('user_person').select('id').where('user_id', '=', u.userId).execute()).toEqual([])
  })
})

/**
 * My check-up over HTTP (/intserv/pe/mine, pe/checkinCode) and the pre-exam notice (pe/checkupNotice):
 * bookings from group batches and exam cards with what may be done now, the reschedule limits at the
 * business day boundary (China time, whatever TZ the tests run under), the check-in code, owner checks
 * (another user 404) and bad input (400 with a clear message).
 */
import { createTestDatabase, type TestApp, createSeededApp, patients } from '../../../test-support/server'
import type { Database } from '../../lib/db'
import { SEED_CARDS, SEED_COMPANIES, employeeIdentity } from '../../seed/checkup2'
import { checkinCodeOf } from './mine'

let database: Database
let t: TestApp
let seededAt = 0
let start = 0
const login = patients(() => ({ database, t }), '134', 'm')
/** China calendar day d days after the seed */
const day = (d: number) => new Date(seededAt + d * 86400_000 + 8 * 3600_000).toISOString().slice(0, 10)
/** an instant given as China wall time */
const china = (date: string, time: string) => Date.parse(`${date}T${time}+08:00`)
const steel = SEED_COMPANIES[0]
const who = (i: number) => ({ batchId: steel.batch.id, ...employeeIdentity(steel.roster[i]), consent: true })

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createSeededApp(database)
  const kv = await database.db.selectFrom('server_kv').select('value').where('key', '=', 'browse.seededAt').executeTakeFirstOrThrow()
  seededAt = Date.parse(kv.value)
  start = t.clock.now
})
afterAll(async () => {
  await t.close()
  await database.close()
})
afterEach(() => {
  t.clock.now = start
})

/** a verified employee of the steel company booked on day d at the first free slot */
async function groupBooking(u: { token: string }, employee: number, d: number) {
  const e = (await t.post('/intserv/pe/group/checkIdentity', who(employee), { token: u.token })).body.data
  const pkg = e.packages.find((p: { eligible: boolean }) => p.eligible)
  const slot = await freeSlot(pkg.packageId, day(d))
  const r = await t.post(
    '/intserv/pe/group/book',
    { rosterId: e.rosterId, packageId: pkg.packageId, appointedDate: day(d), appointedTime: slot },
    { token: u.token },
  )
  expect(r.status).toBe(200)
  return { packageId: pkg.packageId as number, appointmentId: r.body.data.booking.appointmentId as number }
}

async function freeSlot(packageId: number, date: string): Promise<string> {
  const pool = (await t.get('/intserv/pe/queryAppointPool', { query: { packageId } })).body.data
  const d = pool.find((x: { appointedDate: string }) => x.appointedDate === date)
  if (!d) throw new Error(`no pool day ${date} in ${pool.map((x: { appointedDate: string }) => x.appointedDate).join(' ')}`)
  return d.poolList.find((s: { appointFlag: number }) => s.appointFlag === 0).appointedTime
}

describe('my check-up', () => {
  test('login required; a new user has nothing', async () => {
    expect((await t.get('/intserv/pe/mine')).status).toBe(401)
    const u = await login()
    const r = await t.get('/intserv/pe/mine', { token: u.token })
    expect(r.status).toBe(200)
    expect(r.body.data).toEqual({ bookings: [], cards: [] })
  })

  test('a group booking: source, masked person, actions, check-in code; another user sees nothing of it (404)', async () => {
    const u = await login()
    const { appointmentId } = await groupBooking(u, 0, 4)
    const mine = (await t.get('/intserv/pe/mine', { token: u.token })).body.data
    expect(mine.bookings).toHaveLength(1)
    const b = mine.bookings[0]
    expect(b).toMatchObject({
      appointmentId,
      source: 'group',
      sourceText: '单位体检',
      status: 1,
      statusText: '已预约',
      appointedDate: day(4),
      totalPrice: 0,
      orderId: null,
      canReschedule: true,
      rescheduleReason: null,
      canCancel: true,
      canCheckin: true,
    })
    expect(b.personIdNumber).toMatch(/^\d{3}\*+\d{3}[\dX]$/)
    const code = await t.get('/intserv/pe/checkinCode', { token: u.token, query: { appointmentId } })
    expect(code.status).toBe(200)
    expect(code.body.data.checkinCode).toMatch(/^\d{12}$/)
    expect(code.body.data.checkinCode).toBe(checkinCodeOf(t.app.deps.secret, appointmentId))
    expect(code.body.data.qrCode).toMatch(/^data:image\/png;base64,/)
    expect(Buffer.from(code.body.data.qrCode.split(',')[1], 'base64').subarray(1, 4).toString()).toBe('PNG')

    const other = await login()
    expect((await t.get('/intserv/pe/checkinCode', { token: other.token, query: { appointmentId } })).status).toBe(404)
    expect((await t.get('/intserv/pe/mine', { token: other.token })).body.data.bookings).toEqual([])
    expect((await t.post('/intserv/pe/cancelAppoint', { appointmentId }, { token: other.token })).status).toBe(404)
    // bad input
    const bad = await t.get('/intserv/pe/checkinCode', { token: u.token, query: { appointmentId: 'x' } })
    expect(bad.status).toBe(400)
    expect(bad.body.msg).toMatch(/appointmentId/)
    expect((await t.get('/intserv/pe/checkinCode', { token: u.token })).status).toBe(400)
  })

  test('reschedule limits at the China day boundary: 23:59 the day before allowed, 00:00 the exam day refused; check-in until the day ends', async () => {
    const u = await login()
    const { appointmentId, packageId } = await groupBooking(u, 2, 4)
    const booking = async () => (await t.get('/intserv/pe/mine', { token: u.token })).body.data.bookings[0]

    t.clock.now = china(day(3), '23:59:00')
    expect(await booking()).toMatchObject({ canReschedule: true, canCancel: true, canCheckin: true })

    t.clock.now = china(day(4), '00:00:30')
    expect(await booking()).toMatchObject({
      canReschedule: false,
      rescheduleReason: '需在预约日期前至少1天改期',
      canCancel: false,
      cancelReason: '需在预约日期前至少1天取消预约',
      canCheckin: true,
    })
    const slot = await freeSlot(packageId, day(6))
    const late = await t.post(
      '/intserv/pe/modifyAppointedDate',
      { appointmentId, appointedDate: day(6), appointedTime: slot },
      { token: u.token },
    )
    expect(late.body).toMatchObject({ code: 400, msg: '需在预约日期前至少1天改期' })
    expect((await t.post('/intserv/pe/cancelAppoint', { appointmentId }, { token: u.token })).body.msg).toBe(
      '需在预约日期前至少1天取消预约',
    )
    expect((await t.get('/intserv/pe/checkinCode', { token: u.token, query: { appointmentId } })).status).toBe(200)

    // the day after the exam day: no check-in code any more
    t.clock.now = china(day(5), '00:00:30')
    expect((await booking()).canCheckin).toBe(false)
    const gone = await t.get('/intserv/pe/checkinCode', { token: u.token, query: { appointmentId } })
    expect(gone.body).toMatchObject({ code: 400, msg: '该预约当前没有签到码（已取消、已完成或已过体检日期）' })
  })

  test('at most 3 reschedules; the 4th is refused and mine says why', async () => {
    const u = await login()
    const { appointmentId, packageId } = await groupBooking(u, 3, 4)
    for (const d of [5, 6, 7]) {
      const slot = await freeSlot(packageId, day(d))
      const r = await t.post(
        '/intserv/pe/modifyAppointedDate',
        { appointmentId, appointedDate: day(d), appointedTime: slot },
        { token: u.token },
      )
      expect(r.status).toBe(200)
    }
    const b = (await t.get('/intserv/pe/mine', { token: u.token })).body.data.bookings[0]
    expect(b).toMatchObject({
      appointedDate: day(7),
      rescheduleCount: 3,
      canReschedule: false,
      rescheduleReason: '改期次数已达上限（最多3次）',
      canCancel: true,
    })
    const slot = await freeSlot(packageId, day(5))
    const fourth = await t.post(
      '/intserv/pe/modifyAppointedDate',
      { appointmentId, appointedDate: day(5), appointedTime: slot },
      { token: u.token },
    )
    expect(fourth.body).toMatchObject({ code: 400, msg: '改期次数已达上限（最多3次）' })
  })

  test("a group booking is rescheduled only within the batch's date window", async () => {
    const u = await login()
    const { appointmentId, packageId } = await groupBooking(u, 5, 4)
    await database.db
      .updateTable('pe_group_batch')
      .set({ end_date: day(5) })
      .where('id', '=', steel.batch.id)
      .execute()
    try {
      const slot = await freeSlot(packageId, day(6))
      const r = await t.post(
        '/intserv/pe/modifyAppointedDate',
        { appointmentId, appointedDate: day(6), appointedTime: slot },
        { token: u.token },
      )
      expect(r.body).toMatchObject({ code: 400, msg: `请在单位体检时间内预约（${day(0)}至${day(5)}）` })
      const inside = await freeSlot(packageId, day(5))
      expect(
        (
          await t.post(
            '/intserv/pe/modifyAppointedDate',
            { appointmentId, appointedDate: day(5), appointedTime: inside },
            { token: u.token },
          )
        ).status,
      ).toBe(200)
    } finally {
      await database.db
        .updateTable('pe_group_batch')
        .set({ end_date: day(steel.batch.days) })
        .where('id', '=', steel.batch.id)
        .execute()
    }
  })

  test('a card booking: the card listed masked with its state; cancelling frees the card and ends the check-in code', async () => {
    const u = await login()
    const p = await t.post(
      '/intserv/pe/addPePerson',
      {
        name: '周洋',
        idNumber: employeeIdentity(SEED_COMPANIES[1].roster[2]).idNumber,
        phone: '13900001111',
        maritalStatus: 1,
        consent: true,
      },
      { token: u.token },
    )
    expect(p.body.msg).toBe('success')
    const personId = p.body.data.id
    const c = { cardNo: SEED_CARDS[2][1], password: SEED_CARDS[2][2] }
    const info = (await t.post('/intserv/pe/card/query', c, { token: u.token })).body.data
    const slot = await freeSlot(info.packageId, day(5))
    const booked = await t.post('/intserv/pe/card/book', { ...c, personId, appointedDate: day(5), appointedTime: slot }, { token: u.token })
    expect(booked.body.msg).toBe('success')
    let mine = (await t.get('/intserv/pe/mine', { token: u.token })).body.data
    expect(mine.bookings[0]).toMatchObject({ source: 'card', sourceText: '体检卡', personName: '周洋', canCheckin: true })
    expect(mine.cards).toHaveLength(1)
    expect(mine.cards[0]).toMatchObject({ state: 'booked', stateText: '已预约', packageName: info.packageName })
    expect(mine.cards[0].cardNo).not.toBe(c.cardNo)
    expect(mine.cards[0].cardNo.slice(-4)).toBe(c.cardNo.slice(-4))
    expect(JSON.stringify(mine)).not.toContain(c.cardNo)

    const appointmentId = mine.bookings[0].appointmentId
    expect((await t.post('/intserv/pe/cancelAppoint', { appointmentId }, { token: u.token })).status).toBe(200)
    mine = (await t.get('/intserv/pe/mine', { token: u.token })).body.data
    expect(mine.bookings[0]).toMatchObject({ status: 2, statusText: '已取消', canReschedule: false, canCancel: false, canCheckin: false })
    expect(mine.cards[0]).toMatchObject({ state: 'unused', stateText: '未使用' })
    expect((await t.get('/intserv/pe/checkinCode', { token: u.token, query: { appointmentId } })).status).toBe(400)
  })
})

describe('the pre-exam notice', () => {
  test('public: fasting first with the items that need it, the institution and hours, item notices', async () => {
    const list = (await t.get('/intserv/pe/queryPackageList', { query: { pageSize: 50 } })).body.data.list
    const pkg = list[0]
    const r = await t.get('/intserv/pe/checkupNotice', { query: { packageId: pkg.packageId } })
    expect(r.status).toBe(200)
    const n = r.body.data
    expect(n).toMatchObject({ packageId: pkg.packageId, packageName: pkg.packageName, hours: '周一至周六 07:30-11:30' })
    expect(n.serviceInstitution.name).not.toBe('')
    expect(n.sections[0].id).toBe('fasting')
    expect(n.sections.map((s: { id: string }) => s.id)).toEqual(expect.arrayContaining(['bring', 'dayBefore', 'onTheDay', 'after']))
    expect(n.fasting).toBe(n.fastingItems.length > 0)
  })

  test("the chosen add-ons join the notice; another package's add-on and bad ids are a 400", async () => {
    const list = (await t.get('/intserv/pe/queryPackageList', { query: { pageSize: 50 } })).body.data.list
    let withAddOns: { pkg: { packageId: number }; items: Array<{ id: number; itemName: string }> } | null = null
    let other: { id: number } | null = null
    for (const pkg of list) {
      const items = (await t.get('/intserv/pe/queryAddItem', { query: { packageId: pkg.packageId } })).body.data
      if (items.length && !withAddOns) withAddOns = { pkg, items }
      else if (items.length && withAddOns && !other)
        other = items.find((i: { id: number }) => !withAddOns!.items.some((x) => x.id === i.id))
    }
    expect(withAddOns).not.toBeNull()
    const ids = withAddOns!.items.map((i) => i.id)
    const r = await t.get('/intserv/pe/checkupNotice', { query: { packageId: withAddOns!.pkg.packageId, addItemIds: ids.join(',') } })
    expect(r.status).toBe(200)
    const all = JSON.stringify(r.body.data.sections) + JSON.stringify(r.body.data.fastingItems)
    // at least one add-on with a notice of its own is named (the seed's add-ons include blood tests / scans)
    expect(withAddOns!.items.some((i) => all.includes(i.itemName))).toBe(true)
    if (other) {
      const foreign = await t.get('/intserv/pe/checkupNotice', {
        query: { packageId: withAddOns!.pkg.packageId, addItemIds: String(other.id) },
      })
      expect(foreign.body).toMatchObject({ code: 400, msg: '加项不属于该套餐' })
    }
    const bad = await t.get('/intserv/pe/checkupNotice', { query: { packageId: withAddOns!.pkg.packageId, addItemIds: '1;drop' } })
    expect(bad.status).toBe(400)
    expect(bad.body.msg).toMatch(/addItemIds/)
    expect((await t.get('/intserv/pe/checkupNotice')).status).toBe(400)
    expect((await t.get('/intserv/pe/checkupNotice', { query: { packageId: 999999 } })).status).toBe(404)
  })
})

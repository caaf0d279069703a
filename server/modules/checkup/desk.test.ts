/**
 * The check-up desk over HTTP (issue 32 part A): the day view of bookings per package and slot with the places left
 * (masked ID numbers, an audited read); check-in by the booking's check-in code, the ID number (matched on the server
 * only) or a card number, which the patient's /checkup/mine then shows (已到检); two desks checking the same booking
 * in at once → exactly one check-in; another hospital's desk finds nothing (404), a role without the permission 403.
 */
import { CHECKUP_DESK_PATHS } from '../../../contract/checkup-desk'
import { DESK_CHECKIN_ALREADY, DESK_CHECKIN_NOT_FOUND, DESK_CHECKIN_VALUE_REQUIRED } from '../../../src/domain/messages/checkupDesk'
import { ID_NUMBER_CHECK_DIGIT_INVALID } from '../../../src/domain/messages/validation'
import { createSeededApp, createTestDatabase, patients, type TestApp } from '../../../test-support/server'
import { staffOfRole, type StaffClient } from '../../../test-support/server/staff'
import type { Database } from '../../lib/db'
import { employeeIdentity, SEED_COMPANIES } from '../../seed/checkup2'

let database: Database
let t: TestApp
let seededAt = 0
const login = patients(() => ({ database, t }), '135', 'dk')
/** China calendar day d days after the seed */
const day = (d: number) => new Date(seededAt + d * 86400_000 + 8 * 3600_000).toISOString().slice(0, 10)
const steel = SEED_COMPANIES[0]
const who = (i: number) => ({ batchId: steel.batch.id, ...employeeIdentity(steel.roster[i]), consent: true })

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

async function freeSlot(packageId: number, date: string): Promise<string> {
  const pool = (await t.get('/intserv/pe/queryAppointPool', { query: { packageId } })).body.data
  const d = pool.find((x: { appointedDate: string }) => x.appointedDate === date)
  return d.poolList.find((s: { appointFlag: number }) => s.appointFlag === 0).appointedTime
}

/** a steel-company employee verified and booked by a new patient on day d */
async function groupBooking(employee: number, d: number) {
  const u = await login()
  const e = (await t.post('/intserv/pe/group/checkIdentity', who(employee), { token: u.token })).body.data
  const pkg = e.packages.find((p: { eligible: boolean }) => p.eligible)
  const r = await t.post(
    '/intserv/pe/group/book',
    { rosterId: e.rosterId, packageId: pkg.packageId, appointedDate: day(d), appointedTime: await freeSlot(pkg.packageId, day(d)) },
    { token: u.token },
  )
  expect(r.status).toBe(200)
  return { u, appointmentId: r.body.data.booking.appointmentId as number, packageId: pkg.packageId as number }
}

const mine = async (u: { token: string }, appointmentId: number) =>
  (await t.get('/intserv/pe/mine', { token: u.token })).body.data.bookings.find(
    (b: { appointmentId: number }) => b.appointmentId === appointmentId,
  )

const audits = async (action: string) =>
  database.db
    .selectFrom('staff_audit')
    .select(['object_id', 'result', 'hospital_id', 'patient_user_id'])
    .where('action', '=', action)
    .orderBy('id')
    .execute()

describe('the day view and check-in', () => {
  let desk: StaffClient
  let desk7: StaffClient
  let a: Awaited<ReturnType<typeof groupBooking>>
  let b: Awaited<ReturnType<typeof groupBooking>>
  let c: Awaited<ReturnType<typeof groupBooking>>

  beforeAll(async () => {
    a = await groupBooking(0, 1)
    b = await groupBooking(2, 1)
    c = await groupBooking(3, 1)
    // the exam day, 08:30 China time: the desk opens
    t.clock.now = Date.parse(`${day(1)}T08:30:00+08:00`)
    desk = await staffOfRole(t, 'checkup-desk', 6)
    desk7 = await staffOfRole(t, 'checkup-desk', 7)
  })

  test('the day per package and slot: bookings with masked ID numbers, places left; an audited read; 403 without the permission', async () => {
    const r = await desk.get(CHECKUP_DESK_PATHS.day)
    expect(r.status).toBe(200)
    expect(r.body.data.date).toBe(day(1))
    const pkg = r.body.data.packages.find((p: { packageId: number }) => p.packageId === a.packageId)
    const mineRow = pkg.bookings.find((x: { appointmentId: number }) => x.appointmentId === a.appointmentId)
    expect(mineRow).toMatchObject({ personName: steel.roster[0][0], status: 1, statusText: '已预约', source: 'group', checkedInAt: null })
    expect(mineRow.idNumber).toMatch(/^320\*+\d{3}[\dX]$/)
    expect(r.raw).not.toContain(who(0).idNumber)
    for (const s of pkg.slots) expect(s.remaining).toBe(Math.max(0, s.total - s.booked))
    const slot = pkg.slots.find((s: { time: string }) => s.time === mineRow.appointedTime)
    expect(slot.booked).toBeGreaterThanOrEqual(pkg.bookings.filter((x: { appointedTime: string }) => x.appointedTime === slot.time).length)
    expect(r.body.data.counts.booked).toBeGreaterThanOrEqual(3)
    // another day by query; a bad date is a clear 400
    expect((await desk.get(CHECKUP_DESK_PATHS.day, { query: { date: day(2) } })).body.data.date).toBe(day(2))
    expect((await desk.get(CHECKUP_DESK_PATHS.day, { query: { date: '2026-02-30' } })).body).toMatchObject({
      code: 400,
      msg: '请选择正确的日期',
    })
    // the other hospital's desk sees none of hospital 6's bookings
    const other = await desk7.get(CHECKUP_DESK_PATHS.day)
    expect(JSON.stringify(other.body.data)).not.toContain(`"appointmentId":${a.appointmentId},`)
    const agent = await staffOfRole(t, 'cs-agent', 6)
    expect((await agent.get(CHECKUP_DESK_PATHS.day)).status).toBe(403)
    expect((await audits('checkup.day.read')).filter((x) => x.object_id === day(1) && x.hospital_id === 6).length).toBeGreaterThan(0)
  })

  test("check-in by the check-in code: 已到检, shown in the patient's app; once; audited", async () => {
    const code = (await t.get('/intserv/pe/checkinCode', { token: a.u.token, query: { appointmentId: a.appointmentId } })).body.data
      .checkinCode
    expect((await desk.post(CHECKUP_DESK_PATHS.checkin, { by: 'code', value: '  ' })).body).toMatchObject({
      code: 400,
      msg: DESK_CHECKIN_VALUE_REQUIRED,
    })
    expect((await desk7.post(CHECKUP_DESK_PATHS.checkin, { by: 'code', value: code })).body).toMatchObject({
      code: 404,
      msg: DESK_CHECKIN_NOT_FOUND,
    })
    const r = await desk.post(CHECKUP_DESK_PATHS.checkin, { by: 'code', value: code })
    expect(r.status).toBe(200)
    expect(r.body.data).toMatchObject({ appointmentId: a.appointmentId, status: 4, statusText: '已到检' })
    expect(r.body.data.checkedInAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(await mine(a.u, a.appointmentId)).toMatchObject({
      status: 4,
      statusText: '已到检',
      canCancel: false,
      canReschedule: false,
      canCheckin: false,
    })
    expect((await desk.post(CHECKUP_DESK_PATHS.checkin, { by: 'code', value: code })).body).toMatchObject({
      code: 409,
      msg: DESK_CHECKIN_ALREADY,
    })
    const rows = (await audits('checkup.checkin')).filter((x) => x.object_id === String(a.appointmentId))
    expect(rows).toEqual([expect.objectContaining({ result: 'ok', hospital_id: 6, patient_user_id: a.u.userId })])
    expect((await audits('checkup.checkin')).at(-1)?.result).toBe('failed') // the refused second one, rolled back
  })

  test("check-in by ID number: checked on the server (SPEC messages), matched only against the own hospital's bookings of the day", async () => {
    const id = who(2).idNumber
    const wrongDigit = id.slice(0, 17) + (id[17] === '0' ? '1' : '0')
    expect((await desk.post(CHECKUP_DESK_PATHS.checkin, { by: 'idNumber', value: wrongDigit })).body).toMatchObject({
      code: 400,
      msg: ID_NUMBER_CHECK_DIGIT_INVALID,
    })
    expect((await desk7.post(CHECKUP_DESK_PATHS.checkin, { by: 'idNumber', value: id })).status).toBe(404)
    const r = await desk.post(CHECKUP_DESK_PATHS.checkin, { by: 'idNumber', value: id.toLowerCase() })
    expect(r.body.data).toMatchObject({ appointmentId: b.appointmentId, status: 4 })
    expect(r.raw).not.toContain(id)
    expect((await mine(b.u, b.appointmentId)).status).toBe(4)
    // an unknown card number
    expect((await desk.post(CHECKUP_DESK_PATHS.checkin, { by: 'card', value: 'TJ0000000000' })).status).toBe(404)
  })

  test('two desks check the same booking in at once: exactly one check-in', async () => {
    const desk2 = await staffOfRole(t, 'checkup-desk', 6)
    const value = who(3).idNumber
    const both = await Promise.all([
      desk.post(CHECKUP_DESK_PATHS.checkin, { by: 'idNumber', value }),
      desk2.post(CHECKUP_DESK_PATHS.checkin, { by: 'idNumber', value }),
    ])
    expect(both.map((r) => r.status).sort()).toEqual([200, 409])
    const row = await database.db
      .selectFrom('pe_appointment')
      .select(['status', 'checked_in_by'])
      .where('id', '=', c.appointmentId)
      .executeTakeFirstOrThrow()
    expect(row.status).toBe(4)
    expect([desk.me.staffId, desk2.me.staffId]).toContain(row.checked_in_by)
    const ok = (await audits('checkup.checkin')).filter((x) => x.object_id === String(c.appointmentId) && x.result === 'ok')
    expect(ok).toHaveLength(1)
  })
})

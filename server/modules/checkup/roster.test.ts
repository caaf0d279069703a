/**
 * Company batches and the pool at the check-up desk over HTTP (issue 32 part A): the roster template; a roster with
 * a bad row refused whole with the row named (nothing imported), fixed, imported as 待审批 (not offered to
 * employees), approved by a second member of staff only (the uploader gets 403), cards issued; the roster read
 * masked and audited; an employee then verifies and books the package the roster named, and the desk checks them in
 * by the card. The pool: a slot cannot drop below its bookings (preview and save), capacity raised, a day added,
 * closed (no longer offered, the bookings stay) and opened again.
 */
import ExcelJS from 'exceljs'
import { CHECKUP_DESK_PATHS, DESK_ROSTER_COLUMNS } from '../../../contract/checkup-desk'
import {
  DESK_BATCH_SELF_APPROVE,
  DESK_CAPACITY_BELOW_BOOKED,
  DESK_CLOSE_KEEPS,
  DESK_ROSTER_ROW,
} from '../../../src/domain/messages/checkupDesk'
import { addDays } from '../../../src/domain/time'
import { idCheckDigit } from '../../../src/domain/validation'
import { createSeededApp, createTestDatabase, patients, type TestApp } from '../../../test-support/server'
import { staffOfRole, type StaffClient } from '../../../test-support/server/staff'
import type { Database } from '../../lib/db'

let database: Database
let t: TestApp
let seededAt = 0
const login = patients(() => ({ database, t }), '136', 'rs')
const day = (d: number) => new Date(seededAt + d * 86400_000 + 8 * 3600_000).toISOString().slice(0, 10)
let desk: StaffClient
let desk2: StaffClient
let desk7: StaffClient
let packages: Array<{ packageId: number; packageName: string }>

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createSeededApp(database)
  const kv = await database.db.selectFrom('server_kv').select('value').where('key', '=', 'browse.seededAt').executeTakeFirstOrThrow()
  seededAt = Date.parse(kv.value)
  desk = await staffOfRole(t, 'checkup-desk', 6)
  desk2 = await staffOfRole(t, 'checkup-desk', 6)
  desk7 = await staffOfRole(t, 'checkup-desk', 7)
  packages = (await desk.get(CHECKUP_DESK_PATHS.pools)).body.data.packages
})
afterAll(async () => {
  await t.close()
  await database.close()
})

const idOf = (birth: string, seq: string) => `320102${birth}${seq}${idCheckDigit(`320102${birth}${seq}`)}`
const ageOf = (birth: string) => {
  const today = day(0)
  const y = Number(today.slice(0, 4)) - Number(birth.slice(0, 4))
  return today.slice(5).replace('-', '') >= birth.slice(4) ? y : y - 1
}

async function xlsx(rows: string[][]): Promise<string> {
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet('名单')
  ws.addRow([...DESK_ROSTER_COLUMNS])
  for (const r of rows) ws.addRow(r)
  return Buffer.from(await wb.xlsx.writeBuffer()).toString('base64')
}

test('the template: an .xlsx with the roster columns', async () => {
  const port = (t.app.server.address() as { port: number }).port
  const res = await fetch(`http://127.0.0.1:${port}${CHECKUP_DESK_PATHS.rosterTemplate}`, {
    headers: { cookie: `__Host-staff-session=${desk.cookie}` },
  })
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toContain('spreadsheetml')
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ExcelJS.Buffer)
  expect((wb.worksheets[0].getRow(1).values as unknown[]).slice(1)).toEqual([...DESK_ROSTER_COLUMNS])
  expect(wb.worksheets[1].getColumn(1).values).toContain(packages[0].packageName)
})

test('a roster with a bad row is refused whole, fixed, approved by a second person; the employee books; checked in by card', async () => {
  const pkg = packages[0].packageName
  const good = ['周明', '男', String(ageOf('19800101')), idOf('19800101', '011'), '13905171111', '已婚', pkg]
  const bad = ['吴丽', '女', String(ageOf('19900202')), idOf('19900202', '022'), '1390517222', '未婚', pkg] // a 10-digit phone
  const req = { companyName: '南京测试科技有限公司', batchName: '2026年体检', startDate: day(0), endDate: day(6), payer: 'company' }
  const batchesBefore = (await desk.get(CHECKUP_DESK_PATHS.batches)).body.data.list.length
  const refused = await desk.post(CHECKUP_DESK_PATHS.batchImport, { ...req, fileBase64: await xlsx([good, bad]) })
  expect(refused.status).toBe(400)
  expect(refused.body.msg).toContain(DESK_ROSTER_ROW(3, '手机格式不正确'))
  expect(refused.body.data.rowErrors).toEqual([{ row: 3, message: '手机格式不正确' }])
  // several problems, each named with its row and the spec's message
  const worse = await desk.post(CHECKUP_DESK_PATHS.batchImport, {
    ...req,
    fileBase64: await xlsx([
      good,
      ['', '女', '30', idOf('19900202', '022').slice(0, 17) + 'Y', '13905172222', '离异', '不存在的套餐'],
      ['王芳', '男', '30', idOf('19900303', '022'), '13905173333', '未婚', pkg],
    ]),
  })
  const rows = worse.body.data.rowErrors.map((e: { row: number; message: string }) => `${e.row} ${e.message}`)
  expect(rows).toEqual(
    expect.arrayContaining(['3 请输入姓名', '3 婚姻状况请填写“已婚”或“未婚”', '3 体检套餐“不存在的套餐”不存在', '4 性别与身份证号不符']),
  )
  expect(rows.some((r: string) => r.startsWith('3 身份证'))).toBe(true)
  expect((await desk.get(CHECKUP_DESK_PATHS.batches)).body.data.list).toHaveLength(batchesBefore) // nothing imported

  const fixed = await desk.post(CHECKUP_DESK_PATHS.batchImport, {
    ...req,
    fileBase64: await xlsx([good, ['吴丽', '女', bad[2], bad[3], '13905172222', '未婚', pkg]]),
  })
  expect(fixed.status).toBe(200)
  const batch = fixed.body.data
  expect(batch).toMatchObject({ status: 'pending', statusText: '待审批', employees: 2, canApprove: false })
  // not offered to employees before approval
  expect((await t.get('/intserv/pe/group/batches')).body.data.map((b: { batchId: number }) => b.batchId)).not.toContain(batch.batchId)
  // the uploader cannot approve; another hospital's desk cannot see it
  expect((await desk.post(CHECKUP_DESK_PATHS.batchApprove, { batchId: batch.batchId })).body).toMatchObject({
    code: 403,
    msg: DESK_BATCH_SELF_APPROVE,
  })
  expect((await desk7.post(CHECKUP_DESK_PATHS.batchApprove, { batchId: batch.batchId })).status).toBe(404)
  const approved = await desk2.post(CHECKUP_DESK_PATHS.batchApprove, { batchId: batch.batchId })
  expect(approved.body.data).toMatchObject({ status: 'approved', statusText: '已审批', approvedBy: desk2.me.name })
  expect((await desk2.post(CHECKUP_DESK_PATHS.batchApprove, { batchId: batch.batchId })).status).toBe(400)
  // the roster: masked, cards issued, an audited read
  const roster = await desk.get(CHECKUP_DESK_PATHS.batchRoster, { query: { batchId: batch.batchId } })
  expect(roster.raw).not.toContain(good[3])
  expect(roster.raw).not.toContain(good[4])
  const zhou = roster.body.data.list.find((r: { name: string }) => r.name === '周明')
  expect(zhou).toMatchObject({ row: 2, sexText: '男', packageName: pkg, bookingText: '' })
  expect(zhou.cardNo).toMatch(/^TT\d+0001$/)
  expect((await desk7.get(CHECKUP_DESK_PATHS.batchRoster, { query: { batchId: batch.batchId } })).status).toBe(404)
  const audit = await database.db
    .selectFrom('staff_audit')
    .select(['action', 'result'])
    .where('object_id', '=', String(batch.batchId))
    .orderBy('id')
    .execute()
  expect(audit.map((a) => `${a.action} ${a.result}`)).toEqual(
    expect.arrayContaining([
      'checkup.batch.import ok',
      'checkup.batch.approve failed',
      'checkup.batch.approve ok',
      'checkup.roster.read ok',
    ]),
  )

  // the employee verifies on the patient's side: only the roster's package is offered; books tomorrow
  const u = await login()
  const e = (
    await t.post(
      '/intserv/pe/group/checkIdentity',
      { batchId: batch.batchId, name: '周明', idNumber: good[3], phone: good[4], consent: true },
      { token: u.token },
    )
  ).body.data
  expect(e.packages.map((p: { packageId: number }) => p.packageId)).toEqual([packages[0].packageId])
  const pool = (await t.get('/intserv/pe/queryAppointPool', { query: { packageId: packages[0].packageId } })).body.data
  const d1 = pool.find((x: { appointedDate: string }) => x.appointedDate === day(1))
  const time = d1.poolList.find((s: { appointFlag: number }) => s.appointFlag === 0).appointedTime
  const booked = await t.post(
    '/intserv/pe/group/book',
    { rosterId: e.rosterId, packageId: packages[0].packageId, appointedDate: day(1), appointedTime: time },
    { token: u.token },
  )
  expect(booked.status).toBe(200)
  const appointmentId = booked.body.data.booking.appointmentId
  // the exam day: the desk checks them in by the card number
  t.clock.now = Date.parse(`${day(1)}T08:10:00+08:00`)
  const morning = await staffOfRole(t, 'checkup-desk', 6)
  const r = await morning.post(CHECKUP_DESK_PATHS.checkin, { by: 'card', value: zhou.cardNo.toLowerCase() })
  expect(r.body.data).toMatchObject({ appointmentId, status: 4, statusText: '已到检', source: 'group' })
  const mine = (await t.get('/intserv/pe/mine', { token: u.token })).body.data.bookings
  expect(mine.find((b: { appointmentId: number }) => b.appointmentId === appointmentId)).toMatchObject({ status: 4, statusText: '已到检' })
})

describe('the pool', () => {
  test('a slot cannot drop below its bookings; raised; a day added, closed (bookings stay) and opened again', async () => {
    // new sessions at the test clock (the journey above moved it a day on)
    desk = await staffOfRole(t, 'checkup-desk', 6)
    desk7 = await staffOfRole(t, 'checkup-desk', 7)
    const packageId = packages[0].packageId
    const pools = (await desk.get(CHECKUP_DESK_PATHS.pools, { query: { packageId } })).body.data
    const busy = pools.days
      .flatMap((d: { date: string; slots: Array<{ time: string; booked: number; total: number }> }) =>
        d.slots.map((s) => ({ ...s, date: d.date })),
      )
      .find((s: { booked: number }) => s.booked > 0)
    expect(busy).toBeDefined()
    const lower = { packageId, slots: [{ date: busy.date, time: busy.time, total: busy.booked - 1 }] }
    const msg = DESK_CAPACITY_BELOW_BOOKED(busy.date, busy.time, busy.booked)
    const preview = await desk.post(CHECKUP_DESK_PATHS.poolPreview, lower)
    expect(preview.body.data.slots[0]).toMatchObject({ before: busy.total, after: busy.booked - 1, booked: busy.booked, error: msg })
    expect((await desk.post(CHECKUP_DESK_PATHS.poolSave, lower)).body).toMatchObject({ code: 400, msg })
    // down to exactly the bookings is allowed; the effect is shown first
    const exact = { packageId, slots: [{ date: busy.date, time: busy.time, total: busy.booked }] }
    expect((await desk.post(CHECKUP_DESK_PATHS.poolPreview, exact)).body.data).toMatchObject({ affectedBookings: busy.booked, errors: [] })
    expect((await desk.post(CHECKUP_DESK_PATHS.poolSave, exact)).status).toBe(200)
    // a new day for the package: offered to patients
    const newDay = addDays(day(0), 20)!
    const add = { packageId, slots: [{ date: newDay, time: '08:00-09:00', total: 5 }] }
    expect((await desk.post(CHECKUP_DESK_PATHS.poolSave, add)).body.data.slots[0]).toMatchObject({ before: null, after: 5, booked: 0 })
    const offered = async () =>
      (await t.get('/intserv/pe/queryAppointPool', { query: { packageId } })).body.data.map(
        (x: { appointedDate: string }) => x.appointedDate,
      )
    expect(await offered()).toContain(newDay)
    // closing a day with bookings: the preview says they stay; no longer offered
    const close = { packageId, slots: [], close: [busy.date] }
    const p2 = (await desk.post(CHECKUP_DESK_PATHS.poolPreview, close)).body.data
    expect(p2.days[0]).toMatchObject({ date: busy.date, action: 'close', booked: expect.any(Number), error: null })
    if (p2.days[0].booked > 0) expect(p2.days[0].note).toBe(DESK_CLOSE_KEEPS(busy.date, p2.days[0].booked))
    expect((await desk.post(CHECKUP_DESK_PATHS.poolSave, close)).status).toBe(200)
    expect(await offered()).not.toContain(busy.date)
    const after = (await desk.get(CHECKUP_DESK_PATHS.pools, { query: { packageId } })).body.data.days.find(
      (d: { date: string }) => d.date === busy.date,
    )
    expect(after.closed).toBe(true)
    expect((await desk.post(CHECKUP_DESK_PATHS.poolSave, { packageId, slots: [], open: [busy.date] })).status).toBe(200)
    expect(await offered()).toContain(busy.date)
    // bad input and another hospital
    expect((await desk.post(CHECKUP_DESK_PATHS.poolSave, { packageId, slots: [{ date: newDay, time: '25:00', total: 1 }] })).status).toBe(
      400,
    )
    expect(
      (await desk.post(CHECKUP_DESK_PATHS.poolSave, { packageId, slots: [{ date: newDay, time: '08:00-09:00', total: 1000 }] })).status,
    ).toBe(400)
    expect((await desk7.post(CHECKUP_DESK_PATHS.poolPreview, add)).status).toBe(404)
    expect((await desk7.get(CHECKUP_DESK_PATHS.pools, { query: { packageId } })).status).toBe(404)
  })
})

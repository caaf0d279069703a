/**
 * The report desk over HTTP (issue 32 item 2): a check-up desk member enters a report for a booking of the own
 * hospital (the PDF by its bytes, the items' flags by src/domain reportItemFlag), a doctor sends it back with a
 * reason, the desk fixes it, a DIFFERENT member reviews it (the one who entered it is refused), it is published;
 * every step compare-and-set (a stale version is a 409); the patient sees nothing before publishing (list,
 * detail, PDF, linking by exam number) and then the structured values with the trend across his published
 * reports and the uploaded PDF; critical values listed and followed up once; every read audited; another
 * hospital's desk gets 404.
 */
import { createClock, createTestApp, createTestDatabase, examUnitWithoutPlace, patients, type TestApp } from '../../../test-support/server'
import { idCheckDigit } from '../../../src/domain/validation'
import { staffOfRole, type StaffClient } from '../../../test-support/server/staff'
import { REPORT_DESK_PATHS as P } from '../../../contract/reportDesk'
import * as M from '../../../src/domain/messages/reportDesk'
import { REPORT_LINK_NO_MATCH, REPORT_NOT_FOUND } from '../../../src/domain/messages/report'
import type { Database } from '../../lib/db'
import { BOOKING_CHECKED_IN } from '../../../src/domain/checkup/bookings'

let database: Database
let t: TestApp
let seededAt = 0
let desk: StaffClient & { staffId: number }
let doctorA: StaffClient & { staffId: number }
let doctorB: StaffClient & { staffId: number }
let otherDesk: StaffClient
const login = patients(() => ({ database, t }), '137', 'rd')

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
const PDF2 = Buffer.from('%PDF-1.7\n% the fixed report\n%%EOF\n')
const b64 = (b: Buffer) => b.toString('base64')
const day = (d: number) => new Date(seededAt + d * 86400_000 + 8 * 3600_000).toISOString().slice(0, 10)

beforeAll(async () => {
  database = await createTestDatabase()
  const kv = await database.db.selectFrom('server_kv').select('value').where('key', '=', 'account.seededAt').executeTakeFirstOrThrow()
  seededAt = Date.parse(kv.value)
  t = await createTestApp({ database, clock: createClock(seededAt + 3600_000) })
  desk = await staffOfRole(t, 'checkup-desk', 6)
  doctorA = await staffOfRole(t, 'doctor', 6)
  doctorB = await staffOfRole(t, 'doctor', 6)
  otherDesk = await staffOfRole(t, 'checkup-desk', 7)
})
afterAll(async () => {
  await t.close()
  await database.close()
})

const personOf = new Map<string, number>()
const ID_NUMBER = `32010219900307123${idCheckDigit('32010219900307123')}`

/** a booking of package 6023 (hospital 6) on `date` for the patient's exam person, as /intserv/pe/appoint makes it */
async function booking(token: string, date: string): Promise<number> {
  let personId = personOf.get(token)
  if (!personId) {
    const p = await t.post(
      '/intserv/pe/addPePerson',
      { name: '李四', idNumber: ID_NUMBER, phone: '13912345678', maritalStatus: 1, consent: true },
      { token },
    )
    expect(p.status).toBe(200)
    personOf.set(token, (personId = p.body.data.id as number))
  }
  const spare = { appointedDate: day(7), appointedTime: '08:00-09:00' }
  const unit = await examUnitWithoutPlace(t, database, token, 6023, spare)
  await database.db
    .updateTable('appoint_pool')
    .set((eb) => ({ total: eb('booked', '+', 100) }))
    .where('goods_id', '=', 6023)
    .where('appointed_date', '=', date)
    .execute()
  const r = await t.post(
    '/intserv/pe/appoint',
    { packageId: 6023, personId, ...unit, appointedDate: date, appointedTime: '14:00-15:00' },
    { token },
  )
  if (r.status !== 200) throw new Error(`appoint ${r.status} ${r.raw}`)
  return r.body.data.appointmentId
}

const items = (glucose: string, potassium = '4.2', critical = false) => [
  { department: '检验科', group: '生化', name: '空腹血糖', value: glucose, unit: 'mmol/L', referenceRange: '3.9-6.1' },
  { department: '检验科', group: '生化', name: '血钾', value: potassium, unit: 'mmol/L', referenceRange: '3.5-5.3', critical },
  { department: '超声科', group: '腹部超声', name: '肝脏', value: '未见明显异常' },
]
const entry = (appointmentId: number, glucose = '7.8', extra: Record<string, unknown> = {}) => ({
  appointmentId,
  pdfBase64: b64(PDF),
  items: items(glucose, '6.9', true),
  conclusions: ['空腹血糖偏高', '血钾偏高（危急值）'],
  advice: [{ title: '血糖偏高', text: '控制饮食，三个月后复查空腹血糖。' }],
  ...extra,
})

test('entered → sent back → fixed → reviewed by another member → published; the patient sees it only then', async () => {
  const u = await login()
  const first = await booking(u.token, day(2))
  // the exam of the first booking is done: a second booking
  await database.db.updateTable('pe_appointment').set({ status: 3 }).where('id', '=', first).execute()
  const second = await booking(u.token, day(4))

  // a booking the desk has not checked in (已预约) gets no report, and the day's list does not offer it
  const early = await desk.post(P.create, entry(second, '6.4'))
  expect([early.status, early.body.msg]).toEqual([400, M.REPORT_DESK_BOOKING_NOT_CHECKED_IN])
  expect((await desk.get(P.bookings, { query: { date: day(4) } })).body.data.map((b: any) => b.appointmentId)).not.toContain(second)
  // both checked in by the desk (its check-in is tested in server/modules/checkup/desk.test.ts): 已到检
  await database.db.updateTable('pe_appointment').set({ status: BOOKING_CHECKED_IN }).where('id', 'in', [first, second]).execute()

  // the desk's day list offers the checked-in bookings without a report
  const offered = await desk.get(P.bookings, { query: { date: day(4) } })
  expect(offered.status).toBe(200)
  expect(offered.body.data.map((b: any) => b.appointmentId)).toContain(second)
  expect(offered.body.data.find((b: any) => b.appointmentId === second)).toMatchObject({
    personName: '李四',
    idNumber: expect.stringMatching(/\*/),
  })

  // bad input: a clear 400 each
  expect((await desk.post(P.create, entry(first, '7.8', { pdfBase64: '' }))).body.msg).toBe(M.REPORT_DESK_PDF_REQUIRED)
  const notPdf = await desk.post(P.create, entry(first, '7.8', { pdfBase64: b64(Buffer.from('<html>not a pdf</html>')) }))
  expect([notPdf.status, notPdf.body.msg]).toEqual([400, M.REPORT_DESK_PDF_INVALID])
  expect((await desk.post(P.create, entry(first, '7.8', { items: [] }))).body.msg).toBe(M.REPORT_DESK_ITEMS_REQUIRED)
  expect((await desk.post(P.create, entry(first, '7.8', { conclusions: [' '] }))).body.msg).toBe(M.REPORT_DESK_CONCLUSION_REQUIRED)
  const noValue = await desk.post(P.create, entry(first, ' '))
  expect([noValue.status, noValue.body.msg]).toEqual([400, M.REPORT_DESK_ITEM_VALUE_REQUIRED(1)])
  expect((await desk.post(P.create, entry(999999))).status).toBe(404)
  // another hospital's desk cannot reach the booking
  expect((await otherDesk.post(P.create, entry(first))).status).toBe(404)

  // the first report: entered, flags by the domain rule
  const c = await desk.post(P.create, entry(first, '7.8'))
  expect(c.status).toBe(200)
  const rep = c.body.data
  expect(rep).toMatchObject({ status: 'entered', statusStr: '待审核', version: 0, hasPdf: true, criticalCount: 1, abnormalCount: 2 })
  expect(rep.examNo).toMatch(/^TJ\d{8}\d{6,}$/)
  expect(rep.items.map((i: any) => [i.name, i.flag, i.critical])).toEqual([
    ['空腹血糖', '↑', false],
    ['血钾', '↑', true],
    ['肝脏', '正常', false],
  ])
  expect((await desk.post(P.create, entry(first))).status).toBe(409) // one report per booking
  expect((await desk.get(P.bookings, { query: { date: day(2) } })).body.data.map((b: any) => b.appointmentId)).not.toContain(first)

  // the patient sees nothing yet: not in the list, no detail, no PDF, no link by exam number
  const mine = async () => (await t.get('/zeus/report/queryReportListByPage', { token: u.token })).body.data.list.map((r: any) => r.id)
  expect(await mine()).toEqual([])
  const hidden = await t.get('/zeus/report/queryReportInfo', { token: u.token, query: { id: rep.id } })
  expect([hidden.status, hidden.body.msg]).toEqual([404, REPORT_NOT_FOUND])
  expect((await t.get(`/zeus/report/pdf/${rep.id}`, { token: u.token })).status).toBe(404)
  const link = await t.post(
    '/zeus/report/linkReport',
    { examNo: rep.examNo, name: '李四', idNumber: ID_NUMBER },
    { token: (await login()).token },
  )
  expect([link.status, link.body.msg]).toEqual([404, REPORT_LINK_NO_MATCH])

  // the doctor sends it back with a reason (none: 400); a stale version: 409
  expect((await doctorA.post(P.sendBack, { id: rep.id, version: 0, reason: '  ' })).body.msg).toBe(M.REPORT_DESK_REASON_REQUIRED)
  expect((await doctorA.post(P.sendBack, { id: rep.id, version: 5, reason: '血钾请复核' })).status).toBe(409)
  const back = await doctorA.post(P.sendBack, { id: rep.id, version: 0, reason: '血钾请复核' })
  expect(back.body.data).toMatchObject({ status: 'returned', statusStr: '已退回', sentBackReason: '血钾请复核', version: 1 })
  const returned = await desk.get(P.reports, { query: { status: 'returned' } })
  expect(returned.body.data.list.map((r: any) => r.id)).toContain(rep.id)
  // a returned report cannot be reviewed or published
  expect((await doctorA.post(P.review, { id: rep.id, version: 1 })).status).toBe(409)
  expect((await doctorA.post(P.publish, { id: rep.id, version: 1 })).status).toBe(409)

  // the desk fixes it (a new PDF too): entered again
  const fixed = await desk.post(P.update, {
    id: rep.id,
    version: 1,
    pdfBase64: b64(PDF2),
    items: items('7.8', '6.8', true),
    conclusions: ['空腹血糖偏高', '血钾偏高（危急值，已复核）'],
    advice: [{ title: '血糖偏高', text: '控制饮食，三个月后复查空腹血糖。' }],
  })
  expect(fixed.body.data).toMatchObject({ status: 'entered', version: 2, sentBackReason: null })
  expect(fixed.body.data.items[1]).toMatchObject({ name: '血钾', value: '6.8', critical: true })
  expect((await desk.post(P.update, { ...entry(first), id: rep.id, version: 1 })).status).toBe(409) // stale

  // reviewed by the doctor (not the one who entered it), then published
  const reviewed = await doctorA.post(P.review, { id: rep.id, version: 2 })
  expect(reviewed.body.data).toMatchObject({ status: 'reviewed', reviewedBy: doctorA.me.name, version: 3 })
  expect((await doctorA.post(P.review, { id: rep.id, version: 2 })).status).toBe(409) // twice: once
  expect(await mine()).toEqual([])
  const published = await doctorB.post(P.publish, { id: rep.id, version: 3 })
  expect(published.body.data).toMatchObject({ status: 'published', statusStr: '已发布', publishedAt: expect.any(String) })

  // the second report: entered by a doctor, who may not review his own
  const c2 = await doctorA.post(P.create, entry(second, '6.4', { items: items('6.4') }))
  expect(c2.body.data.status).toBe('entered')
  const own = await doctorA.post(P.review, { id: c2.body.data.id, version: 0 })
  expect([own.status, own.body.msg]).toEqual([400, M.REPORT_DESK_SAME_REVIEWER])
  expect((await doctorB.post(P.review, { id: c2.body.data.id, version: 0 })).body.data.status).toBe('reviewed')
  expect((await doctorB.post(P.publish, { id: c2.body.data.id, version: 1 })).body.data.status).toBe('published')

  // the patient: both in the list; the later one's detail with the values and the trend across both
  expect((await mine()).sort()).toEqual([rep.id, c2.body.data.id].sort())
  const d = await t.get('/zeus/report/queryReportInfo', { token: u.token, query: { id: c2.body.data.id } })
  expect(d.status).toBe(200)
  expect(d.body.data).toMatchObject({
    examNo: c2.body.data.examNo,
    chiefDoctor: doctorB.me.name,
    conclusions: ['空腹血糖偏高', '血钾偏高（危急值）'],
  })
  const glucose = d.body.data.departments.flatMap((g: any) => g.items).find((i: any) => i.name === '空腹血糖')
  expect(glucose).toMatchObject({ value: '6.4', flag: '↑', unit: 'mmol/L' })
  expect(glucose.trend.map((p: any) => [p.date, p.value])).toEqual([
    [day(2), 7.8],
    [day(4), 6.4],
  ])
  expect(glucose.trendDirection).toBe('down')
  const d1 = await t.get(`/zeus/reportInfo/queryDetail/${rep.id}`, { token: u.token })
  expect(d1.body.data.abnormal.map((i: any) => i.name)).toEqual(['空腹血糖', '血钾'])
  // the PDF is the one the desk uploaded (the fixed one)
  const pdf = await t.get(`/zeus/report/pdf/${rep.id}`, { token: u.token })
  expect(pdf.status).toBe(200)
  expect(pdf.headers['content-type']).toContain('application/pdf')
  expect(pdf.raw).toBe(PDF2.toString())
  // another patient: 404
  expect((await t.get(`/zeus/report/pdf/${rep.id}`, { token: (await login()).token })).status).toBe(404)

  // the staff: search by exam number (whole or its beginning), the uploaded PDF, another hospital 404
  const found = await doctorB.get(P.reports, { query: { examNo: rep.examNo.toLowerCase() } })
  expect(found.body.data).toMatchObject({ total: 1, list: [{ id: rep.id, status: 'published' }] })
  expect((await doctorB.get(P.reports, { query: { examNo: 'tj', status: 'published' } })).body.data.total).toBeGreaterThanOrEqual(2)
  const staffPdf = await doctorB.get(P.pdf, { query: { id: rep.id } })
  expect([staffPdf.status, staffPdf.raw]).toEqual([200, PDF2.toString()])
  expect((await otherDesk.get(P.detail, { query: { id: rep.id } })).status).toBe(404)
  expect((await otherDesk.get(P.reports, { query: { examNo: rep.examNo } })).body.data.total).toBe(0)

  // every read audited, every write audited with its patient
  const audit = await database.db.selectFrom('staff_audit').selectAll().where('object_id', '=', String(rep.id)).execute()
  const actions = audit.map((a: any) => `${a.action}:${a.result}`)
  expect(actions).toEqual(
    expect.arrayContaining(['report.send-back:ok', 'report.update:ok', 'report.review:ok', 'report.publish:ok', 'report.pdf:ok']),
  )
  expect(audit.find((a: any) => a.action === 'report.publish' && a.result === 'ok')).toMatchObject({ patient_user_id: u.userId })
  await doctorB.get(P.detail, { query: { id: rep.id } })
  expect(
    await database.db
      .selectFrom('staff_audit')
      .select('id')
      .where('action', '=', 'report.read')
      .where('object_id', '=', String(rep.id))
      .where('staff_id', '=', doctorB.staffId)
      .execute(),
  ).toHaveLength(1)
})

test('critical values: listed waiting, followed up once with a note; the desk cannot review; two reviews at once: one', async () => {
  const u = await login()
  const a = await booking(u.token, day(3))
  await database.db.updateTable('pe_appointment').set({ status: BOOKING_CHECKED_IN }).where('id', '=', a).execute()
  const rep = (await desk.post(P.create, entry(a))).body.data
  const waiting = await doctorA.get(P.critical, { query: { done: 0 } })
  const item = waiting.body.data.find((c: any) => c.reportId === rep.id)
  expect(item).toMatchObject({ name: '血钾', value: '6.9', flag: '↑', reportStatus: 'entered', followedUpAt: null })
  expect((await doctorA.post(P.followUp, { itemId: item.itemId, note: ' ' })).body.msg).toBe(M.REPORT_DESK_NOTE_REQUIRED)
  expect((await otherDesk.get(P.critical, {})).body.data.map((c: any) => c.itemId)).not.toContain(item.itemId)
  const done = await doctorA.post(P.followUp, { itemId: item.itemId, note: '已电话通知患者尽快复诊' })
  expect(done.body.data).toMatchObject({ followedUpBy: doctorA.me.name, followUpNote: '已电话通知患者尽快复诊' })
  const again = await doctorB.post(P.followUp, { itemId: item.itemId, note: '再次' })
  expect([again.status, again.body.msg]).toEqual([409, M.REPORT_DESK_CRITICAL_DONE])
  expect((await doctorA.get(P.critical, { query: { done: 0 } })).body.data.map((c: any) => c.itemId)).not.toContain(item.itemId)
  expect((await doctorA.get(P.critical, { query: { done: 1 } })).body.data.map((c: any) => c.itemId)).toContain(item.itemId)
  // the desk enters, it does not review
  expect((await desk.post(P.review, { id: rep.id, version: 0 })).status).toBe(403)
  // two doctors pass it at once: compare-and-set, exactly one of them
  const both = await Promise.all([doctorA.post(P.review, { id: rep.id, version: 0 }), doctorB.post(P.review, { id: rep.id, version: 0 })])
  expect(both.map((r) => r.status).sort()).toEqual([200, 409])
  expect(both.find((r) => r.status === 409)!.body.msg).toBe(M.REPORT_DESK_CHANGED)
  // the queue of 待审核
  expect((await doctorB.get(P.reports, { query: { status: 'reviewed' } })).body.data.list.map((r: any) => r.id)).toContain(rep.id)
  expect((await doctorB.get(P.reports, { query: { status: 'entered' } })).body.data.list.map((r: any) => r.id)).not.toContain(rep.id)
})

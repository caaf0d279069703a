/**
 * A doctor's staff account linked to its doctor from the console (issue 32 item 3), over HTTP against PGlite: the
 * hospital's doctors to pick from; an invite with 关联医生 → that account's session sees a consultation routed to
 * the doctor in the chat workbench; the refusals (not a doctor's role, another hospital's or an unknown doctor, a
 * doctor already linked to an active account); the link route (change, unlink, audited, another hospital's admin
 * 404, a platform admin across hospitals); enabling an account again whose doctor is taken meanwhile.
 */
import { CHAT_DESK_PATHS, type ChatDeskConversation } from '../../../contract/chat-desk'
import { STAFF_PATHS, type StaffAccount, type StaffDoctorOption } from '../../../contract/staff'
import { STAFF_DOCTOR_NOT_FOUND, STAFF_DOCTOR_ROLE_ONLY, STAFF_DOCTOR_TAKEN } from '../../../src/domain/messages/staff'
import { createTestApp, createTestDatabase, patients, type TestApp } from '../../../test-support/server'
import { staffLogin, staffOfRole } from '../../../test-support/server/staff'
import type { Database } from '../../lib/db'

let database: Database
let t: TestApp
const patient = patients(() => ({ database, t }), '135', 'dlink')
const B1 = '/studio-patient/im'

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createTestApp({ database })
}, 180_000)
afterAll(async () => {
  await t.close()
  await database.close()
})

const audits = (action: string, staffId: number) =>
  database.db
    .selectFrom('staff_audit')
    .selectAll()
    .where('action', '=', action)
    .where('object_id', '=', String(staffId))
    .orderBy('id')
    .execute()

let n = 0
const uname = () => `dlink-${++n}`

test('the doctors to pick: the session hospital only, with department and the linked account', async () => {
  const admin = await staffOfRole(t, 'hospital-admin', 6)
  const list = (await admin.get(STAFF_PATHS.doctors)).body.data as StaffDoctorOption[]
  expect(list.length).toBeGreaterThan(3)
  expect(list.every((d) => String(d.doctorId).startsWith('6'))).toBe(true)
  const d604 = list.find((d) => d.doctorId === 604)
  expect(d604).toMatchObject({ linkedStaffId: null })
  expect(d604?.name).toBeTruthy()
  expect(d604?.department).toBeTruthy()
  const own7 = (await (await staffOfRole(t, 'hospital-admin', 7)).get(STAFF_PATHS.doctors)).body.data as StaffDoctorOption[]
  expect(own7.map((d) => d.doctorId)).toContain(701)
  expect(own7.map((d) => d.doctorId)).not.toContain(604)
  // not for a role without staff:manage
  expect((await (await staffOfRole(t, 'doctor', 6)).get(STAFF_PATHS.doctors)).status).toBe(403)
})

test('invited with 关联医生, the doctor sees a consultation routed to its doctor in the workbench', async () => {
  const admin = await staffOfRole(t, 'hospital-admin', 6)
  const doctors = (await admin.get(STAFF_PATHS.doctors)).body.data as StaffDoctorOption[]
  const username = uname()
  const inv = await admin.post(STAFF_PATHS.invite, { username, name: '李医生', role: 'doctor', doctorId: 604 })
  expect(inv.status).toBe(200)
  const name604 = doctors.find((d) => d.doctorId === 604)?.name
  expect(inv.body.data.account).toMatchObject({ role: 'doctor', doctorId: 604, doctorName: name604 })
  const staffId = inv.body.data.account.staffId as number
  expect((await audits('staff.invite', staffId)).map((a) => JSON.parse(a.changes ?? '{}').doctorId)).toEqual([604])
  // the list shows the link; the doctors' list names the account
  expect(((await admin.get(STAFF_PATHS.accounts)).body.data as StaffAccount[]).find((a) => a.staffId === staffId)).toMatchObject({
    doctorId: 604,
    doctorName: name604,
  })
  expect(((await admin.get(STAFF_PATHS.doctors)).body.data as StaffDoctorOption[]).find((d) => d.doctorId === 604)?.linkedStaffId).toBe(
    staffId,
  )

  // a patient consults doctor 604; the invited account (its first login) sees it under 我的
  const p = await patient()
  const g = (await t.post(`${B1}/createGroup`, { doctorId: 604 }, { token: p.token })).body.data
  await t.post(`${B1}/sendMessage`, { groupId: g.groupId, msgType: 'text', text: '医生您好，想咨询一下' }, { token: p.token })
  // (the doctor's scripted greeting follows the first message)
  await t.post(`${B1}/sendMessage`, { groupId: g.groupId, msgType: 'text', text: '最近总是胸闷' }, { token: p.token })
  const doctor = await staffLogin(t, username, undefined, inv.body.data.initialPassword)
  const mine = (await doctor.get(CHAT_DESK_PATHS.conversations, { query: { tab: 'mine' } })).body.data.list as ChatDeskConversation[]
  expect(mine.find((c) => c.groupId === g.groupId)).toMatchObject({ kind: 'consult', lastText: '最近总是胸闷' })
  const view = await doctor.get(CHAT_DESK_PATHS.messages, { query: { groupId: g.groupId } })
  expect(view.status).toBe(200)
  expect(view.body.data.canSend).toBe(true)
  const sent = await doctor.post(CHAT_DESK_PATHS.send, { groupId: g.groupId, text: '您好，请说' })
  expect(sent.body.data).toMatchObject({ senderKind: 'doctor', mine: true })

  // an account invited without a doctor sees nothing routed to 604
  const bare = await admin.post(STAFF_PATHS.invite, { username: uname(), name: '未关联', role: 'doctor' })
  expect(bare.body.data.account).toMatchObject({ doctorId: null, doctorName: null })
  const bareDoc = await staffLogin(t, bare.body.data.account.username, undefined, bare.body.data.initialPassword)
  expect((await bareDoc.get(CHAT_DESK_PATHS.conversations, { query: { tab: 'mine' } })).body.data.list).toEqual([])
})

test('invite refusals: not a doctor, another hospital, unknown, already linked; no account is made', async () => {
  const admin = await staffOfRole(t, 'hospital-admin', 6)
  const first = await admin.post(STAFF_PATHS.invite, { username: uname(), name: '王医生', role: 'doctor', doctorId: 605 })
  expect(first.status).toBe(200)
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ role: 'operator', doctorId: 606 }, STAFF_DOCTOR_ROLE_ONLY],
    [{ role: 'doctor', doctorId: 701 }, STAFF_DOCTOR_NOT_FOUND],
    [{ role: 'doctor', doctorId: 999_999 }, STAFF_DOCTOR_NOT_FOUND],
    [{ role: 'doctor', doctorId: 605 }, STAFF_DOCTOR_TAKEN],
  ]
  for (const [body, msg] of cases) {
    const username = uname()
    const r = await admin.post(STAFF_PATHS.invite, { username, name: '某人', ...body })
    expect([r.status, r.body.msg]).toEqual([400, msg])
    expect(await database.db.selectFrom('staff_account').select('id').where('username', '=', username).executeTakeFirst()).toBeUndefined()
  }
  // the schema: an id, not anything else
  expect((await admin.post(STAFF_PATHS.invite, { username: uname(), name: '某人', role: 'doctor', doctorId: 'x' })).status).toBe(400)
})

test('the link route: change, taken, not a doctor, unlink, audited; another hospital 404; a platform admin crosses; enable again', async () => {
  const admin = await staffOfRole(t, 'hospital-admin', 6)
  const a = (await admin.post(STAFF_PATHS.invite, { username: uname(), name: '甲医生', role: 'doctor', doctorId: 607 })).body.data.account
  const b = (await admin.post(STAFF_PATHS.invite, { username: uname(), name: '乙医生', role: 'doctor' })).body.data.account
  const op = (await admin.post(STAFF_PATHS.invite, { username: uname(), name: '运营', role: 'operator' })).body.data.account
  const link = (staffId: number, doctorId: number | null, by = admin) => by.post(STAFF_PATHS.accountDoctor, { staffId, doctorId })

  expect((await link(b.staffId, 607)).body.msg).toBe(STAFF_DOCTOR_TAKEN)
  expect((await link(op.staffId, 608)).body.msg).toBe(STAFF_DOCTOR_ROLE_ONLY)
  expect((await link(b.staffId, 702)).body.msg).toBe(STAFF_DOCTOR_NOT_FOUND)
  const ok = await link(b.staffId, 608)
  expect(ok.status).toBe(200)
  expect(ok.body.data).toMatchObject({ staffId: b.staffId, doctorId: 608 })
  expect(typeof ok.body.data.doctorName).toBe('string')
  // relinking the own doctor is no conflict
  expect((await link(a.staffId, 607)).status).toBe(200)
  const rows = await audits('staff.doctor-link', b.staffId)
  expect(rows.map((r) => [r.result, r.result === 'ok' ? r.changes : null])).toEqual([
    ['failed', null],
    ['failed', null],
    ['ok', JSON.stringify({ doctorId: [null, 608] })],
  ])
  // another hospital's admin: 404; a role without staff:manage: 403
  const admin7 = await staffOfRole(t, 'hospital-admin', 7)
  expect((await link(b.staffId, null, admin7)).status).toBe(404)
  expect((await link(b.staffId, null, await staffOfRole(t, 'doctor', 6))).status).toBe(403)
  // a platform admin (of hospital 7) crosses hospitals; the doctor must be of the account's hospital
  const platform = await staffOfRole(t, 'platform-admin', 7)
  expect((await link(b.staffId, 701, platform)).body.msg).toBe(STAFF_DOCTOR_NOT_FOUND)
  expect((await link(b.staffId, 609, platform)).body.data).toMatchObject({ doctorId: 609 })
  // unlink
  expect((await link(b.staffId, null)).body.data).toMatchObject({ doctorId: null, doctorName: null })
  // a disabled account frees its doctor; enabling it again while another account answers as that doctor: 400
  expect((await admin.post(STAFF_PATHS.disable, { staffId: a.staffId })).status).toBe(200)
  expect((await link(b.staffId, 607)).status).toBe(200)
  const again = await admin.post(STAFF_PATHS.enable, { staffId: a.staffId })
  expect([again.status, again.body.msg]).toEqual([400, STAFF_DOCTOR_TAKEN])
  expect((await link(a.staffId, null)).status).toBe(200)
  expect((await admin.post(STAFF_PATHS.enable, { staffId: a.staffId })).status).toBe(200)
})

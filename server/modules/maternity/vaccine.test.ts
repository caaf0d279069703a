/**
 * Children's vaccines over HTTP (issue 13 item 6): the schedule of a child member on the business date of the clock
 * (2026-01-15 China time; TEST_CLOCK_CN moves the hour, never the date), due / overdue / done from
 * src/domain/vaccines; recording a dose (date between birth and today); an adult member, a member without consent
 * and an unknown dose are 400; another account 404; consent withdrawal and account deletion delete the records; the
 * seeded baby (8 months on the seed day) has MMR-1 and JE-L-1 due.
 */
import { createClock, createTestApp, createTestDatabase, patients, type TestApp } from '../../../test-support/server'
import type { Database } from '../../lib/db'
import * as HM from '../../../src/domain/messages/health'
import * as MM from '../../../src/domain/messages/maternity'
import { businessToday } from '../../../src/domain/time'
import { deleteUserData } from '../user'
import { MATERNITY_SEED_MARKER } from '../../seed/maternity'

let database: Database
let t: TestApp
const login = patients(() => ({ database, t }), '138', 'v')

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createTestApp({ database, clock: createClock() })
})
afterAll(async () => {
  await t.close()
  await database.close()
})

const UC = '/user-center'
const HW = '/health-ws'
// today 2026-01-15: born 2025-05-15 = 8 months today
const baby = { name: '张小宝', relation: 'child', sex: 1, birthDate: '2025-05-15', healthConsent: true, guardianConsent: true }

async function member(token: string, patch: Record<string, unknown> = {}) {
  const r = await t.post(`${UC}/createConsultationer`, { ...baby, ...patch }, { token })
  expect([r.status, r.body.msg]).toEqual([200, 'success'])
  return r.body.data as { id: number }
}
const assistant = (token: string, memberId: number) => t.get(`${HW}/children/queryVaccineAssistant`, { token, query: { memberId } })
const record = (token: string, body: Record<string, unknown>) => t.post(`${HW}/children/recordVaccineDose`, body, { token })

test('the schedule on the business date: nothing recorded → the birth doses overdue; recording moves them to done', async () => {
  const { token } = await login()
  const m = await member(token)
  const r = await assistant(token, m.id)
  expect(r.status).toBe(200)
  const d = r.body.data
  expect(d).toMatchObject({ name: '张小宝', birthDate: '2025-05-15', ageStr: '8个月', today: '2026-01-15' })
  expect(d.schedule).toHaveLength(22)
  const st = (s: Array<{ doseId: string; status: string }>, id: string) => s.find((x) => x.doseId === id)!.status
  expect(['HepB-1', 'BCG-1', 'HepB-3', 'MMR-1', 'MPSV-A-2'].map((id) => st(d.schedule, id))).toEqual([
    'overdue',
    'overdue',
    'due',
    'due',
    'upcoming',
  ])
  expect(d.next[0]).toMatchObject({ doseId: 'HepB-1', label: '乙肝疫苗 第1剂', statusStr: '已逾期' })

  const done = await record(token, { memberId: m.id, doseId: 'HepB-1', done: true, date: '2025-05-15' })
  expect(done.status).toBe(200)
  expect(done.body.data.schedule.find((x: { doseId: string }) => x.doseId === 'HepB-1')).toMatchObject({
    status: 'done',
    statusStr: '已接种',
    doneDate: '2025-05-15',
  })
  // default date: today
  const today = await record(token, { memberId: m.id, doseId: 'MMR-1', done: true })
  expect(today.body.data.schedule.find((x: { doseId: string }) => x.doseId === 'MMR-1').doneDate).toBe('2026-01-15')
  const undone = await record(token, { memberId: m.id, doseId: 'MMR-1', done: false })
  expect(st(undone.body.data.schedule, 'MMR-1')).toBe('due')
})

test('bad input is a 400 with a clear message; another account gets 404', async () => {
  const { token } = await login()
  const m = await member(token)
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ doseId: 'HepB-9', done: true }, MM.VACCINE_DOSE_NOT_FOUND],
    [{ doseId: 'JE-I-1', done: true }, MM.VACCINE_DOSE_NOT_FOUND], // the clinic's JE product is the live one
    [{ doseId: 'HepB-1', done: true, date: '2025-05-14' }, MM.VACCINE_DATE_OUT],
    [{ doseId: 'HepB-1', done: true, date: '2026-01-16' }, MM.VACCINE_DATE_OUT],
    [{ doseId: 'HepB-1', done: true, date: '2025-13-01' }, MM.VACCINE_DATE_INVALID],
  ]
  for (const [b, msg] of cases) {
    const r = await record(token, { memberId: m.id, ...b })
    expect([r.status, r.body.msg]).toEqual([400, msg])
  }
  const adult = await member(token, { name: '张伟', relation: 'self', birthDate: '1980-01-01', guardianConsent: undefined })
  expect([(await assistant(token, adult.id)).body.msg]).toEqual([MM.VACCINE_MEMBER_NOT_CHILD])
  const noConsent = await member(token, { name: '张二宝', healthConsent: false })
  const r = await assistant(token, noConsent.id)
  expect([r.status, r.body.msg]).toEqual([400, HM.HEALTH_CONSENT_REQUIRED])

  const other = await login()
  for (const res of [await assistant(other.token, m.id), await record(other.token, { memberId: m.id, doseId: 'HepB-1', done: true })])
    expect([res.status, res.body.msg]).toEqual([404, HM.HEALTH_MEMBER_NOT_FOUND])
  expect((await t.get(`${HW}/children/queryVaccineAssistant`, { query: { memberId: m.id } })).status).toBe(401)
})

test('consent withdrawal and account deletion delete the dose records', async () => {
  const { token, userId } = await login()
  const m = await member(token)
  await record(token, { memberId: m.id, doseId: 'HepB-1', done: true, date: '2025-05-15' })
  await t.post(`${UC}/consultationerConsent`, { id: m.id, healthConsent: false }, { token })
  expect(await database.db.selectFrom('vaccine_dose_record').select('id').where('member_id', '=', m.id).execute()).toEqual([])
  await t.post(`${UC}/consultationerConsent`, { id: m.id, healthConsent: true }, { token })
  await record(token, { memberId: m.id, doseId: 'HepB-1', done: true, date: '2025-05-15' })
  await database.db.transaction().execute((trx) => deleteUserData(trx, { id: userId, phone: null }))
  expect(await database.db.selectFrom('vaccine_dose_record').select('id').where('user_id', '=', userId).execute()).toEqual([])
})

test('the seeded baby: 8 months on the seed day, every earlier dose done, MMR-1 and JE-L-1 due', async () => {
  const kv = await database.db.selectFrom('server_kv').select('value').where('key', '=', MATERNITY_SEED_MARKER).executeTakeFirstOrThrow()
  const seedAt = Date.parse(kv.value)
  const at = await createTestApp({ database, clock: createClock(seedAt + 60_000) })
  try {
    const login = await at.post(
      '/user-center/passwordLogin',
      { registerName: '13800138000', password: 'demo1234' },
      { headers: { hospitalId: '6' } },
    )
    const token = login.body.data.token as string
    const members = (await at.get(`${UC}/queryConsultationerList`, { token })).body.data as Array<{ id: number; name: string }>
    const child = members.find((x) => x.name === '张小宝')!
    const d = (await at.get(`${HW}/children/queryVaccineAssistant`, { token, query: { memberId: child.id } })).body.data
    expect([d.ageStr, d.today]).toEqual(['8个月', businessToday(seedAt + 60_000)])
    expect(d.next.map((x: { doseId: string }) => x.doseId)).toEqual(['MMR-1', 'JE-L-1'])
    expect(d.schedule.filter((x: { status: string }) => x.status === 'done')).toHaveLength(11)
    expect(d.schedule.some((x: { status: string }) => x.status === 'overdue')).toBe(false)
  } finally {
    await at.close()
  }
})

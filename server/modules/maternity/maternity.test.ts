/**
 * Maternity follow-up over HTTP (issue 13 item 5): a pregnancy of a female member only with her health consent;
 * week, due date, trimester, the week's note and the next visit from src/domain/pregnancy on the business date
 * of the clock (2026-01-15 China time; TEST_CLOCK_CN moves the hour, never the date); planned dates inside the
 * visit's window; weights with the WS/T 801-2022 range; another account gets 404; withdrawing the consent and
 * deleting the account delete the pregnancy; the demo user's seeded pregnancy is at 20⁺⁰ weeks on the seed date.
 */
import { createClock, createTestApp, createTestDatabase, patients, type TestApp } from '../../../test-support/server'
import type { Database } from '../../lib/db'
import * as H from '../../../src/domain/health'
import * as HM from '../../../src/domain/messages/health'
import * as MM from '../../../src/domain/messages/maternity'
import { addDays, businessToday } from '../../../src/domain/time'
import { deleteUserData } from '../user'
import { MATERNITY_SEED_MARKER, SEED_MOTHER, SEED_PREGNANCY_DAYS } from '../../seed/maternity'

let database: Database
let t: TestApp
const login = patients(() => ({ database, t }), '137', 'm')

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
// today (business date of the clock) is 2026-01-15: this LMP is 20⁺⁰ weeks, due 2026-06-04
const LMP = '2025-08-28'
const mother = { name: '王芳', relation: 'spouse', sex: 2, birthDate: '1994-03-18', healthConsent: true }

async function member(token: string, patch: Record<string, unknown> = {}) {
  const r = await t.post(`${UC}/createConsultationer`, { ...mother, ...patch }, { token })
  expect(r.status).toBe(200)
  return r.body.data as { id: number }
}
async function pregnancy(token: string, memberId: number, patch: Record<string, unknown> = {}) {
  const r = await t.post(
    `${UC}/createPregnantRecord`,
    { memberId, lastMenstrualPeriod: LMP, heightCm: 160, prePregnancyWeightKg: '55', ...patch },
    { token },
  )
  expect([r.status, r.body.msg]).toEqual([200, 'success'])
  return r.body.data as { id: number }
}

describe('pregnancy record', () => {
  test('week, due date, trimester, the week’s note, the next visit and its reminder', async () => {
    const { token } = await login()
    const m = await member(token)
    const p = await pregnancy(token, m.id)
    const r = await t.get(`${UC}/queryPregnantRecord`, { token, query: { memberId: m.id } })
    expect(r.status).toBe(200)
    const rec = r.body.data.record
    expect(rec).toMatchObject({
      id: p.id,
      memberId: m.id,
      memberName: '王芳',
      lastMenstrualPeriod: LMP,
      dueDate: '2026-06-04',
      today: '2026-01-15',
      weeks: 20,
      days: 0,
      gestationalAgeStr: '孕20周',
      trimester: 'second',
      trimesterStr: '孕中期',
      daysToDue: 140,
      heightCm: 160,
      prePregnancyWeightKg: 55,
      weightGain: { prePregnancyBmi: 21.5, group: '正常', totalMin: 8, totalMax: 14 },
      weekNote: { tip: H.pregnancyWeekNote(20)!.tip },
      reminder: { level: 'now', checkId: 3, text: '第3次产检（孕20-24周）进行中，请在2月18日前完成' },
      nextCheck: { checkId: 3, label: '孕20-24周', startDate: '2026-01-15', endDate: '2026-02-18', status: 'current', statusStr: '进行中' },
      latestWeight: null,
    })
    expect(rec.redFlags[0]).toMatch(/阴道出血/)
    // a day later on the clock: 20⁺¹
    t.clock.advance(86400_000)
    const later = (await t.get(`${UC}/queryPregnantRecord`, { token, query: { memberId: m.id } })).body.data.record
    expect([later.gestationalAgeStr, later.daysToDue]).toEqual(['孕20周+1天', 139])
    t.clock.advance(-86400_000)
  })

  test('bad input is a 400 with the rule’s message; a member without a record reads null', async () => {
    const { token } = await login()
    const m = await member(token)
    const create = (b: Record<string, unknown>) =>
      t.post(`${UC}/createPregnantRecord`, { memberId: m.id, lastMenstrualPeriod: LMP, ...b }, { token })
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ lastMenstrualPeriod: '' }, H.LMP_REQUIRED],
      [{ lastMenstrualPeriod: '2025-02-30' }, H.LMP_INVALID],
      [{ lastMenstrualPeriod: '2026-01-16' }, H.LMP_IN_FUTURE],
      [{ lastMenstrualPeriod: '2025-03-12' }, H.LMP_TOO_EARLY], // 309 days before 2026-01-15
      [{ heightCm: '0' }, H.validateHeight('0')!],
      [{ prePregnancyWeightKg: 'abc' }, H.WEIGHT_INVALID],
    ]
    for (const [patch, msg] of cases) {
      const r = await create(patch)
      expect([r.status, r.body.msg, patch]).toEqual([400, msg, patch])
    }
    expect((await t.get(`${UC}/queryPregnantRecord`, { token, query: { memberId: m.id } })).body.data).toEqual({ record: null })
    const exactly44 = await create({ lastMenstrualPeriod: '2025-03-13' })
    expect(exactly44.status).toBe(200)
    const second = await create({})
    expect([second.status, second.body.msg]).toEqual([400, MM.PREGNANCY_EXISTS])

    const man = await member(token, { name: '张三', relation: 'self', sex: 1, birthDate: '1990-01-01' })
    const r = await t.post(`${UC}/createPregnantRecord`, { memberId: man.id, lastMenstrualPeriod: LMP }, { token })
    expect([r.status, r.body.msg]).toEqual([400, MM.PREGNANCY_MEMBER_NOT_FEMALE])
    const noConsent = await member(token, { name: '李娜', relation: 'other', healthConsent: false })
    const r2 = await t.post(`${UC}/createPregnantRecord`, { memberId: noConsent.id, lastMenstrualPeriod: LMP }, { token })
    expect([r2.status, r2.body.msg]).toEqual([400, HM.HEALTH_CONSENT_REQUIRED])
    const wrongType = await t.get(`${UC}/queryPregnantRecord`, { token, query: { memberId: 'x' } })
    expect(wrongType.status).toBe(400)
  })

  test('two creates at once: one record, one clear refusal', async () => {
    const { token } = await login()
    const m = await member(token)
    const body = { memberId: m.id, lastMenstrualPeriod: LMP }
    const rs = await Promise.all([1, 2].map(() => t.post(`${UC}/createPregnantRecord`, body, { token })))
    expect(rs.map((r) => r.status).sort()).toEqual([200, 400])
    expect(rs.find((r) => r.status === 400)!.body.msg).toBe(MM.PREGNANCY_EXISTS)
  })

  test('another account gets 404 for the member and for every pregnancy endpoint', async () => {
    const owner = await login()
    const other = await login()
    const m = await member(owner.token)
    const p = await pregnancy(owner.token, m.id)
    const token = other.token
    const calls = [
      t.post(`${UC}/createPregnantRecord`, { memberId: m.id, lastMenstrualPeriod: LMP }, { token }),
      t.get(`${UC}/queryPregnantRecord`, { token, query: { memberId: m.id } }),
      t.get(`${UC}/queryMaternityScheduleList`, { token, query: { pregnancyId: p.id } }),
      t.get(`${UC}/queryTargetMaternitySchedule`, { token, query: { pregnancyId: p.id, checkId: 3 } }),
      t.post(`${UC}/changeTargetMaternityScheduleCheckDate`, { pregnancyId: p.id, checkId: 3, done: true }, { token }),
      t.get(`${UC}/nextMaternitySchedule`, { token, query: { pregnancyId: p.id } }),
      t.get(`${UC}/queryPregnantTrace`, { token, query: { pregnancyId: p.id } }),
      t.get(`${HW}/pregnant/queryPregnantWeekList`, { token, query: { pregnancyId: p.id } }),
      t.call('PUT', `${HW}/pregnant/addPregnantWeight`, { body: { pregnancyId: p.id, weightKg: 60 }, token }),
      t.post(`${UC}/deletePregnantRecord`, { id: p.id }, { token }),
    ]
    for (const r of await Promise.all(calls)) expect([r.status, r.body.msg]).toEqual([404, expect.stringMatching(/不存在/)])
    // untouched
    expect((await t.get(`${UC}/queryPregnantRecord`, { token: owner.token, query: { memberId: m.id } })).body.data.record.id).toBe(p.id)
    expect((await t.get(`${UC}/queryPregnantRecord`)).status).toBe(401)
  })
})

describe('prenatal check schedule', () => {
  test('seven visits with windows and states; plan a date inside the window; mark done; next and reminders', async () => {
    const { token } = await login()
    const m = await member(token)
    const p = await pregnancy(token, m.id)
    const list = async () => (await t.get(`${UC}/queryMaternityScheduleList`, { token, query: { pregnancyId: p.id } })).body.data
    const first = await list()
    expect(first.map((s: { status: string }) => s.status)).toEqual([
      'missed',
      'missed',
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ])
    expect(first[6]).toMatchObject({ checkId: 7, label: '孕37-41周', weekly: true, startDate: '2026-05-14', endDate: '2026-06-17' })
    expect(first[3].required).toContain('75g OGTT（妊娠期糖尿病筛查）')

    const change = (b: Record<string, unknown>) =>
      t.post(`${UC}/changeTargetMaternityScheduleCheckDate`, { pregnancyId: p.id, checkId: 3, ...b }, { token })
    const bad: Array<[Record<string, unknown>, number, string]> = [
      [{ checkDate: '2026-01-14' }, 400, MM.PRENATAL_CHECK_DATE_PAST],
      [{ checkDate: '2026-02-19' }, 400, MM.prenatalCheckDateOutside('孕20-24周', '2026-01-15', '2026-02-18')],
      [{ checkDate: '2026/01/20' }, 400, MM.PRENATAL_CHECK_DATE_INVALID],
      [{ checkId: 8, checkDate: '2026-01-20' }, 400, ''],
    ]
    for (const [b, status, msg] of bad) {
      const r = await change(b)
      expect(r.status).toBe(status)
      if (msg) expect(r.body.msg).toBe(msg)
    }
    const planned = await change({ checkDate: '2026-02-18' })
    expect(planned.body.data).toMatchObject({ checkId: 3, plannedDate: '2026-02-18', status: 'current' })
    const next = async () => (await t.get(`${UC}/nextMaternitySchedule`, { token, query: { pregnancyId: p.id } })).body.data
    expect((await next()).reminder).toEqual({ level: 'now', checkId: 3, text: '第3次产检（孕20-24周）已约在2月18日，请按时就诊' })

    const done = await change({ done: true })
    expect(done.body.data).toMatchObject({ status: 'done', statusStr: '已完成', plannedDate: '2026-02-18' })
    expect(done.body.data.doneTime).toMatch(/^2026-01-1[45] /)
    // visits 1 and 2 are still not marked: the reminder asks about the latest missed one
    expect((await next()).reminder).toMatchObject({ level: 'missed', checkId: 2 })
    for (const checkId of [1, 2]) await change({ checkId, done: true })
    const n = await next()
    expect(n.next).toMatchObject({ checkId: 4, status: 'upcoming', startDate: '2026-02-19' })
    expect(n.reminder).toEqual({ level: 'later', checkId: 4, text: '下次产检：第4次（孕25-28周），2月19日起' })
    // not done again, the planned date cleared
    const undone = await change({ done: false, checkDate: '' })
    expect(undone.body.data).toMatchObject({ status: 'current', plannedDate: null, doneTime: null })
    const one = await t.get(`${UC}/queryTargetMaternitySchedule`, { token, query: { pregnancyId: p.id, checkId: 3 } })
    expect(one.body.data).toMatchObject({ checkId: 3, status: 'current' })
  })

  test('weeks 1-42 with their dates; this week marked', async () => {
    const { token } = await login()
    const p = await pregnancy(token, (await member(token)).id)
    const r = await t.get(`${HW}/pregnant/queryPregnantWeekList`, { token, query: { pregnancyId: p.id } })
    expect(r.body.data.currentWeek).toBe(20)
    expect(r.body.data.list).toHaveLength(42)
    const cur = r.body.data.list.filter((w: { current: boolean }) => w.current)
    expect(cur).toEqual([
      expect.objectContaining({ week: 20, startDate: '2026-01-15', endDate: '2026-01-21', tip: H.pregnancyWeekNote(20)!.tip }),
    ])
  })
})

describe('weights', () => {
  test('a weight per day with the WS/T 801-2022 range; impossible values and dates refused', async () => {
    const { token } = await login()
    const m = await member(token)
    const p = await pregnancy(token, m.id)
    const put = (b: Record<string, unknown>) =>
      t.call('PUT', `${HW}/pregnant/addPregnantWeight`, { body: { pregnancyId: p.id, ...b }, token })
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ weightKg: '0' }, H.validateWeight('0')!],
      [{ weightKg: '' }, H.WEIGHT_REQUIRED],
      [{ weightKg: 60, date: '2026-01-16' }, MM.PREGNANCY_WEIGHT_DATE_OUT],
      [{ weightKg: 60, date: '2025-08-27' }, MM.PREGNANCY_WEIGHT_DATE_OUT],
      [{ weightKg: 60, date: '2026-02-30' }, MM.PREGNANCY_WEIGHT_DATE_INVALID],
    ]
    for (const [b, msg] of bad) {
      const r = await put(b)
      expect([r.status, r.body.msg]).toEqual([400, msg])
    }
    // 20⁺⁰, normal BMI 21.5: range 0.26 × 6 = 1.6 … 2 + 0.48 × 6 = 4.9 kg
    const w = await put({ weightKg: '58.2' })
    expect(w.body.data).toMatchObject({
      date: '2026-01-15',
      weightKg: 58.2,
      week: 20,
      day: 0,
      gainKg: 3.2,
      rangeMin: 1.6,
      rangeMax: 4.9,
      status: '正常',
    })
    const high = await put({ weightKg: 61 })
    expect(high.body.data).toMatchObject({ gainKg: 6, status: '偏高' })
    await put({ weightKg: 55.5, date: '2025-10-23' }) // 8⁺⁰
    const trace = (await t.get(`${UC}/queryPregnantTrace`, { token, query: { pregnancyId: p.id } })).body.data.list
    expect(trace.map((x: { date: string; weightKg: number; status: string }) => [x.date, x.weightKg, x.status])).toEqual([
      ['2025-10-23', 55.5, '正常'],
      ['2026-01-15', 61, '偏高'],
    ])
    const rec = (await t.get(`${UC}/queryPregnantRecord`, { token, query: { memberId: m.id } })).body.data.record
    expect(rec.latestWeight).toMatchObject({ date: '2026-01-15', weightKg: 61 })
  })

  test('without height or pre-pregnancy weight the range is unknown, the weight is kept', async () => {
    const { token } = await login()
    const p = await pregnancy(token, (await member(token)).id, { heightCm: undefined, prePregnancyWeightKg: undefined })
    const r = await t.call('PUT', `${HW}/pregnant/addPregnantWeight`, { body: { pregnancyId: p.id, weightKg: 60 }, token })
    expect(r.body.data).toMatchObject({ weightKg: 60, gainKg: null, rangeMin: null, status: null })
  })
})

describe('privacy', () => {
  test('withdrawing the consent deletes the pregnancy; a new one is refused until consent is given again', async () => {
    const { token } = await login()
    const m = await member(token)
    const p = await pregnancy(token, m.id)
    await t.call('PUT', `${HW}/pregnant/addPregnantWeight`, { body: { pregnancyId: p.id, weightKg: 58 }, token })
    const w = await t.post(`${UC}/consultationerConsent`, { id: m.id, healthConsent: false }, { token })
    expect(w.status).toBe(200)
    expect((await t.get(`${UC}/queryPregnantRecord`, { token, query: { memberId: m.id } })).body.data).toEqual({ record: null })
    for (const table of ['maternity_pregnancy', 'maternity_weight', 'maternity_check'] as const)
      expect(
        await database.db
          .selectFrom(table)
          .select('id')
          .where('id', '>=', 0)
          .where(table === 'maternity_pregnancy' ? 'id' : 'pregnancy_id', '=', p.id)
          .execute(),
      ).toEqual([])
    const refused = await t.post(`${UC}/createPregnantRecord`, { memberId: m.id, lastMenstrualPeriod: LMP }, { token })
    expect([refused.status, refused.body.msg]).toEqual([400, HM.HEALTH_CONSENT_REQUIRED])
  })

  test('deleting the member or the account deletes the pregnancy', async () => {
    const { token, userId } = await login()
    const a = await member(token)
    const pa = await pregnancy(token, a.id)
    await t.post(`${UC}/changeTargetMaternityScheduleCheckDate`, { pregnancyId: pa.id, checkId: 3, done: true }, { token })
    await t.post(`${UC}/deleteConsultationer`, { id: a.id }, { token })
    expect(await database.db.selectFrom('maternity_check').select('id').where('pregnancy_id', '=', pa.id).execute()).toEqual([])
    const b = await member(token)
    await pregnancy(token, b.id)
    await database.db.transaction().execute((trx) => deleteUserData(trx, { id: userId, phone: null }))
    for (const table of ['maternity_pregnancy', 'maternity_weight', 'maternity_check'] as const)
      expect(await database.db.selectFrom(table).select('id').where('user_id', '=', userId).execute()).toEqual([])
  })
})

describe('seed', () => {
  test('the demo user’s wife is at 20⁺⁰ weeks on the seed date with two visits done; the baby was added with the guardian’s consent', async () => {
    const kv = await database.db.selectFrom('server_kv').select('value').where('key', '=', MATERNITY_SEED_MARKER).executeTakeFirstOrThrow()
    const seedDay = businessToday(new Date(kv.value))
    const row = await database.db
      .selectFrom('maternity_pregnancy')
      .innerJoin('health_member', 'health_member.id', 'maternity_pregnancy.member_id')
      .innerJoin('app_user', 'app_user.id', 'maternity_pregnancy.user_id')
      .select(['maternity_pregnancy.id', 'maternity_pregnancy.lmp', 'health_member.name'])
      .where('app_user.phone', '=', '13800138000')
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ name: SEED_MOTHER.name, lmp: addDays(seedDay, -SEED_PREGNANCY_DAYS) })
    const checks = await database.db
      .selectFrom('maternity_check')
      .select('check_id')
      .where('pregnancy_id', '=', row.id)
      .orderBy('check_id')
      .execute()
    expect(checks.map((c) => c.check_id)).toEqual([1, 2])
    const child = await database.db
      .selectFrom('health_member')
      .select(['guardian_consent_at', 'health_consent_at', 'birth_date'])
      .where('name', '=', '张小宝')
      .executeTakeFirstOrThrow()
    expect(child.guardian_consent_at).not.toBeNull()
    expect(child.health_consent_at).not.toBeNull()
    expect(H.addCalendarMonths(child.birth_date, 8)).toBe(seedDay)
  })
})

/**
 * Health records over HTTP (issue 13): family members with the separate consent (PIPL art. 28–29) and the
 * guardian's consent for a child under 14 (art. 31, SPEC §6); body data refused without consent, deleted on
 * withdrawal; impossible values 400 with the messages of src/domain/health; the categories stored and returned;
 * list by day / week / month; another account gets 404 for members and readings; account deletion removes all.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClock, createTestApp, createTestDatabase, patients, type TestApp } from '../../../test-support/server'
import type { Database } from '../../lib/db'
import * as H from '../../../src/domain/health'
import * as M from '../../../src/domain/messages/health'
import { deleteUserData } from '../user'
import { HEALTH_SEED_MARKER, SEED_MEMBERS } from '../../seed/health'
import { MATERNITY_SEED_MEMBERS } from '../../seed/maternity'
import { formatDateTime } from '../../../src/domain/time'

let database: Database
let t: TestApp
const login = patients(() => ({ database, t }), '135', 'h')

beforeAll(async () => {
  database = await createTestDatabase()
  // 2026-01-15, 10:00 China time (TEST_CLOCK_CN moves the hour: the readings below are at 00:05 or on earlier days)
  t = await createTestApp({ database, clock: createClock() })
})
afterAll(async () => {
  await t.close()
  await database.close()
})

const UC = '/user-center'
const HW = '/health-ws'
const adult = { name: '王芳', relation: 'parent', sex: 2, birthDate: '1960-03-02', healthConsent: true }

async function member(token: string, patch: Record<string, unknown> = {}) {
  const r = await t.post(`${UC}/createConsultationer`, { ...adult, ...patch }, { token })
  expect(r.status).toBe(200)
  return r.body.data as { id: number; healthConsent: boolean }
}
const bp = (memberId: number, systolic: unknown, diastolic: unknown, extra: Record<string, unknown> = {}) => ({
  memberId,
  kind: 'bloodPressure',
  systolic,
  diastolic,
  ...extra,
})

describe('family members (consultationer)', () => {
  test('create, list (本人 first), edit, delete', async () => {
    const { token } = await login()
    await member(token)
    const self = await member(token, { name: '张三', relation: 'self', sex: 1, birthDate: '1985-07-01' })
    const list = await t.get(`${UC}/queryConsultationerList`, { token })
    expect(list.body.data.map((m: { name: string }) => m.name)).toEqual(['张三', '王芳'])
    expect(list.body.data[1]).toMatchObject({ relationStr: '父母', sex: 2, age: 65, healthConsent: true, minorUnder14: false })

    const second = await t.post(`${UC}/createConsultationer`, { ...adult, name: '张四', relation: 'self' }, { token })
    expect(second.status).toBe(400)
    expect(second.body.msg).toBe(M.HEALTH_MEMBER_SELF_EXISTS)

    const edit = await t.post(
      `${UC}/editConsultationer`,
      { ...adult, id: self.id, name: '张三丰', relation: 'self', sex: 1, birthDate: '1985-07-01' },
      { token },
    )
    expect(edit.status).toBe(200)
    expect(edit.body.data.name).toBe('张三丰')

    const del = await t.post(`${UC}/deleteConsultationer`, { id: self.id }, { token })
    expect(del.body.data).toEqual({ deleted: 1 })
    expect((await t.get(`${UC}/queryConsultationerList`, { token })).body.data).toHaveLength(1)
  })

  test('bad input is a 400 with the rule’s message', async () => {
    const { token } = await login()
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '' }, M.HEALTH_MEMBER_NAME_REQUIRED],
      [{ name: '王芳<script>' }, M.HEALTH_MEMBER_NAME_INVALID],
      [{ relation: 'boss' }, M.HEALTH_MEMBER_RELATION_REQUIRED],
      [{ sex: 3 }, '请选择性别'],
      [{ birthDate: '2026-13-01' }, H.BIRTH_DATE_INVALID],
      [{ birthDate: '2026-01-16' }, H.BIRTH_DATE_IN_FUTURE],
    ]
    for (const [patch, msg] of cases) {
      const r = await t.post(`${UC}/createConsultationer`, { ...adult, ...patch }, { token })
      expect([r.status, r.body.msg]).toEqual([400, msg])
    }
    expect((await t.get(`${UC}/queryConsultationerList`, { token })).body.data).toEqual([])
  })

  test('a child under 14 only with the guardian’s explicit consent (the 14th birthday is the boundary)', async () => {
    const { token } = await login()
    const child = { name: '小明', relation: 'child', sex: 1, birthDate: '2012-01-16', healthConsent: true } // 13 years 364 days
    const refused = await t.post(`${UC}/createConsultationer`, child, { token })
    expect([refused.status, refused.body.msg]).toEqual([400, M.HEALTH_GUARDIAN_CONSENT_REQUIRED])
    const ok = await t.post(`${UC}/createConsultationer`, { ...child, guardianConsent: true }, { token })
    expect(ok.status).toBe(200)
    expect(ok.body.data).toMatchObject({ guardianConsent: true, minorUnder14: true, age: 13 })
    const fourteen = await t.post(`${UC}/createConsultationer`, { ...child, name: '小红', birthDate: '2012-01-15' }, { token })
    expect(fourteen.status).toBe(200)
    expect(fourteen.body.data).toMatchObject({ guardianConsent: false, minorUnder14: false })
    // an adult edited into a child under 14 needs the guardian's consent too
    const a = await member(token)
    const edit = await t.post(`${UC}/editConsultationer`, { ...adult, id: a.id, birthDate: '2020-01-01' }, { token })
    expect([edit.status, edit.body.msg]).toEqual([400, M.HEALTH_GUARDIAN_CONSENT_REQUIRED])
    const log = await database.db
      .selectFrom('consent_log')
      .select(['purpose', 'action'])
      .where('subject', '=', 'member')
      .where('subject_id', '=', ok.body.data.id)
      .orderBy('id')
      .execute()
    expect(log).toEqual([
      { purpose: 'guardian', action: 'grant' },
      { purpose: 'health', action: 'grant' },
    ])
  })

  test('another account gets 404 for members and readings, and changes nothing', async () => {
    const owner = await login()
    const other = await login()
    const m = await member(owner.token)
    const r = (await t.post(`${HW}/createBodyData`, bp(m.id, 128, 82), { token: owner.token })).body.data
    const hist = (await t.post(`${HW}/addMedicalHistory`, { memberId: m.id, type: 'past', name: '高血压' }, { token: owner.token })).body
      .data
    const calls: Array<[string, string, Record<string, unknown>]> = [
      ['POST', `${UC}/editConsultationer`, { ...adult, id: m.id, name: '李四' }],
      ['POST', `${UC}/deleteConsultationer`, { id: m.id }],
      ['POST', `${UC}/consultationerConsent`, { id: m.id, healthConsent: false }],
      ['POST', `${HW}/createBodyData`, bp(m.id, 120, 80)],
      ['POST', `${HW}/editBodyData`, { ...bp(m.id, 120, 80), id: r.id }],
      ['POST', `${HW}/delBodyData`, { id: r.id }],
      ['GET', `${HW}/queryBodyData`, { id: r.id }],
      ['GET', `${HW}/queryBodyDataList`, { memberId: m.id, kind: 'bloodPressure', range: 'month' }],
      ['GET', `${HW}/queryHealthRecordInfo`, { memberId: m.id }],
      ['GET', `${HW}/exportHealthRecord`, { memberId: m.id }],
      ['GET', `${HW}/queryMemberLabels`, { memberId: m.id }],
      ['POST', `${HW}/saveMemberLabels`, { memberId: m.id, labels: [] }],
      ['GET', `${HW}/queryMedicalHistory`, { memberId: m.id }],
      ['POST', `${HW}/addMedicalHistory`, { memberId: m.id, type: 'past', name: '高血压' }],
      ['POST', `${HW}/delMedicalHistory`, { id: hist.id }],
    ]
    for (const [method, url, data] of calls) {
      const res =
        method === 'GET'
          ? await t.get(url, { token: other.token, query: data as Record<string, string | number> })
          : await t.post(url, data, { token: other.token })
      expect([url, res.status]).toEqual([url, 404])
    }
    expect((await t.get(`${UC}/queryConsultationerList`, { token: other.token })).body.data).toEqual([])
    const still = await t.get(`${HW}/queryBodyData`, { token: owner.token, query: { id: r.id } })
    expect(still.body.data).toMatchObject({ systolic: 128, diastolic: 82, memberId: m.id })
    expect((await t.get(`${UC}/queryConsultationerList`, { token: owner.token })).body.data[0]).toMatchObject({
      name: '王芳',
      healthConsent: true,
    })
  })

  test('without login: 401', async () => {
    expect((await t.get(`${UC}/queryConsultationerList`)).status).toBe(401)
    expect((await t.post(`${HW}/createBodyData`, bp(1, 120, 80))).status).toBe(401)
  })
})

describe('consent for health data (PIPL art. 28–29)', () => {
  test('no data without consent; granting allows it; withdrawal deletes the data and refuses new ones', async () => {
    const { token, userId } = await login()
    const m = await member(token, { healthConsent: false })
    expect(m.healthConsent).toBe(false)
    const refused = await t.post(`${HW}/createBodyData`, bp(m.id, 128, 82), { token })
    expect([refused.status, refused.body.msg]).toEqual([400, M.HEALTH_CONSENT_REQUIRED])
    expect(await database.db.selectFrom('health_body_data').select('id').where('member_id', '=', m.id).execute()).toEqual([])

    const grant = await t.post(`${UC}/consultationerConsent`, { id: m.id, healthConsent: true }, { token })
    expect(grant.body.data).toMatchObject({
      member: { healthConsent: true, healthConsentTime: formatDateTime(t.clock.now) },
      deletedRecords: 0,
    })
    for (const [s, d] of [
      [128, 82],
      [150, 95],
    ])
      expect((await t.post(`${HW}/createBodyData`, bp(m.id, s, d), { token })).status).toBe(200)
    expect((await t.post(`${HW}/createBodyData`, { memberId: m.id, kind: 'height', heightCm: 160 }, { token })).status).toBe(200)

    const withdraw = await t.post(`${UC}/consultationerConsent`, { id: m.id, healthConsent: false }, { token })
    expect(withdraw.body.data).toMatchObject({ member: { healthConsent: false, healthConsentTime: null }, deletedRecords: 3 })
    const info = await t.get(`${HW}/queryHealthRecordInfo`, { token, query: { memberId: m.id } })
    expect(info.body.data.latest).toEqual({ bloodPressure: null, bloodGlucose: null, height: null, weight: null })
    const after = await t.post(`${HW}/createBodyData`, bp(m.id, 128, 82), { token })
    expect([after.status, after.body.msg]).toEqual([400, M.HEALTH_CONSENT_REQUIRED])
    const log = await database.db
      .selectFrom('consent_log')
      .select(['purpose', 'action'])
      .where('user_id', '=', userId)
      .where('subject', '=', 'member')
      .orderBy('id')
      .execute()
    expect(log).toEqual([
      { purpose: 'health', action: 'grant' },
      { purpose: 'health', action: 'withdraw' },
    ])
  })
})

describe('body data', () => {
  test('impossible or missing values are a 400 with the message of src/domain/health', async () => {
    const { token } = await login()
    const m = await member(token)
    const cases: Array<[Record<string, unknown>, string]> = [
      [bp(m.id, 400, 80), H.vitalRangeMessage('收缩压', 40, 300, 'mmHg')],
      [bp(m.id, '', 80), H.BP_SYSTOLIC_REQUIRED],
      [bp(m.id, 'abc', 80), H.BP_SYSTOLIC_INVALID],
      [bp(m.id, 120.5, 80), H.BP_NOT_INTEGER],
      [bp(m.id, 80, 120), H.BP_DIASTOLIC_NOT_BELOW_SYSTOLIC],
      [bp(m.id, 120, 80, { pulse: 400 }), H.vitalRangeMessage('脉搏', 20, 250, '次/分')],
      [{ memberId: m.id, kind: 'bloodGlucose', glucose: 110, glucoseContext: 'fasting' }, H.vitalRangeMessage('血糖值', 0.5, 50, 'mmol/L')],
      [{ memberId: m.id, kind: 'bloodGlucose', glucose: 5.5, glucoseContext: 'lunch' }, H.GLUCOSE_CONTEXT_REQUIRED],
      [{ memberId: m.id, kind: 'height', heightCm: 0 }, H.vitalRangeMessage('身高', 20, 260, '厘米')],
      [{ memberId: m.id, kind: 'weight' }, H.WEIGHT_REQUIRED],
      [{ memberId: m.id, kind: 'temperature' }, M.BODY_DATA_KIND_INVALID],
      [bp(m.id, 120, 80, { measuredAt: '2026-01-15 12:00' }), M.BODY_DATA_TIME_IN_FUTURE],
      [bp(m.id, 120, 80, { measuredAt: '2026-02-30 08:00' }), M.BODY_DATA_TIME_INVALID],
      [bp(m.id, 120, 80, { measuredAt: '1950-01-01 08:00' }), M.BODY_DATA_TIME_INVALID], // before the member was born
    ]
    for (const [body, msg] of cases) {
      const r = await t.post(`${HW}/createBodyData`, body, { token })
      expect([JSON.stringify(body), r.status, r.body.msg]).toEqual([JSON.stringify(body), 400, msg])
    }
    const list = await t.get(`${HW}/queryBodyDataList`, { token, query: { memberId: m.id, kind: 'bloodPressure', range: 'month' } })
    expect(list.body.data.list).toEqual([])
  })

  test('the category of src/domain/health is stored and returned; BMI from the member’s height', async () => {
    const { token } = await login()
    const m = await member(token)
    const readings: Array<[Record<string, unknown>, Partial<Record<string, unknown>>]> = [
      [bp(m.id, 119, 79, { pulse: 72 }), { category: '正常', abnormal: false, pulse: 72 }],
      [bp(m.id, '140', '85'), { category: '单纯收缩期高血压', abnormal: true, systolic: 140 }],
      [bp(m.id, 165, 100), { category: '2级高血压' }],
      [
        { memberId: m.id, kind: 'bloodGlucose', glucose: 6.1, glucoseContext: 'fasting' },
        { category: '空腹血糖受损', glucoseContextStr: '空腹' },
      ],
      [
        { memberId: m.id, kind: 'bloodGlucose', glucose: '11.1', glucoseContext: 'after2h' },
        { category: '糖尿病', glucose: 11.1 },
      ],
      [
        { memberId: m.id, kind: 'height', heightCm: 160, measuredAt: '2026-01-01 08:00' },
        { category: '', heightCm: 160 },
      ],
      [
        { memberId: m.id, kind: 'weight', weightKg: 61.5 },
        { bmi: H.bmi(160, 61.5), category: H.classifyBmi(H.bmi(160, 61.5)) },
      ],
    ]
    for (const [body, expected] of readings) {
      const r = await t.post(`${HW}/createBodyData`, body, { token })
      expect(r.status).toBe(200)
      expect(r.body.data).toMatchObject(expected)
      const row = await database.db
        .selectFrom('health_body_data')
        .select('category')
        .where('id', '=', r.body.data.id)
        .executeTakeFirstOrThrow()
      expect(row.category).toBe(expected.category)
    }
    expect(H.classifyBmi(H.bmi(160, 61.5))).toBe('超重') // 24.0
    const info = (await t.get(`${HW}/queryHealthRecordInfo`, { token, query: { memberId: m.id } })).body.data
    expect(info.latest.bloodPressure).toMatchObject({ systolic: 165, diastolic: 100, category: '2级高血压' })
    expect(info.latest.bloodGlucose).toMatchObject({ glucose: 11.1, category: '糖尿病' })
    expect(info.latest.weight).toMatchObject({ bmi: 24, category: '超重' })
  })

  test('edit reclassifies, the kind and member stay; delete; list by day / week / month', async () => {
    const { token } = await login()
    const m = await member(token)
    const at = (s: string) => ({ measuredAt: s })
    const ids: number[] = []
    for (const [s, d, when] of [
      [118, 76, '2026-01-15 00:05'], // Thursday
      [142, 92, '2026-01-12 07:00'], // Monday, same week
      [131, 84, '2026-01-11 21:00'], // Sunday, week before
      [125, 80, '2025-12-31 23:59'], // December
    ] as const) {
      const r = await t.post(`${HW}/createBodyData`, bp(m.id, s, d, at(when)), { token })
      expect(r.status).toBe(200)
      ids.push(r.body.data.id)
    }
    const list = async (range: string, date?: string) =>
      (
        await t.get(`${HW}/queryBodyDataList`, {
          token,
          query: { memberId: m.id, kind: 'bloodPressure', range, ...(date ? { date } : {}) },
        })
      ).body.data
    expect(await list('day')).toMatchObject({ range: 'day', from: '2026-01-15', to: '2026-01-15', list: [{ systolic: 118 }] })
    const week = await list('week')
    expect([week.from, week.to, week.list.map((x: { systolic: number }) => x.systolic)]).toEqual(['2026-01-12', '2026-01-18', [142, 118]])
    expect((await list('month')).list.map((x: { systolic: number }) => x.systolic)).toEqual([131, 142, 118])
    expect((await list('month', '2025-12-01')).list.map((x: { measuredAt: string }) => x.measuredAt)).toEqual(['2025-12-31 23:59:00'])

    const edit = await t.post(`${HW}/editBodyData`, { ...bp(m.id, 182, 95, at('2026-01-15 00:05')), id: ids[0] }, { token })
    expect(edit.body.data).toMatchObject({ id: ids[0], systolic: 182, category: '3级高血压' })
    const kind = await t.post(`${HW}/editBodyData`, { id: ids[0], memberId: m.id, kind: 'height', heightCm: 170 }, { token })
    expect([kind.status, kind.body.msg]).toEqual([400, M.BODY_DATA_KIND_CHANGE])
    const bad = await t.post(`${HW}/editBodyData`, { ...bp(m.id, 400, 95), id: ids[0] }, { token })
    expect([bad.status, bad.body.msg]).toEqual([400, H.vitalRangeMessage('收缩压', 40, 300, 'mmHg')])

    expect((await t.post(`${HW}/delBodyData`, { id: ids[1] }, { token })).body.data).toEqual({ deleted: 1 })
    expect((await t.get(`${HW}/queryBodyData`, { token, query: { id: ids[1] } })).status).toBe(404)
    expect((await list('week')).list.map((x: { systolic: number }) => x.systolic)).toEqual([182])
    const badRange = await t.get(`${HW}/queryBodyDataList`, {
      token,
      query: { memberId: m.id, kind: 'bloodPressure', range: 'day', date: '2026-02-30' },
    })
    expect([badRange.status, badRange.body.msg]).toEqual([400, M.BODY_DATA_TIME_INVALID])
  })

  test('export: the member, its consent events and every reading, oldest first', async () => {
    const { token } = await login()
    const m = await member(token)
    await t.post(`${HW}/createBodyData`, bp(m.id, 150, 95, { measuredAt: '2026-01-14 08:00' }), { token })
    await t.post(
      `${HW}/createBodyData`,
      { memberId: m.id, kind: 'bloodGlucose', glucose: 5.2, glucoseContext: 'fasting', measuredAt: '2026-01-13 07:00' },
      { token },
    )
    const r = await t.get(`${HW}/exportHealthRecord`, { token, query: { memberId: m.id } })
    expect(r.status).toBe(200)
    expect(r.body.data).toMatchObject({
      exportedAt: formatDateTime(t.clock.now),
      member: { id: m.id, name: '王芳', healthConsent: true },
      consents: [{ kind: 'health', action: 'grant', time: formatDateTime(t.clock.now) }],
    })
    expect(r.body.data.bodyData.map((d: { kind: string; category: string }) => [d.kind, d.category])).toEqual([
      ['bloodGlucose', '正常'],
      ['bloodPressure', '1级高血压'],
    ])
  })

  test('tags and medical history: validated, replaced, deleted with the consent’s withdrawal', async () => {
    const { token } = await login()
    const m = await member(token)
    const save = (labels: unknown[]) => t.post(`${HW}/saveMemberLabels`, { memberId: m.id, labels }, { token })
    const bad = await save([{ category: 'custom', name: '十一个字十一个字十一个' }])
    expect([bad.status, bad.body.msg]).toEqual([400, M.HEALTH_LABEL_INVALID])
    const saved = await save([
      { category: 'chronic', name: '高血压' },
      { category: 'allergy', name: '青霉素过敏' },
      { category: 'chronic', name: ' 高血压 ' },
      { category: 'custom', name: '夜班' },
    ])
    expect(saved.body.data.map((l: { categoryStr: string; name: string }) => `${l.categoryStr}:${l.name}`)).toEqual([
      '慢性病:高血压',
      '过敏:青霉素过敏',
      '自定义:夜班',
    ])
    expect((await save([{ category: 'custom', name: '夜班' }])).body.data).toHaveLength(1)
    const tooMany = await save(Array.from({ length: 21 }, (_, i) => ({ category: 'custom', name: `标签${i}` })))
    expect([tooMany.status, tooMany.body.msg]).toEqual([400, M.HEALTH_LABELS_TOO_MANY])

    const add = (b: Record<string, unknown>) => t.post(`${HW}/addMedicalHistory`, { memberId: m.id, ...b }, { token })
    expect((await add({ type: 'past', name: '高血压', since: '2026-02' })).body.msg).toBe(M.MEDICAL_HISTORY_SINCE_INVALID) // after 2026-01-15
    expect((await add({ type: 'x', name: '高血压' })).body.msg).toBe(M.MEDICAL_HISTORY_TYPE_REQUIRED)
    const h = await add({ type: 'surgery', name: '阑尾切除术', since: '2010-05', note: '恢复良好' })
    expect(h.body.data).toMatchObject({ typeStr: '手术史', name: '阑尾切除术', since: '2010-05', note: '恢复良好' })
    expect((await t.get(`${HW}/queryMedicalHistory`, { token, query: { memberId: m.id } })).body.data).toHaveLength(1)

    const exported = (await t.get(`${HW}/exportHealthRecord`, { token, query: { memberId: m.id } })).body.data
    expect([exported.labels.length, exported.medicalHistory.length]).toEqual([1, 1])

    await t.post(`${UC}/consultationerConsent`, { id: m.id, healthConsent: false }, { token })
    expect((await t.get(`${HW}/queryMemberLabels`, { token, query: { memberId: m.id } })).body.data).toEqual([])
    expect((await t.get(`${HW}/queryMedicalHistory`, { token, query: { memberId: m.id } })).body.data).toEqual([])
    const refused = await add({ type: 'past', name: '高血压' })
    expect([refused.status, refused.body.msg]).toEqual([400, M.HEALTH_CONSENT_REQUIRED])
    expect((await save([{ category: 'chronic', name: '高血压' }])).body.msg).toBe(M.HEALTH_CONSENT_REQUIRED)
  })

  test('deleting the account deletes members, readings and the consent log', async () => {
    const { token, userId } = await login()
    const m = await member(token)
    await t.post(`${HW}/createBodyData`, bp(m.id, 120, 80), { token })
    await database.db.transaction().execute((trx) => deleteUserData(trx, { id: userId, phone: null }))
    await t.post(`${HW}/addMedicalHistory`, { memberId: m.id, type: 'past', name: '高血压' }, { token })
    await t.post(`${HW}/saveMemberLabels`, { memberId: m.id, labels: [{ category: 'chronic', name: '高血压' }] }, { token })
    for (const table of ['health_member', 'health_body_data', 'consent_log', 'health_member_label', 'health_medical_history'] as const)
      expect(await database.db.selectFrom(table).select('id').where('user_id', '=', userId).execute()).toEqual([])
  })
})

describe('seed', () => {
  test('the demo user has two members with consent and three months of blood pressure and glucose', async () => {
    const kv = await database.db.selectFrom('server_kv').select('value').where('key', '=', HEALTH_SEED_MARKER).executeTakeFirst()
    expect(kv).toBeDefined()
    const members = await database.db
      .selectFrom('health_member')
      .innerJoin('app_user', 'app_user.id', 'health_member.user_id')
      .select(['health_member.id', 'health_member.name', 'health_member.health_consent_at'])
      .where('app_user.phone', '=', '13800138000')
      .orderBy('health_member.id')
      .execute()
    // the maternity seed adds the wife (pregnant) and the baby after them
    expect(members.map((m) => m.name)).toEqual([...SEED_MEMBERS.map((m) => m.name), ...MATERNITY_SEED_MEMBERS])
    for (const m of members) expect(m.health_consent_at).not.toBeNull()
    for (const m of members.slice(0, SEED_MEMBERS.length)) {
      const rows = await database.db
        .selectFrom('health_body_data')
        .select(['kind', 'measured_at', 'category'])
        .where('member_id', '=', m.id)
        .execute()
      const span = (kind: string) => {
        const ts = rows.filter((r) => r.kind === kind).map((r) => r.measured_at.getTime())
        return (Math.max(...ts) - Math.min(...ts)) / 86400_000
      }
      expect(span('bloodPressure')).toBeGreaterThan(88)
      expect(span('bloodGlucose')).toBeGreaterThan(86)
      expect(rows.some((r) => r.kind === 'weight')).toBe(true)
      expect(rows.every((r) => r.kind === 'height' || r.category !== '')).toBe(true)
    }
  })
})

describe('readable copy (PDF)', () => {
  test('the member’s record as a PDF with embedded Chinese text; another account 404; a bad id 400', async () => {
    const { token } = await login()
    const m = await member(token)
    await t.post(`${HW}/createBodyData`, bp(m.id, 150, 95), { token })
    const u = new URL(
      `${HW}/exportHealthRecordPdf?memberId=${m.id}`,
      `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`,
    )
    const res = await fetch(u, { headers: { token } })
    expect([res.status, res.headers.get('content-type'), res.headers.get('cache-control')]).toEqual([
      200,
      'application/pdf',
      'private, no-cache',
    ])
    const bytes = Buffer.from(await res.arrayBuffer())
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'health-pdf-')), 'h.pdf')
    fs.writeFileSync(file, bytes)
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
    for (const s of ['健康档案', '王芳', '测量记录（1）', '150/95 mmHg', '1级高血压', '健康数据授权']) expect(text).toContain(s)
    const other = await login()
    const denied = await t.get(`${HW}/exportHealthRecordPdf`, { token: other.token, query: { memberId: m.id } })
    expect([denied.status, denied.body.msg]).toEqual([404, M.HEALTH_MEMBER_NOT_FOUND])
    expect((await t.get(`${HW}/exportHealthRecordPdf`, { token, query: { memberId: 'x' } })).status).toBe(400)
  })
})

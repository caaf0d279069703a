/**
 * Medical-record uploads over HTTP (issue 13 item 7): multipart createHealthRecord / addCasesInfo with the kind read
 * from the content (a script named .jpg, HTML, an empty file refused with 400 and a clear message), the size cap,
 * image metadata stripped, the member's health consent required, lists per member and category, the file served only
 * to its owner (another account 404), delete really deletes the bytes, consent withdrawal and account deletion too.
 */
import { createClock, createTestApp, createTestDatabase, patients, type TestApp } from '../../../test-support/server'
import { solidPng, tinyPdf } from '../../../test-support/server/images'
import type { Database } from '../../lib/db'
import * as M from '../../../src/domain/messages/records'
import { HEALTH_CONSENT_REQUIRED } from '../../../src/domain/messages/health'
import { deleteUserData } from '../user'
import { SEED_RECORD_TITLE } from '../../seed/records'
import { SEED_MEMBERS } from '../../seed/health'

let database: Database
let t: TestApp
let base: string
const login = patients(() => ({ database, t }), '134', 'rec')

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createTestApp({ database, clock: createClock() })
  const a = t.app.server.address()
  base = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`
})
afterAll(async () => {
  await t.close()
  await database.close()
})

const HW = '/health-ws'

async function member(token: string, healthConsent = true): Promise<number> {
  const r = await t.post(
    '/user-center/createConsultationer',
    { name: '王芳', relation: 'parent', sex: 2, birthDate: '1960-03-02', healthConsent },
    { token },
  )
  expect(r.status).toBe(200)
  return r.body.data.id
}

interface UploadOpts {
  fields?: Record<string, string>
  file?: { bytes: Buffer; name: string; type: string } | null
  url?: string
}
/** a real multipart request (fetch's FormData), as the H5 app and Taro.uploadFile send it */
async function upload(token: string, memberId: number | string, o: UploadOpts = {}) {
  const fd = new FormData()
  for (const [k, v] of Object.entries({ memberId: String(memberId), title: '血常规', recordDate: '2026-01-10', ...(o.fields ?? {}) }))
    fd.append(k, v)
  const file = o.file === undefined ? { bytes: solidPng(), name: 'report.png', type: 'image/png' } : o.file
  if (file) fd.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name)
  const res = await fetch(`${base}${o.url ?? `${HW}/createHealthRecord`}`, { method: 'POST', headers: { token }, body: fd })
  return { status: res.status, body: (await res.json()) as any }
}
const fileCount = async (userId: number) =>
  Number(
    (
      await database.db
        .selectFrom('health_record_file')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  )

describe('uploading a report', () => {
  test('a PNG report: stored without its text chunk, listed, detailed and served to its owner', async () => {
    const { token } = await login()
    const m = await member(token)
    const png = solidPng(40, 30, [10, 20, 30], 'GPS 31.2,121.4 camera X')
    const r = await upload(token, m, { file: { bytes: png, name: 'IMG_0001.png', type: 'image/png' }, fields: { hospital: '市第一医院' } })
    expect(r.status).toBe(200)
    expect(r.body.data).toMatchObject({
      memberId: m,
      category: 'report',
      categoryStr: '检查报告',
      title: '血常规',
      recordDate: '2026-01-10',
      hospital: '市第一医院',
      fileKind: 'png',
      isImage: true,
    })
    expect(r.body.data.fileSize).toBeLessThan(png.length)

    const list = await t.get(`${HW}/queryHealthRecordList`, { token, query: { memberId: m } })
    expect(list.status).toBe(200)
    expect(list.body.data).toMatchObject({ total: 1, pageNum: 1 })
    expect(list.body.data.list.map((x: { id: number }) => x.id)).toEqual([r.body.data.id])
    // a report is not a case
    expect((await t.get(`${HW}/queryCasesList`, { token, query: { memberId: m } })).body.data.total).toBe(0)

    const detail = await t.get(`${HW}/queryHealthRecordDetail`, { token, query: { id: r.body.data.id } })
    expect(detail.body.data).toEqual(r.body.data)

    const res = await fetch(`${base}/${r.body.data.filePath}`, { headers: { token } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const bytes = Buffer.from(await res.arrayBuffer())
    expect(bytes.subarray(0, 8)).toEqual(png.subarray(0, 8))
    expect(bytes.includes(Buffer.from('GPS 31.2'))).toBe(false)
    expect(bytes.length).toBe(r.body.data.fileSize)
  })

  test('a PDF case through addCasesInfo lands in the case list', async () => {
    const { token } = await login()
    const m = await member(token)
    const r = await upload(token, m, {
      url: `${HW}/addCasesInfo`,
      fields: { title: '出院小结' },
      file: { bytes: tinyPdf(), name: 'a.pdf', type: 'application/pdf' },
    })
    expect(r.status).toBe(200)
    expect(r.body.data).toMatchObject({ category: 'case', categoryStr: '病历', fileKind: 'pdf', isImage: false })
    const cases = await t.get(`${HW}/queryCasesList`, { token, query: { memberId: m } })
    expect(cases.body.data.list).toHaveLength(1)
    const res = await fetch(`${base}/${r.body.data.filePath}`, { headers: { token } })
    expect(res.headers.get('content-type')).toBe('application/pdf')
  })
})

describe('upload abuse and bad input: 400 with a clear message, nothing stored', () => {
  test.each([
    ['a script with an image name', Buffer.from('#!/bin/sh\nrm -rf /\n'), 'evil.jpg', 'image/jpeg', M.RECORD_FILE_TYPE],
    ['HTML named .png', Buffer.from('<html><script>alert(1)</script></html>'), 'x.png', 'image/png', M.RECORD_FILE_TYPE],
    ['an empty file', Buffer.alloc(0), 'empty.png', 'image/png', M.RECORD_FILE_EMPTY],
    ['a truncated PNG', solidPng().subarray(0, 40), 'cut.png', 'image/png', M.RECORD_FILE_CORRUPT],
  ])('%s', async (_name, bytes, fileName, type, message) => {
    const { token, userId } = await login()
    const m = await member(token)
    const r = await upload(token, m, { file: { bytes, name: fileName, type } })
    expect(r.status).toBe(400)
    expect(r.body.msg).toBe(message)
    expect(await fileCount(userId)).toBe(0)
  })

  test('over 10 MB is refused while streaming', async () => {
    const { token, userId } = await login()
    const m = await member(token)
    const big = Buffer.concat([solidPng(), Buffer.alloc(10 * 1024 * 1024 + 1)])
    const r = await upload(token, m, { file: { bytes: big, name: 'big.png', type: 'image/png' } })
    expect(r.status).toBe(400)
    expect(r.body.msg).toBe(M.RECORD_FILE_TOO_LARGE)
    expect(await fileCount(userId)).toBe(0)
  })

  test('two files, no file, JSON instead of a form, bad fields', async () => {
    const { token, userId } = await login()
    const m = await member(token)
    const fd = new FormData()
    fd.append('memberId', String(m))
    fd.append('title', '两份')
    fd.append('file', new Blob([new Uint8Array(solidPng())]), 'a.png')
    fd.append('file', new Blob([new Uint8Array(solidPng())]), 'b.png')
    const two = await fetch(`${base}${HW}/createHealthRecord`, { method: 'POST', headers: { token }, body: fd })
    expect(two.status).toBe(400)
    expect(((await two.json()) as any).msg).toBe(M.RECORD_FILE_TOO_MANY)

    expect((await upload(token, m, { file: null })).body.msg).toBe(M.RECORD_FILE_REQUIRED)
    const json = await t.post(`${HW}/createHealthRecord`, { memberId: m, title: 'x' }, { token })
    expect(json.status).toBe(400)
    expect(json.body.msg).toBe(M.RECORD_NOT_MULTIPART)
    expect((await upload(token, m, { fields: { title: '  ' } })).body.msg).toBe(M.RECORD_TITLE_REQUIRED)
    expect((await upload(token, m, { fields: { recordDate: '2026-02-30' } })).body.msg).toBe(M.RECORD_DATE_INVALID)
    expect((await upload(token, m, { fields: { recordDate: '2099-01-01' } })).body.msg).toBe(M.RECORD_DATE_IN_FUTURE)
    expect((await upload(token, 'abc')).body.msg).toBe(M.RECORD_MEMBER_REQUIRED)
    expect(await fileCount(userId)).toBe(0)
  })

  test('no login: 401', async () => {
    const r = await upload('nope', 1)
    expect(r.status).toBe(401)
  })
})

describe('consent and ownership', () => {
  test('a member without the separate health consent: refused, nothing stored', async () => {
    const { token, userId } = await login()
    const m = await member(token, false)
    const r = await upload(token, m)
    expect(r.status).toBe(400)
    expect(r.body.msg).toBe(HEALTH_CONSENT_REQUIRED)
    expect(await fileCount(userId)).toBe(0)
  })

  test('another account gets 404 for the member, the list, the detail, the file and the delete', async () => {
    const a = await login()
    const b = await login()
    const m = await member(a.token)
    const rec = (await upload(a.token, m)).body.data
    expect((await upload(b.token, m)).status).toBe(404)
    expect((await t.get(`${HW}/queryHealthRecordList`, { token: b.token, query: { memberId: m } })).status).toBe(404)
    expect((await t.get(`${HW}/queryHealthRecordDetail`, { token: b.token, query: { id: rec.id } })).status).toBe(404)
    const file = await fetch(`${base}/${rec.filePath}`, { headers: { token: b.token } })
    expect(file.status).toBe(404)
    expect((await t.post(`${HW}/delHealthRecord`, { id: rec.id }, { token: b.token })).status).toBe(404)
    expect(await fileCount(a.userId)).toBe(1)
  })

  test('delete removes the row and its bytes: the file is gone', async () => {
    const { token, userId } = await login()
    const m = await member(token)
    const rec = (await upload(token, m)).body.data
    const del = await t.post(`${HW}/delHealthRecord`, { id: rec.id }, { token })
    expect(del.body.data).toEqual({ deleted: 1 })
    expect(await fileCount(userId)).toBe(0)
    expect((await fetch(`${base}/${rec.filePath}`, { headers: { token } })).status).toBe(404)
    expect((await t.post(`${HW}/delHealthRecord`, { id: rec.id }, { token })).status).toBe(404)
  })

  test('withdrawing the consent, deleting the member or the account deletes the files', async () => {
    const { token, userId } = await login()
    const m1 = await member(token)
    const m2 = await member(token)
    await upload(token, m1)
    await upload(token, m2)
    await upload(token, m2, { url: `${HW}/addCasesInfo` })
    expect(await fileCount(userId)).toBe(3)
    const w = await t.post('/user-center/consultationerConsent', { id: m1, healthConsent: false }, { token })
    expect(w.status).toBe(200)
    expect(await fileCount(userId)).toBe(2)
    await t.post('/user-center/deleteConsultationer', { id: m2 }, { token })
    expect(await fileCount(userId)).toBe(0)

    const m3 = await member(token)
    await upload(token, m3)
    await database.db.transaction().execute((trx) => deleteUserData(trx, { id: userId, phone: null }))
    expect(await fileCount(userId)).toBe(0)
  })
})

describe('the JSON export of a member’s health data (exportHealthRecord, PIPL art. 45)', () => {
  test('includes the pregnancy (checks, weights), the vaccine doses and the uploads; another account 404', async () => {
    const { token } = await login()
    const mother = await member(token)
    await t.post(
      '/user-center/createPregnantRecord',
      { memberId: mother, lastMenstrualPeriod: '2025-08-28', heightCm: 160, prePregnancyWeightKg: '55' },
      { token },
    )
    const p = (await t.get('/user-center/queryPregnantRecord', { token, query: { memberId: mother } })).body.data.record
    await t.call('PUT', `${HW}/pregnant/addPregnantWeight`, { body: { pregnancyId: p.id, weightKg: 60 }, token })
    await upload(token, mother)
    const baby = (
      await t.post(
        '/user-center/createConsultationer',
        { name: '张小宝', relation: 'child', sex: 1, birthDate: '2025-05-15', healthConsent: true, guardianConsent: true },
        { token },
      )
    ).body.data.id
    const dose = await t.post(
      `${HW}/children/recordVaccineDose`,
      { memberId: baby, doseId: 'HepB-1', done: true, date: '2025-05-15' },
      { token },
    )
    expect(dose.status).toBe(200)

    const ex = await t.get(`${HW}/exportHealthRecord`, { token, query: { memberId: mother } })
    expect(ex.status).toBe(200)
    expect(ex.body.data.pregnancy).toMatchObject({
      lastMenstrualPeriod: '2025-08-28',
      dueDate: '2026-06-04',
      heightCm: 160,
      preWeightKg: 55,
    })
    expect(ex.body.data.pregnancy.weights).toEqual([{ date: '2026-01-15', weightKg: 60 }])
    expect(ex.body.data.records).toEqual([expect.objectContaining({ category: 'report', title: '血常规', fileKind: 'png' })])
    expect(ex.body.data.vaccineDoses).toEqual([])

    const exBaby = await t.get(`${HW}/exportHealthRecord`, { token, query: { memberId: baby } })
    expect(exBaby.body.data.pregnancy).toBeNull()
    expect(exBaby.body.data.vaccineDoses).toEqual([{ doseId: 'HepB-1', vaccine: '乙肝疫苗', dose: 1, date: '2025-05-15' }])

    const other = await login()
    expect((await t.get(`${HW}/exportHealthRecord`, { token: other.token, query: { memberId: mother } })).status).toBe(404)
  })
})

test('the seed gives the demo user’s 张伟 one report image', async () => {
  const rows = await database.db
    .selectFrom('health_record_file')
    .innerJoin('health_member', 'health_member.id', 'health_record_file.member_id')
    .select(['health_member.name', 'health_record_file.title', 'health_record_file.file_kind'])
    .where('health_member.name', '=', SEED_MEMBERS[0].name)
    .execute()
  expect(rows).toEqual([{ name: SEED_MEMBERS[0].name, title: SEED_RECORD_TITLE, file_kind: 'png' }])
})

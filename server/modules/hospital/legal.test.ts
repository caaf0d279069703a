/**
 * Legal texts with versions (issue 33 item 4), over HTTP: the served version number, a draft that patients do not
 * see, publishing it as version 2 (kept with who and when, audited), the patient's acceptance per version, the
 * re-consent (pending) after a new privacy policy, an outdated version refused, isolation per hospital.
 */
import { LEGAL_PATIENT_PATHS, LEGAL_STAFF_PATHS } from '../../../contract/legal'
import * as M from '../../../src/domain/messages/legal'
import { createTestApp, createTestDatabase, patients, type TestApp } from '../../../test-support/server'
import { staffOfRole, type StaffClient } from '../../../test-support/server/staff'
import type { Database } from '../../lib/db'

let database: Database
let t: TestApp
let op6: StaffClient & { username: string }
let op7: StaffClient
const login = patients(() => ({ database, t }), '137', 'legal')
const PROTOCOL = '/zeus/protocol/getProtocolByCondition'

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createTestApp({ database })
  op6 = await staffOfRole(t, 'operator', 6)
  op7 = await staffOfRole(t, 'operator', 7)
}, 300_000)
afterAll(async () => {
  await t?.close()
  await database?.close()
})

const served = async (code: number, hospitalId: number) => (await t.get(PROTOCOL, { query: { code, hospitalId } })).body.data
const acceptance = async (token: string, hospitalId = 6) =>
  (await t.get(LEGAL_PATIENT_PATHS.acceptance, { token, query: { hospitalId } })).body.data
const textOf = async (s: StaffClient, code: number) =>
  (await s.get(LEGAL_STAFF_PATHS.texts)).body.data.list.find((x: { code: number }) => x.code === code)

test('the served texts are version 1; a patient with no record accepted version 1 and is not asked', async () => {
  expect((await served(200, 6)).version).toBe(1)
  const u = await login()
  const a = await acceptance(u.token)
  expect(a).toMatchObject({ hospitalId: 6, pending: false })
  expect(a.items.map((i: { code: number; version: number; acceptedVersion: number }) => [i.code, i.version, i.acceptedVersion])).toEqual([
    [100, 1, 1],
    [200, 1, 1],
  ])
  expect((await t.get(LEGAL_PATIENT_PATHS.acceptance)).status).toBe(401)
})

test('draft, publish version 2, the patient is asked again and the acceptance of version 2 is recorded', async () => {
  const u = await login()
  // the login screen's agreement: the patient accepts the served versions
  const first = await t.post(
    LEGAL_PATIENT_PATHS.accept,
    {
      hospitalId: 6,
      items: [
        { code: 100, version: 1 },
        { code: 200, version: 1 },
      ],
    },
    { token: u.token },
  )
  expect(first.status).toBe(200)
  expect(first.body.data.pending).toBe(false)

  // a draft is not served
  const before = await textOf(op6, 200)
  expect(before).toMatchObject({ version: 1, inherited: true, reconsent: true, draft: null, versions: [] })
  const saved = await op6.post(LEGAL_STAFF_PATHS.draft, {
    code: 200,
    title: '隐私政策',
    content: '<h3>隐私政策</h3><p>{{hospitalName}}新增：位置信息仅用于推荐附近门店。</p><script>alert(1)</script>',
    note: '新增位置信息的用途说明',
  })
  expect(saved.status).toBe(200)
  const draft = saved.body.data.draft
  expect(draft.content).not.toContain('<script')
  expect(draft.updatedBy).toBe(op6.username)
  expect((await served(200, 6)).version).toBe(1)
  expect((await acceptance(u.token)).pending).toBe(false)

  // publish: version 2, kept with who and when, served to hospital 6 only
  const pub = await op6.post(LEGAL_STAFF_PATHS.publish, { code: 200, draftId: draft.id, updatedAt: draft.updatedAt })
  expect(pub.status).toBe(200)
  expect(pub.body.data).toMatchObject({ version: 2, inherited: false, draft: null, note: '新增位置信息的用途说明', acceptedCount: 0 })
  expect(pub.body.data.versions).toEqual([
    expect.objectContaining({ version: 2, publishedBy: op6.username, note: '新增位置信息的用途说明' }),
  ])
  const now = await served(200, 6)
  expect(now.version).toBe(2)
  expect(now.content).toContain('位置信息仅用于推荐附近门店')
  expect(now.content).toContain('金陵')
  expect((await served(200, 7)).version).toBe(1)
  const audit = await database.db
    .selectFrom('staff_audit')
    .select(['action', 'result', 'changes'])
    .where('action', '=', 'legal.publish')
    .execute()
  expect(audit).toEqual([expect.objectContaining({ action: 'legal.publish', result: 'ok' })])

  // the patient is asked again, naming what changed
  const asked = await acceptance(u.token)
  expect(asked.pending).toBe(true)
  expect(asked.items.find((i: { code: number }) => i.code === 200)).toMatchObject({
    version: 2,
    acceptedVersion: 1,
    outdated: true,
    note: '新增位置信息的用途说明',
  })
  expect(asked.items.find((i: { code: number }) => i.code === 100)).toMatchObject({ outdated: false })
  // in another hospital, nothing changed
  expect((await acceptance(u.token, 7)).pending).toBe(false)

  // an outdated version is refused; the served one is recorded
  const stale = await t.post(LEGAL_PATIENT_PATHS.accept, { hospitalId: 6, items: [{ code: 200, version: 1 }] }, { token: u.token })
  expect(stale.status).toBe(409)
  expect(stale.body.msg).toBe(M.LEGAL_VERSION_OUTDATED)
  const ok = await t.post(LEGAL_PATIENT_PATHS.accept, { hospitalId: 6, items: [{ code: 200, version: 2 }] }, { token: u.token })
  expect(ok.body.data.pending).toBe(false)
  const rows = await database.db
    .selectFrom('protocol_acceptance')
    .select(['code', 'version'])
    .where('user_id', '=', u.userId)
    .orderBy('id')
    .execute()
  expect(rows).toEqual([
    { code: 100, version: 1 },
    { code: 200, version: 1 },
    { code: 200, version: 2 },
  ])
  // accepting twice records once
  await t.post(LEGAL_PATIENT_PATHS.accept, { hospitalId: 6, items: [{ code: 200, version: 2 }] }, { token: u.token })
  expect(await database.db.selectFrom('protocol_acceptance').select('id').where('user_id', '=', u.userId).execute()).toHaveLength(3)
  expect((await textOf(op6, 200)).acceptedCount).toBe(1)

  // the next version is 3
  const d3 = (await op6.post(LEGAL_STAFF_PATHS.draft, { code: 200, title: '隐私政策', content: '<p>第三版</p>', note: '第三版' })).body.data
    .draft
  const p3 = await op6.post(LEGAL_STAFF_PATHS.publish, { code: 200, draftId: d3.id, updatedAt: d3.updatedAt })
  expect(p3.body.data.versions.map((v: { version: number }) => v.version)).toEqual([3, 2])
})

test('bad drafts and publishes: 400 / 404 / 409 with the catalogue message', async () => {
  const bad = async (body: object, msg: string) => {
    const r = await op6.post(LEGAL_STAFF_PATHS.draft, { code: 100, title: '用户协议', content: '<p>正文</p>', note: '', ...body })
    expect([r.status, r.body.msg]).toEqual([400, msg])
  }
  await bad({ title: '  ' }, M.LEGAL_TITLE_REQUIRED)
  await bad({ title: '长'.repeat(51) }, M.LEGAL_TITLE_TOO_LONG)
  await bad({ content: '<p> </p><script>x</script>' }, M.LEGAL_CONTENT_REQUIRED)
  await bad({ note: '长'.repeat(201) }, M.LEGAL_NOTE_TOO_LONG)
  expect((await op6.post(LEGAL_STAFF_PATHS.draft, { code: 999, title: 'x', content: 'x', note: '' })).status).toBe(400)

  // no note on a text patients accept: refused at publish
  const d = (await op6.post(LEGAL_STAFF_PATHS.draft, { code: 100, title: '用户服务协议', content: '<p>新版</p>', note: '' })).body.data
    .draft
  const noNote = await op6.post(LEGAL_STAFF_PATHS.publish, { code: 100, draftId: d.id, updatedAt: d.updatedAt })
  expect([noNote.status, noNote.body.msg]).toEqual([400, M.LEGAL_NOTE_REQUIRED])
  // a draft changed since the console showed it
  t.clock.advance(2000)
  const d2 = (await op6.post(LEGAL_STAFF_PATHS.draft, { code: 100, title: '用户服务协议', content: '<p>新版</p>', note: '更新' })).body.data
    .draft
  expect(d2.id).toBe(d.id)
  const stale = await op6.post(LEGAL_STAFF_PATHS.publish, { code: 100, draftId: d.id, updatedAt: d.updatedAt })
  expect([stale.status, stale.body.msg]).toEqual([409, M.LEGAL_DRAFT_CHANGED])
  // another hospital's draft: not found; the own one publishes
  const other = await op7.post(LEGAL_STAFF_PATHS.publish, { code: 100, draftId: d2.id, updatedAt: d2.updatedAt })
  expect([other.status, other.body.msg]).toEqual([404, M.LEGAL_DRAFT_NOT_FOUND])
  expect((await textOf(op7, 100)).draft).toBeNull()
  expect((await op6.post(LEGAL_STAFF_PATHS.publish, { code: 100, draftId: d2.id, updatedAt: d2.updatedAt })).body.data.version).toBe(2)
  // the refund policy (400) has no re-consent: a note is optional
  const r = (await op6.post(LEGAL_STAFF_PATHS.draft, { code: 400, title: '退款及改期规则', content: '<p>规则</p>', note: '' })).body.data
  expect(r.reconsent).toBe(false)
  expect(
    (await op6.post(LEGAL_STAFF_PATHS.publish, { code: 400, draftId: r.draft.id, updatedAt: r.draft.updatedAt })).body.data.version,
  ).toBe(2)
})

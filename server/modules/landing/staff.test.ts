/**
 * The hospital landings of the staff console (issue 33 item 4), over HTTP: the list of keys with the published
 * config, a draft checked by the landing route's rules (key, goods of this hospital on sale, https / assets banner,
 * sanitised intro) that patients do not see, publishing it (what /zeus/landing/get then serves), stale and other
 * hospitals' publishes refused, audited.
 */
import { LANDING_STAFF_PATHS } from '../../../contract/legal'
import { LANDING_KEY_INVALID } from '../../../src/domain/messages/landing'
import * as M from '../../../src/domain/messages/legal'
import { createTestApp, createTestDatabase, type TestApp } from '../../../test-support/server'
import { staffOfRole, type StaffClient } from '../../../test-support/server/staff'
import type { Database } from '../../lib/db'

let database: Database
let t: TestApp
let op6: StaffClient
let op7: StaffClient

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

const goodsOf = async (hospitalId: number) =>
  await database.db
    .selectFrom('goods')
    .select(['id', 'goods_name'])
    .where('hospital_id', '=', hospitalId)
    .where('status', '=', 1)
    .where('hidden_from_lists', '=', false)
    .orderBy('id')
    .executeTakeFirstOrThrow()
const config = (over: object = {}) => ({
  title: '康复理疗中心',
  subtitle: '术后康复 · 运动损伤',
  bannerPath: '',
  introHtml: '<p>专业康复团队</p><script>alert(1)</script>',
  sections: [],
  steps: ['预约', '到院评估'],
  notices: ['请携带既往病历'],
  contact: { name: '康复科', phone: '025-12345678', address: '金陵路1号', hours: '8:00-17:00', latitude: null, longitude: null },
  faqs: [{ question: '需要预约吗？', answer: '需要' }],
  ...over,
})
const landing = async (key: string, hospitalId: number) =>
  (await t.get('/zeus/landing/get', { query: { key }, headers: { hospitalId: String(hospitalId) } })).body.data.landing

test('list, a checked draft patients do not see, publish: the landing route serves it', async () => {
  const list = (await op6.get(LANDING_STAFF_PATHS.list)).body.data.list
  expect(list.map((l: { key: string }) => l.key)).toContain('rehab')
  expect(list.find((l: { key: string }) => l.key === 'rehab').paths).toEqual(['/checkup/rePhy', '/rePhy'])
  const before = await landing('rehab', 6)

  const g6 = await goodsOf(6)
  const saved = await op6.post(LANDING_STAFF_PATHS.draft, {
    key: 'rehab',
    config: config({ sections: [{ title: '康复项目', note: '', goodsIds: [g6.id] }] }),
  })
  expect(saved.status).toBe(200)
  expect(saved.body.data.draft.introHtml).not.toContain('<script')
  expect(saved.body.data.draftUpdatedAt).toBeTruthy()
  expect(await landing('rehab', 6)).toEqual(before)

  const pub = await op6.post(LANDING_STAFF_PATHS.publish, { key: 'rehab', updatedAt: saved.body.data.draftUpdatedAt })
  expect(pub.status).toBe(200)
  expect(pub.body.data).toMatchObject({ draft: null, published: { title: '康复理疗中心' } })
  const now = await landing('rehab', 6)
  expect(now).toMatchObject({ title: '康复理疗中心', steps: ['预约', '到院评估'], contact: { phone: '025-12345678' } })
  expect(now.sections[0].items.map((i: { goods: { goodsId: number } }) => i.goods.goodsId)).toEqual([g6.id])
  expect(JSON.stringify(now.intro)).not.toContain('alert')
  // hospital 7's landing is its own
  expect((await landing('rehab', 7))?.title).not.toBe('康复理疗中心')
  const audit = await database.db
    .selectFrom('staff_audit')
    .select(['action', 'result'])
    .where('action', 'like', 'landing.%')
    .orderBy('id')
    .execute()
  expect(audit).toEqual([
    { action: 'landing.draft', result: 'ok' },
    { action: 'landing.publish', result: 'ok' },
  ])
})

test('refused: unknown key, another hospital goods, http banner, empty title, bad phone; stale and foreign publishes', async () => {
  const bad = async (body: object, status: number, msg: string) => {
    const r = await op6.post(LANDING_STAFF_PATHS.draft, { key: 'discharge', config: config(), ...body })
    expect([r.status, r.body.msg]).toEqual([status, msg])
  }
  await bad({ key: 'nowhere' }, 400, LANDING_KEY_INVALID)
  const g7 = await goodsOf(7)
  await bad({ config: config({ sections: [{ title: 'x', note: '', goodsIds: [g7.id] }] }) }, 400, M.landingGoodsUnknown([g7.id]))
  await bad({ config: config({ bannerPath: 'http://example.com/a.png' }) }, 400, M.LANDING_BANNER_INVALID)
  await bad({ config: config({ title: '  ' }) }, 400, M.LANDING_TITLE_REQUIRED)
  await bad({ config: config({ contact: { ...config().contact, phone: 'call me' } }) }, 400, M.LANDING_PHONE_INVALID)

  const d = (
    await op6.post(LANDING_STAFF_PATHS.draft, { key: 'discharge', config: config({ bannerPath: 'https://cdn.example.com/b.png' }) })
  ).body.data
  const stale = await op6.post(LANDING_STAFF_PATHS.publish, { key: 'discharge', updatedAt: '2000-01-01 00:00:00' })
  expect([stale.status, stale.body.msg]).toEqual([409, M.LANDING_DRAFT_CHANGED])
  const foreign = await op7.post(LANDING_STAFF_PATHS.publish, { key: 'discharge', updatedAt: d.draftUpdatedAt })
  expect([foreign.status, foreign.body.msg]).toEqual([404, M.LANDING_DRAFT_NOT_FOUND])
  expect((await op6.post(LANDING_STAFF_PATHS.publish, { key: 'discharge', updatedAt: d.draftUpdatedAt })).status).toBe(200)
  expect((await landing('discharge', 6)).bannerUrl).toBe('https://cdn.example.com/b.png')
})

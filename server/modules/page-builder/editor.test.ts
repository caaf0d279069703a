/**
 * The home-page editor over HTTP (issue 33 item 3): a page's draft made from the published home (resources and ads
 * included), saved without touching the live page; the preview token shows the draft to the real app's config call
 * only (never cached, a bad / expired / other hospital's token refused); publishing checks the draft (400 with the
 * reason: an unknown page, an http link, an ended ad) and otherwise reaches the JSON config AND the server-drawn
 * first screen /hospital/home at once — on this instance and on a second one over the same database (the cache
 * NOTIFY); versions are numbered, the page as it was before the first publish is version 1, rollback is a new
 * version; audited; another hospital's page is 404, a role without content:manage 403.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PAGE_EDITOR_PATHS } from '../../../contract/pageEditor'
import { STAFF_GOODS_PATHS } from '../../../contract/staffGoods'
import type { PageDraft } from '../../../src/domain/pageDraft'
import * as M from '../../../src/domain/messages'
import { createClock, createTestApp, createTestDatabase, type TestApp } from '../../../test-support/server'
import { solidPng } from '../../../test-support/server/images'
import { staffOfRole, type StaffClient } from '../../../test-support/server/staff'
import type { Database } from '../../lib/db'

const INDEX =
  '<!doctype html><html><head><title>健康商城</title></head><body><div id="boot-shell" aria-hidden="true"><i class="b1"></i></div><div id="app"></div></body></html>'

let database: Database
let t: TestApp
let t2: TestApp
let dir: string
let op: StaffClient
let op7: StaffClient
let agent: StaffClient

beforeAll(async () => {
  database = await createTestDatabase()
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'h5-editor-'))
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX)
  const kv = await database.db.selectFrom('server_kv').select('value').where('key', '=', 'browse.seededAt').executeTakeFirstOrThrow()
  const clock = createClock(Date.parse(kv.value) + 3600_000)
  t = await createTestApp({ database, clock, config: { staticDir: dir } })
  // a second server instance on the same database
  t2 = await createTestApp({ database, clock, config: { staticDir: dir } })
  op = await staffOfRole(t, 'operator', 6)
  op7 = await staffOfRole(t, 'operator', 7)
  agent = await staffOfRole(t, 'cs-agent', 6)
}, 180_000)
afterAll(async () => {
  await t2?.close()
  await t?.close()
  await database?.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

const HOME = 1006
const config = (app: TestApp) => app.get('/zeus/shopConfig/homePage', { query: { hospitalId: 6 } }).then((r) => r.body.data)
const html = (app: TestApp) => app.get('/hospital/home?hospitalId=6').then((r) => r.raw)
const draftOf = async (pageId = HOME): Promise<PageDraft> => (await op.get(PAGE_EDITOR_PATHS.draft, { query: { pageId } })).body.data.draft
const save = (draft: PageDraft, pageId = HOME) => op.post(PAGE_EDITOR_PATHS.draftSave, { pageId, draft })
const audits = async (action: string) =>
  (
    await database.db
      .selectFrom('staff_audit')
      .select(['result', 'hospital_id'])
      .where('action', '=', action)
      .where('object_id', '=', String(HOME))
      .orderBy('id')
      .execute()
  ).map((a) => `${a.result} @${a.hospital_id}`)

test('lists the hospital’s pages, home first; another hospital’s page is 404, a role without content:manage 403', async () => {
  const r = await op.get(PAGE_EDITOR_PATHS.pages)
  expect(r.status).toBe(200)
  expect(r.body.data.hospitalId).toBe(6)
  expect(r.body.data.pages[0]).toMatchObject({ id: HOME, kind: 'home', version: 0, hasDraft: false })
  expect(r.body.data.groups.some((g: { groupType: string }) => g.groupType === 'goods')).toBe(true)
  expect((await op7.get(PAGE_EDITOR_PATHS.draft, { query: { pageId: HOME } })).status).toBe(404)
  expect((await agent.get(PAGE_EDITOR_PATHS.pages)).status).toBe(403)
})

test('the seeded homes pass the publish check unchanged (hospital 7: version 1 is the page before, 2 the publish)', async () => {
  const pages = (await op7.get(PAGE_EDITOR_PATHS.pages)).body.data.pages
  const home7 = pages.find((p: { kind: string }) => p.kind === 'home').id
  const r = await op7.post(PAGE_EDITOR_PATHS.publish, { pageId: home7 })
  expect(r.body.data?.problems ?? []).toEqual([])
  expect(r.body).toMatchObject({ code: 200, data: { pageId: home7, version: 2 } })
})

let photo = ''
let before: string
test('a saved draft changes nothing live; the preview token shows it to the app, and only with the token', async () => {
  const live = await config(t)
  before = JSON.stringify(live.blocks)
  const d = await draftOf()
  const banner = d.blocks.find((b) => b.type === 'banner')!
  expect(banner.resources!.length).toBeGreaterThan(0)
  expect(banner.resources![0].name).toBe(live.blocks.find((b: { type: string }) => b.type === 'banner').items[0].name)
  photo = (await op.post(STAFF_GOODS_PATHS.imageUpload, { imageBase64: solidPng().toString('base64') })).body.data.path
  banner.resources!.unshift({ photo, name: '春日义诊', jump: { jumpType: 3, magicSysPage: { pageUrl: '/famousDoctor' } } })
  d.blocks.splice(1, 0, {
    id: 99,
    type: 'iconNav',
    settings: { backgroundColor: '#FFFFFF', iconSize: 44 },
    resources: [
      { photo, name: '义诊报名', jump: { jumpType: 5, linkUrl: 'https://www.example.cn/yz' } },
      { photo, name: '名医问诊', jump: { jumpType: 3, magicSysPage: { pageUrl: '/famousDoctor' } } },
    ],
  })
  expect((await save(d)).body).toMatchObject({ code: 200, data: { pageId: HOME, savedBy: expect.any(String) } })
  // nothing live changed
  expect(JSON.stringify((await config(t)).blocks)).toBe(before)
  expect(await html(t)).not.toContain('义诊报名')

  const p = await op.post(PAGE_EDITOR_PATHS.preview, { pageId: HOME })
  expect(p.body.data.url).toBe(`/hospital/home?hospitalId=6&previewToken=${p.body.data.token}`)
  const q = { hospitalId: 6, previewToken: p.body.data.token }
  const shown = await t.get('/zeus/magic/getPageConfig', { query: q })
  expect(shown.status).toBe(200)
  expect(shown.headers['cache-control']).toBe('no-store')
  const blocks = shown.body.data.blocks
  expect(blocks[1].type).toBe('iconNav')
  expect(blocks[1].items.map((i: { name: string }) => i.name)).toEqual(['义诊报名', '名医问诊'])
  expect(blocks.find((b: { type: string }) => b.type === 'banner').items[0]).toMatchObject({ name: '春日义诊', jumpType: 3 })
  // the same call without the token: the live page; a made-up token, another hospital: refused
  expect(JSON.stringify((await t.get('/zeus/magic/getPageConfig', { query: { hospitalId: 6 } })).body.data.blocks)).toBe(before)
  const bad = await t.get('/zeus/magic/getPageConfig', { query: { hospitalId: 6, previewToken: 'x'.repeat(43) } })
  expect(bad.status).toBe(403)
  expect(bad.body.msg).toBe(M.PAGE_PREVIEW_INVALID)
  expect((await t.get('/zeus/magic/getPageConfig', { query: { ...q, hospitalId: 7 } })).status).toBe(403)
  // the preview page may be framed by the console (same origin) only
  const framed = await t.get(p.body.data.url)
  expect(framed.headers['x-frame-options']).toBe('SAMEORIGIN')
  expect(String(framed.headers['content-security-policy'])).toContain("frame-ancestors 'self'")
  expect(String((await t.get('/hospital/home?hospitalId=6')).headers['content-security-policy'])).toContain("frame-ancestors 'none'")
})

test('an expired preview token is refused', async () => {
  const p = await op.post(PAGE_EDITOR_PATHS.preview, { pageId: HOME })
  t.clock.advance(16 * 60_000)
  const r = await t.get('/zeus/magic/getPageConfig', { query: { hospitalId: 6, previewToken: p.body.data.token } })
  expect(r.status).toBe(403)
})

test.each([
  [
    'a jump to a page that is not in the route table',
    { jumpType: 3, magicSysPage: { pageUrl: '/nowhere' } },
    '第2个组件（图标导航）第1项：跳转页面 /nowhere 不存在',
  ],
  ['an http link', { jumpType: 5, linkUrl: 'http://www.example.cn/yz' }, '第2个组件（图标导航）第1项：网页链接必须以 https:// 开头'],
])('publish refuses %s with the reason, and nothing changes', async (_, jump, msg) => {
  const d = await draftOf()
  d.blocks[1].resources![0].jump = jump
  await save(d)
  const r = await op.post(PAGE_EDITOR_PATHS.publish, { pageId: HOME })
  expect(r.status).toBe(400)
  expect(r.body.msg).toBe(msg)
  expect(r.body.data.problems).toEqual([msg])
  expect(JSON.stringify((await config(t)).blocks)).toBe(before)
  d.blocks[1].resources![0].jump = { jumpType: 5, linkUrl: 'https://www.example.cn/yz' }
  await save(d)
})

test('publish refuses an ad whose window has ended', async () => {
  const d = await draftOf()
  const ended = {
    showType: 1 as const,
    showFrequency: 1 as const,
    startTime: '2020-01-01 00:00:00',
    endTime: '2020-02-01 00:00:00',
    picPath: photo,
    title: '旧广告',
    jump: {},
  }
  const r = await save({ ...d, ads: [...d.ads, ended] })
  expect(r.status).toBe(200)
  const p = await op.post(PAGE_EDITOR_PATHS.publish, { pageId: HOME })
  expect(p.status).toBe(400)
  expect(p.body.msg).toBe(`第${d.ads.length + 1}个广告：投放结束时间已过，不能发布`)
  await save(d)
})

test('the confirm-agreement text of a jump is stored sanitised; the option and its title are kept', async () => {
  const d = await draftOf()
  const i = d.blocks.findIndex((b) => (b.resources ?? []).length > 0)
  const b = d.blocks[i]
  const jump = {
    ...b.resources![0].jump,
    promptWindow: 2,
    windowTitle: '服务须知',
    confirmWay: 1,
    customContent: '<p onclick="steal()">请阅读<script>alert(1)</script><a href="javascript:alert(2)">条款</a></p>',
  }
  const blocks = d.blocks.map((x, k) => (k === i ? { ...x, resources: [{ ...x.resources![0], jump }, ...x.resources!.slice(1)] } : x))
  const r = await save({ ...d, blocks })
  expect(r.status).toBe(200)
  const stored = (await draftOf()).blocks[i].resources![0].jump
  expect(stored).toMatchObject({ promptWindow: 2, windowTitle: '服务须知', confirmWay: 1 })
  expect(stored.customContent).toBe('<p>请阅读<a>条款</a></p>')
  expect(r.body.data.draft.blocks[i].resources[0].jump.customContent).toBe('<p>请阅读<a>条款</a></p>')
  await save(d)
})

test('publish reaches the JSON config and the server-drawn first screen at once, on both instances', async () => {
  const r = await op.post(PAGE_EDITOR_PATHS.publish, { pageId: HOME })
  expect(r.body.data?.problems ?? []).toEqual([])
  expect(r.body).toMatchObject({ code: 200, data: { pageId: HOME, version: 2 } })
  for (const app of [t, t2]) {
    const cfg = await config(app)
    expect(cfg.blocks[1].items.map((i: { name: string }) => i.name)).toEqual(['义诊报名', '名医问诊'])
    expect(cfg.blocks.find((b: { type: string }) => b.type === 'banner').items[0].name).toBe('春日义诊')
    const page = await html(app)
    expect(page).toContain('>义诊报名</span>')
    expect(page).toContain(photo)
  }
  // the draft is what is live: the next draft is made from it
  expect((await draftOf()).blocks[1].resources!.map((x) => x.name)).toEqual(['义诊报名', '名医问诊'])
  expect((await op.get(PAGE_EDITOR_PATHS.pages)).body.data.pages[0]).toMatchObject({ version: 2, hasDraft: false })
})

test('versions are numbered; rollback restores the previous home as a new version', async () => {
  const v = (await op.get(PAGE_EDITOR_PATHS.versions, { query: { pageId: HOME } })).body.data.list
  expect(v.map((x: { version: number; note: string }) => `${x.version} ${x.note}`)).toEqual(['2 发布', `1 ${M.PAGE_VERSION_BEFORE_EDITOR}`])
  expect(v[0].publishedBy).toBeTruthy()
  expect((await op.post(PAGE_EDITOR_PATHS.rollback, { pageId: HOME, version: 9 })).status).toBe(404)
  const r = await op.post(PAGE_EDITOR_PATHS.rollback, { pageId: HOME, version: 1 })
  expect(r.body).toMatchObject({ code: 200, data: { version: 3 } })
  for (const app of [t, t2]) {
    const cfg = await config(app)
    expect(cfg.blocks.map((b: { type: string }) => b.type)).toEqual(JSON.parse(before).map((b: { type: string }) => b.type))
    expect(JSON.stringify(cfg.blocks)).not.toContain('春日义诊')
    expect(await html(app)).not.toContain('义诊报名')
  }
  expect((await op.get(PAGE_EDITOR_PATHS.versions, { query: { pageId: HOME } })).body.data.list[0]).toMatchObject({
    version: 3,
    note: M.PAGE_VERSION_ROLLED_BACK(1),
  })
  expect(await audits('page.publish')).toEqual(['failed @6', 'failed @6', 'failed @6', 'ok @6'])
  expect(await audits('page.rollback')).toEqual(['failed @6', 'ok @6'])
})

/**
 * The content desk of the staff console over HTTP (issue 33 item 4): article groups (create, rename, order), articles
 * and news (create as a draft, edit, publish / take back, search and paging, delete: for good, or kept hidden when
 * patients have read it), the body sanitised on save (scripts, event handlers, javascript: links gone from what is
 * stored), pictures by their bytes, videos with https URLs only. What the patient sees follows each write at the next
 * GET (the read cache is invalidated by the writes); bad input is a 400 with the catalogue's message, another
 * hospital's article or video a 404, a role without content:manage a 403; one audit row per write.
 */
import { ARTICLE_TITLE_MAX, STAFF_CONTENT_PATHS } from '../../../contract/staffContent'
import * as M from '../../../src/domain/messages/staffContent'
import { STAFF_IMAGE_TYPE } from '../../../src/domain/messages/staffGoods'
import { ARTICLE_NOT_FOUND, VIDEO_NOT_FOUND } from '../../../src/domain/messages'
import { createTestApp, createTestDatabase, type TestApp } from '../../../test-support/server'
import { solidPng } from '../../../test-support/server/images'
import { staffOfRole, type StaffClient } from '../../../test-support/server/staff'
import type { Database } from '../../lib/db'
import { isHttpsUrl } from './staff.routes'

// a loaded machine (the CI beside other suites) starts a seeded server slowly
jest.setTimeout(180_000)

let database: Database
let t: TestApp
let op: StaffClient
let op7: StaffClient
let agent: StaffClient
const PNG = solidPng().toString('base64')
const P = STAFF_CONTENT_PATHS

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createTestApp({ database })
  op = await staffOfRole(t, 'operator', 6)
  op7 = await staffOfRole(t, 'operator', 7)
  agent = await staffOfRole(t, 'cs-agent', 6)
}, 240_000)
afterAll(async () => {
  await t.close()
  await database.close()
})

const audits = async (objectType: string, objectId: number | string) =>
  (
    await database.db
      .selectFrom('staff_audit')
      .select(['action', 'result', 'hospital_id'])
      .where('object_type', '=', objectType)
      .where('object_id', '=', String(objectId))
      .orderBy('id')
      .execute()
  ).map((a) => `${a.action} ${a.result} @${a.hospital_id}`)

async function upload(s = op): Promise<string> {
  const r = await s.post(P.imageUpload, { imageBase64: `data:image/png;base64,${PNG}` })
  expect(r.status).toBe(200)
  return r.body.data.path
}

const news = (id: number, hospitalId = '6') => t.get('/zeus/magic/getArticleInfo', { query: { id }, headers: { hospitalId } })
const groupList = (groupId: number) =>
  t.get('/zeus/magic/getArticle', { query: { groupId, pageNum: 1, pageSize: 50 }, headers: { hospitalId: '6' } })

test('an article: draft → publish → the patient reads it sanitised at once; edit, take back, delete', async () => {
  const cover = await upload()
  const body =
    `<h2>春季过敏</h2><p onclick="steal()">正文<script>alert(1)</script></p><img src="${await upload()}" alt="示意图" onerror="alert(2)">` +
    '<a href="javascript:alert(3)">坏链接</a><a href="https://example.com/x">好链接</a>'
  const created = await op.post(P.articleSave, {
    groupId: 631,
    title: ' 春季过敏防护 ',
    summary: '摘要',
    author: '王医生',
    coverPath: cover,
    content: body,
  })
  expect(created.status).toBe(200)
  const a = created.body.data
  expect(a).toMatchObject({ groupId: 631, groupName: '疾病预防', title: '春季过敏防护', status: 0, coverPath: cover, author: '王医生' })
  // what is stored is the sanitised HTML
  const stored = await database.db.selectFrom('article').select('content').where('id', '=', a.id).executeTakeFirstOrThrow()
  for (const html of [stored.content, a.content]) {
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|alert|steal/i)
    expect(html).toContain('<img src="/goods-center/goods/image?id=')
    expect(html).toContain('<a href="https://example.com/x">好链接</a>')
  }
  // a draft is not the patient's
  expect((await news(a.id)).status).toBe(404)
  expect((await groupList(631)).body.data.list.map((n: { id: number }) => n.id)).not.toContain(a.id)

  expect((await op.post(P.articlePublish, { id: a.id, published: true })).body.data.status).toBe(1)
  const read = await news(a.id)
  expect(read.status).toBe(200)
  expect(read.body.data).toMatchObject({ title: '春季过敏防护', author: '王医生', groupName: '疾病预防' })
  expect(read.body.data.content).toContain('正文')
  expect(read.body.data.content).not.toMatch(/script|alert/)
  expect((await groupList(630)).body.data.list[0]).toMatchObject({ id: a.id, title: '春季过敏防护' })
  // the picture is served from the asset path
  const img = /src="([^"]+)"/.exec(read.body.data.content)?.[1] ?? ''
  const bytes = await t.get(img)
  expect(bytes.status).toBe(200)
  expect(bytes.headers['content-type']).toBe('image/png')

  // an edit shows at the patient's next GET
  expect(
    (await op.post(P.articleSave, { id: a.id, groupId: 632, title: '春季过敏防护（更新）', content: '<p>新正文</p>', coverPath: cover }))
      .status,
  ).toBe(200)
  const again = await news(a.id)
  expect(again.body.data).toMatchObject({ title: '春季过敏防护（更新）', groupName: '用药指导' })
  expect(again.body.data.content).toBe('<p>新正文</p>')
  expect((await groupList(632)).body.data.list[0].title).toBe('春季过敏防护（更新）')

  // taken back: gone for the patient at once
  expect((await op.post(P.articlePublish, { id: a.id, published: false })).body.data.status).toBe(0)
  const gone = await news(a.id)
  expect(gone.status).toBe(404)
  expect(gone.body.msg).toBe(ARTICLE_NOT_FOUND)
  expect((await groupList(632)).body.data.list.map((n: { id: number }) => n.id)).not.toContain(a.id)

  // read by patients: a delete keeps the row, hidden everywhere
  expect((await op.post(P.articlePublish, { id: a.id, published: true })).status).toBe(200)
  const del = await op.post(P.articleDelete, { id: a.id })
  expect(del.body.data).toEqual({ id: a.id, deleted: 'soft' })
  expect((await news(a.id)).status).toBe(404)
  expect((await op.get(P.articleDetail, { query: { id: a.id } })).status).toBe(404)
  expect(await database.db.selectFrom('article').select('id').where('id', '=', a.id).executeTakeFirst()).toBeDefined()
  expect(await audits('article', a.id)).toEqual([
    'article.create ok @6',
    'article.publish ok @6',
    'article.update ok @6',
    'article.unpublish ok @6',
    'article.publish ok @6',
    'article.delete ok @6',
  ])

  // never read nor linked: deleted for good
  const draft = (await op.post(P.articleSave, { groupId: 631, title: '草稿', content: '<p>x</p>' })).body.data
  expect((await op.post(P.articleDelete, { id: draft.id })).body.data.deleted).toBe('hard')
  expect(await database.db.selectFrom('article').select('id').where('id', '=', draft.id).executeTakeFirst()).toBeUndefined()
})

test('the list: search, group (with its children), status, paging', async () => {
  const made: number[] = []
  for (const i of [1, 2, 3])
    made.push(
      (await op.post(P.articleSave, { groupId: 633, title: `院内动态测试${i}`, content: '<p>x</p>', publish: i === 1 })).body.data.id,
    )
  const all = await op.get(P.articles, { query: { keyword: '院内动态测试', pageSize: 2 } })
  expect(all.status).toBe(200)
  expect(all.body.data.total).toBe(3)
  expect(all.body.data.list).toHaveLength(2)
  const p2 = await op.get(P.articles, { query: { keyword: '院内动态测试', pageSize: 2, pageNum: 2 } })
  expect(p2.body.data.list).toHaveLength(1)
  const ids = [...all.body.data.list, ...p2.body.data.list].map((a: { id: number }) => a.id).sort()
  expect(ids).toEqual([...made].sort())
  expect(
    (await op.get(P.articles, { query: { keyword: '院内动态测试', status: 1 } })).body.data.list.map((a: { id: number }) => a.id),
  ).toEqual([made[0]])
  const byParent = await op.get(P.articles, { query: { groupId: 630, pageSize: 100 } })
  expect(byParent.body.data.list.map((a: { id: number }) => a.id)).toEqual(expect.arrayContaining(made))
  // another hospital's list does not show them, nor its search
  expect((await op7.get(P.articles, { query: { keyword: '院内动态测试' } })).body.data.total).toBe(0)
})

test('groups: create, child, rename, order; the patient list follows', async () => {
  const top = await op.post(P.groupSave, { name: '科普专栏' })
  expect(top.status).toBe(200)
  const g = top.body.data.list.find((x: { name: string }) => x.name === '科普专栏')
  expect(g).toMatchObject({ parentId: 0, articleCount: 0 })
  const kids: number[] = []
  for (const name of ['儿童', '老人'])
    kids.push((await op.post(P.groupSave, { name, parentId: g.id })).body.data.list.find((x: { name: string }) => x.name === name).id)
  // a child of a child is refused
  expect((await op.post(P.groupSave, { name: '孙', parentId: kids[0] })).body.msg).toBe(M.STAFF_ARTICLE_GROUP_PARENT_INVALID)
  const renamed = await op.post(P.groupSave, { id: kids[0], name: '儿童健康' })
  expect(renamed.body.data.list.find((x: { id: number }) => x.id === kids[0]).name).toBe('儿童健康')
  const ordered = await op.post(P.groupOrder, { parentId: g.id, ids: [kids[1], kids[0]] })
  expect(ordered.body.data.list.filter((x: { parentId: number }) => x.parentId === g.id).map((x: { id: number }) => x.id)).toEqual([
    kids[1],
    kids[0],
  ])
  expect((await op.post(P.groupOrder, { parentId: g.id, ids: [kids[1]] })).body.msg).toBe(M.STAFF_ARTICLE_GROUP_ORDER_INVALID)
  const a = (await op.post(P.articleSave, { groupId: kids[0], title: '儿童用药', content: '<p>x</p>', publish: true })).body.data
  expect((await groupList(g.id)).body.data.list.map((n: { id: number }) => n.id)).toEqual([a.id])
  expect((await op.post(P.groupSave, { name: '' })).body.msg).toBe(M.STAFF_ARTICLE_GROUP_NAME_REQUIRED)
  // another hospital's group: not found
  expect((await op7.post(P.groupSave, { id: g.id, name: '改' })).status).toBe(404)
  expect((await op7.get(P.groups)).body.data.list.map((x: { id: number }) => x.id)).not.toContain(g.id)
})

test('bad input: 400 with the message; another hospital 404; no content:manage 403', async () => {
  const base = { groupId: 631, content: '<p>x</p>' }
  const bad = async (body: object, msg: string) => {
    const r = await op.post(P.articleSave, body)
    expect(r.status).toBe(400)
    expect(r.body.msg).toBe(msg)
  }
  await bad({ ...base, title: '  ' }, M.STAFF_ARTICLE_TITLE_REQUIRED)
  await bad({ ...base, title: '长'.repeat(ARTICLE_TITLE_MAX + 1) }, M.STAFF_ARTICLE_TITLE_TOO_LONG(ARTICLE_TITLE_MAX))
  await bad({ ...base, title: '封面', coverPath: '/assets/not-uploaded.exe' }, M.STAFF_CONTENT_COVER_INVALID)
  await bad({ ...base, title: '正文', content: '<script>alert(1)</script>' }, M.STAFF_ARTICLE_BODY_REQUIRED)
  await bad({ ...base, groupId: 730, title: '别院分组' }, M.STAFF_ARTICLE_GROUP_NOT_FOUND)
  // a cover that is not an image is refused at upload
  const notImage = await op.post(P.imageUpload, { imageBase64: Buffer.from('GIF89a not really').toString('base64') })
  expect(notImage.status).toBe(400)
  expect(notImage.body.msg).toBe(STAFF_IMAGE_TYPE)
  // another hospital's article and picture
  const a = (await op.post(P.articleSave, { ...base, title: '本院文章' })).body.data
  for (const r of [
    await op7.get(P.articleDetail, { query: { id: a.id } }),
    await op7.post(P.articleSave, { ...base, id: a.id, groupId: 731, title: '改' }),
    await op7.post(P.articlePublish, { id: a.id, published: true }),
    await op7.post(P.articleDelete, { id: a.id }),
  ]) {
    expect(r.status).toBe(404)
    expect(r.body.msg).toBe(M.STAFF_ARTICLE_NOT_FOUND)
  }
  expect((await op7.post(P.articleSave, { ...base, groupId: 731, title: '盗图', coverPath: await upload() })).body.msg).toBe(
    M.STAFF_CONTENT_COVER_INVALID,
  )
  expect((await agent.get(P.articles)).status).toBe(403)
  expect((await agent.post(P.articleSave, { ...base, title: 'x' })).status).toBe(403)
  expect((await op.get(P.articleDetail, { query: { id: 'x' } })).status).toBe(400)
})

test('videos: create with an https URL, edit, delete; the patient list follows; http refused', async () => {
  const cover = await upload()
  const save = (body: object, s = op) =>
    s.post(P.videoSave, { title: '洗手七步法', coverPath: cover, videoUrl: 'https://v.example.com/hand.mp4', ...body })
  for (const url of ['http://v.example.com/a.mp4', 'javascript:alert(1)', '/assets/a.mp4', 'https://']) {
    const r = await save({ videoUrl: url })
    expect(r.status).toBe(400)
    expect(r.body.msg).toBe(M.STAFF_VIDEO_URL_INVALID)
  }
  expect((await save({ title: '' })).body.msg).toBe(M.STAFF_VIDEO_TITLE_REQUIRED)
  expect((await save({ coverPath: '' })).body.msg).toBe(M.STAFF_VIDEO_COVER_REQUIRED)
  expect((await save({ coverPath: '/goods-center/goods/image?id=999999' })).body.msg).toBe(M.STAFF_CONTENT_COVER_INVALID)
  const v = (await save({ duration: 95 })).body.data
  expect(v).toMatchObject({ title: '洗手七步法', videoUrl: 'https://v.example.com/hand.mp4', duration: 95, playNum: 0 })
  const list = async () =>
    (await t.get('/zeus/content/videoList', { headers: { hospitalId: '6' } })).body.data as Array<{ id: number; title: string }>
  expect((await list()).find((x) => x.id === v.id)?.title).toBe('洗手七步法')
  expect((await save({ id: v.id, title: '洗手七步法（新）' })).status).toBe(200)
  expect((await list()).find((x) => x.id === v.id)?.title).toBe('洗手七步法（新）')
  expect((await save({ id: v.id, title: '改' }, op7)).status).toBe(404)
  expect((await op7.post(P.videoDelete, { id: v.id })).body.msg).toBe(M.STAFF_VIDEO_NOT_FOUND)
  // played by a patient: kept hidden
  expect((await t.get('/zeus/content/videoDetail', { query: { id: v.id }, headers: { hospitalId: '6' } })).status).toBe(200)
  expect((await op.post(P.videoDelete, { id: v.id })).body.data).toEqual({ id: v.id, deleted: 'soft' })
  expect((await list()).map((x) => x.id)).not.toContain(v.id)
  const detail = await t.get('/zeus/content/videoDetail', { query: { id: v.id }, headers: { hospitalId: '6' } })
  expect(detail.status).toBe(404)
  expect(detail.body.msg).toBe(VIDEO_NOT_FOUND)
  // another hospital's tries are logged as failed, under its own hospital
  expect(await audits('video', v.id)).toEqual([
    'video.create ok @6',
    'video.update ok @6',
    'video.update failed @7',
    'video.delete failed @7',
    'video.delete ok @6',
  ])
})

test('isHttpsUrl', () => {
  expect(isHttpsUrl('https://a.example.com/x.mp4?t=1')).toBe(true)
  for (const s of ['http://a.example.com', 'HTTPS//x', 'https://user:pw@a.example.com/', 'ftp://a', '']) expect(isHttpsUrl(s)).toBe(false)
})

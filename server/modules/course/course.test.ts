/** The health classes over HTTP (/zeus/article/querySampleCourseList): seeded, by category, paged, bad input 400. */
import { createSeededApp, createTestDatabase, type TestApp } from '../../../test-support/server'
import type { Database } from '../../lib/db'

let database: Database
let t: TestApp
beforeAll(async () => {
  database = await createTestDatabase()
  t = await createSeededApp(database)
})
afterAll(async () => {
  await t.close()
  await database.close()
})

const URL = '/zeus/article/querySampleCourseList'

test('the seeded courses with their categories; each opens a video or an article that exists', async () => {
  const r = await t.get(URL, { query: { pageSize: 100 } })
  expect(r.status).toBe(200)
  const d = r.body.data
  expect(d.categories).toEqual(['体检指导', '慢病管理', '营养与运动'])
  expect(d.total).toBe(8)
  expect(d.hasMore).toBe(false)
  for (const c of d.list) {
    expect(c.link).toMatch(/^\/(hospital-video-detail|mainArticle)\?id=\d+$/)
    const id = Number(c.link.split('=')[1])
    const found = c.videoId
      ? await database.db.selectFrom('hospital_video').select('id').where('id', '=', id).executeTakeFirst()
      : await database.db.selectFrom('content_entry').select('id').where('id', '=', id).executeTakeFirst()
    expect(found).toBeTruthy()
  }
})

test('by category and paged', async () => {
  const r = await t.get(URL, { query: { category: '慢病管理', pageNum: 1, pageSize: 2 } })
  expect(r.body.data).toMatchObject({ total: 3, pageNum: 1, pageSize: 2, hasMore: true })
  expect(r.body.data.list.map((c: { category: string }) => c.category)).toEqual(['慢病管理', '慢病管理'])
  const p2 = await t.get(URL, { query: { category: '慢病管理', pageNum: 2, pageSize: 2 } })
  expect(p2.body.data.list).toHaveLength(1)
  expect((await t.get(URL, { query: { category: '不存在' } })).body.data).toMatchObject({ total: 0, list: [] })
})

test('bad paging is a 400 with a message', async () => {
  const r = await t.get(URL, { query: { pageSize: 0 } })
  expect(r.status).toBe(400)
  expect(r.body.msg).toBeTruthy()
})

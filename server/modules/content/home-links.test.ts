/**
 * Issue 14 "done when": every home-block link of the three seeded homes to a doctor, a studio, an article or a
 * video leads to a built route (a `page` in the route table, not closed) whose object exists. The links are
 * made by the app's own rules (src/domain/contentLinks for block items, src/domain/ads resolveJump for
 * configured jumps), so a block that links somewhere new is walked too.
 */
import { createTestDatabase, type TestApp, createSeededApp } from '../../../test-support/server'
import type { Database } from '../../lib/db'
import { blockItemLinks, newsLink, type ContentLink } from '../../../src/domain/contentLinks'
import { resolveJump } from '../../../src/domain/ads'
// the route table has no Taro import: scripts, e2e and this test read it as data
import { ROUTES } from '../../../src/shared/routes/table'

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

/** the content routes and how the object behind each link is read */
const CONTENT: Record<string, (l: ContentLink) => { url: string; query: Record<string, string | number> }> = {
  '/doctorHome': (l) => ({ url: '/zeus/doctor/getDoctor', query: { doctorId: l.query.doctorId } }),
  '/workRoomDetail': (l) => ({ url: '/studio-patient/studio/getStudioTeamInfoById', query: { studioId: l.query.studioId } }),
  '/magicplatform/newsDetail': (l) => ({ url: '/zeus/magic/getArticleInfo', query: { id: l.query.id } }),
  '/hospital-video-detail': (l) => ({ url: '/zeus/content/videoDetail', query: { id: l.query.id } }),
}
const isContent = (path: string) =>
  path in CONTENT || ['/famousDoctor', '/magicplatform/news', '/hospital-video', '/mainArticle', '/mainWiki', '/wiki'].includes(path)

async function homeLinks(hospitalId: number): Promise<ContentLink[]> {
  const H = { headers: { hospitalId: String(hospitalId) } }
  const page = (await t.get('/zeus/magic/getPageConfig', H)).body.data
  const links: ContentLink[] = []
  for (const block of page.blocks) {
    links.push(...blockItemLinks(block, hospitalId))
    // the news block's other tabs load their articles by group
    if (block.type === 'news')
      for (const tab of block.tabs ?? []) {
        const list = (await t.get('/zeus/magic/getArticle', { query: { groupId: tab.groupId, pageSize: 100 }, ...H })).body.data.list
        links.push(...list.map((n: { id: number }) => newsLink(n.id, hospitalId)))
      }
    // configured jumps of the block's items (banners, icons, buttons) and of the block itself
    for (const cfg of [block.settings ?? {}, ...(block.items ?? [])]) {
      if (!cfg || typeof cfg !== 'object' || !('jumpType' in cfg)) continue
      const j = resolveJump(cfg, { hospitalId })
      if (j.kind === 'page' && isContent(j.path)) links.push({ path: j.path, query: j.query })
    }
  }
  return links
}

test.each([6, 7, 8])('hospital %i: every doctor, studio, article and video link of the home leads to a built page', async (h) => {
  const links = await homeLinks(h)
  const kinds = new Set(links.map((l) => l.path))
  expect(kinds.has('/doctorHome') || kinds.has('/workRoomDetail')).toBe(true)
  for (const l of links) {
    const route = ROUTES.find((r) => r.path === l.path)
    expect({ link: l, page: route?.page, closed: !!route?.isClosed }).toEqual({ link: l, page: expect.any(String), closed: false })
    const read = CONTENT[l.path]?.(l)
    if (!read) continue
    const r = await t.get(read.url, { query: read.query, headers: { hospitalId: String(l.query.hospitalId ?? h) } })
    expect({ link: l, status: r.status }).toEqual({ link: l, status: 200 })
  }
})

test('the three homes together link to doctors, studios and articles', async () => {
  const all = (await Promise.all([6, 7, 8].map(homeLinks))).flat()
  const count = (p: string) => all.filter((l) => l.path === p).length
  expect(count('/doctorHome')).toBeGreaterThanOrEqual(3)
  expect(count('/workRoomDetail')).toBeGreaterThanOrEqual(3)
  expect(count('/magicplatform/newsDetail')).toBeGreaterThanOrEqual(3)
})

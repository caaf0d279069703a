/**
 * GET /hospital/home?hospitalId=N: the H5 index.html with the hospital's first screen drawn in it (issue 16 item 3,
 * shell.ts): the hospital's banner and icon names, the banner preloaded, no-cache + ETag (304), rebuilt when the
 * home config changes; other hospitals / paths / an unknown hospital get the build's own index.html.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClock, createTestApp, createTestDatabase, type TestApp } from '../../../test-support/server'
import type { Database } from '../../lib/db'

const INDEX =
  '<!doctype html><html><head><title>健康商城</title></head><body><div id="boot-shell" aria-hidden="true"><i class="b1"></i></div><div id="app"></div></body></html>'

let database: Database
let t: TestApp
let dir: string

beforeAll(async () => {
  database = await createTestDatabase()
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'h5-shell-'))
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX)
  const kv = await database.db.selectFrom('server_kv').select('value').where('key', '=', 'browse.seededAt').executeTakeFirstOrThrow()
  t = await createTestApp({ database, clock: createClock(Date.parse(kv.value) + 3600_000), config: { staticDir: dir } })
})
afterAll(async () => {
  await t?.close()
  await database?.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

const home = (hospitalId: number | string, headers: Record<string, string> = {}) =>
  t.get(`/hospital/home?hospitalId=${hospitalId}`, { headers })

test("a hospital's home: its banner, icon names and search bar as HTML, the banner preloaded", async () => {
  const r = await home(6)
  expect(r.status).toBe(200)
  expect(r.headers['content-type']).toMatch(/text\/html/)
  expect(r.headers['cache-control']).toBe('no-cache')
  expect(r.headers.etag).toMatch(/^"/)
  const cfg = (await t.get('/zeus/shopConfig/homePage', { query: { hospitalId: 6 } })).body.data
  const banner = cfg.blocks.find((b: any) => b.type === 'banner')
  const icons = cfg.blocks.find((b: any) => b.type === 'iconNav')
  expect(r.raw).toContain('data-until="home"')
  expect(r.raw).toContain(`<link rel="preload" as="image" href="${banner.items[0].photo}" fetchpriority="high">`)
  expect(r.raw).toContain(`<img src="${banner.items[0].photo}"`)
  for (const it of icons.items.slice(0, 8)) expect(r.raw).toContain(`>${it.name}</span>`)
  expect(r.raw).toContain('搜索商品')
  expect(r.raw).not.toContain('<i class="b1">')
  expect(r.raw).toContain('<div id="app"></div>')
  // the home's popup ad for the boot script (src/index.html): what the app's getAdvertising gives, HTML-escaped JSON
  const ads: Array<{ id: number; pageId?: number; showType: number; showFrequency: number; picUrl: string }> = (
    await t.get('/zeus/magic/getAdvertising', { query: { pageId: cfg.id }, headers: { hospitalId: '6' } })
  ).body.data
  const pop = ads.find((a) => a.showType === 1)!
  expect(pop).toBeTruthy()
  const attr = /<meta name="boot-ads" content="([^"]*)">/.exec(r.raw)?.[1] ?? ''
  const list = JSON.parse(
    attr
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&'),
  )
  expect(list[0]).toMatchObject({ id: pop.id, key: `adShown:6:${pop.pageId ?? cfg.id}`, f: pop.showFrequency, src: pop.picUrl })
  // and its popup, hidden until the first script of index.html shows it, after the shell
  expect(r.raw).toMatch(new RegExp(`</div><div id="boot-ad" data-ad-id="${pop.id}" data-state="open">`))
  expect(r.raw).toContain(`<img class="ad-popup__img" alt="广告" src="${pop.picUrl}" fetchpriority="high"`)
})

test('each hospital its own; another path or page, an unknown hospital or a bad id: the plain index.html', async () => {
  const six = await home(6)
  const seven = await home(7)
  expect(seven.status).toBe(200)
  expect(seven.raw).not.toBe(six.raw)
  expect(seven.headers.etag).not.toBe(six.headers.etag)
  const others = [
    await home(999999),
    await home('abc'),
    await home('6&magicPageId=2006'),
    await home('6&entryType=2'),
    await t.get('/hospital/cart?hospitalId=6'),
    await t.get('/hospital/home'),
  ]
  for (const r of others) {
    expect(r.status).toBe(200)
    expect(r.raw).toBe(INDEX)
  }
})

test('revalidation: 304 on the ETag; a changed home config gives a new page', async () => {
  const first = await home(6)
  const again = await home(6, { 'if-none-match': String(first.headers.etag) })
  expect(again.status).toBe(304)
  const page = await database.db.selectFrom('magic_page').select(['id', 'blocks']).where('id', '=', 1006).executeTakeFirstOrThrow()
  const blocks = (page.blocks as any[]).map((b) =>
    b.type === 'search' ? { ...b, settings: { ...b.settings, placeholder: '找药 <品>' } } : b,
  )
  await database.db
    .updateTable('magic_page')
    .set({ blocks: JSON.stringify(blocks) as any })
    .where('id', '=', 1006)
    .execute()
  try {
    t.clock.advance(1000)
    const changed = await home(6, { 'if-none-match': String(first.headers.etag) })
    expect(changed.status).toBe(200)
    expect(changed.raw).toContain('找药 &lt;品&gt;')
    expect(changed.headers.etag).not.toBe(first.headers.etag)
  } finally {
    await database.db
      .updateTable('magic_page')
      .set({ blocks: JSON.stringify(page.blocks) as any })
      .where('id', '=', 1006)
      .execute()
  }
})

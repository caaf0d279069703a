/**
 * Articles, encyclopedia and advice (issue 14): lists by kind and category, details as sanitised rich-text
 * nodes. The sanitiser strips scripts, event handlers and javascript: links (a row written with them is
 * served clean); unknown kinds and ids are a 400, a missing or future entry a 404.
 */
import { createTestDatabase, type TestApp, createSeededApp } from '../../../test-support/server'
import type { Database } from '../../lib/db'
import type { RichNode } from '../../../contract/content'
import { richNodes } from './richtext'

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

const flat = (nodes: RichNode[]): RichNode[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])])
const text = (nodes: RichNode[]): string =>
  flat(nodes)
    .map((n) => n.text ?? '')
    .join('')

const UNSAFE =
  '<p onclick="steal()">正文<script>alert(1)</script></p><img src="/assets/browse/news-bp.svg" onerror="alert(2)">' +
  '<a href="javascript:alert(3)" onmouseover="x()">链接</a><iframe src="https://evil.example"></iframe>' +
  '<style>body{display:none}</style><svg><script>alert(4)</script></svg><a href="https://example.com">安全链接</a>'

describe('richNodes', () => {
  test('scripts, styles, iframes, event handlers and javascript: links are stripped', () => {
    const nodes = richNodes(UNSAFE)
    const all = flat(nodes)
    expect(all.map((n) => n.name).filter(Boolean)).toEqual(['p', 'img', 'a', 'a'])
    for (const n of all) {
      for (const k of Object.keys(n.attrs ?? {})) expect(k).not.toMatch(/^on/i)
      expect(n.attrs?.href ?? '').not.toMatch(/javascript:/i)
    }
    expect(text(nodes)).toBe('正文链接安全链接')
    expect(JSON.stringify(nodes)).not.toMatch(/alert|steal|evil|display:none/)
    expect(all.find((n) => n.name === 'img')?.attrs).toMatchObject({ src: '/assets/browse/news-bp.svg', class: 'rt-img' })
    expect(all.filter((n) => n.name === 'a').map((n) => n.attrs?.href)).toEqual([undefined, 'https://example.com'])
  })
  test('entities are decoded into text, deep nesting is flattened', () => {
    expect(richNodes('<p>A &amp; B &lt;b&gt;</p>')).toEqual([
      { name: 'p', attrs: { class: 'rt-p' }, children: [{ type: 'text', text: 'A & B <b>' }] },
    ])
    const deep = '<div>'.repeat(20) + '深处' + '</div>'.repeat(20)
    const nodes = richNodes(deep)
    expect(text(nodes)).toBe('深处')
    const depth = (n: RichNode): number => 1 + Math.max(0, ...(n.children ?? []).map(depth))
    expect(depth(nodes[0])).toBeLessThanOrEqual(10)
  })
})

describe('article endpoints', () => {
  test('30+ seeded entries: articles, wiki entries and advice, by category', async () => {
    let total = 0
    for (const kind of ['article', 'wiki', 'advisory']) {
      const r = await t.get('/zeus/article/list', { query: { kind, pageSize: 100 } })
      expect(r.status).toBe(200)
      expect(r.body.data.list.every((e: any) => e.kind === kind)).toBe(true)
      total += r.body.data.total
    }
    expect(total).toBeGreaterThanOrEqual(30)
    const cats = (await t.get('/zeus/article/categories', { query: { kind: 'wiki' } })).body.data
    expect(cats.map((c: any) => c.name)).toEqual(['慢病管理', '常见疾病', '母婴健康', '急救常识', '用药常识'])
    const chronic = await t.get('/zeus/article/list', { query: { kind: 'wiki', category: '慢病管理' } })
    expect(chronic.body.data.list.map((e: any) => e.title)).toEqual(['高血压', '2 型糖尿病', '高脂血症', '慢性阻塞性肺疾病'])
    const kw = await t.get('/zeus/article/list', { query: { kind: 'article', keyword: '血压' }, headers: { hospitalId: '8' } })
    expect(kw.body.data.list.map((e: any) => e.id)).toContain(9101)
  })
  test('detail: rich-text nodes, read count goes up', async () => {
    const a = await t.get('/zeus/article/detail', { query: { id: 9001 } })
    expect(a.status).toBe(200)
    expect(a.body.data.item).toMatchObject({ id: 9001, kind: 'wiki', title: '高血压' })
    expect(a.body.data.nodes[0]).toEqual({ name: 'h3', attrs: { class: 'rt-h3' }, children: [{ type: 'text', text: '什么是高血压' }] })
    expect(text(a.body.data.nodes)).toContain('120')
    const again = await t.get('/zeus/article/detail', { query: { id: 9001 } })
    expect(again.body.data.item.readNum).toBe(a.body.data.item.readNum + 1)
  })
  test('a stored entry with scripts and handlers is served clean', async () => {
    await database.db
      .insertInto('content_entry')
      .values({
        id: 99001,
        hospital_id: 6,
        kind: 'article',
        category: '测试',
        title: '不安全的正文',
        summary: '',
        cover_path: '',
        author: '',
        content: UNSAFE,
        publish_time: new Date(Date.now() - 86_400_000 * 400),
        read_num: 0,
        sort: 999,
      })
      .execute()
    const r = await t.get('/zeus/article/detail', { query: { id: 99001 } })
    expect(r.status).toBe(200)
    const body = JSON.stringify(r.body.data.nodes)
    expect(body).not.toMatch(/script|onerror|onclick|onmouseover|javascript:|iframe|alert/i)
    expect(text(r.body.data.nodes)).toBe('正文链接安全链接')
    // another hospital does not see hospital 6's own entry
    expect((await t.get('/zeus/article/detail', { query: { id: 99001 }, headers: { hospitalId: '7' } })).status).toBe(404)
  })
  test('bad input is a 400, a missing entry a 404', async () => {
    expect((await t.get('/zeus/article/list', { query: { kind: 'video' } })).status).toBe(400)
    expect((await t.get('/zeus/article/list')).status).toBe(400)
    expect((await t.get('/zeus/article/detail', { query: { id: 'x' } })).status).toBe(400)
    const missing = await t.get('/zeus/article/detail', { query: { id: 123456 } })
    expect(missing.status).toBe(404)
    expect(missing.body.msg).toBe('内容不存在或已下线')
  })
})

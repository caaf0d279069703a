/**
 * Hospital landings over HTTP (issues 12 and 14): a configured landing with its sanitised intro and bookable goods
 * of the hospital only; an unconfigured one answers landing null (the page's empty state); an unknown key is a 400
 * with a clear message; hospitals are isolated; stored scripts and event handlers never reach the reply.
 */
import { createSeededApp, createTestDatabase, patients, type TestApp } from '../../../test-support/server'
import type { Database } from '../../lib/db'
import * as M from '../../../src/domain/messages'
import { LANDING_KEYS } from '../../../src/domain/landing'

let database: Database
let t: TestApp
const patient = patients(() => ({ database, t }), '135', 'landing')

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createSeededApp(database)
})
afterAll(async () => {
  await t.close()
  await database.close()
})

const get = (key: string, hospitalId = 6) => t.get('/zeus/landing/get', { query: { key }, headers: { hospitalId: String(hospitalId) } })

interface Item {
  goods: { goodsId: number; goodsName: string; price: number }
  packageId: number | null
}

test('hospital 6 configures every landing, each with a bookable item of its own catalogue', async () => {
  for (const key of LANDING_KEYS) {
    const r = await get(key)
    expect(r.status).toBe(200)
    const l = r.body.data.landing
    expect(l).not.toBeNull()
    expect(l.title).not.toBe('')
    const items: Item[] = l.sections.flatMap((s: { items: Item[] }) => s.items)
    expect(items.length).toBeGreaterThan(0)
    for (const i of items) expect(Math.floor(i.goods.goodsId / 1000)).toBe(6)
  }
})

test('the discharge landing: steps, notices, contact with the hospital phone and map point, FAQs, packages carry their id', async () => {
  const d = (await get('discharge')).body.data
  expect(d.key).toBe('discharge')
  expect(d.landing.steps[0]).toContain('出院医嘱')
  expect(d.landing.contact).toEqual(
    expect.objectContaining({ phone: '025-86631000', address: '金陵市鼓楼区长乐路68号', latitude: expect.any(Number) }),
  )
  expect(d.landing.faqs[0]).toEqual({ question: expect.stringContaining('病历'), answer: expect.any(String) })
  const exam = (await get('checkup-yifu')).body.data.landing
  const first: Item = exam.sections[0].items[0]
  expect(first.goods.goodsId).toBe(6023)
  expect(first.packageId).toEqual(expect.any(Number))
  expect(first.goods.price).toBeGreaterThan(0)
  const dental = (await get('stomatology')).body.data.landing.sections[0].items as Item[]
  expect(dental.map((i) => i.goods.goodsName)).toContain('口腔检查+超声波洁牙')
  expect(dental.every((i) => i.packageId === null)).toBe(true)
})

test('a landing the hospital has not configured answers landing null; an unknown key is a 400 with a clear message', async () => {
  const none = await get('stomatology', 7)
  expect(none.status).toBe(200)
  expect(none.body.data).toEqual({ key: 'stomatology', landing: null })
  for (const key of ['nope', 'toString', '../discharge']) {
    const bad = await get(key)
    expect(bad.status).toBe(400)
    expect(bad.body.msg).toBe(M.LANDING_KEY_INVALID)
  }
  const missing = await t.get('/zeus/landing/get', { headers: { hospitalId: '6' } })
  expect(missing.status).toBe(400)
})

test("per-hospital isolation: each hospital's own landing, and another hospital's goods in a config are never listed", async () => {
  const h7 = (await get('service', 7)).body.data.landing
  const h8 = (await get('service', 8)).body.data.landing
  const h6 = (await get('service', 6)).body.data.landing
  expect(new Set([h6.title, h7.subtitle, h8.subtitle]).size).toBe(3)
  const ids = (l: { sections: Array<{ items: Item[] }> }) => l.sections.flatMap((s) => s.items.map((i) => i.goods.goodsId))
  expect(ids(h7).every((id) => id >= 7000 && id < 8000)).toBe(true)
  expect(ids(h8).every((id) => id >= 8000 && id < 9000)).toBe(true)

  // a config naming another hospital's goods and an off-shelf goods: neither is listed, an emptied section is dropped
  await database.db
    .updateTable('landing_page')
    .set({
      sections: JSON.stringify([
        { title: '混入', note: '', goodsIds: [8007, 6031] },
        { title: '全部不可售', note: '', goodsIds: [7008] },
      ]),
    })
    .where('hospital_id', '=', 6)
    .where('landing_key', '=', 'jiangning')
    .execute()
  const mixed = (await get('jiangning')).body.data.landing
  expect(mixed.sections).toHaveLength(1)
  expect(ids(mixed)).toEqual([6031])
})

test('the intro is sanitised: no scripts, event handlers or javascript: links reach the reply', async () => {
  await database.db
    .updateTable('landing_page')
    .set({
      intro_html:
        '<p onclick="alert(1)">欢迎<script>alert(2)</script><a href="javascript:alert(3)">链接</a><img src="/assets/browse/banner-6-1.svg" onerror="alert(4)"></p><style>p{}</style>',
    })
    .where('hospital_id', '=', 6)
    .where('landing_key', '=', 'yifu')
    .execute()
  const l = (await get('yifu')).body.data.landing
  const json = JSON.stringify(l.intro)
  expect(json).toContain('欢迎')
  expect(json).not.toMatch(/script|onclick|onerror|javascript:|alert|style>/i)
  expect(json).toContain('/assets/browse/banner-6-1.svg')
})

test("a landing's specialty service is bookable: its detail has the one spec to choose, and it goes into the cart", async () => {
  const u = await patient()
  const item: Item = (await get('stomatology')).body.data.landing.sections[0].items[0]
  const detail = (await t.post('/goods-center/goods/getGoods', { goodsId: item.goods.goodsId })).body.data
  expect(detail.skuNum).toBe(1)
  expect(detail.specList).toEqual([expect.objectContaining({ specName: '规格', optionAttr: ['标准'], kind: 'sku' })])
  expect(detail.skus[0]).toEqual(expect.objectContaining({ price: 198, stock: 50 }))
  const skuId = detail.skus[0].skuId ?? detail.skus[0].id
  const add = await t.post('/order-center/cart/addCart', { goodsId: item.goods.goodsId, skuId, goodsNum: 1 }, { token: u.token })
  expect(add.status).toBe(200)
  const cart = (await t.get('/order-center/cart/queryCart', { token: u.token })).body.data
  const lines = cart.cartRespList.flatMap((g: { goodsList: Array<{ goodsId: number }> }) => g.goodsList)
  expect(lines.map((l: { goodsId: number }) => l.goodsId)).toContain(6801)
})

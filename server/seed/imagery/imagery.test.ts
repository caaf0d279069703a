/**
 * Seed imagery (issue 35 item 10) on the seeded database: every goods, package and service has a picture of its
 * own (no picture shared by two different items, in goods_path, goods_pics or a sku's picture), each file is
 * served from server/assets, small, and the one ./draw.ts draws today; every doctor has a portrait of their own.
 */
import fs from 'node:fs'
import path from 'node:path'
import { createTestDatabase } from '../../../test-support/server'
import type { Database } from '../../lib/db'
import { ASSETS_DIR } from '../../lib/static'
import { drawItem, subjectOf } from './draw'
import { seedItems } from './items'

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database.close()
})

const fileOf = (p: string) => path.join(ASSETS_DIR, p.replace(/^\/assets\//, ''))

/** each picture with the items (names) that show it */
function owners(rows: Array<[string, string]>): Map<string, Set<string>> {
  const m = new Map<string, Set<string>>()
  for (const [pic, name] of rows) {
    if (!pic) continue
    if (!m.has(pic)) m.set(pic, new Set())
    m.get(pic)!.add(name)
  }
  return m
}

test('no picture is shared by two different goods, packages or services', async () => {
  const goods = await database.db.selectFrom('goods').select(['id', 'goods_name', 'goods_path', 'goods_pics']).execute()
  const skus = await database.db
    .selectFrom('goods_sku as s')
    .innerJoin('goods as g', 'g.id', 's.goods_id')
    .select(['s.sku_pic', 'g.goods_name'])
    .execute()
  expect(goods.length).toBeGreaterThan(80)
  const rows: Array<[string, string]> = [
    ...goods.map((g): [string, string] => [g.goods_path, g.goods_name]),
    ...goods.flatMap((g) => ((g.goods_pics ?? []) as string[]).map((p): [string, string] => [p, g.goods_name])),
    ...skus.map((s): [string, string] => [s.sku_pic, s.goods_name]),
  ]
  const shared = [...owners(rows)].filter(([, names]) => names.size > 1).map(([pic, names]) => `${pic}: ${[...names].join(' / ')}`)
  expect(shared).toEqual([])
  // every goods row shows its own drawing (none of the old shared icons)
  expect(goods.filter((g) => !g.goods_path.startsWith('/assets/items/')).map((g) => g.goods_name)).toEqual([])
})

test('every item picture is served, small, and what ./draw.ts draws for it', async () => {
  const goods = await database.db.selectFrom('goods').select(['goods_name', 'goods_path']).execute()
  for (const g of goods) {
    const file = fileOf(g.goods_path)
    expect(fs.existsSync(file)).toBe(true)
    const svg = fs.readFileSync(file, 'utf8')
    expect(svg.length).toBeLessThan(6 * 1024)
    expect(svg).toBe(drawItem(g.goods_name).replace(/\n\s*/g, '\n'))
  }
  // the seed's item list (what draw.ts draws) covers every goods row
  const drawn = new Set(seedItems().map((i) => i.name))
  expect(goods.filter((g) => !drawn.has(g.goods_name)).map((g) => g.goods_name)).toEqual([])
})

test.each([
  ['欧姆龙上臂式电子血压计 HEM-7136', 'bpUpper'],
  ['鱼跃腕式电子血压计 YE8900A', 'bpWrist'],
  ['血压计替换臂带 22-42cm', 'cuff'],
  ['三诺安稳+血糖仪套装（含试纸）', 'glucose'],
  ['罗氏活力型血糖试纸 50支', 'strips'],
  ['指夹式脉搏血氧仪', 'oximeter'],
  ['中医针灸理疗（单次）', 'needles'],
  ['心脑血管专项筛查', 'heart'],
  ['男士全面体检套餐', 'clipboard'],
])('%s is drawn as %s (the meters are three different things)', (name, subject) => {
  expect(subjectOf(name)).toBe(subject)
})

test('every doctor has a portrait of their own (initials, no cartoon)', async () => {
  const doctors = await database.db.selectFrom('doctor').select(['id', 'name', 'avatar_path']).execute()
  expect(doctors.length).toBeGreaterThan(10)
  const shared = [...owners(doctors.map((d) => [d.avatar_path, String(d.id)]))].filter(([, ids]) => ids.size > 1)
  expect(shared).toEqual([])
  for (const d of doctors) {
    const svg = fs.readFileSync(fileOf(d.avatar_path), 'utf8')
    expect(svg).toContain(`>${[...d.name][0]}</text>`)
    expect(svg.length).toBeLessThan(3 * 1024)
  }
})

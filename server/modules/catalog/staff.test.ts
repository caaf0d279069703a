/**
 * The goods desk of the staff console over HTTP (issue 33 item 1): categories (create, rename, hide, order),
 * pictures uploaded by their bytes, goods with skus checked by src/domain/staff/catalog.ts (400 with the
 * catalogue's message, never a 500), listed / not listed; what the patient's shop shows follows each write at its
 * next GET (the read cache is invalidated); another hospital's goods is 404, a role without content:manage 403;
 * one audit row per write.
 */
import { STAFF_GOODS_PATHS, type StaffGoods } from '../../../contract/staffGoods'
import { GOODS_OFF_SHELF } from '../../../src/domain/messages'
import * as M from '../../../src/domain/messages/staffGoods'
import { createTestApp, createTestDatabase, type TestApp } from '../../../test-support/server'
import { solidPng } from '../../../test-support/server/images'
import { staffOfRole, type StaffClient } from '../../../test-support/server/staff'
import type { Database } from '../../lib/db'

let database: Database
let t: TestApp
let op: StaffClient
let op7: StaffClient
let agent: StaffClient
const PNG = solidPng().toString('base64')

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createTestApp({ database })
  op = await staffOfRole(t, 'operator', 6)
  op7 = await staffOfRole(t, 'operator', 7)
  agent = await staffOfRole(t, 'cs-agent', 6)
})
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
  const r = await s.post(STAFF_GOODS_PATHS.imageUpload, { imageBase64: `data:image/png;base64,${PNG}` })
  expect(r.status).toBe(200)
  return r.body.data.path
}

async function category(name: string, s = op): Promise<number> {
  const r = await s.post(STAFF_GOODS_PATHS.categorySave, { categoryName: name })
  expect(r.status).toBe(200)
  return r.body.data.list.find((c: { categoryName: string }) => c.categoryName === name).id
}

test('categories: create, rename, hide from the patient, order; bad input 400; another hospital 404', async () => {
  const a = await category('测试器械')
  const b = await category('测试护理')
  const patientCats = async () =>
    ((await t.get('/goods-center/goods/categoryList')).body.data as Array<{ id: number; categoryName: string }>).map((c) => c.categoryName)
  expect(await patientCats()).toEqual(expect.arrayContaining(['测试器械', '测试护理']))
  expect((await op.post(STAFF_GOODS_PATHS.categorySave, { categoryName: '  ' })).body).toMatchObject({
    code: 400,
    msg: M.STAFF_CATEGORY_NAME_REQUIRED,
  })
  expect((await op.post(STAFF_GOODS_PATHS.categorySave, { categoryName: '子类', parentId: 999999 })).body).toMatchObject({
    code: 400,
    msg: M.STAFF_CATEGORY_PARENT_INVALID,
  })
  const child = await op.post(STAFF_GOODS_PATHS.categorySave, { categoryName: '血压计', parentId: a })
  expect(child.body.data.list.find((c: { categoryName: string }) => c.categoryName === '血压计')).toMatchObject({
    cateLevel: 2,
    parentId: a,
  })
  // rename and hide: the patient's next GET no longer lists it
  const r = await op.post(STAFF_GOODS_PATHS.categorySave, { id: b, categoryName: '居家护理', hidden: true })
  expect(r.body.data.list.find((c: { id: number }) => c.id === b)).toMatchObject({ categoryName: '居家护理', hidden: true })
  expect(await patientCats()).not.toContain('居家护理')
  expect(await patientCats()).not.toContain('测试护理')
  // order: every sibling once
  const tops = (await op.get(STAFF_GOODS_PATHS.categories)).body.data.list.filter((c: { parentId: number }) => c.parentId === 0)
  const ids: number[] = tops.map((c: { id: number }) => c.id)
  expect((await op.post(STAFF_GOODS_PATHS.categoryOrder, { parentId: 0, ids: ids.slice(1) })).body).toMatchObject({
    code: 400,
    msg: M.STAFF_CATEGORY_ORDER_INVALID,
  })
  const reordered = [...ids].reverse()
  const o = await op.post(STAFF_GOODS_PATHS.categoryOrder, { parentId: 0, ids: reordered })
  expect(o.body.data.list.filter((c: { parentId: number }) => c.parentId === 0).map((c: { id: number }) => c.id)).toEqual(reordered)
  // another hospital's category: 404; its list has none of ours
  expect((await op7.post(STAFF_GOODS_PATHS.categorySave, { id: a, categoryName: '改名' })).status).toBe(404)
  expect((await op7.get(STAFF_GOODS_PATHS.categories)).body.data.list.map((c: { id: number }) => c.id)).not.toContain(a)
  expect((await agent.get(STAFF_GOODS_PATHS.categories)).status).toBe(403)
  expect(await audits('category', b)).toEqual(['category.create ok @6', 'category.update ok @6'])
})

test('pictures: PNG/JPEG by content, served publicly; anything else 400', async () => {
  expect(
    (await op.post(STAFF_GOODS_PATHS.imageUpload, { imageBase64: Buffer.from('<svg onload=alert(1)>').toString('base64') })).body,
  ).toMatchObject({
    code: 400,
    msg: M.STAFF_IMAGE_TYPE,
  })
  expect((await op.post(STAFF_GOODS_PATHS.imageUpload, { imageBase64: '' })).body).toMatchObject({ code: 400, msg: M.STAFF_IMAGE_REQUIRED })
  expect((await op.post(STAFF_GOODS_PATHS.imageUpload, { imageBase64: Buffer.from('%PDF-1.4\n%%EOF').toString('base64') })).body.msg).toBe(
    M.STAFF_IMAGE_TYPE,
  )
  const path = await upload()
  const img = await t.get(path)
  expect(img.status).toBe(200)
  expect(img.headers['content-type']).toBe('image/png')
  expect(Number(img.headers['content-length'])).toBe(Buffer.from(PNG, 'base64').length)
  expect(img.raw).toContain('IHDR')
  expect((await t.get('/goods-center/goods/image', { query: { id: 999999 } })).status).toBe(404)
})

const sku = (name: string, priceFen: number, stock?: number) => ({ name, priceFen, ...(stock === undefined ? {} : { stock }) })

test('goods with two skus: saved, found by the patient, edits seen at the next GET, listing toggled; bad input 400; other hospital 404', async () => {
  const categoryId = await category('测试商品类')
  const image = await upload()
  const draft = {
    goodsName: '测试电子血压计',
    categoryId,
    goodsType: 1,
    copyType: 1,
    copywriting: '新品',
    sellPoint: '一键测量',
    images: [image],
    specName: '版本',
    skus: [sku('标准版', 19900, 10), sku('语音版', 29900, 5)],
    listed: true,
  }
  const save = (b: Record<string, unknown>, s = op) => s.post(STAFF_GOODS_PATHS.goodsSave, { ...draft, ...b })
  // bad input: the catalogue's messages, never a 500
  expect((await save({ skus: [sku('标准版', -100, 1)] })).body).toMatchObject({ code: 400, msg: M.STAFF_GOODS_PRICE_NEGATIVE(1) })
  expect((await save({ skus: [sku('标准版', 19900, 1), sku('语音版', 29900)] })).body).toMatchObject({
    code: 400,
    msg: M.STAFF_GOODS_STOCK_REQUIRED(2),
  })
  expect((await save({ goodsName: '' })).body).toMatchObject({ code: 400, msg: M.STAFF_GOODS_NAME_REQUIRED })
  expect((await save({ images: ['/assets/not-ours.png'] })).body).toMatchObject({ code: 400, msg: M.STAFF_GOODS_IMAGE_UNKNOWN })
  expect((await save({ categoryId: 999999 })).body).toMatchObject({ code: 400, msg: M.STAFF_CATEGORY_NOT_FOUND })
  expect((await save({ goodsType: 9 })).status).toBe(400)
  // a picture of hospital 6 is not hospital 7's to use
  expect((await save({ categoryId: await category('七院分类', op7) }, op7)).body).toMatchObject({
    code: 400,
    msg: M.STAFF_GOODS_IMAGE_UNKNOWN,
  })

  const created = await save({})
  expect(created.status).toBe(200)
  const g: StaffGoods = created.body.data
  expect(g).toMatchObject({
    goodsName: '测试电子血压计',
    goodsType: 1,
    copyType: 1,
    copywriting: '新品',
    listed: true,
    minPriceFen: 19900,
    maxPriceFen: 29900,
    stock: 15,
    specName: '版本',
    images: [image],
  })
  expect(g.skus.map((s) => [s.name, s.priceFen, s.stock])).toEqual([
    ['标准版', 19900, 10],
    ['语音版', 29900, 5],
  ])
  // the patient finds it by keyword and by category, sees both skus
  const search = async (body: Record<string, unknown>) =>
    (await t.post('/goods-center/goods/goodsList', { pageNum: 1, pageSize: 20, ...body })).body.data.list
  expect((await search({ keyword: '电子血压' })).map((c: { goodsId: number }) => c.goodsId)).toContain(g.id)
  expect((await search({ categoryId })).map((c: { goodsId: number }) => c.goodsId)).toEqual([g.id])
  const skus = async () => (await t.get('/goods-center/goods/goodsSku', { query: { goodsId: g.id } })).body.data
  expect((await skus()).skus.map((s: { price: number; stock: number }) => [s.price, s.stock])).toEqual([
    [199, 10],
    [299, 5],
  ])
  // an edit of the listed goods: the next GET shows it (the cache warmed above is invalidated)
  const edited = await save({
    id: g.id,
    goodsName: '测试电子血压计Pro',
    skus: [{ ...sku('标准版', 18900, 8), id: g.skus[0].id }, sku('旗舰版', 39900, 2)],
  })
  expect(edited.status).toBe(200)
  expect(edited.body.data.skus.map((s: { name: string; priceFen: number }) => [s.name, s.priceFen])).toEqual([
    ['标准版', 18900],
    ['旗舰版', 39900],
  ])
  expect(edited.body.data.skus[0].id).toBe(g.skus[0].id)
  const after = await skus()
  expect(after.goodsName).toBe('测试电子血压计Pro')
  expect(after.skus.map((s: { price: number; stock: number }) => [s.price, s.stock])).toEqual([
    [189, 8],
    [399, 2],
  ])
  // a sku id of another goods is refused
  expect((await save({ id: g.id, skus: [{ ...sku('标准版', 100, 1), id: 60301 }] })).body).toMatchObject({
    code: 400,
    msg: M.STAFF_GOODS_SKU_UNKNOWN,
  })
  // listing off: the patient's detail says 下架, the list leaves it out; on again
  expect((await op.post(STAFF_GOODS_PATHS.goodsListed, { id: g.id, listed: false })).body.data.listed).toBe(false)
  expect((await t.post('/goods-center/goods/getGoods', { goodsId: g.id })).body).toMatchObject({ code: 404, msg: GOODS_OFF_SHELF })
  expect((await search({ categoryId })).length).toBe(0)
  expect(
    (await op.get(STAFF_GOODS_PATHS.goods, { query: { listed: 0, keyword: 'Pro' } })).body.data.list.map((x: StaffGoods) => x.id),
  ).toEqual([g.id])
  await op.post(STAFF_GOODS_PATHS.goodsListed, { id: g.id, listed: true })
  expect((await t.post('/goods-center/goods/getGoods', { goodsId: g.id })).body.data.goodsName).toBe('测试电子血压计Pro')
  // another hospital: 404 on every object route; its list does not have it; no permission: 403
  expect((await op7.get(STAFF_GOODS_PATHS.goodsDetail, { query: { id: g.id } })).status).toBe(404)
  expect((await op7.post(STAFF_GOODS_PATHS.goodsListed, { id: g.id, listed: false })).status).toBe(404)
  expect((await op7.get(STAFF_GOODS_PATHS.goods, { query: { keyword: '血压计Pro' } })).body.data.total).toBe(0)
  expect((await agent.post(STAFF_GOODS_PATHS.goodsListed, { id: g.id, listed: false })).status).toBe(403)
  expect((await op.get(STAFF_GOODS_PATHS.goodsDetail, { query: { id: g.id } })).body.data.listed).toBe(true)
  expect(await audits('goods', g.id)).toEqual([
    'goods.create ok @6',
    'goods.update ok @6',
    'goods.update failed @6',
    'goods.unlist ok @6',
    'goods.list ok @6',
    'goods.unlist failed @7',
  ])
})

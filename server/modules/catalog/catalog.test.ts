/**
 * The 'categories', 'goods list', 'goods detail', 'skus, services, messages, pools' part of the former __tests__/server/browse-goods.test.ts (tests beside what they test).
 *
 * Browse: goods-center (categories, list, detail, skus, services, messages, appointment pools,
 * activity end time / extra info, flash sales) over HTTP against one seeded database.
 */
import { createClock, createTestApp, createTestDatabase, type TestApp } from '../../../test-support/server'
import type { Database } from '../../lib/db'

let database: Database
let t: TestApp
let seededAt: number

beforeAll(async () => {
  database = await createTestDatabase()
  const kv = await database.db.selectFrom('server_kv').select('value').where('key', '=', 'browse.seededAt').executeTakeFirstOrThrow()
  seededAt = Date.parse(kv.value)
  t = await createTestApp({ database, clock: createClock(seededAt + 3600_000) })
})
afterAll(async () => {
  await t.close()
  await database.close()
})

const H = (id: number) => ({ headers: { hospitalId: String(id) } })

describe('categories', () => {
  test('level 1 by default, children by parentId or withChildren; per hospital', async () => {
    const r = await t.get('/goods-center/goods/categoryList')
    expect(r.status).toBe(200)
    expect(r.body.code).toBe(200)
    expect(r.body.data.map((c: any) => c.categoryName)).toEqual([
      '家用器械',
      '护理用品',
      '体检套餐',
      '上门服务',
      '健康礼包',
      '中医养生',
      '专科服务',
    ]) // 专科服务: server/seed/landing
    expect(r.body.data.every((c: any) => c.cateLevel === 1 && c.iconUrl.startsWith('/assets/browse/'))).toBe(true)
    const kids = await t.get('/goods-center/goods/categoryList', { query: { parentId: 603 } })
    expect(kids.body.data.map((c: any) => c.categoryName)).toEqual(['入职体检', '中老年体检', '专项筛查'])
    const nested = await t.get('/goods-center/goods/categoryList', { query: { withChildren: 'true' }, ...H(7) })
    expect(nested.body.data[0]).toMatchObject({
      categoryName: '母婴用品',
      children: [{ categoryName: '孕产护理' }, { categoryName: '婴儿用品' }],
    })
  })
  test('bad cateLevel is a 400 naming the field', async () => {
    const r = await t.get('/goods-center/goods/categoryList', { query: { cateLevel: 5 } })
    expect(r.status).toBe(400)
    expect(r.body).toEqual({ code: 400, msg: '参数 cateLevel 取值无效，可选值：1、2', data: null })
  })
})

describe('goods list', () => {
  test('paging, category with children, goods type and sorting', async () => {
    const all = await t.post('/goods-center/goods/goodsList', { pageNum: 1, pageSize: 10 })
    expect(all.status).toBe(200)
    expect(all.body.data.total).toBe(51) // 42 + the 3 check-up packages of server/seed/checkup + 6 specialty services of server/seed/landing (the /paperToHome postage goods of server/seed/groupbuy is hidden from lists)
    expect(all.body.data.list).toHaveLength(10)
    expect(all.body.data.hasMore).toBe(true)
    const card = all.body.data.list[0]
    for (const k of [
      'goodsId',
      'goodsDistributeId',
      'goodsName',
      'goodsUrl',
      'goodsType',
      'price',
      'linedPrice',
      'minPrice',
      'maxPrice',
      'stock',
      'stockFlag',
      'priceShowMode',
      'dealTypeDto',
      'labelList',
      'sellPoint',
    ]) {
      expect(card).toHaveProperty(k)
    }
    const exam = await t.post('/goods-center/goods/goodsList', { categoryId: 603, pageSize: 50 })
    expect(exam.body.data.total).toBeGreaterThanOrEqual(8)
    expect(exam.body.data.list.every((g: any) => g.goodsType === 2)).toBe(true)
    const combos = await t.post('/goods-center/goods/goodsList', { goodsType: 3, pageSize: 50 })
    expect(combos.body.data.total).toBe(6)
    const cheap = await t.post('/goods-center/goods/goodsList', { sort: 'priceAsc', pageSize: 50 })
    const prices = cheap.body.data.list.map((g: any) => g.minPrice)
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b))
    const last = await t.post('/goods-center/goods/goodsList', { pageNum: 6, pageSize: 10 })
    expect(last.body.data.list).toHaveLength(1) // 51 goods: 5 full pages and 1
    expect(last.body.data.hasMore).toBe(false)
  })
  test('a goods hidden from lists (the /paperToHome postage, 6090) is in no list or search, but opens and sells', async () => {
    const ids = (r: any) => r.body.data.list.map((g: { goodsId: number }) => g.goodsId)
    expect(ids(await t.post('/goods-center/goods/goodsList', { pageSize: 100 }))).not.toContain(6090)
    expect(ids(await t.post('/goods-center/goods/goodsList', { pageSize: 100, sort: 'new' }))).not.toContain(6090)
    expect((await t.post('/goods-center/goods/goodsList', { keyword: '病案复印' })).body.data.total).toBe(0)
    expect(ids(await t.get('/goods-center/market/getGoodsNew', { query: { pageSize: 100 } }))).not.toContain(6090)
    const detail = await t.post('/goods-center/goods/getGoods', { goodsId: 6090 })
    expect(detail.status).toBe(200)
    expect(detail.body.data.goodsName).toBe('病案复印邮寄服务')
  })
  test('each hospital has its own goods', async () => {
    const h7 = await t.post('/goods-center/goods/goodsList', { pageSize: 100 }, H(7))
    const h8 = await t.post('/goods-center/goods/goodsList', { pageSize: 100 }, H(8))
    expect(h7.body.data.total).toBe(22) // 18 + 4 check-up packages (server/seed/checkup)
    expect(h8.body.data.total).toBe(22) // 16 + 6 check-up packages (server/seed/checkup)
    expect(h7.body.data.list.every((g: any) => Math.floor(g.goodsId / 1000) === 7)).toBe(true)
  })
  test('bad input is a 400, never a 500', async () => {
    expect((await t.post('/goods-center/goods/goodsList', { pageNum: 0 })).body.msg).toBe('参数 pageNum 不能小于 1')
    expect((await t.post('/goods-center/goods/goodsList', { goodsType: 9 })).status).toBe(400)
    expect((await t.post('/goods-center/goods/goodsList', { categoryId: 'abc' })).body.msg).toBe('参数 categoryId 类型错误，应为整数')
    expect(
      (await t.call('POST', '/goods-center/goods/goodsList', { payload: '{bad', headers: { 'content-type': 'application/json' } })).status,
    ).toBe(400)
  })
})

describe('goods detail', () => {
  test('by goodsId or goodsDistributeId, with skus, specs, activity, promotions and coupons', async () => {
    const a = await t.post('/goods-center/goods/getGoods', { goodsId: 6001 })
    expect(a.status).toBe(200)
    const d = a.body.data
    expect(d).toMatchObject({
      goodsId: 6001,
      goodsDistributeId: 106001,
      goodsType: 1,
      skuNum: 1,
      priceShowMode: 0,
      dealTypeDto: { goodsPriceFlag: 0, customCopy: '' },
    })
    expect(d.skus).toHaveLength(2)
    expect(JSON.parse(d.skus[0].skuData)).toEqual([{ key: '款式', value: '标准款' }])
    expect(d.specList[0]).toMatchObject({ specName: '款式', optionAttr: ['标准款', '语音播报款'] })
    expect(d.activityInfo).toMatchObject({
      activityId: 601,
      type: 1,
      status: 2,
      skuId: 60011,
      price: 299,
      stock: 200,
      activityPrice: 199,
      purchaseMax: 2,
      singleLimit: 1,
    }) // its own sku's price and stock
    expect(d.skus[0].activityPrice).toBe(199)
    expect(d.skus[1].activityPrice).toBeUndefined()
    expect(d.promotions[0].fullReductionDetailList).toHaveLength(2)
    expect(d.promotions[0].fullReductionDetailList[1].giftGoodsResps.map((g: any) => g.giftStatus)).toEqual([0, 1])
    expect(d.tags).toEqual(['送赠品', '送优惠劵'])
    expect(d.coupons.length).toBeGreaterThan(0)
    const b = await t.post('/goods-center/goods/getGoods', { goodsDistributeId: 106001 })
    expect(b.body.data.goodsId).toBe(6001)
  })
  test('price display flags: 面诊后付款 copy and hidden price', async () => {
    const copy = await t.post('/goods-center/goods/getGoods', { goodsId: 6027 })
    expect(copy.body.data.dealTypeDto).toEqual({ goodsPriceFlag: 1, customCopy: '面诊后付款' })
    const hidden = await t.post('/goods-center/goods/getGoods', { goodsId: 6035 })
    expect(hidden.body.data.priceShowMode).toBe(1)
  })
  test('service goods carry roles, institution and appointment need', async () => {
    const r = await t.post('/goods-center/goods/getGoods', { goodsId: 6031 })
    expect(r.body.data.serviceList.map((s: any) => s.serviceRoleName)).toEqual(['康复治疗师', '康复助理'])
    expect(r.body.data.needAppoint).toBe(true)
    expect(r.body.data.serviceInstitution.name).toContain('金陵市第一人民医院')
  })
  test('missing key 400, unknown 404, other hospital 404', async () => {
    expect((await t.post('/goods-center/goods/getGoods', {})).body).toEqual({ code: 400, msg: '缺少参数 goodsId', data: null })
    expect((await t.post('/goods-center/goods/getGoods', { goodsId: 999999 })).status).toBe(404)
    expect((await t.post('/goods-center/goods/getGoods', { goodsId: 6001 }, H(7))).status).toBe(404)
    expect((await t.post('/goods-center/goods/getGoods', { goodsId: -1 })).status).toBe(400)
  })
})

describe('skus, services, messages, pools', () => {
  test('goodsSku by GET and POST', async () => {
    const g = await t.get('/goods-center/goods/goodsSku', { query: { goodsId: 6014 } })
    expect(g.status).toBe(200)
    expect(g.body.data.skuNum).toBe(2)
    expect(g.body.data.skus).toHaveLength(8)
    expect(g.body.data.maxNum).toBe(999) // 8 skus x 200 in stock, capped at the stepper's 999
    const p = await t.post('/goods-center/goods/goodsSku', { goodsDistributeId: 106037 })
    expect(p.body.data).toMatchObject({ goodsType: 3, maxNum: 1 })
    expect((await t.get('/goods-center/goods/goodsSku')).status).toBe(400)
    expect((await t.get('/goods-center/goods/goodsSku', { query: { goodsId: 'x' } })).status).toBe(400)
  })
  test('service/query and goodsMessage', async () => {
    const s = await t.get('/goods-center/goods/service/query', { query: { goodsId: 6023, skuId: 60231 } })
    expect(s.status).toBe(200)
    expect(s.body.data.ruleFieldRelList.map((f: any) => f.fieldId)).toEqual([13, 14, 15, 16, 17, 18])
    expect(s.body.data.serviceItems.length).toBeGreaterThan(0)
    expect((await t.get('/goods-center/goods/service/query')).body.msg).toBe('缺少参数 goodsId')
    expect((await t.get('/goods-center/goods/service/query', { query: { goodsId: 6023, skuId: 60011 } })).body.msg).toBe('规格不存在')
    const m = await t.get('/goods-center/market/goodsMessage', { query: { goodsId: 6036 } })
    expect(m.body.data).toEqual([expect.objectContaining({ specName: '驾驶证档案号', isRequire: 1 })])
    expect((await t.get('/goods-center/market/goodsMessage', { query: { goodsId: 6001 } })).body.data).toEqual([])
  })
  test('appointment pool: 7 days of slots, a fully booked slot, by GET and PUT', async () => {
    const r = await t.get('/goods-center/goods/getAppointPool', { query: { goodsId: 6023, goodsDistributeId: 106023 } })
    expect(r.status).toBe(200)
    expect(r.body.data).toHaveLength(7)
    expect(r.body.data[0].poolList.map((p: any) => p.appointedTime)).toEqual([
      '08:00-09:00',
      '09:00-10:00',
      '10:00-11:00',
      '14:00-15:00',
      '15:00-16:00',
    ])
    expect(r.body.data[1].poolList[0]).toMatchObject({ remain: 0, appointFlag: 2 })
    const put = await t.call('PUT', '/goods-center/goods/getAppointPool', { body: { goodsId: 6023 } })
    expect(put.body.data).toEqual(r.body.data)
    expect((await t.get('/goods-center/goods/getAppointPool', { query: { goodsId: 6001 } })).body.data).toEqual([])
    expect((await t.call('PUT', '/goods-center/goods/getAppointPool', { body: { goodsId: 'abc' } })).status).toBe(400)
  })
})

/**
 * The 'contract' part of the former __tests__/server/browse-zeus.test.ts (tests beside what they test).
 *
 * Browse: zeus page builder, home, search and doctors; common dictionaries; studio lists; the
 * minimal cart (addCart + badge count) — over HTTP against one seeded database.
 */
import { createTestDatabase, type TestApp, createSeededApp } from '../test-support/server'
import type { Database } from './lib/db'

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

describe('contract', () => {
  test('every browse endpoint is documented in /openapi.json with its input schema', async () => {
    const r = await t.get('/openapi.json')
    expect(r.status).toBe(200)
    const paths = Object.keys(r.body.paths)
    for (const p of [
      '/zeus/magic/getPageConfig',
      '/zeus/magic/getResource',
      '/zeus/magic/getGoods',
      '/zeus/magic/getArticle',
      '/zeus/magic/getArticleInfo',
      '/zeus/magic/getDoctor',
      '/zeus/magic/getDepartment',
      '/zeus/magic/magicGroup',
      '/zeus/magic/getForm',
      '/zeus/magic/getAdvertising',
      '/zeus/shopConfig/homePage',
      '/zeus/index/indexResource',
      '/zeus/recommend/queryTodayGoods',
      '/zeus/search/getHotWords',
      '/zeus/search/searchCondition',
      '/zeus/search/searchResult',
      '/zeus/health/famous',
      '/zeus/doctor/query',
      '/goods-center/goods/categoryList',
      '/goods-center/goods/getGoods',
      '/goods-center/goods/goodsList',
      '/goods-center/goods/goodsSku',
      '/goods-center/goods/service/query',
      '/goods-center/market/goodsMessage',
      '/goods-center/goods/getAppointPool',
      '/goods-center/goods/getActivityEndTime',
      '/goods-center/goods/getActivityExInfo',
      '/goods-center/secKill/secKillDetail',
      '/goods-center/secKill/secKillGoods',
      '/market-center/coupons',
      '/market-center/acquireCoupon',
      '/market-center/myCoupon',
      '/market-center/coupon/newUser',
      '/market-center/activity/goodsList',
      '/market-center/activityOnline/getTeamSaleActivityByActivityId',
      '/market-center/activityOnline/getTeamSaleActivityByTeamId',
      '/market-center/teamInfo/getSkuTeamInfoList',
      '/market-center/integral/getIntegral',
      '/market-center/integral/getRecords',
      '/market-center/integral/getCouponBatch',
      '/market-center/integral/conversion',
      '/order-center/cart/addCart',
      '/order-center/cart/sumCart',
      '/order-center/cart/queryGoodsNum',
      '/common/dict/getItemMap',
      '/studio-patient/studio/listByStudioDepartmentId',
    ]) {
      expect(paths).toContain(p)
    }
    expect(r.body.paths['/market-center/acquireCoupon'].get.parameters.map((x: any) => x.name)).toContain('couponRuleId')
  })
})

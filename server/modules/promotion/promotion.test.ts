/**
 * The 'promotions and group buys' part of the former __tests__/server/browse-market.test.ts (tests beside what they test).
 *
 * Browse: market-center (coupon centre and claiming, my coupons, new-user coupons, points, promotion
 * goods, group buys) over HTTP against one seeded database, including concurrent claims and
 * concurrent points exchanges.
 */
import { createTestDatabase, type TestApp, createSeededApp } from '../../../test-support/server'
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

describe('promotions and group buys', () => {
  test('activity/goodsList: tiers with gifts and gift coupons, paging; unknown 404; bad input 400', async () => {
    const r = await t.call('PUT', '/market-center/activity/goodsList', { body: { activityId: 601, pageSize: 5 } })
    expect(r.status).toBe(200)
    expect(r.body.data.total).toBe(14)
    expect(r.body.data.list).toHaveLength(5)
    expect(r.body.data.activity.fullReductionDetailList[1]).toMatchObject({ totalAmount: 399, type: 1, amount: 50, giftNum: 1 })
    expect(r.body.data.activity.fullReductionDetailList[1].giftCouponRespList[0].couponRuleId).toBe(690)
    expect(r.body.data.list[0].tags).toEqual(['送赠品', '送优惠劵'])
    const d = await t.call('PUT', '/market-center/activity/goodsList', { body: { activityId: 602 } })
    expect(d.body.data.activity).toMatchObject({ discountType: 2, status: 2 })
    expect((await t.call('PUT', '/market-center/activity/goodsList', { body: { activityId: 999 } })).status).toBe(404)
    expect((await t.call('PUT', '/market-center/activity/goodsList', { body: {} })).body.msg).toBe('缺少参数 activityId')
  })
  test('an ended promotion is refused', async () => {
    await database.db
      .insertInto('promotion')
      .values({
        id: 699,
        hospital_id: 6,
        activity_name: '旧活动',
        rule_type: 1,
        period_begin: new Date(t.clock.now - 20 * 86400_000),
        period_end: new Date(t.clock.now - 86400_000),
        activity_describe: '',
        tiers: '[]',
      })
      .execute()
    expect((await t.call('PUT', '/market-center/activity/goodsList', { body: { activityId: 699 } })).body).toEqual({
      code: 400,
      msg: '活动已结束',
      data: null,
    })
  })
  test('group buy by activity, by team, open teams of a sku', async () => {
    const a = await t.get('/market-center/activityOnline/getTeamSaleActivityByActivityId', { query: { activityId: 604 } })
    expect(a.body.data).toMatchObject({ activityId: 604, status: 2, teamNum: 2, teamHours: 24 })
    expect(a.body.data.goods.map((g: any) => [g.goodsId, g.teamPrice])).toEqual([
      [6023, 159],
      [6031, 499],
    ])
    const teams = await t.post('/market-center/teamInfo/getSkuTeamInfoList', { activityId: 604, goodsId: 6023 })
    expect(teams.body.data.map((x: any) => x.leaderName)).toEqual(['李**', '张**'])
    expect(teams.body.data[0]).toMatchObject({ needNum: 2, joinedNum: 1, lackNum: 1, teamStatus: 1 })
    const byTeam = await t.get('/market-center/activityOnline/getTeamSaleActivityByTeamId', {
      query: { teamId: teams.body.data[0].teamId },
    })
    expect(byTeam.body.data.team.leaderName).toBe('李**')
    expect(byTeam.body.data.activity.activityId).toBe(604)
    expect((await t.get('/market-center/activityOnline/getTeamSaleActivityByActivityId', { query: { activityId: 601 } })).status).toBe(404) // a flash sale, not a group buy
    expect((await t.get('/market-center/activityOnline/getTeamSaleActivityByActivityId')).status).toBe(400)
    expect((await t.get('/market-center/activityOnline/getTeamSaleActivityByTeamId', { query: { teamId: 99999 } })).status).toBe(404)
    expect((await t.post('/market-center/teamInfo/getSkuTeamInfoList', { activityId: 'x' })).status).toBe(400)
  })
})

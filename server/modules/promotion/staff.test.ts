/**
 * The activity desk of the staff console over HTTP (issue 33 item 2): a seckill on an operator-made goods is checked
 * by the checkout's rules (a price above the sku's or ≤ 0, an end before the start or in the past, an overlap on the
 * same goods → 400 with the catalogue's message); the patient sees the seckill price at once and pays it; ending early
 * takes it off at once; group-buy teams, promotion tiers, points; another hospital's ids are 404; audited.
 */
import { STAFF_ACTIVITY_PATHS as P } from '../../../contract/staffActivities'
import { STAFF_GOODS_PATHS } from '../../../contract/staffGoods'
import * as M from '../../../src/domain/messages/staffActivity'
import { formatBusiness } from '../../../src/domain/time'
import { createTestApp, createTestDatabase, patients, type TestApp } from '../../../test-support/server'
import { solidPng } from '../../../test-support/server/images'
import { staffOfRole, type StaffClient } from '../../../test-support/server/staff'
import type { Database } from '../../lib/db'

let database: Database
let t: TestApp
let op: StaffClient
let op7: StaffClient
const login = patients(() => ({ database, t }), '137', 'act')

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createTestApp({ database })
  op = await staffOfRole(t, 'operator', 6)
  op7 = await staffOfRole(t, 'operator', 7)
})
afterAll(async () => {
  await t.close()
  await database.close()
})

const at = (offsetHours: number) => formatBusiness(new Date(t.clock.now + offsetHours * 3600_000), 'YYYY-MM-DD HH:mm:ss')
const ADDRESS = {
  recvName: '张三',
  contactNumber: '13912345678',
  recvProvince: '江苏省',
  recvCity: '南京市',
  recvArea: '鼓楼区',
  recvAddress: '中山路1号',
}
let goodsSeq = 0
async function goodsOfOperator(): Promise<{ id: number; skuIds: number[] }> {
  const cats = await op.post(STAFF_GOODS_PATHS.categorySave, { categoryName: `活动类${++goodsSeq}` })
  const categoryId = cats.body.data.list.find((c: { categoryName: string }) => c.categoryName === `活动类${goodsSeq}`).id
  const image = (await op.post(STAFF_GOODS_PATHS.imageUpload, { imageBase64: solidPng().toString('base64') })).body.data.path
  const r = await op.post(STAFF_GOODS_PATHS.goodsSave, {
    goodsName: `秒杀测试血压计${goodsSeq}`,
    categoryId,
    goodsType: 1,
    images: [image],
    skus: [
      { name: '标准款', priceFen: 19900, stock: 20 },
      { name: '语音款', priceFen: 25900, stock: 20 },
    ],
    listed: true,
  })
  expect(r.status).toBe(200)
  return { id: r.body.data.id, skuIds: r.body.data.skus.map((s: { id: number }) => s.id) }
}
const auditsOf = async (type: string, id: number) =>
  (
    await database.db
      .selectFrom('staff_audit')
      .select(['action', 'result'])
      .where('object_type', '=', type)
      .where('object_id', '=', String(id))
      .where('hospital_id', '=', 6)
      .orderBy('id')
      .execute()
  )
    .filter((a) => a.result === 'ok')
    .map((a) => a.action)

test('a seckill: checked like the checkout; the patient sees and pays its price at once; ended early it is gone', async () => {
  const g = await goodsOfOperator()
  const base = {
    type: 1,
    activityName: '血压计限时秒杀',
    periodBegin: at(-1),
    periodEnd: at(48),
    purchaseMax: 2,
    singleLimit: 1,
    lines: [{ goodsId: g.id, skuId: g.skuIds[0], activityPriceFen: 9900, stock: 5 }],
  }
  const save = (b: Record<string, unknown>, s = op) => s.post(P.activitySave, { ...base, ...b })
  const line = (l: Record<string, unknown>) => ({ lines: [{ ...base.lines[0], ...l }] })
  expect((await save(line({ activityPriceFen: 19901 }))).body).toMatchObject({
    code: 400,
    msg: M.STAFF_ACTIVITY_PRICE_ABOVE_SKU(1, '199.00'),
  })
  expect((await save(line({ activityPriceFen: 0 }))).body).toMatchObject({ code: 400, msg: M.STAFF_ACTIVITY_PRICE_NOT_POSITIVE(1) })
  expect((await save(line({ skuId: null, activityPriceFen: 20000 }))).body).toMatchObject({
    code: 400,
    msg: M.STAFF_ACTIVITY_PRICE_ABOVE_SKU(1, '199.00'),
  })
  expect((await save({ periodEnd: at(-2) })).body).toMatchObject({ code: 400, msg: M.STAFF_ACTIVITY_END_BEFORE_START })
  expect((await save({ periodBegin: at(-5), periodEnd: at(-2) })).body).toMatchObject({ code: 400, msg: M.STAFF_ACTIVITY_END_IN_PAST })
  expect((await save(line({ goodsId: 6030, skuId: null }), op7)).body).toMatchObject({ code: 400, msg: M.STAFF_ACTIVITY_GOODS_UNKNOWN })
  expect((await save(line({ skuId: 60301 }))).body).toMatchObject({ code: 400, msg: M.STAFF_ACTIVITY_GOODS_UNKNOWN })

  const created = await save({})
  expect(created.body).toMatchObject({ code: 200 })
  const a = created.body.data
  expect(a).toMatchObject({
    type: 1,
    status: 2,
    lines: [{ goodsId: g.id, skuId: g.skuIds[0], priceFen: 19900, activityPriceFen: 9900, stock: 5, sold: 0 }],
  })

  // a second activity on the same goods in an overlapping window: the shop would show only one
  expect((await save({ activityName: '另一场', periodBegin: at(24), periodEnd: at(72) })).body).toMatchObject({
    code: 400,
    msg: M.STAFF_ACTIVITY_OVERLAP('血压计限时秒杀'),
  })
  expect((await save({ type: 3, activityName: '下一场', periodBegin: at(48), periodEnd: at(72) })).status).toBe(200)

  // the patient sees the price at once and pays it
  const u = await login()
  const detail = await t.post('/goods-center/goods/getGoods', { goodsId: g.id }, { token: u.token })
  expect(detail.body.data.activityInfo).toMatchObject({ activityId: a.id, status: 2, activityPrice: 99 })
  expect(detail.body.data.skus.find((s: { id: number }) => s.id === g.skuIds[0]).activityPrice).toBe(99)
  const pay = await t.post(
    '/order-center/orderCenter/commitPay',
    { goodsList: [{ goodsId: g.id, skuId: g.skuIds[0], goodsNum: 1, activityId: a.id }], address: ADDRESS },
    { token: u.token },
  )
  expect(pay.body).toMatchObject({ code: 200 })
  expect(pay.body.data.actualPrice).toBe(99)

  // an edit: the new price is what the patient sees next; stock cannot go below what was sold
  const edit = await save({ id: a.id, ...line({ activityPriceFen: 8800 }) })
  expect(edit.body.data.lines[0]).toMatchObject({ activityPriceFen: 8800, sold: 1 })
  expect((await t.post('/goods-center/goods/getGoods', { goodsId: g.id }, { token: u.token })).body.data.activityInfo.activityPrice).toBe(
    88,
  )
  expect((await save({ id: a.id, ...line({ stock: 0 }) })).body.msg).toBe(M.STAFF_ACTIVITY_STOCK_INVALID(1))

  // another hospital: 404, not listed
  expect((await save({ id: a.id }, op7)).status).toBe(404)
  expect((await op7.post(P.activityEnd, { id: a.id })).status).toBe(404)
  expect((await op7.get(P.activities, { query: { type: 1 } })).body.data.list.map((x: { id: number }) => x.id)).not.toContain(a.id)
  expect(
    (await op.get(P.activities, { query: { type: 1, keyword: '血压计限时' } })).body.data.list.map((x: { id: number }) => x.id),
  ).toEqual([a.id])

  // ended early: off the goods page at once; a second end is refused
  const ended = await op.post(P.activityEnd, { id: a.id })
  expect(ended.body.data).toMatchObject({ status: 3 })
  expect((await t.post('/goods-center/goods/getGoods', { goodsId: g.id }, { token: u.token })).body.data.activityInfo?.activityId).not.toBe(
    a.id,
  )
  expect((await op.post(P.activityEnd, { id: a.id })).body).toMatchObject({ code: 400, msg: M.STAFF_ACTIVITY_ALREADY_ENDED })
  // an ended activity no longer blocks the goods: a new one may start now
  expect((await save({ activityName: '返场秒杀', periodBegin: at(-2), periodEnd: at(24) })).status).toBe(200)
  expect(await auditsOf('activity', a.id)).toEqual(['activity.create', 'activity.update', 'activity.end'])
})

test('a group buy: team size and time limit checked; the patient sees the group price', async () => {
  const g = await goodsOfOperator()
  const base = {
    type: 2,
    activityName: '血压计2人团',
    periodBegin: at(-1),
    periodEnd: at(240),
    purchaseMax: 0,
    singleLimit: 0,
    teamNum: 2,
    teamHours: 24,
    lines: [{ goodsId: g.id, skuId: null, activityPriceFen: 15900, stock: 50 }],
  }
  const save = (b: Record<string, unknown>) => op.post(P.activitySave, { ...base, ...b })
  expect((await save({ teamNum: 1 })).body).toMatchObject({ code: 400, msg: M.STAFF_ACTIVITY_TEAM_SIZE_INVALID })
  expect((await save({ teamHours: 0 })).body).toMatchObject({ code: 400, msg: M.STAFF_ACTIVITY_TEAM_HOURS_INVALID })
  const r = await save({})
  expect(r.body.data).toMatchObject({ type: 2, teamNum: 2, teamHours: 24 })
  const seen = await t.get('/market-center/activityOnline/getTeamSaleActivityByActivityId', { query: { activityId: r.body.data.id } })
  expect(seen.body.data).toMatchObject({ activityId: r.body.data.id, teamNum: 2, teamHours: 24 })
  expect(seen.body.data.goods.map((x: { goodsId: number; teamPrice: number }) => [x.goodsId, x.teamPrice])).toEqual([[g.id, 159]])
})

test('a full-reduction promotion: tiers must increase; gifts and coupons of the own hospital; the patient sees it at once', async () => {
  const g = await goodsOfOperator()
  const gift = await goodsOfOperator()
  const base = {
    activityName: '血压计满减',
    periodBegin: at(-1),
    periodEnd: at(240),
    goodsIds: [g.id],
    tiers: [
      { totalAmount: 200, type: 1, amount: 20, giftNum: 0, gifts: [], couponRuleIds: [] },
      {
        totalAmount: 400,
        type: 1,
        amount: 50,
        giftNum: 1,
        gifts: [{ goodsId: gift.id, skuId: gift.skuIds[0], giftAmount: 10 }],
        couponRuleIds: [],
      },
    ],
  }
  const save = (b: Record<string, unknown>, s = op) => s.post(P.promotionSave, { ...base, ...b })
  const tier2 = (x: Record<string, unknown>) => ({ tiers: [base.tiers[0], { ...base.tiers[1], ...x }] })
  expect((await save(tier2({ totalAmount: 150 }))).body).toMatchObject({ code: 400, msg: M.STAFF_PROMOTION_TIERS_NOT_INCREASING(2) })
  expect((await save(tier2({ amount: 10, gifts: [], giftNum: 0 }))).body).toMatchObject({
    code: 400,
    msg: M.STAFF_PROMOTION_TIER_BENEFIT_NOT_INCREASING(2),
  })
  // a gift of another hospital's goods, a coupon that is not ours
  expect((await save(tier2({ gifts: [{ goodsId: 7002, skuId: 70021, giftAmount: 1 }] }))).body.msg).toBe(M.STAFF_PROMOTION_GIFT_UNKNOWN)
  expect((await save(tier2({ couponRuleIds: [99_999_999] }))).body.msg).toBe(M.STAFF_PROMOTION_COUPON_UNKNOWN)
  const r = await save({})
  expect(r.body).toMatchObject({ code: 200 })
  const p = r.body.data
  expect(p).toMatchObject({ status: 2, goodsIds: [g.id] })
  // a second promotion on the same goods in an overlapping window: the checkout prices a line with one only
  expect((await save({ activityName: '又一个满减', periodBegin: at(100) })).body.msg).toBe(M.STAFF_PROMOTION_OVERLAP('血压计满减'))
  const seen = await t.call('PUT', '/market-center/activity/goodsList', { body: { activityId: p.id } })
  expect(
    seen.body.data.activity.fullReductionDetailList.map((x: { totalAmount: number; amount: number }) => [x.totalAmount, x.amount]),
  ).toEqual([
    [200, 20],
    [400, 50],
  ])
  expect(seen.body.data.list.map((x: { goodsId: number }) => x.goodsId)).toEqual([g.id])
  expect((await save({ id: p.id }, op7)).status).toBe(404)
  expect((await op.post(P.promotionEnd, { id: p.id })).body.data.status).toBe(3)
  expect((await t.call('PUT', '/market-center/activity/goodsList', { body: { activityId: p.id } })).body.msg).toBe('活动已结束')
  expect(await auditsOf('promotion', p.id)).toEqual(['promotion.create', 'promotion.end'])
})

test('points: earning rules and exchange goods, shown on the patient points page', async () => {
  const u = await login()
  const rule = await op.post(P.pointsRuleSave, { ruleName: '完成体检', ruleDesc: '完成一次体检得50积分', integral: 50 })
  expect(rule.body).toMatchObject({ code: 200 })
  expect((await op.post(P.pointsRuleSave, { ruleName: '签到', ruleDesc: '', integral: 0 })).body.msg).toBe(M.STAFF_POINTS_VALUE_INVALID)
  const mine = await t.get('/market-center/integral/getIntegral', { token: u.token })
  expect(mine.body.data.rules.map((x: { ruleName: string }) => x.ruleName)).toContain('完成体检')
  const item = await op.post(P.pointsItemSave, { couponRuleId: 601, integral: 300, stock: 10, limitNum: 1 })
  expect(item.body).toMatchObject({ code: 200 })
  const it = item.body.data.items.find((x: { couponRuleId: number; integral: number }) => x.couponRuleId === 601 && x.integral === 300)
  expect(it).toMatchObject({ stock: 10, exchangedNum: 0, limitNum: 1 })
  expect((await op7.post(P.pointsItemSave, { couponRuleId: 601, integral: 300, stock: 10, limitNum: 1 })).body.msg).toBe(
    M.STAFF_POINTS_ITEM_COUPON_UNKNOWN,
  )
  expect((await op7.post(P.pointsItemEnd, { id: it.id })).status).toBe(404)
  const ended = await op.post(P.pointsItemEnd, { id: it.id })
  expect(ended.body.data.items.find((x: { id: number }) => x.id === it.id)).toMatchObject({ stock: 0 })
  const ruleId = rule.body.data.rules.find((x: { ruleName: string }) => x.ruleName === '完成体检').id
  expect((await op7.post(P.pointsRuleRemove, { id: ruleId })).status).toBe(404)
  expect((await op.post(P.pointsRuleRemove, { id: ruleId })).body.data.rules.map((x: { id: number }) => x.id)).not.toContain(ruleId)
})

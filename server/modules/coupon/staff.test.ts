/**
 * The coupon desk of the staff console over HTTP (issue 33 item 1): a coupon rule for a goods the operator made is
 * checked by the checkout's own rule (a threshold below the amount, an end before the start … 400 with the
 * catalogue's message); the patient claims it and the order is priced price − coupon in fen; grants by phone
 * respect the total; another hospital's rule is 404; one audit row per write.
 */
import { STAFF_GOODS_PATHS } from '../../../contract/staffGoods'
import * as M from '../../../src/domain/messages/staffGoods'
import { formatBusiness } from '../../../src/domain/time'
import { createTestApp, createTestDatabase, patients, type TestApp } from '../../../test-support/server'
import { solidPng } from '../../../test-support/server/images'
import { staffOfRole, type StaffClient } from '../../../test-support/server/staff'
import type { Database } from '../../lib/db'

let database: Database
let t: TestApp
let op: StaffClient
let op7: StaffClient
const login = patients(() => ({ database, t }), '135', 'cp')

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

const at = (offsetDays: number) => formatBusiness(new Date(t.clock.now + offsetDays * 86_400_000), 'YYYY-MM-DD HH:mm:ss')
const ADDRESS = {
  recvName: '张三',
  contactNumber: '13912345678',
  recvProvince: '江苏省',
  recvCity: '南京市',
  recvArea: '鼓楼区',
  recvAddress: '中山路1号',
}

async function goodsOfOperator(): Promise<{ id: number; skuIds: number[] }> {
  const cats = await op.post(STAFF_GOODS_PATHS.categorySave, { categoryName: '券测试类' })
  const categoryId = cats.body.data.list.find((c: { categoryName: string }) => c.categoryName === '券测试类').id
  const image = (await op.post(STAFF_GOODS_PATHS.imageUpload, { imageBase64: solidPng().toString('base64') })).body.data.path
  const r = await op.post(STAFF_GOODS_PATHS.goodsSave, {
    goodsName: '券测试体温计',
    categoryId,
    goodsType: 1,
    images: [image],
    skus: [
      { name: '基础款', priceFen: 12800, stock: 20 },
      { name: '蓝牙款', priceFen: 15800, stock: 20 },
    ],
    listed: true,
  })
  expect(r.status).toBe(200)
  return { id: r.body.data.id, skuIds: r.body.data.skus.map((s: { id: number }) => s.id) }
}

test('a coupon for an operator-made goods: checked like the checkout; claimed; the order pays price − coupon', async () => {
  const g = await goodsOfOperator()
  const rule = {
    couponName: '体温计立减30',
    couponType: 1,
    couponVal: 3000,
    reachType: 1,
    reachVal: 10000,
    periodBegin: at(-1),
    periodEnd: at(30),
    reqNum: 1,
    couponTotal: 2,
    goodsIds: [g.id],
  }
  const save = (b: Record<string, unknown>, s = op) => s.post(STAFF_GOODS_PATHS.couponSave, { ...rule, ...b })
  expect((await save({ reachVal: 2000 })).body).toMatchObject({ code: 400, msg: M.STAFF_COUPON_THRESHOLD_BELOW_AMOUNT })
  expect((await save({ periodEnd: at(-2) })).body).toMatchObject({ code: 400, msg: M.STAFF_COUPON_END_BEFORE_START })
  expect((await save({ periodEnd: 'tomorrow' })).body).toMatchObject({ code: 400, msg: M.STAFF_COUPON_DATE_INVALID })
  expect((await save({ couponType: 2, couponVal: 100 })).body).toMatchObject({ code: 400, msg: M.STAFF_COUPON_DISCOUNT_INVALID })
  expect((await save({ couponVal: -5 })).body).toMatchObject({ code: 400, msg: M.STAFF_COUPON_AMOUNT_INVALID })
  expect((await save({ goodsIds: [6030] }, op7)).body).toMatchObject({ code: 400, msg: M.STAFF_COUPON_GOODS_UNKNOWN })
  expect((await save({ reqNum: 0 })).body).toMatchObject({ code: 400, msg: M.STAFF_COUPON_LIMIT_INVALID })

  const created = await save({})
  expect(created.status).toBe(200)
  const c = created.body.data
  expect(c).toMatchObject({ couponName: '体温计立减30', valueText: '¥30', conditionText: '满100元可用', receivedNum: 0, goodsIds: [g.id] })

  // the patient sees it in the goods' coupon list, claims it, pays 128 − 30 = 98
  const u = await login()
  const popup = await t.post('/market-center/coupons', { useTag: 1, packageId: g.id }, { token: u.token })
  expect(popup.body.data.map((x: { couponRuleId: number }) => x.couponRuleId)).toContain(c.id)
  expect((await t.get('/market-center/acquireCoupon', { token: u.token, query: { couponRuleId: c.id } })).status).toBe(200)
  const uc = (
    await database.db
      .selectFrom('user_coupon')
      .select('id')
      .where('user_id', '=', u.userId)
      .where('coupon_rule_id', '=', c.id)
      .executeTakeFirstOrThrow()
  ).id
  const r = await t.post(
    '/order-center/orderCenter/commitPay',
    { goodsList: [{ goodsId: g.id, skuId: g.skuIds[0], goodsNum: 1 }], address: ADDRESS, userCouponId: uc },
    { token: u.token },
  )
  expect(r.body).toMatchObject({ code: 200 })
  expect(r.body.data.actualPrice).toBe(98)
  const order = await database.db.selectFrom('shop_order').selectAll().where('id', '=', r.body.data.orderId).executeTakeFirstOrThrow()
  expect(order as unknown as Record<string, unknown>).toMatchObject({ hospital_id: 6 })

  // an edit the checkout would refuse is refused; the total cannot go below what was claimed
  expect((await save({ id: c.id, reachVal: 3000 })).body).toMatchObject({ code: 400, msg: M.STAFF_COUPON_THRESHOLD_BELOW_AMOUNT })
  expect((await save({ id: c.id, couponTotal: 1, reqNum: 1 })).status).toBe(200)
  expect((await save({ id: c.id, couponTotal: 0 })).body).toMatchObject({ code: 400, msg: M.STAFF_COUPON_TOTAL_INVALID })
  await save({ id: c.id, couponTotal: 2 })

  // grants: by phone, up to the total
  const v = await login()
  const phoneOf = async (id: number) =>
    (await database.db.selectFrom('app_user').select('phone').where('id', '=', id).executeTakeFirstOrThrow()).phone as string
  expect((await op.post(STAFF_GOODS_PATHS.couponGrant, { id: c.id, phone: '123' })).body).toMatchObject({
    code: 400,
    msg: M.STAFF_GRANT_PHONE_INVALID,
  })
  expect((await op.post(STAFF_GOODS_PATHS.couponGrant, { id: c.id, phone: '13912345678' })).body).toMatchObject({
    code: 400,
    msg: M.STAFF_GRANT_USER_UNKNOWN,
  })
  const granted = await op.post(STAFF_GOODS_PATHS.couponGrant, { id: c.id, phone: await phoneOf(v.userId) })
  expect(granted.body.data).toMatchObject({ receivedNum: 2 })
  expect((await op.post(STAFF_GOODS_PATHS.couponGrant, { id: c.id, phone: await phoneOf(v.userId) })).body).toMatchObject({
    code: 400,
    msg: M.STAFF_GRANT_SOLD_OUT,
  })
  const mine = await t.get('/market-center/myCoupon', { token: v.token, query: { status: 0, pageNum: 1, pageSize: 20 } })
  expect(mine.body.data.list.map((x: { couponRuleId: number }) => x.couponRuleId)).toContain(c.id)

  // another hospital: 404; its list has none of ours
  expect((await save({ id: c.id }, op7)).status).toBe(404)
  expect((await op7.post(STAFF_GOODS_PATHS.couponGrant, { id: c.id, phone: await phoneOf(v.userId) })).status).toBe(404)
  expect((await op7.get(STAFF_GOODS_PATHS.coupons)).body.data.list.map((x: { id: number }) => x.id)).not.toContain(c.id)
  expect(
    (await op.get(STAFF_GOODS_PATHS.coupons, { query: { keyword: '体温计' } })).body.data.list.map((x: { id: number }) => x.id),
  ).toEqual([c.id])
  const audits = await database.db
    .selectFrom('staff_audit')
    .select(['action', 'result'])
    .where('object_type', '=', 'coupon')
    .where('object_id', '=', String(c.id))
    .where('hospital_id', '=', 6)
    .orderBy('id')
    .execute()
  expect(audits.filter((a) => a.result === 'ok').map((a) => a.action)).toEqual([
    'coupon.create',
    'coupon.update',
    'coupon.update',
    'coupon.grant',
  ])
})

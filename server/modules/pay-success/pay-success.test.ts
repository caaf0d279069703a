/**
 * The pay-success configuration over HTTP (issue 18): hospital 6's banner, tip, recommended goods and gift coupon;
 * a hospital without one gets the empty configuration; the gift of a paid order is granted once (also under
 * concurrent calls), only to the order's owner (another user: 404), never for an unpaid order (400).
 */
import { createSeededApp, createTestDatabase, patients, type TestApp } from '../../../test-support/server'
import { paidOrders } from '../../../test-support/server/orders'
import type { Database } from '../../lib/db'
import * as M from '../../../src/domain/messages'
import { PAY_GIFT_RULE_ID, PAY_SUCCESS_GOODS_6 } from '../../seed/pay-success'

let database: Database
let t: TestApp
const patient = patients(() => ({ database, t }), '138', 'pays')
const order = paidOrders(() => ({ database, t }))

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createSeededApp(database)
})
afterAll(async () => {
  await t.close()
  await database.close()
})

const H6 = { hospitalId: '6' }
const gift = (orderId: number | string, token: string) =>
  t.get('/market-center/market/paySuccess', { query: { orderId }, token, headers: H6 })

test("hospital 6's configuration: banner, tip, goods in their order, the gift coupon", async () => {
  const r = await t.get('/zeus/shopConfig/paySuccessPage', { headers: H6 })
  expect(r.status).toBe(200)
  const c = r.body.data
  expect(c.banner).toEqual({ imageUrl: '/assets/browse/banner-6-1.svg', link: '/checkup/packageList' })
  expect(c.tip).toContain('我的订单')
  expect(c.goods.map((g: { goodsId: number }) => g.goodsId)).toEqual(PAY_SUCCESS_GOODS_6)
  expect(c.giftCoupons).toEqual([
    expect.objectContaining({ couponRuleId: PAY_GIFT_RULE_ID, couponName: '支付有礼 5元券', couponType: 1, couponVal: 500 }),
  ])
})

test('a hospital without a configuration: no banner, no goods, no gift', async () => {
  const r = await t.get('/zeus/shopConfig/paySuccessPage', { headers: { hospitalId: '8' } })
  expect(r.body.data).toEqual({ banner: null, tip: null, goods: [], giftCoupons: [] })
})

test('the gift of a paid order: granted once, into the coupons of its owner', async () => {
  const u = await patient()
  const o = await order(u.userId)
  const first = await gift(o.id, u.token)
  expect(first.status).toBe(200)
  expect(first.body.data).toMatchObject({ granted: true, coupons: [{ couponRuleId: PAY_GIFT_RULE_ID, couponName: '支付有礼 5元券' }] })
  const again = await gift(o.id, u.token)
  expect(again.body.data).toEqual({ granted: false, coupons: first.body.data.coupons })
  const mine = await database.db.selectFrom('user_coupon').select(['coupon_rule_id', 'source']).where('user_id', '=', u.userId).execute()
  expect(mine).toEqual([{ coupon_rule_id: PAY_GIFT_RULE_ID, source: 3 }])
})

test('concurrent calls grant the gift once', async () => {
  const u = await patient()
  const o = await order(u.userId)
  const replies = await Promise.all(Array.from({ length: 5 }, () => gift(o.id, u.token)))
  expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
  expect(replies.filter((r) => r.body.data.granted)).toHaveLength(1)
  const n = await database.db.selectFrom('user_coupon').select('id').where('user_id', '=', u.userId).execute()
  expect(n).toHaveLength(1)
})

test("another user's order is a 404; an unpaid order a 400; a malformed id a 400; no login a 401", async () => {
  const owner = await patient()
  const other = await patient()
  const o = await order(owner.userId)
  expect((await gift(o.id, other.token)).status).toBe(404)
  const unpaid = await order(owner.userId, { status: 101 })
  const r = await gift(unpaid.id, owner.token)
  expect([r.status, r.body.msg]).toEqual([400, M.PAY_SUCCESS_GIFT_NOT_PAID])
  expect((await gift('abc', owner.token)).status).toBe(400)
  expect((await t.get('/market-center/market/paySuccess', { query: { orderId: o.id }, headers: H6 })).status).toBe(401)
  const none = await database.db.selectFrom('user_coupon').select('id').where('user_id', 'in', [owner.userId, other.userId]).execute()
  expect(none).toEqual([])
})

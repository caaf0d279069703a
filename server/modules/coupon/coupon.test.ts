/**
 * The 'coupon lists', 'claiming', 'new-user coupons', 'points' part of the former __tests__/server/browse-market.test.ts (tests beside what they test).
 *
 * Browse: market-center (coupon centre and claiming, my coupons, new-user coupons, points, promotion
 * goods, group buys) over HTTP against one seeded database, including concurrent claims and
 * concurrent points exchanges.
 */
import { createTestDatabase, type TestApp, createSeededApp } from '../../../test-support/server'
import type { Database } from '../../lib/db'
import { createSession } from '../../auth/sessions'
import { couponClaimLabel } from '../../../src/domain/coupons'

let database: Database
let t: TestApp
let seq = 0

async function login(opts: { createdDaysAgo?: number } = {}): Promise<{ token: string; userId: number }> {
  const now = new Date(t.clock.now)
  const phone = `139${String(1000_0000 + ++seq).slice(-8)}`
  const created = new Date(now.getTime() - (opts.createdDaysAgo ?? 0) * 86400_000)
  const u = await database.db
    .insertInto('app_user')
    .values({
      username: `u${phone}`,
      phone,
      password_hash: null,
      register_hospital_id: 6,
      register_channel: 'test',
      avatar_url: null,
      id_no_hash: null,
      created_at: created,
      updated_at: created,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const token = await createSession(database.db, { userId: u.id, loginType: 1, channel: 'h5', hospitalId: 6, now })
  return { token, userId: u.id }
}

async function givePoints(userId: number, points: number, hospitalId = 6) {
  await database.db
    .insertInto('integral_account')
    .values({ user_id: userId, hospital_id: hospitalId, balance: points, total_earned: points, total_spent: 0 })
    .execute()
}

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createSeededApp(database)
})
afterAll(async () => {
  await t.close()
  await database.close()
})

const H = (id: number) => ({ headers: { hospitalId: String(id) } })
const byId = (list: any[], id: number) => list.find((c) => c.couponRuleId === id)

describe('coupon lists', () => {
  test('coupon centre for a visitor: three kinds, claim states from the rules', async () => {
    const r = await t.post('/market-center/coupons', {})
    expect(r.status).toBe(200)
    const list = r.body.data
    expect(new Set(list.map((c: any) => c.couponType))).toEqual(new Set([1, 2, 3]))
    expect(byId(list, 601)).toMatchObject({
      couponName: '10元无门槛券',
      couponType: 1,
      couponVal: 1000,
      reachType: 0,
      reqNum: 1,
      couponTotal: 1000,
      userCouponFail: null,
    })
    expect(byId(list, 603)).toMatchObject({ couponType: 2, couponVal: 90, reachType: 1, reachVal: 500 })
    expect(byId(list, 604)).toMatchObject({ couponType: 3, couponVal: 1000, reachVal: 100 })
    expect(byId(list, 605)).toMatchObject({ reachType: 2, reachVal: 3 })
    expect(couponClaimLabel(byId(list, 609).userCouponFail)).toBe('不可领取') // not yet open
    expect(couponClaimLabel(byId(list, 610).userCouponFail)).toBe('不可领取') // closed
    expect(couponClaimLabel(byId(list, 611).userCouponFail)).toBe('已领完')
    expect(byId(list, 606)).toBeUndefined() // new-user coupons live in coupon/newUser
    expect(byId(list, 680)).toBeUndefined() // points-exchange coupons are not in the centre
  })
  test('useTag 1 lists the coupons usable on a package; goodsIdList filters; bad input 400', async () => {
    const pkg = await t.post('/market-center/coupons', { useTag: 1, packageId: 6024 })
    const ids = pkg.body.data.map((c: any) => c.couponRuleId)
    expect(ids).toEqual(expect.arrayContaining([601, 602, 603]))
    expect(ids).not.toContain(604) // device-only coupon
    const dev = await t.post('/market-center/coupons', { goodsIdList: [6001] })
    expect(dev.body.data.map((c: any) => c.couponRuleId)).toContain(604)
    expect((await t.post('/market-center/coupons', { useTag: 1 })).body).toEqual({ code: 400, msg: '缺少参数 packageId', data: null })
    expect((await t.post('/market-center/coupons', { useTag: 3 })).status).toBe(400)
    expect((await t.post('/market-center/coupons', { goodsIdList: 'x' })).status).toBe(400)
  })
  test('other hospitals have their own coupons', async () => {
    const r = await t.post('/market-center/coupons', {}, H(7))
    expect(r.body.data.map((c: any) => c.couponRuleId)).toEqual([701, 702, 704])
  })
})

describe('claiming', () => {
  test('login required (401), bad input (400), unknown (404)', async () => {
    expect((await t.get('/market-center/acquireCoupon', { query: { couponRuleId: 601 } })).body).toEqual({
      code: 401,
      msg: '未登录',
      data: null,
    })
    const { token } = await login()
    expect((await t.get('/market-center/acquireCoupon', { token })).body.msg).toBe('缺少参数 couponRuleId')
    expect((await t.get('/market-center/acquireCoupon', { token, query: { couponRuleId: 'abc' } })).status).toBe(400)
    expect((await t.get('/market-center/acquireCoupon', { token, query: { couponRuleId: 999 } })).status).toBe(404)
    expect((await t.get('/market-center/acquireCoupon', { token, query: { couponRuleId: 701 } })).status).toBe(404) // another hospital's
  })
  test('success is code 200 msg 已领取; the second claim past reqNum 1 is refused; it shows in myCoupon', async () => {
    const { token } = await login()
    const r = await t.get('/market-center/acquireCoupon', { token, query: { couponRuleId: 601 } })
    expect(r.status).toBe(200)
    expect(r.body.code).toBe(200)
    expect(r.body.msg).toBe('已领取')
    expect(r.body.data).toMatchObject({ couponRuleId: 601, userCouponFail: 3, userReceivedNum: 1 })
    const again = await t.get('/market-center/acquireCoupon', { token, query: { couponRuleId: 601 } })
    expect(again.body).toEqual({ code: 400, msg: '已领取，每人限领1张', data: null })
    const list = await t.post('/market-center/coupons', {}, { token })
    expect(couponClaimLabel(byId(list.body.data, 601).userCouponFail)).toBe('已领取')
    const mine = await t.get('/market-center/myCoupon', { token })
    expect(mine.status).toBe(200)
    expect(mine.body.data.list).toHaveLength(1)
    expect(mine.body.data.list[0]).toMatchObject({ couponRuleId: 601, status: 0, source: 1 })
    expect(mine.body.data.list[0].periodEnd).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(mine.body.data.counts).toEqual({ unused: 1, used: 0, expired: 0 })
  })
  test('not-yet-open, closed, all-claimed and gift coupons are refused with a clear message', async () => {
    const { token } = await login()
    expect((await t.get('/market-center/acquireCoupon', { token, query: { couponRuleId: 609 } })).body.msg).toMatch(
      /^优惠券尚未开始领取，\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}开抢$/,
    )
    expect((await t.get('/market-center/acquireCoupon', { token, query: { couponRuleId: 610 } })).body.msg).toBe('优惠券领取已结束')
    expect((await t.get('/market-center/acquireCoupon', { token, query: { couponRuleId: 611 } })).body.msg).toBe('优惠券已领完')
    expect((await t.get('/market-center/acquireCoupon', { token, query: { couponRuleId: 690 } })).body.msg).toBe('该优惠券不支持直接领取')
  })
  test('50 concurrent claims by one user never pass the per-person limit (reqNum 2)', async () => {
    const { token, userId } = await login()
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => t.get('/market-center/acquireCoupon', { token, query: { couponRuleId: 602 } })),
    )
    expect(replies.every((r) => r.status === 200 || r.status === 400)).toBe(true)
    expect(replies.filter((r) => r.status === 200)).toHaveLength(2)
    expect(new Set(replies.filter((r) => r.status === 400).map((r) => r.body.msg))).toEqual(new Set(['已领取，每人限领2张']))
    const rows = await database.db
      .selectFrom('user_coupon')
      .select('id')
      .where('user_id', '=', userId)
      .where('coupon_rule_id', '=', 602)
      .execute()
    expect(rows).toHaveLength(2)
  })
  test('50 users claiming a coupon of total 20 at once: exactly 20 get one', async () => {
    const users = await Promise.all(Array.from({ length: 50 }, () => login()))
    const replies = await Promise.all(
      users.map((u) => t.get('/market-center/acquireCoupon', { token: u.token, query: { couponRuleId: 608 } })),
    )
    expect(replies.filter((r) => r.status === 200)).toHaveLength(20)
    expect(replies.filter((r) => r.status === 400).every((r) => r.body.msg === '优惠券已领完')).toBe(true)
    const rule = await database.db.selectFrom('coupon_rule').select('received_num').where('id', '=', 608).executeTakeFirstOrThrow()
    expect(rule.received_num).toBe(20)
    const n = await database.db
      .selectFrom('user_coupon')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('coupon_rule_id', '=', 608)
      .executeTakeFirstOrThrow()
    expect(Number(n.n)).toBe(20)
    const list = await t.post('/market-center/coupons', {}, { token: users[0].token })
    expect(byId(list.body.data, 608).userCouponFail).toBe(2)
  })
  test('myCoupon: login required, status filter, bad status 400', async () => {
    expect((await t.get('/market-center/myCoupon')).status).toBe(401)
    const { token, userId } = await login()
    await t.get('/market-center/acquireCoupon', { token, query: { couponRuleId: 603 } })
    await database.db
      .updateTable('user_coupon')
      .set({ period_end: new Date(t.clock.now - 1000) })
      .where('user_id', '=', userId)
      .execute()
    const expired = await t.get('/market-center/myCoupon', { token, query: { status: 2 } })
    expect(expired.body.data.list.map((c: any) => c.couponRuleId)).toEqual([603])
    expect(expired.body.data.counts).toEqual({ unused: 0, used: 0, expired: 1 })
    expect((await t.get('/market-center/myCoupon', { token, query: { status: 7 } })).status).toBe(400)
  })
})

describe('new-user coupons', () => {
  test('visitor sees them; a new account claims both; an old account is refused', async () => {
    const v = await t.get('/market-center/coupon/newUser')
    expect(v.body.data.isNewUser).toBe(true)
    expect(v.body.data.list.map((c: any) => c.couponRuleId)).toEqual([606, 607])
    const fresh = await login()
    expect((await t.get('/market-center/acquireCoupon', { token: fresh.token, query: { couponRuleId: 606 } })).body.msg).toBe('已领取')
    expect((await t.get('/market-center/acquireCoupon', { token: fresh.token, query: { couponRuleId: 607 } })).body.msg).toBe('已领取')
    const old = await login({ createdDaysAgo: 90 })
    const r = await t.get('/market-center/coupon/newUser', { token: old.token })
    expect(r.body.data.isNewUser).toBe(false)
    expect(r.body.data.list.every((c: any) => c.userCouponFail === 1)).toBe(true)
    expect((await t.get('/market-center/acquireCoupon', { token: old.token, query: { couponRuleId: 606 } })).body.msg).toBe(
      '仅限新用户领取',
    )
  })
})

describe('points', () => {
  test('login required on every points endpoint', async () => {
    for (const [m, u] of [
      ['GET', '/market-center/integral/getIntegral'],
      ['GET', '/market-center/integral/getRecords'],
      ['GET', '/market-center/integral/getCouponBatch'],
      ['POST', '/market-center/integral/conversion'],
    ] as const) {
      const r = await t.call(m, u, m === 'POST' ? { body: { couponBatch: 6801 } } : {})
      expect(r.status).toBe(401)
    }
  })
  test('balance, rules, batches, exchange, records', async () => {
    const { token, userId } = await login()
    await givePoints(userId, 1200)
    const i = await t.get('/market-center/integral/getIntegral', { token })
    expect(i.body.data).toMatchObject({ integral: 1200 })
    expect(i.body.data.rules.map((r: any) => r.ruleName)).toContain('每日签到')
    const b = await t.get('/market-center/integral/getCouponBatch', { token })
    expect(b.body.data.map((x: any) => [x.couponBatch, x.canExchange, x.reason])).toEqual([
      [6801, true, null],
      [6802, false, '积分不足'],
      [6803, false, '积分不足'],
    ])
    expect(b.body.data[0].coupon).toMatchObject({ couponRuleId: 680, couponVal: 500 })
    const c = await t.post('/market-center/integral/conversion', { couponBatch: 6801 }, { token })
    expect(c.status).toBe(200)
    expect(c.body.data.integral).toBe(700)
    const recs = await t.get('/market-center/integral/getRecords', { token })
    expect(recs.body.data.list[0]).toMatchObject({ changeType: 2, integral: -500, balance: 700, remark: '兑换积分兑换·5元无门槛' })
    const mine = await t.get('/market-center/myCoupon', { token })
    expect(mine.body.data.list[0]).toMatchObject({ couponRuleId: 680, source: 2, couponBatch: 6801 })
    expect((await t.post('/market-center/integral/conversion', { couponBatch: 6802 }, { token })).body.msg).toBe('积分不足')
    expect((await t.post('/market-center/integral/conversion', {}, { token })).body.msg).toBe('缺少参数 couponBatch')
    expect((await t.post('/market-center/integral/conversion', { couponBatch: 7801 }, { token })).status).toBe(404)
    expect((await t.get('/market-center/integral/getRecords', { token, query: { pageSize: 0 } })).status).toBe(400)
  })
  test('a demo balance exists for the seeded user', async () => {
    const demo = await database.db
      .selectFrom('integral_account')
      .selectAll()
      .where('hospital_id', '=', 6)
      .where('balance', '=', 1280)
      .execute()
    expect(demo).toHaveLength(1)
  })
  test('points never go negative under 20 concurrent exchanges', async () => {
    await database.db.updateTable('integral_item').set({ limit_num: 0 }).where('id', '=', 6801).execute()
    const { token, userId } = await login()
    await givePoints(userId, 1200)
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => t.post('/market-center/integral/conversion', { couponBatch: 6801 }, { token })),
    )
    expect(replies.filter((r) => r.status === 200)).toHaveLength(2)
    expect(replies.filter((r) => r.status === 400).every((r) => r.body.msg === '积分不足')).toBe(true)
    const acc = await database.db.selectFrom('integral_account').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow()
    expect(acc.balance).toBe(200)
    expect(acc.total_spent).toBe(1000)
    const recs = await database.db.selectFrom('integral_record').select('integral').where('user_id', '=', userId).execute()
    expect(recs.reduce((s, r) => s + r.integral, 0)).toBe(-1000)
  })
  test('a batch with little stock is never over-exchanged by concurrent users', async () => {
    await database.db.updateTable('integral_item').set({ stock: 3 }).where('id', '=', 6803).execute()
    const users = await Promise.all(Array.from({ length: 10 }, () => login()))
    for (const u of users) await givePoints(u.userId, 5000)
    const replies = await Promise.all(
      users.map((u) => t.post('/market-center/integral/conversion', { couponBatch: 6803 }, { token: u.token })),
    )
    expect(replies.filter((r) => r.status === 200)).toHaveLength(3)
    expect(replies.filter((r) => r.status === 400).every((r) => r.body.msg === '已兑完')).toBe(true)
  })
})

/**
 * The 'activities' part of the former __tests__/server/browse-goods.test.ts (tests beside what they test).
 *
 * Browse: goods-center (categories, list, detail, skus, services, messages, appointment pools,
 * activity end time / extra info, flash sales) over HTTP against one seeded database.
 */
import { createClock, createTestApp, createTestDatabase, type TestApp } from '../../../test-support/server'
import type { Database } from '../../lib/db'
import { createSession } from '../../auth/sessions'
import { activityStatus } from '../../../src/domain/activity'

let database: Database
let t: TestApp
let seededAt: number

async function login(phone: string): Promise<{ token: string; userId: number }> {
  const now = new Date(t.clock.now)
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
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const token = await createSession(database.db, { userId: u.id, loginType: 1, channel: 'h5', hospitalId: 6, now })
  return { token, userId: u.id }
}

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

describe('activities', () => {
  test('getActivityEndTime: running, upcoming, bad input', async () => {
    const run = await t.get('/goods-center/goods/getActivityEndTime', { query: { goodsId: 6001 } })
    expect(run.body.data).toMatchObject({ activityId: 601, status: 2, serverTime: t.clock.now })
    expect(run.body.data.remainMs).toBeGreaterThan(6 * 86400_000)
    const up = await t.get('/goods-center/goods/getActivityEndTime', { query: { activityId: 602 } })
    expect(up.body.data.status).toBe(1)
    expect(up.body.data.remainMs).toBe(up.body.data.beginTimeMs - t.clock.now)
    expect(
      activityStatus({ periodBegin: up.body.data.periodBegin, periodEnd: up.body.data.periodEnd }, new Date(up.body.data.beginTimeMs - 1)),
    ).toBeDefined()
    expect((await t.get('/goods-center/goods/getActivityEndTime')).status).toBe(400)
    expect((await t.get('/goods-center/goods/getActivityEndTime', { query: { goodsId: 6002 } })).status).toBe(404)
  })
  test('getActivityExInfo: activity, promotions, coupons with claim state when logged in', async () => {
    const { token } = await login('13900000001')
    const r = await t.get('/goods-center/goods/getActivityExInfo', { query: { goodsId: 6024 }, token })
    expect(r.status).toBe(200)
    expect(r.body.data.activity).toMatchObject({ activityId: 601, status: 2 })
    expect(r.body.data.promotions[0]).toMatchObject({ activityId: 602, discountType: 2 })
    expect(r.body.data.coupons.map((c: any) => c.couponRuleId)).toEqual(expect.arrayContaining([601, 603]))
    expect((await t.get('/goods-center/goods/getActivityExInfo')).status).toBe(400)
  })
  test('secKillGoods: running and upcoming sessions with a sold-out goods; ended session refused', async () => {
    const r = await t.post('/goods-center/secKill/secKillGoods', {})
    expect(r.status).toBe(200)
    expect(r.body.data.map((s: any) => [s.activityId, s.status])).toEqual([
      [601, 2],
      [602, 1],
    ])
    const soldOut = r.body.data[0].goods.find((g: any) => g.goodsId === 6013)
    expect(soldOut).toMatchObject({ activityStockNum: 0, soldPercent: 100 })
    const upcoming = await t.post('/goods-center/secKill/secKillGoods', { status: 1 })
    expect(upcoming.body.data.map((s: any) => s.activityId)).toEqual([602])
    const ended = await t.post('/goods-center/secKill/secKillGoods', { activityId: 603 })
    expect(ended.body).toEqual({ code: 400, msg: '秒杀已结束', data: null })
    expect((await t.post('/goods-center/secKill/secKillGoods', { status: 3 })).status).toBe(400)
  })
  test('secKillDetail: running and upcoming shown, ended refused, bad input 400', async () => {
    const r = await t.post('/goods-center/secKill/secKillDetail', { activityId: 601, goodsId: 6013 })
    expect(r.status).toBe(200)
    expect(r.body.data.activity).toMatchObject({ status: 2, activityStockNum: 0, cardMessage: '活动商品已售罄' })
    const up = await t.post('/goods-center/secKill/secKillDetail', { activityId: 602, goodsId: 6005 })
    expect(up.body.data.activity.status).toBe(1)
    expect((await t.post('/goods-center/secKill/secKillDetail', { activityId: 603, goodsId: 6007 })).body.msg).toBe('秒杀已结束')
    expect((await t.post('/goods-center/secKill/secKillDetail', { activityId: 601 })).body.msg).toBe('缺少参数 goodsId')
    expect((await t.post('/goods-center/secKill/secKillDetail', { activityId: 601, goodsId: 6002 })).status).toBe(404)
  })
})

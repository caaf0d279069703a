/**
 * Group buying over HTTP against PGlite: open a team, join it, pay, the team succeeds; two buyers racing for
 * the last place (one gets it, the other a 400 and no order, no charge); an expired team refunds its paid
 * members exactly once even when two sweeps run at once (two server instances); ownership; bad input.
 */
import { createTestDatabase, type TestApp, createSeededApp, patients } from '../../../test-support/server'
import type { Database } from '../../lib/db'
import { createTestApp } from '../../../test-support/server'
import { expireTeams } from './index'
import { GROUP_BUY_ACTIVITY_ID as ACT, GROUP_BUY_GOODS_ID as GOODS, GROUP_BUY_SKU_ID as SKU } from '../../seed/groupbuy'

let database: Database
let t: TestApp
const login = patients(() => ({ database, t }), '135', 'gb')
const A = (token: string, extra: Record<string, string> = {}) => ({ token, headers: extra })
type User = Awaited<ReturnType<typeof login>>

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createSeededApp(database)
})
afterAll(async () => {
  await t.close()
  await database.close()
})

async function buyer(): Promise<User & { addressId: number }> {
  const u = await login()
  const a = await t.post(
    '/user-center/recevAddress/saveOrUpdate',
    {
      recvName: '张三',
      contactNumber: '13812345678',
      recvProvince: '江苏省',
      recvCity: '南京市',
      recvArea: '鼓楼区',
      recvAddress: '中山北路1号',
    },
    A(u.token),
  )
  expect(a.status).toBe(200)
  const list = await t.get('/user-center/recevAddress/queryList', A(u.token))
  return { ...u, addressId: list.body.data[0].id }
}

const order = (u: User & { addressId: number }, teamId?: number) =>
  t.post(
    '/market-center/teamInfo/commitTeamOrder',
    { activityId: ACT, goodsId: GOODS, skuId: SKU, addressId: u.addressId, ...(teamId ? { teamId } : {}) },
    A(u.token),
  )

async function pay(u: User, orderId: number): Promise<void> {
  const p = await t.post('/pay-center/pay/toPay', { orderId, payChannel: 4 }, A(u.token, { appTag: 'weapp' }))
  expect(p.status).toBe(200)
  const c = await t.post('/pay-center/sandbox/confirm', { payNo: p.body.data.payNo, result: 'SUCCESS' }, A(u.token))
  expect(c.body.data?.payResult).toBe('SUCCESS')
}

const teamOf = async (u: User, orderId: number) =>
  (await t.get('/market-center/teamInfo/getTeamInfoByOrderId', { ...A(u.token), query: { orderId } })).body

async function openTeam(): Promise<{ leader: User & { addressId: number }; orderId: number; teamId: number }> {
  const leader = await buyer()
  const o = await order(leader)
  expect(o.status).toBe(200)
  expect(o.body.data.actualPrice).toBe(99)
  await pay(leader, o.body.data.orderId)
  const team = await teamOf(leader, o.body.data.orderId)
  expect(team.data.team).toMatchObject({ teamStatus: 1, needNum: 2, joinedNum: 1, lackNum: 1 })
  return { leader, orderId: o.body.data.orderId, teamId: team.data.team.teamId }
}

describe('group buying', () => {
  test('a team opens when its leader pays (listed, with members and a share link) and succeeds when the second buyer pays', async () => {
    const leader = await buyer()
    const o = await order(leader)
    expect(o.status).toBe(200)
    // unpaid: the team is not listed yet
    const before = (await teamOf(leader, o.body.data.orderId)).data.team
    expect(before.teamStatus).toBe(0)
    const listed = async () => (await t.post('/market-center/teamInfo/getSkuTeamInfoList', { activityId: ACT, goodsId: GOODS })).body.data
    expect((await listed()).map((x: any) => x.teamId)).not.toContain(before.teamId)
    await pay(leader, o.body.data.orderId)
    const opened = await teamOf(leader, o.body.data.orderId)
    expect(opened.data).toMatchObject({
      teamPrice: 99,
      refunded: false,
      orderStatus: 104,
      shareLink: `/groupBuy?teamId=${before.teamId}&hospitalId=6`,
    })
    expect(opened.data.team.expireTimeMs).toBe(t.clock.now + 24 * 3600_000)
    expect(opened.data.members).toEqual([{ name: 'g**', avatar: '', leader: true, paid: true }])
    expect((await listed()).map((x: any) => x.teamId)).toContain(before.teamId)
    const link = await t.get('/market-center/activityOnline/getTeamShortLink', { query: { teamId: before.teamId } })
    expect(link.body.data).toEqual({
      teamId: before.teamId,
      link: `/groupBuy?teamId=${before.teamId}&hospitalId=6`,
      title: '还差1人成团：助行拐杖 2人成团',
    })

    // the leader cannot join their own team
    const again = await order(leader, before.teamId)
    expect(again.body).toMatchObject({ code: 400, msg: '你已在该团中，无需重复参团' })

    const joiner = await buyer()
    const j = await order(joiner, before.teamId)
    expect(j.status).toBe(200)
    // the place is held while unpaid: not joinable, not listed
    expect((await listed()).map((x: any) => x.teamId)).not.toContain(before.teamId)
    await pay(joiner, j.body.data.orderId)
    const done = await teamOf(joiner, j.body.data.orderId)
    expect(done.data.team).toMatchObject({ teamStatus: 2, joinedNum: 2, lackNum: 0 })
    expect(done.data.members.map((m: any) => [m.leader, m.paid])).toEqual([
      [true, true],
      [false, true],
    ])
    const byTeam = await t.get('/market-center/activityOnline/getTeamSaleActivityByTeamId', { query: { teamId: before.teamId } })
    expect(byTeam.body.data.members).toHaveLength(2)
  })

  test('two buyers race for the last place: one order, one clear 400, nothing charged to the loser', async () => {
    const { teamId } = await openTeam()
    const [b1, b2] = [await buyer(), await buyer()]
    const rs = await Promise.all([order(b1, teamId), order(b2, teamId)])
    const codes = rs.map((r) => r.body.code).sort()
    expect(codes).toEqual([200, 400])
    const loser = rs.find((r) => r.body.code === 400)!
    expect(loser.body.msg).toBe('该团已满员，请参加其他团或自己开团')
    const loserUser = rs[0].body.code === 400 ? b1 : b2
    const orders = await database.db.selectFrom('shop_order').select('id').where('user_id', '=', loserUser.userId).execute()
    expect(orders).toHaveLength(0)
    const team = await database.db.selectFrom('team').selectAll().where('id', '=', teamId).executeTakeFirstOrThrow()
    expect(team.joined_num).toBe(2)
  })

  test('an unpaid joiner whose order closes gives the place back', async () => {
    const { teamId } = await openTeam()
    const j = await buyer()
    const o = await order(j, teamId)
    expect(o.status).toBe(200)
    expect(
      (await t.post('/order-center/orderCenter/orderCancel', { orderId: o.body.data.orderId, cancelReason: '暂时不需要' }, A(j.token)))
        .status,
    ).toBe(200)
    const team = await database.db.selectFrom('team').selectAll().where('id', '=', teamId).executeTakeFirstOrThrow()
    expect(team.joined_num).toBe(1)
    const other = await buyer()
    expect((await order(other, teamId)).status).toBe(200)
  })

  test('an expired unfilled team refunds its paid members exactly once, with two sweeps running at once', async () => {
    const { leader, orderId, teamId } = await openTeam()
    // a joiner holding the place unpaid: closed with the team, never charged
    const j = await buyer()
    const jo = await order(j, teamId)
    expect(jo.status).toBe(200)
    t.clock.advance(24 * 3600_000 + 1000)
    // a second "instance" on the same database and clock
    const other = await createTestApp({ database, clock: t.clock })
    try {
      const [r1, r2] = await Promise.all([expireTeams(t.app, { teamId }), expireTeams(other.app, { teamId })])
      expect(r1.failed + r2.failed).toBe(1)
      expect(r1.refunded + r2.refunded).toBe(1)
      expect(r1.closed + r2.closed).toBe(1)
      const again = await expireTeams(t.app, { teamId })
      expect(again).toEqual({ failed: 0, refunded: 0, closed: 0 })
    } finally {
      await other.close()
    }
    const refunds = await database.db.selectFrom('order_refund').selectAll().where('order_id', '=', orderId).execute()
    expect(refunds).toHaveLength(1)
    expect(refunds[0]).toMatchObject({ amount_cents: 9900, status: 'SUCCESS', reason: '拼团未成团，自动退款' })
    const team = await teamOf(leader, orderId)
    expect(team.data).toMatchObject({ refunded: true, orderStatus: 103 })
    expect(team.data.team.teamStatus).toBe(3)
    const joinerOrder = await database.db
      .selectFrom('shop_order')
      .select(['status'])
      .where('id', '=', jo.body.data.orderId)
      .executeTakeFirstOrThrow()
    expect(joinerOrder.status).toBe(103) // closed unpaid
    // a late join is refused
    const late = await order(await buyer(), teamId)
    expect(late.body).toMatchObject({ code: 400, msg: '该团已结束，请参加其他团或自己开团' })
  })

  test("ownership: another user's order is 404; not a group-buy order 404; unknown team 404", async () => {
    const { orderId } = await openTeam()
    const stranger = await buyer()
    expect((await t.get('/market-center/teamInfo/getTeamInfoByOrderId', { ...A(stranger.token), query: { orderId } })).status).toBe(404)
    expect((await t.get('/market-center/teamInfo/getTeamInfoByOrderId', { ...A(stranger.token), query: { orderId: 999999 } })).status).toBe(
      404,
    )
    expect((await t.get('/market-center/activityOnline/getTeamShortLink', { query: { teamId: 999999 } })).body).toMatchObject({
      code: 404,
      msg: '拼团不存在',
    })
    expect((await order(stranger, 999999)).status).toBe(404)
  })

  test('bad input: 400 with a clear message; login required', async () => {
    const u = await buyer()
    const miss = await t.post('/market-center/teamInfo/commitTeamOrder', { goodsId: GOODS, skuId: SKU }, A(u.token))
    expect(miss.body).toMatchObject({ code: 400, msg: '缺少参数 activityId' })
    const wrongGoods = await t.post(
      '/market-center/teamInfo/commitTeamOrder',
      { activityId: ACT, goodsId: 6001, skuId: 60011, addressId: u.addressId },
      A(u.token),
    )
    expect(wrongGoods.body).toMatchObject({ code: 400, msg: '该团不是这件商品的拼团' })
    const noAddr = await t.post('/market-center/teamInfo/commitTeamOrder', { activityId: ACT, goodsId: GOODS, skuId: SKU }, A(u.token))
    expect(noAddr.body.code).toBe(400)
    expect((await t.get('/market-center/teamInfo/getTeamInfoByOrderId', { query: { orderId: 'x' }, ...A(u.token) })).status).toBe(400)
    expect((await t.post('/market-center/teamInfo/commitTeamOrder', { activityId: ACT, goodsId: GOODS, skuId: SKU })).status).toBe(401)
    // a group-buy line through the normal checkout is still refused
    const normal = await t.post(
      '/order-center/orderCenter/commitPay',
      { goodsList: [{ goodsId: GOODS, skuId: SKU, goodsNum: 1, activityId: ACT }], addressId: u.addressId },
      A(u.token),
    )
    expect(normal.body).toMatchObject({ code: 400, msg: '拼团商品请在拼团页发起或参与拼团' })
  })
})

/**
 * Group-buy places (拼团) held by orders: taken in the order's own transaction (createOrder →
 * insertOrder's afterInsert), paid in the payment's transaction (applyPayResult), given back when the
 * order is released (releaseOrder). Every step is a conditional UPDATE / a row lock on the team, so two
 * buyers racing for the last place, or two server instances, cannot both win: the loser's order rolls
 * back with a clear message before any payment. Rules in src/domain/groupBuy.ts.
 */
import type { Transaction } from 'kysely'
import type { DB } from '../../lib/db/schema'
import { badRequest, notFound } from '../../lib/errors'
import { TEAM_STATUS, teamExpiry, teamFilled, teamJoinError } from '../../../src/domain/groupBuy'
import * as M from '../../../src/domain/messages'

type Trx = Transaction<DB>

/** what a group-buy order asks for: open a new team (teamId null) or take a place in one */
export interface TeamPlace {
  activityId: number
  goodsId: number
  skuId: number | null
  teamId: number | null
  needNum: number
  hours: number
  leaderName: string
  leaderAvatar: string
}

/** takes the place (or opens the team) of a new order; throws 400/404 (rolling the order back) when it cannot */
export async function reserveTeamPlace(trx: Trx, p: TeamPlace, userId: number, orderId: number, now: Date): Promise<number> {
  if (p.teamId === null) {
    const t = await trx
      .insertInto('team')
      .values({
        activity_id: p.activityId,
        goods_id: p.goodsId,
        sku_id: p.skuId,
        leader_user_id: userId,
        leader_name: p.leaderName,
        leader_avatar: p.leaderAvatar,
        need_num: p.needNum,
        joined_num: 1,
        // provisional: the team opens (and its clock starts) when the leader pays
        expire_at: new Date(teamExpiry(now.getTime(), p.hours)),
        status: TEAM_STATUS.PENDING,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx
      .insertInto('team_member')
      .values({ team_id: t.id, user_id: userId, order_id: orderId, leader: true, status: 0, created_at: now })
      .execute()
    return t.id
  }
  const member = await trx
    .selectFrom('team_member')
    .select('id')
    .where('team_id', '=', p.teamId)
    .where('user_id', '=', userId)
    .where('status', 'in', [0, 1])
    .executeTakeFirst()
  // the place: one conditional UPDATE decides between racing buyers
  const taken = member
    ? undefined
    : await trx
        .updateTable('team')
        .set((eb) => ({ joined_num: eb('joined_num', '+', 1) }))
        .where('id', '=', p.teamId)
        .where('activity_id', '=', p.activityId)
        .where('goods_id', '=', p.goodsId)
        .where('status', '=', TEAM_STATUS.FORMING)
        .where('expire_at', '>', now)
        .where((eb) => eb('joined_num', '<', eb.ref('need_num')))
        .returning('id')
        .executeTakeFirst()
  if (!taken) {
    const t = await trx.selectFrom('team').selectAll().where('id', '=', p.teamId).executeTakeFirst()
    if (!t || t.activity_id !== p.activityId) throw notFound(M.TEAM_NOT_FOUND)
    if (t.goods_id !== p.goodsId) throw badRequest(M.TEAM_GOODS_MISMATCH)
    throw badRequest(
      teamJoinError(
        { status: t.status, needNum: t.need_num, joinedNum: t.joined_num, expireAtMs: new Date(t.expire_at).getTime() },
        now.getTime(),
        !!member,
      ) ?? M.TEAM_FULL,
    )
  }
  // the partial unique index (team, user) stops a user's second concurrent place: a 400, not a 500
  const ins = await trx
    .insertInto('team_member')
    .values({ team_id: p.teamId, user_id: userId, order_id: orderId, leader: false, status: 0, created_at: now })
    .onConflict((oc) => oc.columns(['team_id', 'user_id']).where('status', 'in', [0, 1]).doNothing())
    .returning('id')
    .executeTakeFirst()
  if (!ins) throw badRequest(M.TEAM_ALREADY_MEMBER)
  return p.teamId
}

/**
 * The order's payment arrived (inside applyPayResult's transaction, after the order became paid): the member
 * is paid; a leader's payment opens the team (its clock starts now); the team succeeds when as many members
 * have paid as it needs. A member paying into a team that failed meanwhile stays paid: the expiry sweep
 * (groupbuy module) refunds paid members of failed teams.
 */
export async function teamOrderPaid(trx: Trx, orderId: number, now: Date): Promise<void> {
  const m = await trx
    .updateTable('team_member')
    .set({ status: 1, paid_at: now })
    .where('order_id', '=', orderId)
    .where('status', '=', 0)
    .returningAll()
    .executeTakeFirst()
  if (!m) return
  const t = await trx.selectFrom('team').selectAll().where('id', '=', m.team_id).forUpdate().executeTakeFirstOrThrow()
  if (m.leader && t.status === TEAM_STATUS.PENDING) {
    const a = await trx.selectFrom('activity').select('team_hours').where('id', '=', t.activity_id).executeTakeFirst()
    await trx
      .updateTable('team')
      .set({ status: TEAM_STATUS.FORMING, expire_at: new Date(teamExpiry(now.getTime(), a?.team_hours ?? 24)) })
      .where('id', '=', t.id)
      .where('status', '=', TEAM_STATUS.PENDING)
      .execute()
  }
  const paid = await trx
    .selectFrom('team_member')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('team_id', '=', t.id)
    .where('status', '=', 1)
    .executeTakeFirstOrThrow()
  if (teamFilled(t.need_num, Number(paid.n)))
    await trx
      .updateTable('team')
      .set({ status: TEAM_STATUS.SUCCEEDED })
      .where('id', '=', t.id)
      .where('status', 'in', [TEAM_STATUS.PENDING, TEAM_STATUS.FORMING])
      .execute()
}

/**
 * The order is released (closed unpaid, cancelled, refunded; inside releaseOrder's transaction): an unpaid
 * place is given back (a leader's unopened team is cancelled), a paid one is marked refunded; a forming
 * team gets the place back in both cases.
 */
export async function releaseTeamPlace(trx: Trx, orderId: number): Promise<void> {
  const m = await trx
    .selectFrom('team_member')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('status', 'in', [0, 1])
    .forUpdate()
    .executeTakeFirst()
  if (!m) return
  await trx
    .updateTable('team_member')
    .set({ status: m.status === 1 ? 2 : 3 })
    .where('id', '=', m.id)
    .where('status', '=', m.status)
    .execute()
  if (m.leader)
    await trx
      .updateTable('team')
      .set({ status: TEAM_STATUS.CANCELLED })
      .where('id', '=', m.team_id)
      .where('status', '=', TEAM_STATUS.PENDING)
      .execute()
  await trx
    .updateTable('team')
    .set((eb) => ({ joined_num: eb('joined_num', '-', 1) }))
    .where('id', '=', m.team_id)
    .where('status', '=', TEAM_STATUS.FORMING)
    .where('joined_num', '>', 0)
    .execute()
}

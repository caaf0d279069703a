/**
 * Group buying (拼团, issue 14): the group-buy order (one unit at the team price; opens a team or takes a
 * place), the team of an order, the share link, and the expiry sweep. The place itself is taken, paid and
 * released by the order module (order/team.ts) inside the order's and the payment's transactions.
 *
 * The expiry sweep is safe with several server instances: a team fails by ONE conditional UPDATE
 * (status 1 → 3 where expired), and each paid member is refunded after claiming its row (status 1 → 2)
 * and the order's one refund row (order_refund.order_id is unique), so a member is refunded exactly once
 * whichever instance runs. Unpaid places of a failed team are closed with their orders.
 */
import type { FastifyInstance } from 'fastify'
import type { CommitPayRes } from '../../../contract/order'
import type { TeamByOrderRes, TeamShortLinkRes } from '../../../contract/groupbuy'
import { badRequest, notFound } from '../../lib/errors'
import { yuan } from '../../lib/money'
import { asset } from '../../lib/assets'
import { TEAM_STATUS } from '../../../src/domain/groupBuy'
import * as M from '../../../src/domain/messages'
import { cancelOrder, createOrder, releaseOrder } from '../order'
import { newRefundNo, payments } from '../pay'
import { memberName, teamMembers, teamSaleActivity, toTeam } from './teams'

export interface TeamOrderInput {
  userId: number
  hospitalId: number
  activityId: number
  goodsId: number
  skuId?: number
  teamId?: number
  addressId?: number
  requestKey?: string
}

/** the group page's path: what a buyer shares */
export function teamLink(hospitalId: number, teamId: number): string {
  return `/groupBuy?teamId=${teamId}&hospitalId=${hospitalId}`
}

/** a group-buy order: the activity must be running and hold the goods; the place is taken in the order's transaction */
export async function commitTeamOrder(app: FastifyInstance, i: TeamOrderInput): Promise<CommitPayRes> {
  const activity = await teamSaleActivity(app, i.hospitalId, i.activityId)
  const skuId = i.skuId ?? (await onlySku(app, i.goodsId, i.teamId))
  if (activity.status !== 2) throw badRequest(M.TEAM_ACTIVITY_NOT_RUNNING)
  const line = activity.goods.find((g) => g.goodsId === i.goodsId && (g.skuId === null || g.skuId === skuId))
  if (!line) throw badRequest(M.TEAM_GOODS_MISMATCH)
  const user = await app.deps.db
    .selectFrom('app_user')
    .select(['username', 'avatar_url'])
    .where('id', '=', i.userId)
    .executeTakeFirstOrThrow()
  return createOrder(app, {
    userId: i.userId,
    hospitalId: i.hospitalId,
    requestKey: i.requestKey,
    goodsList: [{ goodsId: i.goodsId, skuId, goodsNum: 1, activityId: i.activityId }],
    addressId: i.addressId,
    team: {
      activityId: i.activityId,
      goodsId: i.goodsId,
      skuId: line.skuId,
      teamId: i.teamId ?? null,
      needNum: activity.teamNum,
      hours: activity.teamHours,
      leaderName: memberName(user.username),
      leaderAvatar: user.avatar_url ?? '',
    },
  })
}

/** the sku when none was chosen: the team's sku, else the goods' only sku (several: 400 请选择规格信息) */
async function onlySku(app: FastifyInstance, goodsId: number, teamId: number | undefined): Promise<number> {
  const db = app.deps.db
  if (teamId !== undefined) {
    const t = await db.selectFrom('team').select('sku_id').where('id', '=', teamId).executeTakeFirst()
    if (t?.sku_id) return t.sku_id
  }
  const skus = await db.selectFrom('goods_sku').select('id').where('goods_id', '=', goodsId).orderBy('id').limit(2).execute()
  if (skus.length !== 1) throw badRequest(M.SELECT_SPEC)
  return skus[0].id
}

/** the team of one of the caller's orders (another user's order, or not a group-buy order: 404) */
export async function teamByOrder(app: FastifyInstance, userId: number, hospitalId: number, orderId: number): Promise<TeamByOrderRes> {
  const db = app.deps.db
  const row = await db
    .selectFrom('team_member as m')
    .innerJoin('shop_order as o', 'o.id', 'm.order_id')
    .innerJoin('team as t', 't.id', 'm.team_id')
    .select(['m.team_id', 'm.status as member_status', 'o.status as order_status', 'o.id as order_id'])
    .where('m.order_id', '=', orderId)
    .where('o.user_id', '=', userId)
    .where('o.hospital_id', '=', hospitalId)
    .executeTakeFirst()
  if (!row) throw notFound(M.ORDER_NOT_FOUND)
  const team = await db.selectFrom('team').selectAll().where('id', '=', row.team_id).executeTakeFirstOrThrow()
  const activity = await teamSaleActivity(app, hospitalId, team.activity_id, { allowEnded: true })
  const goods = activity.goods.find((g) => g.goodsId === team.goods_id)
  const og = await db
    .selectFrom('order_goods')
    .select(['goods_name', 'head_pic', 'per_actual_cents'])
    .where('order_id', '=', orderId)
    .executeTakeFirst()
  return {
    team: toTeam(app, team, app.deps.now()),
    members: await teamMembers(app, team),
    activityName: activity.activityName,
    goodsName: goods?.goodsName ?? og?.goods_name ?? '',
    goodsUrl: goods?.goodsUrl ?? asset(app, og?.head_pic),
    teamPrice: goods ? goods.teamPrice : yuan(og?.per_actual_cents ?? 0),
    orderId: row.order_id,
    orderStatus: row.order_status as TeamByOrderRes['orderStatus'],
    refunded: row.member_status === 2,
    shareLink: teamLink(hospitalId, team.id),
  }
}

/** the share link of a team of this hospital (404 unknown) */
export async function teamShortLink(app: FastifyInstance, hospitalId: number, teamId: number): Promise<TeamShortLinkRes> {
  const t = await app.deps.db
    .selectFrom('team as t')
    .innerJoin('activity as a', 'a.id', 't.activity_id')
    .select(['t.id', 'a.activity_name', 't.need_num', 't.joined_num'])
    .where('t.id', '=', teamId)
    .where('a.hospital_id', '=', hospitalId)
    .executeTakeFirst()
  if (!t) throw notFound(M.TEAM_NOT_FOUND)
  return {
    teamId: t.id,
    link: teamLink(hospitalId, t.id),
    title: `${M.teamLackText(Math.max(0, t.need_num - t.joined_num))}：${t.activity_name}`,
  }
}

export interface SweepResult {
  failed: number
  refunded: number
  closed: number
}

/**
 * Fails expired forming teams and refunds their paid members through the order's payment provider; closes
 * their unpaid orders. Run by every instance's timer: the status guards make a second run (or a concurrent
 * one) a no-op. Also refunds paid members of failed teams left over (a crash between steps, a payment that
 * arrived after the team failed).
 */
export async function expireTeams(app: FastifyInstance, opts: { teamId?: number; limit?: number } = {}): Promise<SweepResult> {
  const db = app.deps.db
  const now = app.deps.now()
  let q = db.updateTable('team').set({ status: TEAM_STATUS.FAILED }).where('status', '=', TEAM_STATUS.FORMING).where('expire_at', '<=', now)
  if (opts.teamId !== undefined) q = q.where('id', '=', opts.teamId)
  const failed = await q.returning('id').execute()
  // the members to settle: paid (refund) or holding a place (close) in failed teams
  let mq = db
    .selectFrom('team_member as m')
    .innerJoin('team as t', 't.id', 'm.team_id')
    .select(['m.id', 'm.order_id', 'm.status'])
    .where('t.status', '=', TEAM_STATUS.FAILED)
    .where('m.status', 'in', [0, 1])
  if (opts.teamId !== undefined) mq = mq.where('t.id', '=', opts.teamId)
  const members = await mq
    .orderBy('m.id')
    .limit(opts.limit ?? 200)
    .execute()
  let refunded = 0
  let closed = 0
  for (const m of members) {
    if (m.status === 0) {
      if (await cancelOrder(app, m.order_id, 'closeUnpaid', M.TEAM_EXPIRED_REFUND_REASON)) closed++
      continue
    }
    if (await refundMember(app, m.id, m.order_id)) refunded++
  }
  return { failed: failed.length, refunded, closed }
}

/** refunds one paid member of a failed team exactly once: claim the member, claim the order's refund row, ask the provider, release the order */
async function refundMember(app: FastifyInstance, memberId: number, orderId: number): Promise<boolean> {
  const db = app.deps.db
  const now = app.deps.now()
  const refundNo = newRefundNo(now)
  const claim = await db.transaction().execute(async (trx) => {
    const m = await trx
      .updateTable('team_member')
      .set({ status: 2 })
      .where('id', '=', memberId)
      .where('status', '=', 1)
      .returning('id')
      .executeTakeFirst()
    if (!m) return null
    const o = await trx.selectFrom('shop_order').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirst()
    if (!o) return null
    const r = await trx
      .insertInto('order_refund')
      .values({
        refund_no: refundNo,
        order_id: o.id,
        pay_no: o.pay_no ?? '',
        amount_cents: o.actual_cents,
        status: 'PENDING',
        reason: M.TEAM_EXPIRED_REFUND_REASON,
        created_at: now,
      })
      .onConflict((oc) => oc.column('order_id').doNothing())
      .returning('id')
      .executeTakeFirst()
    return r ? o : null
  })
  if (!claim) return false
  const pay = claim.pay_no ? await db.selectFrom('payment').selectAll().where('pay_no', '=', claim.pay_no).executeTakeFirst() : undefined
  try {
    if (pay && claim.actual_cents > 0) {
      const rr = await payments(app.deps).forChannel(pay.pay_channel).refund({
        payNo: pay.pay_no,
        refundNo,
        amountCents: claim.actual_cents,
        totalCents: pay.amount_cents,
        reason: M.TEAM_EXPIRED_REFUND_REASON,
      })
      await db.updateTable('order_refund').set({ status: rr.status }).where('refund_no', '=', refundNo).execute()
    } else await db.updateTable('order_refund').set({ status: 'SUCCESS' }).where('refund_no', '=', refundNo).execute()
  } catch (err) {
    // as refundOrder: the claim is given back, the next sweep tries again
    await db.deleteFrom('order_refund').where('refund_no', '=', refundNo).execute()
    await db.updateTable('team_member').set({ status: 1 }).where('id', '=', memberId).where('status', '=', 2).execute()
    app.log.error({ err, orderId }, 'group-buy refund failed')
    return false
  }
  await db.transaction().execute((trx) => releaseOrder(trx, orderId, 'refund', { reason: M.TEAM_EXPIRED_REFUND_REASON, now, refundNo }))
  return true
}

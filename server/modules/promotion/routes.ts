/**
 * /market-center activities (SPEC §7 Coupons and activity): the goods of a full-reduction
 * promotion (PUT activity/goodsList), group-buy activities and teams (activityOnline/*,
 * teamInfo/getSkuTeamInfoList). Ended activities are refused (活动已结束).
 */
import type { FastifyInstance } from 'fastify'
import type { Selectable } from 'kysely'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import type { DB } from '../../lib/db/schema'
import { badRequest, notFound, ok } from '../../lib/errors'
import { loadViewer } from '../../lib/auth-scope'
import type { ActivityGoodsListRes, TeamInfo, TeamSaleActivity } from '../../../contract/browse'
import { offsetOf, pageResult } from '../../lib/paging'
import { fmtReq } from '../../lib/time'
import { yuan } from '../../lib/money'
import { asset } from '../../lib/assets'
import { goodsByIds, goodsCards, toPromotion } from '../../modules/catalog'
import { statusOf } from './service'
import { Envelope } from '../../../contract/lib'
import * as C from '../../../contract/browse'
import * as M from '../../../src/domain/messages'

type TeamRow = Selectable<DB['team']>

export function toTeam(app: FastifyInstance, t: TeamRow, now: Date): TeamInfo {
  const expired = t.status === 1 && new Date(t.expire_at).getTime() <= now.getTime()
  return {
    teamId: t.id,
    activityId: t.activity_id,
    goodsId: t.goods_id,
    skuId: t.sku_id,
    leaderName: t.leader_name,
    leaderAvatar: asset(app, t.leader_avatar),
    needNum: t.need_num,
    joinedNum: t.joined_num,
    lackNum: Math.max(0, t.need_num - t.joined_num),
    expireTime: fmtReq(t.expire_at),
    expireTimeMs: new Date(t.expire_at).getTime(),
    teamStatus: expired ? 3 : (t.status as 1 | 2 | 3),
  }
}

/** a group-buy activity of the hospital with its goods; 404 unknown, 400 ended (unless allowEnded) */
export async function teamSaleActivity(
  app: FastifyInstance,
  hospitalId: number,
  activityId: number,
  opts: { allowEnded?: boolean } = {},
): Promise<TeamSaleActivity> {
  const db = app.deps.db
  const now = app.deps.now()
  const a = await db
    .selectFrom('activity')
    .selectAll()
    .where('id', '=', activityId)
    .where('hospital_id', '=', hospitalId)
    .where('type', '=', 2)
    .executeTakeFirst()
  if (!a) throw notFound(M.GROUP_BUY_NOT_FOUND)
  const status = statusOf(a, now)
  if (status === 3 && !opts.allowEnded) throw badRequest(M.groupBuyEnded())
  const lines = await db
    .selectFrom('activity_goods')
    .selectAll()
    .where('activity_id', '=', a.id)
    .where('status', '=', 1)
    .orderBy('id')
    .execute()
  const cards = await goodsCards(
    app,
    await goodsByIds(
      db,
      hospitalId,
      lines.map((l) => l.goods_id),
    ),
    hospitalId,
    now,
  )
  return {
    activityId: a.id,
    activityName: a.activity_name,
    status,
    periodBegin: fmtReq(a.period_begin),
    periodEnd: fmtReq(a.period_end),
    teamNum: a.team_num,
    teamHours: a.team_hours,
    activityDescribe: a.activity_describe,
    goods: lines.flatMap((l) => {
      const c = cards.find((x) => x.goodsId === l.goods_id)
      return c ? [{ ...c, skuId: l.sku_id, teamPrice: yuan(l.activity_price_cents) }] : []
    }),
  }
}

export const activityRoutes: TypedRoutePlugin = async (app) => {
  const db = app.deps.db

  app.put(
    '/activity/goodsList',
    {
      preHandler: loadViewer,
      schema: {
        tags: ['market-center'],
        summary: 'The goods of a full-reduction promotion with its tiers, gifts and gift coupons (ended: 400)',
        body: C.ActivityGoodsListReq,
        response: { 200: Envelope(C.ActivityGoodsListRes) },
      },
    },
    async (req) => {
      const now = app.deps.now()
      const hospitalId = req.ctx.hospitalId
      const p = await db
        .selectFrom('promotion')
        .selectAll()
        .where('id', '=', req.body.activityId)
        .where('hospital_id', '=', hospitalId)
        .executeTakeFirst()
      if (!p) throw notFound(M.ACTIVITY_NOT_FOUND)
      if (statusOf(p, now) === 3) throw badRequest(M.activityEnded())
      const { pageNum, pageSize } = req.body
      const base = db
        .selectFrom('promotion_goods as pg')
        .innerJoin('goods as g', 'g.id', 'pg.goods_id')
        .where('pg.promotion_id', '=', p.id)
        .where('g.status', '=', 1)
        .where('g.hospital_id', '=', hospitalId)
      const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0)
      const rows = await base.selectAll('g').orderBy('g.sort').orderBy('g.id').limit(pageSize).offset(offsetOf(pageNum, pageSize)).execute()
      const data: ActivityGoodsListRes = {
        ...pageResult(await goodsCards(app, rows, hospitalId, now), total, pageNum, pageSize),
        activity: await toPromotion(app, db, p, now, req.viewer?.userId),
      }
      return ok(data)
    },
  )

  app.get(
    '/activityOnline/getTeamSaleActivityByActivityId',
    {
      schema: {
        tags: ['market-center'],
        summary: 'A group-buy activity with its goods and team prices (ended: 400)',
        querystring: C.TeamSaleByActivityQuery,
        response: { 200: Envelope(C.TeamSaleActivity) },
      },
    },
    async (req) => ok(await teamSaleActivity(app, req.ctx.hospitalId, req.query.activityId)),
  )

  app.get(
    '/activityOnline/getTeamSaleActivityByTeamId',
    {
      schema: {
        tags: ['market-center'],
        summary: 'A team (members joined, lacking, expiry, status) and its group-buy activity',
        querystring: C.TeamSaleByTeamQuery,
        response: { 200: Envelope(C.TeamSaleByTeamRes) },
      },
    },
    async (req) => {
      const team = await db.selectFrom('team').selectAll().where('id', '=', req.query.teamId).executeTakeFirst()
      if (!team) throw notFound(M.TEAM_NOT_FOUND)
      const activity = await teamSaleActivity(app, req.ctx.hospitalId, team.activity_id, { allowEnded: true })
      return ok({ team: toTeam(app, team, app.deps.now()), activity })
    },
  )

  app.post(
    '/teamInfo/getSkuTeamInfoList',
    {
      schema: {
        tags: ['market-center'],
        summary: 'Open teams of a group-buy activity (optionally of one goods / sku) that a user can join, fewest missing first',
        body: C.SkuTeamInfoReq,
        response: { 200: Envelope(C.SkuTeamInfoRes) },
      },
    },
    async (req) => {
      const now = app.deps.now()
      await teamSaleActivity(app, req.ctx.hospitalId, req.body.activityId)
      let q = db
        .selectFrom('team')
        .selectAll()
        .where('activity_id', '=', req.body.activityId)
        .where('status', '=', 1)
        .where('expire_at', '>', now)
      if (req.body.goodsId !== undefined) q = q.where('goods_id', '=', req.body.goodsId)
      if (req.body.skuId !== undefined) q = q.where((eb) => eb.or([eb('sku_id', 'is', null), eb('sku_id', '=', req.body.skuId as number)]))
      const rows = await q.orderBy('expire_at').execute()
      const teams = rows.map((r) => toTeam(app, r, now)).sort((a, b) => a.lackNum - b.lackNum || a.expireTimeMs - b.expireTimeMs)
      return ok(teams)
    },
  )
}

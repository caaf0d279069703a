/**
 * /market-center group buying (SPEC §7 Coupons and activity): the group-buy order, the team of an order
 * (teamInfo/getTeamInfoByOrderId), the share link (activityOnline/getTeamShortLink) and the expiry sweep's
 * timer; the group-buy activity and its teams (activityOnline/getTeamSaleActivityByActivityId,
 * getTeamSaleActivityByTeamId, teamInfo/getSkuTeamInfoList). Ended activities are refused (活动已结束).
 */
import type { RequestTypedRoutePlugin } from '../../lib/route-plugin'
import { notFound, ok } from '../../lib/errors'
import * as B from '../../../contract/browse'
import * as M from '../../../src/domain/messages'
import { teamMembers, teamSaleActivity, toTeam } from './teams'
import { Envelope } from '../../../contract/lib'
import { CommitPayRes } from '../../../contract/order'
import * as C from '../../../contract/groupbuy'
import { commitTeamOrder, expireTeams, teamByOrder, teamShortLink } from './service'

const tags = ['market-center']
const security = [{ token: [] }]

/** no login: the share link, and the sweep of expired teams (every ORDER_SWEEP_MS, like unpaid orders) */
export const groupBuyRoutes: RequestTypedRoutePlugin = async (app) => {
  const timer = setInterval(() => {
    expireTeams(app, { limit: 100 }).catch((err) => app.log.warn({ err }, 'group-buy expiry sweep failed'))
  }, app.deps.config.orders.sweepMs)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
  const db = app.deps.db

  app.get(
    '/activityOnline/getTeamSaleActivityByActivityId',
    {
      schema: {
        tags: ['market-center'],
        summary: 'A group-buy activity with its goods and team prices (ended: 400)',
        querystring: B.TeamSaleByActivityQuery,
        response: { 200: Envelope(B.TeamSaleActivity) },
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
        querystring: B.TeamSaleByTeamQuery,
        response: { 200: Envelope(B.TeamSaleByTeamRes) },
      },
    },
    async (req) => {
      const team = await db.selectFrom('team').selectAll().where('id', '=', req.query.teamId).executeTakeFirst()
      if (!team) throw notFound(M.TEAM_NOT_FOUND)
      const activity = await teamSaleActivity(app, req.ctx.hospitalId, team.activity_id, { allowEnded: true })
      return ok({ team: toTeam(app, team, app.deps.now()), activity, members: await teamMembers(app, team) })
    },
  )

  app.post(
    '/teamInfo/getSkuTeamInfoList',
    {
      schema: {
        tags: ['market-center'],
        summary: 'Open teams of a group-buy activity (optionally of one goods / sku) that a user can join, fewest missing first',
        body: B.SkuTeamInfoReq,
        response: { 200: Envelope(B.SkuTeamInfoRes) },
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
        .where((eb) => eb('joined_num', '<', eb.ref('need_num'))) // a full team (last place held by an unpaid order) is not joinable
      if (req.body.goodsId !== undefined) q = q.where('goods_id', '=', req.body.goodsId)
      if (req.body.skuId !== undefined) q = q.where((eb) => eb.or([eb('sku_id', 'is', null), eb('sku_id', '=', req.body.skuId as number)]))
      const rows = await q.orderBy('expire_at').execute()
      const teams = rows.map((r) => toTeam(app, r, now)).sort((a, b) => a.lackNum - b.lackNum || a.expireTimeMs - b.expireTimeMs)
      return ok(teams)
    },
  )

  app.get(
    '/activityOnline/getTeamShortLink',
    {
      schema: {
        tags,
        summary: 'The share link of a team: the group page path with its query, and a share title',
        querystring: C.TeamShortLinkQuery,
        response: { 200: Envelope(C.TeamShortLinkRes) },
      },
    },
    async (req) => ok(await teamShortLink(app, req.ctx.hospitalId, req.query.teamId)),
  )
}

/** login required */
export const userGroupBuyRoutes: RequestTypedRoutePlugin = async (app) => {
  app.post(
    '/teamInfo/commitTeamOrder',
    {
      schema: {
        tags,
        security,
        summary:
          'A group-buy order: one unit at the team price; opens a team (no teamId) or takes a place in one atomically (full / ended: 400, nothing charged). Pay it with pay-center toPay',
        body: C.CommitTeamOrderReq,
        response: { 200: Envelope(CommitPayRes) },
      },
    },
    async (req) =>
      ok(
        await commitTeamOrder(app, {
          userId: req.user.userId,
          hospitalId: req.ctx.hospitalId,
          activityId: req.body.activityId,
          goodsId: req.body.goodsId,
          skuId: req.body.skuId,
          teamId: req.body.teamId,
          addressId: req.body.addressId,
          requestKey: req.body.requestId,
        }),
      ),
  )

  app.get(
    '/teamInfo/getTeamInfoByOrderId',
    {
      schema: {
        tags,
        security,
        summary: "The team of one of the caller's group-buy orders: members, time left, status, share link (another user's order: 404)",
        querystring: C.TeamByOrderQuery,
        response: { 200: Envelope(C.TeamByOrderRes) },
      },
    },
    async (req) => ok(await teamByOrder(app, req.user.userId, req.ctx.hospitalId, req.query.orderId)),
  )
}

/**
 * /market-center activities (SPEC §7 Coupons and activity): the goods of a full-reduction
 * promotion (PUT activity/goodsList). Ended activities are refused (活动已结束). Group-buy activities
 * and teams are the groupbuy module's (server/modules/groupbuy).
 */
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { badRequest, notFound, ok } from '../../lib/errors'
import { loadViewer } from '../../lib/auth-scope'
import type { ActivityGoodsListRes } from '../../../contract/browse'
import { offsetOf, pageResult } from '../../lib/paging'
import { goodsCards, toPromotion } from '../../modules/catalog'
import { statusOf } from './service'
import { Envelope } from '../../../contract/lib'
import * as C from '../../../contract/browse'
import * as M from '../../../src/domain/messages'

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
        .where('g.hidden_from_lists', '=', false)
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
}

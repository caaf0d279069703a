/**
 * /goods-center flash sales (SPEC §7 Flash sale): POST secKill/secKillGoods (sessions that are
 * running or upcoming, with their goods) and POST secKill/secKillDetail (one goods of a session).
 * An ended session is refused (活动已结束); an upcoming one is shown with its countdown (buying it
 * is refused by cart/addCart until it starts).
 */
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { badRequest, notFound, ok } from '../../lib/errors'
import { loadViewer } from '../../lib/auth-scope'
import type { SecKillDetailRes, SecKillGoods, SecKillSession } from '../../../contract/browse'
import { fmtReq } from '../../lib/time'
import { yuan } from '../../lib/money'
import { cartQuantity, findGoods, goodsByIds, goodsCards, goodsDetail } from '../../modules/catalog'
import { liveActivities } from './repository'
import { activityBase, statusOf, toGoodsActivity } from './service'
import { Envelope } from '../../../contract/lib'
import * as C from '../../../contract/browse'
import * as M from '../../../src/domain/messages'

export const seckillRoutes: TypedRoutePlugin = async (app) => {
  const db = app.deps.db

  app.post(
    '/secKill/secKillGoods',
    {
      schema: {
        tags: ['goods-center'],
        summary: 'Flash-sale sessions (running and upcoming, or one by activityId) with their goods',
        body: C.SecKillGoodsReq,
        response: { 200: Envelope(C.SecKillGoodsRes) },
      },
    },
    async (req) => {
      const now = app.deps.now()
      const hospitalId = req.ctx.hospitalId
      let q = db.selectFrom('activity').selectAll().where('hospital_id', '=', hospitalId).where('type', '=', 1)
      if (req.body.activityId !== undefined) q = q.where('id', '=', req.body.activityId)
      else q = q.where('period_end', '>', now)
      const acts = await q.orderBy('period_begin').execute()
      if (req.body.activityId !== undefined) {
        if (!acts.length) throw notFound(M.ACTIVITY_NOT_FOUND)
        if (statusOf(acts[0], now) === 3) throw badRequest(M.seckillEnded())
      }
      const { pageNum, pageSize } = req.body
      const sessions: SecKillSession[] = []
      for (const a of acts) {
        const status = statusOf(a, now)
        if (status === 3 || (req.body.status !== undefined && status !== req.body.status)) continue
        const lines = await db
          .selectFrom('activity_goods')
          .selectAll()
          .where('activity_id', '=', a.id)
          .where('status', '=', 1)
          .orderBy('id')
          .limit(pageSize)
          .offset((pageNum - 1) * pageSize)
          .execute()
        const rows = await goodsByIds(
          db,
          hospitalId,
          lines.map((l) => l.goods_id),
        )
        const cards = await goodsCards(app, rows, hospitalId, now)
        const goods: SecKillGoods[] = []
        for (const l of lines) {
          const card = cards.find((c) => c.goodsId === l.goods_id)
          if (!card) continue
          const left = Math.max(0, l.activity_stock_num - l.activity_num)
          goods.push({
            ...card,
            skuId: l.sku_id,
            activityPrice: yuan(l.activity_price_cents),
            activityStockNum: left,
            activityNum: l.activity_num,
            soldPercent:
              l.activity_stock_num + 0 > 0 ? Math.min(100, Math.round((l.activity_num / Math.max(1, l.activity_stock_num)) * 100)) : 100,
          })
        }
        sessions.push({
          activityId: a.id,
          activityName: a.activity_name,
          status,
          periodBegin: fmtReq(a.period_begin),
          periodEnd: fmtReq(a.period_end),
          serverTime: now.getTime(),
          goods,
        })
      }
      return ok(sessions)
    },
  )

  app.post(
    '/secKill/secKillDetail',
    {
      preHandler: loadViewer,
      schema: {
        tags: ['goods-center'],
        summary: 'One flash-sale goods: the activity (status, stock, limits, countdown) and the goods detail',
        body: C.SecKillDetailReq,
        response: { 200: Envelope(C.SecKillDetailRes) },
      },
    },
    async (req): Promise<{ code: number; msg: string; data: SecKillDetailRes }> => {
      const now = app.deps.now()
      const hospitalId = req.ctx.hospitalId
      const a = await db
        .selectFrom('activity')
        .selectAll()
        .where('id', '=', req.body.activityId)
        .where('hospital_id', '=', hospitalId)
        .where('type', '=', 1)
        .executeTakeFirst()
      if (!a) throw notFound(M.ACTIVITY_NOT_FOUND)
      if (statusOf(a, now) === 3) throw badRequest(M.seckillEnded())
      const g = await findGoods(app, hospitalId, { goodsId: req.body.goodsId })
      const line = (await liveActivities(db, hospitalId, [g.id], now)).find((x) => x.id === a.id)
      if (!line) throw notFound(M.SECKILL_GOODS_NOT_IN_ACTIVITY)
      const goods = await goodsDetail(app, g, hospitalId, req.viewer?.userId)
      const goodsNum = await cartQuantity(app, req.viewer?.userId, hospitalId, g.id, a.id)
      const activity = toGoodsActivity(line, activityBase(line, goods.skus, g), now, { goodsNum })
      return ok({ activity, goods: { ...goods, activityInfo: activity }, serverTime: now.getTime() })
    },
  )
}

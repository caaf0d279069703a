/**
 * /goods-center goods browsing (SPEC §7 Goods and market): categories, goods list and detail,
 * skus, service roles, buyer message fields, appointment pools, activity end time and extra info.
 */

import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { badRequest, notFound, ok } from '../../lib/errors'
import { loadViewer } from '../../lib/auth-scope'
import { composedReply } from '../../lib/cache'
import { serializedOnce } from '../../lib/cache/serialized'
import type {
  ActivityEndTimeRes,
  ActivityExInfoRes,
  AppointDay,
  GoodsMessageField,
  GoodsServiceRes,
  GoodsSkuRes,
  RuleField,
} from '../../../contract/browse'
import { businessToday, formatBusiness } from '../../../src/domain/time'
import { fmtReq } from '../../lib/time'

import { toPromotion, toSku } from './service'
import { couponRules } from '../../modules/coupon'
import {
  activityBase,
  liveActivities,
  pickActivity,
  promotionTags,
  runningPromotions,
  statusOf,
  toGoodsActivity,
} from '../../modules/promotion'
import type { PromotionTierJson } from '../../lib/db/tables/browse'
import { Envelope } from '../../../contract/lib'
import * as C from '../../../contract/browse'
import * as M from '../../../src/domain/messages'
import {
  skusOf,
  findGoods,
  toServiceList,
  cartQuantity,
  goodsDetail,
  requireSku,
  categoryList,
  searchGoods,
  goodsSkus,
} from './goods.service'

export const goodsRoutes: TypedRoutePlugin = async (app) => {
  const db = app.deps.db
  const sendGoods = serializedOnce()

  // ---------------------------------------------------------------- categories
  app.get(
    '/goods/categoryList',
    {
      schema: {
        tags: ['goods-center'],
        summary: 'Categories of the hospital (cateLevel 1 by default; parentId for the children of one; withChildren nests level 2)',
        querystring: C.CategoryListReq,
        response: { 200: Envelope(C.CategoryListRes) },
      },
    },
    async (req) => ok(await categoryList(app, req.ctx.hospitalId, req.query)),
  )

  // ---------------------------------------------------------------- goods list and detail
  app.post(
    '/goods/goodsList',
    {
      schema: {
        tags: ['goods-center'],
        summary: 'Goods list with paging, category (level 1 includes level 2), goods type, keyword and sort',
        body: C.GoodsListReq,
        response: { 200: Envelope(C.GoodsCardPage) },
      },
    },
    async (req) => ok(await searchGoods(app, req.ctx.hospitalId, req.body)),
  )

  app.post(
    '/goods/getGoods',
    {
      preHandler: loadViewer,
      schema: {
        tags: ['goods-center'],
        summary: 'Goods detail by goodsId or goodsDistributeId (no login; claim states when logged in)',
        body: C.GetGoodsReq,
        response: { 200: Envelope(C.GoodsDetail) },
      },
    },
    // the detail is a composed reply (lib/cache composedReply: per goods and viewer, for the second of the request
    // clock while nothing is written), serialized once by this route's schema and sent to every request of that second
    async (req, reply) => {
      const hospitalId = req.ctx.hospitalId
      const g = await findGoods(app, hospitalId, req.body)
      const userId = req.viewer?.userId
      const detail = await composedReply(app.deps.db, `goodsDetail:${hospitalId}:${g.id}:${userId ?? ''}`, app.deps.now(), () =>
        goodsDetail(app, g, hospitalId, userId),
      )
      return sendGoods(reply, detail, ok(detail))
    },
  )

  // ---------------------------------------------------------------- skus
  const skuHandler = (hospitalId: number, key: { goodsId?: number; goodsDistributeId?: number }): Promise<GoodsSkuRes> =>
    findGoods(app, hospitalId, key).then((g) => goodsSkus(app, hospitalId, g))
  const skuSchema = {
    tags: ['goods-center'],
    summary: 'Specs and skus of a goods (GoodsSkuRes)',
    response: { 200: Envelope(C.GoodsSkuRes) },
  }
  app.get('/goods/goodsSku', { schema: { ...skuSchema, querystring: C.GoodsSkuReq } }, async (req) =>
    ok(await skuHandler(req.ctx.hospitalId, req.query)),
  )
  app.post('/goods/goodsSku', { schema: { ...skuSchema, body: C.GoodsSkuReq } }, async (req) =>
    ok(await skuHandler(req.ctx.hospitalId, req.body)),
  )

  // ---------------------------------------------------------------- service roles, messages
  app.get(
    '/goods/service/query',
    {
      schema: {
        tags: ['goods-center'],
        summary: 'Service roles, institution, appointment need and pre-appointment form of a service goods',
        querystring: C.GoodsServiceReq,
        response: { 200: Envelope(C.GoodsServiceRes) },
      },
    },
    async (req): Promise<{ code: number; msg: string; data: GoodsServiceRes }> => {
      const g = await findGoods(app, req.ctx.hospitalId, { goodsId: req.query.goodsId })
      if (req.query.skuId !== undefined) await requireSku(app, g.id, req.query.skuId)
      return ok({
        goodsId: g.id,
        skuId: req.query.skuId ?? null,
        dealType: g.deal_type,
        serviceList: toServiceList(g),
        serviceInstitution: g.service_institution as unknown as GoodsServiceRes['serviceInstitution'],
        needAppoint: g.need_appoint,
        ruleFieldRelList: g.rule_fields as unknown as RuleField[],
        serviceItems: g.service_items as unknown as GoodsServiceRes['serviceItems'],
      })
    },
  )

  app.get(
    '/market/goodsMessage',
    {
      schema: {
        tags: ['goods-center'],
        summary: 'The message fields a buyer fills in for a goods (GoodsMessageField[], [] when none)',
        querystring: C.GetGoodsReq,
        response: { 200: Envelope(C.GoodsMessageRes) },
      },
    },
    async (req) => {
      const g = await findGoods(app, req.ctx.hospitalId, req.query)
      return ok(g.message_fields as unknown as GoodsMessageField[])
    },
  )

  // ---------------------------------------------------------------- appointment pool
  const poolSchema = {
    tags: ['goods-center'],
    summary: 'Appointment pool: the next days with their time slots, remaining capacity and appointFlag (2 full, 1 expired)',
    response: { 200: Envelope(C.AppointPoolRes) },
  }
  const poolHandler = async (
    hospitalId: number,
    q: { goodsId?: number; goodsDistributeId?: number; skuId?: number },
  ): Promise<AppointDay[]> => {
    const g = await findGoods(app, hospitalId, q)
    if (q.skuId !== undefined) await requireSku(app, g.id, q.skuId)
    if (!g.need_appoint) return []
    const now = app.deps.now()
    const today = businessToday(now)
    const rows = await db
      .selectFrom('appoint_pool')
      .selectAll()
      .where('closed', '=', false) // closed by the check-up desk
      .where('goods_id', '=', g.id)
      .where((eb) => (q.skuId === undefined ? eb('sku_id', 'is', null) : eb.or([eb('sku_id', 'is', null), eb('sku_id', '=', q.skuId)])))
      .where('appointed_date', '>=', today)
      .orderBy('appointed_date')
      .orderBy('appointed_time')
      .execute()
    const nowTime = formatBusiness(now, 'HH:mm')
    const days = new Map<string, AppointDay>()
    for (const r of rows) {
      let day = days.get(r.appointed_date)
      if (!day) days.set(r.appointed_date, (day = { appointedDate: r.appointed_date, poolList: [] }))
      const remain = Math.max(0, r.total - r.booked)
      const expired = r.appointed_date === today && r.appointed_time.slice(0, 5) <= nowTime
      day.poolList.push({ appointedTime: r.appointed_time, total: r.total, remain, appointFlag: expired ? 1 : remain === 0 ? 2 : 0 })
    }
    return [...days.values()]
  }
  app.get('/goods/getAppointPool', { schema: { ...poolSchema, querystring: C.AppointPoolReq } }, async (req) =>
    ok(await poolHandler(req.ctx.hospitalId, req.query)),
  )
  app.put('/goods/getAppointPool', { schema: { ...poolSchema, body: C.AppointPoolReq } }, async (req) =>
    ok(await poolHandler(req.ctx.hospitalId, req.body)),
  )
  app.post('/goods/getAppointPool', { schema: { ...poolSchema, body: C.AppointPoolReq } }, async (req) =>
    ok(await poolHandler(req.ctx.hospitalId, req.body)),
  )

  // ---------------------------------------------------------------- activity timing and extra info
  app.get(
    '/goods/getActivityEndTime',
    {
      schema: {
        tags: ['goods-center'],
        summary: 'Countdown data of an activity (by activityId, or the running/next activity of goodsId)',
        querystring: C.ActivityEndTimeReq,
        response: { 200: Envelope(C.ActivityEndTimeRes) },
      },
    },
    async (req): Promise<{ code: number; msg: string; data: ActivityEndTimeRes }> => {
      const { goodsId, activityId } = req.query
      if (goodsId === undefined && activityId === undefined) throw badRequest(M.missingParam('goodsId'))
      const now = app.deps.now()
      let a: { id: number; period_begin: Date; period_end: Date; time_before: number } | undefined | null
      if (activityId !== undefined) {
        a = await db
          .selectFrom('activity')
          .select(['id', 'period_begin', 'period_end', 'time_before'])
          .where('id', '=', activityId)
          .where('hospital_id', '=', req.ctx.hospitalId)
          .executeTakeFirst()
        if (a && goodsId !== undefined) {
          const inIt = await db
            .selectFrom('activity_goods')
            .select('id')
            .where('activity_id', '=', a.id)
            .where('goods_id', '=', goodsId)
            .executeTakeFirst()
          if (!inIt) a = null
        }
      } else {
        await findGoods(app, req.ctx.hospitalId, { goodsId })
        a = pickActivity(await liveActivities(db, req.ctx.hospitalId, [goodsId as number], now), goodsId as number, now)
      }
      if (!a) throw notFound(M.ACTIVITY_NOT_FOUND)
      const status = statusOf(a, now)
      const t = now.getTime()
      const endMs = a.period_end.getTime() - a.time_before * 60_000
      return ok({
        activityId: a.id,
        status,
        periodBegin: fmtReq(a.period_begin),
        periodEnd: fmtReq(a.period_end),
        serverTime: t,
        beginTimeMs: a.period_begin.getTime(),
        endTimeMs: endMs,
        remainMs: status === 1 ? a.period_begin.getTime() - t : status === 2 ? endMs - t : 0,
      })
    },
  )

  app.get(
    '/goods/getActivityExInfo',
    {
      preHandler: loadViewer,
      schema: {
        tags: ['goods-center'],
        summary: 'Activity, promotions, usable coupons and card tags of a goods',
        querystring: C.GoodsServiceReq,
        response: { 200: Envelope(C.ActivityExInfoRes) },
      },
    },
    async (req): Promise<{ code: number; msg: string; data: ActivityExInfoRes }> => {
      const hospitalId = req.ctx.hospitalId
      const g = await findGoods(app, hospitalId, { goodsId: req.query.goodsId })
      if (req.query.skuId !== undefined) await requireSku(app, g.id, req.query.skuId)
      const now = app.deps.now()
      const [acts, promos, skus] = await Promise.all([
        liveActivities(db, hospitalId, [g.id], now),
        runningPromotions(db, hospitalId, [g.id], now),
        skusOf(db, g.id),
      ])
      const forSku = acts.filter((x) => req.query.skuId === undefined || x.ag.sku_id === null || x.ag.sku_id === req.query.skuId)
      const a = pickActivity(forSku, g.id, now)
      const userId = req.viewer?.userId
      const goodsNum = a ? await cartQuantity(app, userId, hospitalId, g.id, a.id) : 0
      return ok({
        goodsId: g.id,
        activity: a
          ? toGoodsActivity(
              a,
              activityBase(
                a,
                skus.map((x) => toSku(app, x, g)),
                g,
              ),
              now,
              { goodsNum },
            )
          : null,
        promotions: await Promise.all(promos.map((p) => toPromotion(app, db, p, now, userId))),
        coupons: await couponRules(app, db, { hospitalId, inCenter: true, goodsIds: [g.id], now, userId }),
        tags: promotionTags(promos.flatMap((p) => p.tiers as unknown as PromotionTierJson[])),
      })
    },
  )
}

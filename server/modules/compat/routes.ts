/**
 * The remaining goods and config calls of SPEC §7 (issue 18). Which screen uses each, or why none:
 *  - common configContract/getConstractByCodes: API-only — /privacyAc asks protocol/getProtocolByCondition per
 *    code (one cached text each); this is the batch form for clients that want several at once;
 *  - zeus activity/queryActivity: API-only — the goods and activity screens get their activity inside the goods
 *    replies (goods/getGoods, activity/goodsList); this is the activity alone, for links and posters;
 *  - goods-center market/getGoodsNew: API-only — newest goods (no "new arrivals" block in the page builder yet);
 *  - goods-center market/bestList, index/list (the same list), index/bestDetail, index/goods: the hospital's goods
 *    selections; /magicplatform/bestGoodList reads a group's goods through magic/getGoods (the page builder's
 *    call), these serve clients that browse the selections themselves: API-only;
 *  - goods-center goods/goodsLogisticsInfo (PUT): API-only — the goods page derives delivery from goodsType with
 *    the same rule (src/domain/orders isShippedLine);
 *  - order-center orderCenter/getCouponInfo: API-only — the order detail carries its coupon discount; this is the
 *    coupon itself (name, face value) of the caller's order;
 *  - order-center orderCenter/shareRecord: API-only — the caller's own shares as zeus/buryPoint/share recorded them;
 *  - order-center order/allChoose: in the cart module (server/modules/cart/all-choose.routes.ts), API-only.
 */
import { Envelope, Nullable, Paged } from '../../../contract/lib'
import { Protocol } from '../../../contract/api'
import { GoodsCard } from '../../../contract/browse'
import * as C from '../../../contract/compat'
import { ok } from '../../lib/errors'
import { Type } from '../../../contract/lib'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import {
  activityInfo,
  contractsByCodes,
  goodsGroupDetailOf,
  goodsGroups,
  goodsLogistics,
  groupGoods,
  newestGoods,
  orderCouponInfo,
  shareRecords,
} from './service'

export const commonCompatRoutes: TypedRoutePlugin = async (app) => {
  app.get(
    '/configContract/getConstractByCodes',
    {
      schema: {
        tags: ['common'],
        summary: 'Legal texts by codes (100 user agreement, 200 privacy policy, 300 consultation consent, 400 refund/reschedule)',
        querystring: C.ContractCodesQuery,
        response: { 200: Envelope(Type.Array(Protocol)) },
      },
    },
    async (req) => ok(await contractsByCodes(app, req.ctx.hospitalId, req.query.codes)),
  )
}

export const zeusCompatRoutes: TypedRoutePlugin = async (app) => {
  app.get(
    '/activity/queryActivity',
    {
      schema: {
        tags: ['zeus'],
        summary: 'An activity (flash sale, group buy, discount) with its status and goods ids',
        querystring: C.ActivityQuery,
        response: { 200: Envelope(C.ActivityInfo) },
      },
    },
    async (req) => ok(await activityInfo(app, req.ctx.hospitalId, req.query.activityId)),
  )
}

export const goodsCompatRoutes: TypedRoutePlugin = async (app) => {
  const tags = ['goods-center']
  app.get(
    '/market/getGoodsNew',
    { schema: { tags, summary: 'Newest goods on shelf, paged', querystring: C.PageQuery, response: { 200: Envelope(Paged(GoodsCard)) } } },
    async (req) => ok(await newestGoods(app, req.ctx.hospitalId, req.query.pageNum ?? 1, req.query.pageSize ?? 10)),
  )
  for (const url of ['/market/bestList', '/index/list'])
    app.get(
      url,
      {
        schema: {
          tags,
          summary: "The hospital's goods selections (goods groups) with their goods counts",
          response: { 200: Envelope(Type.Array(C.GoodsGroup)) },
        },
      },
      async (req) => ok(await goodsGroups(app, req.ctx.hospitalId)),
    )
  app.get(
    '/index/bestDetail',
    {
      schema: {
        tags,
        summary: 'A goods selection with its first 20 goods',
        querystring: C.GroupQuery,
        response: { 200: Envelope(C.GoodsGroupDetail) },
      },
    },
    async (req) => ok(await goodsGroupDetailOf(app, req.ctx.hospitalId, req.query.groupId)),
  )
  app.get(
    '/index/goods',
    {
      schema: {
        tags,
        summary: 'The goods of a selection, paged',
        querystring: C.GroupGoodsQuery,
        response: { 200: Envelope(Paged(GoodsCard)) },
      },
    },
    async (req) =>
      ok((await groupGoods(app, req.ctx.hospitalId, req.query.groupId, req.query.pageNum ?? 1, req.query.pageSize ?? 10)).page),
  )
  app.put(
    '/goods/goodsLogisticsInfo',
    {
      schema: {
        tags,
        summary: 'How a goods is delivered (shipped or not, freight)',
        body: C.GoodsLogisticsReq,
        response: { 200: Envelope(C.GoodsLogistics) },
      },
    },
    async (req) => ok(await goodsLogistics(app, req.ctx.hospitalId, req.body.goodsId)),
  )
}

/** login: order-center orderCenter/getCouponInfo, orderCenter/shareRecord (order/allChoose is the cart module's) */
export const userOrderCompatRoutes: TypedRoutePlugin = async (app) => {
  const tags = ['order-center']
  const security = [{ token: [] }]
  app.get(
    '/orderCenter/getCouponInfo',
    {
      schema: {
        tags,
        security,
        summary: "The coupon used on the caller's order (null: none; another user's order: 404)",
        querystring: C.OrderIdQuery,
        response: { 200: Envelope(Nullable(C.OrderCouponInfo)) },
      },
    },
    async (req) => ok(await orderCouponInfo(app, req.user.userId, req.query.orderId)),
  )
  app.get(
    '/orderCenter/shareRecord',
    {
      schema: {
        tags,
        security,
        summary: "The caller's shares, newest first (as zeus/buryPoint/share recorded them)",
        querystring: C.ShareRecordQuery,
        response: { 200: Envelope(Paged(C.ShareRecordItem)) },
      },
    },
    async (req) => ok(await shareRecords(app, req.user.userId, req.ctx.hospitalId, req.query.pageNum ?? 1, req.query.pageSize ?? 10)),
  )
}

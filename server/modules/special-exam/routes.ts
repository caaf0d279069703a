/**
 * Special exam orders and prescription pay (SPEC §7 Orders / Goods and market, issue 18): market/specialMed (the
 * special-medical check-ups, a goods section: server/modules/pediatric/service.ts), orderCenter/spePeOrder (order one,
 * as commitPay), orderCenter/spePeOrderList (the caller's orders of them, as myOrders), orderCenter/prescriptionPay (pay
 * a pending prescription order of the caller, as pay/toPay). Thin: the order and pay modules' services.
 */
import { Envelope } from '../../../contract/lib'
import { CommitPayReq, CommitPayRes, MyOrdersReq, MyOrdersRes } from '../../../contract/order'
import { PrepayRes, ToPayReq } from '../../../contract/pay'
import { GoodsSectionReq, GoodsSectionRes } from '../../../contract/pediatric'
import { badRequest, notFound, ok } from '../../lib/errors'
import type { RequestTypedRoutePlugin, TypedRoutePlugin } from '../../lib/route-plugin'
// the order routes' own calls (the order index cannot re-export them: order <-> pay)
import { checkChannel, commitOrder, myOrders } from '../order/actions'
import { startPayment } from '../pay'
import { requireSectionLines, sectionCategoryIds, sectionIndex } from '../pediatric'
import * as M from '../../../src/domain/messages'

/** goods-center, no login */
export const specialMedRoutes: TypedRoutePlugin = async (app) => {
  app.get(
    '/market/specialMed',
    {
      schema: {
        tags: ['goods-center'],
        summary: 'The special-medical check-ups: title, notice, categories and a page of their goods (open false: the hospital has none)',
        querystring: GoodsSectionReq,
        response: { 200: Envelope(GoodsSectionRes) },
      },
    },
    async (req) => ok(await sectionIndex(app, req.ctx.hospitalId, 'specialMed', req.query)),
  )
}

/** order-center, login (the authenticated scope) */
export const userSpecialExamRoutes: RequestTypedRoutePlugin = async (app) => {
  const tags = ['order-center']
  const security = [{ token: [] }]
  app.post(
    '/orderCenter/spePeOrder',
    {
      schema: {
        tags,
        security,
        summary: 'Order special-medical check-ups (buy-now lines of market/specialMed; as orderCenter/commitPay)',
        body: CommitPayReq,
        response: { 200: Envelope(CommitPayRes) },
      },
    },
    async (req) => {
      await requireSectionLines(app, req.ctx.hospitalId, 'specialMed', req.body)
      return ok(await commitOrder(app, req, 1, false))
    },
  )
  app.get(
    '/orderCenter/spePeOrderList',
    {
      schema: {
        tags,
        security,
        summary: "The caller's orders of special-medical check-ups by status (as myOrders), newest first",
        querystring: MyOrdersReq,
        response: { 200: Envelope(MyOrdersRes) },
      },
    },
    async (req) =>
      ok(
        await myOrders(
          app,
          req.user.userId,
          req.ctx.hospitalId,
          req.query,
          await sectionCategoryIds(app, req.ctx.hospitalId, 'specialMed'),
        ),
      ),
  )
  app.post(
    '/orderCenter/prescriptionPay',
    {
      schema: {
        tags,
        security,
        summary: "Pay a pending prescription order of the caller (made from a doctor's prescription at the counter; as pay/toPay)",
        body: ToPayReq,
        response: { 200: Envelope(PrepayRes) },
      },
    },
    async (req) => {
      const o = await app.deps.db
        .selectFrom('shop_order')
        .select(['id', 'create_way'])
        .where('id', '=', req.body.orderId)
        .where('user_id', '=', req.user.userId)
        .where('deleted', '=', false)
        .executeTakeFirst()
      if (!o) throw notFound(M.ORDER_NOT_FOUND)
      if (o.create_way !== 'prescription') throw badRequest(M.PRESCRIPTION_ORDER_ONLY)
      checkChannel(req, req.body.payChannel)
      return ok(
        await startPayment(app, {
          userId: req.user.userId,
          orderIds: [o.id],
          channel: req.body.payChannel,
          payWay: 1,
          returnUrl: req.body.returnUrl,
          clientIp: req.ip,
        }),
      )
    },
  )
}

/**
 * The paediatric shop's calls (SPEC §7 Goods and market "Paediatric:", issue 18; contract/pediatric.ts). Thin: what
 * belongs to the shop is ./service.ts; goods, orders and payments are the catalog, order and pay modules' services.
 */
import { Envelope } from '../../../contract/lib'
import { GetGoodsReq, GoodsDetail, GoodsMessageRes, GoodsSkuRes, type GoodsMessageField } from '../../../contract/browse'
import { CommitPayReq, CommitPayRes } from '../../../contract/order'
import { OrderQueryReq, OrderQueryRes, PrepayRes, ToPayReq } from '../../../contract/pay'
import { PediatricIndexReq, PediatricIndexRes } from '../../../contract/pediatric'
import { loadViewer } from '../../lib/auth-scope'
import { ok } from '../../lib/errors'
import type { RequestTypedRoutePlugin, TypedRoutePlugin } from '../../lib/route-plugin'
import { goodsDetail, goodsSkus } from '../catalog'
import { checkChannel, commitOrder, queryOrderPayment } from '../order/actions' // the order routes' own calls (the order index cannot re-export them: order <-> pay)
import { startPayment } from '../pay'
import { pediatricGoods, pediatricIndex, requirePediatricLines } from './service'

/** goods-center, no login (getGoods reads the viewer for its claim states) */
export const pediatricMarketRoutes: TypedRoutePlugin = async (app) => {
  const tags = ['goods-center']
  app.post(
    '/pediatric/market/goodsIndex',
    {
      schema: {
        tags,
        summary: 'The paediatric shop: its title, notice, categories and a page of its goods (open false: the hospital has none)',
        body: PediatricIndexReq,
        response: { 200: Envelope(PediatricIndexRes) },
      },
    },
    async (req) => ok(await pediatricIndex(app, req.ctx.hospitalId, req.body)),
  )
  app.post(
    '/pediatric/market/getGoods',
    {
      preHandler: loadViewer,
      schema: {
        tags,
        summary: 'A goods of the paediatric shop (as goods/getGoods; another goods: 404)',
        body: GetGoodsReq,
        response: { 200: Envelope(GoodsDetail) },
      },
    },
    async (req) => {
      const g = await pediatricGoods(app, req.ctx.hospitalId, req.body)
      return ok(await goodsDetail(app, g, req.ctx.hospitalId, req.viewer?.userId))
    },
  )
  app.post(
    '/pediatric/market/goodsSku',
    {
      schema: {
        tags,
        summary: 'Specs and skus of a goods of the paediatric shop (as goods/goodsSku)',
        body: GetGoodsReq,
        response: { 200: Envelope(GoodsSkuRes) },
      },
    },
    async (req) => ok(await goodsSkus(app, req.ctx.hospitalId, await pediatricGoods(app, req.ctx.hospitalId, req.body))),
  )
  app.post(
    '/pediatric/market/goodsMessage',
    {
      schema: {
        tags,
        summary: 'The message fields a buyer fills in for a goods of the paediatric shop (as market/goodsMessage)',
        body: GetGoodsReq,
        response: { 200: Envelope(GoodsMessageRes) },
      },
    },
    async (req) => ok((await pediatricGoods(app, req.ctx.hospitalId, req.body)).message_fields as unknown as GoodsMessageField[]),
  )
}

/** order-center, login (the authenticated scope) */
export const userPediatricOrderRoutes: RequestTypedRoutePlugin = async (app) => {
  const tags = ['order-center']
  const security = [{ token: [] }]
  app.post(
    '/pediatric/order/produceOrder',
    {
      schema: {
        tags,
        security,
        summary:
          'Order paediatric goods (buy-now lines only; as orderCenter/commitPay: server pricing, atomic stock, idempotent by requestId; payChannel prepays at once)',
        body: CommitPayReq,
        response: { 200: Envelope(CommitPayRes) },
      },
    },
    async (req) => {
      await requirePediatricLines(app, req.ctx.hospitalId, req.body)
      return ok(await commitOrder(app, req, 1, false))
    },
  )
  const pay = (req: Parameters<typeof checkChannel>[0] & { user: { userId: number } }, b: ToPayReq) => {
    checkChannel(req, b.payChannel)
    return startPayment(app, {
      userId: req.user.userId,
      orderIds: [b.orderId],
      channel: b.payChannel,
      payWay: 1,
      returnUrl: b.returnUrl,
      clientIp: req.ip,
    })
  }
  app.post(
    '/pediatric/order/commitPay',
    {
      schema: {
        tags,
        security,
        summary: "Pay a pending order of the caller (as pay/toPay; another user's order: 404)",
        body: ToPayReq,
        response: { 200: Envelope(PrepayRes) },
      },
    },
    async (req) => ok(await pay(req, req.body)),
  )
  app.get(
    '/order/commitPay',
    {
      schema: {
        tags,
        security,
        summary: 'The GET form of pediatric/order/commitPay: the payment of a pending order of the caller (while paying, the same payment)',
        querystring: ToPayReq,
        response: { 200: Envelope(PrepayRes) },
      },
    },
    async (req) => ok(await pay(req, req.query)),
  )
  app.post(
    '/pediatric/order/orderQuery',
    {
      schema: {
        tags,
        security,
        summary: 'Payment state of an order of the caller (as orderCenter/orderQuery)',
        body: OrderQueryReq,
        response: { 200: Envelope(OrderQueryRes) },
      },
    },
    async (req) => ok(await queryOrderPayment(app, req.user.userId, req.body)),
  )
}

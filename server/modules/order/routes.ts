/**
 * /order-center orders (SPEC §7 Orders, mounted at /order-center/orderCenter/...; also
 * /order-center/order/orderCancel, /order-center/order/sellOutApply and /order-center/cart/payCart):
 * commitPay, payCart (pay way 1), mergePay (pay way 2), myOrders, orderDetail, orderStatusNum,
 * orderNum, getOrderQr / getQrPic (qrcode), orderCancel, orderDelete, orderConfirm, orderRefund,
 * orderQuery, changeReceiver, changePeInfo, queryOrderAppoint, updateAppointDate, cancelAppoint
 * (src/domain canReschedule), getVerificationRecord, updateVerification (not in production),
 * sellOutApply, getRouteInfo. Every order endpoint is the caller's: another user's order is 404.
 */
import QRCode from 'qrcode'
import type { RequestTypedRoutePlugin } from '../../lib/route-plugin'
import { conflict, ok } from '../../lib/errors'
import { serializedOnce } from '../../lib/cache/serialized'
import { isTerminalStatus, orderDetailRoute } from '../../../src/domain/orders'
import { Envelope } from '../../../contract/lib'
import {
  ChangeReceiverReq,
  CommitPayReq,
  SellOutApplyReq,
  MyOrdersReq,
  OrderCancelReq,
  OrderIdQuery,
  OrderIdReq,
  OrderRefundReq,
  CommitPayRes,
  MyOrdersRes,
  OrderActionRes,
  OrderDetail,
  OrderNumRes,
  OrderQrPicRes,
  OrderQrRes,
  OrderStatusNumRes,
  RouteInfoRes,
  SellOutApplyRes,
} from '../../../contract/order'
import { MergePayReq, OrderQueryReq, OrderQueryRes, PrepayRes } from '../../../contract/pay'
import { cancelOrder } from './service'
import { applyPayResult, closeExpired, refundOrder, startPayment, syncPayment } from '../pay'
import * as M from '../../../src/domain/messages'
import { orderDetail, ownOrder } from './views'
import {
  changeReceiver,
  checkChannel,
  commitOrder,
  confirmOrder,
  deleteOrder,
  myOrders,
  orderCounts,
  orderIdOf,
  qrOrder,
  queryOrderPayment,
  sellOutApply,
} from './actions'

const tags = ['order-center']
const security = [{ token: [] }]

// ------------------------------------------------------------------ routes

/** no login (and the sweep of unpaid orders past their close time) */
export const publicOrderRoutes: RequestTypedRoutePlugin = async (app) => {
  // the periodic sweep of unpaid orders past their close time
  const sweepMs = app.deps.config.orders.sweepMs // ORDER_SWEEP_MS
  const timer = setInterval(() => {
    closeExpired(app, { limit: 100 }).catch((err) => app.log.warn({ err }, 'order close sweep failed'))
  }, sweepMs)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
}

/** login required (the authenticated scope) */
export const userOrderRoutes: RequestTypedRoutePlugin = async (app) => {
  const sendOrders = serializedOnce()
  const idQuery = OrderIdQuery
  const idBody = OrderIdReq

  app.post(
    '/orderCenter/commitPay',
    {
      schema: {
        tags,
        security,
        body: CommitPayReq,
        response: { 200: Envelope(CommitPayRes) },
        summary:
          'Create one order from the checked cart lines (cartIds) or a buy-now line (goodsList); server pricing; atomic stock; idempotent by requestId/orderToken; optional payChannel prepays at once',
      },
    },
    async (req) => ok(await commitOrder(app, req, 1, false)),
  )
  app.post(
    '/cart/payCart',
    {
      schema: {
        tags,
        security,
        body: CommitPayReq,
        response: { 200: Envelope(CommitPayRes) },
        summary: 'Pay way 1: order the cart lines and prepay (payChannel required)',
      },
    },
    async (req) => ok(await commitOrder(app, req, 1, true)),
  )
  app.post(
    '/orderCenter/mergePay',
    {
      schema: {
        tags,
        security,
        summary: 'Pay way 2: one payment for several pending orders of the caller',
        body: MergePayReq,
        response: { 200: Envelope(PrepayRes) },
      },
    },
    async (req) => {
      checkChannel(req, req.body.payChannel)
      return ok(
        await startPayment(app, {
          userId: req.user.userId,
          orderIds: req.body.orderIds,
          channel: req.body.payChannel,
          payWay: 2,
          returnUrl: req.body.returnUrl,
          clientIp: req.ip,
        }),
      )
    },
  )

  app.get(
    '/orderCenter/myOrders',
    {
      schema: {
        tags,
        security,
        summary: "The caller's orders by status (0/omitted = all), newest first",
        querystring: MyOrdersReq,
        response: { 200: Envelope(MyOrdersRes) },
      },
    },
    // a composed reply (see myOrders), serialized once by this route's schema
    async (req, reply) => {
      const page = await myOrders(app, req.user.userId, req.ctx.hospitalId, req.query)
      return sendOrders(reply, page, ok(page))
    },
  )

  app.get(
    '/orderCenter/orderDetail',
    {
      schema: {
        tags,
        security,
        summary: 'An order of the caller (id or orderId)',
        querystring: idQuery,
        response: { 200: Envelope(OrderDetail) },
      },
    },
    async (req) => ok(await orderDetail(app, req.user.userId, orderIdOf(req.query))),
  )

  app.get(
    '/orderCenter/orderStatusNum',
    {
      schema: { tags, security, summary: 'Order counts per status', response: { 200: Envelope(OrderStatusNumRes) } },
    },
    async (req) => {
      const m = await orderCounts(app, req.user.userId, req.ctx.hospitalId)
      return ok({ ...m, all: Object.values(m).reduce((a, b) => a + b, 0) })
    },
  )
  app.get(
    '/orderCenter/getOrderQr',
    {
      schema: {
        tags,
        security,
        summary: 'Verification code and its QR (SVG data URL) of a 104/105 order',
        querystring: idQuery,
        response: { 200: Envelope(OrderQrRes) },
      },
    },
    async (req) => {
      const o = await qrOrder(app, req.user.userId, orderIdOf(req.query))
      const svg = await QRCode.toString(o.verify_code!, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      return ok({ orderId: o.id, verifyCode: o.verify_code, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` })
    },
  )
  app.get(
    '/orderCenter/getQrPic',
    {
      schema: {
        tags,
        security,
        summary: 'The verification QR as a PNG data URL',
        querystring: idQuery,
        response: { 200: Envelope(OrderQrPicRes) },
      },
    },
    async (req) => {
      const o = await qrOrder(app, req.user.userId, orderIdOf(req.query))
      return ok({
        orderId: o.id,
        verifyCode: o.verify_code,
        qrPic: await QRCode.toDataURL(o.verify_code!, { margin: 1, width: 300, errorCorrectionLevel: 'M' }),
      })
    },
  )

  for (const url of ['/orderCenter/orderCancel', '/order/orderCancel']) {
    app.post(
      url,
      {
        schema: {
          tags,
          security,
          summary: 'Cancel an unpaid order (reasons 价格贵 / 余额不足 / 暂时不需要 / 其他); stock and coupon come back',
          body: OrderCancelReq,
          response: { 200: Envelope(OrderActionRes) },
        },
      },
      async (req) => {
        const o = await ownOrder(app, req.user.userId, req.body.orderId)
        if (o.pay_no && o.pay_state === 'PAYING') await syncPayment(app, o.pay_no)
        const reason = req.body.remark ? `${req.body.cancelReason}：${req.body.remark}` : req.body.cancelReason
        const r = await cancelOrder(app, o.id, 'cancel', reason)
        if (!r) throw conflict(M.ORDER_CANNOT_CANCEL)
        return ok({ orderId: r.id, status: r.status })
      },
    )
  }

  app.get(
    '/orderCenter/orderDelete',
    {
      schema: {
        tags,
        security,
        summary: 'Delete (hide) a 102/103 order',
        querystring: idQuery,
        response: { 200: Envelope(OrderActionRes) },
      },
    },
    async (req) => ok(await deleteOrder(app, req.user.userId, orderIdOf(req.query))),
  )
  app.post(
    '/orderCenter/orderDelete',
    {
      schema: { tags, security, summary: 'Delete (hide) a 102/103 order', body: idBody, response: { 200: Envelope(OrderActionRes) } },
    },
    async (req) => ok(await deleteOrder(app, req.user.userId, req.body.orderId)),
  )

  app.post(
    '/orderCenter/orderConfirm',
    {
      schema: {
        tags,
        security,
        summary: 'Confirm receipt / completion: 104/105 → 102',
        body: idBody,
        response: { 200: Envelope(OrderActionRes) },
      },
    },
    async (req) => ok(await confirmOrder(app, req.user.userId, req.body)),
  )

  app.post(
    '/orderCenter/orderRefund',
    {
      schema: {
        tags,
        security,
        summary: 'Refund a paid, unused order through its provider (104 → 103); stock and coupon come back',
        body: OrderRefundReq,
        response: { 200: Envelope(OrderActionRes) },
      },
    },
    async (req) => {
      const r = await refundOrder(app, req.user.userId, req.body.orderId, req.body.reason ?? M.REFUND_REASON_DEFAULT)
      return ok({ orderId: r.id, status: r.status, refundNo: r.refund_no ?? undefined })
    },
  )

  app.post(
    '/orderCenter/orderQuery',
    {
      schema: {
        tags,
        security,
        summary: 'Payment state of an order (asks the provider while paying)',
        body: OrderQueryReq,
        response: { 200: Envelope(OrderQueryRes) },
      },
    },
    async (req) => ok(await queryOrderPayment(app, req.user.userId, req.body)),
  )

  app.post(
    '/orderCenter/changeReceiver',
    {
      schema: {
        tags,
        security,
        summary: 'Change the receiver of a 101/104 order',
        body: ChangeReceiverReq,
        response: { 200: Envelope(OrderDetail) },
      },
    },
    async (req) => ok(await changeReceiver(app, req.user.userId, req.body)),
  )

  app.post(
    '/order/sellOutApply',
    {
      schema: {
        tags,
        security,
        summary: 'Ask to be told when a sold-out goods / sku is back',
        body: SellOutApplyReq,
        response: { 200: Envelope(SellOutApplyRes) },
      },
    },
    async (req) => ok(await sellOutApply(app, req.user.userId, req.ctx.hospitalId, req.body)),
  )

  app.get(
    '/orderCenter/getRouteInfo',
    {
      schema: {
        tags,
        security,
        summary: 'Where an order opens (src/domain orderDetailRoute: orderClassify 1 → /serPackageOrderDetail)',
        querystring: idQuery,
        response: { 200: Envelope(RouteInfoRes) },
      },
    },
    async (req) => {
      const o = await ownOrder(app, req.user.userId, orderIdOf(req.query))
      return ok(orderDetailRoute({ id: o.id, orderClassify: o.order_classify }))
    },
  )
}

/** visitors and users (the optionalUser scope: req.viewer) */
export const visitorOrderRoutes: RequestTypedRoutePlugin = async (app) => {
  app.get(
    '/orderCenter/orderNum',
    {
      schema: { tags, summary: 'Number of orders of the caller (0 for visitors)', response: { 200: Envelope(OrderNumRes) } },
    },
    async (req) => {
      if (!req.viewer) return ok({ total: 0, active: 0 })
      const m = await orderCounts(app, req.viewer.userId, req.ctx.hospitalId)
      return ok({
        total: Object.values(m).reduce((a, b) => a + b, 0),
        active: Object.entries(m).reduce((a, [s, n]) => (isTerminalStatus(Number(s)) ? a : a + n), 0),
      })
    },
  )
}

export { applyPayResult }

/**
 * Offline orders (SPEC §2 /offlineOrder 线下订单, /offlinePay 线下支付; contract/offline.ts):
 * orders the hospital makes for the patient at the counter (create way 'counter') or from a
 * doctor's prescription ('prescription'). They are ordinary orders: paid through startPayment /
 * the pay-center like any other (commitPay / mergePay with the order id), cancelled with
 * orderCancel, opened with orderDetail. Here: the caller's list by status with counts, the counter
 * pay code of a pending one. Staff create them in the console (staff.routes.ts: POST /staff/offline-orders,
 * permission offline-order:create). Another user's order is 404.
 */
import type { FastifyPluginAsync } from 'fastify'
import type { PrefixPluginOptions } from '../../lib/route-plugin'
import { ok } from '../../lib/errors'
import { Envelope } from '../../../contract/lib'
import { OrderStatusNumRes } from '../../../contract/order'
import { OfflineOrdersReq, OfflineOrdersRes, OfflinePayCodeQuery, OfflinePayCodeRes } from '../../../contract/offline'
import { listOfflineOrders, offlineOrderNum, offlinePayCode } from './service'

const tags = ['order-center']
const security = [{ token: [] }]

/** login required (the authenticated scope) */
export const userOfflineOrderRoutes: FastifyPluginAsync<PrefixPluginOptions> = async (app) => {
  app.get<{ Querystring: { status?: number; pageNum: number; pageSize: number } }>(
    '/orderCenter/offlineOrders',
    {
      schema: {
        tags,
        security,
        summary: "The caller's offline orders (counter / prescription) by status (0/omitted = all), newest first",
        querystring: OfflineOrdersReq,
        response: { 200: Envelope(OfflineOrdersRes) },
      },
    },
    async (req) => ok(await listOfflineOrders(app, req.user.userId, req.ctx.hospitalId, req.query)),
  )

  app.get(
    '/orderCenter/offlineOrderNum',
    {
      schema: { tags, security, summary: 'Offline order counts per status', response: { 200: Envelope(OrderStatusNumRes) } },
    },
    async (req) => ok(await offlineOrderNum(app, req.user.userId, req.ctx.hospitalId)),
  )

  app.get<{ Querystring: { orderId?: number; id?: number } }>(
    '/orderCenter/offlinePayCode',
    {
      schema: {
        tags,
        security,
        summary: 'The counter pay code (order number and its QR) of a pending offline order',
        querystring: OfflinePayCodeQuery,
        response: { 200: Envelope(OfflinePayCodeRes) },
      },
    },
    async (req) => ok(await offlinePayCode(app, req.user.userId, req.query)),
  )
}

/**
 * Offline orders (SPEC §2 /offlineOrder 线下订单, /offlinePay 线下支付; contract/offline.ts):
 * orders the hospital makes for the patient at the counter (create way 'counter') or from a
 * doctor's prescription ('prescription'). They are ordinary orders: paid through startPayment /
 * the pay-center like any other (commitPay / mergePay with the order id), cancelled with
 * orderCancel, opened with orderDetail. Here: the caller's list by status with counts, the counter
 * pay code of a pending one, and the staff endpoint that creates one (only when the server has
 * OFFLINE_STAFF_KEY; the caller sends it in x-staff-key). Another user's order is 404.
 */
import crypto from 'node:crypto'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { PrefixPluginOptions } from '../../lib/route-plugin'
import { badRequest, notFound, ok } from '../../lib/errors'
import { Envelope } from '../../../contract/lib'
import { CommitPayRes, OrderStatusNumRes } from '../../../contract/order'
import {
  OfflineOrdersReq,
  OfflineOrdersRes,
  OfflinePayCodeQuery,
  OfflinePayCodeRes,
  OfflineStaffCreateReq,
} from '../../../contract/offline'
import { validatePhone } from '../../../src/domain/validation'
import { createOrder } from '../order'
import * as M from '../../../src/domain/messages'
import { listOfflineOrders, offlineOrderNum, offlinePayCode } from './service'

const tags = ['order-center']
const security = [{ token: [] }]

function staffKeyOk(req: FastifyRequest, key: string): boolean {
  const h = req.headers['x-staff-key']
  const got = Buffer.from(String(Array.isArray(h) ? h[0] : (h ?? '')), 'utf8')
  const want = Buffer.from(key, 'utf8')
  return got.length === want.length && crypto.timingSafeEqual(got, want)
}

/** no login */
export const publicOfflineOrderRoutes: FastifyPluginAsync<PrefixPluginOptions> = async (app) => {
  const db = app.deps.db

  const staffKey = app.deps.config.offlineStaffKey ?? '' // OFFLINE_STAFF_KEY (16+ characters, checked by loadConfig)
  if (staffKey.length >= 16) {
    app.post<{ Body: OfflineStaffCreateReq }>(
      '/orderCenter/offline/staffCreate',
      {
        schema: {
          tags,
          summary:
            'Hospital staff: create an offline order for a patient (header x-staff-key = OFFLINE_STAFF_KEY); server pricing and stock as commitPay',
          body: OfflineStaffCreateReq,
          response: { 200: Envelope(CommitPayRes) },
        },
      },
      async (req) => {
        if (!staffKeyOk(req, staffKey)) throw notFound('Not Found')
        const msg = validatePhone(req.body.phone)
        if (msg) throw badRequest(msg)
        const user = await db.selectFrom('app_user').select('id').where('phone', '=', req.body.phone).executeTakeFirst()
        if (!user) throw notFound(M.PATIENT_NOT_REGISTERED)
        const b = req.body
        return ok(
          await createOrder(app, {
            userId: user.id,
            hospitalId: req.ctx.hospitalId,
            goodsList: b.goodsList,
            address: b.address,
            remark: b.remark ?? '',
            createWay: b.createWay,
            requestKey: b.requestId ? `staff:${b.requestId}` : undefined,
          }),
        )
      },
    )
  }
}

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

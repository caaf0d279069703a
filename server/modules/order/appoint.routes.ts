/**
 * /order-center order appointments and verification (SPEC §7 Orders; §9 reschedule): changePeInfo,
 * queryOrderAppoint, updateAppointDate, cancelAppoint, getVerificationRecord (`userOrderAppointRoutes`,
 * the authenticated scope) and the sandbox verifier's scan updateVerification (`publicOrderVerifyRoutes`,
 * not in production). Thin: schema + the appointment service of orders (appoint.ts).
 */
import type { FastifyPluginAsync } from 'fastify'
import type { PrefixPluginOptions } from '../../lib/route-plugin'
import { ok } from '../../lib/errors'
import { Envelope } from '../../../contract/lib'
import {
  OrderIdReq,
  GetVerificationRecordRes,
  type PeInfo,
  OrderActionRes,
  OrderDetail,
  QueryOrderAppointRes,
} from '../../../contract/order'
import { peInfoSchema } from '../checkout'
import { idField } from '../../lib/schemas'
import { ownOrder } from './views'
import { appointView, cancelAppoint, changePeInfo, sandboxVerify, updateAppointDate, verificationRecords } from './appoint'

const tags = ['order-center']
const security = [{ token: [] }]

const appointSchema = {
  type: 'object',
  required: ['orderId', 'orderGoodsId'],
  properties: { orderId: idField, orderGoodsId: idField, index: { type: 'integer', minimum: 0, maximum: 998, default: 0 } },
}

/** login required (the authenticated scope) */
export const userOrderAppointRoutes: FastifyPluginAsync<PrefixPluginOptions> = async (app) => {
  const idBody = OrderIdReq
  app.post<{ Body: { orderId: number; orderGoodsId: number; index: number; peInfo: PeInfo } }>(
    '/orderCenter/changePeInfo',
    {
      schema: {
        tags,
        security,
        summary: 'Change the exam person info of one unit (rule form checked); the appointment is changed with updateAppointDate',
        body: {
          type: 'object',
          required: ['orderId', 'orderGoodsId', 'peInfo'],
          properties: {
            orderId: idField,
            orderGoodsId: idField,
            index: { type: 'integer', minimum: 0, maximum: 998, default: 0 },
            peInfo: peInfoSchema,
          },
        },
        response: { 200: Envelope(OrderDetail) },
      },
    },
    async (req) => ok(await changePeInfo(app, req.user.userId, req.body)),
  )

  app.post<{ Body: { orderId: number } }>(
    '/orderCenter/queryOrderAppoint',
    {
      schema: {
        tags,
        security,
        summary: 'Appointment units of an order with the reschedule rule and free slots',
        body: idBody,
        response: { 200: Envelope(QueryOrderAppointRes) },
      },
    },
    async (req) => ok(await appointView(app, await ownOrder(app, req.user.userId, req.body.orderId))),
  )

  app.post<{ Body: { orderId: number; orderGoodsId: number; index?: number; appointedDate: string; appointedTime: string } }>(
    '/orderCenter/updateAppointDate',
    {
      schema: {
        tags,
        security,
        summary: 'Reschedule one unit (SPEC §9: at most 3 times, at least 1 day before; src/domain canReschedule)',
        body: {
          type: 'object',
          required: ['orderId', 'orderGoodsId', 'appointedDate', 'appointedTime'],
          properties: {
            ...appointSchema.properties,
            appointedDate: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
            appointedTime: { type: 'string', minLength: 1, maxLength: 20 },
          },
        },
        response: { 200: Envelope(QueryOrderAppointRes) },
      },
    },
    async (req) => ok(await updateAppointDate(app, req.user.userId, req.body)),
  )
  app.get<{ Querystring: { orderId: number; orderGoodsId: number; index?: number } }>(
    '/orderCenter/cancelAppoint',
    {
      schema: {
        tags,
        security,
        summary: 'Cancel one appointment (same rule as rescheduling); the slot is freed',
        querystring: appointSchema,
        response: { 200: Envelope(QueryOrderAppointRes) },
      },
    },
    async (req) => ok(await cancelAppoint(app, req.user.userId, req.query)),
  )

  app.post<{ Body: { orderId: number } }>(
    '/orderCenter/getVerificationRecord',
    {
      schema: {
        tags,
        security,
        summary: 'Verification (use) records of an order',
        body: idBody,
        response: { 200: Envelope(GetVerificationRecordRes) },
      },
    },
    async (req) => ok(await verificationRecords(app, req.user.userId, req.body)),
  )
}

/** no login: the verifier's scan (sandbox only) */
export const publicOrderVerifyRoutes: FastifyPluginAsync<PrefixPluginOptions> = async (app) => {
  if (!app.deps.production) {
    // the verifier's scan (hospital staff app; not part of this shop): sandbox only, for demos and tests
    app.post<{ Body: { verifyCode: string; orderGoodsId?: number; usedNum?: number; verifier?: string } }>(
      '/orderCenter/updateVerification',
      {
        schema: {
          tags,
          summary: 'SANDBOX (not in production): verify units of a 104/105 order by its code (104 → 105 → 102)',
          body: {
            type: 'object',
            required: ['verifyCode'],
            properties: {
              verifyCode: { type: 'string', pattern: '^\\d{12}$' },
              orderGoodsId: idField,
              usedNum: { type: 'integer', minimum: 1, maximum: 999, default: 1 },
              verifier: { type: 'string', maxLength: 50 },
            },
          },
          response: { 200: Envelope(OrderActionRes) },
        },
      },
      async (req) => ok(await sandboxVerify(app, req.body)),
    )
  }
}

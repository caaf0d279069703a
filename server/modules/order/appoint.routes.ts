/**
 * /order-center order appointments and verification (SPEC §7 Orders; §9 reschedule): changePeInfo,
 * queryOrderAppoint, updateAppointDate, cancelAppoint, getVerificationRecord (`userOrderAppointRoutes`,
 * the authenticated scope) and the sandbox verifier's scan updateVerification (`publicOrderVerifyRoutes`,
 * not in production). Thin: schema + the appointment service of orders (appoint.ts).
 */
import type { RequestTypedRoutePlugin } from '../../lib/route-plugin'
import { ok } from '../../lib/errors'
import { Envelope } from '../../../contract/lib'
import {
  CancelAppointReq,
  ChangePeInfoReq,
  OrderIdReq,
  GetVerificationRecordRes,
  UpdateAppointDateReq,
  UpdateVerificationReq,
  OrderActionRes,
  OrderDetail,
  QueryOrderAppointRes,
} from '../../../contract/order'
import { ownOrder } from './views'
import { appointView, cancelAppoint, changePeInfo, sandboxVerify, updateAppointDate, verificationRecords } from './appoint'

const tags = ['order-center']
const security = [{ token: [] }]

/** login required (the authenticated scope) */
export const userOrderAppointRoutes: RequestTypedRoutePlugin = async (app) => {
  const idBody = OrderIdReq
  app.post(
    '/orderCenter/changePeInfo',
    {
      schema: {
        tags,
        security,
        summary: 'Change the exam person info of one unit (rule form checked); the appointment is changed with updateAppointDate',
        body: ChangePeInfoReq,
        response: { 200: Envelope(OrderDetail) },
      },
    },
    async (req) => ok(await changePeInfo(app, req.user.userId, req.body)),
  )

  app.post(
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

  app.post(
    '/orderCenter/updateAppointDate',
    {
      schema: {
        tags,
        security,
        summary: 'Reschedule one unit (SPEC §9: at most 3 times, at least 1 day before; src/domain canReschedule)',
        body: UpdateAppointDateReq,
        response: { 200: Envelope(QueryOrderAppointRes) },
      },
    },
    async (req) => ok(await updateAppointDate(app, req.user.userId, req.body)),
  )
  app.get(
    '/orderCenter/cancelAppoint',
    {
      schema: {
        tags,
        security,
        summary: 'Cancel one appointment (same rule as rescheduling); the slot is freed',
        querystring: CancelAppointReq,
        response: { 200: Envelope(QueryOrderAppointRes) },
      },
    },
    async (req) => ok(await cancelAppoint(app, req.user.userId, req.query)),
  )

  app.post(
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
export const publicOrderVerifyRoutes: RequestTypedRoutePlugin = async (app) => {
  if (!app.deps.production) {
    // the verifier's scan (hospital staff app; not part of this shop): sandbox only, for demos and tests
    app.post(
      '/orderCenter/updateVerification',
      {
        schema: {
          tags,
          summary: 'SANDBOX (not in production): verify units of a 104/105 order by its code (104 → 105 → 102)',
          body: UpdateVerificationReq,
          response: { 200: Envelope(OrderActionRes) },
        },
      },
      async (req) => ok(await sandboxVerify(app, req.body)),
    )
  }
}

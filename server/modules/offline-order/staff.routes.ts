/**
 * The counter's offline orders in the staff console (issue 31 item 5; was `staffCreate` behind the shared
 * OFFLINE_STAFF_KEY): POST /staff/offline-orders (offline-order:create) creates a priced order (counter or
 * prescription) for a registered patient, in the staff member's hospital (from the session), with the audit row
 * written in the order's own transaction. The patient pays it like any order (/offlineOrder, /offlinePay).
 */
import type { FastifyInstance } from 'fastify'
import { CommitPayRes } from '../../../contract/order'
import { OfflineStaffCreateReq } from '../../../contract/offline'
import { Envelope } from '../../../contract/lib'
import { STAFF_PATHS } from '../../../contract/staff'
import { validatePhone } from '../../../src/domain/validation'
import * as M from '../../../src/domain/messages'
import { badRequest, notFound, ok } from '../../lib/errors'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { createOrder } from '../order'
import { staffScope, writeAudit } from '../staff'

const path = STAFF_PATHS.offlineOrderCreate.slice('/staff'.length)

export const staffOfflineOrderRoutes: TypedRoutePlugin = async (app) => {
  app.post(
    path,
    {
      schema: { body: OfflineStaffCreateReq, response: { 200: Envelope(CommitPayRes) } },
      config: { staff: { permission: 'offline-order:create' } },
    },
    async (req) => {
      const scope = staffScope(req)
      const msg = validatePhone(req.body.phone)
      if (msg) throw badRequest(msg)
      const user = await app.deps.db.selectFrom('app_user').select('id').where('phone', '=', req.body.phone).executeTakeFirst()
      if (!user) throw notFound(M.PATIENT_NOT_REGISTERED)
      const b = req.body
      const s = scope.staff
      const created = await createOrder(app as unknown as FastifyInstance, {
        userId: user.id,
        hospitalId: scope.hospitalId,
        goodsList: b.goodsList,
        address: b.address,
        remark: b.remark ?? '',
        createWay: b.createWay,
        requestKey: b.requestId ? `staff:${s.hospitalId}:${b.requestId}` : undefined,
        afterInsert: async (trx, o) => {
          await writeAudit(
            trx,
            req,
            { staffId: s.staffId, username: s.username, hospitalId: s.hospitalId, role: s.role },
            {
              action: 'offline-order.create',
              objectType: 'order',
              objectId: o.id,
              patientUserId: user.id,
              result: 'ok',
              changes: { createWay: b.createWay, lines: b.goodsList.length },
            },
            scope.now,
          )
        },
      })
      return ok(created)
    },
  )
}

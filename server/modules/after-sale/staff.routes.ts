/**
 * The after-sale desk of the staff console (issue 31 item 6), under /staff: the queue of the own hospital,
 * approve or refuse with a reason (after-sale:approve), confirm the returned goods, and the refund by finance
 * (refund:approve): above STAFF_REFUND_SECOND_APPROVAL_YUAN a second, different finance member approves too, then
 * the order's provider refunds it at most once (refunds.ts). Every change is audited in its transaction; the
 * patient's /afterSaleDetail reads the same row (待审核 → 待寄回 / 退款中 → 已退款, or 已拒绝).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Selectable, Transaction } from 'kysely'
import type { DB } from '../../lib/db'
import {
  StaffAfterSaleIdReq,
  StaffAfterSaleListRes,
  StaffAfterSaleQuery,
  StaffAfterSaleRefuseReq,
  StaffAfterSale,
  StaffRefundRes,
} from '../../../contract/staff'
import { Envelope } from '../../../contract/lib'
import {
  STAFF_AFTER_SALE_NOT_FOUND,
  STAFF_AFTER_SALE_WRONG_STATE,
  STAFF_REASON_REQUIRED,
  STAFF_REFUND_SECOND_SAME_PERSON,
} from '../../../src/domain/messages/staff'
import type { AfterSaleTable } from '../../lib/db/tables/account'
import { badRequest, conflict, notFound, ok } from '../../lib/errors'
import { yuan } from '../../lib/money'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { newestFirstPage } from '../../lib/paging'
import { fmtReq } from '../../lib/time'
import { staffScope, type ScopedDb } from '../staff'
import { refundApprovedAfterSale, staffReview } from './refunds'

const STATUS_STR: Record<number, string> = { 1: '待审核', 2: '待寄回', 3: '退款中', 4: '已退款', 5: '已取消', 6: '已拒绝' }

async function view(db: ScopedDb, r: Selectable<AfterSaleTable>, thresholdCents: number): Promise<StaffAfterSale> {
  const approvals = await db
    .selectFrom('staff_refund_approval')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('after_sale_id', '=', r.id)
    .executeTakeFirstOrThrow()
  return {
    afterSaleId: r.id,
    afterSaleNo: r.after_sale_no,
    orderId: r.order_id,
    afterSaleType: r.type === 2 ? 2 : 1,
    reason: r.reason,
    description: r.description,
    refundAmount: yuan(r.refund_cents),
    status: r.status,
    statusStr: STATUS_STR[r.status] ?? '',
    refuseReason: r.refuse_reason ?? null,
    logisticsCompany: r.logistics_company,
    logisticsNo: r.logistics_no,
    refundApprovals: Number(approvals.n),
    needsSecondApproval: r.refund_cents > thresholdCents,
    applyTime: fmtReq(r.created_at),
    updateTime: fmtReq(r.updated_at),
  }
}

async function own(db: ScopedDb, id: number): Promise<Selectable<AfterSaleTable>> {
  const r = await db.selectFrom('after_sale').selectAll().where('id', '=', id).executeTakeFirst()
  if (!r) throw notFound(STAFF_AFTER_SALE_NOT_FOUND)
  return r
}

export const staffAfterSaleRoutes: TypedRoutePlugin = async (app) => {
  const threshold = () => app.deps.config.staff.refundSecondApprovalCents
  const server = app as unknown as FastifyInstance

  app.get(
    '/after-sales',
    {
      schema: { querystring: StaffAfterSaleQuery, response: { 200: Envelope(StaffAfterSaleListRes) } },
      config: { staff: { permission: 'after-sale:read' } },
    },
    async (req) => {
      const scope = staffScope(req)
      let q = scope.selectFrom('after_sale')
      if (req.query.status) q = q.where('status', '=', req.query.status)
      const { rows, total } = await newestFirstPage(q, req.query, (x) => x.selectAll())
      return ok({ list: await Promise.all(rows.map((r) => view(scope, r, threshold()))), total })
    },
  )

  const review = (action: 'approve' | 'refuse' | 'received') => async (req: FastifyRequest) => {
    const body = req.body as { id: number; reason?: string }
    const scope = staffScope(req)
    const reason = (body.reason ?? '').trim()
    if (action === 'refuse' && !reason) throw badRequest(STAFF_REASON_REQUIRED)
    const row = await scope.write({ action: `after-sale.${action}`, objectType: 'after-sale', objectId: body.id }, async (tx, audit) => {
      const a = await own(tx, body.id) // the own hospital's, or 404
      audit.patientUserId = a.user_id
      const { before, after } = await staffReview(tx.unscoped as Transaction<DB>, a.id, action, scope.now, reason)
      audit.changes = { status: [before.status, after.status], ...(action === 'refuse' ? { reason } : {}) }
      return after
    })
    return ok(await view(scope, row, threshold()))
  }
  const Reply = { 200: Envelope(StaffAfterSale) }
  app.post(
    '/after-sales/approve',
    { schema: { body: StaffAfterSaleIdReq, response: Reply }, config: { staff: { permission: 'after-sale:approve' } } },
    review('approve'),
  )
  app.post(
    '/after-sales/refuse',
    { schema: { body: StaffAfterSaleRefuseReq, response: Reply }, config: { staff: { permission: 'after-sale:approve' } } },
    review('refuse'),
  )
  app.post(
    '/after-sales/received',
    { schema: { body: StaffAfterSaleIdReq, response: Reply }, config: { staff: { permission: 'after-sale:approve' } } },
    review('received'),
  )

  app.post(
    '/after-sales/refund',
    {
      schema: { body: StaffAfterSaleIdReq, response: { 200: Envelope(StaffRefundRes) } },
      config: { staff: { permission: 'refund:approve' } },
    },
    async (req) => {
      const scope = staffScope(req)
      const approved = await scope.write(
        { action: 'refund.approve', objectType: 'after-sale', objectId: req.body.id },
        async (tx, audit) => {
          const a = await own(tx, req.body.id)
          audit.patientUserId = a.user_id
          if (a.status !== 3 || a.refund_started_at) throw conflict(STAFF_AFTER_SALE_WRONG_STATE)
          const inserted = await tx.unscoped
            .insertInto('staff_refund_approval')
            .values({ after_sale_id: a.id, staff_id: scope.staff.staffId, hospital_id: scope.hospitalId, created_at: scope.now })
            .onConflict((oc) => oc.columns(['after_sale_id', 'staff_id']).doNothing())
            .returning('id')
            .executeTakeFirst()
          const n = await tx
            .selectFrom('staff_refund_approval')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('after_sale_id', '=', a.id)
            .executeTakeFirstOrThrow()
          const needed = a.refund_cents > threshold() ? 2 : 1
          if (!inserted && Number(n.n) < needed) throw badRequest(STAFF_REFUND_SECOND_SAME_PERSON)
          audit.changes = { approvals: Number(n.n), needed, amountCents: a.refund_cents }
          return { a, ready: Number(n.n) >= needed }
        },
      )
      if (!approved.ready) return ok({ state: 'awaiting-second' as const, afterSale: await view(scope, approved.a, threshold()) })
      try {
        const { row, state } = await refundApprovedAfterSale(server, approved.a.id)
        await scope.record({
          action: 'refund.execute',
          objectType: 'after-sale',
          objectId: row.id,
          patientUserId: row.user_id,
          result: 'ok',
          changes: { status: [3, row.status], state },
        })
        return ok({ state, afterSale: await view(scope, row, threshold()) })
      } catch (err) {
        await scope.record({
          action: 'refund.execute',
          objectType: 'after-sale',
          objectId: approved.a.id,
          patientUserId: approved.a.user_id,
          result: 'failed',
          changes: { error: err instanceof Error ? err.message : 'error' },
        })
        throw err
      }
    },
  )
}

/**
 * The after-sale refunds other modules reach through the face (index.ts): an order refunded in full
 * closes its open after-sales (closeOpenAfterSales), a whole-order refund must not run beside an
 * after-sale refund (afterSaleRefunds), and the shop's review (reviewAfterSale). Approving re-checks,
 * under the order's row lock, what is still refundable (paid minus order refunds minus the other
 * after-sales' refunds) and refunds through the order's provider at most once. Imports nothing of the
 * order module (order/service.ts calls closeOpenAfterSales: no cycle).
 */
import type { FastifyInstance } from 'fastify'
import type { Kysely, Selectable, Transaction } from 'kysely'
import type { DB } from '../../lib/db/schema'
import type { AfterSaleTable } from '../../lib/db/tables/account'
import { ApiError, notFound } from '../../lib/errors'
import { payments } from '../../payments'
import { statusesThatAllow } from '../../../src/domain/orders'
import { AFTER_SALE_MSG } from '../../../src/domain/messages/afterSale'

const conflict = (msg: string) => new ApiError(409, msg)

/** the paid statuses (as the order read model's PAID_STATUSES) */
const PAID_STATUSES: readonly number[] = statusesThatAllow('afterSale')

/** after-sale statuses: 1 pending review, 2 awaiting the returned goods (both open), 3 refunding, 4 refunded, 5 cancelled / closed, 6 refused */
const OPEN = [1, 2]
const REFUNDING_OR_REFUNDED = [3, 4]

/**
 * The order is refunded in full (order refund, any path): its open after-sales (pending, awaiting
 * return) are closed (5), inside the caller's transaction, so none can be approved later.
 */
export async function closeOpenAfterSales(trx: Transaction<DB>, orderId: number, now: Date): Promise<number> {
  const r = await trx
    .updateTable('after_sale')
    .set({ status: 5, updated_at: now })
    .where('order_id', '=', orderId)
    .where('status', 'in', OPEN)
    .executeTakeFirst()
  return Number(r.numUpdatedRows ?? 0)
}

/** after-sales refunding or refunded of an order (they hold money of it); another refund of the whole order must not run beside them */
export async function afterSaleRefunds(db: Kysely<DB> | Transaction<DB>, orderId: number): Promise<number> {
  const r = await db
    .selectFrom('after_sale')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('order_id', '=', orderId)
    .where('status', 'in', REFUNDING_OR_REFUNDED)
    .executeTakeFirst()
  return Number(r?.n ?? 0)
}

/**
 * The shop's review of an after-sale. Refuse: 6. Approve: under the order's row lock (the lock
 * refundOrder takes too) the after-sale must still be open and its amount within what is still
 * refundable — paid (104/105/102) minus the order's refunds minus the other after-sales' refunds —,
 * else it is closed (5) and 409 该订单已无可退金额，售后已关闭; then it is marked refunding (3) and the
 * order's provider refunds it (refund number = the after-sale number, so a provider sees a repeat as
 * the same refund): 4 when done; a failed refund goes back to the status it had (502).
 */
export async function reviewAfterSale(app: FastifyInstance, id: number, approve: boolean): Promise<Selectable<AfterSaleTable>> {
  const db = app.deps.db
  const now = app.deps.now()
  const step = await db.transaction().execute(async (trx) => {
    const first = await trx.selectFrom('after_sale').select(['order_id']).where('id', '=', id).executeTakeFirst()
    if (!first) throw notFound(AFTER_SALE_MSG.NOT_FOUND)
    const order = await trx.selectFrom('shop_order').selectAll().where('id', '=', first.order_id).forUpdate().executeTakeFirstOrThrow()
    const a = await trx.selectFrom('after_sale').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow()
    if (!OPEN.includes(a.status)) throw conflict(AFTER_SALE_MSG.NOT_OPEN)
    if (!approve) return { row: await setStatus(trx, a.id, a.status, 6, now), refund: false, closed: false, was: a.status, order }
    const left = await refundableLeft(trx, order, a.id)
    const paid = (PAID_STATUSES as readonly number[]).includes(order.status) && order.pay_time !== null
    if (!paid || a.refund_cents > left)
      return { row: await setStatus(trx, a.id, a.status, 5, now), refund: false, closed: true, was: a.status, order }
    return { row: await setStatus(trx, a.id, a.status, 3, now), refund: true, closed: false, was: a.status, order }
  })
  if (step.closed) throw conflict(AFTER_SALE_MSG.CLOSED_NOTHING_LEFT)
  if (!step.refund) return step.row
  const a = step.row
  try {
    const status = await providerRefund(app, a, step.order.pay_no)
    if (status === 'PENDING') return a
    return await db.transaction().execute((trx) => setStatus(trx, a.id, 3, 4, now))
  } catch (err) {
    app.log.error({ err, afterSaleNo: a.after_sale_no }, 'after-sale refund failed')
    await db.updateTable('after_sale').set({ status: step.was, updated_at: now }).where('id', '=', a.id).where('status', '=', 3).execute()
    throw new ApiError(502, AFTER_SALE_MSG.REFUND_FAILED)
  }
}

/** paid minus the order's refunds minus the other after-sales refunding or refunded (under the order's row lock) */
async function refundableLeft(trx: Transaction<DB>, order: { id: number; actual_cents: number }, exceptId: number): Promise<number> {
  const refunded = await trx.selectFrom('order_refund').select(['amount_cents', 'status']).where('order_id', '=', order.id).execute()
  const others = await trx
    .selectFrom('after_sale')
    .select('refund_cents')
    .where('order_id', '=', order.id)
    .where('id', '<>', exceptId)
    .where('status', 'in', REFUNDING_OR_REFUNDED)
    .execute()
  return (
    order.actual_cents -
    refunded.filter((r) => !['FAIL', 'CLOSED'].includes(String(r.status).toUpperCase())).reduce((n, r) => n + r.amount_cents, 0) -
    others.reduce((n, r) => n + r.refund_cents, 0)
  )
}

/** the order's provider refunds the after-sale (refund number = the after-sale number: a repeat is the same refund) */
async function providerRefund(app: FastifyInstance, a: Selectable<AfterSaleTable>, payNo: string | null): Promise<'SUCCESS' | 'PENDING'> {
  const pay = payNo ? await app.deps.db.selectFrom('payment').selectAll().where('pay_no', '=', payNo).executeTakeFirst() : undefined
  if (!pay || a.refund_cents <= 0) return 'SUCCESS'
  return (
    await payments(app.deps).forChannel(pay.pay_channel).refund({
      payNo: pay.pay_no,
      refundNo: a.after_sale_no,
      amountCents: a.refund_cents,
      totalCents: pay.amount_cents,
      reason: a.reason,
    })
  ).status
}

/**
 * The staff console's review (issue 31), inside the caller's transaction (its audit row beside): approve moves
 * 待审核 to 待寄回 (return and refund) or to 退款中 (refund only: the money is claimed, a finance member refunds
 * it), after the same check as reviewAfterSale under the order's row lock; refuse moves 待审核 / 待寄回 to 已拒绝
 * with the reason; received moves 待寄回 to 退款中. Returns the row before and after.
 */
export async function staffReview(
  trx: Transaction<DB>,
  id: number,
  action: 'approve' | 'refuse' | 'received',
  now: Date,
  refuseReason = '',
): Promise<{ before: Selectable<AfterSaleTable>; after: Selectable<AfterSaleTable> }> {
  const first = await trx.selectFrom('after_sale').select(['order_id']).where('id', '=', id).executeTakeFirst()
  if (!first) throw notFound(AFTER_SALE_MSG.NOT_FOUND)
  const order = await trx.selectFrom('shop_order').selectAll().where('id', '=', first.order_id).forUpdate().executeTakeFirstOrThrow()
  const a = await trx.selectFrom('after_sale').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow()
  if (action === 'refuse') {
    if (!OPEN.includes(a.status)) throw conflict(AFTER_SALE_MSG.NOT_OPEN)
    const after = await setStatus(trx, a.id, a.status, 6, now)
    const r = await trx
      .updateTable('after_sale')
      .set({ refuse_reason: refuseReason })
      .where('id', '=', a.id)
      .returningAll()
      .executeTakeFirstOrThrow()
    return { before: a, after: { ...after, ...r } }
  }
  const from = action === 'approve' ? 1 : 2
  if (a.status !== from) throw conflict(AFTER_SALE_MSG.NOT_OPEN)
  const to = action === 'approve' && a.type === 2 ? 2 : 3
  if (to === 3) {
    const left = await refundableLeft(trx, order, a.id)
    const paid = (PAID_STATUSES as readonly number[]).includes(order.status) && order.pay_time !== null
    if (!paid || a.refund_cents > left) throw conflict(AFTER_SALE_MSG.CLOSED_NOTHING_LEFT)
  }
  return { before: a, after: await setStatus(trx, a.id, a.status, to, now) }
}

/**
 * The refund of an after-sale in 退款中 the finance staff approved: started at most once (refund_started_at set by
 * a conditional UPDATE: two clicks, two instances, one refund), through the order's provider; 已退款 when the
 * provider answers SUCCESS. A failure clears the start (it may be tried again) and answers 502.
 */
export async function refundApprovedAfterSale(
  app: FastifyInstance,
  id: number,
): Promise<{ row: Selectable<AfterSaleTable>; state: 'refunded' | 'pending' }> {
  const db = app.deps.db
  const now = app.deps.now()
  const a = await db
    .updateTable('after_sale')
    .set({ refund_started_at: now, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 3)
    .where('refund_started_at', 'is', null)
    .returningAll()
    .executeTakeFirst()
  if (!a) throw conflict(AFTER_SALE_MSG.NOT_OPEN)
  const order = await db.selectFrom('shop_order').select('pay_no').where('id', '=', a.order_id).executeTakeFirstOrThrow()
  try {
    const status = await providerRefund(app, a, order.pay_no)
    if (status === 'PENDING') return { row: a, state: 'pending' }
    return { row: await db.transaction().execute((trx) => setStatus(trx, a.id, 3, 4, now)), state: 'refunded' }
  } catch (err) {
    if (err instanceof ApiError && err.statusCode === 409) throw err
    app.log.error({ err, afterSaleNo: a.after_sale_no }, 'after-sale refund failed')
    await db
      .updateTable('after_sale')
      .set({ refund_started_at: null, updated_at: now })
      .where('id', '=', a.id)
      .where('status', '=', 3)
      .execute()
    throw new ApiError(502, AFTER_SALE_MSG.REFUND_FAILED)
  }
}

export async function setStatus(
  trx: Transaction<DB>,
  id: number,
  from: number,
  to: number,
  now: Date,
): Promise<Selectable<AfterSaleTable>> {
  const r = await trx
    .updateTable('after_sale')
    .set({ status: to, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', from)
    .returningAll()
    .executeTakeFirst()
  if (!r) throw conflict(AFTER_SALE_MSG.NOT_OPEN)
  return r
}

/**
 * /order-center/afterSale (SPEC §7 After-sale; §2 /afterSaleApply, /afterSaleDetail; §9 logistic
 * type 11): applyAfterSale (only the caller's paid orders; a reason of getAfterSaleReason; the refund
 * never above what was paid minus refunds and earlier claims; one open after-sale per order),
 * getAfterSaleReason, afterSaleDetail, submitLogistic, getLogistic?type=11, cancelAfterSale.
 * Another user's after-sale or order is 404. Review is the shop's (admin roles are not part of this
 * server): `reviewAfterSale` is what its review calls (a sandbox route stands in for it outside
 * production). Approving re-checks, under the order's row lock, what is still refundable (paid minus
 * order refunds minus the other after-sales' refunds) and refunds through the order's provider at
 * most once; an order refunded in full by any path closes its open after-sales (closeOpenAfterSales).
 */
import crypto from 'node:crypto'
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import type { Kysely, Selectable, Transaction } from 'kysely'
import type { PrefixPluginOptions } from '../../lib/route-plugin'
import type { DB } from '../../lib/db/schema'
import type { AfterSaleTable } from '../../lib/db/tables/account'
import { ApiError, badRequest, notFound, ok } from '../../lib/errors'
import { payments } from '../../payments'
import { requireUser } from '../../lib/auth-scope'
import { AFTER_SALE_MSG } from '../../../src/domain/messages/afterSale'
import { registerUserDataDeleter } from '../../modules/user'
import type { ApplyAfterSaleReq } from '../../../contract/after-sale'
import { toCents } from '../../../src/domain/money'
import { idField } from '../../lib/schemas'
import { Envelope } from '../../../contract/lib'
import { AfterSaleDetail, AfterSaleReasonRes, GetLogisticRes, type AfterSaleReason } from '../../../contract/after-sale'
import { fmtReq } from '../../lib/time'
import { yuan } from '../../lib/money'
import { isPaid, loadOrders, PAID_STATUSES, requireOrders, toInvoiceGoods } from './invoiceOrders'
import * as M from '../../../src/domain/messages'

const conflict = (msg: string) => new ApiError(409, msg)

export const AFTER_SALE_REASONS: AfterSaleReason[] = [
  { id: 1, reason: '不想要了/拍错了', types: [1, 2] },
  { id: 2, reason: '商品质量问题', types: [1, 2] },
  { id: 3, reason: '收到商品与描述不符', types: [1, 2] },
  { id: 4, reason: '商品破损/少件', types: [1, 2] },
  { id: 5, reason: '未按约定时间发货', types: [1] },
  { id: 6, reason: '预约时间无法到院', types: [1] },
  { id: 7, reason: '服务未按约定提供', types: [1] },
  { id: 8, reason: '其他', types: [1, 2] },
]
/** SPEC §9: the customer-service after-sale logistic type */
export const LOGISTIC_TYPE = 11
export const LOGISTIC_COMPANIES = [
  { code: 'SF', name: '顺丰速运' },
  { code: 'EMS', name: '中国邮政EMS' },
  { code: 'YTO', name: '圆通速递' },
  { code: 'ZTO', name: '中通快递' },
  { code: 'STO', name: '申通快递' },
  { code: 'YD', name: '韵达快递' },
  { code: 'JD', name: '京东物流' },
  { code: 'DBL', name: '德邦快递' },
]
const TYPE_STR: Record<number, string> = { 1: '仅退款', 2: '退货退款' }
const STATUS_STR: Record<number, string> = { 1: '待审核', 2: '待寄回', 3: '退款中', 4: '已退款', 5: '已取消', 6: '已拒绝' }
export { AFTER_SALE_MSG }

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
    const refunded = await trx.selectFrom('order_refund').select(['amount_cents', 'status']).where('order_id', '=', order.id).execute()
    const others = await trx
      .selectFrom('after_sale')
      .select('refund_cents')
      .where('order_id', '=', order.id)
      .where('id', '<>', a.id)
      .where('status', 'in', REFUNDING_OR_REFUNDED)
      .execute()
    const left =
      order.actual_cents -
      refunded.filter((r) => !['FAIL', 'CLOSED'].includes(String(r.status).toUpperCase())).reduce((n, r) => n + r.amount_cents, 0) -
      others.reduce((n, r) => n + r.refund_cents, 0)
    const paid = (PAID_STATUSES as readonly number[]).includes(order.status) && order.pay_time !== null
    if (!paid || a.refund_cents > left)
      return { row: await setStatus(trx, a.id, a.status, 5, now), refund: false, closed: true, was: a.status, order }
    return { row: await setStatus(trx, a.id, a.status, 3, now), refund: true, closed: false, was: a.status, order }
  })
  if (step.closed) throw conflict(AFTER_SALE_MSG.CLOSED_NOTHING_LEFT)
  if (!step.refund) return step.row
  const a = step.row
  try {
    const pay = step.order.pay_no
      ? await db.selectFrom('payment').selectAll().where('pay_no', '=', step.order.pay_no).executeTakeFirst()
      : undefined
    let status: 'SUCCESS' | 'PENDING' = 'SUCCESS'
    if (pay && a.refund_cents > 0)
      status = (
        await payments(app.deps).forChannel(pay.pay_channel).refund({
          payNo: pay.pay_no,
          refundNo: a.after_sale_no,
          amountCents: a.refund_cents,
          totalCents: pay.amount_cents,
          reason: a.reason,
        })
      ).status
    if (status === 'PENDING') return a
    return await db.transaction().execute((trx) => setStatus(trx, a.id, 3, 4, now))
  } catch (err) {
    app.log.error({ err, afterSaleNo: a.after_sale_no }, 'after-sale refund failed')
    await db.updateTable('after_sale').set({ status: step.was, updated_at: now }).where('id', '=', a.id).where('status', '=', 3).execute()
    throw new ApiError(502, AFTER_SALE_MSG.REFUND_FAILED)
  }
}

async function setStatus(trx: Transaction<DB>, id: number, from: number, to: number, now: Date): Promise<Selectable<AfterSaleTable>> {
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

registerUserDataDeleter('after_sale', async (trx, user) => {
  await trx.deleteFrom('after_sale').where('user_id', '=', user.id).execute()
})

async function toDetail(app: FastifyInstance, r: Selectable<AfterSaleTable>): Promise<AfterSaleDetail> {
  const [order] = await loadOrders(app.deps.db, r.user_id, { ids: [r.order_id] })
  const lines = order ? order.lines.filter((l) => r.order_goods_id === null || l.id === r.order_goods_id) : []
  const open = r.status === 1 || r.status === 2
  return {
    afterSaleId: r.id,
    afterSaleNo: r.after_sale_no,
    orderId: r.order_id,
    orderNo: order?.orderNo ?? '',
    orderGoodsId: r.order_goods_id,
    goodsList: lines.map((l) => toInvoiceGoods(app, l)),
    afterSaleType: r.type === 2 ? 2 : 1,
    afterSaleTypeStr: TYPE_STR[r.type] ?? '',
    reasonId: r.reason_id,
    reason: r.reason,
    description: r.description,
    pics: r.pics ?? [],
    refundAmount: yuan(r.refund_cents),
    maxRefundAmount: yuan(r.max_refund_cents),
    goodsNum: r.goods_num,
    status: r.status as AfterSaleDetail['status'],
    statusStr: STATUS_STR[r.status] ?? '',
    logisticsCompany: r.logistics_company,
    logisticsCode: r.logistics_code,
    logisticsNo: r.logistics_no,
    returnAddress: r.type === 2 ? AFTER_SALE_MSG.RETURN_ADDRESS : '',
    applyTime: fmtReq(r.created_at),
    updateTime: fmtReq(r.updated_at),
    canCancel: open,
    canSubmitLogistic: r.type === 2 && open,
  }
}

export const afterSaleRoutes: FastifyPluginAsync<PrefixPluginOptions> = async (app) => {
  const db = app.deps.db
  const tags = ['order-center']
  const security = [{ token: [] }]

  async function requireAfterSale(userId: number, id: number) {
    const r = await db.selectFrom('after_sale').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
    if (!r) throw notFound(AFTER_SALE_MSG.NOT_FOUND)
    return r
  }

  app.get<{ Querystring: { type?: number } }>(
    '/afterSale/getAfterSaleReason',
    {
      schema: {
        tags,
        summary: 'After-sale reasons (type 1 refund only, 2 return and refund; none = all)',
        querystring: { type: 'object', properties: { type: { type: 'integer', enum: [1, 2] } } },
        response: { 200: Envelope(AfterSaleReasonRes) },
      },
    },
    async (req) => ok(AFTER_SALE_REASONS.filter((r) => req.query.type === undefined || r.types.includes(req.query.type as 1 | 2))),
  )

  app.get<{ Querystring: { type: number } }>(
    '/afterSale/getLogistic',
    {
      schema: {
        tags,
        summary: 'Logistics companies for returning goods (SPEC §9 type 11)',
        querystring: { type: 'object', required: ['type'], properties: { type: { type: 'integer', enum: [LOGISTIC_TYPE] } } },
        response: { 200: Envelope(GetLogisticRes) },
      },
    },
    async () => ok(LOGISTIC_COMPANIES),
  )

  app.post<{ Body: ApplyAfterSaleReq }>(
    '/afterSale/applyAfterSale',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: "Apply for an after-sale on one of the caller's paid orders (refund never above what was paid)",
        body: {
          type: 'object',
          required: ['orderId', 'afterSaleType', 'reasonId', 'refundAmount'],
          properties: {
            orderId: idField,
            orderGoodsId: idField,
            afterSaleType: { type: 'integer', enum: [1, 2] },
            reasonId: { type: 'integer', minimum: 1, maximum: 1000 },
            refundAmount: { type: 'number', exclusiveMinimum: 0, maximum: 100000000 },
            description: { type: 'string', maxLength: 500 },
            pics: { type: 'array', maxItems: 6, items: { type: 'string', maxLength: 500 } },
            goodsNum: { type: 'integer', minimum: 1, maximum: 9999 },
          },
        },
        response: { 200: Envelope(AfterSaleDetail) },
      },
    },
    async (req) => {
      const userId = req.user.userId
      const b = req.body
      const reason = AFTER_SALE_REASONS.find((r) => r.id === b.reasonId && r.types.includes(b.afterSaleType))
      if (!reason) throw badRequest(AFTER_SALE_MSG.REASON_INVALID)
      const refundCents = toCents(b.refundAmount)
      if (refundCents <= 0) throw badRequest(AFTER_SALE_MSG.REFUND_AMOUNT_TOO_SMALL)
      const now = app.deps.now()
      const row = await db.transaction().execute(async (trx) => {
        // one writer per user: the caps below are computed and claimed without a race
        await trx.selectFrom('app_user').select('id').where('id', '=', userId).forUpdate().execute()
        const [order] = await requireOrders(trx, userId, [b.orderId])
        if (!isPaid(order)) throw badRequest(AFTER_SALE_MSG.NOT_PAID)
        if (order.openAfterSale) throw badRequest(AFTER_SALE_MSG.OPEN_EXISTS)
        let maxCents = order.actualCents - order.refundedCents - order.claimedCents
        let goodsNum = 0
        if (b.orderGoodsId !== undefined) {
          const line = order.lines.find((l) => l.id === b.orderGoodsId)
          if (!line) throw badRequest(AFTER_SALE_MSG.LINE_NOT_FOUND)
          if (!line.isSupportRefund) throw badRequest(AFTER_SALE_MSG.NO_REFUND)
          maxCents = Math.min(maxCents, line.realCents - line.claimedCents)
          goodsNum = Math.min(b.goodsNum ?? line.goodsNum, line.goodsNum)
        } else {
          if (order.lines.length > 0 && order.lines.every((l) => !l.isSupportRefund)) throw badRequest(AFTER_SALE_MSG.NO_REFUND)
          goodsNum = order.lines.reduce((s, l) => s + l.goodsNum, 0)
        }
        if (maxCents <= 0) throw badRequest(AFTER_SALE_MSG.NOTHING_LEFT)
        if (refundCents > maxCents) throw badRequest(AFTER_SALE_MSG.TOO_MUCH(maxCents))
        const inserted = await trx
          .insertInto('after_sale')
          .values({
            after_sale_no: `AS${now.getTime()}${crypto.randomInt(1000, 9999)}`,
            user_id: userId,
            hospital_id: order.hospitalId,
            order_id: order.id,
            order_goods_id: b.orderGoodsId ?? null,
            type: b.afterSaleType,
            reason_id: reason.id,
            reason: reason.reason,
            description: (b.description ?? '').trim(),
            pics: JSON.stringify(b.pics ?? []),
            refund_cents: refundCents,
            max_refund_cents: maxCents,
            goods_num: b.afterSaleType === 2 ? goodsNum : 0,
            status: 1,
            logistics_code: null,
            logistics_company: null,
            logistics_no: null,
            created_at: now,
            updated_at: now,
          })
          .onConflict((oc) => oc.column('order_id').where('status', 'in', [1, 2, 3]).doNothing())
          .returningAll()
          .executeTakeFirst()
        if (!inserted) throw badRequest(AFTER_SALE_MSG.OPEN_EXISTS)
        return inserted
      })
      return ok(await toDetail(app, row))
    },
  )

  app.get<{ Querystring: { id?: number; afterSaleId?: number; orderId?: number } }>(
    '/afterSale/afterSaleDetail',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: "One of the caller's after-sales (?id=, or ?orderId= for the newest of an order)",
        querystring: { type: 'object', properties: { id: idField, afterSaleId: idField, orderId: idField } },
        response: { 200: Envelope(AfterSaleDetail) },
      },
    },
    async (req) => {
      const userId = req.user.userId
      const id = req.query.id ?? req.query.afterSaleId
      if (id !== undefined) return ok(await toDetail(app, await requireAfterSale(userId, id)))
      if (req.query.orderId === undefined) throw badRequest(M.missingParamMessage('id'))
      const r = await db
        .selectFrom('after_sale')
        .selectAll()
        .where('user_id', '=', userId)
        .where('order_id', '=', req.query.orderId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst()
      if (!r) throw notFound(AFTER_SALE_MSG.NOT_FOUND)
      return ok(await toDetail(app, r))
    },
  )

  app.get<{ Querystring: { id: number; logisticsCode: string; logisticsNo: string } }>(
    '/afterSale/submitLogistic',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: 'Return shipping of a return-and-refund after-sale (company code of getLogistic, tracking number)',
        querystring: {
          type: 'object',
          required: ['id', 'logisticsCode', 'logisticsNo'],
          properties: {
            id: idField,
            logisticsCode: { type: 'string', maxLength: 10 },
            logisticsNo: { type: 'string', pattern: '^[A-Za-z0-9-]{6,40}$' },
          },
        },
        response: { 200: Envelope(AfterSaleDetail) },
      },
    },
    async (req) => {
      const r = await requireAfterSale(req.user.userId, req.query.id)
      if (r.type !== 2 || (r.status !== 1 && r.status !== 2)) throw badRequest(AFTER_SALE_MSG.CANNOT_LOGISTIC)
      const company = LOGISTIC_COMPANIES.find((c) => c.code === req.query.logisticsCode)
      if (!company) throw badRequest(AFTER_SALE_MSG.LOGISTIC_INVALID)
      const row = await db
        .updateTable('after_sale')
        .set({
          logistics_code: company.code,
          logistics_company: company.name,
          logistics_no: req.query.logisticsNo.toUpperCase(),
          updated_at: app.deps.now(),
        })
        .where('id', '=', r.id)
        .where('status', 'in', [1, 2])
        .returningAll()
        .executeTakeFirst()
      if (!row) throw badRequest(AFTER_SALE_MSG.CANNOT_LOGISTIC)
      return ok(await toDetail(app, row))
    },
  )

  if (!app.deps.production) {
    // the shop's review (its admin system; not part of this shop): sandbox only, for demos and tests
    app.post<{ Body: { id: number; approve: boolean } }>(
      '/afterSale/review',
      {
        schema: {
          tags,
          summary:
            'SANDBOX (not in production): the shop approves (refund, re-checked against what is still refundable) or refuses an open after-sale',
          body: { type: 'object', required: ['id', 'approve'], properties: { id: idField, approve: { type: 'boolean' } } },
          response: { 200: Envelope(AfterSaleDetail) },
        },
      },
      async (req) => ok(await toDetail(app, await reviewAfterSale(app, req.body.id, req.body.approve))),
    )
  }

  app.get<{ Querystring: { id: number } }>(
    '/afterSale/cancelAfterSale',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: 'Cancel a pending / awaiting-return after-sale',
        querystring: { type: 'object', required: ['id'], properties: { id: idField } },
        response: { 200: Envelope(AfterSaleDetail) },
      },
    },
    async (req) => {
      const r = await requireAfterSale(req.user.userId, req.query.id)
      const row = await db
        .updateTable('after_sale')
        .set({ status: 5, updated_at: app.deps.now() })
        .where('id', '=', r.id)
        .where('status', 'in', [1, 2])
        .returningAll()
        .executeTakeFirst()
      if (!row) throw badRequest(AFTER_SALE_MSG.CANNOT_CANCEL)
      return ok(await toDetail(app, row))
    },
  )
}

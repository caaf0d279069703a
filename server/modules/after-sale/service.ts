/**
 * After-sales of the caller (SPEC §7 After-sale; §2 /afterSaleApply, /afterSaleDetail; §9 logistic
 * type 11): apply (only the caller's paid orders; a reason of AFTER_SALE_REASONS; the refund never
 * above what was paid minus refunds and earlier claims; one open after-sale per order), the detail,
 * the return shipping, cancel. Another user's after-sale or order is 404. Orders are read through the
 * order module's read model; the review and the refund are refunds.ts.
 */
import { randomDigits } from '../../lib/crypto'
import type { FastifyInstance } from 'fastify'
import type { Selectable } from 'kysely'
import type { AfterSaleTable } from '../../lib/db/tables/account'
import { badRequest, notFound } from '../../lib/errors'
import { AFTER_SALE_MSG } from '../../../src/domain/messages/afterSale'
import type {
  AfterSaleDetail,
  AfterSaleDetailQuery,
  AfterSaleReason,
  ApplyAfterSaleReq,
  SubmitLogisticQuery,
} from '../../../contract/after-sale'
import { toCents } from '../../../src/domain/money'
import { fmtReq } from '../../lib/time'
import { yuan } from '../../lib/money'
import { isPaid, loadOrders, requireOrders, toInvoiceGoods } from '../order'
import * as M from '../../../src/domain/messages'

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
/** SPEC §9: the customer-service after-sale logistic type (written in the contract: getLogistic?type=) */
export { LOGISTIC_TYPE } from '../../../contract/after-sale'
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

export async function toDetail(app: FastifyInstance, r: Selectable<AfterSaleTable>): Promise<AfterSaleDetail> {
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
/** the caller's after-sale or 404 */
export async function requireAfterSale(app: FastifyInstance, userId: number, id: number): Promise<Selectable<AfterSaleTable>> {
  const r = await app.deps.db.selectFrom('after_sale').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
  if (!r) throw notFound(AFTER_SALE_MSG.NOT_FOUND)
  return r
}

/** a new after-sale of one of the caller's paid orders (caps claimed under the user's row lock) */
export async function applyAfterSale(app: FastifyInstance, userId: number, b: ApplyAfterSaleReq): Promise<AfterSaleDetail> {
  const reason = AFTER_SALE_REASONS.find((r) => r.id === b.reasonId && r.types.includes(b.afterSaleType))
  if (!reason) throw badRequest(AFTER_SALE_MSG.REASON_INVALID)
  const refundCents = toCents(b.refundAmount)
  if (refundCents <= 0) throw badRequest(AFTER_SALE_MSG.REFUND_AMOUNT_TOO_SMALL)
  const now = app.deps.now()
  const row = await app.deps.db.transaction().execute(async (trx) => {
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
        after_sale_no: `AS${now.getTime()}${randomDigits(8)}`,
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
  return toDetail(app, row)
}

/** one of the caller's after-sales by id, or the newest of an order */
export async function afterSaleDetail(app: FastifyInstance, userId: number, q: AfterSaleDetailQuery): Promise<AfterSaleDetail> {
  const id = q.id ?? q.afterSaleId
  if (id !== undefined) return toDetail(app, await requireAfterSale(app, userId, id))
  if (q.orderId === undefined) throw badRequest(M.missingParamMessage('id'))
  const r = await app.deps.db
    .selectFrom('after_sale')
    .selectAll()
    .where('user_id', '=', userId)
    .where('order_id', '=', q.orderId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst()
  if (!r) throw notFound(AFTER_SALE_MSG.NOT_FOUND)
  return toDetail(app, r)
}

/** the return shipping of a return-and-refund after-sale */
export async function submitLogistic(app: FastifyInstance, userId: number, q: SubmitLogisticQuery): Promise<AfterSaleDetail> {
  const r = await requireAfterSale(app, userId, q.id)
  if (r.type !== 2 || (r.status !== 1 && r.status !== 2)) throw badRequest(AFTER_SALE_MSG.CANNOT_LOGISTIC)
  const company = LOGISTIC_COMPANIES.find((c) => c.code === q.logisticsCode)
  if (!company) throw badRequest(AFTER_SALE_MSG.LOGISTIC_INVALID)
  const row = await app.deps.db
    .updateTable('after_sale')
    .set({
      logistics_code: company.code,
      logistics_company: company.name,
      logistics_no: q.logisticsNo.toUpperCase(),
      updated_at: app.deps.now(),
    })
    .where('id', '=', r.id)
    .where('status', 'in', [1, 2])
    .returningAll()
    .executeTakeFirst()
  if (!row) throw badRequest(AFTER_SALE_MSG.CANNOT_LOGISTIC)
  return toDetail(app, row)
}

/** cancel a pending / awaiting-return after-sale */
export async function cancelAfterSale(app: FastifyInstance, userId: number, id: number): Promise<AfterSaleDetail> {
  const r = await requireAfterSale(app, userId, id)
  const row = await app.deps.db
    .updateTable('after_sale')
    .set({ status: 5, updated_at: app.deps.now() })
    .where('id', '=', r.id)
    .where('status', 'in', [1, 2])
    .returningAll()
    .executeTakeFirst()
  if (!row) throw badRequest(AFTER_SALE_MSG.CANNOT_CANCEL)
  return toDetail(app, row)
}

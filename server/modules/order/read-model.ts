/**
 * Read-only view of the order module's tables (shop_order, order_goods, order_refund: see
 * server/lib/db/tables/order.ts) for invoices and after-sales: the caller's orders with their lines,
 * what was paid, what was refunded or claimed, and whether an order can be invoiced.
 * Nothing here writes an order table.
 */
import { CANT_INVOICE_REASONS } from '../../../src/domain/messages/invoice'
import type { FastifyInstance } from 'fastify'
import type { Kysely, Transaction } from 'kysely'
import type { DB } from '../../lib/db/schema'
import type { InvoiceGoods, InvoiceOrder } from '../../../contract/invoice'
import { orderCan, orderStatusLabel, statusesThatAllow } from '../../../src/domain/orders'
import { fmt, fmtReq } from '../../lib/time'
import { yuan } from '../../lib/money'
import { asset } from '../../lib/assets'
import { notFound } from '../../lib/errors'
import * as M from '../../../src/domain/messages'

type Q = Kysely<DB> | Transaction<DB>

/** SPEC §4: paid orders are 104 (to use/receive), 105 (partly used) and 102 (completed) */
export const PAID_STATUSES: readonly number[] = statusesThatAllow('afterSale')
/** after-sale statuses that hold a claim on the refundable amount: pending, awaiting return, refunding, refunded */
export const CLAIM_STATUSES = [1, 2, 3, 4]

export interface OrderView {
  id: number
  orderNo: string
  hospitalId: number
  status: number
  createdAt: Date
  payTime: Date | null
  actualCents: number
  /** refunds through the order module (order_refund, not failed) */
  refundedCents: number
  /** after-sale claims (pending .. refunded) */
  claimedCents: number
  /** an after-sale is open (pending, awaiting return, refunding) */
  openAfterSale: boolean
  invoiceId: number | null
  lines: Array<{
    id: number
    goodsId: number
    goodsName: string
    skuName: string
    goodsNum: number
    priceCents: number
    realCents: number
    headPic: string
    isSupportRefund: boolean
    isGift: boolean
    claimedCents: number
  }>
}

export const isPaid = (o: Pick<OrderView, 'status' | 'payTime'>) =>
  (PAID_STATUSES as readonly number[]).includes(o.status) && o.payTime !== null

/** the caller's orders (not deleted), optionally only ids / one hospital, newest first */
export async function loadOrders(db: Q, userId: number, opts: { ids?: number[]; hospitalId?: number } = {}): Promise<OrderView[]> {
  if (opts.ids && opts.ids.length === 0) return []
  let q = db.selectFrom('shop_order').selectAll().where('user_id', '=', userId).where('deleted', '=', false)
  if (opts.ids) q = q.where('id', 'in', opts.ids)
  if (opts.hospitalId !== undefined) q = q.where('hospital_id', '=', opts.hospitalId)
  const orders = await q.orderBy('created_at', 'desc').orderBy('id', 'desc').execute()
  if (orders.length === 0) return []
  const ids = orders.map((o) => o.id)
  const [lines, refunds, claims, rels] = await Promise.all([
    db.selectFrom('order_goods').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
    db.selectFrom('order_refund').select(['order_id', 'amount_cents', 'status']).where('order_id', 'in', ids).execute(),
    db
      .selectFrom('after_sale')
      .select(['order_id', 'order_goods_id', 'refund_cents', 'status'])
      .where('order_id', 'in', ids)
      .where('status', 'in', CLAIM_STATUSES)
      .execute(),
    db.selectFrom('invoice_order_rel').select(['order_id', 'invoice_id']).where('order_id', 'in', ids).execute(),
  ])
  return orders.map((o) => ({
    id: o.id,
    orderNo: o.order_no,
    hospitalId: o.hospital_id,
    status: o.status,
    createdAt: o.created_at,
    payTime: o.pay_time,
    actualCents: o.actual_cents,
    refundedCents: refunds
      .filter((r) => r.order_id === o.id && !['FAIL', 'CLOSED'].includes(String(r.status).toUpperCase()))
      .reduce((s, r) => s + r.amount_cents, 0),
    claimedCents: claims.filter((c) => c.order_id === o.id).reduce((s, c) => s + c.refund_cents, 0),
    openAfterSale: claims.some((c) => c.order_id === o.id && c.status !== 4),
    invoiceId: rels.find((r) => r.order_id === o.id)?.invoice_id ?? null,
    lines: lines
      .filter((l) => l.order_id === o.id)
      .map((l) => ({
        id: l.id,
        goodsId: l.goods_id,
        goodsName: l.goods_name,
        skuName: l.sku_name,
        goodsNum: l.goods_num,
        priceCents: l.price_cents,
        realCents: l.real_cents,
        headPic: l.head_pic,
        isSupportRefund: l.is_support_refund,
        isGift: l.is_gift,
        claimedCents: claims.filter((c) => c.order_id === o.id && c.order_goods_id === l.id).reduce((s, c) => s + c.refund_cents, 0),
      })),
  }))
}

/** the caller's orders by id, all of them or 404 (another user's order is never visible) */
export async function requireOrders(db: Q, userId: number, ids: number[]): Promise<OrderView[]> {
  const unique = [...new Set(ids)]
  const found = await loadOrders(db, userId, { ids: unique })
  if (found.length !== unique.length) throw notFound(M.ORDER_NOT_FOUND)
  return unique.map((id) => found.find((o) => o.id === id)!)
}

/** what can still be invoiced: paid minus refunded and after-sale claims */
export const invoiceableCents = (o: OrderView) => Math.max(0, o.actualCents - o.refundedCents - o.claimedCents)

/** why an order cannot be invoiced, or null */
export function cantInvoiceReason(o: OrderView): string | null {
  if (o.invoiceId !== null) return CANT_INVOICE_REASONS.INVOICED
  if (orderCan(o.status, 'pay')) return CANT_INVOICE_REASONS.NOT_PAID
  if (!isPaid(o)) return o.refundedCents > 0 ? CANT_INVOICE_REASONS.REFUNDED : CANT_INVOICE_REASONS.CANCELLED
  if (o.openAfterSale) return CANT_INVOICE_REASONS.AFTER_SALE
  if (invoiceableCents(o) <= 0) return CANT_INVOICE_REASONS.REFUNDED
  return null
}

export function toInvoiceGoods(app: FastifyInstance, l: OrderView['lines'][number]): InvoiceGoods {
  return {
    orderGoodsId: l.id,
    goodsId: l.goodsId,
    goodsName: l.goodsName,
    skuName: l.skuName,
    goodsNum: l.goodsNum,
    price: yuan(l.priceCents),
    realPrice: yuan(l.realCents),
    headPic: asset(app, l.headPic),
  }
}

export function toInvoiceOrder(app: FastifyInstance, o: OrderView, withReason = false): InvoiceOrder {
  const reason = withReason ? cantInvoiceReason(o) : null
  return {
    orderId: o.id,
    orderNo: o.orderNo,
    status: o.status,
    statusLabel: orderStatusLabel(o.status),
    createTime: fmtReq(o.createdAt),
    payTime: fmt(o.payTime),
    invoiceAmount: yuan(invoiceableCents(o)),
    goodsNum: o.lines.reduce((s, l) => s + l.goodsNum, 0),
    goodsList: o.lines.map((l) => toInvoiceGoods(app, l)),
    ...(withReason ? { reason: reason ?? '', invoiceId: o.invoiceId } : {}),
  }
}

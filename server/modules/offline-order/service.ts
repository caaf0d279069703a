/**
 * Offline orders of the caller (SPEC §2 /offlineOrder, /offlinePay; contract/offline.ts): the list by
 * status with counts, the counter pay code of a pending one, and the staff creation (an ordinary order
 * made through the order service with create way 'counter' or 'prescription'). Another user's order is 404.
 */
import type { FastifyInstance } from 'fastify'
import type { Selectable } from 'kysely'
import QRCode from 'qrcode'
import type { DB } from '../../lib/db/schema'
import type { Q } from '../../lib/db'
import { badRequest, conflict, notFound } from '../../lib/errors'
import { type OrderStatusCode } from '../../../contract/order'
import { OFFLINE_CREATE_WAYS, type OfflineCreateWay, type OfflineOrderItem } from '../../../contract/offline'
import { orderCan, orderStatusLabel } from '../../../src/domain/orders'
import { offsetOf, pageResult } from '../../lib/paging'
import { fmtReq } from '../../lib/time'
import { closeExpired } from '../pay'
import { lineView } from '../order/views' // not through ../order's index: that one reaches back here through ../pay (a cycle)
import * as M from '../../../src/domain/messages'

type OrderRow = Selectable<DB['shop_order']>

const cents = (c: number) => Math.round(c) / 100
const ways = [...OFFLINE_CREATE_WAYS]

export const isOfflineOrder = (o: { create_way: string }) => (ways as string[]).includes(o.create_way)

async function views(app: FastifyInstance, rows: OrderRow[]): Promise<OfflineOrderItem[]> {
  if (rows.length === 0) return []
  const now = app.deps.now().getTime()
  const goods = await app.deps.db
    .selectFrom('order_goods')
    .selectAll()
    .where(
      'order_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('id')
    .execute()
  return rows.map((o) => {
    const mine = goods.filter((g) => g.order_id === o.id && !g.is_gift)
    const way = o.create_way as OfflineCreateWay
    return {
      id: o.id,
      orderNo: o.order_no,
      orderClassify: o.order_classify as 0 | 1,
      status: o.status as OrderStatusCode,
      statusLabel: orderStatusLabel(o.status),
      createTime: fmtReq(o.created_at),
      actualPrice: cents(o.actual_cents),
      goodsNum: mine.reduce((n, g) => n + g.goods_num, 0),
      goodsList: mine.slice(0, 3).map((g) => lineView(app, g)),
      payRemainMs: orderCan(o.status, 'showCloseTime') ? Math.max(0, new Date(o.close_at).getTime() - now) : 0,
      canCancel: orderCan(o.status, 'cancel'),
      canDelete: orderCan(o.status, 'delete'),
      canConfirm: orderCan(o.status, 'confirm'),
      canRefund: orderCan(o.status, 'refund') && mine.every((g) => g.used_num === 0 && g.is_support_refund),
      createWay: way,
      createWayLabel: M.OFFLINE_CREATE_WAY_LABELS[way] ?? M.OFFLINE_ORDER_LABEL,
      remark: o.remark,
      closeTime: orderCan(o.status, 'showCloseTime') ? fmtReq(o.close_at) : null,
    }
  })
}

/** the caller's offline order (not deleted) or 404 */
export async function ownOffline(app: FastifyInstance, userId: number, orderId: number): Promise<OrderRow> {
  const o = await app.deps.db
    .selectFrom('shop_order')
    .selectAll()
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .where('deleted', '=', false)
    .where('create_way', 'in', ways)
    .executeTakeFirst()
  if (!o) throw notFound(M.ORDER_NOT_FOUND)
  return o
}

/** the caller's offline orders of a hospital (not deleted) */
export function offlineOrdersOf(db: Q, userId: number, hospitalId: number) {
  return db
    .selectFrom('shop_order')
    .where('user_id', '=', userId)
    .where('hospital_id', '=', hospitalId)
    .where('deleted', '=', false)
    .where('create_way', 'in', ways)
}

/** the caller's offline orders by status, a page */
export async function listOfflineOrders(
  app: FastifyInstance,
  userId: number,
  hospitalId: number,
  query: { status?: number; pageNum: number; pageSize: number },
) {
  const db = app.deps.db
  await closeExpired(app, { userId })
  const { status, pageNum, pageSize } = query
  let q = offlineOrdersOf(db, userId, hospitalId)
  if (status) q = q.where('status', '=', status)
  const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0)
  const rows = await q
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset(offsetOf(pageNum, pageSize))
    .execute()
  return pageResult(await views(app, rows), total, pageNum, pageSize)
}

/** the caller's offline orders per status */
export async function offlineOrderNum(app: FastifyInstance, userId: number, hospitalId: number) {
  const db = app.deps.db
  await closeExpired(app, { userId })
  const rows = await offlineOrdersOf(db, userId, hospitalId)
    .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute()
  const m: Record<number, number> = { 101: 0, 102: 0, 103: 0, 104: 0, 105: 0 }
  for (const r of rows) m[r.status] = Number(r.n)
  return { ...m, all: Object.values(m).reduce((a, b) => a + b, 0) }
}

/** the counter pay code of a pending offline order */
export async function offlinePayCode(app: FastifyInstance, userId: number, q: { orderId?: number; id?: number }) {
  const id = q.orderId ?? q.id
  if (id === undefined) throw badRequest(M.missingParamMessage('orderId'))
  await closeExpired(app, { userId })
  const o = await ownOffline(app, userId, id)
  if (!orderCan(o.status, 'pay')) throw conflict(M.ORDER_NOTHING_TO_PAY)
  const qrPic = await QRCode.toDataURL(o.order_no, { margin: 1, width: 300, errorCorrectionLevel: 'M' })
  return {
    orderId: o.id,
    orderNo: o.order_no,
    payCode: o.order_no,
    qrPic,
    actualPrice: cents(o.actual_cents),
    closeTime: fmtReq(o.close_at),
  }
}

/**
 * What a patient does with an order (SPEC §7 Orders): commit (and prepay at once), the list, counts,
 * the verification QR, cancel, delete, confirm, the payment state, the receiver, where an order
 * opens, sold-out notices. Every order is the caller's (another user's is 404); what a status allows
 * is src/domain orderCan / nextOrderStatus.
 */
import * as M from '../../../src/domain/messages'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Selectable } from 'kysely'
import type { DB } from '../../lib/db/schema'
import { type CommitPayReq, type CommitPayRes, type MyOrdersReq, type OrderAddress, PayState } from '../../../contract/order'
import { OFFLINE_CREATE_WAYS } from '../../../contract/offline'
import { isPayChannelAllowed, nextOrderStatus, orderCan, parsePayResult } from '../../../src/domain/orders'
import { badRequest, conflict, notFound } from '../../lib/errors'
import { clientEnv } from '../../lib/request-context'
import { closeExpired, resolveReturnUrl, startPayment, syncPayment } from '../pay'
import { resolveAddress } from './service'
import { createOrder } from './create'
import { fmt } from '../../lib/time'
import { offsetOf, pageResult } from '../../lib/paging'
import { cached, composedReply } from '../../lib/cache'
import { orderDetail, orderViews, ownOrder, yuanOf } from './views'

type OrderRow = Selectable<DB['shop_order']>

/** the orderCreateWay header as the client sent it, except the offline ways (counter, prescription): only staff create those */
const clientCreateWay = (way: string | undefined) =>
  way && !(OFFLINE_CREATE_WAYS as readonly string[]).includes(way) ? way.slice(0, 32) : ''

export function requestKey(req: FastifyRequest, body: { requestId?: string; orderToken?: string }): string | undefined {
  const h = req.headers['requestid'] ?? req.headers['x-request-id'] ?? req.headers['ordertoken']
  const k = body.requestId ?? body.orderToken ?? (Array.isArray(h) ? h[0] : h)
  return k ? String(k).slice(0, 100) : undefined
}

export function checkChannel(req: FastifyRequest, channel: number): void {
  // a channel the environment cannot use is refused (SPEC §4 channels per environment)
  const env = clientEnv(req)
  if (req.ctx.appTag && !isPayChannelAllowed(channel, env)) throw badRequest(M.PAY_CHANNEL_NOT_ALLOWED)
}

export async function commitOrder(
  app: FastifyInstance,
  req: FastifyRequest & { body: CommitPayReq },
  payWay: 1 | 2,
  requireChannel: boolean,
): Promise<CommitPayRes> {
  const b = req.body
  if (requireChannel && b.payChannel === undefined) throw badRequest(M.missingParamMessage('payChannel'))
  if (b.payChannel !== undefined) checkChannel(req, b.payChannel)
  if (b.payChannel !== undefined) resolveReturnUrl(app.deps, b.returnUrl) // a bad return URL is refused before the order is made
  const userId = req.user.userId
  const res = await createOrder(app, {
    userId,
    hospitalId: req.ctx.hospitalId,
    requestKey: requestKey(req, b),
    cartIds: b.cartIds,
    goodsList: b.goodsList,
    userCouponId: b.userCouponId,
    addressId: b.addressId,
    address: b.address,
    gifts: b.gifts,
    remark: b.remark,
    payWay: Number(req.ctx.orderPayWay) === 2 ? 2 : payWay,
    createWay: clientCreateWay(req.ctx.orderCreateWay),
  })
  if (b.payChannel !== undefined && orderCan(res.status, 'pay')) {
    res.pay = await startPayment(app, {
      userId,
      orderIds: [res.orderId],
      channel: b.payChannel,
      payWay,
      returnUrl: b.returnUrl,
      clientIp: req.ip,
    })
  }
  return res
}

export function orderIdOf(q: { id?: number; orderId?: number }): number {
  const id = q.orderId ?? q.id
  if (id === undefined) throw badRequest(M.missingParamMessage('orderId'))
  return id
}

export async function orderCounts(app: FastifyInstance, userId: number, hospitalId: number): Promise<Record<number, number>> {
  const db = app.deps.db
  await closeExpired(app, { userId })
  const rows = await db
    .selectFrom('shop_order')
    .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
    .where('user_id', '=', userId)
    .where('hospital_id', '=', hospitalId)
    .where('deleted', '=', false)
    .groupBy('status')
    .execute()
  const m: Record<number, number> = { 101: 0, 102: 0, 103: 0, 104: 0, 105: 0 }
  for (const r of rows) m[r.status] = Number(r.n)
  return m
}

export async function qrOrder(app: FastifyInstance, userId: number, orderId: number) {
  const o = await ownOrder(app, userId, orderId)
  if (!orderCan(o.status, 'qr') || !o.verify_code) throw conflict(M.ORDER_NO_QR)
  return o
}

export async function deleteOrder(app: FastifyInstance, userId: number, orderId: number) {
  const db = app.deps.db
  const o = await ownOrder(app, userId, orderId)
  if (!orderCan(o.status, 'delete')) throw conflict(M.ORDER_CANNOT_DELETE)
  await db
    .updateTable('shop_order')
    .set({ deleted: true, updated_at: app.deps.now() })
    .where('id', '=', o.id)
    .where('user_id', '=', userId)
    .execute()
  return { orderId: o.id, status: o.status }
}

/**
 * the caller's orders by status, newest first, a page; `lineCategoryIds`: only orders with a line of one of these
 * categories (a goods section's orders, e.g. spePeOrderList)
 */
export async function myOrders(app: FastifyInstance, userId: number, hospitalId: number, query: MyOrdersReq, lineCategoryIds?: number[]) {
  const db = app.deps.db
  await closeExpired(app, { userId })
  const { status, orderClassify, pageNum = 1, pageSize = 10 } = query // ajv fills the defaults
  const key = `myOrders:${userId}:${hospitalId}:${status ?? ''}:${orderClassify ?? ''}:${pageNum}:${pageSize}:${lineCategoryIds?.join(',') ?? '-'}`
  // the page as a composed reply (lib/cache composedReply: for the second of the request clock while nothing is
  // written), unless an order on it shows its pay countdown (payRemainMs is finer than the second)
  return composedReply(db, `${key}:reply`, app.deps.now(), () => ordersPage(app, key, userId, hospitalId, query, lineCategoryIds), {
    keep: (page) => page.list.every((o) => o.payRemainMs === 0),
  })
}

async function ordersPage(
  app: FastifyInstance,
  key: string,
  userId: number,
  hospitalId: number,
  query: MyOrdersReq,
  lineCategoryIds?: number[],
) {
  const db = app.deps.db
  const { status, orderClassify, pageNum = 1, pageSize = 10 } = query
  let q = db.selectFrom('shop_order').where('user_id', '=', userId).where('hospital_id', '=', hospitalId).where('deleted', '=', false)
  if (lineCategoryIds !== undefined) {
    const ids = lineCategoryIds.length ? lineCategoryIds : [0]
    q = q.where('id', 'in', db.selectFrom('order_goods').select('order_id').where('category_id', 'in', ids))
  }
  if (status) q = q.where('status', '=', status)
  if (orderClassify !== undefined) q = q.where('order_classify', '=', orderClassify)
  // one statement: the page and the total (a window count); an empty page past the first asks for the count
  // through the read cache (version-keyed by the tables: any order write is seen at once here, within a NOTIFY round trip elsewhere)
  const page = await cached(db, key, lineCategoryIds === undefined ? ['shop_order'] : ['shop_order', 'order_goods'], () =>
    q
      .selectAll()
      .select((eb) => eb.fn.countAll<string>().over().as('total_count'))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset(offsetOf(pageNum, pageSize))
      .execute(),
  )
  const total = page.length
    ? Number(page[0].total_count)
    : pageNum <= 1
      ? 0
      : Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0)
  const rows = page.map(({ total_count: _, ...row }) => row)
  return pageResult(await orderViews(app, rows, false), total, pageNum, pageSize)
}

/** confirm receipt / completion: 104/105 → 102 */
export async function confirmOrder(app: FastifyInstance, userId: number, b: { orderId: number }) {
  const db = app.deps.db
  const o = await ownOrder(app, userId, b.orderId)
  const to = nextOrderStatus(o.status, 'complete')
  if (to === null) throw conflict(M.ORDER_CANNOT_CONFIRM)
  const now = app.deps.now()
  const r = await db
    .updateTable('shop_order')
    .set({ status: to, finish_time: now, updated_at: now })
    .where('id', '=', o.id)
    .where('status', '=', o.status)
    .returning(['id', 'status'])
    .executeTakeFirst()
  if (!r) throw conflict(M.ORDER_CHANGED_REFRESH)
  return { orderId: r.id, status: r.status }
}

/** the payment state of an order (asks the provider while paying) */
export async function queryOrderPayment(app: FastifyInstance, userId: number, b: { orderId?: number; payNo?: string }) {
  const db = app.deps.db
  let o: OrderRow | undefined
  if (b.orderId !== undefined) o = await ownOrder(app, userId, b.orderId)
  else if (b.payNo) {
    const pay = await db.selectFrom('payment').selectAll().where('pay_no', '=', b.payNo).where('user_id', '=', userId).executeTakeFirst()
    if (!pay) throw notFound(M.PAYMENT_NOT_FOUND)
    o = await ownOrder(app, userId, (pay.order_ids as unknown as number[])[0])
  } else throw badRequest(M.missingParamMessage('orderId'))
  if (o.pay_no && o.pay_state === 'PAYING') {
    await syncPayment(app, o.pay_no)
    o = await ownOrder(app, userId, o.id)
  }
  await closeExpired(app, { userId })
  o = await ownOrder(app, userId, o.id)
  const payState = o.pay_state as PayState
  return {
    orderId: o.id,
    status: o.status,
    payState,
    payResult:
      payState === 'SUCCESS' || payState === 'REFUNDED'
        ? 'SUCCESS'
        : payState === 'CLOSED' || payState === 'FAIL'
          ? parsePayResult(payState)
          : null,
    payNo: o.pay_no,
    payTime: fmt(o.pay_time),
    actualPrice: yuanOf(o.actual_cents),
  }
}

/** change the receiver of a 101/104 order */
export async function changeReceiver(
  app: FastifyInstance,
  userId: number,
  b: { orderId: number; addressId?: number; address?: OrderAddress },
) {
  const db = app.deps.db
  const o = await ownOrder(app, userId, b.orderId)
  if (!orderCan(o.status, 'editPickup')) throw conflict(M.ORDER_CANNOT_EDIT_PICKUP)
  const address = await resolveAddress(app, userId, b)
  if (!address) throw badRequest(M.missingParamMessage('address'))
  await db
    .updateTable('shop_order')
    .set({ address: JSON.stringify(address), updated_at: app.deps.now() })
    .where('id', '=', o.id)
    .where('user_id', '=', userId)
    .execute()
  return await orderDetail(app, userId, o.id)
}

/** ask to be told when a sold-out goods / sku is back */
export async function sellOutApply(
  app: FastifyInstance,
  userId: number,
  hospitalId: number,
  b: { goodsId: number; skuId?: number; phone?: string },
) {
  const db = app.deps.db
  const g = await db.selectFrom('goods').select('id').where('id', '=', b.goodsId).where('hospital_id', '=', hospitalId).executeTakeFirst()
  if (!g) throw notFound(M.GOODS_NOT_FOUND)
  if (
    b.skuId !== undefined &&
    !(await db.selectFrom('goods_sku').select('id').where('id', '=', b.skuId).where('goods_id', '=', g.id).executeTakeFirst())
  )
    throw badRequest(M.SKU_NOT_FOUND)
  const r = await db
    .insertInto('sell_out_apply')
    .values({
      user_id: userId,
      hospital_id: hospitalId,
      goods_id: g.id,
      sku_id: b.skuId ?? 0,
      phone: b.phone ?? '',
      created_at: app.deps.now(),
    })
    .onConflict((oc) => oc.columns(['user_id', 'goods_id', 'sku_id']).doNothing())
    .returning('id')
    .executeTakeFirst()
  return { applied: true, duplicate: !r }
}

/**
 * pay module service — the payment state of orders (renovation WP2: split from the order lifecycle):
 * - startPayment: closes what is overdue, checks the orders may be paid (src/domain orderCan 'pay'),
 *   supersedes an open payment, records the payment and asks the channel's provider for a prepay;
 *   an order of ¥0 is settled at once.
 * - applyPayResult: a verified notify or query result, applied ONCE (`UPDATE payment … WHERE status =
 *   'PAYING'` and a unique trade number); SUCCESS moves the orders 101 → 104 (src/domain
 *   statusAfterPayResult); money for an order closed meanwhile is refunded through the provider.
 * - syncPayment: asks the provider while PAYING and applies what it says.
 * - refundOrder: a paid, unused order (104 → 103) through its provider; the order module gives stock,
 *   counters and the coupon back (releaseOrder).
 * The order lifecycle (create, cancel, close, release) is the order module's (modules/order).
 */
import crypto from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Selectable } from 'kysely'
import type { DB } from '../../lib/db/schema'
import type { AppDeps } from '../../lib/deps'
import type { PrepayRes } from '../../../contract/pay'
import { ApiError, badRequest, conflict, notFound } from '../../lib/errors'
import { cached } from '../../lib/cache'
import {
  checkPayReturnUrl,
  nextOrderStatus,
  orderCan,
  payChannelName,
  statusAfterPayResult,
  type PayChannel,
} from '../../../src/domain/orders'
import { formatBusiness } from '../../../src/domain/time'
import * as M from '../../../src/domain/messages'
import { payments, type PaymentProvider } from '../../payments'
import { cancelOrder, releaseOrder, teamOrderPaid } from '../order'
import { afterSaleRefunds } from '../after-sale'

type OrderRow = Selectable<DB['shop_order']>

/** 'YYYYMMDDHHmmss' in the business time zone: payment and refund numbers start with it */
const stamp = (d: Date) => formatBusiness(d, 'YYYYMMDDHHmmss')
const newPayNo = (now: Date) => `P${stamp(now)}${crypto.randomBytes(5).toString('hex')}`
export const newRefundNo = (now: Date) => `R${stamp(now)}${crypto.randomBytes(5).toString('hex')}`
const newVerifyCode = () => String(crypto.randomInt(100000, 999999)) + String(crypto.randomInt(100000, 999999))

/** config PAY_RETURN_ORIGINS: the origins an H5 served from another host than this server returns to after paying */
export function payReturnOrigins(deps: AppDeps): string[] {
  return deps.config.payReturnOrigins
}

/** the return URL of a payment (src/domain checkPayReturnUrl: a shop page, never another host) or 400 支付返回地址无效 */
export function resolveReturnUrl(deps: AppDeps, raw: string | undefined): string {
  const r = checkPayReturnUrl(raw, payReturnOrigins(deps))
  if (!r.ok) throw badRequest(r.message)
  return r.url
}

export async function startPayment(
  app: FastifyInstance,
  args: { userId: number; orderIds: number[]; channel: PayChannel; payWay: 1 | 2; returnUrl?: string; clientIp?: string },
): Promise<PrepayRes> {
  const db = app.deps.db
  const now = app.deps.now()
  const returnUrl = resolveReturnUrl(app.deps, args.returnUrl)
  await closeExpired(app, { userId: args.userId })
  const orders = await db
    .selectFrom('shop_order')
    .selectAll()
    .where('id', 'in', args.orderIds)
    .where('user_id', '=', args.userId)
    .where('deleted', '=', false)
    .execute()
  if (orders.length !== new Set(args.orderIds).size) throw notFound(M.ORDER_NOT_FOUND)
  for (const o of orders) if (!orderCan(o.status, 'pay')) throw conflict(M.orderNotPayableMessage(o.order_no))
  const amount = orders.reduce((s, o) => s + o.actual_cents, 0)
  const payNo = newPayNo(now)
  const provider = payments(app.deps).forChannel(args.channel)
  await db.transaction().execute(async (trx) => {
    // an earlier open payment of these orders is superseded
    for (const o of orders) {
      if (o.pay_no)
        await trx.updateTable('payment').set({ status: 'CLOSED' }).where('pay_no', '=', o.pay_no).where('status', '=', 'PAYING').execute()
    }
    await trx
      .insertInto('payment')
      .values({
        pay_no: payNo,
        user_id: args.userId,
        order_ids: JSON.stringify(orders.map((o) => o.id)),
        pay_way: args.payWay,
        pay_channel: args.channel,
        provider: provider.name,
        amount_cents: amount,
        status: 'PAYING',
        return_url: returnUrl,
        created_at: now,
      })
      .execute()
    const r = await trx
      .updateTable('shop_order')
      .set({ pay_no: payNo, pay_channel: args.channel, pay_way: args.payWay, pay_state: 'PAYING', updated_at: now })
      .where(
        'id',
        'in',
        orders.map((o) => o.id),
      )
      .where('status', '=', 101)
      .executeTakeFirst()
    if (Number(r.numUpdatedRows) !== orders.length) throw conflict(M.ORDER_CHANGED_RETRY)
  })
  const res: PrepayRes = {
    payNo,
    payChannel: args.channel,
    payChannelName: payChannelName(args.channel)!,
    payWay: args.payWay,
    orderIds: orders.map((o) => o.id),
    amount: amount / 100,
    provider: provider.name,
  }
  if (amount === 0) {
    // nothing to pay (coupon covered everything): settled at once, no provider involved
    await applyPayResult(app, { payNo, tradeNo: `FREE${payNo}`, amountCents: 0, result: 'SUCCESS' })
    return res
  }
  for (const old of orders.map((o) => o.pay_no).filter((x): x is string => !!x)) await provider.close(old).catch(() => undefined)
  // JSAPI channels pay as the user's own openid of the app (WeChat: the user_third row of channel 'wx' and WXPAY_APPID;
  // Alipay: 'ali')
  const jsapiLogin =
    args.channel === 4 && provider.name === 'wechat'
      ? ({ channel: 'wx', missing: M.PAY_OPENID_MISSING } as const)
      : args.channel === 6 && provider.name === 'alipay'
        ? ({ channel: 'ali', missing: M.PAY_ALIPAY_BUYER_MISSING } as const)
        : null
  const openId = jsapiLogin
    ? (
        await db
          .selectFrom('user_third')
          .select('open_id')
          .where('user_id', '=', args.userId)
          .where('channel', '=', jsapiLogin.channel)
          // WeChat: the openid of the app that pays (mini-program or official account), or one written before app_id was kept
          .$if(jsapiLogin.channel === 'wx', (q) =>
            q.where((eb) => eb.or([eb('app_id', '=', app.deps.config.payments.wechat?.appId ?? ''), eb('app_id', 'is', null)])),
          )
          .orderBy('id', 'desc')
          .executeTakeFirst()
      )?.open_id
    : undefined
  if (jsapiLogin && !openId) throw badRequest(jsapiLogin.missing)
  const params = await provider
    .prepay({
      payNo,
      channel: args.channel,
      amountCents: amount,
      description: M.payDescriptionMessage(orders.map((o) => o.order_no)),
      returnUrl,
      notifyUrl: `/pay-center/notify/${provider.name}`,
      clientIp: args.clientIp,
      openId,
      expiresAt: new Date(Math.min(...orders.map((o) => new Date(o.close_at).getTime()))),
    })
    .catch((err) => {
      if (err instanceof ApiError) throw err
      app.log.error({ err, event: 'pay.prepay_failed', provider: provider.name, payNo }, 'prepay failed')
      throw new ApiError(502, M.PAY_PROVIDER_FAILED)
    })
  return { ...res, ...params }
}

export interface ApplyResult {
  applied: boolean
  /** the payment as it is now */
  status: string
  orderIds: number[]
}

/**
 * Applies a verified payment result ONCE. The amount must equal the payment's (else 400, nothing
 * changes). SUCCESS moves the orders 101 → 104 (src/domain statusAfterPayResult); money for an order
 * closed meanwhile is refunded through the provider.
 */
export async function applyPayResult(
  app: FastifyInstance,
  n: { payNo: string; tradeNo: string; amountCents: number; result: 'SUCCESS' | 'CLOSED' | 'FAIL' },
): Promise<ApplyResult> {
  const db = app.deps.db
  const now = app.deps.now()
  const late: number[] = []
  const out = await db.transaction().execute(async (trx): Promise<ApplyResult> => {
    const pay = await trx.selectFrom('payment').selectAll().where('pay_no', '=', n.payNo).forUpdate().executeTakeFirst()
    if (!pay) throw notFound(M.PAYMENT_NOT_FOUND)
    if (pay.amount_cents !== n.amountCents) throw badRequest(M.PAY_AMOUNT_MISMATCH)
    await trx
      .updateTable('payment')
      .set((eb) => ({ notify_count: eb('notify_count', '+', 1) }))
      .where('id', '=', pay.id)
      .execute()
    const orderIds = pay.order_ids as unknown as number[]
    if (n.result !== 'SUCCESS') {
      const r = await trx
        .updateTable('payment')
        .set({ status: n.result })
        .where('id', '=', pay.id)
        .where('status', '=', 'PAYING')
        .returning('id')
        .executeTakeFirst()
      if (r)
        await trx
          .updateTable('shop_order')
          .set({ pay_state: n.result, updated_at: now })
          .where('pay_no', '=', pay.pay_no)
          .where('status', '=', statusAfterPayResult(n.result))
          .execute()
      return { applied: !!r, status: r ? n.result : pay.status, orderIds }
    }
    // SUCCESS: once (status guard + unique trade number)
    const r = await trx
      .updateTable('payment')
      .set({ status: 'SUCCESS', trade_no: n.tradeNo, paid_at: now })
      .where('id', '=', pay.id)
      .where('status', 'in', ['PAYING', 'CLOSED', 'FAIL'])
      .returning('id')
      .executeTakeFirst()
    if (!r) return { applied: false, status: pay.status, orderIds }
    for (const id of orderIds) {
      const o = await trx.selectFrom('shop_order').select(['id', 'status', 'pay_no']).where('id', '=', id).forUpdate().executeTakeFirst()
      const to = o && o.pay_no === pay.pay_no ? nextOrderStatus(o.status, 'pay') : null
      if (!o || to === null || to !== statusAfterPayResult('SUCCESS')) {
        late.push(id)
        continue
      }
      let done = false
      for (let attempt = 0; attempt < 3 && !done; attempt++) {
        const u = await trx
          .updateTable('shop_order')
          .set({
            status: to,
            pay_state: 'SUCCESS',
            pay_time: now,
            pay_channel: pay.pay_channel,
            verify_code: newVerifyCode(),
            updated_at: now,
          })
          .where('id', '=', id)
          .where('status', '=', 101)
          .returning('id')
          .executeTakeFirst()
        done = !!u
        if (!u) break
        await teamOrderPaid(trx, id, now) // a group-buy place is paid; the team may open or succeed
      }
      if (!done) late.push(id)
    }
    return { applied: true, status: 'SUCCESS', orderIds }
  })
  if (late.length) {
    // paid after the order was closed / cancelled: the money goes back
    const pay = await db.selectFrom('payment').selectAll().where('pay_no', '=', n.payNo).executeTakeFirstOrThrow()
    const orders = await db.selectFrom('shop_order').select(['id', 'actual_cents']).where('id', 'in', late).execute()
    for (const o of orders) {
      const refundNo = newRefundNo(now)
      const ins = await db
        .insertInto('order_refund')
        .values({
          refund_no: refundNo,
          order_id: o.id,
          pay_no: pay.pay_no,
          amount_cents: o.actual_cents,
          status: 'PENDING',
          reason: M.CLOSED_ORDER_AUTO_REFUND_REASON,
          created_at: now,
        })
        .onConflict((oc) => oc.column('order_id').doNothing())
        .returning('id')
        .executeTakeFirst()
      if (!ins || o.actual_cents === 0) continue
      try {
        const rr = await payments(app.deps).forChannel(pay.pay_channel).refund({
          payNo: pay.pay_no,
          refundNo,
          amountCents: o.actual_cents,
          totalCents: pay.amount_cents,
          reason: M.CLOSED_ORDER_AUTO_REFUND_REASON,
        })
        await db.updateTable('order_refund').set({ status: rr.status }).where('refund_no', '=', refundNo).execute()
      } catch (err) {
        app.log.error({ err, payNo: pay.pay_no }, 'automatic refund failed')
      }
    }
  }
  return out
}

/**
 * A provider's verified refund notify: the refund it names moves from PENDING once (compare-and-set), an order's
 * refund (order_refund) or an after-sale's (after_sale 3 → 4 on SUCCESS). A refund this server does not know, or of
 * another payment, is refused (404 / 400: the provider retries; nothing changes), so a refund notify never stands
 * for a payment. ABNORMAL stays PENDING (not final) and is logged as an alert.
 */
export async function applyRefundResult(
  app: FastifyInstance,
  n: { payNo: string; refundNo: string; status: 'SUCCESS' | 'ABNORMAL' | 'CLOSED'; amountCents: number },
): Promise<{ applied: boolean }> {
  const db = app.deps.db
  const now = app.deps.now()
  const pay = await db.selectFrom('payment').select(['pay_no', 'status']).where('pay_no', '=', n.payNo).executeTakeFirst()
  if (!pay) throw notFound(M.PAYMENT_NOT_FOUND)
  if (n.status === 'ABNORMAL') {
    app.log.warn({ event: 'pay.refund.abnormal', alert: true, refundNo: n.refundNo, payNo: n.payNo }, 'refund ABNORMAL: needs a hand')
    return { applied: false }
  }
  const orderRefund = await db
    .selectFrom('order_refund')
    .select(['id', 'pay_no', 'amount_cents', 'status'])
    .where('refund_no', '=', n.refundNo)
    .executeTakeFirst()
  if (orderRefund) {
    if (orderRefund.pay_no !== n.payNo) throw badRequest(M.PAYMENT_NOT_FOUND)
    if (orderRefund.amount_cents !== n.amountCents) throw badRequest(M.PAY_AMOUNT_MISMATCH)
    const r = await db
      .updateTable('order_refund')
      .set({ status: n.status === 'SUCCESS' ? 'SUCCESS' : 'FAIL' })
      .where('id', '=', orderRefund.id)
      .where('status', '=', 'PENDING')
      .executeTakeFirst()
    return { applied: Number(r.numUpdatedRows) === 1 }
  }
  const afterSale = await db
    .selectFrom('after_sale')
    .select(['id', 'refund_cents', 'status', 'order_id'])
    .where('after_sale_no', '=', n.refundNo)
    .executeTakeFirst()
  if (!afterSale) throw notFound(M.PAYMENT_NOT_FOUND)
  const order = await db.selectFrom('shop_order').select(['pay_no']).where('id', '=', afterSale.order_id).executeTakeFirst()
  if (order?.pay_no !== n.payNo) throw badRequest(M.PAYMENT_NOT_FOUND)
  if (afterSale.refund_cents !== n.amountCents) throw badRequest(M.PAY_AMOUNT_MISMATCH)
  if (n.status !== 'SUCCESS') {
    app.log.warn({ event: 'pay.refund.closed', alert: true, refundNo: n.refundNo }, 'after-sale refund CLOSED at the provider')
    return { applied: false }
  }
  const r = await db
    .updateTable('after_sale')
    .set({ status: 4, updated_at: now })
    .where('id', '=', afterSale.id)
    .where('status', '=', 3)
    .executeTakeFirst()
  return { applied: Number(r.numUpdatedRows) === 1 }
}

/** the payment state of an order; asks the provider while PAYING and applies what it says */
export async function syncPayment(app: FastifyInstance, payNo: string): Promise<void> {
  const pay = await app.deps.db.selectFrom('payment').selectAll().where('pay_no', '=', payNo).executeTakeFirst()
  if (!pay || pay.status !== 'PAYING') return
  let q: Awaited<ReturnType<PaymentProvider['query']>>
  try {
    q = await payments(app.deps).forChannel(pay.pay_channel).query(payNo)
  } catch (err) {
    // the provider did not answer (network, its error): the payment stays PAYING, asked again later
    app.log.warn({ err, event: 'pay.query_failed', payNo }, 'payment query failed')
    return
  }
  if ((q.state === 'SUCCESS' || q.state === 'CLOSED' || q.state === 'FAIL') && q.amountCents !== undefined) {
    await applyPayResult(app, { payNo, tradeNo: q.tradeNo ?? '', amountCents: q.amountCents, result: q.state })
  }
}

/** a payment still PAYING this long after it started is asked of its provider (a notify may have been lost) */
export const PAY_SYNC_AFTER_MS = 5 * 60_000
/** a refund still PENDING this long is an alert (pay.refund.stuck) */
export const REFUND_STUCK_AFTER_MS = 24 * 3600_000

/**
 * The sync job (every ORDER_SWEEP_MS, every instance: each change is compare-and-set, so two instances asking at
 * once apply a result once): payments still PAYING `PAY_SYNC_AFTER_MS` after they started are queried — a lost
 * notify still ends as paid; refunds still PENDING are queried where the provider can say (queryRefund) and applied
 * (applyRefundResult); refunds PENDING past `REFUND_STUCK_AFTER_MS` log the alert `pay.refund.stuck`.
 */
export async function syncWaiting(app: FastifyInstance, limit = 100): Promise<{ payments: number; refunds: number }> {
  const db = app.deps.db
  const now = app.deps.now()
  const waiting = await db
    .selectFrom('payment')
    .select('pay_no')
    .where('status', '=', 'PAYING')
    .where('provider', '<>', 'none')
    .where('created_at', '<=', new Date(now.getTime() - PAY_SYNC_AFTER_MS))
    .orderBy('created_at')
    .limit(limit)
    .execute()
  for (const p of waiting) await syncPayment(app, p.pay_no)
  const pending = await db
    .selectFrom('order_refund')
    .innerJoin('payment', 'payment.pay_no', 'order_refund.pay_no')
    .select(['order_refund.refund_no', 'order_refund.pay_no', 'order_refund.created_at', 'payment.pay_channel'])
    .where('order_refund.status', '=', 'PENDING')
    .orderBy('order_refund.created_at')
    .limit(limit)
    .execute()
  let refunds = 0
  for (const r of pending) {
    const provider = payments(app.deps).forChannel(r.pay_channel)
    if (provider.queryRefund) {
      try {
        const q = await provider.queryRefund(r.refund_no, r.pay_no)
        if (q.status !== 'PROCESSING') {
          const a = await applyRefundResult(app, { payNo: r.pay_no, refundNo: r.refund_no, status: q.status, amountCents: q.amountCents })
          if (a.applied) refunds++
          if (a.applied || q.status !== 'ABNORMAL') continue
        }
      } catch (err) {
        app.log.warn({ err, event: 'pay.refund_query_failed', refundNo: r.refund_no }, 'refund query failed')
      }
    }
    if (now.getTime() - new Date(r.created_at).getTime() > REFUND_STUCK_AFTER_MS)
      app.log.error({ event: 'pay.refund.stuck', alert: true, refundNo: r.refund_no, payNo: r.pay_no }, 'refund still pending')
  }
  return { payments: waiting.length, refunds }
}

/** refund of a paid, unused order (104 → 103) through its provider; stock and coupon come back */
export async function refundOrder(app: FastifyInstance, userId: number, orderId: number, reason: string): Promise<OrderRow> {
  const db = app.deps.db
  const now = app.deps.now()
  const o = await db
    .selectFrom('shop_order')
    .selectAll()
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .where('deleted', '=', false)
    .executeTakeFirst()
  if (!o) throw notFound(M.ORDER_NOT_FOUND)
  if (nextOrderStatus(o.status, 'refund') === null) throw conflict(M.REFUND_NOT_ALLOWED)
  const goods = await db
    .selectFrom('order_goods')
    .select(['is_support_refund', 'used_num', 'is_gift', 'goods_name'])
    .where('order_id', '=', orderId)
    .execute()
  const noRefund = goods.find((g) => !g.is_gift && !g.is_support_refund)
  if (noRefund) throw badRequest(M.notRefundableMessage(noRefund.goods_name))
  if (goods.some((g) => g.used_num > 0)) throw conflict(M.REFUND_PARTLY_USED)
  const pay = o.pay_no ? await db.selectFrom('payment').selectAll().where('pay_no', '=', o.pay_no).executeTakeFirst() : undefined
  const refundNo = newRefundNo(now)
  // claim the refund first (one per order), then ask the provider, then release. The claim is made
  // under the order's row lock, the lock an after-sale's approval takes (afterSale.ts reviewAfterSale):
  // an order with after-sale refunds is not refunded in full beside them
  const claimed = await db.transaction().execute(async (trx) => {
    await trx.selectFrom('shop_order').select('id').where('id', '=', o.id).forUpdate().execute()
    if (await afterSaleRefunds(trx, o.id)) throw conflict(M.REFUND_HAS_AFTER_SALE)
    return trx
      .insertInto('order_refund')
      .values({
        refund_no: refundNo,
        order_id: o.id,
        pay_no: o.pay_no ?? '',
        amount_cents: o.actual_cents,
        status: 'PENDING',
        reason,
        created_at: now,
      })
      .onConflict((oc) => oc.column('order_id').doNothing())
      .returning('id')
      .executeTakeFirst()
  })
  if (!claimed) throw conflict(M.REFUND_IN_PROGRESS)
  try {
    if (pay && o.actual_cents > 0) {
      const rr = await payments(app.deps)
        .forChannel(pay.pay_channel)
        .refund({ payNo: pay.pay_no, refundNo, amountCents: o.actual_cents, totalCents: pay.amount_cents, reason })
      await db.updateTable('order_refund').set({ status: rr.status }).where('refund_no', '=', refundNo).execute()
    } else await db.updateTable('order_refund').set({ status: 'SUCCESS' }).where('refund_no', '=', refundNo).execute()
  } catch (err) {
    await db.deleteFrom('order_refund').where('refund_no', '=', refundNo).execute()
    app.log.error({ err }, 'refund failed')
    throw new ApiError(502, M.REFUND_FAILED)
  }
  const done = await db.transaction().execute((trx) => releaseOrder(trx, orderId, 'refund', { reason, now, refundNo }))
  if (!done) throw conflict(M.REFUND_NOT_ALLOWED)
  return done
}

// ------------------------------------------------------------------ auto close (asks the provider first, so it lives with the payment state)

/** closes unpaid orders past their close time (all, or one user's); a paying one is asked first */
export async function closeExpired(app: FastifyInstance, scope: { userId?: number; limit?: number } = {}): Promise<number> {
  const db = app.deps.db
  const now = app.deps.now()
  const limit = scope.limit ?? 200
  const userId = scope.userId
  // one user's (the order reads call this first): their unpaid orders through the read cache, due ones picked here
  const due =
    userId !== undefined
      ? (
          await cached(db, `unpaidOrders:${userId}`, ['shop_order'], () =>
            db
              .selectFrom('shop_order')
              .select(['id', 'pay_no', 'pay_state', 'close_at'])
              .where('status', '=', 101)
              .where('user_id', '=', userId)
              .orderBy('close_at')
              .execute(),
          )
        )
          .filter((o) => new Date(o.close_at).getTime() <= now.getTime())
          .slice(0, limit)
      : await db
          .selectFrom('shop_order')
          .select(['id', 'pay_no', 'pay_state'])
          .where('status', '=', 101)
          .where('close_at', '<=', now)
          .orderBy('close_at')
          .limit(limit)
          .execute()
  let closed = 0
  for (const o of due) {
    if (o.pay_no && o.pay_state === 'PAYING') {
      await syncPayment(app, o.pay_no).catch((err) => app.log.warn({ err }, 'payment query failed'))
    }
    const r = await cancelOrder(app, o.id, 'closeUnpaid', M.ORDER_AUTO_CLOSED_REASON)
    if (r) closed++
  }
  return closed
}

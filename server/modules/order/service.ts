/**
 * Order lifecycle of the buy journey, shared by order-center and pay-center:
 * - createOrder (commitPay / payCart): server pricing (lines.ts → src/domain priceOrder), line
 *   checks (src/domain maxQuantity, validateDeliveryLine, validateServiceRoles, validateRuleForm,
 *   validateAppointment, gifts), then ONE transaction: the order row first (idempotency key unique
 *   per user: a duplicate waits for / finds the first), lines, atomic
 *   `UPDATE goods_sku SET stock = stock - n WHERE id = $1 AND stock >= n RETURNING`, the same for
 *   activity stock, per-person activity counters, gift counters and appointment slots, the coupon
 *   marked used, the cart lines removed. Any refusal rolls everything back.
 * - releaseOrder (cancel, close unpaid, refund): gives stock, activity stock, counters, gifts, slots
 *   and the coupon back, with the status change guarded by src/domain nextOrderStatus.
 * - the payment state (startPayment, applyPayResult, syncPayment, refundOrder) is the pay module's
 *   (modules/pay/service.ts); it calls releaseOrder here.
 * - closeMinutes: an unpaid order closes ORDER_CLOSE_MINUTES (default 30) after commitPay (the sweep,
 *   closeExpired, is the pay module's: it asks the provider about a paying order first).
 */
import { randomDigits } from '../../lib/crypto'
import type { FastifyInstance } from 'fastify'
import type { Selectable, Transaction } from 'kysely'
import type { DB } from '../../lib/db/schema'
import type { AppDeps } from '../../lib/deps'
import type { OrderAddress, ServicePersonSnapshot } from '../../../contract/order'
import { badRequest, notFound } from '../../lib/errors'
import { nextOrderStatus, type OrderEvent } from '../../../src/domain/orders'
import { validatePhone, isValidName } from '../../../src/domain/validation'
import * as M from '../../../src/domain/messages'
import { formatBusiness } from '../../../src/domain/time'
import { payments } from '../../payments'
import { releaseSlot } from '../appointment'
import { closeOpenAfterSales } from '../after-sale'
import { getOwnedAddress } from '../address'
import { releaseTeamPlace } from './team'

type Trx = Transaction<DB>
type OrderRow = Selectable<DB['shop_order']>

/** the caps on a user's unpaid orders (src/domain unpaidOrdersError): config ORDER_MAX_UNPAID_ORDERS, ORDER_MAX_UNPAID_UNITS (defaults 5 and 999) */
export function unpaidCaps(deps: AppDeps): { orders: number; units: number } {
  return { orders: deps.config.orders.maxUnpaidOrders, units: deps.config.orders.maxUnpaidUnits }
}

/** minutes an unpaid order stays open (config ORDER_CLOSE_MINUTES, default 30) */
export function closeMinutes(deps: AppDeps): number {
  return deps.config.orders.closeMinutes
}

/** 'YYYYMMDDHHmmss' in the business time zone: order, payment and refund numbers start with it */
const stamp = (d: Date) => formatBusiness(d, 'YYYYMMDDHHmmss')
/** 14 digits of business time + 10 random digits (24; WeChat's out_trade_no takes 6–32): two orders in the same
 * second collide with odds 1e-10 per pair (6 random digits gave 1e-6, seen as a unique-key 500 in tests) */
export const newOrderNo = (now: Date) => `${stamp(now)}${randomDigits(10)}`

export async function resolveAddress(
  app: FastifyInstance,
  userId: number,
  input: { addressId?: number; address?: OrderAddress },
): Promise<OrderAddress | null> {
  if (input.addressId !== undefined) {
    // the address module owns receiver addresses (read-only here)
    const row = await getOwnedAddress(app.deps, userId, input.addressId)
    if (!row) throw notFound(M.ADDRESS_NOT_FOUND)
    return {
      recvProvince: row.province,
      recvCity: row.city,
      recvArea: row.area,
      recvAddress: row.address,
      recvName: row.recv_name,
      contactNumber: row.contact_number,
      pickUpMarkInfo: row.pick_up_mark_info ?? '',
      defaultUse: row.is_default ? 0 : 1,
    }
  }
  if (!input.address) return null
  const a = input.address
  const phoneMsg = validatePhone(a.contactNumber)
  if (phoneMsg) throw badRequest(phoneMsg)
  if (!isValidName(a.recvName.replace(/\s/g, ''))) throw badRequest(M.RECV_NAME_SPECIAL_CHARS)
  return { ...a, pickUpMarkInfo: a.pickUpMarkInfo ?? '', defaultUse: a.defaultUse ?? 1 }
}

/** SPEC §5 line checks: delivery lines, service roles, exam units (rule form, appointment) */
/** SPEC §4 every service role must be chosen: a person of the role's own list, or one of the caller's service persons */
export function roleChoice(
  role: { id: number; persons: string[] },
  pid: number,
  persons: Map<number, ServicePersonSnapshot>,
): ServicePersonSnapshot | null {
  if (pid > role.id * 100 && pid <= role.id * 100 + role.persons.length)
    return { id: pid, name: role.persons[pid - role.id * 100 - 1], sex: 1, idNumber: '', phone: '' }
  return persons.get(pid) ?? null
}

export async function findByRequestKey(app: FastifyInstance, userId: number, key: string): Promise<OrderRow | undefined> {
  return app.deps.db.selectFrom('shop_order').selectAll().where('user_id', '=', userId).where('request_key', '=', key).executeTakeFirst()
}

// ------------------------------------------------------------------ release (cancel / close / refund)

/** gives back what the order took; the status change is guarded (returns null when not allowed) */
export async function releaseOrder(
  trx: Trx,
  orderId: number,
  event: OrderEvent,
  fields: { reason?: string; now: Date; refundNo?: string },
): Promise<OrderRow | null> {
  const cur = await trx.selectFrom('shop_order').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirst()
  if (!cur) return null
  const to = nextOrderStatus(cur.status, event)
  if (to === null) return null
  const set: Record<string, unknown> = { status: to, updated_at: fields.now }
  if (event === 'refund')
    Object.assign(set, {
      refund_time: fields.now,
      refund_no: fields.refundNo ?? null,
      pay_state: 'REFUNDED',
      cancel_reason: fields.reason ?? M.ORDER_REFUND_CANCEL_REASON,
      cancel_time: fields.now,
    })
  else
    Object.assign(set, {
      cancel_reason: fields.reason ?? null,
      cancel_time: fields.now,
      pay_state: cur.pay_state === 'PAYING' ? 'CLOSED' : cur.pay_state,
    })
  const o = await trx
    .updateTable('shop_order')
    .set(set as any)
    .where('id', '=', orderId)
    .where('status', '=', cur.status)
    .returningAll()
    .executeTakeFirst()
  if (!o) return null
  const goods = await trx.selectFrom('order_goods').selectAll().where('order_id', '=', orderId).execute()
  for (const g of goods) {
    if (g.is_gift) {
      if (g.promotion_id !== null)
        await trx
          .updateTable('gift_given')
          .set((eb) => ({ given: eb('given', '-', g.goods_num) }))
          .where('promotion_id', '=', g.promotion_id)
          .where('sku_id', '=', g.sku_id)
          .where('given', '>=', g.goods_num)
          .execute()
      if (g.stock_taken)
        await trx
          .updateTable('goods_sku')
          .set((eb) => ({ stock: eb('stock', '+', g.goods_num) }))
          .where('id', '=', g.sku_id)
          .execute()
      continue
    }
    if (g.stock_taken)
      await trx
        .updateTable('goods_sku')
        .set((eb) => ({ stock: eb('stock', '+', g.goods_num) }))
        .where('id', '=', g.sku_id)
        .execute()
    if (g.activity_goods_id !== null) {
      await trx
        .updateTable('activity_goods')
        .set((eb) => ({ activity_num: eb('activity_num', '-', g.goods_num) }))
        .where('id', '=', g.activity_goods_id)
        .where('activity_num', '>=', g.goods_num)
        .execute()
      await trx
        .updateTable('activity_purchase')
        .set((eb) => ({ bought: eb('bought', '-', g.goods_num) }))
        .where('user_id', '=', o.user_id)
        .where('activity_goods_id', '=', g.activity_goods_id)
        .where('bought', '>=', g.goods_num)
        .execute()
    }
  }
  const appoints = await trx.selectFrom('order_appoint').select(['id', 'pool_id']).where('order_id', '=', orderId).execute()
  for (const a of appoints) await releaseSlot(trx, a.pool_id)
  if (appoints.length) await trx.updateTable('order_appoint').set({ pool_id: null }).where('order_id', '=', orderId).execute()
  // exam appointments booked on the order's units (/intserv/pe/appoint) lose what paid for them
  const exams = await trx
    .updateTable('pe_appointment')
    .set({ status: 2, updated_at: fields.now })
    .where('order_id', '=', orderId)
    .where('order_goods_id', 'is not', null)
    .where('status', '=', 1)
    .returning('pool_id')
    .execute()
  for (const e of exams) await releaseSlot(trx, e.pool_id)
  if (o.user_coupon_id !== null)
    await trx
      .updateTable('user_coupon')
      .set({ status: 0, used_at: null })
      .where('id', '=', o.user_coupon_id)
      .where('user_id', '=', o.user_id)
      .where('status', '=', 1)
      .execute()
  // refunded in full: its open after-sales can never be approved (a second refund)
  if (event === 'refund') await closeOpenAfterSales(trx, orderId, fields.now)
  // a group-buy place goes back to its team (order/team.ts)
  await releaseTeamPlace(trx, orderId)
  return o
}

/** cancel (buyer, with a reason) or close (timeout) an unpaid order; closes its open payment */
export async function cancelOrder(
  app: FastifyInstance,
  orderId: number,
  event: 'cancel' | 'closeUnpaid',
  reason: string,
): Promise<OrderRow | null> {
  const now = app.deps.now()
  const o = await app.deps.db.transaction().execute((trx) => releaseOrder(trx, orderId, event, { reason, now }))
  if (o?.pay_no) {
    const pay = await app.deps.db.selectFrom('payment').selectAll().where('pay_no', '=', o.pay_no).executeTakeFirst()
    if (pay && pay.status === 'PAYING') {
      await app.deps.db
        .updateTable('payment')
        .set({ status: 'CLOSED' })
        .where('pay_no', '=', pay.pay_no)
        .where('status', '=', 'PAYING')
        .execute()
      await payments(app.deps)
        .forChannel(pay.pay_channel)
        .close(pay.pay_no)
        .catch((err) => app.log.warn({ err }, 'payment close failed'))
    }
  }
  return o
}

/**
 * Shipping a paid order (the staff console, issue 31 item 5): the courier company and number on the order, once,
 * by a conditional UPDATE (paid 104 待使用/收货, not shipped yet). The patient's order detail shows them
 * (views.ts `shipCompany`, `shipNo`, `shipTime`).
 *
 * `onShipped` and `onVerified` are the hooks of the WeChat shipping-information upload (server/modules/wechat installs
 * them when its job starts): no-ops by default; the staff routes call `afterShipped` / `afterVerified` once the
 * shipping's (the 核销's) transaction has committed, with the server's deps; a failing hook is logged, never undoes
 * the shipping or the 核销.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Selectable, Transaction } from 'kysely'
import { isShippedLine, ORDER_STATUS } from '../../../src/domain/orders'
import {
  STAFF_SHIP_ALREADY,
  STAFF_SHIP_COMPANY_REQUIRED,
  STAFF_SHIP_NO_INVALID,
  STAFF_SHIP_NOTHING,
  STAFF_SHIP_WRONG_STATE,
} from '../../../src/domain/messages/staffDesk'
import type { DB } from '../../lib/db'
import type { AppDeps } from '../../lib/deps'
import { badRequest, conflict } from '../../lib/errors'

export interface ShippedEvent {
  orderId: number
  orderNo: string
  userId: number
  hospitalId: number
  company: string
  trackingNo: string
  shippedAt: Date
}
export type OnShipped = (e: ShippedEvent, deps: AppDeps) => Promise<void>

/** an order 核销 (one or more units verified at the counter) */
export interface VerifiedEvent {
  orderId: number
  /** the order's status after the 核销 (105 or 102) */
  status: number
  verifiedAt: Date
}
export type OnVerified = (e: VerifiedEvent, deps: AppDeps) => Promise<void>

const noop: OnShipped = async () => undefined
let hook: OnShipped = noop
const noopVerified: OnVerified = async () => undefined
let verifiedHook: OnVerified = noopVerified

/** installs the shipped hook (null: back to the no-op); returns the one it replaced */
export function setOnShipped(fn: OnShipped | null): OnShipped {
  const before = hook
  hook = fn ?? noop
  return before
}

/** installs the 核销 hook (null: back to the no-op); returns the one it replaced */
export function setOnVerified(fn: OnVerified | null): OnVerified {
  const before = verifiedHook
  verifiedHook = fn ?? noopVerified
  return before
}

/** runs the hook after the shipping committed; its failure is logged only */
export async function afterShipped(e: ShippedEvent, log: FastifyBaseLogger, deps: AppDeps): Promise<void> {
  try {
    await hook(e, deps)
  } catch (err) {
    log.warn({ err, orderId: e.orderId }, 'onShipped hook failed')
  }
}

/** runs the 核销 hook after the verification committed; its failure is logged only */
export async function afterVerified(e: VerifiedEvent, log: FastifyBaseLogger, deps: AppDeps): Promise<void> {
  try {
    await verifiedHook(e, deps)
  } catch (err) {
    log.warn({ err, orderId: e.orderId }, 'onVerified hook failed')
  }
}

/** the company and number as stored, or a 400 with the reason */
export function shippingFields(b: { company: string; trackingNo: string }): { company: string; trackingNo: string } {
  const company = b.company.trim()
  if (!company) throw badRequest(STAFF_SHIP_COMPANY_REQUIRED)
  const trackingNo = b.trackingNo.replace(/\s+/g, '').toUpperCase()
  if (!/^[A-Z0-9]{6,32}$/.test(trackingNo)) throw badRequest(STAFF_SHIP_NO_INVALID)
  return { company, trackingNo }
}

/** ship the order (its row already found in the staff member's hospital); compare-and-set on status and shipped_at */
export async function shipOrder(
  trx: Transaction<DB>,
  o: Selectable<DB['shop_order']>,
  b: { company: string; trackingNo: string },
  now: Date,
): Promise<Selectable<DB['shop_order']>> {
  const f = shippingFields(b)
  if (o.shipped_at) throw conflict(STAFF_SHIP_ALREADY)
  if (o.status !== ORDER_STATUS.TO_USE) throw conflict(STAFF_SHIP_WRONG_STATE)
  const lines = await trx.selectFrom('order_goods').select('goods_type').where('order_id', '=', o.id).execute()
  if (!lines.some((l) => isShippedLine({ goodsType: l.goods_type }))) throw badRequest(STAFF_SHIP_NOTHING)
  const row = await trx
    .updateTable('shop_order')
    .set({ ship_company: f.company, ship_no: f.trackingNo, shipped_at: now, updated_at: now })
    .where('id', '=', o.id)
    .where('status', '=', ORDER_STATUS.TO_USE)
    .where('shipped_at', 'is', null)
    .returningAll()
    .executeTakeFirst()
  if (!row) throw conflict(STAFF_SHIP_ALREADY)
  return row
}

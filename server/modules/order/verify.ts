/** 核销 of an order's units: one rule for the sandbox's scan (appoint.ts) and the staff console's 核销 (staff.routes.ts). */
import type { Selectable, Transaction } from 'kysely'
import * as M from '../../../src/domain/messages'
import { nextOrderStatus, orderCan } from '../../../src/domain/orders'
import type { DB } from '../../lib/db/schema'
import { badRequest, conflict, notFound } from '../../lib/errors'

/**
 * 核销: use `usedNum` units of one line of a 104/105 order (the first line with units left, or `orderGoodsId`),
 * inside the caller's transaction on the order's row, locked FOR UPDATE by the caller; 104 → 105 → 102 (the
 * order's conditional UPDATE on its status). The sandbox's scan and the staff console's 核销 both call it.
 */
export async function verifyOrderUnits(
  trx: Transaction<DB>,
  o: Selectable<DB['shop_order']>,
  b: { orderGoodsId?: number; usedNum?: number; verifier: string },
  now: Date,
): Promise<{ orderId: number; status: number; goodsName: string; before: number }> {
  if (!orderCan(o.status, 'verify')) throw conflict(M.ORDER_CANNOT_VERIFY)
  const goods = await trx
    .selectFrom('order_goods')
    .selectAll()
    .where('order_id', '=', o.id)
    .where('is_gift', '=', false)
    .orderBy('id')
    .execute()
  const g = b.orderGoodsId ? goods.find((x) => x.id === b.orderGoodsId) : goods.find((x) => x.used_num < x.goods_num)
  if (!g) throw notFound(M.NOTHING_TO_VERIFY)
  const n = b.usedNum ?? 1
  const u = await trx
    .updateTable('order_goods')
    .set((eb) => ({ used_num: eb('used_num', '+', n) }))
    .where('id', '=', g.id)
    .where((eb) => eb(eb('used_num', '+', n), '<=', eb.ref('goods_num')))
    .returning('used_num')
    .executeTakeFirst()
  if (!u) throw badRequest(M.VERIFY_TOO_MANY)
  await trx
    .insertInto('order_verification')
    .values({ order_id: o.id, order_goods_id: g.id, used_num: n, verifier: b.verifier, created_at: now })
    .execute()
  const allUsed = goods.every((x) => (x.id === g.id ? u.used_num : x.used_num) >= x.goods_num)
  const to = allUsed ? nextOrderStatus(o.status, 'complete') : (nextOrderStatus(o.status, 'partlyUse') ?? o.status)
  const moved = await trx
    .updateTable('shop_order')
    .set({ status: to!, ...(allUsed ? { finish_time: now } : {}), updated_at: now })
    .where('id', '=', o.id)
    .where('status', '=', o.status)
    .returning('id')
    .executeTakeFirst()
  if (!moved) throw conflict(M.ORDER_CANNOT_VERIFY)
  return { orderId: o.id, status: to!, goodsName: g.goods_name, before: o.status }
}

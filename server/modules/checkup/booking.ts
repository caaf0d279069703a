/**
 * Bookings without an order (group check-ups paid by the company, exam cards): a place of THE shared
 * appointment pool taken atomically (server/modules/appointment bookSlot: never overbooked, whatever
 * books it — orders, groups or cards), a pe_appointment without an order (total 0), and the failure
 * counters of identity and card checks (per business day and client, in the database).
 */
import type { FastifyInstance } from 'fastify'
import type { Transaction } from 'kysely'
import type { DB } from '../../lib/db/schema'
import type { FreeBooking } from '../../../contract/exam'
import { bookSlot } from '../appointment'
import type { PackageRow } from '../exam/repository'
import { yuan } from '../../lib/money'
import { addOnPayState } from '../../../src/domain/checkup'
import { CHECKUP_MSG } from '../../../src/domain/messages/checkup'

/** failed checks a client may make per business day (identity checks and card passwords counted apart) */
export const CLIENT_MAX_FAILURES = 10
/** failed checks against one roster entry or one card before it is locked */
export const ENTRY_MAX_FAILURES = 5

type Db = FastifyInstance['deps']['db']

/** the client's failures today, the counter row locked (concurrent checks of one client run one by one) */
export async function lockClientFailures(trx: Transaction<DB>, clientKey: string, kind: string, day: string): Promise<number> {
  await trx
    .insertInto('pe_attempt_counter')
    .values({ client_key: clientKey, kind, day, failures: 0 })
    .onConflict((oc) => oc.columns(['client_key', 'kind', 'day']).doNothing())
    .execute()
  const r = await trx
    .selectFrom('pe_attempt_counter')
    .select('failures')
    .where('client_key', '=', clientKey)
    .where('kind', '=', kind)
    .where('day', '=', day)
    .forUpdate()
    .executeTakeFirstOrThrow()
  return r.failures
}

export async function addClientFailure(trx: Transaction<DB>, clientKey: string, kind: string, day: string): Promise<void> {
  await trx
    .updateTable('pe_attempt_counter')
    .set((eb) => ({ failures: eb('failures', '+', 1) }))
    .where('client_key', '=', clientKey)
    .where('kind', '=', kind)
    .where('day', '=', day)
    .execute()
}

/** a place on the package's slot and the appointment, inside the caller's transaction */
export async function bookWithoutOrder(
  trx: Transaction<DB>,
  a: { userId: number; hospitalId: number; pkg: PackageRow; personId: number; date?: string; time?: string; now: Date },
): Promise<number> {
  const poolId = await bookSlot(trx, a.pkg.pool_goods_id, a.date, a.time, a.now)
  const row = await trx
    .insertInto('pe_appointment')
    .values({
      user_id: a.userId,
      hospital_id: a.hospitalId,
      package_id: a.pkg.id,
      person_id: a.personId,
      pool_id: poolId,
      order_id: null,
      add_item_ids: JSON.stringify([]),
      filed_info: JSON.stringify([]),
      appointed_date: a.date!, // bookSlot refused a missing date / time
      appointed_time: a.time!,
      total_cents: 0,
      status: 1,
      created_at: a.now,
      updated_at: a.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** the booking behind an appointment id (null when none) */
export async function freeBooking(db: Db, appointmentId: number | null, now: Date): Promise<FreeBooking | null> {
  if (appointmentId === null) return null
  const a = await db
    .selectFrom('pe_appointment as a')
    .innerJoin('pe_package as p', 'p.id', 'a.package_id')
    .innerJoin('goods as g', 'g.id', 'p.goods_id')
    .select(['a.id', 'a.package_id', 'g.goods_name', 'a.appointed_date', 'a.appointed_time', 'a.status', 'a.add_on_order_id', 'a.order_id'])
    .where('a.id', '=', appointmentId)
    .executeTakeFirst()
  if (!a) return null
  const add = await addOnInfo(db, a.add_on_order_id, now)
  return {
    appointmentId: a.id,
    packageId: a.package_id,
    packageName: a.goods_name,
    appointedDate: a.appointed_date,
    appointedTime: a.appointed_time,
    status: a.status as 1 | 2 | 3 | 4,
    addOns: add.items.map((i) => ({ id: i.add_item_id, itemName: i.item_name, price: yuan(i.price_cents) })),
    addOnOrderId: a.add_on_order_id,
    addOnPay: add.pay,
    addOnPayText: (a.order_id !== null ? CHECKUP_MSG.SELF_PAY_TEXT : CHECKUP_MSG.ADD_ON_PAY_TEXT)[add.pay],
  }
}

/** the add-on items of a company-paid group booking and their pay state (from the order charging them) */
export async function addOnInfo(db: Db, orderId: number | null, now: Date) {
  if (orderId === null) return { items: [], pay: addOnPayState(null) }
  const o = await db
    .selectFrom('shop_order as o')
    .select((eb) => [
      'o.status',
      'o.close_at',
      eb
        .exists(eb.selectFrom('order_refund as r').select('r.id').whereRef('r.order_id', '=', 'o.id').where('r.status', '=', 'SUCCESS'))
        .as('refunded'),
    ])
    .where('o.id', '=', orderId)
    .executeTakeFirst()
  const items = await db
    .selectFrom('order_add_item')
    .select(['add_item_id', 'item_name', 'price_cents'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute()
  return { items, pay: addOnPayState(o ? { status: o.status, refunded: Boolean(o.refunded), closeAt: o.close_at } : null, now) }
}

/**
 * THE appointment pool: one table (`appoint_pool`: goods × date × time slot, `total` places,
 * `booked`) and one booking module for everything that takes a place —
 *  - goods appointments: commitPay (an exam / service unit with a date), updateAppointDate,
 *    cancelAppoint, an order cancelled / closed / refunded (orderService releaseOrder);
 *  - exam appointments of the exam module: /intserv/pe/appoint, modifyAppointedDate,
 *    cancelAppoint, a deleted account (user-center).
 *
 * Semantics (what a hospital expects): a slot is the exam centre's (or clinic's) capacity for that
 * goods at that hour, whatever channel the patient booked through. A package bought with a date
 * at checkout and a package booked afterwards through the exam module take places from the SAME
 * slot: 10 places = 10 people, e.g. 6 through orders + 4 through the exam module, never 11. An exam
 * package's pool is its goods' pool (pe_package.goods_id).
 *
 * A place is taken atomically —
 *   UPDATE appoint_pool SET booked = booked + 1 WHERE id = $1 AND booked < total RETURNING id
 * — inside the caller's transaction, so it can never be overbooked (CHECK booked <= total as well),
 * and given back with booked - 1 (never below 0).
 */
import type { Kysely, Selectable, Transaction } from 'kysely'
import type { DB } from '../lib/db/schema'
import { badRequest } from '../lib/errors'
import { appointFlagLabel, validateAppointment, type AppointPoolDay } from '../../src/domain/orders'
import * as M from '../../src/domain/messages'
import { businessToday, formatBusiness } from '../../src/domain/time'

type Q = Kysely<DB> | Transaction<DB>
export type PoolRow = Selectable<DB['appoint_pool']>

/** 0 bookable, 1 expired (the slot has started or the day is past), 2 fully booked (SPEC §4 appointFlag) */
export function slotFlag(slot: { appointed_date: string; appointed_time: string; total: number; booked: number }, now: Date): 0 | 1 | 2 {
  const n = formatBusiness(now, 'YYYY-MM-DD HH:mm') // slots are business-zone dates and times
  const today = n.slice(0, 10)
  if (slot.appointed_date < today || (slot.appointed_date === today && slot.appointed_time.slice(0, 5) <= n.slice(11, 16))) return 1
  return slot.booked >= slot.total ? 2 : 0
}

/** the slots of some goods from `fromDate` on (inclusive), by date and time */
export async function poolRows(db: Q, goodsIds: number[], fromDate: string): Promise<PoolRow[]> {
  if (goodsIds.length === 0) return []
  return db
    .selectFrom('appoint_pool')
    .selectAll()
    .where('goods_id', 'in', goodsIds)
    .where('appointed_date', '>=', fromDate)
    .where('closed', '=', false) // a day the check-up desk closed is neither offered nor bookable
    .orderBy('appointed_date')
    .orderBy('appointed_time')
    .orderBy('id')
    .execute()
}

/** rows → days with their slots (the shape src/domain validateAppointment and the calendars read) */
export function poolDays<T>(rows: PoolRow[], slot: (r: PoolRow) => T): Array<{ appointedDate: string; poolList: T[] }> {
  const days = new Map<string, { appointedDate: string; poolList: T[] }>()
  for (const r of rows) {
    let d = days.get(r.appointed_date)
    if (!d) days.set(r.appointed_date, (d = { appointedDate: r.appointed_date, poolList: [] }))
    d.poolList.push(slot(r))
  }
  return [...days.values()]
}

/**
 * Takes one place of the goods' slot at date/time, atomically, inside the caller's transaction.
 * Throws 400 with the SPEC message: 请选择预约日期 / 请选择预约时间段 / 预约日期不可用 (src/domain
 * validateAppointment) / 预约时间已过期 / 预约已满. Returns the slot id.
 */
export async function bookSlot(
  trx: Q,
  goodsId: number,
  appointedDate: string | null | undefined,
  appointedTime: string | null | undefined,
  now: Date,
): Promise<number> {
  const rows = await poolRows(trx, [goodsId], businessToday(now))
  const pool = poolDays(rows, (r) => ({ appointedTime: r.appointed_time })) as unknown as AppointPoolDay[]
  const invalid = validateAppointment({ pool, appointedDate: appointedDate ?? undefined, appointedTime: appointedTime ?? undefined })
  if (invalid) throw badRequest(invalid)
  const slot = rows.find((r) => r.appointed_date === appointedDate && r.appointed_time === appointedTime)
  if (!slot) throw badRequest(M.APPOINT_DATE_REQUIRED) // the goods has no slots at all
  if (slotFlag({ ...slot, booked: 0 }, now) === 1) throw badRequest(appointFlagLabel(1)!)
  const taken = await trx
    .updateTable('appoint_pool')
    .set((eb) => ({ booked: eb('booked', '+', 1) }))
    .where('id', '=', slot.id)
    .whereRef('booked', '<', 'total')
    .returning('id')
    .executeTakeFirst()
  if (!taken) throw badRequest(M.APPOINT_FULL)
  return taken.id
}

/** gives a place back (never below 0) */
export async function releaseSlot(trx: Q, poolId: number | null | undefined): Promise<void> {
  if (poolId === null || poolId === undefined) return
  await trx
    .updateTable('appoint_pool')
    .set((eb) => ({ booked: eb('booked', '-', 1) }))
    .where('id', '=', poolId)
    .where('booked', '>', 0)
    .execute()
}

/**
 * The appointment pool as the check-up desk edits it (issue 32 part A): a package's slots (THE shared pool of its
 * goods, server/appoint/pool.ts) from today on: capacity per slot (a new date or time adds a slot, which is how a
 * package gets its days), days closed (no longer offered or bookable; bookings already made stay valid) or opened
 * again. `poolEffect` computes what a change does to the bookings already made — the preview the console shows
 * before saving — and the save applies it in the same audited transaction after computing it again on the locked
 * rows: a slot can never drop below what is booked (400 with the slot named; the UPDATE is guarded by
 * `booked <= total` as well, and the table's CHECK holds it in the end).
 */
import type { DeskPoolEditReq, DeskPoolPreview, DeskPools } from '../../../contract/checkup-desk'
import {
  DESK_CAPACITY_BELOW_BOOKED,
  DESK_CLOSE_KEEPS,
  DESK_DATE_INVALID,
  DESK_DAY_CLOSED,
  DESK_DAY_NO_SLOTS,
  DESK_DAY_PAST,
  DESK_PACKAGE_NOT_FOUND,
  DESK_POOL_NOTHING,
  DESK_TIME_INVALID,
} from '../../../src/domain/messages/checkupDesk'
import { businessToday, formatBusiness, startOfBusinessDay } from '../../../src/domain/time'
import { badRequest, notFound } from '../../lib/errors'
import type { AuditNote, ScopedDb } from '../staff'
import { hospitalPackages, slotView } from './desk'

const TIME = /^([01]\d|2[0-3]):[0-5]\d(-([01]\d|2[0-3]):[0-5]\d)?$/

const validDate = (d: string) => {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(d) ? startOfBusinessDay(d) : null
  return Boolean(day) && formatBusiness(day!, 'YYYY-MM-DD') === d
}

async function requirePackageGoods(db: ScopedDb, packageId: number): Promise<number> {
  // the slots the package books: its pool's goods (another package's, migration 1440), else its own
  const p = await db.selectFrom('pe_package').select(['goods_id', 'pool_goods_id']).where('id', '=', packageId).executeTakeFirst()
  if (!p) throw notFound(DESK_PACKAGE_NOT_FOUND)
  return p.pool_goods_id ?? p.goods_id
}

async function slotsFrom(db: ScopedDb, goodsId: number, today: string, lock = false) {
  let q = db.unscoped
    .selectFrom('appoint_pool')
    .selectAll()
    .where('goods_id', '=', goodsId)
    .where('appointed_date', '>=', today)
    .orderBy('appointed_date')
    .orderBy('appointed_time')
    .orderBy('id')
  if (lock) q = q.forUpdate()
  return q.execute()
}

/** the hospital's packages and, for one of them, its days from today with their slots */
export async function deskPools(db: ScopedDb, packageId: number | undefined, now: Date): Promise<DeskPools> {
  const packages = (await hospitalPackages(db)).map((p) => ({ packageId: p.id, packageName: p.goods_name }))
  if (!packageId) return { packages, days: [] }
  const goodsId = await requirePackageGoods(db, packageId)
  const rows = await slotsFrom(db, goodsId, businessToday(now))
  const days: DeskPools['days'] = []
  for (const r of rows) {
    let d = days.find((x) => x.date === r.appointed_date)
    if (!d) days.push((d = { date: r.appointed_date, closed: true, slots: [] }))
    d.slots.push(slotView(r))
    if (!r.closed) d.closed = false
  }
  return { packages, days }
}

type SlotRow = Awaited<ReturnType<typeof slotsFrom>>[number]

/** what the change does (nothing written) */
export function poolEffect(rows: SlotRow[], b: DeskPoolEditReq, today: string): DeskPoolPreview {
  const slots: DeskPoolPreview['slots'] = []
  const days: DeskPoolPreview['days'] = []
  let affected = 0
  const closing = new Set(b.close ?? [])
  for (const s of b.slots) {
    const time = s.time.trim()
    const row = rows.find((r) => r.appointed_date === s.date && r.appointed_time === time)
    const booked = row?.booked ?? 0
    let error: string | null = null
    if (!validDate(s.date)) error = DESK_DATE_INVALID
    else if (s.date < today) error = DESK_DAY_PAST(s.date)
    else if (!TIME.test(time)) error = DESK_TIME_INVALID
    else if (s.total < booked) error = DESK_CAPACITY_BELOW_BOOKED(s.date, time, booked)
    else if (!row && rows.some((r) => r.appointed_date === s.date && r.closed) && !(b.open ?? []).includes(s.date) && !closing.has(s.date))
      error = DESK_DAY_CLOSED(s.date)
    if (row && row.total === s.total && !error) continue // unchanged
    affected += booked
    slots.push({ date: s.date, time, before: row ? row.total : null, after: s.total, booked, error })
  }
  for (const [action, dates] of [
    ['close', b.close ?? []],
    ['open', b.open ?? []],
  ] as const) {
    for (const date of new Set(dates)) {
      const of = rows.filter((r) => r.appointed_date === date)
      const booked = of.reduce((n, r) => n + r.booked, 0)
      let error: string | null = null
      if (!validDate(date)) error = DESK_DATE_INVALID
      else if (date < today) error = DESK_DAY_PAST(date)
      else if (!of.length && !b.slots.some((s) => s.date === date)) error = DESK_DAY_NO_SLOTS(date)
      affected += booked
      days.push({ date, action, booked, note: action === 'close' && booked > 0 ? DESK_CLOSE_KEEPS(date, booked) : null, error })
    }
  }
  const errors = [...slots.map((s) => s.error), ...days.map((d) => d.error)].filter((e): e is string => e !== null)
  if (!slots.length && !days.length) errors.push(DESK_POOL_NOTHING)
  return { slots, days, affectedBookings: affected, errors }
}

export async function previewPools(db: ScopedDb, b: DeskPoolEditReq, now: Date): Promise<DeskPoolPreview> {
  const today = businessToday(now)
  const goodsId = await requirePackageGoods(db, b.packageId)
  return poolEffect(await slotsFrom(db, goodsId, today), b, today)
}

/** saves the change inside the caller's audited transaction: the effect computed again on the locked slots */
export async function savePools(tx: ScopedDb, b: DeskPoolEditReq, now: Date, audit: AuditNote): Promise<DeskPoolPreview> {
  const today = businessToday(now)
  const goodsId = await requirePackageGoods(tx, b.packageId)
  audit.objectId = b.packageId
  const rows = await slotsFrom(tx, goodsId, today, true)
  const effect = poolEffect(rows, b, today)
  if (effect.errors.length) throw badRequest(effect.errors[0])
  for (const s of effect.slots) {
    const row = rows.find((r) => r.appointed_date === s.date && r.appointed_time === s.time)
    if (row) {
      const done = await tx.unscoped
        .updateTable('appoint_pool')
        .set({ total: s.after })
        .where('id', '=', row.id)
        .where('booked', '<=', s.after)
        .returning('id')
        .executeTakeFirst()
      if (!done) throw badRequest(DESK_CAPACITY_BELOW_BOOKED(s.date, s.time, row.booked))
    } else {
      await tx.unscoped
        .insertInto('appoint_pool')
        .values({ goods_id: goodsId, sku_id: null, appointed_date: s.date, appointed_time: s.time, total: s.after, booked: 0 })
        .execute()
    }
  }
  for (const d of effect.days)
    await tx.unscoped
      .updateTable('appoint_pool')
      .set({ closed: d.action === 'close' })
      .where('goods_id', '=', goodsId)
      .where('appointed_date', '=', d.date)
      .execute()
  audit.changes = {
    slots: effect.slots.map((s) => `${s.date} ${s.time}: ${s.before ?? '-'} -> ${s.after}`),
    days: effect.days.map((d) => `${d.action} ${d.date}`),
  }
  return effect
}

/**
 * The check-up desk's day (issue 32 part A): the bookings of a business day per package and slot with the places
 * left, and the check-in of an arriving patient by card number (an exam card, or the card a company roster got on
 * approval), the booking's check-in code (the QR of /checkup/mine: an HMAC of the booking id, recomputed here) or
 * the ID number (compared as its HMAC with the exam persons', never stored or shown in full). Check-in moves a
 * booked booking (1) to 已到检 (4, BOOKING_CHECKED_IN) by compare-and-set: of two desks at once exactly one wins,
 * the other gets 409. The patient's /checkup/mine reads the same row. Every read goes through the staff scope.
 */
import type { FastifyInstance } from 'fastify'
import type { DeskBooking, DeskCheckinReq, DeskDay, DeskSlot } from '../../../contract/checkup-desk'
import { BOOKING_BOOKED, BOOKING_CHECKED_IN } from '../../../src/domain/checkup'
import { CHECKUP_MSG } from '../../../src/domain/messages/checkup'
import {
  DESK_CHECKIN_ALREADY,
  DESK_CHECKIN_NOT_BOOKED,
  DESK_CHECKIN_NOT_FOUND,
  DESK_CHECKIN_OTHER_DAY,
  DESK_CHECKIN_VALUE_REQUIRED,
} from '../../../src/domain/messages/checkupDesk'
import { businessToday } from '../../../src/domain/time'
import { validateIdNumber } from '../../../src/domain/validation'
import { badRequest, conflict, notFound } from '../../lib/errors'
import { fmt } from '../../lib/time'
import type { AuditNote, ScopedDb } from '../staff'
import { idNumberHash } from '../person'
import { idKey } from './digest'
import { checkinCodeOf } from './mine'

/** the bookings of the scope's hospital (with package name, person, source), filtered by the caller */
function bookingQuery(db: ScopedDb) {
  return db
    .selectFrom('pe_appointment')
    .innerJoin('pe_package as p', 'p.id', 'pe_appointment.package_id')
    .innerJoin('goods as g', 'g.id', 'p.goods_id')
    .leftJoin('user_person as up', 'up.id', 'pe_appointment.person_id')
    .select((eb) => [
      'pe_appointment.id',
      'pe_appointment.user_id',
      'pe_appointment.package_id',
      'pe_appointment.order_id',
      'pe_appointment.pool_id',
      'pe_appointment.appointed_date',
      'pe_appointment.appointed_time',
      'pe_appointment.status',
      'pe_appointment.checked_in_at',
      'g.goods_name',
      'up.name as person_name',
      'up.id_number_masked',
      eb
        .exists(eb.selectFrom('pe_group_roster as r').select('r.id').whereRef('r.appointment_id', '=', 'pe_appointment.id'))
        .as('from_group'),
      eb.exists(eb.selectFrom('pe_card as c').select('c.id').whereRef('c.appointment_id', '=', 'pe_appointment.id')).as('from_card'),
    ])
}
type Row = Awaited<ReturnType<ReturnType<typeof bookingQuery>['execute']>>[number]

const STATUS_TEXT: Record<number, string> = CHECKUP_MSG.BOOKING_STATUS_TEXT

export function toDeskBooking(r: Row): DeskBooking {
  const source = r.from_group ? 'group' : r.order_id !== null ? 'order' : r.from_card ? 'card' : 'order'
  return {
    appointmentId: r.id,
    packageId: r.package_id,
    packageName: r.goods_name,
    appointedDate: r.appointed_date,
    appointedTime: r.appointed_time,
    personName: r.person_name ?? '',
    idNumber: r.id_number_masked ?? '',
    status: r.status as DeskBooking['status'],
    statusText: STATUS_TEXT[r.status] ?? '',
    source,
    sourceText: CHECKUP_MSG.SOURCE_TEXT[source],
    checkedInAt: fmt(r.checked_in_at ?? null),
  }
}

export const slotView = (s: { id: number; appointed_time: string; total: number; booked: number; closed: boolean }): DeskSlot => ({
  poolId: s.id,
  time: s.appointed_time,
  total: s.total,
  booked: s.booked,
  remaining: Math.max(0, s.total - s.booked),
  closed: s.closed,
})

/** the hospital's packages (id, goods, name) by their sort */
export async function hospitalPackages(db: ScopedDb) {
  return db
    .selectFrom('pe_package')
    .innerJoin('goods as g', 'g.id', 'pe_package.goods_id')
    .select(['pe_package.id', 'pe_package.goods_id', 'g.goods_name'])
    .orderBy('pe_package.sort')
    .orderBy('pe_package.id')
    .execute()
}

/** the day view: every package with slots or bookings that day; cancelled bookings are left out */
export async function deskDay(db: ScopedDb, date: string, audit: AuditNote): Promise<DeskDay> {
  const packages = await hospitalPackages(db)
  const goodsIds = packages.map((p) => p.goods_id)
  const [slots, rows] = await Promise.all([
    goodsIds.length
      ? db.unscoped
          .selectFrom('appoint_pool')
          .selectAll()
          .where('goods_id', 'in', goodsIds)
          .where('appointed_date', '=', date)
          .orderBy('appointed_time')
          .orderBy('id')
          .execute()
      : [],
    bookingQuery(db)
      .where('pe_appointment.appointed_date', '=', date)
      .where('pe_appointment.status', '!=', 2)
      .orderBy('pe_appointment.appointed_time')
      .orderBy('pe_appointment.id')
      .execute(),
  ])
  const bookings = rows.map(toDeskBooking)
  audit.changes = { date, bookings: bookings.length }
  return {
    date,
    packages: packages
      .map((p) => ({
        packageId: p.id,
        packageName: p.goods_name,
        slots: slots.filter((s) => s.goods_id === p.goods_id).map(slotView),
        bookings: bookings.filter((b) => b.packageId === p.id),
      }))
      .filter((p) => p.slots.length || p.bookings.length),
    counts: {
      booked: bookings.filter((b) => b.status === BOOKING_BOOKED).length,
      checkedIn: bookings.filter((b) => b.status === BOOKING_CHECKED_IN).length,
    },
  }
}

/**
 * The booking an arriving patient shows: by card number (an exam card of the hospital, or a roster card of one of
 * its batches), check-in code (today's bookings of the hospital, codes recomputed) or ID number (today's bookings of
 * exam persons with that ID number's HMAC). Throws 400 / 404 with the desk's message.
 */
async function findBooking(app: FastifyInstance, db: ScopedDb, b: DeskCheckinReq, today: string): Promise<Row> {
  const value = b.value.trim()
  if (!value) throw badRequest(DESK_CHECKIN_VALUE_REQUIRED)
  let ids: number[] = []
  if (b.by === 'card') {
    const no = value.replace(/\s+/g, '').toUpperCase()
    const card = await db.selectFrom('pe_card').select('appointment_id').where('card_no', '=', no).executeTakeFirst()
    const roster = card
      ? undefined
      : await db
          .selectFrom('pe_group_batch')
          .innerJoin('pe_group_roster as r', 'r.batch_id', 'pe_group_batch.id')
          .select('r.appointment_id')
          .where('r.card_no', '=', no)
          .executeTakeFirst()
    const id = card?.appointment_id ?? roster?.appointment_id
    if (id) ids = [id]
  } else if (b.by === 'code') {
    const code = value.replace(/\s+/g, '')
    const todays = await db
      .selectFrom('pe_appointment')
      .select('id')
      .where('appointed_date', '=', today)
      .where('status', 'in', [BOOKING_BOOKED, BOOKING_CHECKED_IN])
      .execute()
    ids = todays.filter((a) => checkinCodeOf(app.deps.secret, a.id) === code).map((a) => a.id)
  } else {
    const invalid = validateIdNumber(value, app.deps.now())
    if (invalid) throw badRequest(invalid)
    const hash = idNumberHash(app.deps.secret, idKey(value))
    const todays = await db
      .selectFrom('pe_appointment')
      .innerJoin('user_person as up', 'up.id', 'pe_appointment.person_id')
      .select('pe_appointment.id')
      .where('up.id_number_hash', '=', hash)
      .where('pe_appointment.appointed_date', '=', today)
      .where('pe_appointment.status', 'in', [BOOKING_BOOKED, BOOKING_CHECKED_IN])
      .orderBy('pe_appointment.status') // one still booked first
      .orderBy('pe_appointment.appointed_time')
      .execute()
    ids = todays.map((a) => a.id)
  }
  if (!ids.length) throw notFound(DESK_CHECKIN_NOT_FOUND)
  const row = await bookingQuery(db).where('pe_appointment.id', '=', ids[0]).executeTakeFirst()
  if (!row) throw notFound(DESK_CHECKIN_NOT_FOUND)
  return row
}

/** checks the patient in, inside the caller's audited transaction (scope.write) */
export async function checkIn(app: FastifyInstance, db: ScopedDb, staffId: number, b: DeskCheckinReq, now: Date, audit: AuditNote) {
  const today = businessToday(now)
  const row = await findBooking(app, db, b, today)
  audit.objectId = row.id
  audit.patientUserId = row.user_id
  if (row.status === BOOKING_CHECKED_IN) throw conflict(DESK_CHECKIN_ALREADY)
  if (row.status !== BOOKING_BOOKED) throw badRequest(DESK_CHECKIN_NOT_BOOKED)
  if (row.appointed_date !== today) throw badRequest(DESK_CHECKIN_OTHER_DAY(row.appointed_date))
  // compare-and-set: of two desks checking the same booking in at once, exactly one update matches
  const done = await db
    .updateTable('pe_appointment')
    .set({ status: BOOKING_CHECKED_IN, checked_in_at: now, checked_in_by: staffId, updated_at: now })
    .where('id', '=', row.id)
    .where('status', '=', BOOKING_BOOKED)
    .returning('id')
    .executeTakeFirst()
  if (!done) throw conflict(DESK_CHECKIN_ALREADY)
  audit.changes = { status: [BOOKING_BOOKED, BOOKING_CHECKED_IN], by: b.by }
  return toDeskBooking({ ...row, status: BOOKING_CHECKED_IN, checked_in_at: now })
}

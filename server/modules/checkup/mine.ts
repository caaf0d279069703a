/**
 * My check-up (/checkup/mine): the caller's check-up bookings from every source — a paid order unit
 * booked through pe/appoint, a company's group batch, an exam card — with what may be done now
 * (src/domain/checkup bookingActions: reschedule at most 3 times and cancel at least 1 day before, in
 * the business time zone; the actions themselves are pe/modifyAppointedDate and pe/cancelAppoint), the
 * exam cards bound to the caller, and a booking's check-in code (an HMAC of the booking id under the
 * server secret: the desk recomputes it, nothing to store). Owner-checked: another user's booking is 404.
 * The pre-exam notice of a package (/checkupNotice) is public.
 */
import { createHmac } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import QRCode from 'qrcode'
import type { CheckinCodeRes, CheckupMineRes, CheckupNoticeQuery, CheckupNoticeRes, MineBooking } from '../../../contract/checkup'
import { badRequest, notFound } from '../../lib/errors'
import { yuan } from '../../lib/money'
import { BOOKING_CHECKED_IN, bookingActions, checkupNotice, CHECKUP_HOURS } from '../../../src/domain/checkup'
import { businessToday } from '../../../src/domain/time'
import { CHECKUP_MSG } from '../../../src/domain/messages/checkup'
import { PE_MSG, requirePackage } from '../exam'
import { addOnInfo } from './booking'

type Db = FastifyInstance['deps']['db']

const institutionOf = (v: unknown) => {
  const i = (v ?? {}) as { name?: string; address?: string; phone?: string }
  return { name: i.name ?? '', address: i.address ?? '', ...(i.phone ? { phone: i.phone } : {}) }
}

/** 12 digits derived from the booking id under the server secret */
export function checkinCodeOf(secret: string, appointmentId: number): string {
  const h = createHmac('sha256', secret).update(`pe-checkin:${appointmentId}`).digest()
  return (h.readUIntBE(0, 6) % 1e12).toString().padStart(12, '0')
}

/** the card number with its middle hidden (AB****1234) */
const maskCardNo = (no: string) => (no.length <= 6 ? no : `${no.slice(0, 2)}${'*'.repeat(no.length - 6)}${no.slice(-4)}`)

function bookingRows(db: Db, userId: number) {
  return db
    .selectFrom('pe_appointment as a')
    .innerJoin('pe_package as p', 'p.id', 'a.package_id')
    .innerJoin('goods as g', 'g.id', 'p.goods_id')
    .leftJoin('user_person as up', 'up.id', 'a.person_id')
    .select((eb) => [
      'a.id',
      'a.package_id',
      'a.order_id',
      'a.appointed_date',
      'a.appointed_time',
      'a.status',
      'a.total_cents',
      'a.reschedule_count',
      'a.add_on_order_id',
      'g.goods_name',
      'g.service_institution',
      'up.name as person_name',
      'up.id_number_masked',
      eb.exists(eb.selectFrom('pe_group_roster as r').select('r.id').whereRef('r.appointment_id', '=', 'a.id')).as('from_group'),
      eb.exists(eb.selectFrom('pe_card as c').select('c.id').whereRef('c.appointment_id', '=', 'a.id')).as('from_card'),
    ])
    .where('a.user_id', '=', userId)
}

type BookingRow = Awaited<ReturnType<ReturnType<typeof bookingRows>['execute']>>[number]

type AddOnInfo = Awaited<ReturnType<typeof addOnInfo>>

function toBooking(r: BookingRow, now: Date, add: AddOnInfo): MineBooking {
  // a group booking of an employee-paid batch also has an order: it is still the group's
  const source = r.from_group ? 'group' : r.order_id !== null ? 'order' : r.from_card ? 'card' : 'order'
  const act = bookingActions({ status: r.status, appointedDate: r.appointed_date, rescheduleCount: r.reschedule_count }, now)
  return {
    appointmentId: r.id,
    source,
    sourceText: CHECKUP_MSG.SOURCE_TEXT[source],
    packageId: r.package_id,
    packageName: r.goods_name,
    personName: r.person_name ?? '',
    personIdNumber: r.id_number_masked ?? '',
    appointedDate: r.appointed_date,
    appointedTime: r.appointed_time,
    status: r.status as 1 | 2 | 3 | 4,
    statusText: CHECKUP_MSG.BOOKING_STATUS_TEXT[r.status] ?? '',
    totalPrice: yuan(r.total_cents),
    orderId: r.order_id,
    rescheduleCount: r.reschedule_count,
    canReschedule: act.reschedule,
    rescheduleReason: act.rescheduleReason,
    canCancel: act.cancel,
    cancelReason: act.cancelReason,
    canCheckin: act.checkin,
    serviceInstitution: institutionOf(r.service_institution),
    addOns: add.items.map((i) => i.item_name),
    addOnOrderId: r.add_on_order_id,
    addOnPay: add.pay,
    // an employee-paid group booking's order is the package's (order_id set), else the add-ons'
    addOnPayText: (r.order_id !== null ? CHECKUP_MSG.SELF_PAY_TEXT : CHECKUP_MSG.ADD_ON_PAY_TEXT)[add.pay],
  }
}

/** the caller's bookings (booked ones first by exam day, then the others newest first) and exam cards */
export async function checkupMine(app: FastifyInstance, userId: number): Promise<CheckupMineRes> {
  const db = app.deps.db
  const now = app.deps.now()
  const rows = await bookingRows(db, userId).orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').execute()
  const bookings: MineBooking[] = []
  for (const r of rows) bookings.push(toBooking(r, now, await addOnInfo(db, r.add_on_order_id, now)))
  const active = bookings
    .filter((b) => b.status === 1)
    .sort((a, b) => (a.appointedDate + a.appointedTime).localeCompare(b.appointedDate + b.appointedTime))
  const cards = await db
    .selectFrom('pe_card as c')
    .innerJoin('pe_package as p', 'p.id', 'c.package_id')
    .innerJoin('goods as g', 'g.id', 'p.goods_id')
    .leftJoin('pe_appointment as a', 'a.id', 'c.appointment_id')
    .select(['c.card_no', 'c.expires_on', 'g.goods_name', 'a.status'])
    .where('c.bound_user_id', '=', userId)
    .orderBy('c.id')
    .execute()
  const today = businessToday(now)
  return {
    bookings: [...active, ...bookings.filter((b) => b.status !== 1)],
    cards: cards.map((c) => {
      const state =
        c.status === 3 || c.status === BOOKING_CHECKED_IN ? 'used' : c.status === 1 ? 'booked' : c.expires_on < today ? 'expired' : 'unused'
      return {
        cardNo: maskCardNo(c.card_no),
        packageName: c.goods_name,
        state,
        stateText: CHECKUP_MSG.CARD_STATE_TEXT[state],
        expiresOn: c.expires_on,
      }
    }),
  }
}

/** the check-in code of one of the caller's bookings while it can be used (booked, the exam day not passed) */
export async function checkinCode(app: FastifyInstance, userId: number, appointmentId: number): Promise<CheckinCodeRes> {
  const r = await bookingRows(app.deps.db, userId).where('a.id', '=', appointmentId).executeTakeFirst()
  if (!r) throw notFound(PE_MSG.APPOINTMENT_NOT_FOUND)
  const b = toBooking(r, app.deps.now(), await addOnInfo(app.deps.db, null, app.deps.now()))
  if (!b.canCheckin) throw badRequest(CHECKUP_MSG.CHECKIN_UNAVAILABLE)
  const code = checkinCodeOf(app.deps.secret, r.id)
  return {
    appointmentId: r.id,
    checkinCode: code,
    qrCode: await QRCode.toDataURL(code, { margin: 1, width: 300, errorCorrectionLevel: 'M' }),
    packageName: b.packageName,
    personName: b.personName,
    appointedDate: b.appointedDate,
    appointedTime: b.appointedTime,
  }
}

/** the pre-exam notice of a package and the chosen add-ons (public) */
export async function notice(app: FastifyInstance, hospitalId: number, q: CheckupNoticeQuery): Promise<CheckupNoticeRes> {
  const db = app.deps.db
  const pkg = await requirePackage(app, db, hospitalId, { packageId: q.packageId })
  const ids = [...new Set((q.addItemIds ?? '').split(',').filter(Boolean).map(Number))]
  const addOns = ids.length
    ? await db.selectFrom('pe_add_item').select(['id', 'item_name']).where('package_id', '=', pkg.id).where('id', 'in', ids).execute()
    : []
  if (addOns.length !== ids.length) throw badRequest(PE_MSG.ADD_ITEM_INVALID)
  const n = checkupNotice(
    [...(pkg.service_items ?? []).map((i) => ({ name: i.name })), ...addOns.map((a) => ({ name: a.item_name }))],
    pkg.notice ? [pkg.notice] : [],
  )
  return {
    packageId: pkg.id,
    packageName: pkg.goods_name,
    serviceInstitution: institutionOf(pkg.service_institution),
    hours: CHECKUP_HOURS,
    ...n,
  }
}

/**
 * Group check-ups (/medical, /checkup/copersonal): a company's batch (date window, allowed packages per
 * sex and age, who pays) with its roster. An employee proves who they are (name + ID number + phone
 * against the roster's salted digests): failures are counted in the database per roster entry
 * (ENTRY_MAX_FAILURES, then locked) and per client and business day (CLIENT_MAX_FAILURES). A verified
 * entry belongs to the caller's account, keeps the employee as the caller's exam person (consent), and
 * books one allowed package on the shared pool within the window (see bookGroup for who pays what).
 */
import type { FastifyInstance } from 'fastify'
import type { GroupBatch, GroupBookReq, GroupCheckIdentityReq, GroupEntry } from '../../../contract/exam'
import { badRequest, notFound } from '../../lib/errors'
import { yuan } from '../../lib/money'
import { businessToday, fullYearsOn, startOfBusinessDay } from '../../../src/domain/time'
import { addOnSelectionMessage, BOOKING_CHECKED_IN, eligibilityMessage } from '../../../src/domain/checkup'
import { CHECKUP_MSG } from '../../../src/domain/messages/checkup'
import { idNumberHash, savePerson } from '../person'
import { onAppointmentCancelled, PE_MSG, requirePackage } from '../exam'
import { addItemRows } from '../exam/repository'
import { cancelOrder, insertAddOnOrder, PAID_STATUSES } from '../order'
import { refundOrder } from '../pay'
import { addClientFailure, bookWithoutOrder, CLIENT_MAX_FAILURES, ENTRY_MAX_FAILURES, freeBooking, lockClientFailures } from './booking'
import { digestMatches, idKey } from './digest'

type Db = FastifyInstance['deps']['db']

async function batchRow(db: Db, hospitalId: number, batchId: number) {
  return db
    .selectFrom('pe_group_batch as b')
    .innerJoin('pe_company as c', 'c.id', 'b.company_id')
    .select(['b.id', 'b.name', 'b.start_date', 'b.end_date', 'b.payer', 'c.name as company_name'])
    .where('b.id', '=', batchId)
    .where('b.hospital_id', '=', hospitalId)
    .where('b.status', '=', 'approved') // an imported batch reaches the employees once a second person approved it
    .executeTakeFirst()
}
type BatchRow = NonNullable<Awaited<ReturnType<typeof batchRow>>>

const toBatch = (b: BatchRow): GroupBatch => ({
  batchId: b.id,
  companyName: b.company_name,
  batchName: b.name,
  startDate: b.start_date,
  endDate: b.end_date,
  payer: b.payer,
})

/** the hospital's batches whose window has not ended */
export async function openBatches(app: FastifyInstance, hospitalId: number): Promise<GroupBatch[]> {
  const today = businessToday(app.deps.now())
  const rows = await app.deps.db
    .selectFrom('pe_group_batch as b')
    .innerJoin('pe_company as c', 'c.id', 'b.company_id')
    .select(['b.id', 'b.name', 'b.start_date', 'b.end_date', 'b.payer', 'c.name as company_name'])
    .where('b.hospital_id', '=', hospitalId)
    .where('b.end_date', '>=', today)
    .where('b.status', '=', 'approved')
    .orderBy('b.id')
    .execute()
  return rows.map(toBatch)
}

export async function checkGroupIdentity(
  app: FastifyInstance,
  userId: number,
  hospitalId: number,
  b: GroupCheckIdentityReq,
): Promise<GroupEntry> {
  const db = app.deps.db
  const now = app.deps.now()
  const today = businessToday(now)
  if (b.consent !== true) throw badRequest(CHECKUP_MSG.ID_CONSENT_REQUIRED)
  const batch = await batchRow(db, hospitalId, b.batchId)
  if (!batch || batch.end_date < today) throw notFound(CHECKUP_MSG.BATCH_NOT_FOUND)
  const name = b.name.trim()
  const id = idKey(b.idNumber)
  const phone = b.phone.trim()
  const client = `u:${userId}`
  // the checks of one client and of one entry run one by one; a failure is counted, then refused
  const outcome = await db.transaction().execute(async (trx) => {
    if ((await lockClientFailures(trx, client, 'group', today)) >= CLIENT_MAX_FAILURES) return { error: CHECKUP_MSG.CLIENT_LOCKED }
    const candidates = await trx
      .selectFrom('pe_group_roster')
      .selectAll()
      .where('batch_id', '=', batch.id)
      .where('name', '=', name)
      .orderBy('id')
      .forUpdate()
      .execute()
    const byId = candidates.find((r) => digestMatches(id, r.id_digest))
    if (byId && byId.failed_attempts >= ENTRY_MAX_FAILURES) return { error: CHECKUP_MSG.ROSTER_LOCKED }
    if (!byId || !digestMatches(phone, byId.phone_digest)) {
      await addClientFailure(trx, client, 'group', today)
      if (byId)
        await trx
          .updateTable('pe_group_roster')
          .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
          .where('id', '=', byId.id)
          .execute()
      return { error: CHECKUP_MSG.IDENTITY_MISMATCH }
    }
    if (byId.verified_user_id !== null && byId.verified_user_id !== userId) return { error: CHECKUP_MSG.ROSTER_TAKEN }
    await trx.updateTable('pe_group_roster').set({ verified_user_id: userId }).where('id', '=', byId.id).execute()
    return { rosterId: byId.id }
  })
  if ('error' in outcome) throw badRequest(outcome.error!)
  // the employee as the caller's exam person (the one with that ID number, else a new one)
  const secret = app.deps.secret
  const existing = await db
    .selectFrom('user_person')
    .select('id')
    .where('user_id', '=', userId)
    .where('id_number_hash', '=', idNumberHash(secret, id))
    .executeTakeFirst()
  const roster = await db
    .selectFrom('pe_group_roster')
    .select('marital_status')
    .where('id', '=', outcome.rosterId)
    .executeTakeFirstOrThrow()
  const personId = existing
    ? existing.id
    : (await savePerson(app, userId, { name, idNumber: id, phone, maritalStatus: roster.marital_status, consent: true })).id
  await db.updateTable('pe_group_roster').set({ verified_person_id: personId }).where('id', '=', outcome.rosterId).execute()
  return groupEntry(app, userId, hospitalId, outcome.rosterId)
}

async function requireEntry(db: Db, userId: number, rosterId: number) {
  const r = await db
    .selectFrom('pe_group_roster')
    .selectAll()
    .where('id', '=', rosterId)
    .where('verified_user_id', '=', userId)
    .executeTakeFirst()
  if (!r) throw notFound(CHECKUP_MSG.ROSTER_NOT_FOUND)
  return r
}

export async function groupEntry(app: FastifyInstance, userId: number, hospitalId: number, rosterId: number): Promise<GroupEntry> {
  const db = app.deps.db
  const now = app.deps.now()
  const r = await requireEntry(db, userId, rosterId)
  const batch = await batchRow(db, hospitalId, r.batch_id)
  if (!batch) throw notFound(CHECKUP_MSG.ROSTER_NOT_FOUND)
  const who = { sex: r.sex, age: fullYearsOn(r.birthday, now), maritalStatus: r.marital_status }
  const allowed = await db
    .selectFrom('pe_group_package as gp')
    .innerJoin('pe_package as p', 'p.id', 'gp.package_id')
    .innerJoin('goods as g', 'g.id', 'p.goods_id')
    .select((eb) => [
      'gp.package_id',
      'gp.sex_limit',
      'gp.min_age',
      'gp.max_age',
      'p.sex_limit as pkg_sex',
      'p.min_age as pkg_min',
      'p.max_age as pkg_max',
      'g.goods_name',
      'g.service_items',
      eb
        .selectFrom('goods_sku as s')
        .select((e) => e.fn.min<number>('s.price_cents').as('m'))
        .whereRef('s.goods_id', '=', 'g.id')
        .as('min_price'),
    ])
    .where('gp.batch_id', '=', r.batch_id)
    // a roster imported by the desk names each employee's package: only that one is offered
    .$if(r.package_id !== null, (q) => q.where('gp.package_id', '=', r.package_id!))
    .orderBy('gp.package_id')
    .execute()
  const booking = await freeBooking(db, r.appointment_id, now)
  return {
    rosterId: r.id,
    batch: toBatch(batch),
    person: {
      name: r.name,
      idNumber: r.id_number_masked,
      phone: r.phone_masked,
      sex: r.sex === 1 ? 1 : 0,
      sexStr: r.sex === 1 ? '男' : '女',
      age: who.age,
      maritalStatus: r.marital_status === 1 ? 1 : 0,
    },
    personId: r.verified_person_id ?? 0,
    packages: allowed.map((p) => {
      // the batch's own rule for this package first, then the package's rule
      const reason =
        eligibilityMessage({ sexLimit: p.sex_limit, minAge: p.min_age, maxAge: p.max_age }, who) ??
        eligibilityMessage({ sexLimit: p.pkg_sex, minAge: p.pkg_min, maxAge: p.pkg_max }, who)
      return {
        packageId: p.package_id,
        packageName: p.goods_name,
        price: yuan(p.min_price ?? 0),
        itemCount: ((p.service_items ?? []) as unknown[]).length,
        eligible: reason === null,
        reason,
      }
    }),
    booking: booking && booking.status === 1 ? booking : null,
  }
}

/**
 * Books an allowed package on the shared pool within the batch's window. A company-paid batch: the
 * package is free (no order); chosen add-ons (the package's own, with their sex/age rules) go on an
 * order of their own paid by the employee through the normal checkout (pay-center toPay); the booking
 * is confirmed at once. An employee-paid batch: the package (+ add-ons) on an order at the batch's
 * price, the booking held on that order's unit as a personal booking is (closing or refunding the
 * order frees the place). Cancelling the booking (pe/cancelAppoint) refunds a paid order once, or
 * cancels an unpaid one.
 */
export async function bookGroup(app: FastifyInstance, userId: number, hospitalId: number, b: GroupBookReq): Promise<GroupEntry> {
  const db = app.deps.db
  const now = app.deps.now()
  const entry = await groupEntry(app, userId, hospitalId, b.rosterId)
  const choice = entry.packages.find((p) => p.packageId === b.packageId)
  if (!choice) throw badRequest(CHECKUP_MSG.GROUP_PACKAGE_NOT_ALLOWED)
  if (!choice.eligible) throw badRequest(choice.reason!)
  if (b.appointedDate && (b.appointedDate < entry.batch.startDate || b.appointedDate > entry.batch.endDate))
    throw badRequest(CHECKUP_MSG.dateOutsideWindow(entry.batch.startDate, entry.batch.endDate))
  if (!entry.personId) throw notFound(CHECKUP_MSG.ROSTER_NOT_FOUND)
  const pkg = await requirePackage(app, db, hospitalId, { packageId: b.packageId })
  // the add-ons: the package's own, fitting the employee (src/domain/checkup), at the server's price
  const ids = [...new Set(b.addItemIds ?? [])]
  const catalogue = ids.length ? await addItemRows(db, pkg.id) : []
  const chosen = ids.map((id) => {
    const it = catalogue.find((x) => x.id === id)
    if (!it) throw badRequest(`${pkg.goods_name}：${PE_MSG.ADD_ITEM_INVALID}`)
    return it
  })
  const examDate = (b.appointedDate && startOfBusinessDay(b.appointedDate)) || now
  const who = await db
    .selectFrom('pe_group_roster')
    .select(['sex', 'birthday', 'marital_status'])
    .where('id', '=', entry.rosterId)
    .executeTakeFirstOrThrow()
  const why = addOnSelectionMessage(
    chosen.map((it) => ({
      itemName: it.item_name,
      sexLimit: it.sex_limit,
      minAge: it.min_age,
      maxAge: it.max_age,
      requiresSexualHistory: it.requires_sexual_history,
    })),
    { sex: who.sex, age: fullYearsOn(who.birthday, examDate), maritalStatus: who.marital_status },
  )
  if (why) throw badRequest(why)
  const addOns = chosen.map((it) => ({ id: it.id, name: it.item_name, cents: it.price_cents }))
  const selfPay = entry.batch.payer !== 'company'
  try {
    await db.transaction().execute(async (trx) => {
      const r = await trx
        .selectFrom('pe_group_roster')
        .select(['appointment_id'])
        .where('id', '=', entry.rosterId)
        .forUpdate()
        .executeTakeFirstOrThrow()
      if (r.appointment_id !== null) {
        const a = await trx.selectFrom('pe_appointment').select('status').where('id', '=', r.appointment_id).executeTakeFirst()
        if (a?.status === 1 || a?.status === 3 || a?.status === BOOKING_CHECKED_IN) throw badRequest(CHECKUP_MSG.ALREADY_BOOKED)
      }
      const appointmentId = await bookWithoutOrder(trx, {
        userId,
        hospitalId,
        pkg,
        personId: entry.personId,
        date: b.appointedDate,
        time: b.appointedTime,
        now,
      })
      if (selfPay || addOns.length) {
        const packageCents = selfPay ? (pkg.min_price ?? 0) : 0
        const order = await insertAddOnOrder(trx, app.deps, { userId, hospitalId, goodsId: pkg.goods_id, packageCents, addOns, now })
        await trx
          .updateTable('pe_appointment')
          .set({
            add_on_order_id: order.orderId,
            add_item_ids: JSON.stringify(addOns.map((a) => a.id)),
            total_cents: packageCents + addOns.reduce((n, a) => n + a.cents, 0),
            // employee-paid: the place is the order unit's, as for a personal booking (releaseOrder frees it)
            ...(selfPay ? { order_id: order.orderId, order_goods_id: order.orderGoodsId, unit_index: 0 } : {}),
          })
          .where('id', '=', appointmentId)
          .execute()
      }
      await trx.updateTable('pe_group_roster').set({ appointment_id: appointmentId }).where('id', '=', entry.rosterId).execute()
    })
  } catch (err) {
    if ((err as { code?: string } | null)?.code === '23505') throw badRequest(CHECKUP_MSG.ALREADY_BOOKED)
    throw err
  }
  return groupEntry(app, userId, hospitalId, entry.rosterId)
}

const CANCEL_REASON = '取消体检预约'

/**
 * A cancelled group booking's own order (the employee's add-ons, or the package of an employee-paid
 * batch): refunded once when paid (refundOrder claims one refund per order), cancelled when unpaid.
 */
export async function settleGroupOrder(app: FastifyInstance, userId: number, a: { add_on_order_id: number | null }): Promise<void> {
  if (a.add_on_order_id === null) return
  const o = await app.deps.db.selectFrom('shop_order').select(['status']).where('id', '=', a.add_on_order_id).executeTakeFirst()
  if (o && PAID_STATUSES.includes(o.status)) await refundOrder(app, userId, a.add_on_order_id, CANCEL_REASON)
  else if (o?.status === 101) await cancelOrder(app, a.add_on_order_id, 'cancel', CANCEL_REASON)
}
onAppointmentCancelled(settleGroupOrder)

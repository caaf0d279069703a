/**
 * exam module — service (SPEC §7 Physical exam; §3 Person info / Exam info / Pre-appointment rule form;
 * §4 appointFlag; §9 reschedule): exam packages (one per exam goods) with add-on items, the exam persons
 * (= the user's service persons, server/modules/person), and appointments. Slots live in THE appointment
 * pool shared with goods orders (server/modules/appointment: a package's slots are its goods' slots; a
 * place is taken atomically, never overbooked); rescheduling follows src/domain canReschedule (at most 3
 * times, at least 1 day before). Every person / appointment is the caller's (404 otherwise).
 */
import type { FastifyInstance } from 'fastify'
import type { Selectable } from 'kysely'
import type { UserPersonTable } from '../../lib/db/tables/account'
import { badRequest, notFound } from '../../lib/errors'
import type {
  CheckIdentityRes,
  PeAddItem,
  PeAppointReq,
  PeAppointment,
  PePackage,
  PePackageDetail,
  PePoolDay,
  ModifyAppointedDateReq,
  QueryPackageListReq,
  PackageFilterQuery,
  PackageListQueryRes,
  PeBanner,
  PeCrowd,
  PeDisease,
} from '../../../contract/exam'
import type { RuleField } from '../../../contract/browse'
import { canReschedule, orderCan } from '../../../src/domain/orders'
import { businessToday } from '../../../src/domain/time'
import { validateRuleForm } from '../../../src/domain/validation'
import { maskIdNumber } from '../../../src/domain/money'
import { PE_MSG } from '../../../src/domain/messages/exam'
import { CHECKUP_MSG } from '../../../src/domain/messages/checkup'
import * as M from '../../../src/domain/messages'
import { bookSlot, poolDays as groupDays, poolRows, releaseSlot, slotFlag as poolSlotFlag } from '../appointment'
import { decryptIdNumber, personAge, requirePerson } from '../person'
import { pageResult, offsetOf } from '../../lib/paging'
import { fmtReq } from '../../lib/time'
import { yuan } from '../../lib/money'
import { asset } from '../../lib/assets'
import {
  addOnConflictMessage,
  CROWDS,
  eligibilityMessage,
  filterPackages,
  itemRule,
  itemSubject,
  packageEligibility,
  preparationNotices,
  type CrowdId,
  type ExamPerson,
} from '../../../src/domain/checkup'
import * as R from './repository'
import type { PackageRow, Q } from './repository'

export { PE_MSG }
export type { PackageRow }

/**
 * Who may hold a place of the appointment pool through the exam module: ONE unit of the caller's
 * own order line of the package's goods, the order paid (104 / 105) or being paid within its close
 * window (101 before close_at; closing or cancelling it gives the place back, orderService
 * releaseOrder), the unit without a place of its own (no date booked at checkout or through
 * updateAppointDate), and no other booked appointment on that unit (unique index) nor of that person
 * for that package. So places cannot be taken without paying, one paid unit is one place, and the
 * per-user cap is what the user paid for.
 */
export function orderUnitOpen(order: { status: number; close_at: Date | string }, now: Date): boolean {
  return orderCan(order.status, 'verify') || (orderCan(order.status, 'pay') && new Date(order.close_at).getTime() > now.getTime())
}

const SEX_LIMIT_STR = ['不限', '男性', '女性']

// ------------------------------------------------------------------ packages

function toPackage(app: FastifyInstance, r: PackageRow): PePackage {
  const inst = (r.service_institution ?? { name: '', address: '' }) as { name: string; address: string; phone?: string }
  return {
    packageId: r.id,
    goodsId: r.goods_id,
    goodsDistributeId: r.goods_distribute_id,
    packageName: r.goods_name,
    picUrl: asset(app, r.goods_path),
    sellPoint: r.sell_point,
    price: yuan(r.min_price ?? 0),
    linedPrice: yuan(r.lined_price_cents),
    sexLimit: r.sex_limit as 0 | 1 | 2,
    sexLimitStr: SEX_LIMIT_STR[r.sex_limit] ?? '不限',
    minAge: r.min_age,
    maxAge: r.max_age,
    categoryId: r.category_id,
    categoryName: r.category_name,
    itemCount: (r.service_items ?? []).length,
    serviceInstitution: { name: inst.name, address: inst.address, ...(inst.phone ? { phone: inst.phone } : {}) },
    crowds: (r.crowds ?? []) as string[],
    diseaseIds: (r.diseases ?? []) as number[],
    requiresSexualHistory: r.requires_sexual_history ?? false,
    familySize: r.family_size ?? 1,
    recommended: r.recommended ?? false,
  }
}

/** a package row as the domain rules see it (src/domain/checkup) */
const ruleOf = (r: PackageRow) => ({
  sexLimit: r.sex_limit,
  minAge: r.min_age,
  maxAge: r.max_age,
  requiresSexualHistory: r.requires_sexual_history ?? false,
  items: (r.service_items ?? []).map((i) => ({ name: i.name })),
})

export async function requirePackage(
  app: FastifyInstance,
  db: Q,
  hospitalId: number,
  key: { packageId?: number; goodsId?: number },
): Promise<PackageRow> {
  if (key.packageId === undefined && key.goodsId === undefined) throw badRequest(M.missingParamMessage('packageId'))
  const r = await R.packageRows(db, hospitalId, key).executeTakeFirst()
  if (!r) throw notFound(PE_MSG.PACKAGE_NOT_FOUND)
  return r
}

const toAddItem = (r: R.AddItemRow): PeAddItem => ({
  id: r.id,
  packageId: r.package_id,
  itemName: r.item_name,
  itemDesc: r.item_desc,
  price: yuan(r.price_cents),
  sexLimit: r.sex_limit as 0 | 1 | 2,
  category: r.category ?? '',
  meaning: r.meaning ?? r.item_desc,
  minAge: r.min_age ?? null,
  maxAge: r.max_age ?? null,
  requiresSexualHistory: r.requires_sexual_history ?? false,
  // only when it has some (the add-on's reply is unchanged otherwise)
  ...(r.conflicts?.length ? { conflictsWith: r.conflicts } : {}),
})

/** the person as the domain eligibility rules see it */
const examPerson = (p: Selectable<UserPersonTable>, now: Date): ExamPerson => ({
  sex: p.sex,
  age: personAge(p, now),
  maritalStatus: p.marital_status,
})

/** does a person fit a package (sex, age band, sexual history for a gynaecological package)? null = yes, else why not */
function fitMessage(pkg: PackageRow, person: ExamPerson): string | null {
  return packageEligibility(ruleOf(pkg), person).message
}

export async function packageDetail(app: FastifyInstance, hospitalId: number, key: { packageId?: number; goodsId?: number }) {
  const db = app.deps.db
  const r = await requirePackage(app, db, hospitalId, key)
  const data: PePackageDetail = {
    ...toPackage(app, r),
    items: (r.service_items ?? []).map((i) => ({ name: i.name, desc: i.desc })),
    itemGroups: r.item_groups?.length
      ? r.item_groups
      : [{ department: '检查项目', items: (r.service_items ?? []).map((i) => ({ name: i.name, meaning: i.desc })) }],
    addOnGroups: [],
    notices: preparationNotices(r.service_items ?? []),
    notice: r.notice,
    addItems: (await R.addItemRows(db, r.id)).map(toAddItem),
    ruleFieldRelList: (r.rule_fields ?? []) as RuleField[],
  }
  for (const it of data.addItems) {
    const category = it.category || '其他加项'
    let g = data.addOnGroups.find((x) => x.category === category)
    if (!g) data.addOnGroups.push((g = { category, items: [] }))
    g.items.push(it)
  }
  return data
}

export async function packageAddItems(app: FastifyInstance, hospitalId: number, key: { packageId?: number; goodsId?: number }) {
  const r = await requirePackage(app, app.deps.db, hospitalId, key)
  return (await R.addItemRows(app.deps.db, r.id)).map(toAddItem)
}

/** the hospital's packages through the list filters (SQL: keyword, sex, category; src/domain filterPackages: crowd, age band, price band; concern; family) */
async function filteredPackages(app: FastifyInstance, hospitalId: number, f: PackageFilterQuery): Promise<PePackage[]> {
  const rows = await R.packageRows(app.deps.db, hospitalId, { keyword: f.keyword, sex: f.sex, categoryId: f.categoryId }).execute()
  const packages = rows.map((r) => toPackage(app, r))
  return filterPackages(packages, { crowd: f.crowd as CrowdId | undefined, ageBand: f.ageBand, priceBand: f.priceBand }).filter(
    (p) =>
      (f.diseaseId === undefined || p.diseaseIds.includes(f.diseaseId)) &&
      (f.family === undefined || (f.family === 1 ? p.familySize > 1 : p.familySize === 1)),
  )
}

export async function packageList(app: FastifyInstance, hospitalId: number, query: QueryPackageListReq) {
  const { pageNum = 1, pageSize = 10, ...f } = query
  const all = await filteredPackages(app, hospitalId, f)
  const start = offsetOf(pageNum, pageSize)
  return pageResult(all.slice(start, start + pageSize), all.length, pageNum, pageSize)
}

export async function packagesByCategory(
  app: FastifyInstance,
  hospitalId: number,
  f: PackageFilterQuery = {},
): Promise<PackageListQueryRes> {
  const groups = new Map<number, PackageListQueryRes[number]>()
  for (const p of await filteredPackages(app, hospitalId, f)) {
    let g = groups.get(p.categoryId)
    if (!g) groups.set(p.categoryId, (g = { categoryId: p.categoryId, categoryName: p.categoryName, packages: [] }))
    g.packages.push(p)
  }
  return [...groups.values()]
}

// ------------------------------------------------------------------ the check-up home

export async function homeBanners(app: FastifyInstance, hospitalId: number): Promise<PeBanner[]> {
  return (await R.banners(app.deps.db, hospitalId)).map((b) => ({
    id: b.id,
    title: b.title,
    picUrl: asset(app, b.pic_path),
    jumpPath: b.jump_path,
  }))
}

/** the crowd entries (src/domain CROWDS) with how many of the hospital's packages each has */
export async function crowds(app: FastifyInstance, hospitalId: number): Promise<PeCrowd[]> {
  const all = await filteredPackages(app, hospitalId, {})
  return CROWDS.map((c) => ({ id: c.id, name: c.name, packageCount: filterPackages(all, { crowd: c.id }).length }))
}

export async function diseases(app: FastifyInstance, hospitalId: number): Promise<PeDisease[]> {
  const all = await filteredPackages(app, hospitalId, {})
  return (await R.diseases(app.deps.db, hospitalId)).map((d) => ({
    id: d.id,
    name: d.name,
    description: d.description,
    iconUrl: asset(app, d.icon_path),
    packageCount: all.filter((p) => p.diseaseIds.includes(d.id)).length,
  }))
}

// ------------------------------------------------------------------ pools

/** 0 bookable, 1 expired (the slot has started or the day is past), 2 fully booked (SPEC §4) */
export const slotFlag = poolSlotFlag

/** the package's slots = its goods' slots in THE appointment pool */
export async function packagePool(app: FastifyInstance, hospitalId: number, packageId: number): Promise<PePoolDay[]> {
  const db = app.deps.db
  const now = app.deps.now()
  const pkg = await requirePackage(app, db, hospitalId, { packageId })
  const rows = await poolRows(db, [pkg.pool_goods_id], businessToday(now))
  return groupDays(rows, (r) => ({
    poolId: r.id,
    appointedTime: r.appointed_time,
    capacity: r.total,
    remain: Math.max(0, r.total - r.booked),
    appointFlag: poolSlotFlag(r, now),
  }))
}

export async function checkIdentity(
  app: FastifyInstance,
  userId: number,
  hospitalId: number,
  q: { personId: number; packageId: number },
): Promise<CheckIdentityRes> {
  const db = app.deps.db
  const person = await requirePerson(db, userId, q.personId)
  const pkg = await requirePackage(app, db, hospitalId, { packageId: q.packageId })
  const who = examPerson(person, app.deps.now())
  const msg = fitMessage(pkg, who)
  return { pass: msg === null, msg, personId: person.id, sex: person.sex === 1 ? 1 : 0, age: who.age }
}

// ------------------------------------------------------------------ appointments

async function toAppointment(app: FastifyInstance, db: Q, a: R.AppointmentRow, hospitalId: number): Promise<PeAppointment> {
  const now = app.deps.now()
  const pkg = await R.packageRows(db, a.hospital_id ?? hospitalId, { packageId: a.package_id }).executeTakeFirst()
  const person = await R.personSummary(db, a.person_id)
  const items = (await R.addItemsByIds(db, (a.add_item_ids ?? []) as number[])).map(toAddItem)
  const rs =
    a.status === 1
      ? canReschedule({ rescheduleCount: a.reschedule_count, appointedDate: a.appointed_date }, now)
      : { ok: false as const, message: PE_MSG.NOT_BOOKED }
  const inst = (pkg?.service_institution ?? { name: '', address: '' }) as { name: string; address: string }
  return {
    appointmentId: a.id,
    packageId: a.package_id,
    packageName: pkg?.goods_name ?? '',
    personId: a.person_id,
    personName: person?.name ?? '',
    personIdNumber: person?.id_number_masked ?? '',
    orderId: a.order_id,
    filedInfo: a.filed_info ?? [],
    appointedDate: a.appointed_date,
    appointedTime: a.appointed_time,
    serviceInstitution: { name: inst.name, address: inst.address },
    addItems: items,
    totalPrice: yuan(a.total_cents),
    status: a.status as 1 | 2 | 3 | 4,
    rescheduleCount: a.reschedule_count,
    canReschedule: rs.ok,
    cannotRescheduleReason: rs.ok ? null : rs.message,
    createTime: fmtReq(a.created_at),
  }
}

async function requireAppointment(db: Q, userId: number, id: number) {
  const a = await R.findAppointment(db, userId, id)
  if (!a) throw notFound(PE_MSG.APPOINTMENT_NOT_FOUND)
  return a
}

/** the rule form of the package filled from the person (fieldIds 13-17) and the given answers; ID numbers stored masked */
export function ruleForm(
  rules: RuleField[],
  person: Selectable<UserPersonTable>,
  idNumber: string,
  given: Array<{ fieldId: number; value?: string }>,
): { fields: RuleField[]; stored: Array<{ fieldId: number; showName: string; value: string }> } {
  const fromPerson: Record<number, string> = {
    13: person.name,
    14: idNumber,
    15: person.phone,
    16: person.sex === 1 ? '男' : '女',
    17: person.marital_status === 1 ? '已婚' : '未婚',
  }
  const fields = rules.map((f) => {
    const g = given.find((x) => Number(x.fieldId) === Number(f.fieldId))
    return { ...f, value: g ? String(g.value ?? '') : (fromPerson[Number(f.fieldId)] ?? '') }
  })
  const stored = fields.map((f) => ({
    fieldId: Number(f.fieldId),
    showName: f.showName,
    value: Number(f.fieldId) === 14 ? maskIdNumber(String(f.value ?? '')) : String(f.value ?? ''),
  }))
  return { fields, stored }
}

/**
 * Book a slot for one unit of the caller's paid (or being-paid) order line of the package, for one of
 * the caller's persons (atomic capacity; rule form; the unit's paid add-on items).
 */
export async function appoint(app: FastifyInstance, userId: number, hospitalId: number, b: PeAppointReq): Promise<PeAppointment> {
  const db = app.deps.db
  const unitIndex = b.index ?? 0
  const now = app.deps.now()
  const person = await requirePerson(db, userId, b.personId)
  const pkg = await requirePackage(app, db, hospitalId, { packageId: b.packageId })
  const who = examPerson(person, now)
  const fit = fitMessage(pkg, who)
  if (fit) throw badRequest(fit)
  // the order unit that pays for the place (see orderUnitOpen)
  const order = await R.findUserOrder(db, userId, b.orderId)
  if (!order) throw notFound(PE_MSG.ORDER_NOT_FOUND)
  if (!orderUnitOpen(order, now)) throw badRequest(PE_MSG.ORDER_NOT_PAID)
  const line = await R.findOrderLine(db, order.id, b.orderGoodsId)
  if (!line || line.goods_id !== pkg.goods_id) throw notFound(PE_MSG.LINE_NOT_FOUND)
  const unit = await R.findOrderUnit(db, line.id, unitIndex)
  if (!unit) throw notFound(PE_MSG.UNIT_NOT_FOUND)
  // add-on items: those this unit paid for (order_add_item), never new ones at no charge
  const items = await R.addItemRows(db, pkg.id)
  const paid = await R.paidAddItems(db, line.id, unitIndex)
  const chosen = [...new Set(b.addItemIds ?? paid.map((p) => p.add_item_id))]
  for (const id of chosen) {
    const it = items.find((i) => i.id === id)
    if (!it) throw badRequest(PE_MSG.ADD_ITEM_INVALID)
    if ((it.sex_limit === 1 && person.sex !== 1) || (it.sex_limit === 2 && person.sex !== 0)) throw badRequest(PE_MSG.ADD_ITEM_SEX)
    // the add-on's age band and the gynaecological rule (src/domain/checkup)
    const why = eligibilityMessage(
      itemRule({
        itemName: it.item_name,
        sexLimit: it.sex_limit,
        minAge: it.min_age,
        maxAge: it.max_age,
        requiresSexualHistory: it.requires_sexual_history,
      }),
      who,
      itemSubject(it.item_name),
    )
    if (why) throw badRequest(why)
    if (!paid.some((p) => p.add_item_id === id)) throw badRequest(PE_MSG.ADD_ITEM_NOT_PAID)
  }
  const clash = addOnConflictMessage(
    chosen.map((id) => items.find((i) => i.id === id)!).map((i) => ({ id: i.id, name: i.item_name, conflicts: i.conflicts })),
  )
  if (clash) throw badRequest(clash)
  const form = ruleForm(
    (pkg.rule_fields ?? []) as RuleField[],
    person,
    decryptIdNumber(app.deps.secret, person.id_number_enc),
    b.filedInfo ?? [],
  )
  const formError = validateRuleForm(form.fields)
  if (formError) throw badRequest(formError)
  const total =
    Math.round(line.real_cents / line.goods_num) + paid.filter((p) => chosen.includes(p.add_item_id)).reduce((s, p) => s + p.price_cents, 0)
  let row: R.AppointmentRow
  try {
    row = await db.transaction().execute(async (trx) => {
      // the order's row lock (the one releaseOrder and updateAppointDate take): the unit is
      // re-checked and booked without a race against a cancel, a close or another booking of it
      const o = await R.lockOrderState(trx, order.id)
      if (!orderUnitOpen(o, now)) throw badRequest(PE_MSG.ORDER_NOT_PAID)
      const u = await R.unitPlace(trx, unit.id)
      const onUnit = await R.bookedOnUnit(trx, line.id, unitIndex)
      if (u.pool_id !== null || u.appointed_date !== null || onUnit) throw badRequest(PE_MSG.UNIT_BOOKED)
      if (await R.bookedForPerson(trx, userId, person.id, pkg.id)) throw badRequest(PE_MSG.PERSON_BOOKED)
      const poolId = await bookSlot(trx, pkg.pool_goods_id, b.appointedDate, b.appointedTime, now)
      return trx
        .insertInto('pe_appointment')
        .values({
          user_id: userId,
          hospital_id: hospitalId,
          package_id: pkg.id,
          person_id: person.id,
          pool_id: poolId,
          order_id: order.id,
          order_goods_id: line.id,
          unit_index: unitIndex,
          add_item_ids: JSON.stringify(chosen),
          filed_info: JSON.stringify(form.stored),
          appointed_date: b.appointedDate!, // bookSlot refused a missing date / time
          appointed_time: b.appointedTime!,
          total_cents: total,
          status: 1,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
    })
  } catch (err) {
    if ((err as { code?: string } | null)?.code === '23505') throw badRequest(PE_MSG.UNIT_BOOKED) // the unique booked-unit index: a parallel booking won
    throw err
  }
  return toAppointment(app, db, row, hospitalId)
}

/** one of the caller's appointments, or all (newest first) */
export async function myAppointments(app: FastifyInstance, userId: number, hospitalId: number, appointmentId?: number) {
  const db = app.deps.db
  const rows = appointmentId !== undefined ? [await requireAppointment(db, userId, appointmentId)] : await R.listAppointments(db, userId)
  const out: PeAppointment[] = []
  for (const r of rows) out.push(await toAppointment(app, db, r, hospitalId))
  return out
}

/** SPEC §9: at most 3 times, at least 1 day before the current date; the new slot is taken atomically, the old one freed */
export async function reschedule(app: FastifyInstance, userId: number, hospitalId: number, b: ModifyAppointedDateReq) {
  const db = app.deps.db
  const now = app.deps.now()
  const row = await db.transaction().execute(async (trx) => {
    const a = await requireAppointment(trx, userId, b.appointmentId)
    if (a.status !== 1) throw badRequest(PE_MSG.NOT_BOOKED)
    // lock the appointment: concurrent reschedules of one appointment count one by one
    await R.lockAppointment(trx, a.id)
    const fresh = await requireAppointment(trx, userId, b.appointmentId)
    const rule = canReschedule({ rescheduleCount: fresh.reschedule_count, appointedDate: fresh.appointed_date }, now)
    if (!rule.ok) throw badRequest(rule.message)
    if (b.appointedDate === fresh.appointed_date && b.appointedTime === fresh.appointed_time) throw badRequest(PE_MSG.SAME_SLOT)
    // a company-paid group booking stays within the batch's date window
    const win = await R.groupWindow(trx, fresh.id)
    if (win && b.appointedDate && (b.appointedDate < win.start_date || b.appointedDate > win.end_date))
      throw badRequest(CHECKUP_MSG.dateOutsideWindow(win.start_date, win.end_date))
    const poolId = await bookSlot(trx, await R.packageGoodsId(trx, fresh.package_id), b.appointedDate, b.appointedTime, now)
    await releaseSlot(trx, fresh.pool_id)
    return trx
      .updateTable('pe_appointment')
      .set({
        pool_id: poolId,
        appointed_date: b.appointedDate!,
        appointed_time: b.appointedTime!,
        reschedule_count: fresh.reschedule_count + 1,
        updated_at: now,
      })
      .where('id', '=', fresh.id)
      .returningAll()
      .executeTakeFirstOrThrow()
  })
  return toAppointment(app, db, row, hospitalId)
}

/** cancel a booked appointment (at least 1 day before); frees the slot */
export async function cancelAppointment(app: FastifyInstance, userId: number, hospitalId: number, appointmentId: number) {
  const db = app.deps.db
  const now = app.deps.now()
  const row = await db.transaction().execute(async (trx) => {
    const a = await requireAppointment(trx, userId, appointmentId)
    if (a.status !== 1) throw badRequest(PE_MSG.NOT_BOOKED)
    // same day rule as rescheduling (the count limit does not apply to cancelling)
    if (!canReschedule({ rescheduleCount: 0, appointedDate: a.appointed_date }, now).ok) throw badRequest(PE_MSG.CANCEL_TOO_LATE)
    const done = await trx
      .updateTable('pe_appointment')
      .set({ status: 2, updated_at: now })
      .where('id', '=', a.id)
      .where('status', '=', 1)
      .returningAll()
      .executeTakeFirst()
    if (!done) throw badRequest(PE_MSG.NOT_BOOKED)
    await releaseSlot(trx, a.pool_id)
    return done
  })
  // what else hangs on the booking (a group booking's own order: checkup/group.ts). Only the cancel that
  // moved the booking from booked gets here (the status guard above)
  for (const hook of cancelHooks) await hook(app, userId, row)
  return toAppointment(app, db, row, hospitalId)
}

type CancelHook = (app: FastifyInstance, userId: number, appointment: R.AppointmentRow) => Promise<void>
const cancelHooks: CancelHook[] = []
/** runs after a booking was cancelled by its owner (pe/cancelAppoint); registered once at module load */
export function onAppointmentCancelled(hook: CancelHook): void {
  if (!cancelHooks.includes(hook)) cancelHooks.push(hook)
}

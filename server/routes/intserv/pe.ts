/**
 * /intserv/pe (SPEC §7 Physical exam; §3 Person info / Exam info / Pre-appointment rule form; §4
 * appointFlag; §9 reschedule): exam packages (one per exam goods) with add-on items, the exam persons
 * (= the user's service persons), appointment pools (dates × time slots with capacity) and
 * appointments. Slots live in THE appointment pool shared with goods orders (server/appoint/pool.ts:
 * a package's slots are its goods' slots; a place is taken atomically, never overbooked); rescheduling follows src/domain canReschedule (at most 3 times, at
 * least 1 day before). Every person / appointment is the caller's (404 otherwise).
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import type { Kysely, Selectable, Transaction } from 'kysely'
import type { PrefixPluginOptions } from '../../lib/route-plugin'
import type { DB } from '../../lib/db/schema'
import type { UserPersonTable } from '../../lib/db/tables/account'
import { badRequest, notFound, ok } from '../../lib/errors'
import { requireUser } from '../../lib/auth-scope'
import type {
  CheckIdentityRes,
  PeAddItem,
  PeAppointReq,
  PeAppointment,
  PePackage,
  PePackageDetail,
  PePoolDay,
} from '../../../contract/exam'
import * as E from '../../../contract/exam'
import { DeleteRes, ServicePerson, type SaveServicePersonReq } from '../../../contract/account'
import { Envelope } from '../../../contract/lib'
import type { RuleField } from '../../../contract/browse'
import { canReschedule, orderCan } from '../../../src/domain/orders'
import { businessToday } from '../../../src/domain/time'
import { bookSlot, poolDays as groupDays, poolRows, releaseSlot, slotFlag as poolSlotFlag } from '../../modules/appointment'
import { validateRuleForm } from '../../../src/domain/validation'
import { maskIdNumber } from '../../../src/domain/money'
import { idField, pageProps } from '../../lib/schemas'
import { pageResult, offsetOf } from '../../lib/paging'
import { fmtReq } from '../../lib/time'
import { yuan } from '../../lib/money'
import { asset } from '../../lib/assets'
import {
  deletePerson,
  decryptIdNumber,
  listPersons,
  personAge,
  personBodySchema,
  requirePerson,
  savePerson,
  toServicePerson,
} from '../../modules/person'
import { PE_MSG } from '../../../src/domain/messages/exam'
import * as M from '../../../src/domain/messages'

type Q = Kysely<DB> | Transaction<DB>

export { PE_MSG }

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

async function packageRows(
  db: Q,
  hospitalId: number,
  filter: { packageId?: number; goodsId?: number; categoryId?: number; keyword?: string; sex?: number } = {},
) {
  let q = db
    .selectFrom('pe_package as p')
    .innerJoin('goods as g', 'g.id', 'p.goods_id')
    .innerJoin('browse_category as c', 'c.id', 'g.category_id')
    .select([
      'p.id',
      'p.goods_id',
      'p.sex_limit',
      'p.min_age',
      'p.max_age',
      'p.sort',
      'g.goods_distribute_id',
      'g.goods_name',
      'g.goods_path',
      'g.sell_point',
      'g.lined_price_cents',
      'g.category_id',
      'c.category_name',
      'g.service_items',
      'g.service_institution',
      'g.notice',
      'g.rule_fields',
    ])
    .select((eb) =>
      eb
        .selectFrom('goods_sku as s')
        .select((e) => e.fn.min<number>('s.price_cents').as('m'))
        .whereRef('s.goods_id', '=', 'g.id')
        .as('min_price'),
    )
    .where('p.hospital_id', '=', hospitalId)
    .where('g.status', '=', 1)
  if (filter.packageId !== undefined) q = q.where('p.id', '=', filter.packageId)
  if (filter.goodsId !== undefined) q = q.where('p.goods_id', '=', filter.goodsId)
  if (filter.categoryId !== undefined)
    q = q.where((eb) => eb.or([eb('g.category_id', '=', filter.categoryId!), eb('c.parent_id', '=', filter.categoryId!)]))
  if (filter.keyword) q = q.where('g.goods_name', 'ilike', `%${filter.keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%`)
  if (filter.sex === 1) q = q.where('p.sex_limit', 'in', [0, 1])
  if (filter.sex === 0) q = q.where('p.sex_limit', 'in', [0, 2])
  return q.orderBy('p.sort').orderBy('p.id')
}
type PackageRow = Awaited<ReturnType<Awaited<ReturnType<typeof packageRows>>['execute']>>[number]

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
  }
}

export async function requirePackage(
  app: FastifyInstance,
  db: Q,
  hospitalId: number,
  key: { packageId?: number; goodsId?: number },
): Promise<PackageRow> {
  if (key.packageId === undefined && key.goodsId === undefined) throw badRequest(M.missingParamMessage('packageId'))
  const r = await (await packageRows(db, hospitalId, key)).executeTakeFirst()
  if (!r) throw notFound(PE_MSG.PACKAGE_NOT_FOUND)
  return r
}

const toAddItem = (r: Selectable<DB['pe_add_item']>): PeAddItem => ({
  id: r.id,
  packageId: r.package_id,
  itemName: r.item_name,
  itemDesc: r.item_desc,
  price: yuan(r.price_cents),
  sexLimit: r.sex_limit as 0 | 1 | 2,
})
const addItems = (db: Q, packageId: number) =>
  db.selectFrom('pe_add_item').selectAll().where('package_id', '=', packageId).orderBy('sort').orderBy('id').execute()

/** does a person fit a package (sex, age)? null = yes, else the message */
function fitMessage(pkg: Pick<PackageRow, 'sex_limit' | 'min_age' | 'max_age'>, sex: number, age: number): string | null {
  if (pkg.sex_limit === 1 && sex !== 1) return PE_MSG.SEX_ONLY(1)
  if (pkg.sex_limit === 2 && sex !== 0) return PE_MSG.SEX_ONLY(2)
  if (age < pkg.min_age || age > pkg.max_age) return PE_MSG.AGE_RANGE(pkg.min_age, pkg.max_age)
  return null
}

// ------------------------------------------------------------------ pools

/** 0 bookable, 1 expired (the slot has started or the day is past), 2 fully booked (SPEC §4) */
export const slotFlag = poolSlotFlag

/** the package's slots = its goods' slots in THE appointment pool (server/appoint/pool.ts) */
async function poolDays(db: Q, goodsId: number, now: Date): Promise<PePoolDay[]> {
  const rows = await poolRows(db, [goodsId], businessToday(now))
  return groupDays(rows, (r) => ({
    poolId: r.id,
    appointedTime: r.appointed_time,
    capacity: r.total,
    remain: Math.max(0, r.total - r.booked),
    appointFlag: poolSlotFlag(r, now),
  }))
}

// ------------------------------------------------------------------ appointments

async function toAppointment(app: FastifyInstance, db: Q, a: Selectable<DB['pe_appointment']>, hospitalId: number): Promise<PeAppointment> {
  const now = app.deps.now()
  const pkg = await (await packageRows(db, a.hospital_id ?? hospitalId, { packageId: a.package_id })).executeTakeFirst()
  const person = await db.selectFrom('user_person').select(['name', 'id_number_masked']).where('id', '=', a.person_id).executeTakeFirst()
  const ids = (a.add_item_ids ?? []) as number[]
  const items = ids.length
    ? (await db.selectFrom('pe_add_item').selectAll().where('id', 'in', ids).orderBy('sort').execute()).map(toAddItem)
    : []
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
    status: a.status as 1 | 2 | 3,
    rescheduleCount: a.reschedule_count,
    canReschedule: rs.ok,
    cannotRescheduleReason: rs.ok ? null : rs.message,
    createTime: fmtReq(a.created_at),
  }
}

async function requireAppointment(db: Q, userId: number, id: number) {
  const a = await db.selectFrom('pe_appointment').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
  if (!a) throw notFound(PE_MSG.APPOINTMENT_NOT_FOUND)
  return a
}

/** the rule form of the package filled from the person (fieldIds 13-17) and the given answers; ID numbers stored masked */
function ruleForm(
  rules: RuleField[],
  person: Selectable<UserPersonTable>,
  idNumber: string,
  given: Array<{ fieldId: number; value: string }>,
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

// ------------------------------------------------------------------ routes

export const peRoutes: FastifyPluginAsync<PrefixPluginOptions> = async (app) => {
  const db = app.deps.db
  const tags = ['intserv']
  const security = [{ token: [] }]
  const pkgKey = { packageId: idField, goodsId: idField }

  app.get<{ Querystring: { packageId?: number; goodsId?: number } }>(
    '/pe/queryPackage',
    {
      schema: {
        tags,
        summary: 'An exam package: items, add-on items, limits, institution, rule form',
        querystring: { type: 'object', properties: pkgKey },
        response: { 200: Envelope(E.PePackageDetail) },
      },
    },
    async (req) => {
      const r = await requirePackage(app, db, req.ctx.hospitalId, req.query)
      const data: PePackageDetail = {
        ...toPackage(app, r),
        items: (r.service_items ?? []).map((i) => ({ name: i.name, desc: i.desc })),
        notice: r.notice,
        addItems: (await addItems(db, r.id)).map(toAddItem),
        ruleFieldRelList: (r.rule_fields ?? []) as RuleField[],
      }
      return ok(data)
    },
  )

  app.get<{ Querystring: { packageId?: number; goodsId?: number } }>(
    '/pe/queryAddItem',
    {
      schema: {
        tags,
        summary: 'Add-on items of a package with prices',
        querystring: { type: 'object', properties: pkgKey },
        response: { 200: Envelope(E.QueryAddItemRes) },
      },
    },
    async (req) => {
      const r = await requirePackage(app, db, req.ctx.hospitalId, req.query)
      return ok((await addItems(db, r.id)).map(toAddItem))
    },
  )

  app.get<{ Querystring: { keyword?: string; sex?: number; categoryId?: number; pageNum: number; pageSize: number } }>(
    '/pe/queryPackageList',
    {
      schema: {
        tags,
        summary: 'Exam packages of the hospital, paged (sex 1/0 = open to men/women)',
        querystring: {
          type: 'object',
          properties: {
            keyword: { type: 'string', maxLength: 50 },
            sex: { type: 'integer', enum: [0, 1] },
            categoryId: idField,
            ...pageProps,
          },
        },
        response: { 200: Envelope(E.QueryPackageListRes) },
      },
    },
    async (req) => {
      const { pageNum, pageSize, ...f } = req.query
      const all = await (await packageRows(db, req.ctx.hospitalId, f)).execute()
      const start = offsetOf(pageNum, pageSize)
      return ok(
        pageResult(
          all.slice(start, start + pageSize).map((r) => toPackage(app, r)),
          all.length,
          pageNum,
          pageSize,
        ),
      )
    },
  )

  app.get(
    '/pe/packageList/query',
    { schema: { tags, summary: 'Exam packages grouped by category', response: { 200: Envelope(E.PackageListQueryRes) } } },
    async (req) => {
      const all = await (await packageRows(db, req.ctx.hospitalId)).execute()
      const groups = new Map<number, { categoryId: number; categoryName: string; packages: PePackage[] }>()
      for (const r of all) {
        let g = groups.get(r.category_id)
        if (!g) groups.set(r.category_id, (g = { categoryId: r.category_id, categoryName: r.category_name, packages: [] }))
        g.packages.push(toPackage(app, r))
      }
      return ok([...groups.values()])
    },
  )

  app.get<{ Querystring: { packageId: number } }>(
    '/pe/queryAppointPool',
    {
      schema: {
        tags,
        summary: 'Appointment pool of a package: dates × slots with capacity, remain and appointFlag (1 expired, 2 full)',
        querystring: { type: 'object', required: ['packageId'], properties: { packageId: idField } },
        response: { 200: Envelope(E.QueryAppointPoolRes) },
      },
    },
    async (req) => {
      const r = await requirePackage(app, db, req.ctx.hospitalId, req.query)
      return ok(await poolDays(db, r.goods_id, app.deps.now()))
    },
  )

  app.get<{ Querystring: { personId: number; packageId: number } }>(
    '/pe/checkIdentity',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: "Does one of the caller's persons fit a package (sex, age)?",
        querystring: { type: 'object', required: ['personId', 'packageId'], properties: { personId: idField, packageId: idField } },
        response: { 200: Envelope(E.CheckIdentityRes) },
      },
    },
    async (req) => {
      const person = await requirePerson(db, req.user.userId, req.query.personId)
      const pkg = await requirePackage(app, db, req.ctx.hospitalId, { packageId: req.query.packageId })
      const age = personAge(person, app.deps.now())
      const msg = fitMessage(pkg, person.sex, age)
      const data: CheckIdentityRes = { pass: msg === null, msg, personId: person.id, sex: person.sex === 1 ? 1 : 0, age }
      return ok(data)
    },
  )

  // ---------------------------------------------------------------- exam persons (= service persons)
  app.get<{ Querystring: { id?: number } }>(
    '/pe/queryPePerson',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: "The caller's exam persons (masked), or one with full values (?id=)",
        querystring: { type: 'object', properties: { id: idField } },
        response: { 200: { type: 'object', additionalProperties: true } },
      },
    },
    async (req) => {
      const now = app.deps.now()
      if (req.query.id !== undefined)
        return ok(toServicePerson(await requirePerson(db, req.user.userId, req.query.id), now, { secret: app.deps.secret }))
      return ok((await listPersons(db, req.user.userId)).map((r) => toServicePerson(r, now)))
    },
  )
  app.post<{ Body: SaveServicePersonReq }>(
    '/pe/addPePerson',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: 'Add an exam person (service-person rules, consent for the ID number)',
        body: personBodySchema(false),
        response: { 200: Envelope(ServicePerson) },
      },
    },
    async (req) => ok(toServicePerson(await savePerson(app, req.user.userId, { ...req.body, id: undefined }), app.deps.now())),
  )
  app.post<{ Body: SaveServicePersonReq }>(
    '/pe/updatePePerson',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: "Update one of the caller's exam persons",
        body: personBodySchema(true),
        response: { 200: Envelope(ServicePerson) },
      },
    },
    async (req) => ok(toServicePerson(await savePerson(app, req.user.userId, req.body), app.deps.now())),
  )
  const delSchema = {
    tags,
    security,
    summary: "Delete one of the caller's exam persons (not while it has a booked appointment)",
    response: { 200: Envelope(DeleteRes) },
  }
  app.get<{ Querystring: { id: number } }>(
    '/pe/delPePerson',
    { preHandler: requireUser, schema: { ...delSchema, querystring: { type: 'object', required: ['id'], properties: { id: idField } } } },
    async (req) => ok({ deleted: await deletePerson(app, req.user.userId, req.query.id) }),
  )
  app.post<{ Body: { id: number } }>(
    '/pe/delPePerson',
    { preHandler: requireUser, schema: { ...delSchema, body: { type: 'object', required: ['id'], properties: { id: idField } } } },
    async (req) => ok({ deleted: await deletePerson(app, req.user.userId, req.body.id) }),
  )

  // ---------------------------------------------------------------- appointments
  const timeField = { type: 'string', maxLength: 20 }

  app.post<{ Body: PeAppointReq }>(
    '/pe/appoint',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary:
          "Book a slot for one unit of the caller's paid (or being-paid) order line of the package, for one of the caller's persons (atomic capacity; rule form; the unit's paid add-on items)",
        body: {
          type: 'object',
          required: ['packageId', 'personId', 'orderId', 'orderGoodsId'],
          properties: {
            packageId: idField,
            personId: idField,
            orderId: idField,
            orderGoodsId: idField,
            index: { type: 'integer', minimum: 0, maximum: 998, default: 0 },
            appointedDate: { type: 'string', maxLength: 10 },
            appointedTime: timeField,
            addItemIds: { type: 'array', maxItems: 30, items: idField },
            filedInfo: {
              type: 'array',
              maxItems: 50,
              items: {
                type: 'object',
                required: ['fieldId'],
                properties: {
                  fieldId: { type: 'integer' },
                  showName: { type: 'string', maxLength: 50 },
                  value: { type: 'string', maxLength: 200 },
                },
              },
            },
          },
        },
        response: { 200: Envelope(E.PeAppointment) },
      },
    },
    async (req) => {
      const userId = req.user.userId
      const b = req.body
      const unitIndex = b.index ?? 0
      const now = app.deps.now()
      const person = await requirePerson(db, userId, b.personId)
      const pkg = await requirePackage(app, db, req.ctx.hospitalId, { packageId: b.packageId })
      const fit = fitMessage(pkg, person.sex, personAge(person, now))
      if (fit) throw badRequest(fit)
      // the order unit that pays for the place (see orderUnitOpen)
      const order = await db
        .selectFrom('shop_order')
        .selectAll()
        .where('id', '=', b.orderId)
        .where('user_id', '=', userId)
        .where('deleted', '=', false)
        .executeTakeFirst()
      if (!order) throw notFound(PE_MSG.ORDER_NOT_FOUND)
      if (!orderUnitOpen(order, now)) throw badRequest(PE_MSG.ORDER_NOT_PAID)
      const line = await db
        .selectFrom('order_goods')
        .selectAll()
        .where('id', '=', b.orderGoodsId)
        .where('order_id', '=', order.id)
        .where('is_gift', '=', false)
        .executeTakeFirst()
      if (!line || line.goods_id !== pkg.goods_id) throw notFound(PE_MSG.LINE_NOT_FOUND)
      const unit = await db
        .selectFrom('order_appoint')
        .selectAll()
        .where('order_goods_id', '=', line.id)
        .where('unit_index', '=', unitIndex)
        .executeTakeFirst()
      if (!unit) throw notFound(PE_MSG.UNIT_NOT_FOUND)
      // add-on items: those this unit paid for (order_add_item), never new ones at no charge
      const items = await addItems(db, pkg.id)
      const paid = await db
        .selectFrom('order_add_item')
        .select(['add_item_id', 'price_cents'])
        .where('order_goods_id', '=', line.id)
        .where('unit_index', '=', unitIndex)
        .execute()
      const chosen = [...new Set(b.addItemIds ?? paid.map((p) => p.add_item_id))]
      for (const id of chosen) {
        const it = items.find((i) => i.id === id)
        if (!it) throw badRequest(PE_MSG.ADD_ITEM_INVALID)
        if ((it.sex_limit === 1 && person.sex !== 1) || (it.sex_limit === 2 && person.sex !== 0)) throw badRequest(PE_MSG.ADD_ITEM_SEX)
        if (!paid.some((p) => p.add_item_id === id)) throw badRequest(PE_MSG.ADD_ITEM_NOT_PAID)
      }
      const form = ruleForm(
        (pkg.rule_fields ?? []) as RuleField[],
        person,
        decryptIdNumber(app.deps.secret, person.id_number_enc),
        b.filedInfo ?? [],
      )
      const formError = validateRuleForm(form.fields)
      if (formError) throw badRequest(formError)
      const total =
        Math.round(line.real_cents / line.goods_num) +
        paid.filter((p) => chosen.includes(p.add_item_id)).reduce((s, p) => s + p.price_cents, 0)
      let row: Selectable<DB['pe_appointment']>
      try {
        row = await db.transaction().execute(async (trx) => {
          // the order's row lock (the one releaseOrder and updateAppointDate take): the unit is
          // re-checked and booked without a race against a cancel, a close or another booking of it
          const o = await trx
            .selectFrom('shop_order')
            .select(['status', 'close_at'])
            .where('id', '=', order.id)
            .forUpdate()
            .executeTakeFirstOrThrow()
          if (!orderUnitOpen(o, now)) throw badRequest(PE_MSG.ORDER_NOT_PAID)
          const u = await trx
            .selectFrom('order_appoint')
            .select(['pool_id', 'appointed_date'])
            .where('id', '=', unit.id)
            .executeTakeFirstOrThrow()
          const onUnit = await trx
            .selectFrom('pe_appointment')
            .select('id')
            .where('order_goods_id', '=', line.id)
            .where('unit_index', '=', unitIndex)
            .where('status', '=', 1)
            .executeTakeFirst()
          if (u.pool_id !== null || u.appointed_date !== null || onUnit) throw badRequest(PE_MSG.UNIT_BOOKED)
          const samePerson = await trx
            .selectFrom('pe_appointment')
            .select('id')
            .where('user_id', '=', userId)
            .where('person_id', '=', person.id)
            .where('package_id', '=', pkg.id)
            .where('status', '=', 1)
            .executeTakeFirst()
          if (samePerson) throw badRequest(PE_MSG.PERSON_BOOKED)
          const poolId = await bookSlot(trx, pkg.goods_id, b.appointedDate, b.appointedTime, now)
          return trx
            .insertInto('pe_appointment')
            .values({
              user_id: userId,
              hospital_id: req.ctx.hospitalId,
              package_id: pkg.id,
              person_id: person.id,
              pool_id: poolId,
              order_id: order.id,
              order_goods_id: line.id,
              unit_index: unitIndex,
              add_item_ids: JSON.stringify(chosen),
              filed_info: JSON.stringify(form.stored),
              appointed_date: b.appointedDate!,
              appointed_time: b.appointedTime!,
              total_cents: total,
              status: 1,
              created_at: now,
              updated_at: now,
            })
            .returningAll()
            .executeTakeFirstOrThrow()
        })
      } catch (err: any) {
        if (err?.code === '23505') throw badRequest(PE_MSG.UNIT_BOOKED) // the unique booked-unit index: a parallel booking won
        throw err
      }
      return ok(await toAppointment(app, db, row, req.ctx.hospitalId))
    },
  )

  app.post<{ Body: { appointmentId?: number } }>(
    '/pe/queryPeAppointedInfo',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: "One of the caller's appointments, or all (newest first)",
        body: { type: 'object', properties: { appointmentId: idField } },
        response: { 200: Envelope(E.QueryPeAppointedInfoRes) },
      },
    },
    async (req) => {
      const userId = req.user.userId
      const rows =
        req.body.appointmentId !== undefined
          ? [await requireAppointment(db, userId, req.body.appointmentId)]
          : await db
              .selectFrom('pe_appointment')
              .selectAll()
              .where('user_id', '=', userId)
              .orderBy('created_at', 'desc')
              .orderBy('id', 'desc')
              .execute()
      const out: PeAppointment[] = []
      for (const r of rows) out.push(await toAppointment(app, db, r, req.ctx.hospitalId))
      return ok(out)
    },
  )

  app.post<{ Body: { appointmentId: number; appointedDate: string; appointedTime: string } }>(
    '/pe/modifyAppointedDate',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary:
          'Reschedule (SPEC §9: at most 3 times, at least 1 day before the current date); the new slot is taken atomically, the old one freed',
        body: {
          type: 'object',
          required: ['appointmentId'],
          properties: { appointmentId: idField, appointedDate: { type: 'string', maxLength: 10 }, appointedTime: timeField },
        },
        response: { 200: Envelope(E.PeAppointment) },
      },
    },
    async (req) => {
      const userId = req.user.userId
      const now = app.deps.now()
      const b = req.body
      const row = await db.transaction().execute(async (trx) => {
        const a = await requireAppointment(trx, userId, b.appointmentId)
        if (a.status !== 1) throw badRequest(PE_MSG.NOT_BOOKED)
        // lock the appointment: concurrent reschedules of one appointment count one by one
        await trx.selectFrom('pe_appointment').select('id').where('id', '=', a.id).forUpdate().execute()
        const fresh = await requireAppointment(trx, userId, b.appointmentId)
        const rule = canReschedule({ rescheduleCount: fresh.reschedule_count, appointedDate: fresh.appointed_date }, now)
        if (!rule.ok) throw badRequest(rule.message)
        if (b.appointedDate === fresh.appointed_date && b.appointedTime === fresh.appointed_time) throw badRequest(PE_MSG.SAME_SLOT)
        const goodsId = (await trx.selectFrom('pe_package').select('goods_id').where('id', '=', fresh.package_id).executeTakeFirstOrThrow())
          .goods_id
        const poolId = await bookSlot(trx, goodsId, b.appointedDate, b.appointedTime, now)
        await releaseSlot(trx, fresh.pool_id)
        return trx
          .updateTable('pe_appointment')
          .set({
            pool_id: poolId,
            appointed_date: b.appointedDate,
            appointed_time: b.appointedTime,
            reschedule_count: fresh.reschedule_count + 1,
            updated_at: now,
          })
          .where('id', '=', fresh.id)
          .returningAll()
          .executeTakeFirstOrThrow()
      })
      return ok(await toAppointment(app, db, row, req.ctx.hospitalId))
    },
  )

  app.post<{ Body: { appointmentId: number } }>(
    '/pe/cancelAppoint',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: 'Cancel a booked appointment (at least 1 day before); frees the slot',
        body: { type: 'object', required: ['appointmentId'], properties: { appointmentId: idField } },
        response: { 200: Envelope(E.PeAppointment) },
      },
    },
    async (req) => {
      const userId = req.user.userId
      const now = app.deps.now()
      const row = await db.transaction().execute(async (trx) => {
        const a = await requireAppointment(trx, userId, req.body.appointmentId)
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
      return ok(await toAppointment(app, db, row, req.ctx.hospitalId))
    },
  )
}

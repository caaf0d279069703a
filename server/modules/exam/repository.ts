/**
 * exam module — SQL: exam packages (one per exam goods, joined with the goods, its category and its
 * cheapest sku), their add-on items, the caller's appointments, and the order unit an appointment is
 * booked on. The slots themselves are THE appointment pool's (server/modules/appointment).
 */
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely'
import type { DB } from '../../lib/db/schema'

export type Q = Kysely<DB> | Transaction<DB>

export interface PackageQuery {
  packageId?: number
  goodsId?: number
  categoryId?: number
  keyword?: string
  /** open to this sex: 1 men, 0 women */
  sex?: number
}

export function packageRows(db: Q, hospitalId: number, filter: PackageQuery = {}) {
  let q = db
    .selectFrom('pe_package as p')
    .innerJoin('goods as g', 'g.id', 'p.goods_id')
    .innerJoin('browse_category as c', 'c.id', 'g.category_id')
    .leftJoin('pe_package_profile as f', 'f.package_id', 'p.id')
    .select([
      'f.crowds',
      'f.diseases',
      'f.item_groups',
      'f.requires_sexual_history',
      'f.family_size',
      'f.recommended',
      'p.id',
      'p.goods_id',
      'p.sex_limit',
      'p.min_age',
      'p.max_age',
      'p.sort',
      /** the goods whose slots the package books (another package's pool, migration 1440), else its own */
      sql<number>`coalesce(p.pool_goods_id, p.goods_id)`.as('pool_goods_id'),
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
export type PackageRow = Awaited<ReturnType<ReturnType<typeof packageRows>['execute']>>[number]

/** add-on items with their rules (pe_add_item_rule, absent = open) */
const addItemQuery = (db: Q) =>
  db
    .selectFrom('pe_add_item as a')
    .leftJoin('pe_add_item_rule as r', 'r.add_item_id', 'a.id')
    .selectAll('a')
    .select(['r.category', 'r.meaning', 'r.min_age', 'r.max_age', 'r.requires_sexual_history', 'r.conflicts'])
    .orderBy('a.sort')
    .orderBy('a.id')

export type AddItemRow = Awaited<ReturnType<ReturnType<typeof addItemQuery>['execute']>>[number]

export const addItemRows = (db: Q, packageId: number) => addItemQuery(db).where('a.package_id', '=', packageId).execute()

export const addItemsByIds = (db: Q, ids: number[]) =>
  ids.length ? addItemQuery(db).where('a.id', 'in', ids).execute() : Promise.resolve([] as AddItemRow[])

export const banners = (db: Q, hospitalId: number) =>
  db.selectFrom('pe_banner').selectAll().where('hospital_id', '=', hospitalId).orderBy('sort').orderBy('id').execute()

export const diseases = (db: Q, hospitalId: number) =>
  db.selectFrom('pe_disease').selectAll().where('hospital_id', '=', hospitalId).orderBy('sort').orderBy('id').execute()

export type AppointmentRow = Selectable<DB['pe_appointment']>

export const findAppointment = (db: Q, userId: number, id: number) =>
  db.selectFrom('pe_appointment').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()

export const listAppointments = (db: Q, userId: number) =>
  db.selectFrom('pe_appointment').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute()

export const lockAppointment = (db: Q, id: number) =>
  db.selectFrom('pe_appointment').select('id').where('id', '=', id).forUpdate().execute()

export const personSummary = (db: Q, personId: number) =>
  db.selectFrom('user_person').select(['name', 'id_number_masked']).where('id', '=', personId).executeTakeFirst()

/** the date window of the group batch an appointment was booked through (null when not a group booking) */
export const groupWindow = (db: Q, appointmentId: number) =>
  db
    .selectFrom('pe_group_roster as r')
    .innerJoin('pe_group_batch as b', 'b.id', 'r.batch_id')
    .select(['b.start_date', 'b.end_date'])
    .where('r.appointment_id', '=', appointmentId)
    .executeTakeFirst()

/** the goods whose slots the package books (its pool's, migration 1440) */
export const packageGoodsId = async (db: Q, packageId: number) =>
  (
    await db
      .selectFrom('pe_package')
      .select(sql<number>`coalesce(pool_goods_id, goods_id)`.as('g'))
      .where('id', '=', packageId)
      .executeTakeFirstOrThrow()
  ).g

// ------------------------------------------------------------------ the order unit a booking takes

export const findUserOrder = (db: Q, userId: number, orderId: number) =>
  db
    .selectFrom('shop_order')
    .selectAll()
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .where('deleted', '=', false)
    .executeTakeFirst()

export const lockOrderState = (db: Q, orderId: number) =>
  db.selectFrom('shop_order').select(['status', 'close_at']).where('id', '=', orderId).forUpdate().executeTakeFirstOrThrow()

export const findOrderLine = (db: Q, orderId: number, orderGoodsId: number) =>
  db
    .selectFrom('order_goods')
    .selectAll()
    .where('id', '=', orderGoodsId)
    .where('order_id', '=', orderId)
    .where('is_gift', '=', false)
    .executeTakeFirst()

export const findOrderUnit = (db: Q, orderGoodsId: number, unitIndex: number) =>
  db
    .selectFrom('order_appoint')
    .selectAll()
    .where('order_goods_id', '=', orderGoodsId)
    .where('unit_index', '=', unitIndex)
    .executeTakeFirst()

export const unitPlace = (db: Q, unitId: number) =>
  db.selectFrom('order_appoint').select(['pool_id', 'appointed_date']).where('id', '=', unitId).executeTakeFirstOrThrow()

export const paidAddItems = (db: Q, orderGoodsId: number, unitIndex: number) =>
  db
    .selectFrom('order_add_item')
    .select(['add_item_id', 'price_cents'])
    .where('order_goods_id', '=', orderGoodsId)
    .where('unit_index', '=', unitIndex)
    .execute()

export const bookedOnUnit = (db: Q, orderGoodsId: number, unitIndex: number) =>
  db
    .selectFrom('pe_appointment')
    .select('id')
    .where('order_goods_id', '=', orderGoodsId)
    .where('unit_index', '=', unitIndex)
    .where('status', '=', 1)
    .executeTakeFirst()

export const bookedForPerson = (db: Q, userId: number, personId: number, packageId: number) =>
  db
    .selectFrom('pe_appointment')
    .select('id')
    .where('user_id', '=', userId)
    .where('person_id', '=', personId)
    .where('package_id', '=', packageId)
    .where('status', '=', 1)
    .executeTakeFirst()

/**
 * Migration 0410 on a database that already has data in both appointment pools: every exam slot
 * moves into appoint_pool under its package's goods, a slot both pools had is merged (places and
 * bookings added up), exam appointments point at the merged slots, pe_appoint_pool is gone.
 */
import { type Migration, type MigrationProvider, Migrator, sql } from 'kysely'
import { WorkerPGlite } from '../../../../test-support/server'
import { databaseFromPGlite, type Database } from '..'
import { migrateToLatest, migrations } from './'
import { seedBrowse } from '../../../seed/browse'

let database: Database
const provider = (upTo?: string): MigrationProvider => ({
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(Object.entries(migrations).filter(([name]) => !upTo || name <= upTo))
  },
})

beforeAll(async () => {
  const pglite = new WorkerPGlite()
  await pglite.waitReady
  database = databaseFromPGlite(pglite)
})
afterAll(async () => {
  await database.close()
})

test('0410 merges pe_appoint_pool into appoint_pool and re-points exam appointments', async () => {
  const db = database.db as any
  const before = await new Migrator({ db, provider: provider('0300_account_data') }).migrateToLatest()
  expect(before.error).toBeUndefined()
  const now = new Date('2026-11-20T02:00:00Z')
  await seedBrowse(db, { production: false, now })
  const goods = (await db
    .selectFrom('appoint_pool')
    .select(['goods_id', 'appointed_date', 'appointed_time', 'total', 'booked'])
    .where('goods_id', '=', 6023)
    .orderBy('appointed_date')
    .orderBy('appointed_time')
    .executeTakeFirstOrThrow()) as any
  // 6023's package has one slot equal to a goods slot and one of its own
  await db
    .insertInto('pe_package')
    .values([{ id: 6023, hospital_id: 6, goods_id: 6023, sex_limit: 0, min_age: 0, max_age: 150, sort: 0 }])
    .execute()
  const [same, own] = await db
    .insertInto('pe_appoint_pool')
    .values([
      { package_id: 6023, appointed_date: goods.appointed_date, appointed_time: goods.appointed_time, capacity: 5, booked: 2 },
      { package_id: 6023, appointed_date: goods.appointed_date, appointed_time: '07:30-08:30', capacity: 6, booked: 1 },
    ])
    .returning('id')
    .execute()
  const user = await db
    .insertInto('app_user')
    .values({
      username: 'm1',
      phone: '13700000001',
      password_hash: null,
      register_hospital_id: 6,
      register_channel: 'test',
      avatar_url: null,
      id_no_hash: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const person = await db
    .insertInto('user_person')
    .values({
      user_id: user.id,
      name: '李四',
      sex: 1,
      id_number_enc: 'x',
      id_number_hash: 'h',
      id_number_masked: '3201**********1234',
      age: 36,
      phone: '13912345678',
      marital_status: 1,
      consent_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const appt = (poolId: number, time: string) => ({
    user_id: user.id,
    hospital_id: 6,
    package_id: 6023,
    person_id: person.id,
    pool_id: poolId,
    appointed_date: goods.appointed_date,
    appointed_time: time,
    total_cents: 19900,
    status: 1,
    created_at: now,
    updated_at: now,
  })
  const [a1, a2] = await db
    .insertInto('pe_appointment')
    .values([appt(same.id, goods.appointed_time), appt(own.id, '07:30-08:30')])
    .returning('id')
    .execute()

  const after = await new Migrator({ db, provider: provider() }).migrateToLatest()
  expect(after.error).toBeUndefined()
  expect(after.results?.map((r: any) => [r.migrationName, r.status])).toContainEqual(['0410_order_add_items_one_appoint_pool', 'Success'])

  const slot = (time: string) =>
    db
      .selectFrom('appoint_pool')
      .selectAll()
      .where('goods_id', '=', 6023)
      .where('appointed_date', '=', goods.appointed_date)
      .where('appointed_time', '=', time)
      .execute()
  const merged = await slot(goods.appointed_time)
  expect(merged).toHaveLength(1)
  expect(merged[0]).toMatchObject({ total: goods.total + 5, booked: goods.booked + 2 })
  const moved = await slot('07:30-08:30')
  expect(moved).toHaveLength(1)
  expect(moved[0]).toMatchObject({ total: 6, booked: 1 })
  const pointers = await db.selectFrom('pe_appointment').select(['id', 'pool_id']).orderBy('id').execute()
  expect(pointers).toEqual([
    { id: a1.id, pool_id: merged[0].id },
    { id: a2.id, pool_id: moved[0].id },
  ])
  const gone = await sql<{ t: string | null }>`select to_regclass('pe_appoint_pool')::text as t`.execute(db)
  expect(gone.rows[0].t).toBeNull()
  // one row per slot from now on
  await expect(
    db
      .insertInto('appoint_pool')
      .values({ goods_id: 6023, sku_id: null, appointed_date: goods.appointed_date, appointed_time: '07:30-08:30', total: 1, booked: 0 })
      .execute(),
  ).rejects.toThrow()
  // the order side: add-on table and column exist
  expect(await db.selectFrom('shop_order').select('add_item_cents').execute()).toEqual([])
  expect(await db.selectFrom('order_add_item').selectAll().execute()).toEqual([])
})

test('a database that ran the 0500 indexes before 0410 existed still gets 0410 (migrateToLatest)', async () => {
  const pglite = new WorkerPGlite()
  await pglite.waitReady
  const other = databaseFromPGlite(pglite)
  try {
    const db = other.db as any
    const without0410: MigrationProvider = {
      async getMigrations() {
        return Object.fromEntries(Object.entries(migrations).filter(([name]) => name !== '0410_order_add_items_one_appoint_pool'))
      },
    }
    expect((await new Migrator({ db, provider: without0410 }).migrateToLatest()).error).toBeUndefined()
    const ran = await migrateToLatest(db)
    expect(ran).toEqual(['0410_order_add_items_one_appoint_pool'])
    const tables = await sql<{
      table_name: string
    }>`select table_name from information_schema.tables where table_name in ('order_add_item', 'pe_appoint_pool')`.execute(db)
    expect(tables.rows.map((r) => r.table_name)).toEqual(['order_add_item'])
  } finally {
    await other.close()
  }
})

/**
 * Issue 10 (orders hardening): an exam appointment of the exam module (/intserv/pe/appoint) holds
 * its place for ONE unit of the caller's paid (or being-paid) order line: the unit is recorded, and
 * a unit has at most one booked appointment. Never edit a released migration: append a new one.
 */
import { type Kysely, type Migration, sql } from 'kysely'

export const ordersHardeningMigrations: Record<string, Migration> = {
  '0600_pe_appointment_order_unit': {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('pe_appointment').addColumn('order_goods_id', 'integer').execute()
      await db.schema.alterTable('pe_appointment').addColumn('unit_index', 'integer').execute()
      await sql`CREATE UNIQUE INDEX pe_appointment_booked_unit ON pe_appointment (order_goods_id, unit_index) WHERE status = 1 AND order_goods_id IS NOT NULL`.execute(
        db,
      )
      await db.schema.createIndex('pe_appointment_order_idx').on('pe_appointment').column('order_id').execute()
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('pe_appointment_order_idx').ifExists().execute()
      await db.schema.dropIndex('pe_appointment_booked_unit').ifExists().execute()
      await db.schema.alterTable('pe_appointment').dropColumn('unit_index').execute()
      await db.schema.alterTable('pe_appointment').dropColumn('order_goods_id').execute()
    },
  },
}

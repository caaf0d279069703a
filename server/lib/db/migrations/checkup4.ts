/**
 * Check-up journey, group add-ons (issue 12 item 6): a company-paid group booking whose employee chose
 * paid add-on items keeps the order that charges them (the add-ons only, paid through the normal
 * checkout). Never edit a released migration: append a new one.
 */
import type { Kysely, Migration } from 'kysely'

export const checkup4Migrations: Record<string, Migration> = {
  '0950_checkup_group_add_on_order': {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('pe_appointment')
        .addColumn('add_on_order_id', 'integer', (c) => c.references('shop_order.id'))
        .execute()
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('pe_appointment').dropColumn('add_on_order_id').execute()
    },
  },
}

/**
 * The staff console's order and invoice desk (issue 31 items 5 and 7): the courier of a shipped order, staff-only
 * order remarks, and the issued electronic invoice's PDF (bytes in their own table) or the refusal's reason.
 * Names start with 1210_staff_desk. Never edit a released migration: append a new one.
 */
import type { Kysely, Migration } from 'kysely'

export const staffDeskMigrations: Record<string, Migration> = {
  '1210_staff_desk_orders_invoices': {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('shop_order')
        .addColumn('ship_company', 'text')
        .addColumn('ship_no', 'text')
        .addColumn('shipped_at', 'timestamptz')
        .execute()
      await db.schema
        .createTable('staff_order_note')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('order_id', 'integer', (c) => c.notNull())
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('staff_id', 'integer', (c) => c.notNull())
        .addColumn('staff_name', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('staff_order_note_order_idx').on('staff_order_note').column('order_id').execute()
      await db.schema
        .alterTable('invoice_apply')
        .addColumn('refuse_reason', 'text')
        .addColumn('issued_by', 'integer')
        .addColumn('invoice_date', 'text')
        .execute()
      await db.schema
        .createTable('invoice_pdf')
        .addColumn('invoice_id', 'integer', (c) => c.primaryKey())
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('bytes', 'bytea', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute()
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('invoice_pdf').ifExists().execute()
      await db.schema.alterTable('invoice_apply').dropColumn('invoice_date').dropColumn('issued_by').dropColumn('refuse_reason').execute()
      await db.schema.dropTable('staff_order_note').ifExists().execute()
      await db.schema.alterTable('shop_order').dropColumn('shipped_at').dropColumn('ship_no').dropColumn('ship_company').execute()
    },
  },
}

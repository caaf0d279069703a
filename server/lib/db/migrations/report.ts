/**
 * Check-up reports (issue 12 item 9). Never edit a released migration: append a new one.
 * - 0710_reports_tables: exam_report (one exam of one person; user_id null until linked), its results
 *   exam_report_item, and report_link_guard (link attempts per account and per client address).
 */
import { sql, type Kysely, type Migration } from 'kysely'

export const reportMigrations: Record<string, Migration> = {
  '0710_reports_tables': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('exam_report')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('exam_no', 'text', (c) => c.notNull().unique())
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
        .addColumn('person_name', 'text', (c) => c.notNull())
        .addColumn('sex', 'integer', (c) => c.notNull())
        .addColumn('age', 'integer', (c) => c.notNull())
        .addColumn('person_digest', 'text', (c) => c.notNull())
        .addColumn('id_number_masked', 'text', (c) => c.notNull())
        .addColumn('exam_date', 'text', (c) => c.notNull())
        .addColumn('package_name', 'text', (c) => c.notNull())
        .addColumn('institution', 'text', (c) => c.notNull())
        .addColumn('chief_doctor', 'text', (c) => c.notNull())
        .addColumn('conclusions', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
        .addColumn('advice', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
        .addColumn('linked_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('exam_report_user_idx').on('exam_report').columns(['user_id', 'exam_date']).execute()
      await db.schema
        .createTable('exam_report_item')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('report_id', 'integer', (c) => c.notNull().references('exam_report.id').onDelete('cascade'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('department', 'text', (c) => c.notNull())
        .addColumn('item_group', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('unit', 'text')
        .addColumn('reference_range', 'text')
        .addColumn('flag', 'text')
        .execute()
      await db.schema.createIndex('exam_report_item_report_idx').on('exam_report_item').columns(['report_id', 'seq']).execute()
      await db.schema
        .createTable('report_link_guard')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('window_start', 'timestamptz', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull())
        .execute()
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('report_link_guard').ifExists().execute()
      await db.schema.dropTable('exam_report_item').ifExists().execute()
      await db.schema.dropTable('exam_report').ifExists().execute()
    },
  },
}

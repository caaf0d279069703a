/**
 * Reports entered, reviewed and published by the hospital's staff (issue 32 item 2). Never edit a released
 * migration: append a new one.
 * - 1310_report_desk: exam_report gets its workflow (status entered / returned / reviewed / published; the
 *   reports that existed before are published), a version for compare-and-set, the booking it was entered for
 *   (one report per booking), who entered / reviewed / published it and the reason it was sent back;
 *   exam_report_item gets the critical-value mark (危急值) and its follow-up; report_pdf holds the uploaded
 *   PDF's bytes (one per report, replaced when the report is fixed).
 */
import { sql, type Kysely, type Migration } from 'kysely'

export const reportDeskMigrations: Record<string, Migration> = {
  '1310_report_desk': {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('exam_report')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('appointment_id', 'integer', (c) => c.unique())
        .addColumn('entered_by', 'integer')
        .addColumn('entered_by_name', 'text')
        .addColumn('reviewed_by', 'integer')
        .addColumn('reviewed_by_name', 'text')
        .addColumn('reviewed_at', 'timestamptz')
        .addColumn('published_at', 'timestamptz')
        .addColumn('sent_back_reason', 'text')
        .addColumn('updated_at', 'timestamptz')
        .execute()
      await sql`alter table exam_report add constraint exam_report_status_check
                check (status in ('entered', 'returned', 'reviewed', 'published'))`.execute(db)
      await db.schema.createIndex('exam_report_hospital_status_idx').on('exam_report').columns(['hospital_id', 'status']).execute()
      await db.schema
        .alterTable('exam_report_item')
        .addColumn('critical', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('followed_up_at', 'timestamptz')
        .addColumn('followed_up_by_name', 'text')
        .addColumn('follow_up_note', 'text')
        .execute()
      await db.schema
        .createTable('report_pdf')
        .addColumn('report_id', 'integer', (c) => c.primaryKey().references('exam_report.id').onDelete('cascade'))
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('bytes', 'bytea', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute()
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('report_pdf').ifExists().execute()
      await db.schema
        .alterTable('exam_report_item')
        .dropColumn('follow_up_note')
        .dropColumn('followed_up_by_name')
        .dropColumn('followed_up_at')
        .dropColumn('critical')
        .execute()
      await db.schema.dropIndex('exam_report_hospital_status_idx').ifExists().execute()
      await sql`alter table exam_report drop constraint if exists exam_report_status_check`.execute(db)
      for (const c of [
        'updated_at',
        'sent_back_reason',
        'published_at',
        'reviewed_at',
        'reviewed_by_name',
        'reviewed_by',
        'entered_by_name',
        'entered_by',
        'appointment_id',
        'version',
        'status',
      ])
        await db.schema.alterTable('exam_report').dropColumn(c).execute()
    },
  },
}

/**
 * Check-up journey, second part (issue 12): the exam person's rule-form answers with the person's
 * separate consent for health data (and its log), group check-ups (companies, batches, rosters,
 * identity-check counters) and exam cards. Tables: tables/checkup2.ts. Never edit a released
 * migration: append a new one.
 */
import { sql, type Kysely, type Migration } from 'kysely'

export const checkup2Migrations: Record<string, Migration> = {
  '0850_checkup_person_form': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('pe_person_consent')
        .addColumn('person_id', 'integer', (c) => c.primaryKey().references('user_person.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('consent_at', 'timestamptz', (c) => c.notNull())
        .execute()
      await db.schema
        .createTable('pe_person_form')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('person_id', 'integer', (c) => c.notNull().references('user_person.id').onDelete('cascade'))
        .addColumn('package_id', 'integer', (c) => c.notNull())
        .addColumn('answers', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .addUniqueConstraint('pe_person_form_person_package', ['person_id', 'package_id'])
        .execute()
      await db.schema
        .createTable('pe_consent_log')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('person_id', 'integer', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull().check(sql`action IN ('grant', 'withdraw')`))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute()
    },
    async down(db: Kysely<any>) {
      for (const t of ['pe_consent_log', 'pe_person_form', 'pe_person_consent']) await db.schema.dropTable(t).ifExists().execute()
    },
  },
}

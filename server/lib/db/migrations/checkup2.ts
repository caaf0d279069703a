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
  '0851_checkup_group_cards': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('pe_company')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createTable('pe_group_batch')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('company_id', 'integer', (c) => c.notNull().references('pe_company.id').onDelete('cascade'))
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('start_date', 'text', (c) => c.notNull())
        .addColumn('end_date', 'text', (c) => c.notNull())
        .addColumn('payer', 'text', (c) =>
          c
            .notNull()
            .defaultTo('company')
            .check(sql`payer IN ('company', 'self')`),
        )
        .execute()
      await db.schema
        .createTable('pe_group_package')
        .addColumn('batch_id', 'integer', (c) => c.notNull().references('pe_group_batch.id').onDelete('cascade'))
        .addColumn('package_id', 'integer', (c) => c.notNull())
        .addColumn('sex_limit', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('min_age', 'integer')
        .addColumn('max_age', 'integer')
        .addPrimaryKeyConstraint('pe_group_package_pk', ['batch_id', 'package_id'])
        .execute()
      await db.schema
        .createTable('pe_group_roster')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('batch_id', 'integer', (c) => c.notNull().references('pe_group_batch.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('id_digest', 'text', (c) => c.notNull())
        .addColumn('phone_digest', 'text', (c) => c.notNull())
        .addColumn('id_number_masked', 'text', (c) => c.notNull())
        .addColumn('phone_masked', 'text', (c) => c.notNull())
        .addColumn('sex', 'integer', (c) => c.notNull())
        .addColumn('birthday', 'text', (c) => c.notNull())
        .addColumn('marital_status', 'integer', (c) => c.notNull().defaultTo(2))
        .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('verified_user_id', 'integer')
        .addColumn('verified_person_id', 'integer')
        .addColumn('appointment_id', 'integer')
        .execute()
      await db.schema.createIndex('pe_group_roster_batch_name_idx').on('pe_group_roster').columns(['batch_id', 'name']).execute()
      await db.schema
        .createTable('pe_card')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('card_no', 'text', (c) => c.notNull().unique())
        .addColumn('password_digest', 'text', (c) => c.notNull())
        .addColumn('package_id', 'integer', (c) => c.notNull())
        .addColumn('expires_on', 'text', (c) => c.notNull())
        .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('bound_user_id', 'integer')
        .addColumn('appointment_id', 'integer')
        .execute()
      await db.schema
        .createTable('pe_attempt_counter')
        .addColumn('client_key', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('pe_attempt_counter_pk', ['client_key', 'kind', 'day'])
        .execute()
    },
    async down(db: Kysely<any>) {
      for (const t of ['pe_attempt_counter', 'pe_card', 'pe_group_roster', 'pe_group_package', 'pe_group_batch', 'pe_company'])
        await db.schema.dropTable(t).ifExists().execute()
    },
  },
}

/**
 * Migrations of the health records (issue 13): family members (consultationer) with the consents of
 * PIPL art. 28–29 (sensitive personal information) and art. 31 (a guardian for a child under 14),
 * the consent log, and the body data (vitals). Names start with 0720_health_ (they sort after the
 * other areas and never collide with another area's). Never edit a released migration: append.
 */
import { type Kysely, type Migration } from 'kysely'

export const healthMigrations: Record<string, Migration> = {
  '0720_health_members_and_body_data': {
    async up(db: Kysely<any>) {
      const user = (c: any) => c.notNull().references('app_user.id').onDelete('cascade')

      await db.schema
        .createTable('health_member')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', user)
        .addColumn('name', 'text', (c) => c.notNull())
        // self | spouse | parent | child | other
        .addColumn('relation', 'text', (c) => c.notNull())
        // 1 male, 2 female
        .addColumn('sex', 'integer', (c) => c.notNull())
        // 'YYYY-MM-DD' (business date)
        .addColumn('birth_date', 'text', (c) => c.notNull())
        // the separate consent to process this person's health data (PIPL art. 29); null = not given or withdrawn
        .addColumn('health_consent_at', 'timestamptz')
        // the guardian's explicit consent for a child under 14 (PIPL art. 31, SPEC §6); null for adults
        .addColumn('guardian_consent_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('health_member_user_idx').on('health_member').column('user_id').execute()

      // every grant and withdrawal, kept as the record of consent (PIPL art. 14: consent must be demonstrable)
      await db.schema
        .createTable('health_consent_log')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', user)
        .addColumn('member_id', 'integer', (c) => c.notNull())
        // health | guardian
        .addColumn('kind', 'text', (c) => c.notNull())
        // grant | withdraw
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('health_consent_log_user_idx').on('health_consent_log').column('user_id').execute()

      await db.schema
        .createTable('health_body_data')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', user)
        .addColumn('member_id', 'integer', (c) => c.notNull().references('health_member.id').onDelete('cascade'))
        // bloodPressure | bloodGlucose | height | weight
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('systolic', 'integer')
        .addColumn('diastolic', 'integer')
        .addColumn('pulse', 'integer')
        .addColumn('glucose', 'double precision')
        .addColumn('glucose_context', 'text')
        .addColumn('height_cm', 'double precision')
        .addColumn('weight_kg', 'double precision')
        .addColumn('bmi', 'double precision')
        // the category of src/domain/health.ts at the time of saving ('' when the kind has none)
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('measured_at', 'timestamptz', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('health_body_data_member_idx')
        .on('health_body_data')
        .columns(['member_id', 'kind', 'measured_at'])
        .execute()
      await db.schema.createIndex('health_body_data_user_idx').on('health_body_data').column('user_id').execute()
    },
    async down(db: Kysely<any>) {
      for (const t of ['health_body_data', 'health_consent_log', 'health_member']) await db.schema.dropTable(t).ifExists().execute()
    },
  },
  // 'v2' sorts after 'members…': a fresh database creates health_member first
  '0720_health_v2_labels_and_history': {
    async up(db: Kysely<any>) {
      const user = (c: any) => c.notNull().references('app_user.id').onDelete('cascade')
      const member = (c: any) => c.notNull().references('health_member.id').onDelete('cascade')
      // /addLabel: chronic conditions, allergies and the patient's own tags of a member
      await db.schema
        .createTable('health_member_label')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', user)
        .addColumn('member_id', 'integer', member)
        // chronic | allergy | custom
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addUniqueConstraint('health_member_label_unique', ['member_id', 'category', 'name'])
        .execute()
      await db.schema.createIndex('health_member_label_user_idx').on('health_member_label').column('user_id').execute()
      // queryMedicalHistory / addMedicalHistory: past illnesses, operations, family history
      await db.schema
        .createTable('health_medical_history')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', user)
        .addColumn('member_id', 'integer', member)
        // past | surgery | family
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        // 'YYYY-MM' or 'YYYY-MM-DD' or '' (unknown)
        .addColumn('since', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('health_medical_history_user_idx').on('health_medical_history').column('user_id').execute()
    },
    async down(db: Kysely<any>) {
      for (const t of ['health_medical_history', 'health_member_label']) await db.schema.dropTable(t).ifExists().execute()
    },
  },
}

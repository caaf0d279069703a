/**
 * One consent log for every separate consent (names start with 1040_consent_). The two logs before it
 * (health_consent_log: family members' health/guardian consents and account consents with member_id 0;
 * pe_consent_log: exam persons' form consents) are copied in and dropped; the grants that were recorded only as a
 * timestamp on their object (user_person, chat_patient_archive, survey_submission consent_at) get their grant row.
 * Never edit a released migration: append a new one.
 */
import { sql, type Kysely, type Migration } from 'kysely'

export const consentMigrations: Record<string, Migration> = {
  '1040_consent_log': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('consent_log')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
        .addColumn('subject', 'text', (c) => c.notNull().check(sql`subject IN ('member', 'person', 'archive', 'survey', 'account')`))
        .addColumn('subject_id', 'integer', (c) => c.notNull())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull().check(sql`action IN ('grant', 'withdraw')`))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('consent_log_user_idx').on('consent_log').columns(['user_id', 'subject', 'subject_id']).execute()
      // the history, in the order it happened (created_at, then the old logs' ids)
      await sql`
        insert into consent_log (user_id, subject, subject_id, purpose, action, created_at)
        select user_id, subject, subject_id, purpose, action, created_at from (
          select user_id, case when member_id = 0 then 'account' else 'member' end as subject, member_id as subject_id,
                 kind as purpose, action, created_at, 0 as src, id from health_consent_log
          union all
          select user_id, 'person', person_id, 'exam_form', action, created_at, 1, id from pe_consent_log
          union all
          select user_id, 'person', id, 'id_number', 'grant', consent_at, 2, id from user_person
          union all
          select user_id, 'archive', id, 'chat_archive', 'grant', consent_at, 3, id from chat_patient_archive
          union all
          select user_id, 'survey', id, 'sensitive_survey', 'grant', consent_at, 4, id from survey_submission
            where consent_at is not null
        ) e order by created_at, src, id`.execute(db)
      await db.schema.dropTable('health_consent_log').execute()
      await db.schema.dropTable('pe_consent_log').execute()
    },
    async down(db: Kysely<any>) {
      await db.schema
        .createTable('health_consent_log')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('member_id', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('health_consent_log_user_idx').on('health_consent_log').column('user_id').execute()
      await db.schema
        .createTable('pe_consent_log')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('person_id', 'integer', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute()
      await sql`
        insert into health_consent_log (user_id, member_id, kind, action, created_at)
        select user_id, subject_id, purpose, action, created_at from consent_log
        where subject in ('member', 'account') order by id`.execute(db)
      await sql`
        insert into pe_consent_log (user_id, person_id, action, created_at)
        select user_id, subject_id, action, created_at from consent_log
        where subject = 'person' and purpose = 'exam_form' order by id`.execute(db)
      await db.schema.dropTable('consent_log').execute()
    },
  },
}

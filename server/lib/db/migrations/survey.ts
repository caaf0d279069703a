/**
 * Questionnaires (server/modules/survey): surveys with their schema (src/domain/survey), submissions, the
 * per-person submission cap and the follow-up items that open a survey. Never edit a released migration.
 */
import { type Kysely, type Migration, sql } from 'kysely'

export const surveyMigrations: Record<string, Migration> = {
  '0740_survey_tables': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('survey')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('hospital_id', 'integer')
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('intro', 'text', (c) => c.notNull())
        .addColumn('schema', 'jsonb', (c) => c.notNull())
        .addColumn('max_per_person', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('start_at', 'timestamptz')
        .addColumn('end_at', 'timestamptz')
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('sensitive', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addCheckConstraint('survey_kind_check', sql`kind in ('survey', 'onePlus')`)
        .execute()
      await db.schema.createIndex('survey_code_idx').unique().on('survey').columns(['code']).execute()
      await db.schema
        .createTable('survey_submission')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('survey_id', 'integer', (c) => c.notNull().references('survey.id'))
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('relation_id', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('answers', 'jsonb', (c) => c.notNull())
        .addColumn('score', 'integer')
        .addColumn('band_label', 'text')
        .addColumn('band_advice', 'text')
        .addColumn('suggests', 'jsonb', (c) => c.notNull())
        .addColumn('consent_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('survey_submission_user_idx').on('survey_submission').columns(['user_id', 'survey_id']).execute()
      await db.schema
        .createTable('survey_quota')
        .addColumn('survey_id', 'integer', (c) => c.notNull().references('survey.id'))
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('relation_id', 'text', (c) => c.notNull())
        .addColumn('used', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('survey_quota_pk', ['survey_id', 'user_id', 'relation_id'])
        .execute()
      await db.schema
        .createTable('survey_task')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('survey_id', 'integer', (c) => c.notNull().references('survey.id'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('relation_id', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('clicked_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addCheckConstraint('survey_task_kind_check', sql`kind in ('plan', 'task')`)
        .execute()
      await db.schema.createIndex('survey_task_user_idx').on('survey_task').columns(['user_id']).execute()
    },
    async down(db: Kysely<any>) {
      for (const t of ['survey_task', 'survey_quota', 'survey_submission', 'survey']) await db.schema.dropTable(t).ifExists().execute()
    },
  },
}

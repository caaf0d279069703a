/**
 * The staff console's check-up packages (issue 33 item 1). Names start with 1440. Never edit a released migration:
 * append a new one.
 *
 *  - `pe_package.pool_goods_id`: the goods whose slots of THE appointment pool the package books (another package's
 *    pool shared by both); null = its own goods' slots, as before;
 *  - `pe_add_item_rule.conflicts`: ids of the package's other add-ons this one cannot be chosen with (kept both ways
 *    by the console's save; the patient's order checks either side, src/domain/checkup addOnConflictMessage).
 *
 * 1441_survey_versions (issue 33 item 4, the questionnaire editor): an answered questionnaire's edit is a new
 * version; answers keep the one they answered:
 *  - `survey.version` (from 1), `survey_submission.survey_version` (what the sheet answered; 1 for the old ones);
 *  - `survey_version`: the schema of each version that was replaced after it had answers.
 */
import { sql, type Kysely, type Migration } from 'kysely'

export const packagesConsoleMigrations: Record<string, Migration> = {
  '1440_packages_console': {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('pe_package').addColumn('pool_goods_id', 'integer').execute()
      await db.schema
        .alterTable('pe_add_item_rule')
        .addColumn('conflicts', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
        .execute()
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('pe_add_item_rule').dropColumn('conflicts').execute()
      await db.schema.alterTable('pe_package').dropColumn('pool_goods_id').execute()
    },
  },
  '1441_survey_versions': {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('survey')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute()
      await db.schema
        .alterTable('survey_submission')
        .addColumn('survey_version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute()
      await db.schema
        .createTable('survey_version')
        .addColumn('survey_id', 'integer', (c) => c.notNull().references('survey.id'))
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('schema', 'jsonb', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addPrimaryKeyConstraint('survey_version_pk', ['survey_id', 'version'])
        .execute()
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('survey_version').ifExists().execute()
      await db.schema.alterTable('survey_submission').dropColumn('survey_version').execute()
      await db.schema.alterTable('survey').dropColumn('version').execute()
    },
  },
}

/**
 * Versions of the legal texts (issue 33 item 4): the served text of a code and hospital (`protocol`) gets its
 * version number and what changed; every version a hospital writes is kept in `protocol_version` (a draft until it
 * is published: number, text, who, when); `protocol_acceptance` records which version of the user agreement (100)
 * and the privacy policy (200) each patient accepted. Numbers 1420-1429. Never edit a released migration: append a
 * new one.
 */
import { sql, type Kysely, type Migration } from 'kysely'

export const legalMigrations: Record<string, Migration> = {
  '1420_legal_versions': {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('protocol')
        // every text served before versions existed is version 1
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('published_by', 'integer')
        .execute()
      await db.schema
        .createTable('protocol_version')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('code', 'integer', (c) => c.notNull())
        // null while a draft; the number it was published as
        .addColumn('version', 'integer')
        .addColumn('status', 'text', (c) => c.notNull().check(sql`status IN ('draft', 'published')`))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_by', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('updated_by', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .addColumn('published_by', 'integer')
        .addColumn('published_at', 'timestamptz')
        .execute()
      // one draft per code and hospital; a published number once
      await sql`create unique index protocol_version_draft_idx on protocol_version (hospital_id, code) where status = 'draft'`.execute(db)
      await sql`create unique index protocol_version_number_idx on protocol_version (hospital_id, code, version) where version is not null`.execute(
        db,
      )
      await db.schema
        .createTable('protocol_acceptance')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('code', 'integer', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('accepted_at', 'timestamptz', (c) => c.notNull())
        .addUniqueConstraint('protocol_acceptance_once', ['user_id', 'hospital_id', 'code', 'version'])
        .execute()
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('protocol_acceptance').execute()
      await db.schema.dropTable('protocol_version').execute()
      await db.schema.alterTable('protocol').dropColumn('version').dropColumn('note').dropColumn('published_by').execute()
    },
  },
  // a landing's draft per hospital and key (the console edits it; publishing copies it into landing_page)
  '1421_landing_drafts': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('landing_draft')
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('landing_key', 'text', (c) => c.notNull())
        .addColumn('config', 'jsonb', (c) => c.notNull())
        .addColumn('updated_by', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .addPrimaryKeyConstraint('landing_draft_pk', ['hospital_id', 'landing_key'])
        .execute()
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('landing_draft').execute()
    },
  },
}

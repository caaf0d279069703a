/**
 * The staff console's home-page editor (issue 33 item 3). Names start with 1400_page_editor. Never edit a released
 * migration: append a new one.
 *
 *  - `magic_page_draft`: one draft per page (the blocks with their resources and the page's ads, as JSON), saved by
 *    an operator, published into magic_page / magic_group / magic_resource / advertisement;
 *  - `magic_page_version`: every publish and rollback, numbered per page, with who and when and the draft published;
 *  - `page_preview_token`: a short-lived token (its sha256 kept) with which the H5 app renders a page's draft;
 *  - `page_editor_id_seq` (from 20 000 000, above the seed's ids and the goods console's): the ids of the groups,
 *    resources and ads a publish writes.
 */
import { sql, type Kysely, type Migration } from 'kysely'

export const pageEditorMigrations: Record<string, Migration> = {
  '1400_page_editor': {
    async up(db: Kysely<any>) {
      await sql`create sequence if not exists page_editor_id_seq start with 20000000`.execute(db)
      await db.schema
        .createTable('magic_page_draft')
        .addColumn('page_id', 'integer', (c) => c.primaryKey())
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('draft', 'jsonb', (c) => c.notNull())
        .addColumn('saved_at', 'timestamptz', (c) => c.notNull())
        .addColumn('saved_by', 'integer', (c) => c.notNull())
        .addColumn('saved_by_name', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createTable('magic_page_version')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('page_id', 'integer', (c) => c.notNull())
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('draft', 'jsonb', (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull())
        .addColumn('published_at', 'timestamptz', (c) => c.notNull())
        .addColumn('published_by', 'integer')
        .addColumn('published_by_name', 'text', (c) => c.notNull())
        .addUniqueConstraint('magic_page_version_page_version', ['page_id', 'version'])
        .execute()
      await db.schema
        .createTable('page_preview_token')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('page_id', 'integer', (c) => c.notNull())
        .addColumn('staff_id', 'integer', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .execute()
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('page_preview_token').ifExists().execute()
      await db.schema.dropTable('magic_page_version').ifExists().execute()
      await db.schema.dropTable('magic_page_draft').ifExists().execute()
      await sql`drop sequence if exists page_editor_id_seq`.execute(db)
    },
  },
}

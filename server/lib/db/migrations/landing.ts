/**
 * Hospital landings (issues 12 and 14): names start with 0870_landing_. Never edit a released migration:
 * append a new one.
 */
import type { Kysely, Migration } from 'kysely'

export const landingMigrations: Record<string, Migration> = {
  '0870_landing_page': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('landing_page')
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('landing_key', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('subtitle', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('banner_path', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('intro_html', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sections', 'jsonb', (c) => c.notNull())
        .addColumn('steps', 'jsonb', (c) => c.notNull())
        .addColumn('notices', 'jsonb', (c) => c.notNull())
        .addColumn('contact', 'jsonb')
        .addColumn('faqs', 'jsonb', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .addPrimaryKeyConstraint('landing_page_pk', ['hospital_id', 'landing_key'])
        .execute()
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('landing_page').ifExists().execute()
    },
  },
}

/**
 * Issue 14 items 2-3 (studio groups, entry homes): names start with 0860_doctors2_. Never edit a released
 * migration: append a new one.
 */
import type { Kysely, Migration } from 'kysely'

export const doctors2Migrations: Record<string, Migration> = {
  '0860_doctors2_entry_home': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('entry_home')
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('entry_type', 'text', (c) => c.notNull())
        .addColumn('magic_page_id', 'integer', (c) => c.notNull())
        .addColumn('studio_id', 'integer')
        .addPrimaryKeyConstraint('entry_home_pk', ['hospital_id', 'entry_type'])
        .execute()
      await db.schema
        .createTable('follow_up_plan')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('studio_id', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('plan_date', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('todo'))
        .execute()
      await db.schema.createIndex('follow_up_plan_user_idx').on('follow_up_plan').columns(['user_id', 'plan_date']).execute()
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('follow_up_plan').ifExists().execute()
      await db.schema.dropTable('entry_home').ifExists().execute()
    },
  },
}

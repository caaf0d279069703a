/**
 * Account preferences (issue 16: the elder-friendly mode, remembered per user): names start with 0980_preference_.
 * Never edit a released migration: append a new one.
 */
import type { Kysely, Migration } from 'kysely'

export const preferenceMigrations: Record<string, Migration> = {
  '0980_preference_user_preference': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('user_preference')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('app_user.id').onDelete('cascade'))
        .addColumn('elder_mode', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute()
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('user_preference').ifExists().execute()
    },
  },
}

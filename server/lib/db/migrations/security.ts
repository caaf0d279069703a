/**
 * Security hardening (issue 10). Never edit a released migration: append a new one.
 * - 0650_login_guard: password attempts are reserved atomically in one row per account (an
 *   `INSERT ... ON CONFLICT DO UPDATE ... RETURNING` counts and takes the attempt in one statement),
 *   instead of failure rows read before the slow password check and written after it.
 */
import { type Kysely, type Migration } from 'kysely'

export const securityMigrations: Record<string, Migration> = {
  '0650_login_guard': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('login_guard')
        .addColumn('account', 'text', (c) => c.primaryKey())
        .addColumn('window_start', 'timestamptz', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull())
        .addColumn('last_ip', 'text', (c) => c.notNull())
        .execute()
      await db.schema.dropTable('login_failure').ifExists().execute()
    },
    async down(db: Kysely<any>) {
      await db.schema
        .createTable('login_failure')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('account', 'text', (c) => c.notNull())
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('login_failure_account_idx').on('login_failure').columns(['account', 'created_at']).execute()
      await db.schema.dropTable('login_guard').ifExists().execute()
    },
  },
}

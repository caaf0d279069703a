/**
 * Going live (issue 30: real payment providers). Never edit a released migration: append a new one.
 *  - 1100_golive_pay_notify_log: the raw notify log (server/modules/pay/notify.ts), kept for audit.
 */
import type { Kysely, Migration } from 'kysely'

export const goLiveMigrations: Record<string, Migration> = {
  '1100_golive_pay_notify_log': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('pay_notify_log')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('headers', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('outcome', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('pay_notify_log_created_idx').on('pay_notify_log').column('created_at').execute()
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('pay_notify_log').execute()
    },
  },
}

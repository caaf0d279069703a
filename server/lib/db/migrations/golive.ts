/**
 * Going live (issue 30: real payment providers). Never edit a released migration: append a new one.
 *  - 1100_golive_pay_notify_log: the raw notify log (server/modules/pay/notify.ts), kept for audit; partial indexes
 *    of the payments still PAYING and the refunds still PENDING (the sync job, server/modules/pay syncWaiting).
 */
import { sql, type Kysely, type Migration } from 'kysely'

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
      // the sync job's look-ups (every ORDER_SWEEP_MS on every instance): only the few rows still waiting are indexed
      await sql`create index payment_paying_idx on payment (created_at) where status = 'PAYING'`.execute(db)
      await sql`create index order_refund_pending_idx on order_refund (created_at) where status = 'PENDING'`.execute(db)
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('order_refund_pending_idx').execute()
      await db.schema.dropIndex('payment_paying_idx').execute()
      await db.schema.dropTable('pay_notify_log').execute()
    },
  },
}

/**
 * Issue 18's tables. Tracking (server/modules/tracking): page visits, shares and named events. One row per event; `day` is
 * the business day of its arrival (src/domain/time), so the per-day aggregate needs no time-zone arithmetic in SQL. The pay-success configuration (server/modules/pay-success).
 * Never edit a released migration.
 */
import { type Kysely, type Migration, sql } from 'kysely'

export const trackingMigrations: Record<string, Migration> = {
  '0840_track_event': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('track_event')
        .addColumn('id', 'bigserial', (c) => c.primaryKey())
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('user_id', 'integer')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('path', 'text')
        .addColumn('target', 'text')
        .addColumn('object_type', 'text')
        .addColumn('object_id', 'text')
        .addColumn('utm', 'text')
        .addColumn('spm', 'text')
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addCheckConstraint('track_event_kind_check', sql`kind in ('visit', 'share', 'event')`)
        .execute()
      await db.schema.createIndex('track_event_day_idx').on('track_event').columns(['hospital_id', 'kind', 'day']).execute()
    },
  },
  // issue 29 item 3, tracking bounded: duplicates folded into `hits` (one row per fold key: the actor, the event and its
  // minute), past days rolled up into track_daily (what the staff figures read) and raw rows deleted after the
  // retention; track_rollup marks the days rolled up (the roll-up of a day happens once, whichever instance runs it)
  '1293_tracking_bounded': {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('track_event')
        .addColumn('hits', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('fold', 'text')
        .execute()
      await db.schema.createIndex('track_event_fold_key').on('track_event').column('fold').unique().execute()
      await db.schema.createIndex('track_event_day_only_idx').on('track_event').column('day').execute()
      await db.schema
        .createTable('track_daily')
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('utm', 'text', (c) => c.notNull())
        .addColumn('hits', 'bigint', (c) => c.notNull())
        .addColumn('users', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('track_daily_pkey', ['hospital_id', 'day', 'kind', 'name', 'utm'])
        .execute()
      await db.schema
        .createTable('track_rollup')
        .addColumn('day', 'text', (c) => c.primaryKey())
        .addColumn('rolled_at', 'timestamptz', (c) => c.notNull())
        .execute()
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('track_rollup').ifExists().execute()
      await db.schema.dropTable('track_daily').ifExists().execute()
      await db.schema.dropIndex('track_event_day_only_idx').ifExists().execute()
      await db.schema.dropIndex('track_event_fold_key').ifExists().execute()
      await db.schema.alterTable('track_event').dropColumn('fold').dropColumn('hits').execute()
    },
  },
  // the pay-success page's configuration per hospital, and the gift of each paid order (granted once)
  '0841_pay_success': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('pay_success_config')
        .addColumn('hospital_id', 'integer', (c) => c.primaryKey())
        .addColumn('banner_path', 'text')
        .addColumn('banner_link', 'text')
        .addColumn('tip', 'text')
        .addColumn('goods_ids', 'jsonb', (c) => c.notNull())
        .addColumn('gift_rule_ids', 'jsonb', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute()
      await db.schema
        .createTable('pay_success_gift')
        .addColumn('order_id', 'integer', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('user_coupon_ids', 'jsonb', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute()
    },
  },
}

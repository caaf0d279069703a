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

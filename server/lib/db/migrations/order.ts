/**
 * Migrations of the buy journey (orders, order lines, appointments, payments, refunds, activity
 * purchase counters, gift counters, verification records, sold-out applications, sandbox payments)
 * and the extra cart columns. Included by migrations.ts; '0200_...' sorts after the browse ones.
 * Never edit a released migration: append a new one.
 */
import { type Kysely, type Migration, sql } from 'kysely'

const TABLES = [
  'sandbox_payment',
  'sell_out_apply',
  'order_verification',
  'gift_given',
  'activity_purchase',
  'order_refund',
  'payment',
  'order_appoint',
  'order_goods',
  'shop_order',
]

export const orderMigrations: Record<string, Migration> = {
  '0200_orders': {
    async up(db: Kysely<any>) {
      // the cart gets the buy-journey columns (the browse part said: more columns, never renamed)
      await db.schema.alterTable('cart').addColumn('pe_info', 'jsonb').execute()
      await db.schema.alterTable('cart').addColumn('service_roles', 'jsonb').execute()

      await db.schema
        .createTable('shop_order')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('order_no', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('order_classify', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('pay_way', 'integer')
        .addColumn('create_way', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('request_key', 'text')
        .addColumn('goods_total_cents', 'integer', (c) => c.notNull())
        .addColumn('activity_discount_cents', 'integer', (c) => c.notNull())
        .addColumn('coupon_discount_cents', 'integer', (c) => c.notNull())
        .addColumn('actual_cents', 'integer', (c) => c.notNull().check(sql`actual_cents >= 0`))
        .addColumn('user_coupon_id', 'integer')
        .addColumn('address', 'jsonb')
        .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('promotions', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
        .addColumn('pay_channel', 'integer')
        .addColumn('pay_no', 'text')
        .addColumn('pay_state', 'text', (c) => c.notNull().defaultTo('UNPAID'))
        .addColumn('pay_time', 'timestamptz')
        .addColumn('close_at', 'timestamptz', (c) => c.notNull())
        .addColumn('cancel_reason', 'text')
        .addColumn('cancel_time', 'timestamptz')
        .addColumn('finish_time', 'timestamptz')
        .addColumn('refund_time', 'timestamptz')
        .addColumn('refund_no', 'text')
        .addColumn('verify_code', 'text', (c) => c.unique())
        .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .addUniqueConstraint('shop_order_user_request', ['user_id', 'request_key'])
        .execute()
      await db.schema
        .createIndex('shop_order_user_idx')
        .on('shop_order')
        .columns(['user_id', 'hospital_id', 'status', 'created_at'])
        .execute()
      await db.schema.createIndex('shop_order_close_idx').on('shop_order').columns(['status', 'close_at']).execute()

      await db.schema
        .createTable('order_goods')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('order_id', 'integer', (c) => c.notNull().references('shop_order.id').onDelete('cascade'))
        .addColumn('goods_id', 'integer', (c) => c.notNull())
        .addColumn('goods_distribute_id', 'integer', (c) => c.notNull())
        .addColumn('sku_id', 'integer', (c) => c.notNull())
        .addColumn('goods_name', 'text', (c) => c.notNull())
        .addColumn('goods_type', 'integer', (c) => c.notNull())
        .addColumn('category_id', 'integer', (c) => c.notNull())
        .addColumn('deal_type', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sku_name', 'text', (c) => c.notNull())
        .addColumn('sku_data', 'jsonb', (c) => c.notNull())
        .addColumn('head_pic', 'text', (c) => c.notNull())
        .addColumn('goods_num', 'integer', (c) => c.notNull().check(sql`goods_num > 0`))
        .addColumn('price_cents', 'integer', (c) => c.notNull())
        .addColumn('max_price_cents', 'integer', (c) => c.notNull())
        .addColumn('per_actual_cents', 'integer', (c) => c.notNull())
        .addColumn('activity_discount_cents', 'integer', (c) => c.notNull())
        .addColumn('promotion_discount_cents', 'integer', (c) => c.notNull())
        .addColumn('coupon_discount_cents', 'integer', (c) => c.notNull())
        .addColumn('real_cents', 'integer', (c) => c.notNull())
        .addColumn('activity_id', 'integer')
        .addColumn('activity_goods_id', 'integer')
        .addColumn('activity_price_cents', 'integer')
        .addColumn('activity_discount_price_cents', 'integer')
        .addColumn('promotion_id', 'integer')
        .addColumn('is_gift', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('is_support_refund', 'boolean', (c) => c.notNull().defaultTo(true))
        .addColumn('stock_taken', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('service_data', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
        .addColumn('pe_info', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
        .addColumn('service_roles', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
        .addColumn('used_num', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      await db.schema.createIndex('order_goods_order_idx').on('order_goods').column('order_id').execute()

      await db.schema
        .createTable('order_appoint')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('order_id', 'integer', (c) => c.notNull().references('shop_order.id').onDelete('cascade'))
        .addColumn('order_goods_id', 'integer', (c) => c.notNull().references('order_goods.id').onDelete('cascade'))
        .addColumn('unit_index', 'integer', (c) => c.notNull())
        .addColumn('goods_id', 'integer', (c) => c.notNull())
        .addColumn('appointed_date', 'text')
        .addColumn('appointed_time', 'text')
        .addColumn('pool_id', 'integer')
        .addColumn('reschedule_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint('order_appoint_unit', ['order_goods_id', 'unit_index'])
        .execute()

      await db.schema
        .createTable('payment')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('pay_no', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('order_ids', 'jsonb', (c) => c.notNull())
        .addColumn('pay_way', 'integer', (c) => c.notNull())
        .addColumn('pay_channel', 'integer', (c) => c.notNull())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('trade_no', 'text', (c) => c.unique())
        .addColumn('return_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('notify_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('paid_at', 'timestamptz')
        .execute()
      await db.schema.createIndex('payment_user_idx').on('payment').column('user_id').execute()

      await db.schema
        .createTable('order_refund')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('refund_no', 'text', (c) => c.notNull().unique())
        .addColumn('order_id', 'integer', (c) => c.notNull())
        .addColumn('pay_no', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addUniqueConstraint('order_refund_order', ['order_id'])
        .execute()

      // per person and activity goods: bought quantity (atomic per-person limit)
      await db.schema
        .createTable('activity_purchase')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
        .addColumn('activity_goods_id', 'integer', (c) => c.notNull())
        .addColumn('bought', 'integer', (c) => c.notNull().check(sql`bought >= 0`))
        .addPrimaryKeyConstraint('activity_purchase_pk', ['user_id', 'activity_goods_id'])
        .execute()

      // gifts given per promotion and sku (atomic against the tier's giftAmount)
      await db.schema
        .createTable('gift_given')
        .addColumn('promotion_id', 'integer', (c) => c.notNull())
        .addColumn('sku_id', 'integer', (c) => c.notNull())
        .addColumn('given', 'integer', (c) => c.notNull().check(sql`given >= 0`))
        .addPrimaryKeyConstraint('gift_given_pk', ['promotion_id', 'sku_id'])
        .execute()

      await db.schema
        .createTable('order_verification')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('order_id', 'integer', (c) => c.notNull().references('shop_order.id').onDelete('cascade'))
        .addColumn('order_goods_id', 'integer', (c) => c.notNull())
        .addColumn('used_num', 'integer', (c) => c.notNull())
        .addColumn('verifier', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('order_verification_order_idx').on('order_verification').column('order_id').execute()

      await db.schema
        .createTable('sell_out_apply')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('goods_id', 'integer', (c) => c.notNull())
        .addColumn('sku_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addUniqueConstraint('sell_out_apply_unique', ['user_id', 'goods_id', 'sku_id'])
        .execute()

      // the sandbox provider's own ledger (what a real provider keeps on its side)
      await db.schema
        .createTable('sandbox_payment')
        .addColumn('pay_no', 'text', (c) => c.primaryKey())
        .addColumn('channel', 'integer', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('trade_no', 'text', (c) => c.notNull().unique())
        .addColumn('return_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute()
    },
    async down(db: Kysely<any>) {
      for (const t of TABLES) await db.schema.dropTable(t).ifExists().execute()
      await db.schema.alterTable('cart').dropColumn('pe_info').execute()
      await db.schema.alterTable('cart').dropColumn('service_roles').execute()
    },
  },

  /**
   * Exam add-on items (加项) charged with the order, and ONE appointment pool.
   * - order_add_item: the add-ons chosen per exam unit, priced by the server at commit time;
   *   shop_order.add_item_cents = their sum (included in actual_cents).
   * - appoint_pool becomes the only pool: every pe_appoint_pool slot moves into it under its
   *   package's goods (pe_package.goods_id). A slot both pools had (same goods, date, time) is merged:
   *   total = total + capacity, booked = booked + booked — every existing booking keeps its place
   *   and no place is lost. pe_appointment.pool_id is re-pointed to appoint_pool, pe_appoint_pool is
   *   dropped. A unique (goods, date, time) key keeps one row per slot from now on.
   */
  '0410_order_add_items_one_appoint_pool': {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('shop_order')
        .addColumn('add_item_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      await db.schema
        .createTable('order_add_item')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('order_id', 'integer', (c) => c.notNull().references('shop_order.id').onDelete('cascade'))
        .addColumn('order_goods_id', 'integer', (c) => c.notNull().references('order_goods.id').onDelete('cascade'))
        .addColumn('unit_index', 'integer', (c) => c.notNull())
        .addColumn('add_item_id', 'integer', (c) => c.notNull())
        .addColumn('item_name', 'text', (c) => c.notNull())
        .addColumn('price_cents', 'integer', (c) => c.notNull())
        .addUniqueConstraint('order_add_item_unit_item', ['order_goods_id', 'unit_index', 'add_item_id'])
        .execute()
      await db.schema.createIndex('order_add_item_order_idx').on('order_add_item').column('order_id').execute()

      // ---- one pool
      // duplicates of a slot inside appoint_pool itself (none expected) are merged first
      await sql`
        WITH d AS (
          SELECT min(id) AS keep, sum(total) AS t, sum(booked) AS b FROM appoint_pool
          GROUP BY goods_id, appointed_date, appointed_time HAVING count(*) > 1
        )
        UPDATE appoint_pool p SET total = d.t, booked = d.b FROM d WHERE p.id = d.keep`.execute(db)
      await sql`
        WITH d AS (SELECT id, min(id) OVER (PARTITION BY goods_id, appointed_date, appointed_time) AS keep FROM appoint_pool)
        UPDATE order_appoint a SET pool_id = d.keep FROM d WHERE a.pool_id = d.id AND d.id <> d.keep`.execute(db)
      await sql`DELETE FROM appoint_pool p USING appoint_pool q WHERE p.goods_id = q.goods_id AND p.appointed_date = q.appointed_date AND p.appointed_time = q.appointed_time AND p.id > q.id`.execute(
        db,
      )
      await db.schema
        .alterTable('appoint_pool')
        .addUniqueConstraint('appoint_pool_slot', ['goods_id', 'appointed_date', 'appointed_time'])
        .execute()
      // the exam module's slots join (merge into an existing slot, or a new one)
      await sql`
        INSERT INTO appoint_pool (goods_id, sku_id, appointed_date, appointed_time, total, booked)
        SELECT k.goods_id, NULL, p.appointed_date, p.appointed_time, p.capacity, p.booked
        FROM pe_appoint_pool p JOIN pe_package k ON k.id = p.package_id
        ON CONFLICT (goods_id, appointed_date, appointed_time)
        DO UPDATE SET total = appoint_pool.total + excluded.total, booked = appoint_pool.booked + excluded.booked`.execute(db)
      await sql`ALTER TABLE pe_appointment DROP CONSTRAINT IF EXISTS pe_appointment_pool_id_fkey`.execute(db)
      await sql`
        UPDATE pe_appointment a SET pool_id = n.id
        FROM pe_appoint_pool p JOIN pe_package k ON k.id = p.package_id
        JOIN appoint_pool n ON n.goods_id = k.goods_id AND n.appointed_date = p.appointed_date AND n.appointed_time = p.appointed_time
        WHERE a.pool_id = p.id`.execute(db)
      await sql`ALTER TABLE pe_appointment ADD CONSTRAINT pe_appointment_pool_id_fkey FOREIGN KEY (pool_id) REFERENCES appoint_pool (id)`.execute(
        db,
      )
      await db.schema.dropTable('pe_appoint_pool').execute()
    },
    async down() {
      throw new Error('0410_order_add_items_one_appoint_pool cannot be undone (the two pools were merged)')
    },
  },
}

/**
 * Migrations of the buy journey (orders, order lines, appointments, payments, refunds, activity
 * purchase counters, gift counters, verification records, sold-out applications, sandbox payments)
 * and the extra cart columns. Included by migrations.ts; '0200_...' sorts after the browse ones.
 * Never edit a released migration: append a new one.
 */
import { type Kysely, type Migration, sql } from 'kysely'

const TABLES = [
  'sandbox_payment', 'sell_out_apply', 'order_verification', 'gift_given', 'activity_purchase', 'order_refund', 'payment',
  'order_appoint', 'order_goods', 'shop_order',
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
      await db.schema.createIndex('shop_order_user_idx').on('shop_order').columns(['user_id', 'hospital_id', 'status', 'created_at']).execute()
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
}

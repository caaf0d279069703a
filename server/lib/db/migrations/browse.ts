/**
 * Migrations of the browse part (goods, activities, coupons, points, page builder, content, cart).
 * Included by migrations.ts after the foundation migrations ('0100_...' sorts after '00xx_...').
 * Never edit a released migration: append a new one.
 */
import { type Kysely, type Migration, sql } from 'kysely'

const TABLES = [
  'cart',
  'integral_record',
  'integral_account',
  'integral_item',
  'integral_rule',
  'appoint_pool',
  'team',
  'user_coupon',
  'coupon_rule',
  'promotion_goods',
  'promotion',
  'activity_goods',
  'activity',
  'hot_word',
  'advertisement',
  'dict_item',
  'studio',
  'doctor',
  'department',
  'article',
  'magic_form',
  'magic_page',
  'magic_group_goods',
  'magic_resource',
  'magic_group',
  'goods_sku',
  'goods',
  'browse_category',
]

export const browseMigrations: Record<string, Migration> = {
  '0100_browse': {
    async up(db: Kysely<any>) {
      const json = (d: unknown) => sql`${sql.lit(JSON.stringify(d))}::jsonb`

      await db.schema
        .createTable('browse_category')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('category_name', 'text', (c) => c.notNull())
        .addColumn('cate_level', 'integer', (c) => c.notNull())
        .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('icon_path', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      await db.schema.createIndex('browse_category_hospital_idx').on('browse_category').columns(['hospital_id', 'cate_level']).execute()

      await db.schema
        .createTable('goods')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('goods_distribute_id', 'integer', (c) => c.notNull().unique())
        .addColumn('category_id', 'integer', (c) => c.notNull())
        .addColumn('goods_name', 'text', (c) => c.notNull())
        .addColumn('goods_type', 'integer', (c) => c.notNull())
        .addColumn('goods_path', 'text', (c) => c.notNull())
        .addColumn('goods_pics', 'jsonb', (c) => c.notNull().defaultTo(json([])))
        .addColumn('sell_point', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('lined_price_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('stock_flag', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('price_show_mode', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('goods_price_flag', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('custom_copy', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('deal_type', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('label_list', 'jsonb', (c) => c.notNull().defaultTo(json([])))
        .addColumn('spec_list', 'jsonb', (c) => c.notNull().defaultTo(json([])))
        .addColumn('service_list', 'jsonb', (c) => c.notNull().defaultTo(json([])))
        .addColumn('service_institution', 'jsonb')
        .addColumn('service_items', 'jsonb', (c) => c.notNull().defaultTo(json([])))
        .addColumn('need_appoint', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('rule_fields', 'jsonb', (c) => c.notNull().defaultTo(json([])))
        .addColumn('message_fields', 'jsonb', (c) => c.notNull().defaultTo(json([])))
        .addColumn('detail_html', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('notice', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('is_support_refund', 'boolean', (c) => c.notNull().defaultTo(true))
        .addColumn('sales_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('copy_type', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('copywriting', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('goods_hospital_idx').on('goods').columns(['hospital_id', 'category_id']).execute()

      await db.schema
        .createTable('goods_sku')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('goods_id', 'integer', (c) => c.notNull().references('goods.id').onDelete('cascade'))
        .addColumn('sku_data', 'jsonb', (c) => c.notNull())
        .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents >= 0`))
        .addColumn('lined_price_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('stock', 'integer', (c) => c.notNull().check(sql`stock >= 0`))
        .addColumn('sku_pic', 'text', (c) => c.notNull().defaultTo(''))
        .execute()
      await db.schema.createIndex('goods_sku_goods_idx').on('goods_sku').column('goods_id').execute()

      await db.schema
        .createTable('magic_group')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('group_type', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()

      await db.schema
        .createTable('magic_resource')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('group_id', 'integer', (c) => c.notNull())
        .addColumn('photo_path', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('sub_title', 'text')
        .addColumn('badge', 'text')
        .addColumn('jump', 'jsonb', (c) => c.notNull().defaultTo(json({})))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      await db.schema.createIndex('magic_resource_group_idx').on('magic_resource').column('group_id').execute()

      await db.schema
        .createTable('magic_group_goods')
        .addColumn('group_id', 'integer', (c) => c.notNull())
        .addColumn('goods_id', 'integer', (c) => c.notNull().references('goods.id').onDelete('cascade'))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('magic_group_goods_pk', ['group_id', 'goods_id'])
        .execute()

      await db.schema
        .createTable('magic_page')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('background_color', 'text', (c) => c.notNull().defaultTo('#F5F6F8'))
        .addColumn('grey_mode', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('magic_page_type', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('blocks', 'jsonb', (c) => c.notNull().defaultTo(json([])))
        .execute()

      await db.schema
        .createTable('magic_form')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('fields', 'jsonb', (c) => c.notNull().defaultTo(json([])))
        .execute()

      await db.schema
        .createTable('article')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('group_id', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('author', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('cover_path', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('publish_time', 'timestamptz', (c) => c.notNull())
        .addColumn('read_num', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      await db.schema.createIndex('article_group_idx').on('article').columns(['hospital_id', 'group_id', 'publish_time']).execute()

      await db.schema
        .createTable('department')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('department_name', 'text', (c) => c.notNull())
        .addColumn('icon_path', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('intro', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()

      await db.schema
        .createTable('doctor')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('department_id', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('title_code', 'text', (c) => c.notNull())
        .addColumn('avatar_path', 'text', (c) => c.notNull())
        .addColumn('good_at', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('intro', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('famous', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('consult_price_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()

      await db.schema
        .createTable('studio')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('department_id', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('great', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('head_img_path', 'text', (c) => c.notNull())
        .addColumn('intro', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('chronic', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('member_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()

      await db.schema
        .createTable('dict_item')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('dict_code', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint('dict_item_code_value', ['dict_code', 'value'])
        .execute()

      await db.schema
        .createTable('advertisement')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('page_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('goods_id', 'integer')
        .addColumn('show_type', 'integer', (c) => c.notNull())
        .addColumn('show_frequency', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('start_time', 'timestamptz')
        .addColumn('end_time', 'timestamptz')
        .addColumn('pic_path', 'text', (c) => c.notNull())
        .addColumn('floor', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('jump', 'jsonb', (c) => c.notNull().defaultTo(json({})))
        .execute()

      await db.schema
        .createTable('hot_word')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('word', 'text', (c) => c.notNull())
        .addColumn('highlight', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()

      await db.schema
        .createTable('activity')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('type', 'integer', (c) => c.notNull())
        .addColumn('activity_name', 'text', (c) => c.notNull())
        .addColumn('period_begin', 'timestamptz', (c) => c.notNull())
        .addColumn('period_end', 'timestamptz', (c) => c.notNull())
        .addColumn('time_before', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('show_price', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('purchase_max', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('single_limit', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('team_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('team_hours', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('activity_describe', 'text', (c) => c.notNull().defaultTo(''))
        .execute()

      await db.schema
        .createTable('activity_goods')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('activity_id', 'integer', (c) => c.notNull().references('activity.id').onDelete('cascade'))
        .addColumn('goods_id', 'integer', (c) => c.notNull().references('goods.id').onDelete('cascade'))
        .addColumn('sku_id', 'integer')
        .addColumn('activity_price_cents', 'integer', (c) => c.notNull())
        .addColumn('activity_discount_price_cents', 'integer')
        .addColumn('activity_stock_num', 'integer', (c) => c.notNull().check(sql`activity_stock_num >= 0`))
        .addColumn('activity_stock_flag', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('activity_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .execute()
      await db.schema.createIndex('activity_goods_goods_idx').on('activity_goods').column('goods_id').execute()

      await db.schema
        .createTable('promotion')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('activity_name', 'text', (c) => c.notNull())
        .addColumn('rule_type', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('period_begin', 'timestamptz', (c) => c.notNull())
        .addColumn('period_end', 'timestamptz', (c) => c.notNull())
        .addColumn('activity_describe', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('tiers', 'jsonb', (c) => c.notNull())
        .execute()

      await db.schema
        .createTable('promotion_goods')
        .addColumn('promotion_id', 'integer', (c) => c.notNull().references('promotion.id').onDelete('cascade'))
        .addColumn('goods_id', 'integer', (c) => c.notNull().references('goods.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('promotion_goods_pk', ['promotion_id', 'goods_id'])
        .execute()

      await db.schema
        .createTable('coupon_rule')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('coupon_name', 'text', (c) => c.notNull())
        .addColumn('coupon_type', 'integer', (c) => c.notNull())
        .addColumn('coupon_val', 'integer', (c) => c.notNull())
        .addColumn('reach_type', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('reach_val', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('acquire_begin', 'timestamptz')
        .addColumn('acquire_end', 'timestamptz')
        .addColumn('period_begin', 'timestamptz')
        .addColumn('period_end', 'timestamptz')
        .addColumn('period_days', 'integer')
        .addColumn('req_num', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('coupon_total', 'integer', (c) => c.notNull())
        .addColumn('received_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('goods_ids', 'jsonb', (c) => c.notNull().defaultTo(json([])))
        .addColumn('new_user', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('in_center', 'boolean', (c) => c.notNull().defaultTo(true))
        .addColumn('coupon_describe', 'text', (c) => c.notNull().defaultTo(''))
        .addCheckConstraint('coupon_rule_received_le_total', sql`received_num >= 0 AND received_num <= coupon_total`)
        .execute()

      await db.schema
        .createTable('user_coupon')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('coupon_rule_id', 'integer', (c) => c.notNull().references('coupon_rule.id'))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('source', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('coupon_batch', 'integer')
        .addColumn('period_begin', 'timestamptz')
        .addColumn('period_end', 'timestamptz')
        .addColumn('received_at', 'timestamptz', (c) => c.notNull())
        .addColumn('used_at', 'timestamptz')
        .execute()
      await db.schema.createIndex('user_coupon_user_idx').on('user_coupon').columns(['user_id', 'coupon_rule_id']).execute()

      await db.schema
        .createTable('team')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('activity_id', 'integer', (c) => c.notNull().references('activity.id').onDelete('cascade'))
        .addColumn('goods_id', 'integer', (c) => c.notNull())
        .addColumn('sku_id', 'integer')
        .addColumn('leader_user_id', 'integer')
        .addColumn('leader_name', 'text', (c) => c.notNull())
        .addColumn('leader_avatar', 'text', (c) => c.notNull())
        .addColumn('need_num', 'integer', (c) => c.notNull())
        .addColumn('joined_num', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('expire_at', 'timestamptz', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute()

      await db.schema
        .createTable('appoint_pool')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('goods_id', 'integer', (c) => c.notNull().references('goods.id').onDelete('cascade'))
        .addColumn('sku_id', 'integer')
        .addColumn('appointed_date', 'text', (c) => c.notNull())
        .addColumn('appointed_time', 'text', (c) => c.notNull())
        .addColumn('total', 'integer', (c) => c.notNull())
        .addColumn('booked', 'integer', (c) => c.notNull().defaultTo(0))
        .addCheckConstraint('appoint_pool_booked_le_total', sql`booked >= 0 AND booked <= total`)
        .execute()
      await db.schema.createIndex('appoint_pool_goods_idx').on('appoint_pool').columns(['goods_id', 'appointed_date']).execute()

      await db.schema
        .createTable('integral_rule')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('rule_name', 'text', (c) => c.notNull())
        .addColumn('rule_desc', 'text', (c) => c.notNull())
        .addColumn('integral', 'integer', (c) => c.notNull())
        .execute()

      await db.schema
        .createTable('integral_item')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('coupon_rule_id', 'integer', (c) => c.notNull().references('coupon_rule.id'))
        .addColumn('integral', 'integer', (c) => c.notNull().check(sql`integral > 0`))
        .addColumn('stock', 'integer', (c) => c.notNull())
        .addColumn('exchanged_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('limit_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addCheckConstraint('integral_item_exchanged_le_stock', sql`exchanged_num >= 0 AND exchanged_num <= stock`)
        .execute()

      await db.schema
        .createTable('integral_account')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('balance', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`balance >= 0`),
        )
        .addColumn('total_earned', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('total_spent', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('integral_account_pk', ['user_id', 'hospital_id'])
        .execute()

      await db.schema
        .createTable('integral_record')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('change_type', 'integer', (c) => c.notNull())
        .addColumn('integral', 'integer', (c) => c.notNull())
        .addColumn('balance', 'integer', (c) => c.notNull())
        .addColumn('remark', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('integral_record_user_idx')
        .on('integral_record')
        .columns(['user_id', 'hospital_id', 'created_at'])
        .execute()

      await db.schema
        .createTable('cart')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('goods_id', 'integer', (c) => c.notNull().references('goods.id'))
        .addColumn('goods_distribute_id', 'integer', (c) => c.notNull())
        .addColumn('sku_id', 'integer', (c) => c.notNull().references('goods_sku.id'))
        .addColumn('goods_num', 'integer', (c) => c.notNull().check(sql`goods_num > 0`))
        .addColumn('checked', 'boolean', (c) => c.notNull().defaultTo(true))
        .addColumn('activity_id', 'integer')
        .addColumn('service_data', 'jsonb')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('cart_user_idx').on('cart').columns(['user_id', 'hospital_id']).execute()
    },
    async down(db: Kysely<any>) {
      for (const t of TABLES) await db.schema.dropTable(t).ifExists().execute()
    },
  },
}

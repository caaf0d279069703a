/**
 * Migrations of the account data: receiver addresses, service/exam persons, physical-exam packages
 * with add-on items, appointment pools and appointments, invoice headers, invoices and their
 * orders, after-sales. Included by migrations.ts ('0300_...' sorts after the browse/order ones).
 * Never edit a released migration: append a new one.
 *
 * Orders belong to the order module: order ids here are plain integers (no foreign key), the
 * order tables are only read.
 */
import { type Kysely, type Migration, sql } from 'kysely'

const TABLES = [
  'after_sale',
  'invoice_order_rel',
  'invoice_apply',
  'invoice_header',
  'pe_appointment',
  'pe_appoint_pool',
  'pe_add_item',
  'pe_package',
  'user_person',
  'user_address',
]

export const accountMigrations: Record<string, Migration> = {
  '0300_account_data': {
    async up(db: Kysely<any>) {
      const user = (c: any) => c.notNull().references('app_user.id').onDelete('cascade')

      await db.schema
        .createTable('user_address')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', user)
        .addColumn('recv_name', 'text', (c) => c.notNull())
        .addColumn('contact_number', 'text', (c) => c.notNull())
        .addColumn('province', 'text', (c) => c.notNull())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('area', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('province_code', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('city_code', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('area_code', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('pick_up_mark_info', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('user_address_user_idx').on('user_address').column('user_id').execute()

      await db.schema
        .createTable('user_person')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', user)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('sex', 'integer', (c) => c.notNull())
        // the ID number: AES-256-GCM under a key derived from the server secret; its HMAC for the
        // duplicate check; its masked form for lists. Never stored nor logged in clear.
        .addColumn('id_number_enc', 'text', (c) => c.notNull())
        .addColumn('id_number_hash', 'text', (c) => c.notNull())
        .addColumn('id_number_masked', 'text', (c) => c.notNull())
        .addColumn('birthday', 'text')
        .addColumn('age', 'integer', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('marital_status', 'integer', (c) => c.notNull())
        .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('consent_at', 'timestamptz', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .addUniqueConstraint('user_person_user_id_number', ['user_id', 'id_number_hash'])
        .execute()

      await db.schema
        .createTable('pe_package')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('goods_id', 'integer', (c) => c.notNull().unique().references('goods.id').onDelete('cascade'))
        .addColumn('sex_limit', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('min_age', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('max_age', 'integer', (c) => c.notNull().defaultTo(150))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      await db.schema.createIndex('pe_package_hospital_idx').on('pe_package').column('hospital_id').execute()

      await db.schema
        .createTable('pe_add_item')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('package_id', 'integer', (c) => c.notNull().references('pe_package.id').onDelete('cascade'))
        .addColumn('item_name', 'text', (c) => c.notNull())
        .addColumn('item_desc', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents >= 0`))
        .addColumn('sex_limit', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      await db.schema.createIndex('pe_add_item_package_idx').on('pe_add_item').column('package_id').execute()

      await db.schema
        .createTable('pe_appoint_pool')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('package_id', 'integer', (c) => c.notNull().references('pe_package.id').onDelete('cascade'))
        .addColumn('appointed_date', 'text', (c) => c.notNull())
        .addColumn('appointed_time', 'text', (c) => c.notNull())
        .addColumn('capacity', 'integer', (c) => c.notNull())
        .addColumn('booked', 'integer', (c) => c.notNull().defaultTo(0))
        .addCheckConstraint('pe_appoint_pool_booked_le_capacity', sql`booked >= 0 AND booked <= capacity`)
        .addUniqueConstraint('pe_appoint_pool_slot', ['package_id', 'appointed_date', 'appointed_time'])
        .execute()

      await db.schema
        .createTable('pe_appointment')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', user)
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('package_id', 'integer', (c) => c.notNull().references('pe_package.id'))
        .addColumn('person_id', 'integer', (c) => c.notNull().references('user_person.id').onDelete('cascade'))
        .addColumn('pool_id', 'integer', (c) => c.notNull().references('pe_appoint_pool.id'))
        .addColumn('order_id', 'integer')
        .addColumn('add_item_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
        .addColumn('filed_info', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
        .addColumn('appointed_date', 'text', (c) => c.notNull())
        .addColumn('appointed_time', 'text', (c) => c.notNull())
        .addColumn('total_cents', 'integer', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('reschedule_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('pe_appointment_user_idx').on('pe_appointment').column('user_id').execute()

      await db.schema
        .createTable('invoice_header')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', user)
        .addColumn('header_type', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('tax_number', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('company_address', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('company_phone', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('bank_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('bank_account', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('invoice_header_user_idx').on('invoice_header').column('user_id').execute()

      await db.schema
        .createTable('invoice_apply')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', user)
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('invoice_type', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('header_type', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('tax_number', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('invoice_no', 'text')
        .addColumn('invoice_url', 'text')
        .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('issued_at', 'timestamptz')
        .addColumn('delivered_at', 'timestamptz')
        .execute()
      await db.schema.createIndex('invoice_apply_user_idx').on('invoice_apply').column('user_id').execute()

      await db.schema
        .createTable('invoice_order_rel')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoice_apply.id').onDelete('cascade'))
        // an order is invoiced once: the unique constraint decides between concurrent applications
        .addColumn('order_id', 'integer', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer', user)
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('invoice_order_rel_invoice_idx').on('invoice_order_rel').column('invoice_id').execute()

      await db.schema
        .createTable('after_sale')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('after_sale_no', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer', user)
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('order_id', 'integer', (c) => c.notNull())
        .addColumn('order_goods_id', 'integer')
        .addColumn('type', 'integer', (c) => c.notNull())
        .addColumn('reason_id', 'integer', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('pics', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
        .addColumn('refund_cents', 'integer', (c) => c.notNull().check(sql`refund_cents > 0`))
        .addColumn('max_refund_cents', 'integer', (c) => c.notNull())
        .addColumn('goods_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('logistics_code', 'text')
        .addColumn('logistics_company', 'text')
        .addColumn('logistics_no', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .addCheckConstraint('after_sale_refund_le_max', sql`refund_cents <= max_refund_cents`)
        .execute()
      await db.schema.createIndex('after_sale_user_idx').on('after_sale').column('user_id').execute()
      // one open (pending, awaiting return, refunding) after-sale per order
      await sql`CREATE UNIQUE INDEX after_sale_open_order ON after_sale (order_id) WHERE status IN (1, 2, 3)`.execute(db)
    },
    async down(db: Kysely<any>) {
      for (const t of TABLES) await db.schema.dropTable(t).ifExists().execute()
    },
  },
}

/**
 * Check-up catalogue (issue 12): banners and concerns of a hospital's check-up centre, each exam
 * package's profile (crowds, concerns, items by department with their meaning, family size) and the
 * rules of each add-on item (tables/checkup.ts). Never edit a released migration: append a new one.
 */
import { sql, type Kysely, type Migration } from 'kysely'

export const checkupMigrations: Record<string, Migration> = {
  '0700_checkup_catalogue': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('pe_banner')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('pic_path', 'text', (c) => c.notNull())
        .addColumn('jump_path', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      await db.schema.createIndex('pe_banner_hospital_idx').on('pe_banner').column('hospital_id').execute()
      await db.schema
        .createTable('pe_disease')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('icon_path', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      await db.schema.createIndex('pe_disease_hospital_idx').on('pe_disease').column('hospital_id').execute()
      await db.schema
        .createTable('pe_package_profile')
        .addColumn('package_id', 'integer', (c) => c.primaryKey().references('pe_package.id').onDelete('cascade'))
        .addColumn('crowds', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
        .addColumn('diseases', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
        .addColumn('item_groups', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
        .addColumn('requires_sexual_history', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('family_size', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(1)
            .check(sql`family_size BETWEEN 1 AND 10`),
        )
        .addColumn('recommended', 'boolean', (c) => c.notNull().defaultTo(false))
        .execute()
      await db.schema
        .createTable('pe_add_item_rule')
        .addColumn('add_item_id', 'integer', (c) => c.primaryKey().references('pe_add_item.id').onDelete('cascade'))
        .addColumn('category', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('meaning', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('min_age', 'integer')
        .addColumn('max_age', 'integer')
        .addColumn('requires_sexual_history', 'boolean', (c) => c.notNull().defaultTo(false))
        .execute()
    },
    async down(db: Kysely<any>) {
      for (const t of ['pe_add_item_rule', 'pe_package_profile', 'pe_disease', 'pe_banner'])
        await db.schema.dropTable(t).ifExists().execute()
    },
  },
}

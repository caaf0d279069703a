/**
 * Issue 18's remaining contract tables (prefix 0910). A goods section of a hospital: a named part of its shop made of
 * some of its categories (a level-1 category includes its level 2) — the paediatric shop (kind 'pediatric',
 * server/modules/pediatric) and the special-medical check-ups (kind 'specialMed', server/modules/special-exam). A
 * section has no goods, orders or payments of its own: they are the shop's (goods, shop_order, payment).
 * Never edit a released migration.
 */
import { type Kysely, type Migration, sql } from 'kysely'

export const pediatricMigrations: Record<string, Migration> = {
  '0910_goods_section': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('goods_section')
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('notice', 'text', (c) => c.notNull())
        .addColumn('category_ids', 'jsonb', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .addPrimaryKeyConstraint('goods_section_pkey', ['hospital_id', 'kind'])
        .addCheckConstraint('goods_section_kind_check', sql`kind in ('pediatric', 'specialMed')`)
        .execute()
    },
  }, // a specialty (professional department) of a hospital and the categories of its goods (market/professionDetail)
  '0911_profession': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('profession')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('intro', 'text', (c) => c.notNull())
        .addColumn('icon_path', 'text', (c) => c.notNull())
        .addColumn('category_ids', 'jsonb', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('profession_hospital_idx').on('profession').columns(['hospital_id', 'sort']).execute()
    },
  },
}

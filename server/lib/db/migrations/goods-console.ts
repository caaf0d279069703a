/**
 * The staff console's goods and coupons (issue 33 items 1, 2): ids for what operators create, the hidden flag of a
 * category, and the goods pictures operators upload. Names start with 1330_goods_console. Never edit a released
 * migration: append a new one.
 *
 *  - one sequence `catalog_console_id_seq` (from 10 000 000, far above the seed's fixed ids) gives the ids of the
 *    categories, goods (and their distribute ids), skus and coupon rules a staff member creates;
 *  - `browse_category.hidden`: a hidden category is left out of the patient's category list;
 *  - `goods_image`: an uploaded picture (bytes checked by content and stripped of metadata with the rules of
 *    server/lib/upload-file.ts), served publicly by its id (a goods picture is shop content, not health data).
 */
import { sql, type Kysely, type Migration } from 'kysely'

export const goodsConsoleMigrations: Record<string, Migration> = {
  '1330_goods_console': {
    async up(db: Kysely<any>) {
      await sql`create sequence if not exists catalog_console_id_seq start with 10000000`.execute(db)
      await db.schema
        .alterTable('browse_category')
        .addColumn('hidden', 'boolean', (c) => c.notNull().defaultTo(false))
        .execute()
      await db.schema
        .createTable('goods_image')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('bytes', 'bytea', (c) => c.notNull())
        .addColumn('staff_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute()
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('goods_image').ifExists().execute()
      await db.schema.alterTable('browse_category').dropColumn('hidden').execute()
      await sql`drop sequence if exists catalog_console_id_seq`.execute(db)
    },
  },
}

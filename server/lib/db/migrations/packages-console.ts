/**
 * The staff console's check-up packages (issue 33 item 1). Names start with 1440. Never edit a released migration:
 * append a new one.
 *
 *  - `pe_package.pool_goods_id`: the goods whose slots of THE appointment pool the package books (another package's
 *    pool shared by both); null = its own goods' slots, as before;
 *  - `pe_add_item_rule.conflicts`: ids of the package's other add-ons this one cannot be chosen with (kept both ways
 *    by the console's save; the patient's order checks either side, src/domain/checkup addOnConflictMessage).
 */
import { sql, type Kysely, type Migration } from 'kysely'

export const packagesConsoleMigrations: Record<string, Migration> = {
  '1440_packages_console': {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('pe_package').addColumn('pool_goods_id', 'integer').execute()
      await db.schema
        .alterTable('pe_add_item_rule')
        .addColumn('conflicts', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
        .execute()
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('pe_add_item_rule').dropColumn('conflicts').execute()
      await db.schema.alterTable('pe_package').dropColumn('pool_goods_id').execute()
    },
  },
}

/**
 * Issue 18's remaining contract tables (prefix 0910). The paediatric shop of a hospital (server/modules/pediatric): its
 * title and notice and the categories whose goods it sells (a level-1 category includes its level 2). The shop has
 * no goods, orders or payments of its own: they are the shop's (goods, shop_order, payment).
 * Never edit a released migration.
 */
import type { Kysely, Migration } from 'kysely'

export const pediatricMigrations: Record<string, Migration> = {
  '0910_pediatric_shop': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('pediatric_shop')
        .addColumn('hospital_id', 'integer', (c) => c.primaryKey())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('notice', 'text', (c) => c.notNull())
        .addColumn('category_ids', 'jsonb', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute()
    },
  },
}

/**
 * Issue 18's last contract fixes (prefix 0960). Never edit a released migration.
 */
import type { Kysely, Migration } from 'kysely'

export const contract4Migrations: Record<string, Migration> = {
  // a goods that is on sale but ordered from its own page only (the postage of /paperToHome): every goods list,
  // recommendation and search leaves it out (server/modules/catalog listable); its detail and order still work
  '0960_goods_hidden_from_lists': {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('goods')
        .addColumn('hidden_from_lists', 'boolean', (c) => c.notNull().defaultTo(false))
        .execute()
    },
  },
}

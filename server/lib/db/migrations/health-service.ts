/** Health services of a hospital (issue 12, /selectService): names start with 0940_health_service. Never edit a released migration. */
import type { Kysely, Migration } from 'kysely'

export const healthServiceMigrations: Record<string, Migration> = {
  '0940_health_service': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('health_service')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('subtitle', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('icon_path', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('intro', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('notices', 'jsonb', (c) => c.notNull())
        .addColumn('goods_ids', 'jsonb', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('health_service_hospital_idx').on('health_service').columns(['hospital_id', 'sort']).execute()
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('health_service').ifExists().execute()
    },
  },
}

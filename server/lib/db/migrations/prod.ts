/**
 * Production (issue 17): what several server processes share through the database. Never edit a
 * released migration: append a new one.
 *  - 0830_rate_limit: the per-client request counters of @fastify/rate-limit (lib/rate-limit-store.ts),
 *    one row per key and fixed window, so the limit holds across every instance.
 */
import { sql, type Kysely, type Migration } from 'kysely'

export const prodMigrations: Record<string, Migration> = {
  '0830_rate_limit': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('rate_limit')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('hits', 'integer', (c) => c.notNull())
        .addColumn('reset_at', 'timestamptz', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('rate_limit_reset_idx').on('rate_limit').column('reset_at').execute()
      await sql`comment on table rate_limit is 'request counters of the rate limit, shared by every server instance (lib/rate-limit-store.ts)'`.execute(
        db,
      )
    },
  },
}

/**
 * Production (issue 17): what several server processes share through the database. Never edit a
 * released migration: append a new one.
 *  - 0830_rate_limit: the per-client request counters of @fastify/rate-limit (lib/rate-limit-store.ts),
 *    one row per key and fixed window, so the limit holds across every instance.
 *  - 0831_cache_notify: every table of the schema (but the rate limit's counters and the migrator's own)
 *    gets a statement-level trigger that sends NOTIFY cache_invalidate '<table>' (delivered at commit,
 *    one per table and transaction; cascaded deletes fire the child table's trigger too). The read
 *    cache of every instance listens (lib/cache/notify.ts) and drops what it read from that table.
 *    A table created later gets it with `select cache_notify_install('<table>')` in its migration.
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
  '0831_cache_notify': {
    async up(db: Kysely<any>) {
      await sql`create or replace function cache_notify() returns trigger language plpgsql as $$
        begin
          perform pg_notify('cache_invalidate', TG_TABLE_NAME);
          return null;
        end $$`.execute(db)
      await sql`create or replace function cache_notify_install(t text) returns void language plpgsql as $$
        begin
          execute format('drop trigger if exists cache_notify on %I', t);
          execute format('create trigger cache_notify after insert or update or delete or truncate on %I for each statement execute function cache_notify()', t);
        end $$`.execute(db)
      await sql`select cache_notify_install(c.relname::text)
                  from pg_class c join pg_namespace n on n.oid = c.relnamespace
                 where n.nspname = current_schema() and c.relkind in ('r', 'p')
                   and c.relname not in ('rate_limit', 'kysely_migration', 'kysely_migration_lock')`.execute(db)
    },
  },
}

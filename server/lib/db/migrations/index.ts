/**
 * Migrations defined in code, run by Kysely's Migrator at start. Append new ones with a name
 * that sorts after the last (Kysely runs them in name order); never edit a released one.
 */
import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely'
import { openDatabase, type Database } from '../index'
import { browseMigrations } from './browse'
import { orderMigrations } from './order'
import { accountMigrations } from './account'
import { perfMigrations } from './perf'
import { securityMigrations } from './security'
import { ordersHardeningMigrations } from './orders-hardening'
import { healthMigrations } from './health'
import { reportMigrations } from './report'
import { surveyMigrations } from './survey'
import { contentMigrations } from './content'
import { checkupMigrations } from './checkup'
import { maternityMigrations } from './maternity'
import { recordsMigrations } from './records'
import { chatMigrations } from './chat'
import { chat2Migrations } from './chat2'
import { assistantMigrations } from './assistant'
import { pediatricMigrations } from './pediatric'
import { trackingMigrations } from './tracking'
import { groupBuyMigrations } from './groupbuy'
import { checkup2Migrations } from './checkup2'
import { checkup4Migrations } from './checkup4'
import { prodMigrations } from './prod'
import { doctors2Migrations } from './doctors2'
import { landingMigrations } from './landing'
import { healthServiceMigrations } from './health-service'
import { preferenceMigrations } from './preference'
import { contract4Migrations } from './contract4'
import { consentMigrations } from './consent'
import { goLiveMigrations } from './golive'
import { staffMigrations } from './staff'
import { installRowLevelSecurity, rlsMigrations } from './rls'
import { LOG_TABLES } from '../log-tables'
import { wechatMigrations } from './wechat'
import { checkupDeskMigrations } from './checkup-desk'
import { pageEditorMigrations } from './page-editor'
import { staffDeskMigrations } from './staff-desk'
import { reportDeskMigrations } from './report-desk'
import { chatDeskMigrations } from './chat-desk'
import { goodsConsoleMigrations } from './goods-console'
import { peopleConsoleMigrations } from './people-console'
import { contentConsoleMigrations } from './content-console'
import { packagesConsoleMigrations } from './packages-console'
import { legalMigrations } from './legal'

export const migrations: Record<string, Migration> = {
  '0001_foundation_and_accounts': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('hospital')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('short_name', 'text', (c) => c.notNull())
        .addColumn('logo_path', 'text', (c) => c.notNull())
        .addColumn('primary_color', 'text', (c) => c.notNull())
        .addColumn('primary_color_end', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('grey_mode', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('home_magic_page_id', 'integer', (c) => c.notNull())
        .execute()

      await db.schema
        .createTable('app_user')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.unique())
        .addColumn('password_hash', 'text')
        .addColumn('register_hospital_id', 'integer', (c) => c.notNull())
        .addColumn('register_channel', 'text', (c) => c.notNull())
        .addColumn('avatar_url', 'text')
        .addColumn('id_no_hash', 'text', (c) => c.unique())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute()

      await db.schema
        .createTable('user_third')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('open_id', 'text', (c) => c.notNull())
        .addColumn('union_id', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addUniqueConstraint('user_third_channel_open_id', ['channel', 'open_id'])
        .execute()
      await db.schema.createIndex('user_third_user_idx').on('user_third').column('user_id').execute()

      await db.schema
        .createTable('user_session')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('login_type', 'integer', (c) => c.notNull())
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('sms_verified_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('revoked_at', 'timestamptz')
        .execute()
      await db.schema.createIndex('user_session_user_idx').on('user_session').column('user_id').execute()

      await db.schema
        .createTable('captcha')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('answer', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('used_at', 'timestamptz')
        .execute()
      await db.schema.createIndex('captcha_expires_idx').on('captcha').column('expires_at').execute()

      await db.schema
        .createTable('sms_code')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('type', 'integer', (c) => c.notNull())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('consumed_at', 'timestamptz')
        .execute()
      await db.schema.createIndex('sms_code_phone_idx').on('sms_code').columns(['phone', 'created_at']).execute()
      await db.schema.createIndex('sms_code_ip_idx').on('sms_code').columns(['ip', 'created_at']).execute()

      await db.schema
        .createTable('sms_outbox')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('sms_outbox_phone_idx').on('sms_outbox').column('phone').execute()

      await db.schema
        .createTable('login_failure')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('account', 'text', (c) => c.notNull())
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('login_failure_account_idx').on('login_failure').columns(['account', 'created_at']).execute()

      await db.schema
        .createTable('sys_conf')
        .addColumn('config_key', 'text', (c) => c.primaryKey())
        .addColumn('config_val', 'text', (c) => c.notNull())
        .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
        .execute()

      await db.schema
        .createTable('protocol')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('code', 'integer', (c) => c.notNull())
        .addColumn('hospital_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addUniqueConstraint('protocol_code_hospital', ['code', 'hospital_id'])
        .execute()

      await db.schema
        .createTable('server_kv')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute()
    },
    async down(db: Kysely<any>) {
      for (const t of [
        'server_kv',
        'protocol',
        'sys_conf',
        'login_failure',
        'sms_outbox',
        'sms_code',
        'captcha',
        'user_session',
        'user_third',
        'app_user',
        'hospital',
      ]) {
        await db.schema.dropTable(t).ifExists().execute()
      }
    },
  },
  ...browseMigrations,
  ...accountMigrations,
  ...orderMigrations,
  ...perfMigrations,
  ...securityMigrations,
  ...ordersHardeningMigrations,
  ...healthMigrations,
  ...reportMigrations,
  ...surveyMigrations,
  ...contentMigrations,
  ...checkupMigrations,
  ...maternityMigrations,
  ...recordsMigrations,
  ...chatMigrations,
  ...chat2Migrations,
  ...assistantMigrations,
  ...trackingMigrations,
  ...groupBuyMigrations,
  ...pediatricMigrations,
  ...checkup2Migrations,
  ...checkup4Migrations,
  ...prodMigrations,
  ...doctors2Migrations,
  ...landingMigrations,
  ...healthServiceMigrations,
  ...preferenceMigrations,
  ...consentMigrations,
  ...contract4Migrations,
  ...goLiveMigrations,
  ...staffMigrations,
  ...rlsMigrations,
  ...wechatMigrations,
  ...staffDeskMigrations,
  ...reportDeskMigrations,
  ...chatDeskMigrations,
  ...goodsConsoleMigrations,
  ...checkupDeskMigrations,
  ...pageEditorMigrations,
  ...peopleConsoleMigrations,
  ...contentConsoleMigrations,
  ...packagesConsoleMigrations,
  ...legalMigrations,
}

class CodeMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations
  }
}

/** Runs every pending migration; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  // migrations of different areas are numbered in blocks (0400 orders, 0500 performance): a database that
  // already ran a later block still gets an earlier-numbered one added afterwards (they are independent)
  const migrator = new Migrator({ db, provider: new CodeMigrationProvider(), allowUnorderedMigrations: true })
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw error instanceof Error ? error : new Error(String(error))
  // the cache's NOTIFY trigger (0831_cache_notify) on every table, including the ones later migrations
  // created (their names sort after 0831 or they came in unordered): idempotent, one catalogue query. Not on
  // the high-churn tables no cached read comes from (log-tables.ts: a page visit must not drop every cache)
  const skipped = ['kysely_migration', 'kysely_migration_lock', ...LOG_TABLES]
  await sql`select cache_notify_install(c.relname::text)
              from pg_class c join pg_namespace n on n.oid = c.relnamespace
             where n.nspname = current_schema() and c.relkind in ('r', 'p')
               and c.relname::text <> all(${skipped}::text[])
               and not exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = 'cache_notify')`.execute(db)
  // the row-level security policies (1251_rls_health_and_orders) of a table created by a migration that ran later
  await installRowLevelSecurity(db)
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}

/**
 * The migrations at start: on `database` itself, or, with MIGRATION_DATABASE_URL (`ownerUrl`), through a short-lived
 * connection as the tables' owner, the app's own role (DATABASE_URL) owning nothing (server/README.md "Database roles")
 */
export async function migrateAsOwner(database: Database, ownerUrl: string | null): Promise<string[]> {
  if (!ownerUrl || database.kind !== 'postgres') return migrateToLatest(database.db)
  const owner = await openDatabase({ databaseUrl: ownerUrl, poolMax: 1 })
  try {
    return await migrateToLatest(owner.db)
  } finally {
    await owner.close()
  }
}

/**
 * WeChat identity going live (issue 30). Never edit a released migration: append a new one.
 *  - 1160_wechat_login: user_third.app_id (the app an openid belongs to: openids differ between the mini-program and
 *    the official account; null on rows written before) and an index of the WeChat unionids (one user across both
 *    apps); wechat_session: the mini-program session_key of a user_third row, encrypted, server-side only.
 *  - 1161_wechat_credential: the access token and the JS-SDK ticket of each appid, shared by every server instance
 *    (server/lib/wechat-token.ts: one fetch at a time through a conditional UPDATE of lock_until).
 *  - 1162_wechat_shipping: the shipping-information uploads still owed to WeChat (server/modules/wechat/shipping.ts),
 *    retried by the order sweep until accepted.
 *  - 1270_oauth_state: the `state` of each H5 OAuth authorization (WeChat browser), single-use, short-lived, bound to
 *    the browser that started it (a cookie; only hashes stored), held in the database so any instance checks it
 *    (server/modules/auth/oauth-state.ts).
 */
import { sql, type Kysely, type Migration } from 'kysely'

export const wechatMigrations: Record<string, Migration> = {
  '1160_wechat_login': {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('user_third').addColumn('app_id', 'text').execute()
      await sql`create index user_third_wx_union_idx on user_third (union_id) where channel = 'wx' and union_id is not null`.execute(db)
      await db.schema
        .createTable('wechat_session')
        .addColumn('third_id', 'integer', (c) => c.primaryKey().references('user_third.id').onDelete('cascade'))
        .addColumn('session_key', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute()
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('wechat_session').execute()
      await db.schema.dropIndex('user_third_wx_union_idx').execute()
      await db.schema.alterTable('user_third').dropColumn('app_id').execute()
    },
  },
  '1161_wechat_credential': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('wechat_credential')
        .addColumn('app_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('value', 'text')
        .addColumn('expires_at', 'timestamptz')
        .addColumn('lock_until', 'timestamptz')
        .addColumn('fetched_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .addPrimaryKeyConstraint('wechat_credential_pk', ['app_id', 'kind'])
        .execute()
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('wechat_credential').execute()
    },
  },
  '1270_oauth_state': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('oauth_state')
        .addColumn('state_hash', 'text', (c) => c.primaryKey())
        .addColumn('binding_hash', 'text', (c) => c.notNull())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('redirect_uri', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('used_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute()
      await sql`create index oauth_state_expires_idx on oauth_state (expires_at)`.execute(db)
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('oauth_state').execute()
    },
  },
  '1162_wechat_shipping': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('wechat_shipping')
        .addColumn('order_id', 'integer', (c) => c.primaryKey().references('shop_order.id').onDelete('cascade'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_at', 'timestamptz', (c) => c.notNull())
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute()
      await sql`create index wechat_shipping_pending_idx on wechat_shipping (next_at) where status = 'PENDING'`.execute(db)
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('wechat_shipping').execute()
    },
  },
}

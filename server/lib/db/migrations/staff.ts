/**
 * The hospital staff console (issue 31): accounts, recovery codes, sessions, the audit log, refund approvals.
 * Names start with 1200_staff_. Never edit a released migration: append a new one.
 */
import { sql, type Kysely, type Migration } from 'kysely'

export const staffMigrations: Record<string, Migration> = {
  '1200_staff_accounts': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('staff_account')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('username', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('totp_secret_enc', 'text')
        .addColumn('totp_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('totp_last_step', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('locked_until', 'timestamptz')
        .addColumn('disabled', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('created_by', 'integer')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('staff_account_hospital_idx').on('staff_account').column('hospital_id').execute()
      await db.schema
        .createTable('staff_recovery_code')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_account.id').onDelete('cascade'))
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('used_at', 'timestamptz')
        .execute()
      await db.schema.createIndex('staff_recovery_code_staff_idx').on('staff_recovery_code').column('staff_id').execute()
      await db.schema
        .createTable('staff_session')
        .addColumn('id_hash', 'text', (c) => c.primaryKey())
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_account.id').onDelete('cascade'))
        .addColumn('stage', 'text', (c) => c.notNull())
        .addColumn('csrf_token', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('ended_at', 'timestamptz')
        .addColumn('ip', 'text', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('staff_session_staff_idx').on('staff_session').column('staff_id').execute()
      await db.schema
        .createTable('staff_audit')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('at', 'timestamptz', (c) => c.notNull())
        .addColumn('staff_id', 'integer')
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('hospital_id', 'integer')
        .addColumn('role', 'text')
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('object_type', 'text')
        .addColumn('object_id', 'text')
        .addColumn('patient_user_id', 'integer')
        .addColumn('result', 'text', (c) => c.notNull())
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('request_id', 'text', (c) => c.notNull())
        .addColumn('changes', 'text')
        .execute()
      await db.schema.createIndex('staff_audit_hospital_at_idx').on('staff_audit').columns(['hospital_id', 'at']).execute()
      await db.schema.createIndex('staff_audit_at_idx').on('staff_audit').column('at').execute()
      // append-only: rows are never changed (the retention sweep deletes old rows, nothing updates them)
      await sql`CREATE FUNCTION staff_audit_no_update() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'staff_audit is append-only'; END $$`.execute(db)
      await sql`CREATE TRIGGER staff_audit_append_only BEFORE UPDATE ON staff_audit
        FOR EACH ROW EXECUTE FUNCTION staff_audit_no_update()`.execute(db)
      await db.schema
        .createTable('staff_refund_approval')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('after_sale_id', 'integer', (c) => c.notNull())
        .addColumn('staff_id', 'integer', (c) => c.notNull())
        .addColumn('hospital_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addUniqueConstraint('staff_refund_approval_once', ['after_sale_id', 'staff_id'])
        .execute()
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('staff_refund_approval').ifExists().execute()
      await db.schema.dropTable('staff_audit').ifExists().execute()
      await sql`DROP FUNCTION IF EXISTS staff_audit_no_update()`.execute(db)
      await db.schema.dropTable('staff_session').ifExists().execute()
      await db.schema.dropTable('staff_recovery_code').ifExists().execute()
      await db.schema.dropTable('staff_account').ifExists().execute()
    },
  },
  /** the staff review of after-sales: the refusal's reason, the moment the refund was started (at most once) */
  '1201_staff_after_sale_review': {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('after_sale').addColumn('refuse_reason', 'text').execute()
      await db.schema.alterTable('after_sale').addColumn('refund_started_at', 'timestamptz').execute()
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('after_sale').dropColumn('refund_started_at').execute()
      await db.schema.alterTable('after_sale').dropColumn('refuse_reason').execute()
    },
  },
}

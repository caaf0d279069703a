/**
 * The second wall of the staff console (issue 31 item 3) and the audit's retention (item 4). Names start with
 * 1250_. Never edit a released migration: append a new one.
 *
 *  - 1250_cache_notify_not_on_logs: the cache's NOTIFY trigger dropped from the high-churn tables no cached read
 *    comes from (server/lib/db/log-tables.ts); `migrateToLatest` no longer installs it there.
 *  - 1251_rls_health_and_orders: row-level security on PostgreSQL on the health-data and order tables. The policies
 *    key on two per-transaction settings that only the staff's scoped data layer sets
 *    (server/lib/db/rls.ts: `set_config('app.role', 'staff', true)`, `set_config('app.hospital_id', …, true)`):
 *      app.role unset (the patient and system paths, which filter by the user in their queries, as before)
 *        -> every row, unchanged;
 *      app.role = 'staff' -> only the rows of app.hospital_id (none when it is missing: fail closed).
 *    Three kinds of table: with a hospital_id (the row's own hospital); a child reached through its parent
 *    (order lines through shop_order, report items through exam_report, chat messages through
 *    chat_conversation, roster rows through pe_group_batch: the parent's policy applies inside the EXISTS);
 *    a patient's own data without a hospital (family members, body data, records, pregnancies, vaccines,
 *    check-up persons): visible to staff only for a patient of their hospital (an order, a booking, a
 *    report, a conversation or a stay there). FORCE ROW LEVEL SECURITY: the table owner (the migration role)
 *    is bound too, so a deployment that connects the app as the owner still has the wall. Superusers and
 *    BYPASSRLS roles skip every policy: PGlite (its one user is a superuser) is unaffected, the migration is
 *    harmless there; production connects the app as a role that is neither (server/README.md).
 *    A new table of health data or orders installs its policy in its own migration:
 *      select app_rls_by_hospital('t')  |  select app_rls_by_parent('t', 'fk_column', 'parent_table')
 *      select app_rls_by_patient('t', 'user_column')
 *  - 1252_staff_audit_retention: staff_audit rows younger than 180 days (the legal minimum, also the floor of
 *    STAFF_AUDIT_RETENTION_DAYS) cannot be deleted by anyone but a superuser, and the table cannot be truncated;
 *    UPDATE stays refused (1200_staff_accounts). Only the retention sweep (server/modules/staff/audit.ts) deletes.
 */
import { sql, type Kysely, type Migration } from 'kysely'
import { LOG_TABLES } from '../log-tables'

/** tables with their own hospital_id */
export const RLS_HOSPITAL_TABLES = [
  // orders and the money desk
  'shop_order',
  'after_sale',
  'invoice_apply',
  'paper_mail',
  'sell_out_apply',
  'staff_refund_approval',
  // health data: reports, stays, conversations (doctor chat and the assistant), check-up bookings and group batches
  'exam_report',
  'hospital_stay',
  'chat_conversation',
  'chat_callback',
  'chat_note',
  'assistant_conversation',
  'pe_appointment',
  'pe_group_batch',
  'report_pdf',
] as const

/** child tables: [table, foreign key column, parent table] */
export const RLS_CHILD_TABLES = [
  ['order_goods', 'order_id', 'shop_order'],
  ['order_appoint', 'order_id', 'shop_order'],
  ['order_refund', 'order_id', 'shop_order'],
  ['order_verification', 'order_id', 'shop_order'],
  ['order_add_item', 'order_id', 'shop_order'],
  ['invoice_order_rel', 'order_id', 'shop_order'],
  ['exam_report_item', 'report_id', 'exam_report'],
  ['chat_message', 'conversation_id', 'chat_conversation'],
  ['chat_member', 'conversation_id', 'chat_conversation'],
  ['chat_image', 'conversation_id', 'chat_conversation'],
  ['chat_evaluation', 'conversation_id', 'chat_conversation'],
  ['assistant_message', 'conversation_id', 'assistant_conversation'],
  ['pe_group_roster', 'batch_id', 'pe_group_batch'],
] as const

/** a patient's own data without a hospital: [table, user column] */
export const RLS_PATIENT_TABLES = [
  ['health_member', 'user_id'],
  ['health_member_label', 'user_id'],
  ['health_body_data', 'user_id'],
  ['health_medical_history', 'user_id'],
  ['health_record_file', 'user_id'],
  ['maternity_pregnancy', 'user_id'],
  ['maternity_check', 'user_id'],
  ['maternity_weight', 'user_id'],
  ['vaccine_dose_record', 'user_id'],
  ['follow_up_plan', 'user_id'],
  ['chat_patient_archive', 'user_id'],
  ['pe_person_form', 'user_id'],
  ['pe_person_consent', 'user_id'],
  ['user_person', 'user_id'],
  ['survey_submission', 'user_id'],
  ['payment', 'user_id'],
] as const

const ALL_RLS_TABLES = [...RLS_HOSPITAL_TABLES, ...RLS_CHILD_TABLES.map((c) => c[0]), ...RLS_PATIENT_TABLES.map((p) => p[0])]

async function exists(db: Kysely<any>, table: string): Promise<boolean> {
  const r = await sql<{ t: string | null }>`select to_regclass(${table})::text as t`.execute(db)
  return r.rows[0]?.t != null
}

/**
 * the policies of every listed table that exists and has none yet (idempotent): run by 1251 and again by
 * `migrateToLatest` (a table whose migration ran after 1251, unordered, still gets its policy); a no-op
 * before 1251 has created the installers
 */
export async function installRowLevelSecurity(db: Kysely<any>): Promise<void> {
  const r = await sql<{ ok: boolean }>`select to_regprocedure('app_rls_by_hospital(text)') is not null as ok`.execute(db)
  if (!r.rows[0]?.ok) return
  const done = new Set(
    (
      await sql<{ relname: string }>`select c.relname from pg_policy p join pg_class c on c.oid = p.polrelid
        join pg_namespace n on n.oid = c.relnamespace where n.nspname = current_schema() and p.polname = 'app_staff_hospital'`.execute(db)
    ).rows.map((x) => x.relname),
  )
  const todo = async (t: string, ...also: string[]) =>
    !done.has(t) && (await exists(db, t)) && (await Promise.all(also.map((a) => exists(db, a)))).every(Boolean)
  for (const t of RLS_HOSPITAL_TABLES) if (await todo(t)) await sql`select app_rls_by_hospital(${t})`.execute(db)
  for (const [t, fk, parent] of RLS_CHILD_TABLES)
    if (await todo(t, parent)) await sql`select app_rls_by_parent(${t}, ${fk}, ${parent})`.execute(db)
  for (const [t, col] of RLS_PATIENT_TABLES) if (await todo(t)) await sql`select app_rls_by_patient(${t}, ${col})`.execute(db)
}

export const rlsMigrations: Record<string, Migration> = {
  '1250_cache_notify_not_on_logs': {
    async up(db: Kysely<any>) {
      for (const t of LOG_TABLES) {
        await sql`do $$ begin
            if to_regclass(${sql.lit(t)}) is not null then execute format('drop trigger if exists cache_notify on %I', ${sql.lit(t)}); end if;
          end $$`.execute(db)
      }
    },
    async down(db: Kysely<any>) {
      for (const t of LOG_TABLES.filter((t) => t !== 'rate_limit')) {
        await sql`do $$ begin
            if to_regclass(${sql.lit(t)}) is not null then perform cache_notify_install(${sql.lit(t)}); end if;
          end $$`.execute(db)
      }
    },
  },
  '1251_rls_health_and_orders': {
    async up(db: Kysely<any>) {
      // the settings, read once per statement (stable); a missing hospital under the staff role matches nothing
      await sql`create or replace function app_rls_staff() returns boolean language sql stable as $$
          select coalesce(current_setting('app.role', true), '') = 'staff' $$`.execute(db)
      await sql`create or replace function app_rls_hospital() returns integer language sql stable as $$
          select nullif(current_setting('app.hospital_id', true), '')::integer $$`.execute(db)
      // a patient of the staff's hospital: an order, a check-up booking, a report, a conversation or a stay there
      await sql`create or replace function app_rls_patient_of(uid integer) returns boolean language sql stable as $$
          select exists (select 1 from shop_order o where o.user_id = uid and o.hospital_id = app_rls_hospital())
              or exists (select 1 from pe_appointment a where a.user_id = uid and a.hospital_id = app_rls_hospital())
              or exists (select 1 from exam_report r where r.user_id = uid and r.hospital_id = app_rls_hospital())
              or exists (select 1 from chat_conversation c where c.owner_user_id = uid and c.hospital_id = app_rls_hospital())
              or exists (select 1 from hospital_stay s where s.user_id = uid and s.hospital_id = app_rls_hospital()) $$`.execute(db)
      // the installers (idempotent): enable + force RLS, one policy for every command
      await sql`create or replace function app_rls_by_hospital(t text) returns void language plpgsql as $$
        begin
          execute format('alter table %I enable row level security', t);
          execute format('alter table %I force row level security', t);
          execute format('drop policy if exists app_staff_hospital on %I', t);
          execute format('create policy app_staff_hospital on %I using (not app_rls_staff() or hospital_id = app_rls_hospital()) with check (not app_rls_staff() or hospital_id = app_rls_hospital())', t);
        end $$`.execute(db)
      await sql`create or replace function app_rls_by_parent(t text, fk text, parent text) returns void language plpgsql as $$
        begin
          execute format('alter table %I enable row level security', t);
          execute format('alter table %I force row level security', t);
          execute format('drop policy if exists app_staff_hospital on %I', t);
          execute format('create policy app_staff_hospital on %1$I using (not app_rls_staff() or exists (select 1 from %3$I p where p.id = %1$I.%2$I)) with check (not app_rls_staff() or exists (select 1 from %3$I p where p.id = %1$I.%2$I))', t, fk, parent);
        end $$`.execute(db)
      await sql`create or replace function app_rls_by_patient(t text, col text) returns void language plpgsql as $$
        begin
          execute format('alter table %I enable row level security', t);
          execute format('alter table %I force row level security', t);
          execute format('drop policy if exists app_staff_hospital on %I', t);
          execute format('create policy app_staff_hospital on %1$I using (not app_rls_staff() or app_rls_patient_of(%1$I.%2$I)) with check (not app_rls_staff() or app_rls_patient_of(%1$I.%2$I))', t, col);
        end $$`.execute(db)
      await installRowLevelSecurity(db)
    },
    async down(db: Kysely<any>) {
      for (const t of ALL_RLS_TABLES) {
        if (!(await exists(db, t))) continue
        await sql`drop policy if exists app_staff_hospital on ${sql.table(t)}`.execute(db)
        await sql`alter table ${sql.table(t)} no force row level security`.execute(db)
        await sql`alter table ${sql.table(t)} disable row level security`.execute(db)
      }
      for (const f of [
        'app_rls_by_hospital(text)',
        'app_rls_by_parent(text, text, text)',
        'app_rls_by_patient(text, text)',
        'app_rls_patient_of(integer)',
        'app_rls_hospital()',
        'app_rls_staff()',
      ])
        await sql.raw(`drop function if exists ${f}`).execute(db)
    },
  },
  '1252_staff_audit_retention': {
    async up(db: Kysely<any>) {
      await sql`create or replace function staff_audit_kept() returns trigger language plpgsql as $$
        begin
          if old.at > now() - interval '180 days' then
            raise exception 'staff_audit rows are kept at least 180 days (row %, %)', old.id, old.at;
          end if;
          return old;
        end $$`.execute(db)
      await sql`drop trigger if exists staff_audit_retention on staff_audit`.execute(db)
      await sql`create trigger staff_audit_retention before delete on staff_audit for each row execute function staff_audit_kept()`.execute(
        db,
      )
      await sql`drop trigger if exists staff_audit_no_truncate on staff_audit`.execute(db)
      await sql`create trigger staff_audit_no_truncate before truncate on staff_audit for each statement execute function staff_audit_no_update()`.execute(
        db,
      )
    },
    async down(db: Kysely<any>) {
      await sql`drop trigger if exists staff_audit_no_truncate on staff_audit`.execute(db)
      await sql`drop trigger if exists staff_audit_retention on staff_audit`.execute(db)
      await sql`drop function if exists staff_audit_kept()`.execute(db)
    },
  },
}

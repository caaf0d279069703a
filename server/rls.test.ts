/**
 * The second wall on real PostgreSQL (issue 31 item 3; server-slow, scripts/test-instances.sh): a throwaway
 * cluster with the two roles of server/README.md "Database roles" — `shop_owner` owns the tables (the
 * migrations and the seed run as it), `shop_app` is the app's role (no superuser, no BYPASSRLS, owns nothing,
 * granted SELECT/INSERT/UPDATE/DELETE by the owner's default privileges). As `shop_app`, a raw Kysely query that
 * bypasses the scoped data layer but carries hospital 7's staff settings gets no row of hospital 6; the same
 * holds for the table owner (FORCE ROW LEVEL SECURITY); the patient path (no settings) is unchanged. Also: the
 * cache's NOTIFY is not sent for a tracking event (issue 31, the lead's performance fix), the audit log refuses
 * UPDATE and the DELETE of young rows while the retention sweep deletes the old ones, and a server started with
 * DATABASE_URL = the app's role and MIGRATION_DATABASE_URL = the owner migrates and answers.
 */
import { sql, type Kysely } from 'kysely'
import { openDatabase, type Database, type DB } from './lib/db'
import { migrateToLatest } from './lib/db/migrations'
import { RLS_CHILD_TABLES, RLS_HOSPITAL_TABLES, RLS_PATIENT_TABLES } from './lib/db/migrations/rls'
import { staffDb } from './lib/db/rls'
import { CACHE_CHANNEL } from './lib/cache/notify'
import { sweepStaffAudit } from './modules/staff/audit'
import { seed } from './seed'
import { hasPostgres, startPgCluster, startServer, type PgCluster } from '../test-support/server/processes'

jest.setTimeout(180_000)
const d = hasPostgres() ? describe : describe.skip

/** resolves when `pred` holds (polled), rejects after `ms` */
async function until(pred: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms
  while (!(await pred())) {
    if (Date.now() > end) throw new Error('condition not met in time')
    await new Promise((r) => setTimeout(r, 20))
  }
}

/** a raw query under the staff settings of `hospitalId`, exactly as the scoped layer sets them, on any handle */
async function asStaff<T>(db: Kysely<DB>, hospitalId: number | null, fn: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('app.role', 'staff', true)`.execute(trx)
    if (hospitalId !== null) await sql`select set_config('app.hospital_id', ${String(hospitalId)}, true)`.execute(trx)
    return fn(trx)
  })
}

const count = async (db: Kysely<DB>, table: string, where = sql`true`): Promise<number> =>
  Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where ${where}`.execute(db)).rows[0].n)

d('row-level security as the app role (PostgreSQL)', () => {
  let pg: PgCluster
  let superUrl: string
  let ownerUrl: string
  let appUrl: string
  let superuser: Database
  let owner: Database
  let app: Database
  let patient6: number
  let patient7: number

  const urlAs = (user: string) => {
    const u = new URL(superUrl)
    u.username = user
    return u.toString()
  }

  beforeAll(async () => {
    pg = startPgCluster()
    // the DBA's one-time setup of server/README.md "Database roles"
    const admin = await openDatabase({ databaseUrl: pg.url, poolMax: 1 })
    await sql`create role shop_owner login`.execute(admin.db)
    await sql`create role shop_app login`.execute(admin.db)
    await sql`create database rls owner shop_owner`.execute(admin.db)
    await admin.close()
    const u = new URL(pg.url)
    u.pathname = '/rls'
    superUrl = u.toString()
    ownerUrl = urlAs('shop_owner')
    appUrl = urlAs('shop_app')
    owner = await openDatabase({ databaseUrl: ownerUrl, poolMax: 2 })
    await sql`grant usage on schema public to shop_app`.execute(owner.db)
    await sql`alter default privileges for role shop_owner in schema public grant select, insert, update, delete on tables to shop_app`.execute(
      owner.db,
    )
    await sql`alter default privileges for role shop_owner in schema public grant usage, select on sequences to shop_app`.execute(owner.db)
    await migrateToLatest(owner.db)
    await seed(owner.db, { production: false, now: new Date() })
    superuser = await openDatabase({ databaseUrl: superUrl, poolMax: 2 })
    // one connection: the staff settings of one query must not be left on it for the next (patient) query
    app = await openDatabase({ databaseUrl: appUrl, poolMax: 1 })

    // two patients, one of each hospital, each with an order, a report and a family member (as the system path)
    const now = new Date()
    const mk = async (hospitalId: number, phone: string) => {
      const u = await owner.db
        .insertInto('app_user')
        .values({ username: phone, phone, register_hospital_id: hospitalId, register_channel: 'h5', created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
      await sql`insert into shop_order (order_no, user_id, hospital_id, status, order_classify, create_way, goods_total_cents,
                  activity_discount_cents, coupon_discount_cents, actual_cents, promotions, close_at, created_at, updated_at)
                values (${`RLS${phone}`}, ${u.id}, ${hospitalId}, 101, 0, 'online', 100, 0, 0, 100, '[]', ${now}, ${now}, ${now})`.execute(
        owner.db,
      )
      await owner.db
        .insertInto('health_member')
        .values({
          user_id: u.id,
          name: '测试',
          relation: 'self',
          sex: 1,
          birth_date: '1990-01-01',
          health_consent_at: now,
          guardian_consent_at: null,
          created_at: now,
          updated_at: now,
        })
        .execute()
      return u.id
    }
    patient6 = await mk(6, '13900000006')
    patient7 = await mk(7, '13900000007')
  })

  afterAll(async () => {
    await app?.close()
    await owner?.close()
    await superuser?.close()
    pg?.stop()
  })

  it('the app role is neither superuser nor BYPASSRLS and owns no table; every policy table is forced', async () => {
    const role = await sql<{
      rolsuper: boolean
      rolbypassrls: boolean
    }>`select rolsuper, rolbypassrls from pg_roles where rolname = current_user`.execute(app.db)
    expect(role.rows).toEqual([{ rolsuper: false, rolbypassrls: false }])
    expect(await count(superuser.db, 'pg_tables', sql`schemaname = 'public' and tableowner = 'shop_app'`)).toBe(0)
    const tables = [...RLS_HOSPITAL_TABLES, ...RLS_CHILD_TABLES.map((c) => c[0]), ...RLS_PATIENT_TABLES.map((p) => p[0])]
    const forced = await sql<{ relname: string }>`select relname from pg_class
        where relrowsecurity and relforcerowsecurity and relname = any(${tables}::text[])`.execute(superuser.db)
    expect(forced.rows.map((r) => r.relname).sort()).toEqual([...tables].sort())
  })

  it("a raw query with hospital 7's staff settings, bypassing the scoped layer, gets no row of hospital 6 (app role and owner)", async () => {
    // hospital 6 has rows (seen by the patient / system path and by the superuser)
    for (const t of ['shop_order', 'exam_report', 'pe_appointment', 'chat_conversation'] as const) {
      expect([t, await count(app.db, t, sql`hospital_id = 6`)]).toEqual([t, expect.any(Number)])
    }
    const ordersOf6 = await count(app.db, 'shop_order', sql`hospital_id = 6`)
    expect(ordersOf6).toBeGreaterThan(0)
    for (const db of [app.db, owner.db]) {
      const seen = await asStaff(db, 7, (trx) =>
        trx.selectFrom('shop_order').select(['id', 'hospital_id']).where('hospital_id', '=', 6).execute(),
      )
      expect(seen).toEqual([])
      const all = await asStaff(db, 7, (trx) => trx.selectFrom('shop_order').select('hospital_id').distinct().execute())
      expect(all.map((r) => r.hospital_id)).toEqual([7])
    }
    // every hospital table: not one row of another hospital under hospital 7's settings
    const leaks: Record<string, number> = {}
    for (const t of RLS_HOSPITAL_TABLES) {
      const n = await asStaff(app.db, 7, (trx) => count(trx, t, sql`hospital_id <> 7`))
      if (n) leaks[t] = n
    }
    expect(leaks).toEqual({})
    // the superuser bypasses RLS (why the test runs as the app role)
    expect(await asStaff(superuser.db, 7, (trx) => count(trx, 'shop_order', sql`hospital_id = 6`))).toBe(ordersOf6)
    // the staff role without a hospital sees nothing (fail closed)
    expect(await asStaff(app.db, null, (trx) => count(trx, 'shop_order'))).toBe(0)
  })

  it('child tables follow their parent, patient tables the patient’s hospitals; writes to another hospital are refused', async () => {
    // order lines, report items, chat messages: none whose parent is another hospital's
    const hidden: string[] = []
    for (const [t, fk, parent] of RLS_CHILD_TABLES) {
      const total = await count(superuser.db, t)
      const seen = await asStaff(app.db, 7, (trx) => count(trx, t))
      const own = await count(superuser.db, t, sql`${sql.ref(fk)} in (select id from ${sql.table(parent)} where hospital_id = 7)`)
      expect([t, seen]).toEqual([t, own])
      if (total > own) hidden.push(t)
    }
    // the seed has other hospitals' rows in these child tables, hidden above (not a vacuous check)
    expect(hidden).toEqual(expect.arrayContaining(['order_goods', 'exam_report_item', 'chat_message']))
    // a family member of hospital 6's patient: hidden from hospital 7's staff, shown to hospital 6's
    expect(await asStaff(app.db, 7, (trx) => count(trx, 'health_member', sql`user_id = ${patient6}`))).toBe(0)
    expect(await asStaff(app.db, 7, (trx) => count(trx, 'health_member', sql`user_id = ${patient7}`))).toBe(1)
    expect(await asStaff(app.db, 6, (trx) => count(trx, 'health_member', sql`user_id = ${patient6}`))).toBe(1)
    // UPDATE of another hospital's order: no row; INSERT of one: refused by the policy's WITH CHECK
    const updated = await asStaff(app.db, 7, (trx) =>
      trx.updateTable('shop_order').set({ remark: 'x' }).where('hospital_id', '=', 6).executeTakeFirst(),
    )
    expect(Number(updated.numUpdatedRows)).toBe(0)
    await expect(
      asStaff(app.db, 7, (trx) =>
        sql`insert into shop_order (order_no, user_id, hospital_id, status, order_classify, create_way, goods_total_cents,
              activity_discount_cents, coupon_discount_cents, actual_cents, promotions, close_at, created_at, updated_at)
            values ('RLSX', ${patient6}, 6, 101, 0, 'online', 1, 0, 0, 1, '[]', now(), now(), now())`.execute(trx),
      ),
    ).rejects.toThrow(/row-level security/)
  })

  it('the scoped handle (server/lib/db/rls.ts) puts every statement under the settings and leaves nothing on the connection', async () => {
    const staff7 = staffDb(app, 7)
    // a raw query through it, without any hospital filter: hospital 7 only, single statements and transactions
    expect(await count(staff7, 'shop_order', sql`hospital_id = 6`)).toBe(0)
    expect(await staff7.selectFrom('shop_order').select('id').where('user_id', '=', patient6).execute()).toEqual([])
    const inTx = await staff7
      .transaction()
      .execute(async (trx) => [
        await count(trx, 'shop_order', sql`hospital_id = 6`),
        await count(trx, 'shop_order', sql`user_id = ${patient7}`),
      ])
    expect(inTx).toEqual([0, 1])
    // a failed statement does not poison the connection
    await expect(sql`select 1 / 0`.execute(staff7)).rejects.toThrow(/division by zero/)
    // the same (only) pool connection, next as the patient path: every row again, no setting left
    expect(await count(app.db, 'shop_order', sql`user_id = ${patient6}`)).toBe(1)
    const left = await sql<{ role: string | null }>`select current_setting('app.role', true) as role`.execute(app.db)
    expect([null, '']).toContain(left.rows[0].role)
    expect(await count(staffDb(app, 6), 'shop_order', sql`user_id = ${patient6}`)).toBe(1)
  })

  it('the cache NOTIFY is not sent for a tracking event (nor the audit log), and still is for a table cached reads come from', async () => {
    const pgMod: any = await import('pg')
    const Client = pgMod.Client ?? pgMod.default.Client
    const listener = new Client({ connectionString: appUrl })
    await listener.connect()
    const got: string[] = []
    listener.on('notification', (n: { channel: string; payload: string }) => {
      if (n.channel === CACHE_CHANNEL) got.push(n.payload)
    })
    await listener.query(`LISTEN ${CACHE_CHANNEL}`)
    try {
      const now = new Date()
      await app.db
        .insertInto('track_event')
        .values({
          hospital_id: 6,
          user_id: null,
          kind: 'visit',
          name: '/hospital/home',
          path: '/hospital/home',
          target: null,
          object_type: null,
          object_id: null,
          utm: null,
          spm: null,
          day: '2026-01-01',
          created_at: now,
          fold: null,
        })
        .execute()
      await app.db
        .insertInto('staff_audit')
        .values({
          at: now,
          staff_id: null,
          username: 'x',
          hospital_id: 6,
          role: null,
          action: 'test',
          object_type: null,
          object_id: null,
          patient_user_id: null,
          result: 'ok',
          ip: '127.0.0.1',
          request_id: '1',
          changes: null,
        })
        .execute()
      // then a write whose NOTIFY must arrive (notifications come in commit order: the earlier ones first)
      await app.db
        .updateTable('hot_word')
        .set({ word: sql`word` })
        .where('hospital_id', '=', 6)
        .execute()
      await until(() => got.includes('hot_word'))
      expect(got).toEqual(['hot_word'])
      const triggers = await sql<{ relname: string }>`select c.relname from pg_trigger t join pg_class c on c.oid = t.tgrelid
          where t.tgname = 'cache_notify' and c.relname in ('track_event', 'track_daily', 'pay_notify_log', 'staff_audit', 'staff_session', 'rate_limit')`.execute(
        superuser.db,
      )
      expect(triggers.rows).toEqual([])
    } finally {
      await listener.end()
    }
  })

  it('the audit log as the app role: UPDATE refused, young rows kept, the retention sweep deletes only the old ones', async () => {
    const now = new Date()
    const days = (n: number) => new Date(now.getTime() - n * 86_400_000)
    const row = (at: Date, action: string) => ({
      at,
      staff_id: null,
      username: 'sweep',
      hospital_id: 7,
      role: 'doctor',
      action,
      object_type: null,
      object_id: null,
      patient_user_id: null,
      result: 'ok',
      ip: '127.0.0.1',
      request_id: 'r',
      changes: null,
    })
    await app.db
      .insertInto('staff_audit')
      .values([row(days(400), 'old-400'), row(days(200), 'old-200'), row(days(10), 'young')])
      .execute()
    await expect(app.db.updateTable('staff_audit').set({ result: 'failed' }).where('action', '=', 'young').execute()).rejects.toThrow(
      /append-only/,
    )
    await expect(app.db.deleteFrom('staff_audit').where('action', '=', 'young').execute()).rejects.toThrow(/kept at least 180 days/)
    await expect(sql`truncate staff_audit`.execute(owner.db)).rejects.toThrow(/append-only/)
    const left = async () =>
      (await app.db.selectFrom('staff_audit').select('action').where('username', '=', 'sweep').orderBy('id').execute()).map((r) => r.action)
    // STAFF_AUDIT_RETENTION_DAYS=365: only the 400-day row goes; then the default 180: the 200-day row too
    expect(await sweepStaffAudit(app.db, now, 365)).toBe(1)
    expect(await left()).toEqual(['old-200', 'young'])
    expect(await sweepStaffAudit(app.db, now, 180)).toBe(1)
    expect(await left()).toEqual(['young'])
    // a server clock far ahead of the database's deletes nothing younger than 180 days by the database's clock
    expect(await sweepStaffAudit(app.db, new Date(now.getTime() + 400 * 86_400_000), 180)).toBe(0)
    expect(await left()).toEqual(['young'])
  })

  it('a server with DATABASE_URL = the app role and MIGRATION_DATABASE_URL = the owner starts, migrates and answers', async () => {
    const s = await startServer({ DATABASE_URL: appUrl, MIGRATION_DATABASE_URL: ownerUrl, SEED: '0' })
    try {
      expect((await fetch(`${s.base}/readyz`)).status).toBe(200)
      const g = await fetch(`${s.base}/goods-center/goods/getGoods`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ goodsId: 6001 }),
      })
      expect(g.status).toBe(200)
    } finally {
      s.child.kill('SIGTERM')
      await s.exited
    }
  })
})

/**
 * Migration 1040 on a database with consents in the two old logs and on persons: every event moves into consent_log
 * in the order it happened (member consents, the account's assistant consent, exam-form consents, the ID-number
 * consent recorded as a person's consent_at), the old logs are dropped; down restores them from the new log.
 */
import { type Migration, type MigrationProvider, Migrator, sql } from 'kysely'
import { createTestDatabase } from '../../../../test-support/server'
import type { Database } from '..'
import { migrations } from './'

let database: Database
const provider = (upTo?: string): MigrationProvider => ({
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(Object.entries(migrations).filter(([name]) => !upTo || name <= upTo))
  },
})
const BEFORE = Object.keys(migrations)
  .filter((name) => name < '1040_consent_log')
  .sort()
  .at(-1)!

// the seeded test database (every migration applied) taken back to just before 1040: cheaper than migrating up
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database.close()
})

test('1040 moves health_consent_log, pe_consent_log and persons’ consent times into consent_log; down restores them', async () => {
  const db = database.db as any
  expect((await new Migrator({ db, provider: provider() }).migrateTo(BEFORE)).error).toBeUndefined()
  const at = (h: number) => new Date(Date.UTC(2026, 10, 20, h))
  const user = await db
    .insertInto('app_user')
    .values({
      username: 'c1',
      phone: '13700000041',
      register_hospital_id: 6,
      register_channel: 'test',
      created_at: at(0),
      updated_at: at(0),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const person = await db
    .insertInto('user_person')
    .values({
      user_id: user.id,
      name: '李四',
      sex: 1,
      id_number_enc: 'x',
      id_number_hash: 'h',
      id_number_masked: '3****1',
      birthday: null,
      age: 36,
      phone: '13912345678',
      marital_status: 1,
      consent_at: at(1),
      created_at: at(1),
      updated_at: at(1),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('health_consent_log')
    .values([
      { user_id: user.id, member_id: 7, kind: 'guardian', action: 'grant', created_at: at(2) },
      { user_id: user.id, member_id: 7, kind: 'health', action: 'grant', created_at: at(2) },
      { user_id: user.id, member_id: 0, kind: 'assistant_external', action: 'grant', created_at: at(3) },
      { user_id: user.id, member_id: 7, kind: 'health', action: 'withdraw', created_at: at(5) },
    ])
    .execute()
  await db
    .insertInto('pe_consent_log')
    .values([{ user_id: user.id, person_id: person.id, action: 'grant', created_at: at(4) }])
    .execute()

  expect((await new Migrator({ db, provider: provider('1040_consent_log') }).migrateToLatest()).error).toBeUndefined()
  const log = await db
    .selectFrom('consent_log')
    .select(['subject', 'subject_id', 'purpose', 'action', 'created_at'])
    .where('user_id', '=', user.id)
    .orderBy('id')
    .execute()
  expect(log.map((r: any) => [r.subject, r.subject_id, r.purpose, r.action, r.created_at.getUTCHours()])).toEqual([
    ['person', person.id, 'id_number', 'grant', 1],
    ['member', 7, 'guardian', 'grant', 2],
    ['member', 7, 'health', 'grant', 2],
    ['account', 0, 'assistant_external', 'grant', 3],
    ['person', person.id, 'exam_form', 'grant', 4],
    ['member', 7, 'health', 'withdraw', 5],
  ])
  const tables = async () =>
    (
      await sql<{ name: string }>`select tablename as name from pg_tables where tablename like '%consent_log' order by 1`.execute(db)
    ).rows.map((r) => r.name)
  expect((await tables()).sort()).toEqual(['consent_log'])
  // a value outside the known subjects is refused by the table
  await expect(
    db
      .insertInto('consent_log')
      .values({ user_id: user.id, subject: 'x', subject_id: 0, purpose: 'health', action: 'grant', created_at: at(6) })
      .execute(),
  ).rejects.toThrow()

  // down: the two old logs come back with their rows
  expect((await new Migrator({ db, provider: provider('1040_consent_log') }).migrateTo(BEFORE)).error).toBeUndefined()
  expect((await tables()).sort()).toEqual(['health_consent_log', 'pe_consent_log'])
  expect(
    await db
      .selectFrom('health_consent_log')
      .select(['member_id', 'kind', 'action'])
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute(),
  ).toEqual([
    { member_id: 7, kind: 'guardian', action: 'grant' },
    { member_id: 7, kind: 'health', action: 'grant' },
    { member_id: 0, kind: 'assistant_external', action: 'grant' },
    { member_id: 7, kind: 'health', action: 'withdraw' },
  ])
  expect(await db.selectFrom('pe_consent_log').select(['person_id', 'action']).execute()).toEqual([
    { person_id: person.id, action: 'grant' },
  ])
})

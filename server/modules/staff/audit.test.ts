/**
 * Audited reads of health data (issue 31 item 4) over HTTP: one audit row per read through `scope.readHealth`
 * (who, hospital, role, action, object, patient, result, address, request id; never a health value), 'refused'
 * for another hospital's object, one row written by the staff area for a health-permission route that audited
 * nothing, none for a route of no health permission; and the retention sweep (STAFF_AUDIT_RETENTION_DAYS).
 * The health routes here are this file's own (registered in the staff area like every staff route): the console's
 * report, record and roster routes use the same helper.
 */
import type { FastifyRequest } from 'fastify'
import { STAFF_PATHS } from '../../../contract/staff'
import { ok, notFound } from '../../lib/errors'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { createTestApp, createTestDatabase, type TestApp } from '../../../test-support/server'
import { staffOfRole } from '../../../test-support/server/staff'
import type { Database } from '../../lib/db'
import { STAFF_ROUTES } from '../index'
import { staffScope } from './scope'
import { sweepStaffAudit } from './audit'

// a report viewer as the console's would be: the read through the scope, audited by readHealth
const testHealthRoutes: TypedRoutePlugin = async (app) => {
  app.get('/test-audit/report/:id', { config: { staff: { permission: 'health:read' } } }, async (req: FastifyRequest) => {
    const id = Number((req.params as { id: string }).id)
    const report = await staffScope(req).readHealth({ action: 'report.read', objectType: 'report', objectId: id }, async (db, audit) => {
      const r = await db.selectFrom('exam_report').select(['id', 'user_id', 'hospital_id']).where('id', '=', id).executeTakeFirst()
      if (!r) throw notFound('报告不存在')
      audit.patientUserId = r.user_id
      return r
    })
    return ok({ id: report.id })
  })
  // a health route that forgets the helper: the staff area writes its row
  app.get('/test-audit/forgot', { config: { staff: { permission: 'health:read' } } }, async (req: FastifyRequest) => {
    const n = await staffScope(req).selectFrom('exam_report').select('id').execute()
    return ok({ n: n.length })
  })
}
STAFF_ROUTES.push(testHealthRoutes)

let database: Database
let t: TestApp

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createTestApp({ database })
})
afterAll(async () => {
  await t.close()
  await database.close()
})

const rowsOf = (username: string) =>
  database.db
    .selectFrom('staff_audit')
    .selectAll()
    .where('username', '=', username)
    .where('action', 'not like', 'login%')
    .orderBy('id')
    .execute()

test('every read of a report writes one audit row: who, hospital, role, object, patient, address, request id — no health value', async () => {
  const report = await database.db
    .selectFrom('exam_report')
    .select(['id', 'user_id'])
    .where('hospital_id', '=', 6)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  const doctor = await staffOfRole(t, 'doctor', 6)
  for (let i = 0; i < 3; i++) {
    const r = await doctor.get(`/staff/test-audit/report/${report.id}`)
    expect([r.status, r.body.data]).toEqual([200, { id: report.id }])
  }
  const rows = await rowsOf(doctor.username)
  expect(rows).toHaveLength(3)
  expect(rows[0]).toMatchObject({
    staff_id: doctor.staffId,
    hospital_id: 6,
    role: 'doctor',
    action: 'report.read',
    object_type: 'report',
    object_id: String(report.id),
    patient_user_id: report.user_id,
    result: 'ok',
    ip: '127.0.0.1',
    changes: null,
  })
  expect(new Set(rows.map((r) => r.request_id)).size).toBe(3) // one request id per read
})

test("another hospital's report: 404, audited as refused; a route without a health permission writes no read row", async () => {
  const report = await database.db.selectFrom('exam_report').select('id').where('hospital_id', '=', 6).executeTakeFirstOrThrow()
  const doctor7 = await staffOfRole(t, 'doctor', 7)
  const r = await doctor7.get(`/staff/test-audit/report/${report.id}`)
  expect(r.status).toBe(404)
  expect(await rowsOf(doctor7.username)).toEqual([
    expect.objectContaining({
      hospital_id: 7,
      action: 'report.read',
      object_id: String(report.id),
      result: 'refused',
      patient_user_id: null,
    }),
  ])
  const agent = await staffOfRole(t, 'cs-agent', 6)
  expect((await agent.get(STAFF_PATHS.orders)).status).toBe(200)
  expect(await rowsOf(agent.username)).toEqual([])
})

test('a health-permission route that audited nothing gets one row from the staff area (health.read of the route); refused calls get the refusal row only', async () => {
  const desk = await staffOfRole(t, 'checkup-desk', 6)
  expect((await desk.get('/staff/test-audit/forgot')).status).toBe(200)
  expect((await desk.get('/staff/test-audit/forgot')).status).toBe(200)
  expect(await rowsOf(desk.username)).toEqual([
    expect.objectContaining({ action: 'health.read', object_type: 'route', object_id: 'GET /staff/test-audit/forgot', result: 'ok' }),
    expect.objectContaining({ action: 'health.read', object_type: 'route', object_id: 'GET /staff/test-audit/forgot', result: 'ok' }),
  ])
  // finance holds no health permission: 403, one 'access' refusal, no read row
  const finance = await staffOfRole(t, 'finance', 6)
  expect((await finance.get('/staff/test-audit/forgot')).status).toBe(403)
  expect((await rowsOf(finance.username)).map((r) => [r.action, r.result])).toEqual([['access', 'refused']])
})

test('retention: the sweep deletes rows older than STAFF_AUDIT_RETENTION_DAYS (never younger than 180 days); UPDATE and young DELETE refused', async () => {
  const now = new Date()
  const at = (days: number) => new Date(now.getTime() - days * 86_400_000)
  const row = (days: number) => ({
    at: at(days),
    staff_id: null,
    username: 'retention',
    hospital_id: 6,
    role: 'doctor',
    action: `age-${days}`,
    object_type: null,
    object_id: null,
    patient_user_id: null,
    result: 'ok',
    ip: '127.0.0.1',
    request_id: 'r',
    changes: null,
  })
  await database.db
    .insertInto('staff_audit')
    .values([row(800), row(300), row(181), row(179), row(1)])
    .execute()
  const left = async () =>
    (await database.db.selectFrom('staff_audit').select('action').where('username', '=', 'retention').orderBy('id').execute()).map(
      (r) => r.action,
    )
  // every row older than the cutoff goes (the earlier tests' logins may be old on the test clock)
  const older = async (days: number) =>
    Number(
      (
        await database.db
          .selectFrom('staff_audit')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('at', '<', at(days))
          .executeTakeFirstOrThrow()
      ).n,
    )
  expect(t.app.deps.config.staff.auditRetentionDays).toBe(180) // the default
  const past365 = await older(365)
  expect(await sweepStaffAudit(database.db, now, 365)).toBe(past365)
  expect(await left()).toEqual(['age-300', 'age-181', 'age-179', 'age-1'])
  const past180 = await older(180)
  expect(past180).toBeGreaterThanOrEqual(2)
  expect(await sweepStaffAudit(database.db, now, 180)).toBe(past180)
  expect(await left()).toEqual(['age-179', 'age-1'])
  // a retention below the floor is read as 180
  expect(await sweepStaffAudit(database.db, now, 30)).toBe(0)
  await expect(database.db.deleteFrom('staff_audit').where('username', '=', 'retention').execute()).rejects.toThrow(
    /kept at least 180 days/,
  )
  await expect(
    database.db.updateTable('staff_audit').set({ result: 'failed' }).where('username', '=', 'retention').execute(),
  ).rejects.toThrow(/append-only/)
  expect(await left()).toEqual(['age-179', 'age-1'])
})

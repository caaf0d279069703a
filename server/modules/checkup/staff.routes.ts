/**
 * The check-up desk of the staff console (issue 32 part A), under /staff/checkup, permission `checkup:desk`, over
 * the checkup module's own functions: the day view and check-in (desk.ts), the appointment pool (pools.ts) and
 * company batches (roster.ts). The hospital is the staff session's (staffScope); writes are audited in their
 * transaction (scope.write), reads of patients' names and masked numbers (day view, roster) are audited reads
 * (scope.readHealth).
 */
import { Type } from '@sinclair/typebox'
import {
  CHECKUP_DESK_PATHS,
  DESK_ROSTER_MAX_BYTES,
  DeskBatch,
  DeskBatchIdQuery,
  DeskBatchIdReq,
  DeskBatchImportReq,
  DeskBatchListRes,
  DeskBooking,
  DeskCheckinReq,
  DeskDay,
  DeskDayQuery,
  DeskPoolEditReq,
  DeskPoolPreview,
  DeskPoolQuery,
  DeskPools,
  DeskRosterRes,
} from '../../../contract/checkup-desk'
import { Envelope } from '../../../contract/lib'
import { DESK_DATE_INVALID } from '../../../src/domain/messages/checkupDesk'
import { businessToday, formatBusiness, startOfBusinessDay } from '../../../src/domain/time'
import { badRequest, ok } from '../../lib/errors'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { staffScope } from '../staff'
import { checkIn, deskDay } from './desk'
import { deskPools, previewPools, savePools } from './pools'
import { approveBatch, checkImport, deskBatches, deskRoster, importBatch, rosterTemplate } from './roster'

const rel = (p: string) => p.slice('/staff'.length)
const DESK = { staff: { permission: 'checkup:desk' as const } }

export const staffCheckupRoutes: TypedRoutePlugin = async (app) => {
  app.get(
    rel(CHECKUP_DESK_PATHS.day),
    { schema: { querystring: DeskDayQuery, response: { 200: Envelope(DeskDay) } }, config: DESK },
    async (req) => {
      const scope = staffScope(req)
      const date = req.query.date ?? businessToday(scope.now)
      const day = startOfBusinessDay(date)
      if (!day || formatBusiness(day, 'YYYY-MM-DD') !== date) throw badRequest(DESK_DATE_INVALID)
      return ok(
        await scope.readHealth({ action: 'checkup.day.read', objectType: 'checkup-day', objectId: date }, (db, audit) =>
          deskDay(db, date, audit),
        ),
      )
    },
  )

  app.post(
    rel(CHECKUP_DESK_PATHS.checkin),
    { schema: { body: DeskCheckinReq, response: { 200: Envelope(DeskBooking) } }, config: DESK },
    async (req) => {
      const scope = staffScope(req)
      return ok(
        await scope.write({ action: 'checkup.checkin', objectType: 'pe_appointment' }, (tx, audit) =>
          checkIn(app, tx, scope.staff.staffId, req.body, scope.now, audit),
        ),
      )
    },
  )

  app.get(
    rel(CHECKUP_DESK_PATHS.pools),
    { schema: { querystring: DeskPoolQuery, response: { 200: Envelope(DeskPools) } }, config: DESK },
    async (req) => {
      const scope = staffScope(req)
      const pools = await deskPools(scope, req.query.packageId, scope.now)
      // capacity only, no patient data: recorded as a plain read (the health-permission route needs a row)
      await scope.auditRead({ action: 'checkup.pools.read', objectType: 'pe_package', objectId: req.query.packageId ?? 'all' })
      return ok(pools)
    },
  )

  app.post(
    rel(CHECKUP_DESK_PATHS.poolPreview),
    { schema: { body: DeskPoolEditReq, response: { 200: Envelope(DeskPoolPreview) } }, config: DESK },
    async (req) => {
      const scope = staffScope(req)
      return ok(await previewPools(scope, req.body, scope.now))
    },
  )

  app.post(
    rel(CHECKUP_DESK_PATHS.poolSave),
    { schema: { body: DeskPoolEditReq, response: { 200: Envelope(DeskPoolPreview) } }, config: DESK },
    async (req) => {
      const scope = staffScope(req)
      return ok(
        await scope.write({ action: 'checkup.pools.save', objectType: 'pe_package', objectId: req.body.packageId }, (tx, audit) =>
          savePools(tx, req.body, scope.now, audit),
        ),
      )
    },
  )

  app.get(
    rel(CHECKUP_DESK_PATHS.rosterTemplate),
    {
      schema: { response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'the .xlsx template' }) } },
      config: DESK,
    },
    async (req, reply) => {
      const scope = staffScope(req)
      const bytes = await rosterTemplate(scope)
      await scope.auditRead({ action: 'checkup.roster.template', objectType: 'roster-template', objectId: 'template' })
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header(
          'content-disposition',
          `attachment; filename="roster-template.xlsx"; filename*=UTF-8''${encodeURIComponent('团检名单模板.xlsx')}`,
        )
        .header('cache-control', 'no-store')
        .send(bytes)
    },
  )

  app.post(
    rel(CHECKUP_DESK_PATHS.batchImport),
    {
      bodyLimit: Math.ceil((DESK_ROSTER_MAX_BYTES * 4) / 3) + 64 * 1024,
      schema: { body: DeskBatchImportReq, response: { 200: Envelope(DeskBatch) } },
      config: DESK,
    },
    async (req) => {
      const scope = staffScope(req)
      const me = scope.staff.staffId
      const checked = await checkImport(scope, req.body, scope.now)
      const batchId = await scope.write({ action: 'checkup.batch.import', objectType: 'pe_group_batch' }, (tx, audit) =>
        importBatch(tx, me, req.body, checked, scope.now, audit),
      )
      return ok((await deskBatches(scope, me, batchId))[0])
    },
  )

  app.get(rel(CHECKUP_DESK_PATHS.batches), { schema: { response: { 200: Envelope(DeskBatchListRes) } }, config: DESK }, async (req) => {
    const scope = staffScope(req)
    const list = await deskBatches(scope, scope.staff.staffId)
    await scope.auditRead({ action: 'checkup.batches.read', objectType: 'pe_group_batch', objectId: 'list' })
    return ok({ list })
  })

  app.get(
    rel(CHECKUP_DESK_PATHS.batchRoster),
    { schema: { querystring: DeskBatchIdQuery, response: { 200: Envelope(DeskRosterRes) } }, config: DESK },
    async (req) => {
      const scope = staffScope(req)
      return ok(
        await scope.readHealth({ action: 'checkup.roster.read', objectType: 'pe_group_batch', objectId: req.query.batchId }, (db, audit) =>
          deskRoster(db, scope.staff.staffId, req.query.batchId, scope.now, audit),
        ),
      )
    },
  )

  app.post(
    rel(CHECKUP_DESK_PATHS.batchApprove),
    { schema: { body: DeskBatchIdReq, response: { 200: Envelope(DeskBatch) } }, config: DESK },
    async (req) => {
      const scope = staffScope(req)
      const me = scope.staff.staffId
      await scope.write({ action: 'checkup.batch.approve', objectType: 'pe_group_batch', objectId: req.body.batchId }, (tx, audit) =>
        approveBatch(tx, me, req.body.batchId, scope.now, audit),
      )
      return ok((await deskBatches(scope, me, req.body.batchId))[0])
    },
  )
}

/**
 * The staff console's own routes under /staff (issue 31): login (password, TOTP), logout, me, the own password,
 * staff accounts (staff:manage) and the audit log (audit:read). Every route declares its access in
 * `config.staff` (server/modules/staff/scope.ts checks it before the handler).
 */
import {
  StaffAccount,
  StaffAccountIdReq,
  StaffAccountListRes,
  StaffAuditListRes,
  StaffAuditQuery,
  StaffDoctorLinkReq,
  StaffDoctorListRes,
  StaffInviteReq,
  StaffInviteRes,
  StaffLoginReq,
  StaffLoginRes,
  StaffMe,
  StaffPasswordReq,
  StaffTotpReq,
  StaffTotpRes,
} from '../../../contract/staff'
import { Envelope, Type } from '../../../contract/lib'
import { ok } from '../../lib/errors'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { csvField } from './audit'
import {
  auditCsv,
  changePassword,
  invite,
  linkDoctor,
  listAccounts,
  listAudit,
  listDoctors,
  logout,
  meOf,
  passwordStep,
  resetTotp,
  setDisabled,
  totpStepCheck,
} from './service'
import { staffOf } from './scope'

const Done = Envelope(Type.Null())

/** registered under the /staff prefix (server/modules/index.ts): paths here are relative to it */
export const staffAuthRoutes: TypedRoutePlugin = async (app, opts) => {
  const deps = app.deps
  app.post(
    '/auth/login',
    {
      schema: { body: StaffLoginReq, response: { 200: Envelope(StaffLoginRes) } },
      config: { ...opts.sensitive, staff: { session: 'none' } },
    },
    async (req, reply) => ok(await passwordStep(deps, req, reply, req.body.username, req.body.password)),
  )
  app.post(
    '/auth/totp',
    {
      schema: { body: StaffTotpReq, response: { 200: Envelope(StaffTotpRes) } },
      config: { ...opts.sensitive, staff: { session: 'pending' } },
    },
    async (req, reply) => ok(await totpStepCheck(deps, req, reply, req.body)),
  )
  app.post('/auth/logout', { schema: { response: { 200: Done } }, config: { staff: { session: 'any' } } }, async (req, reply) =>
    ok(await logout(deps, req, reply)),
  )
  app.get('/auth/me', { schema: { response: { 200: Envelope(StaffMe) } }, config: { staff: { session: 'any' } } }, async (req) =>
    ok(await meOf(deps, staffOf(req))),
  )
  app.post(
    '/auth/password',
    { schema: { body: StaffPasswordReq, response: { 200: Done } }, config: { ...opts.sensitive, staff: { session: 'any' } } },
    async (req) => ok(await changePassword(deps, req, req.body.oldPassword, req.body.newPassword)),
  )
}

export const staffAccountRoutes: TypedRoutePlugin = async (app) => {
  const deps = app.deps
  app.get(
    '/accounts',
    { schema: { response: { 200: Envelope(StaffAccountListRes) } }, config: { staff: { permission: 'staff:manage' } } },
    async (req) => ok(await listAccounts(deps, req)),
  )
  app.post(
    '/accounts/invite',
    { schema: { body: StaffInviteReq, response: { 200: Envelope(StaffInviteRes) } }, config: { staff: { permission: 'staff:manage' } } },
    async (req) => ok(await invite(deps, req, req.body)),
  )
  app.post(
    '/accounts/disable',
    { schema: { body: StaffAccountIdReq, response: { 200: Done } }, config: { staff: { permission: 'staff:manage' } } },
    async (req) => ok(await setDisabled(deps, req, req.body.staffId, true)),
  )
  app.post(
    '/accounts/enable',
    { schema: { body: StaffAccountIdReq, response: { 200: Done } }, config: { staff: { permission: 'staff:manage' } } },
    async (req) => ok(await setDisabled(deps, req, req.body.staffId, false)),
  )
  app.post(
    '/accounts/reset-totp',
    { schema: { body: StaffAccountIdReq, response: { 200: Done } }, config: { staff: { permission: 'staff:manage' } } },
    async (req) => ok(await resetTotp(deps, req, req.body.staffId)),
  )
  app.post(
    '/accounts/doctor',
    { schema: { body: StaffDoctorLinkReq, response: { 200: Envelope(StaffAccount) } }, config: { staff: { permission: 'staff:manage' } } },
    async (req) => ok(await linkDoctor(deps, req, req.body.staffId, req.body.doctorId)),
  )
  app.get(
    '/accounts/doctors',
    { schema: { response: { 200: Envelope(StaffDoctorListRes) } }, config: { staff: { permission: 'staff:manage' } } },
    async (req) => ok(await listDoctors(deps, req)),
  )
  app.get(
    '/audit',
    {
      schema: { querystring: StaffAuditQuery, response: { 200: Envelope(StaffAuditListRes) } },
      config: { staff: { permission: 'audit:read' } },
    },
    async (req) => ok(await listAudit(deps, req, req.query)),
  )
  app.get(
    '/audit/export',
    {
      schema: { querystring: StaffAuditQuery, response: { 200: Type.String({ description: 'text/csv; charset=utf-8 with a BOM' }) } },
      config: { staff: { permission: 'audit:read' } },
    },
    async (req, reply) => {
      const csv = await auditCsv(deps, req, req.query, csvField)
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="staff-audit.csv"')
        .header('cache-control', 'no-store')
        .send(csv)
    },
  )
}

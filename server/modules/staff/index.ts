/**
 * The staff module (issue 31): staff accounts, sessions, TOTP, roles and the audit log. Other modules add their
 * staff routes (in their own folders) with `config: { staff: { permission } }` and reach data through
 * `staffScope(req)` (health data through `scope.readHealth`, audited); server/modules/index.ts registers them all
 * inside `staffArea` under /staff.
 */
export {
  staffArea,
  staffScope,
  staffOf,
  staffError,
  HEALTH_PERMISSIONS,
  type StaffScope,
  type StaffSession,
  type StaffAccess,
  type ScopedDb,
  type AuditNote,
} from './scope'
export { writeAudit, sweepStaffAudit, type AuditEntry } from './audit'
export { createAccount, devStaffSession } from './service'
export { staffAuthRoutes, staffAccountRoutes } from './routes'
export { staffQueueRoutes } from './queues'

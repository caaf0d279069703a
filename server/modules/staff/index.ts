/**
 * The staff module (issue 31): staff accounts, sessions, TOTP, roles and the audit log. Other modules add their
 * staff routes (in their own folders) with `config: { staff: { permission } }` and reach data through
 * `staffScope(req)`; server/modules/index.ts registers them all inside `staffArea` under /staff.
 */
export { staffArea, staffScope, staffOf, type StaffScope, type StaffSession, type StaffAccess, type ScopedDb } from './scope'
export { writeAudit, sweepStaffAudit, type AuditEntry } from './audit'
export { createAccount, devStaffSession } from './service'
export { staffAuthRoutes, staffAccountRoutes } from './routes'

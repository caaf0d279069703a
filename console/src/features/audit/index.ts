/** the audit log viewer (filters, CSV export) */
export { AuditLog } from './AuditLog'
export { auditCsvHref, type AuditRow } from './api'

/** the audit log's calls (contract/staff.ts; audit:read): the list with filters and the CSV export's URL */
import type { Static } from '@sinclair/typebox'
import type { STAFF_PATHS, StaffAuditListRes, StaffAuditQuery, StaffAuditRow } from '@contract/staff'
import { request, withQuery } from '../../shared/request'

export const PATHS: Pick<typeof STAFF_PATHS, 'audit' | 'auditCsv'> = { audit: '/staff/audit', auditCsv: '/staff/audit/export' }

export type AuditQuery = Static<typeof StaffAuditQuery>
export type AuditRow = Static<typeof StaffAuditRow>
export type AuditList = Static<typeof StaffAuditListRes>

export function listAudit(q: AuditQuery, signal?: AbortSignal): Promise<AuditList> {
  return request<AuditList>('GET', PATHS.audit, { query: q, signal })
}

/** the export's address with the same filters (a plain GET download: the cookie goes with it) */
export function auditCsvHref(q: Omit<AuditQuery, 'pageNum' | 'pageSize'>): string {
  return withQuery(PATHS.auditCsv, q)
}

/** the results as the table shows them */
export const AUDIT_RESULTS: Record<string, string> = { ok: '成功', refused: '拒绝', failed: '失败' }

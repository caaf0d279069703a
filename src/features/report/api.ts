/** zeus report calls (SPEC §7 Reports; contract/report.ts). */
import type {
  ReportDetail,
  ReportLinkReq,
  ReportListPage,
  ReportListQuery,
  ReportQueryListReq,
  ReportQueryListRes,
  ReportSummary,
} from '@contract/report'
import { apiUrl, authHeaders, request, type RequestOptions } from '@/shared/request/request'

type Extra = Pick<RequestOptions, 'loading' | 'silent'>
const Z = 'zeus' as const

export const reportPage = (q: ReportListQuery, extra: Extra = { silent: true }) =>
  request<ReportListPage>({ prefix: Z, url: 'report/queryReportListByPage', method: 'GET', data: q, ...extra })
export const reportList = (q: ReportQueryListReq, extra: Extra = { silent: true }) =>
  request<ReportQueryListRes>({ prefix: Z, url: 'reportInfo/queryList', method: 'POST', data: q, ...extra })
export const reportDetail = (id: number | string, extra: Extra = { silent: true }) =>
  request<ReportDetail>({ prefix: Z, url: `reportInfo/queryDetail/${encodeURIComponent(String(id))}`, method: 'GET', ...extra })
export const linkReport = (b: ReportLinkReq, extra: Extra = { loading: '查询中...' }) =>
  request<ReportSummary>({ prefix: Z, url: 'report/linkReport', method: 'POST', data: b, ...extra })

/** the absolute URL of a report's PDF and the headers it needs (the PDF route wants the login like every call) */
export function reportPdfSource(id: number | string): { url: string; headers: Record<string, string> } {
  return { url: apiUrl(Z, `report/pdf/${encodeURIComponent(String(id))}`), headers: authHeaders() }
}

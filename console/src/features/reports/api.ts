/** The report desk's calls (contract/reportDesk.ts): the queues, one report, entry and fixing, review, publishing, critical values. */
import type { Static } from '@sinclair/typebox'
import type {
  REPORT_DESK_PATHS,
  StaffCriticalFollowUpReq,
  StaffCriticalItem,
  StaffCriticalQuery,
  StaffReport,
  StaffReportBooking,
  StaffReportCreateReq,
  StaffReportListRes,
  StaffReportQuery,
  StaffReportSendBackReq,
  StaffReportUpdateReq,
  StaffReportVersionReq,
} from '@contract/reportDesk'
import { request } from '../../shared/request'

export const REPORT_PATHS: typeof REPORT_DESK_PATHS = {
  reports: '/staff/reports',
  detail: '/staff/reports/detail',
  pdf: '/staff/reports/pdf',
  bookings: '/staff/reports/bookings',
  create: '/staff/reports/create',
  update: '/staff/reports/update',
  review: '/staff/reports/review',
  sendBack: '/staff/reports/send-back',
  publish: '/staff/reports/publish',
  critical: '/staff/reports/critical',
  followUp: '/staff/reports/critical/follow-up',
}
/** contract/reportDesk.ts REPORT_DESK_PDF_MAX_BYTES (src/domain/records RECORD_FILE_MAX_BYTES; the server checks it too) */
export { RECORD_FILE_MAX_BYTES as REPORT_PDF_MAX_BYTES, RECORD_FILE_MAX_MB as REPORT_PDF_MAX_MB } from '@/domain/records'

export type ReportQuery = Static<typeof StaffReportQuery>
export type ReportList = Static<typeof StaffReportListRes>
export type Report = Static<typeof StaffReport>
export type ReportBooking = Static<typeof StaffReportBooking>
export type CreateBody = Static<typeof StaffReportCreateReq>
export type UpdateBody = Static<typeof StaffReportUpdateReq>
export type CriticalItem = Static<typeof StaffCriticalItem>

export const listReports = (q: ReportQuery) => request<ReportList>('GET', REPORT_PATHS.reports, { query: q })
export const reportDetail = (id: number) => request<Report>('GET', REPORT_PATHS.detail, { query: { id } })
export const reportPdfUrl = (id: number) => `${REPORT_PATHS.pdf}?id=${id}`
export const listBookings = (date: string) => request<ReportBooking[]>('GET', REPORT_PATHS.bookings, { query: { date } })
export const createReport = (body: CreateBody) => request<Report>('POST', REPORT_PATHS.create, { body })
export const updateReport = (body: UpdateBody) => request<Report>('POST', REPORT_PATHS.update, { body })
export const reviewReport = (body: Static<typeof StaffReportVersionReq>) => request<Report>('POST', REPORT_PATHS.review, { body })
export const sendBackReport = (body: Static<typeof StaffReportSendBackReq>) => request<Report>('POST', REPORT_PATHS.sendBack, { body })
export const publishReport = (body: Static<typeof StaffReportVersionReq>) => request<Report>('POST', REPORT_PATHS.publish, { body })
export const listCritical = (q: Static<typeof StaffCriticalQuery>) => request<CriticalItem[]>('GET', REPORT_PATHS.critical, { query: q })
export const followUpCritical = (body: Static<typeof StaffCriticalFollowUpReq>) =>
  request<CriticalItem>('POST', REPORT_PATHS.followUp, { body })

/** a file's bytes as base64 */
export function fileBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader()
    r.onload = () => resolve(String(r.result).replace(/^data:[^,]*,/, ''))
    r.onerror = () => reject(new Error('文件读取失败'))
    r.readAsDataURL(file)
  })
}

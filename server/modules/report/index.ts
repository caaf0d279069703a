/**
 * report module — check-up reports (issue 12 item 9; SPEC §7 Reports): lists by person and year, the
 * patient's reading with trends, the PDF, linking by exam number + identity. Routes (routes.ts) are
 * registered by server/modules/index.ts on the zeus prefix (authenticated scope).
 */
export { linkReport, listReportPage, listReports, reportDetail, LINK_LIMITS } from './service'
export { personDigest } from './digest'
export { reportPdf, type ReportPdfInput } from './pdf'
export { staffReportRoutes } from './staff.routes'

/**
 * /zeus report routes (SPEC §7 Reports): queryReportListByPage, queryReportInfo, reportInfo/queryList,
 * reportInfo/queryDetail/{id}, the report PDF (report/pdf/{id}) and the /checkupReport link
 * (report/linkReport). All inside the authenticated scope (req.user); every report is read with the
 * caller's id (another user's report is a 404). Thin: the rules are in service.ts.
 */
import { Envelope, Type } from '../../../contract/lib'
import {
  ReportDetail,
  ReportIdParams,
  ReportIdQuery,
  ReportLinkReq,
  ReportListPage,
  ReportListQuery,
  ReportQueryListReq,
  ReportQueryListRes,
  ReportSummary,
} from '../../../contract/report'
import path from 'node:path'
import { ok } from '../../lib/errors'
import { pdfDocument, pdfServiceOf } from '../../lib/pdf-service'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { REPORT_PDF_FAILED } from '../../../src/domain/messages/report'
import { linkReport, listReportPage, listReports, reportDetail, uploadedReportPdf } from './service'
import type { ReportPdfInput } from './pdf'

/** the report's PDF: drawn by ./pdf.ts in the PDF thread (server/lib/pdf-service.ts) */
const REPORT_PDF = pdfDocument<ReportPdfInput>({
  name: 'report',
  module: path.join(__dirname, 'pdf.ts'),
  draw: 'reportPdf',
  failMessage: REPORT_PDF_FAILED,
})

const tags = ['zeus']
const security = [{ token: [] }]

export const userReportRoutes: TypedRoutePlugin = async (app) => {
  const deps = app.deps
  const pdfs = pdfServiceOf(app)

  app.get(
    '/report/queryReportListByPage',
    {
      schema: {
        tags,
        security,
        summary: "The caller's check-up reports (and those of family members on the account), newest first; by person and year",
        querystring: ReportListQuery,
        response: { 200: Envelope(ReportListPage) },
      },
    },
    async (req) => ok(await listReportPage(deps.db, req.user.userId, req.query)),
  )

  app.post(
    '/reportInfo/queryList',
    {
      schema: {
        tags,
        security,
        summary: "Every report of the caller's account for a person and / or year, newest first",
        body: ReportQueryListReq,
        response: { 200: Envelope(ReportQueryListRes) },
      },
    },
    async (req) => ok(await listReports(deps.db, req.user.userId, req.body ?? {})),
  )

  app.get(
    '/report/queryReportInfo',
    {
      schema: {
        tags,
        security,
        summary: "One report: conclusions and advice, abnormal items first, every department, trends (404 unless on the caller's account)",
        querystring: ReportIdQuery,
        response: { 200: Envelope(ReportDetail) },
      },
    },
    async (req) => ok(await reportDetail(deps.db, req.user.userId, req.query.id)),
  )

  app.get(
    '/reportInfo/queryDetail/:id',
    {
      schema: {
        tags,
        security,
        summary: 'The same as queryReportInfo, id in the path',
        params: ReportIdParams,
        response: { 200: Envelope(ReportDetail) },
      },
    },
    async (req) => ok(await reportDetail(deps.db, req.user.userId, req.params.id)),
  )

  app.get(
    '/report/pdf/:id',
    {
      schema: {
        tags,
        security,
        summary:
          "The report as a PDF: the one the hospital uploaded with it, else drawn (Chinese text, Noto Sans CJK embedded); 404 unless a published report on the caller's account",
        params: ReportIdParams,
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'application/pdf' }) },
      },
    },
    async (req, reply) => {
      const detail = await reportDetail(deps.db, req.user.userId, req.params.id)
      // a staff-entered report: the PDF the hospital uploaded with it (issue 32), as it was uploaded
      const uploaded = await uploadedReportPdf(deps.db, req.user.userId, detail.id)
      if (uploaded)
        return reply
          .type('application/pdf')
          .header('Cache-Control', 'private, no-cache')
          .header('Content-Disposition', `inline; filename="report-${detail.id}.pdf"`)
          .send(uploaded)
      return pdfs.send(req, reply, {
        doc: REPORT_PDF,
        data: { detail, title: '健康体检报告' },
        userId: req.user.userId,
        filename: `report-${detail.id}.pdf`,
        disposition: 'inline',
      })
    },
  )

  app.post(
    '/report/linkReport',
    {
      schema: {
        tags,
        security,
        summary:
          'Find a report not yet on an account by exam number + name + ID number and add it (attempts capped per account and per client)',
        body: ReportLinkReq,
        response: { 200: Envelope(ReportSummary) },
      },
    },
    async (req) => ok(await linkReport(deps.db, req.user.userId, req.ip, req.body, deps.now())),
  )
}

/**
 * The invoice desk of the staff console (issue 31 item 7), under /staff: the own hospital's applications
 * (invoice:read), issuing one with the electronic invoice's PDF (invoice:issue: the number, the date and the amount
 * checked against the application, the bytes by their content with the upload rules of server/lib/upload-file.ts)
 * or refusing it with a reason. Both are compare-and-set on 开票中 and audited in their transaction; the patient's
 * /billDetail reads the same row (已开票 with the PDF to download, or 开票失败 with the reason).
 */
import type { Selectable } from 'kysely'
import {
  STAFF_INVOICE_PDF_MAX_BYTES,
  STAFF_PATHS,
  StaffInvoice,
  StaffInvoiceIssueReq,
  StaffInvoiceListRes,
  StaffInvoiceQuery,
  StaffInvoiceRefuseReq,
} from '../../../contract/staff'
import { INVOICE_PDF_PATH } from '../../../contract/invoice'
import { Envelope } from '../../../contract/lib'
import { STAFF_REASON_REQUIRED } from '../../../src/domain/messages/staff'
import {
  STAFF_INVOICE_AMOUNT_MISMATCH,
  STAFF_INVOICE_DATE_FUTURE,
  STAFF_INVOICE_DATE_INVALID,
  STAFF_INVOICE_NO_INVALID,
  STAFF_INVOICE_NOT_FOUND,
  STAFF_INVOICE_PDF_INVALID,
  STAFF_INVOICE_PDF_REQUIRED,
  STAFF_INVOICE_PDF_TOO_LARGE,
  STAFF_INVOICE_WRONG_STATE,
  STAFF_REASON_TOO_LONG,
} from '../../../src/domain/messages/staffDesk'
import { businessToday, formatBusiness, startOfBusinessDay } from '../../../src/domain/time'
import type { InvoiceApplyTable } from '../../lib/db/tables/account'
import { badRequest, conflict, notFound, ok } from '../../lib/errors'
import { yuan } from '../../lib/money'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { newestFirstPage } from '../../lib/paging'
import { fmt, fmtReq } from '../../lib/time'
import { sniffUploadKind } from '../../lib/upload-file'
import { staffScope, type ScopedDb } from '../staff'

type Row = Selectable<InvoiceApplyTable>
const STATUS_STR: Record<number, string> = { 1: '开票中', 2: '已开票', 3: '开票失败' }
const rel = (p: string) => p.slice('/staff'.length)

/** a@b.cn → a***@b.cn (the console needs only to recognise it) */
function maskEmail(email: string): string {
  const at = email.indexOf('@')
  return at <= 0 ? (email ? `${email[0]}***` : '') : `${email[0]}***${email.slice(at)}`
}

async function views(db: ScopedDb, rows: Row[]): Promise<StaffInvoice[]> {
  const ids = rows.map((r) => r.id)
  const [orders, pdfs] = ids.length
    ? await Promise.all([
        db.unscoped
          .selectFrom('invoice_order_rel')
          .innerJoin('shop_order', 'shop_order.id', 'invoice_order_rel.order_id')
          .select(['invoice_order_rel.invoice_id', 'shop_order.order_no'])
          .where('invoice_order_rel.invoice_id', 'in', ids)
          .orderBy('shop_order.id')
          .execute(),
        db.selectFrom('invoice_pdf').select('invoice_id').where('invoice_id', 'in', ids).execute(),
      ])
    : [[], []]
  const withPdf = new Set(pdfs.map((p) => p.invoice_id))
  return rows.map((r) => ({
    invoiceId: r.id,
    status: r.status,
    statusStr: STATUS_STR[r.status] ?? '',
    headerType: r.header_type === 2 ? 2 : 1,
    invoiceTitle: r.title,
    taxNumber: r.tax_number,
    email: maskEmail(r.email),
    amount: yuan(r.amount_cents),
    orderNos: orders.filter((o) => o.invoice_id === r.id).map((o) => o.order_no),
    invoiceNo: r.invoice_no,
    invoiceDate: r.invoice_date ?? null,
    refuseReason: r.refuse_reason ?? null,
    hasPdf: withPdf.has(r.id),
    applyTime: fmtReq(r.created_at),
    issueTime: fmt(r.issued_at),
  }))
}

/** the application of the staff member's hospital, locked, waiting (开票中): else 404 / 409 */
async function waiting(db: ScopedDb, id: number): Promise<Row> {
  const r = (await db.selectFrom('invoice_apply').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()) as Row | undefined
  if (!r) throw notFound(STAFF_INVOICE_NOT_FOUND)
  if (r.status !== 1) throw conflict(STAFF_INVOICE_WRONG_STATE)
  return r
}

/** the PDF's bytes from the request's base64 (a data: URL prefix allowed), or a 400 with the reason */
function pdfBytes(b64: string): Buffer {
  const raw = b64.replace(/^data:[^,]*,/, '').replace(/\s+/g, '')
  if (!raw) throw badRequest(STAFF_INVOICE_PDF_REQUIRED)
  const bytes = Buffer.from(raw, 'base64')
  if (bytes.length > STAFF_INVOICE_PDF_MAX_BYTES) throw badRequest(STAFF_INVOICE_PDF_TOO_LARGE(STAFF_INVOICE_PDF_MAX_BYTES / 1024 / 1024))
  if (sniffUploadKind(bytes) !== 'pdf') throw badRequest(STAFF_INVOICE_PDF_INVALID)
  return bytes
}

export const staffInvoiceRoutes: TypedRoutePlugin = async (app) => {
  app.get(
    rel(STAFF_PATHS.invoices),
    {
      schema: { querystring: StaffInvoiceQuery, response: { 200: Envelope(StaffInvoiceListRes) } },
      config: { staff: { permission: 'invoice:read' } },
    },
    async (req) => {
      const scope = staffScope(req)
      let q = scope.selectFrom('invoice_apply')
      if (req.query.status) q = q.where('status', '=', req.query.status)
      const { rows, total } = await newestFirstPage(q, req.query, (x) => x.selectAll())
      return ok({ list: await views(scope, rows as Row[]), total })
    },
  )

  app.post(
    rel(STAFF_PATHS.invoiceIssue),
    {
      // the PDF travels as base64 in JSON: its own body limit
      bodyLimit: Math.ceil((STAFF_INVOICE_PDF_MAX_BYTES * 4) / 3) + 64 * 1024,
      schema: { body: StaffInvoiceIssueReq, response: { 200: Envelope(StaffInvoice) } },
      config: { staff: { permission: 'invoice:issue' } },
    },
    async (req) => {
      const scope = staffScope(req)
      const b = req.body
      const invoiceNo = b.invoiceNo.replace(/\s+/g, '')
      if (!/^\d{8,20}$/.test(invoiceNo)) throw badRequest(STAFF_INVOICE_NO_INVALID)
      const day = startOfBusinessDay(b.invoiceDate)
      if (!/^\d{4}-\d{2}-\d{2}$/.test(b.invoiceDate) || !day || formatBusiness(day, 'YYYY-MM-DD') !== b.invoiceDate)
        throw badRequest(STAFF_INVOICE_DATE_INVALID)
      if (b.invoiceDate > businessToday(scope.now)) throw badRequest(STAFF_INVOICE_DATE_FUTURE)
      const bytes = pdfBytes(b.pdfBase64)
      const row = await scope.write({ action: 'invoice.issue', objectType: 'invoice', objectId: b.id }, async (tx, audit) => {
        const r = await waiting(tx, b.id)
        audit.patientUserId = r.user_id
        if (Math.round(b.amount * 100) !== r.amount_cents) throw badRequest(STAFF_INVOICE_AMOUNT_MISMATCH(yuan(r.amount_cents).toFixed(2)))
        const issued = await tx
          .updateTable('invoice_apply')
          .set({
            status: 2,
            invoice_no: invoiceNo,
            invoice_date: b.invoiceDate,
            invoice_url: `${INVOICE_PDF_PATH}?invoiceId=${r.id}`,
            issued_at: scope.now,
            delivered_at: scope.now,
            issued_by: scope.staff.staffId,
          })
          .where('id', '=', r.id)
          .where('status', '=', 1)
          .returningAll()
          .executeTakeFirst()
        if (!issued) throw conflict(STAFF_INVOICE_WRONG_STATE)
        await tx.unscoped
          .insertInto('invoice_pdf')
          .values({ invoice_id: r.id, hospital_id: scope.hospitalId, bytes, created_at: scope.now })
          .execute()
        audit.changes = { status: [1, 2], invoiceNo, invoiceDate: b.invoiceDate, pdfBytes: bytes.length }
        return issued as Row
      })
      return ok((await views(scope, [row]))[0])
    },
  )

  app.post(
    rel(STAFF_PATHS.invoiceRefuse),
    {
      schema: { body: StaffInvoiceRefuseReq, response: { 200: Envelope(StaffInvoice) } },
      config: { staff: { permission: 'invoice:issue' } },
    },
    async (req) => {
      const scope = staffScope(req)
      const reason = req.body.reason.trim()
      if (!reason) throw badRequest(STAFF_REASON_REQUIRED)
      if (Array.from(reason).length > 200) throw badRequest(STAFF_REASON_TOO_LONG)
      const row = await scope.write({ action: 'invoice.refuse', objectType: 'invoice', objectId: req.body.id }, async (tx, audit) => {
        const r = await waiting(tx, req.body.id)
        audit.patientUserId = r.user_id
        const refused = await tx
          .updateTable('invoice_apply')
          .set({ status: 3, refuse_reason: reason, issued_by: scope.staff.staffId })
          .where('id', '=', r.id)
          .where('status', '=', 1)
          .returningAll()
          .executeTakeFirst()
        if (!refused) throw conflict(STAFF_INVOICE_WRONG_STATE)
        audit.changes = { status: [1, 3], reason }
        return refused as Row
      })
      return ok((await views(scope, [row]))[0])
    },
  )
}

/** The invoice desk's calls (contract/staff.ts): the queue, issue with the PDF, refuse with a reason. */
import type { Static } from '@sinclair/typebox'
import type {
  STAFF_PATHS,
  StaffInvoice,
  StaffInvoiceIssueReq,
  StaffInvoiceListRes,
  StaffInvoiceQuery,
  StaffInvoiceRefuseReq,
} from '@contract/staff'
import { request } from '../../shared/request'

export const INVOICE_PATHS: Pick<typeof STAFF_PATHS, 'invoices' | 'invoiceIssue' | 'invoiceRefuse'> = {
  invoices: '/staff/invoices',
  invoiceIssue: '/staff/invoices/issue',
  invoiceRefuse: '/staff/invoices/refuse',
}
/** contract/staff.ts STAFF_INVOICE_PDF_MAX_BYTES (the server checks it too) */
export const PDF_MAX_BYTES = 2 * 1024 * 1024

export type InvoiceQuery = Static<typeof StaffInvoiceQuery>
export type InvoiceList = Static<typeof StaffInvoiceListRes>
export type Invoice = Static<typeof StaffInvoice>
export type IssueBody = Static<typeof StaffInvoiceIssueReq>
export type RefuseBody = Static<typeof StaffInvoiceRefuseReq>

export const listInvoices = (q: InvoiceQuery) => request<InvoiceList>('GET', INVOICE_PATHS.invoices, { query: q })
export const issueInvoice = (body: IssueBody) => request<Invoice>('POST', INVOICE_PATHS.invoiceIssue, { body })
export const refuseInvoice = (body: RefuseBody) => request<Invoice>('POST', INVOICE_PATHS.invoiceRefuse, { body })

/** a file's bytes as base64 */
export function fileBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader()
    r.onload = () => resolve(String(r.result).replace(/^data:[^,]*,/, ''))
    r.onerror = () => reject(new Error('文件读取失败'))
    r.readAsDataURL(file)
  })
}

/** The invoice feature's public face: what pages and other features import from it (issue 11; each area's package completes it). */
export { BILL_TABS, DEFAULT_BILL_TAB, HEADER_REQUIRED } from './model'
export { default as HeaderForm } from './components/HeaderForm'
export { default as OrderBrief } from './components/InvoiceOrderBrief'
export { useInvoiceDraft } from './invoiceDraft'
export {
  canInvoice,
  canInvoiceDetail,
  cantInvoice,
  checkRepeat,
  deleteHeaders,
  deliveryInvoice,
  downloadInvoicePdf,
  headerDetail,
  headerList,
  invoiceDetail,
  invoiceList,
  queryRelOrderList,
  saveHeader,
  submitApply,
} from './api'

/** the invoice desk of the console: the queue's calls, issue (with the PDF) and refuse dialogs */
export { IssueDialog } from './IssueDialog'
export { RefuseDialog } from './RefuseDialog'
export { listInvoices, type Invoice, type InvoiceQuery } from './api'

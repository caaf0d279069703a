/** invoice module — invoice headers and invoices: service.ts (rules, SQL), routes.ts (thin). What other modules may use. */
export { INVOICE_MSG, MAX_HEADERS } from './service'
export { staffInvoiceRoutes } from './staff.routes'

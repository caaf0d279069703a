/** invoice module — invoice headers and invoices (routes/order-center/invoice.ts). What other modules may use. */
export { INVOICE_MSG, MAX_HEADERS } from './routes'

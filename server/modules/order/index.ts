/**
 * order module — order lifecycle (create, cancel, close unpaid, release) and the read model other
 * modules read orders through (invoices, after-sales). The payment state (start, apply a result, sync,
 * refund) is the pay module's (modules/pay/service.ts). What other modules may use. Today's files: routes/order-center/
 * {orderService,orders,invoiceOrders}.ts; the request schemas (routes/order-center/schemas.ts) go to
 * contract/order.ts.
 */
export {
  cancelOrder,
  closeMinutes,
  createOrder,
  findByRequestKey,
  newOrderNo,
  releaseOrder,
  resolveAddress,
  roleChoice,
  unpaidCaps,
  type CreateOrderInput,
} from './service'
// the read model (read-only order views with their lines)
export {
  cantInvoiceReason,
  CLAIM_STATUSES,
  invoiceableCents,
  isPaid,
  loadOrders,
  PAID_STATUSES,
  requireOrders,
  toInvoiceGoods,
  toInvoiceOrder,
  type OrderView,
} from './read-model'

/**
 * order module — order lifecycle (create, cancel, close unpaid, release), the payment state it keeps
 * today (start, apply a result, sync, refund), and the read model other modules read orders through
 * (invoices, after-sales). What other modules may use. Today's files: routes/order-center/
 * {orderService,orders,invoiceOrders}.ts; the request schemas (routes/order-center/schemas.ts) go to
 * contract/order.ts.
 */
export {
  applyPayResult,
  cancelOrder,
  closeExpired,
  closeMinutes,
  createOrder,
  findByRequestKey,
  newOrderNo,
  payReturnOrigins,
  refundOrder,
  releaseOrder,
  resolveAddress,
  resolveReturnUrl,
  roleChoice,
  startPayment,
  syncPayment,
  unpaidCaps,
  type ApplyResult,
  type CreateOrderInput,
} from '../../routes/order-center/orderService'
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
} from '../../routes/order-center/invoiceOrders'

/**
 * order module — order lifecycle (create, cancel, close unpaid, release) and the read model other
 * modules read orders through (invoices, after-sales). The payment state (start, apply a result, sync,
 * refund) is the pay module's (modules/pay/service.ts). What other modules may use. Files: service.ts
 * (lifecycle: release, cancel, caps, address, roles), create.ts (createOrder) + repository.ts (its one
 * transaction), read-model.ts, views.ts / actions.ts / appoint.ts behind routes.ts / appoint.routes.ts.
 */
export { cancelOrder, closeMinutes, findByRequestKey, newOrderNo, releaseOrder, resolveAddress, roleChoice, unpaidCaps } from './service'
export { createOrder, type CreateOrderInput } from './create'
export { insertAddOnOrder } from './add-on-order'
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
// group-buy places held by orders (taken in createOrder, paid in applyPayResult, released with the order)
export { teamOrderPaid, type TeamPlace } from './team'
export { staffOrderRoutes } from './staff.routes'
// the shipped and 核销 hooks (the WeChat shipping-information upload plugs in here)
export { setOnShipped, setOnVerified, type OnShipped, type OnVerified, type ShippedEvent, type VerifiedEvent } from './shipping'

/**
 * pay module — payment providers per channel (server/payments), the payment state of orders
 * (service.ts: start, apply a result, sync, refund), notifies and the sandbox cashier
 * (notify.ts, cashier.ts, routes.ts). What other modules may use.
 */
export {
  payments,
  SandboxPaymentProvider,
  UnavailablePaymentProvider,
  type Payments,
  type PaymentProvider,
  type PrepayInput,
  type PrepayParams,
  type VerifiedNotify,
} from '../../payments'
export { CASHIER_DENIED, handleNotify } from './notify'
export {
  applyPayResult,
  newRefundNo,
  closeExpired,
  payReturnOrigins,
  refundOrder,
  resolveReturnUrl,
  startPayment,
  syncPayment,
  syncWaiting,
  PAY_SYNC_AFTER_MS,
  applyRefundResult,
  type ApplyResult,
} from './service'

/**
 * pay module — payment providers per channel (server/payments), notifies and the sandbox cashier
 * (routes/pay-center/index.ts). The payment state of orders is in the order module today. What other
 * modules may use.
 */
export { payments, SandboxPaymentProvider, UnavailablePaymentProvider, type Payments, type PaymentProvider, type PrepayInput, type PrepayParams, type VerifiedNotify } from '../../payments'
export { CASHIER_DENIED, handleNotify } from '../../routes/pay-center/index'

/**
 * Messages of invoices: headers and applications (SPEC §2 invoices). The form texts (title, tax number,
 * repeat) are the domain's (src/domain/invoice.ts); the rest are OWN. Not re-exported by ./index.ts:
 * import this area file directly (@/domain/messages/invoice).
 */
import { HEADER_REPEAT, INVOICE_TITLE_REQUIRED, TAX_NUMBER_INVALID, TAX_NUMBER_REQUIRED } from '../invoice'

/** OWN: at most this many invoice headers per user */
export const MAX_INVOICE_HEADERS = 20

export const INVOICE_MSG = {
  TITLE_REQUIRED: INVOICE_TITLE_REQUIRED,
  TAX_REQUIRED: TAX_NUMBER_REQUIRED,
  TAX_INVALID: TAX_NUMBER_INVALID,
  HEADER_REPEAT,
  HEADER_NOT_FOUND: '发票抬头不存在',
  TOO_MANY: `发票抬头最多保存${MAX_INVOICE_HEADERS}个`,
  INVOICE_NOT_FOUND: '发票不存在',
  ONLY_ELECTRONIC: '仅支持开具电子普通发票',
  ORDERS_REQUIRED: '请选择开票订单',
  ALREADY: '订单已开票',
  NOT_ISSUED: '发票尚未开具',
} as const
/** why an order cannot be invoiced (the order module's read model decides) */
export const CANT_INVOICE_REASONS = {
  INVOICED: '已开票',
  NOT_PAID: '订单未支付',
  REFUNDED: '订单已全额退款',
  CANCELLED: '订单已取消',
  AFTER_SALE: '订单售后处理中',
} as const
/** an order of an application cannot be invoiced: which one and why */
export const orderCantInvoiceMessage = (orderNo: string, why: string): string => `订单${orderNo}：${why}`

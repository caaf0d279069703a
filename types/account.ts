/**
 * API contract of the account data of the shop (addresses and service persons: contract/account.ts) (SPEC §2 Orders and after-sales, Invoices, Account,
 * Widgets person-list popup; §3 Person info, Service person, Pre-appointment rule form, Order address,
 * Exam info, Bills; §5 service-person form; §7 User services, Address, After-sale, Invoices, Physical
 * exam; §9 invoice and reschedule facts):
 * receiver addresses and the area tree, service persons (= exam persons), physical-exam packages with
 * add-on items and appointment pools, invoices with invoice headers, and after-sales.
 *
 * Conventions (as types/browse.ts and types/order.ts; stable — later changes only ADD fields):
 * - Every reply is the envelope {code, msg, data} of ./api.ts; the types below are `data`.
 *   Errors: 400 bad input / business refusal (msg is the Chinese text to show, e.g. the SPEC §5
 *   service-person messages verbatim), 401 未登录, 404 not found OR not the caller's (another user's
 *   address / person / invoice header / invoice / after-sale is never returned nor changed).
 * - Every endpoint needs login (token header) except the area tree, the exam packages and add-on
 *   items and the logistics companies. hospitalId comes from the header (default 6).
 * - Money: yuan as JSON numbers with at most two decimals. Date-times 'YYYY-MM-DD HH:mm:ss' China
 *   time; dates 'YYYY-MM-DD'.
 * - defaultUse everywhere: 0 = the default one, 1 = not default (SPEC §3 service person
 *   "defaultUse (0 default)"; addresses and invoice headers use the same code). At most one default.
 * - Privacy: phone numbers and ID numbers are MASKED in every list (138****5678,
 *   110***********002X); the full values go only to their owner from the detail endpoints
 *   (servicePerson/queryDetail, pe/queryPePerson?id=). ID numbers are stored encrypted, never logged.
 * - Consent: saving a person with a (new or changed) ID number requires `consent: true` (the user
 *   agreed that health data and the ID number are stored), else 400 请先阅读并同意个人信息授权.
 *
 * Server tables (for other modules, read-only): user_address (addresses; commitPay addressId),
 * user_person (service persons = exam persons; PeInfo.examPersonId, serviceRoles person ids),
 * pe_package / pe_add_item / pe_appoint_pool / pe_appointment, invoice_header, invoice_apply,
 * invoice_order_rel, after_sale.
 */
import type { DateTimeString } from './browse'

// ============================================================ addresses and service persons: contract/account.ts

// Transitional: the order, cart and exam code of the buy work package still imports these names from here; the
// shapes themselves are written once, in contract/account.ts (TypeBox). New code imports them from
// '@contract/account' (type-only).
export type {
  DeleteByIdReq,
  DeleteRes,
  RecvAddress,
  RecvAddressListRes,
  SaveRecvAddressReq,
  SaveRecvAddressRes,
  SaveServicePersonReq,
  ServicePerson,
  ServicePersonDetailRes,
  ServicePersonListRes,
} from '../contract/account'
import type { DeleteByIdReq } from '../contract/account'
import type { InvoiceGoods } from '../contract/invoice'

/** POST /user-center/servicePerson/delete {id} (also GET /intserv/pe/delPePerson?id=) */
export type DeleteServicePersonReq = DeleteByIdReq

// ============================================================ after-sale (order-center)

/** 1 refund only, 2 return goods and refund */
export type AfterSaleType = 1 | 2
/** 1 pending review, 2 waiting for the returned goods, 3 refunding, 4 refunded, 5 cancelled, 6 refused */
export type AfterSaleStatus = 1 | 2 | 3 | 4 | 5 | 6

/** GET /order-center/afterSale/getAfterSaleReason?type= */
export interface AfterSaleReason {
  id: number
  reason: string
  /** the after-sale types it applies to */
  types: AfterSaleType[]
}
export type AfterSaleReasonRes = AfterSaleReason[]

/**
 * POST /order-center/afterSale/applyAfterSale — only the caller's paid orders (104, 105, 102); a
 * reason id from getAfterSaleReason; refundAmount > 0 and never above what the order (or line) paid
 * minus what earlier after-sales claim (退款金额不能超过可退金额 ¥x); one open after-sale per order.
 */
export interface ApplyAfterSaleReq {
  orderId: number
  /** a line of the order; omitted = the whole order */
  orderGoodsId?: number
  afterSaleType: AfterSaleType
  reasonId: number
  refundAmount: number
  description?: string
  /** image URLs (max 6) */
  pics?: string[]
  /** returned quantity (type 2) */
  goodsNum?: number
}
export interface AfterSaleDetail {
  afterSaleId: number
  afterSaleNo: string
  orderId: number
  orderNo: string
  orderGoodsId: number | null
  goodsList: InvoiceGoods[]
  afterSaleType: AfterSaleType
  afterSaleTypeStr: string
  reasonId: number
  reason: string
  description: string
  pics: string[]
  refundAmount: number
  /** what could be refunded when applying */
  maxRefundAmount: number
  goodsNum: number
  status: AfterSaleStatus
  statusStr: string
  logisticsCompany: string | null
  logisticsCode: string | null
  logisticsNo: string | null
  /** the shop's return address (type 2) */
  returnAddress: string
  applyTime: DateTimeString
  updateTime: DateTimeString
  canCancel: boolean
  canSubmitLogistic: boolean
}
export type ApplyAfterSaleRes = AfterSaleDetail
/** GET /order-center/afterSale/afterSaleDetail?id= (or orderId= : the newest of that order) */
export type AfterSaleDetailRes = AfterSaleDetail
/** GET /order-center/afterSale/submitLogistic?id=&logisticsCode=&logisticsNo= (type 2, status 1 or 2) */
export type SubmitLogisticRes = AfterSaleDetail
/** GET /order-center/afterSale/getLogistic?type=11 — logistics companies for returns (SPEC §9 type 11) */
export type GetLogisticRes = Array<{ code: string; name: string }>
/** GET /order-center/afterSale/cancelAfterSale?id= (status 1 or 2) */
export type CancelAfterSaleRes = AfterSaleDetail

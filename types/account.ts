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
import type { DateString, DateTimeString, PageParams, PageResult, RuleField } from './browse'

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

// ============================================================ physical exam (intserv)

/** an exam item of a package */
export interface PeItem {
  name: string
  desc: string
}
/** SPEC §3 serviceInstitution */
export interface PeInstitution {
  name: string
  address: string
  phone?: string
}
/** a physical-exam package (one per exam goods) */
export interface PePackage {
  packageId: number
  goodsId: number
  goodsDistributeId: number
  packageName: string
  picUrl: string
  sellPoint: string
  price: number
  linedPrice: number
  /** 0 any, 1 male only, 2 female only */
  sexLimit: 0 | 1 | 2
  /** 不限 / 男性 / 女性 */
  sexLimitStr: string
  minAge: number
  maxAge: number
  /** 入职体检 / 中老年体检 / ... (the goods' category) */
  categoryId: number
  categoryName: string
  itemCount: number
  serviceInstitution: PeInstitution
}
export interface PePackageDetail extends PePackage {
  items: PeItem[]
  notice: string
  addItems: PeAddItem[]
  /** SPEC §3 pre-appointment rule form */
  ruleFieldRelList: RuleField[]
}
/** GET /intserv/pe/queryPackage?packageId= (or goodsId=) */
export type QueryPackageRes = PePackageDetail

/** an add-on item (SPEC §2 /checkup/ballCheck) */
export interface PeAddItem {
  id: number
  packageId: number
  itemName: string
  itemDesc: string
  price: number
  /** 0 any, 1 male, 2 female */
  sexLimit: 0 | 1 | 2
}
/** GET /intserv/pe/queryAddItem?packageId= */
export type QueryAddItemRes = PeAddItem[]

/** GET /intserv/pe/queryPackageList?keyword=&sex=&categoryId=&pageNum=&pageSize= (sex 1/2 = packages open to that sex) */
export interface QueryPackageListReq extends PageParams {
  keyword?: string
  sex?: 0 | 1
  categoryId?: number
}
export type QueryPackageListRes = PageResult<PePackage>
/** GET /intserv/pe/packageList/query — the packages of the hospital grouped by category */
export type PackageListQueryRes = Array<{ categoryId: number; categoryName: string; packages: PePackage[] }>

/** GET /intserv/pe/checkIdentity?personId=&packageId= — does the person fit the package (sex, age)? */
export interface CheckIdentityRes {
  pass: boolean
  /** why not (该套餐仅限男性/女性, 该套餐适用年龄为{min}-{max}岁); null when pass */
  msg: string | null
  personId: number
  sex: 0 | 1
  age: number
}

/** one time slot of an exam pool */
export interface PePoolSlot {
  poolId: number
  appointedTime: string
  capacity: number
  remain: number
  /** 0 bookable, 1 expired, 2 fully booked (SPEC §4) */
  appointFlag: 0 | 1 | 2
}
export interface PePoolDay {
  appointedDate: DateString
  poolList: PePoolSlot[]
}
/** GET /intserv/pe/queryAppointPool?packageId= — the next 14 days × slots with remaining capacity */
export type QueryAppointPoolRes = PePoolDay[]

/**
 * POST /intserv/pe/appoint — book a slot for one of the caller's persons, for ONE unit (orderGoodsId,
 * index) of the caller's own order line of the package's goods that is paid (104/105) or being paid
 * within its close window (101), and that has no place yet (capacity taken atomically; 400 预约已满 /
 * 预约时间已过期 / 请选择预约日期 / 请选择预约时间段 / 订单未支付或已关闭，不能预约 / 该体检已预约，如需改期请修改预约 /
 * 该体检人已预约该套餐 / 加项需在下单时购买; the rule form validated by src/domain validateRuleForm).
 * addItemIds: of the add-on items that unit paid for (default all of them).
 */
export interface PeAppointReq {
  packageId: number
  personId: number
  orderId: number
  orderGoodsId: number
  /** the unit of the line (0-based, default 0) */
  index?: number
  appointedDate: DateString
  appointedTime: string
  addItemIds?: number[]
  filedInfo?: Array<{ fieldId: number; showName: string; value: string }>
}
/** SPEC §3 "Exam info" of one appointment */
export interface PeAppointment {
  appointmentId: number
  packageId: number
  packageName: string
  personId: number
  /** masked */
  personName: string
  personIdNumber: string
  orderId: number | null
  filedInfo: Array<{ fieldId: number; showName: string; value: string }>
  appointedDate: DateString
  appointedTime: string
  serviceInstitution: PeInstitution
  addItems: PeAddItem[]
  /** package price + add-on items */
  totalPrice: number
  /** 1 booked, 2 cancelled, 3 done */
  status: 1 | 2 | 3
  rescheduleCount: number
  /** src/domain canReschedule */
  canReschedule: boolean
  cannotRescheduleReason: string | null
  createTime: DateTimeString
}
export type PeAppointRes = PeAppointment
/** POST /intserv/pe/queryPeAppointedInfo {appointmentId?} — one appointment, or all of the caller's (newest first) */
export interface QueryPeAppointedInfoReq {
  appointmentId?: number
}
export type QueryPeAppointedInfoRes = PeAppointment[]
/** POST /intserv/pe/modifyAppointedDate — reschedule (SPEC §9: at most 3 times, at least 1 day before) */
export interface ModifyAppointedDateReq {
  appointmentId: number
  appointedDate: DateString
  appointedTime: string
}
export type ModifyAppointedDateRes = PeAppointment
/** POST /intserv/pe/cancelAppoint {appointmentId} — frees the slot (same 1-day rule) */
export type CancelPeAppointReq = { appointmentId: number }

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

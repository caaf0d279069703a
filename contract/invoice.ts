/**
 * API contract of invoices (SPEC §2 Invoices, §3 Bills, §9; /order-center/invoiceData, invoiceInfo,
 * invoiceOrderRel): invoice headers (抬头), the orders an invoice can be / is on, and invoices. The
 * server validates the requests and serializes the replies with these schemas (strict); the app imports
 * the types only.
 */
import type { DeleteRes } from './account'
import { Count, DateTimeString, Enum, Id, Int4, Money, Nullable, PageQuery, PageReq, Paged, StrictObject, Type, type Static } from './lib'

/** 1 personal, 2 company */
export const InvoiceHeaderType = Enum([1, 2] as const)
export type InvoiceHeaderType = Static<typeof InvoiceHeaderType>

/** an invoice header (抬头) of the caller */
export const InvoiceHeader = StrictObject({
  id: Id(),
  headerType: InvoiceHeaderType,
  /** 个人 / 单位 */
  headerTypeStr: Type.String(),
  /** the title: a person's name or the company name */
  invoiceTitle: Type.String(),
  /** company: the unified social credit code / taxpayer number ('' for personal) */
  taxNumber: Type.String(),
  companyAddress: Type.String(),
  companyPhone: Type.String(),
  bankName: Type.String(),
  bankAccount: Type.String(),
  email: Type.String(),
  /** 0 default, 1 not default */
  defaultUse: Enum([0, 1] as const),
  updateTime: DateTimeString(),
})
export type InvoiceHeader = Static<typeof InvoiceHeader>
/** POST /order-center/invoiceData/new/list */
export const InvoiceHeaderListRes = Type.Array(InvoiceHeader)
export type InvoiceHeaderListRes = Static<typeof InvoiceHeaderListRes>

/**
 * POST /order-center/invoiceData/new/saveOrUpdate. invoiceTitle required (请输入发票抬头); company
 * headers need a valid tax number (请输入税号 / 税号格式不正确: 18-character unified social credit code
 * with its check character, or a 15/17/20-character taxpayer number); the same title+tax number twice:
 * 该发票抬头已存在. Max 20 headers.
 */
const Str = (maxLength: number) => Type.String({ maxLength })
/** comma-separated ids in a query (?idList=1,2) */
const IdListString = () => Type.String({ pattern: '^\\d{1,10}(,\\d{1,10}){0,99}$', description: 'comma-separated ids' })
/** the orders of a request body */
const OrderIdList = (minItems?: number) => Type.Array(Id(), { ...(minItems ? { minItems } : {}), maxItems: 100 })

/** the title is required by the rules (src/domain), not by the schema: its message names the field */
export const SaveInvoiceHeaderReq = StrictObject({
  id: Type.Optional(Id()),
  headerType: InvoiceHeaderType,
  invoiceTitle: Type.Optional(Str(100)),
  taxNumber: Type.Optional(Str(30)),
  companyAddress: Type.Optional(Str(200)),
  companyPhone: Type.Optional(Str(30)),
  bankName: Type.Optional(Str(100)),
  bankAccount: Type.Optional(Str(40)),
  email: Type.Optional(Str(100)),
  defaultUse: Type.Optional(Enum([0, 1] as const)),
})
export type SaveInvoiceHeaderReq = Static<typeof SaveInvoiceHeaderReq>
export type SaveInvoiceHeaderRes = InvoiceHeader
/** DELETE /order-center/invoiceData/new/delete?idList=1,2 — only the caller's (404 if any is not) */
export const DeleteInvoiceHeaderQuery = StrictObject({ idList: IdListString() })
export type DeleteInvoiceHeaderQuery = Static<typeof DeleteInvoiceHeaderQuery>
export type DeleteInvoiceHeaderRes = DeleteRes
/** GET /order-center/invoiceData/new/checkRepeat?invoiceTitle=&taxNumber=&id= */
export const CheckRepeatQuery = StrictObject({ invoiceTitle: Str(100), taxNumber: Type.Optional(Str(30)), id: Type.Optional(Id()) })
export type CheckRepeatQuery = Static<typeof CheckRepeatQuery>
export const CheckRepeatRes = StrictObject({ repeat: Type.Boolean() })
export type CheckRepeatRes = Static<typeof CheckRepeatRes>
/** GET /order-center/invoiceData/new/detail?id= */
export const InvoiceHeaderDetailQuery = StrictObject({ id: Id() })
export type InvoiceHeaderDetailQuery = Static<typeof InvoiceHeaderDetailQuery>
export type InvoiceHeaderDetailRes = InvoiceHeader

/** a line of an order as seen by the invoice screens */
export const InvoiceGoods = StrictObject({
  orderGoodsId: Id(),
  goodsId: Id(),
  goodsName: Type.String(),
  skuName: Type.String(),
  goodsNum: Count(),
  price: Money(),
  realPrice: Money(),
  headPic: Type.String(),
})
export type InvoiceGoods = Static<typeof InvoiceGoods>

/** an order as seen by the invoice screens (SPEC §3 Bills) */
export const InvoiceOrder = StrictObject({
  orderId: Id(),
  orderNo: Type.String(),
  status: Int4(),
  statusLabel: Type.String(),
  createTime: DateTimeString(),
  payTime: Nullable(DateTimeString()),
  /** what was paid minus what was refunded: the invoiceable amount */
  invoiceAmount: Money(),
  goodsNum: Count(),
  goodsList: Type.Array(InvoiceGoods),
  /** why not invoiceable (cantInvoice only): 已开票 / 订单未支付 / 订单已取消 / 订单已全额退款 */
  reason: Type.Optional(Type.String()),
  /** the invoice this order is on (cantInvoice 已开票) */
  invoiceId: Type.Optional(Nullable(Id())),
})
export type InvoiceOrder = Static<typeof InvoiceOrder>
/** POST /order-center/invoiceOrderRel/new/canInvoice {pageNum, pageSize} — the caller's paid, not yet invoiced orders */
export const CanInvoiceRes = Paged(InvoiceOrder)
export type CanInvoiceRes = Static<typeof CanInvoiceRes>
/** POST /order-center/invoiceOrderRel/new/canInvoiceDetail?orderIdList=1,2 — SPEC §3 Bills detail (404 if any is not the caller's; 400 if any cannot be invoiced) */
export const CanInvoiceDetailRes = StrictObject({ orderList: Type.Array(InvoiceOrder), totalPrice: Money() })
export type CanInvoiceDetailRes = Static<typeof CanInvoiceDetailRes>
/** POST /order-center/invoiceOrderRel/new/cantInvoice {pageNum, pageSize} — the caller's orders that cannot be invoiced, with the reason */
export type CantInvoiceRes = CanInvoiceRes
/** GET /order-center/invoiceOrderRel/new/queryRelOrderList?invoiceId= — the orders of one of the caller's invoices */
export const QueryRelOrderListRes = Type.Array(InvoiceOrder)
export type QueryRelOrderListRes = Static<typeof QueryRelOrderListRes>

/** 1 issuing (开票中), 2 issued (已开票), 3 failed (开票失败) */
export const InvoiceStatus = Enum([1, 2, 3] as const)
export type InvoiceStatus = Static<typeof InvoiceStatus>

/**
 * POST /order-center/invoiceInfo/new/submitApply — SPEC §9: electronic ordinary invoices only
 * (invoiceType 1); only the caller's paid orders; an order is invoiced once (400 订单已开票).
 * The header is a saved one (invoiceDataId) or given inline.
 */
export const SubmitInvoiceApplyReq = StrictObject({
  orderIdList: OrderIdList(1),
  invoiceDataId: Type.Optional(Id()),
  headerType: Type.Optional(InvoiceHeaderType),
  invoiceTitle: Type.Optional(Str(100)),
  taxNumber: Type.Optional(Str(30)),
  /** where the electronic invoice is sent (required unless the header has one): 请输入邮箱地址 / 邮箱地址格式不正确 */
  email: Type.Optional(Str(100)),
  /** only 1 (electronic ordinary invoice) is accepted (the rules refuse others with their message) */
  invoiceType: Type.Optional(Int4()),
  remark: Type.Optional(Str(200)),
})
export type SubmitInvoiceApplyReq = Static<typeof SubmitInvoiceApplyReq>

/** POST invoiceOrderRel/new/canInvoice and cantInvoice: a page of the caller's orders */
export const InvoicePageReq = PageReq
export type InvoicePageReq = PageReq
/** POST invoiceOrderRel/new/canInvoiceDetail: the chosen orders, in the body or as ?orderIdList=1,2 */
export const CanInvoiceDetailReq = StrictObject({ orderIdList: Type.Optional(OrderIdList()) })
export type CanInvoiceDetailReq = Static<typeof CanInvoiceDetailReq>
export const CanInvoiceDetailQuery = StrictObject({ orderIdList: Type.Optional(IdListString()) })
export type CanInvoiceDetailQuery = Static<typeof CanInvoiceDetailQuery>
/** GET invoiceOrderRel/new/queryRelOrderList?invoiceId= */
export const RelOrderListQuery = StrictObject({ invoiceId: Id() })
export type RelOrderListQuery = Static<typeof RelOrderListQuery>
/** POST invoiceInfo/new/list: the caller's invoices by status (1, 2, 3; none = all) */
export const InvoiceListReq = StrictObject({ ...PageQuery, status: Type.Optional(Enum([1, 2, 3] as const)) })
export type InvoiceListReq = Static<typeof InvoiceListReq>
/** POST invoiceInfo/new/queryGoodsDetailsByOrderIdList */
export const GoodsDetailsByOrdersReq = StrictObject({ orderIdList: OrderIdList(1) })
export type GoodsDetailsByOrdersReq = Static<typeof GoodsDetailsByOrdersReq>
/** GET invoiceInfo/new/deliveryInvoice?invoiceId=&email= */
export const DeliveryInvoiceQuery = StrictObject({ invoiceId: Id(), email: Type.Optional(Str(100)) })
export type DeliveryInvoiceQuery = Static<typeof DeliveryInvoiceQuery>
/** GET /order-center/invoiceInfo/new/pdf?invoiceId= : the issued invoice's PDF (application/pdf; 404 unless issued and the caller's) */
export const INVOICE_PDF_PATH = '/order-center/invoiceInfo/new/pdf'
export const InvoicePdfQuery = StrictObject({ invoiceId: Id() })
export type InvoicePdfQuery = Static<typeof InvoicePdfQuery>
/** GET invoiceInfo/new/detail?invoiceId= (or ?id=) */
export const InvoiceDetailQuery = StrictObject({ invoiceId: Type.Optional(Id()), id: Type.Optional(Id()) })
export type InvoiceDetailQuery = Static<typeof InvoiceDetailQuery>
const invoiceInfoProps = {
  invoiceId: Id(),
  /** 1 electronic ordinary invoice */
  invoiceType: Enum([1] as const),
  invoiceTypeStr: Type.String(),
  headerType: InvoiceHeaderType,
  invoiceTitle: Type.String(),
  taxNumber: Type.String(),
  email: Type.String(),
  amount: Money(),
  status: InvoiceStatus,
  statusStr: Type.String(),
  /** the invoice number once issued */
  invoiceNo: Nullable(Type.String()),
  /** the issued invoice's PDF: GET this path with the login headers (`INVOICE_PDF_PATH`), else null */
  invoiceUrl: Nullable(Type.String()),
  /** why the hospital refused the application (status 3), else null */
  refuseReason: Nullable(Type.String()),
  orderCount: Count(),
  applyTime: DateTimeString(),
  issueTime: Nullable(DateTimeString()),
  /** last time it was sent by e-mail (deliveryInvoice) */
  deliveryTime: Nullable(DateTimeString()),
  remark: Type.String(),
}
export const InvoiceInfo = StrictObject(invoiceInfoProps)
export type InvoiceInfo = Static<typeof InvoiceInfo>
export type SubmitInvoiceApplyRes = InvoiceInfo
/** POST /order-center/invoiceInfo/new/list {pageNum, pageSize, status?} */
export const InvoiceListRes = Paged(InvoiceInfo)
export type InvoiceListRes = Static<typeof InvoiceListRes>
/** POST /order-center/invoiceInfo/new/queryGoodsDetailsByOrderIdList {orderIdList} — goods of the caller's orders */
export const QueryGoodsDetailsRes = Type.Array(InvoiceGoods)
export type QueryGoodsDetailsRes = Static<typeof QueryGoodsDetailsRes>
/** GET /order-center/invoiceInfo/new/deliveryInvoice?invoiceId=&email= — send an issued invoice again (sandbox: recorded) */
export type DeliveryInvoiceRes = InvoiceInfo
/** GET /order-center/invoiceInfo/new/detail?invoiceId= */
export const InvoiceDetailRes = StrictObject({ ...invoiceInfoProps, orderList: Type.Array(InvoiceOrder) })
export type InvoiceDetailRes = Static<typeof InvoiceDetailRes>

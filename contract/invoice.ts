/**
 * API contract of invoices (SPEC §2 Invoices, §3 Bills, §9; /order-center/invoiceData, invoiceInfo,
 * invoiceOrderRel): invoice headers (抬头), the orders an invoice can be / is on, and invoices. The
 * server serializes the replies with these schemas (strict); request shapes stay in the routes until
 * the invoice module is converted.
 */
import type { DeleteRes } from './account'
import { DateTimeString, Enum, Money, Nullable, Paged, StrictObject, Type, type Static } from './lib'

/** 1 personal, 2 company */
export const InvoiceHeaderType = Enum([1, 2] as const)
export type InvoiceHeaderType = Static<typeof InvoiceHeaderType>

/** an invoice header (抬头) of the caller */
export const InvoiceHeader = StrictObject({
  id: Type.Integer(),
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
export interface SaveInvoiceHeaderReq {
  id?: number
  headerType: InvoiceHeaderType
  invoiceTitle: string
  taxNumber?: string
  companyAddress?: string
  companyPhone?: string
  bankName?: string
  bankAccount?: string
  email?: string
  defaultUse?: 0 | 1
}
export type SaveInvoiceHeaderRes = InvoiceHeader
/** DELETE /order-center/invoiceData/new/delete?idList=1,2 — only the caller's (404 if any is not) */
export type DeleteInvoiceHeaderRes = DeleteRes
/** GET /order-center/invoiceData/new/checkRepeat?invoiceTitle=&taxNumber=&id= */
export const CheckRepeatRes = StrictObject({ repeat: Type.Boolean() })
export type CheckRepeatRes = Static<typeof CheckRepeatRes>
/** GET /order-center/invoiceData/new/detail?id= */
export type InvoiceHeaderDetailRes = InvoiceHeader

/** a line of an order as seen by the invoice screens */
export const InvoiceGoods = StrictObject({
  orderGoodsId: Type.Integer(),
  goodsId: Type.Integer(),
  goodsName: Type.String(),
  skuName: Type.String(),
  goodsNum: Type.Integer(),
  price: Money(),
  realPrice: Money(),
  headPic: Type.String(),
})
export type InvoiceGoods = Static<typeof InvoiceGoods>

/** an order as seen by the invoice screens (SPEC §3 Bills) */
export const InvoiceOrder = StrictObject({
  orderId: Type.Integer(),
  orderNo: Type.String(),
  status: Type.Integer(),
  statusLabel: Type.String(),
  createTime: DateTimeString(),
  payTime: Nullable(DateTimeString()),
  /** what was paid minus what was refunded: the invoiceable amount */
  invoiceAmount: Money(),
  goodsNum: Type.Integer(),
  goodsList: Type.Array(InvoiceGoods),
  /** why not invoiceable (cantInvoice only): 已开票 / 订单未支付 / 订单已取消 / 订单已全额退款 */
  reason: Type.Optional(Type.String()),
  /** the invoice this order is on (cantInvoice 已开票) */
  invoiceId: Type.Optional(Nullable(Type.Integer())),
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
export interface SubmitInvoiceApplyReq {
  orderIdList: number[]
  invoiceDataId?: number
  headerType?: InvoiceHeaderType
  invoiceTitle?: string
  taxNumber?: string
  /** where the electronic invoice is sent (required unless the header has one): 请输入邮箱地址 / 邮箱地址格式不正确 */
  email?: string
  /** only 1 (electronic ordinary invoice) is accepted */
  invoiceType?: 1
  remark?: string
}
const invoiceInfoProps = {
  invoiceId: Type.Integer(),
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
  /** the PDF of the issued invoice (sandbox: null) */
  invoiceUrl: Nullable(Type.String()),
  orderCount: Type.Integer(),
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

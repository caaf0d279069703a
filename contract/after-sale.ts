/**
 * API contract of after-sales (SPEC §2 Orders and after-sales; /order-center/afterSale/*): reasons,
 * logistics companies, an after-sale's detail (the reply of apply, detail, submitLogistic, review and
 * cancel). The server serializes with these schemas (strict); the app imports the types (`import type`).
 */
import { Count, DateTimeString, Enum, Id, Money, Nullable, StrictObject, Type, type Static } from './lib'

/** 1 refund only, 2 return goods and refund */
export const AfterSaleType = Enum([1, 2] as const)
export type AfterSaleType = Static<typeof AfterSaleType>
/** 1 pending review, 2 waiting for the returned goods, 3 refunding, 4 refunded, 5 cancelled, 6 refused */
export const AfterSaleStatus = Enum([1, 2, 3, 4, 5, 6] as const)
export type AfterSaleStatus = Static<typeof AfterSaleStatus>

/** GET /order-center/afterSale/getAfterSaleReason?type= (1 refund only, 2 return and refund; none = all) */
export const AfterSaleReasonQuery = StrictObject({ type: Type.Optional(AfterSaleType) })
export type AfterSaleReasonQuery = Static<typeof AfterSaleReasonQuery>
export const AfterSaleReason = StrictObject({
  id: Id(),
  reason: Type.String(),
  /** the after-sale types it applies to */
  types: Type.Array(AfterSaleType),
})
export type AfterSaleReason = Static<typeof AfterSaleReason>
export const AfterSaleReasonRes = Type.Array(AfterSaleReason)

/** SPEC §9: the customer-service after-sale logistic type */
export const LOGISTIC_TYPE = 11
/** GET /order-center/afterSale/getLogistic?type=11 — logistics companies for returns (SPEC §9 type 11) */
export const GetLogisticQuery = StrictObject({ type: Enum([LOGISTIC_TYPE] as const) })
export type GetLogisticQuery = Static<typeof GetLogisticQuery>
export const GetLogisticRes = Type.Array(StrictObject({ code: Type.String(), name: Type.String() }))
export type GetLogisticRes = Static<typeof GetLogisticRes>

/** a line of the order the after-sale is about (the read model's invoice goods) */
export const AfterSaleGoods = StrictObject({
  orderGoodsId: Id(),
  goodsId: Id(),
  goodsName: Type.String(),
  skuName: Type.String(),
  goodsNum: Count(),
  price: Money(),
  realPrice: Money(),
  headPic: Type.String(),
})

export const AfterSaleDetail = StrictObject({
  afterSaleId: Id(),
  afterSaleNo: Type.String(),
  orderId: Id(),
  orderNo: Type.String(),
  orderGoodsId: Nullable(Id()),
  goodsList: Type.Array(AfterSaleGoods),
  afterSaleType: AfterSaleType,
  afterSaleTypeStr: Type.String(),
  reasonId: Id(),
  reason: Type.String(),
  description: Type.String(),
  pics: Type.Array(Type.String()),
  refundAmount: Money(),
  /** what could be refunded when applying */
  maxRefundAmount: Money(),
  goodsNum: Count(),
  status: AfterSaleStatus,
  statusStr: Type.String(),
  logisticsCompany: Nullable(Type.String()),
  logisticsCode: Nullable(Type.String()),
  logisticsNo: Nullable(Type.String()),
  /** the shop's return address (type 2) */
  returnAddress: Type.String(),
  applyTime: DateTimeString(),
  updateTime: DateTimeString(),
  canCancel: Type.Boolean(),
  canSubmitLogistic: Type.Boolean(),
})
export type AfterSaleDetail = Static<typeof AfterSaleDetail>
export type AfterSaleReasonRes = Static<typeof AfterSaleReasonRes>

/** POST /order-center/afterSale/review (SANDBOX, not in production): the shop approves or refuses an open after-sale */
export const ReviewAfterSaleReq = StrictObject({ id: Id(), approve: Type.Boolean() })
export type ReviewAfterSaleReq = Static<typeof ReviewAfterSaleReq>

/**
 * POST /order-center/afterSale/applyAfterSale — only the caller's paid orders (104, 105, 102); a
 * reason id from getAfterSaleReason; refundAmount > 0 and never above what the order (or line) paid
 * minus what earlier after-sales claim (退款金额不能超过可退金额 ¥x); one open after-sale per order.
 */
export const ApplyAfterSaleReq = StrictObject({
  orderId: Id(),
  /** a line of the order; omitted = the whole order */
  orderGoodsId: Type.Optional(Id()),
  afterSaleType: AfterSaleType,
  reasonId: Type.Integer({ minimum: 1, maximum: 1000 }),
  refundAmount: Type.Number({ exclusiveMinimum: 0, maximum: 100000000 }),
  description: Type.Optional(Type.String({ maxLength: 500 })),
  /** image URLs (max 6) */
  pics: Type.Optional(Type.Array(Type.String({ maxLength: 500 }), { maxItems: 6 })),
  /** returned quantity (type 2) */
  goodsNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 9999 })),
})
export type ApplyAfterSaleReq = Static<typeof ApplyAfterSaleReq>
export type ApplyAfterSaleRes = AfterSaleDetail
/** GET /order-center/afterSale/afterSaleDetail?id= (or orderId= : the newest of that order) */
export const AfterSaleDetailQuery = StrictObject({
  id: Type.Optional(Id()),
  afterSaleId: Type.Optional(Id()),
  orderId: Type.Optional(Id()),
})
export type AfterSaleDetailQuery = Static<typeof AfterSaleDetailQuery>
export type AfterSaleDetailRes = AfterSaleDetail
/** GET /order-center/afterSale/submitLogistic?id=&logisticsCode=&logisticsNo= (type 2, status 1 or 2) */
export const SubmitLogisticQuery = StrictObject({
  id: Id(),
  logisticsCode: Type.String({ maxLength: 10 }),
  logisticsNo: Type.String({ pattern: '^[A-Za-z0-9-]{6,40}$' }),
})
export type SubmitLogisticQuery = Static<typeof SubmitLogisticQuery>
export type SubmitLogisticRes = AfterSaleDetail
/** GET /order-center/afterSale/cancelAfterSale?id= (status 1 or 2) */
export const CancelAfterSaleQuery = StrictObject({ id: Id() })
export type CancelAfterSaleQuery = Static<typeof CancelAfterSaleQuery>
export type CancelAfterSaleRes = AfterSaleDetail

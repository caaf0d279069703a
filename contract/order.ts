/**
 * API contract of the buy journey (SPEC §2 Orders and after-sales / Pay / Widgets, §3 Cart goods
 * card, Service data, Person info, Order line, Order address, Exam info, §4 order statuses, §5, §7
 * Cart / Orders / Coupons for an order, §8, §9): orders, their lines, actions, appointments and QR.
 * Written once (renovation §5): the server validates and serializes with these schemas, the app
 * imports the types only (`import type … from '@contract/order'`).
 *
 * Conventions: every reply is the envelope {code, msg, data} (contract/lib Envelope); the schemas
 * below are `data`. Errors: 400 bad input / business refusal (msg is the Chinese text to show), 401
 * 未登录, 404 not found OR not the caller's, 409 a state conflict (src/domain orderCapabilities), 429.
 * Money: yuan (Money, two decimals); the SERVER prices everything. Date-times 'YYYY-MM-DD HH:mm:ss'
 * and dates 'YYYY-MM-DD' in the business time zone; *Ms fields are epoch ms.
 */
import {
  Count,
  DateTimeString,
  Default,
  Enum,
  Id,
  IdOr0,
  Int4,
  Money,
  Nullable,
  PageQuery,
  Paged,
  StrictObject,
  Type,
  type Static,
} from './lib'
/** written once in the browse contract; the buy area uses the same shapes */
import { AppointDay, AppointTimeSlot, CouponRule, GiftGoodsProps, GoodsType, ServiceInstitution } from './browse'
import type { GoodsCard, PageResult } from './browse'
export { AppointTimeSlot, CouponRule, GoodsType }
import { CANCEL_ORDER_REASONS } from '../src/domain/orders'
import { OrderStatusCode, PayChannelCode, PayState, PayWay, PrepayRes, ReturnUrlField } from './pay'

export { OrderStatusCode } from './pay'
export type { PayChannelName, PayResult, WxJsapiParams } from './pay'
export { PayChannelCode, PayState, PayWay, PrepayRes } from './pay'

/** 'YYYY-MM-DD' in the business time zone */
const DateString = () => Type.String({ description: "'YYYY-MM-DD', business time zone" })
/** SPEC §3 goodsType: 1 physical, 2 service, 3 combo */

/** SPEC §9 cancel reasons (exact texts; src/domain CANCEL_ORDER_REASONS) */
/** SPEC §9 cancel reasons: the domain's list, so the two cannot drift */
export const CancelReason = Enum(CANCEL_ORDER_REASONS)
export type CancelReason = Static<typeof CancelReason>

// ============================================================ pieces shared with the browse area
// (the same shapes as contract/browse.ts)

/** SPEC §3 service data: a list of {key, value} */
export const ServiceDataList = Type.Array(StrictObject({ key: Type.String({ maxLength: 50 }), value: Type.String({ maxLength: 500 }) }), {
  maxItems: 50,
})
export type ServiceDataList = Static<typeof ServiceDataList>

export { ServiceInstitution }

/** SPEC §3 "Coupon" as offered (a rule) */

/** SPEC §3 "Gift" as the buy journey shows it: contract/browse.ts GiftGoods + whether it is chosen */
export const GiftGoods = StrictObject({
  ...GiftGoodsProps,
  /** chosen (cart / confirm order / order) */
  checked: Type.Boolean(),
})
export type GiftGoods = Static<typeof GiftGoods>

export { AppointDay }

// ============================================================ shared pieces of the buy journey

/** one answer of the pre-appointment rule form */
export const FiledInfo = StrictObject({
  fieldId: Id(),
  showName: Type.String({ maxLength: 50 }),
  value: Type.String({ maxLength: 200 }),
})

/** SPEC §3 "Person info (peInfo)" / "Exam info": one exam unit (one person) of an exam line */
export const PeInfo = StrictObject({
  serviceInstitution: Type.Optional(Nullable(ServiceInstitution)),
  /** the rule-form answers (fieldIds 13-16 are default tags) */
  filedInfo: Type.Array(FiledInfo, { maxItems: 50 }),
  appointedDate: Type.Optional(Type.String({ maxLength: 10 })),
  appointedTime: Type.Optional(Type.String({ maxLength: 20 })),
  /** 1 appointment time expired, 2 fully booked (server-set) */
  appointFlag: Type.Optional(Nullable(Enum([1, 2] as const))),
  /** the exam person chosen from the user's list, if any */
  examPersonId: Type.Optional(Nullable(Id())),
  /** exam add-on items (加项) chosen for this unit; charged at the server's price */
  addItemIds: Type.Optional(Type.Array(Id(), { maxItems: 30 })),
})
export type PeInfo = Static<typeof PeInfo>

/** an exam add-on item (加项) charged on an order line, per unit */
export const OrderAddItem = StrictObject({
  id: Id(),
  /** which exam unit of the line (0-based) */
  unitIndex: Int4(),
  itemName: Type.String(),
  /** yuan, at the price of commit time */
  price: Money(),
})
export type OrderAddItem = Static<typeof OrderAddItem>

/** SPEC §3 "Service person" as a snapshot on a line / order */
export const ServicePersonSnapshot = StrictObject({
  id: Type.Optional(Nullable(Id())),
  name: Type.String(),
  /** 1 male, 0 female */
  sex: Enum([0, 1] as const),
  sexStr: Type.Optional(Type.String()),
  idNumber: Type.String(),
  age: Type.Optional(Int4()),
  phone: Type.String(),
  /** 1 married, 2 unmarried */
  maritalStatus: Type.Optional(Enum([1, 2] as const)),
  maritalStatusStr: Type.Optional(Type.String()),
})
export type ServicePersonSnapshot = Static<typeof ServicePersonSnapshot>

/** SPEC §3 "Service option": a role of a service goods and the person chosen for it */
export const ServiceOption = StrictObject({
  id: Id(),
  serviceRoleName: Type.String(),
  servicePersonList: Type.Array(StrictObject({ id: Id(), servicePersonName: Type.String(), active: Type.Boolean() })),
})
export type ServiceOption = Static<typeof ServiceOption>

/** SPEC §3 "Order address" (the snapshot on an order; also the request shape of a snapshot address) */
export const OrderAddress = StrictObject({
  recvProvince: Type.String({ minLength: 1, maxLength: 30 }),
  recvCity: Type.String({ minLength: 1, maxLength: 30 }),
  recvArea: Type.String({ maxLength: 30 }),
  recvAddress: Type.String({ minLength: 1, maxLength: 200 }),
  recvName: Type.String({ minLength: 1, maxLength: 20 }),
  contactNumber: Type.String({ minLength: 1, maxLength: 20 }),
  pickUpMarkInfo: Type.Optional(Type.String({ maxLength: 200 })),
  defaultUse: Type.Optional(Enum([0, 1] as const)),
})
export type OrderAddress = Static<typeof OrderAddress>

export const ReductionDetail = StrictObject({
  totalAmount: Money(),
  /** 1 reduce, 2 discount (折) */
  type: Enum([1, 2] as const),
  amount: Type.Number(),
  /** gifts per reached tier (max choosable = min(giftNum, available)) */
  giftNum: Count(),
  numberOfDiscounts: Count(),
  /** giftStatus 0 available, 1 insufficient, else already received; checked = chosen */
  giftGoodsResps: Type.Array(GiftGoods),
  giftCouponRespList: Type.Array(CouponRule),
})
export type ReductionDetail = Static<typeof ReductionDetail>

/** the promotion (full reduction) state of a set of lines: SPEC §3 activityDiscountInfo */
export const ActivityDiscountInfo = StrictObject({
  /** promotion id (= activityId of the promotion) */
  activityId: Id(),
  activityName: Type.String(),
  activityDescribe: Type.String(),
  /** cartIds (cart) or order line ids (order) in this promotion */
  lineIds: Type.Array(Id()),
  /** subtotal of its lines after line activity prices */
  subtotal: Money(),
  /** what the current tier takes off */
  discount: Money(),
  reductionDetailCurrent: Nullable(ReductionDetail),
  reductionDetailNext: Nullable(ReductionDetail),
  /** how much more reaches the next tier (0 when none) */
  shortfall: Money(),
  /** 再买{x}元可减{y}元 / 已满{t}元，已减{y}元 … (src/domain fullReductionHint) or null */
  hint: Nullable(Type.String()),
})
export type ActivityDiscountInfo = Static<typeof ActivityDiscountInfo>

/** a chosen gift (confirm order) */
export const GiftChoice = StrictObject({
  /** the promotion id */
  activityId: Id(),
  goodsId: Type.Optional(Id()),
  skuId: Id(),
})
export type GiftChoice = Static<typeof GiftChoice>

// ============================================================ confirm order / commit

// ============================================================ request pieces of the buy journey (cart, order, order coupons)
// Bad input is a 400 naming the field (server/lib/errors); unknown properties are dropped.

/** a non-empty list of ids (cart lines, orders) */
export const IdList = (max = 200) => Type.Array(Id(), { minItems: 1, maxItems: max })

/** service data per unit of a delivery line */
export const ServiceDataListReq = Type.Array(ServiceDataList, { maxItems: 999 })

/** SPEC §3 exam info of one unit as a request sends it (server-set fields such as appointFlag are not accepted) */
export const PeInfoReq = StrictObject({
  serviceInstitution: Type.Optional(
    Nullable(
      StrictObject({
        name: Type.Optional(Type.String({ maxLength: 100 })),
        address: Type.Optional(Type.String({ maxLength: 200 })),
        phone: Type.Optional(Type.String({ maxLength: 50 })),
      }),
    ),
  ),
  filedInfo: Type.Optional(
    Type.Array(
      StrictObject({
        fieldId: Id(),
        showName: Type.Optional(Type.String({ maxLength: 50 })),
        value: Type.Optional(Type.String({ maxLength: 200 })),
      }),
      { maxItems: 50 },
    ),
  ),
  appointedDate: Type.Optional(Type.String({ maxLength: 10 })),
  appointedTime: Type.Optional(Type.String({ maxLength: 20 })),
  examPersonId: Type.Optional(Nullable(Id())),
  addItemIds: Type.Optional(Type.Array(Id(), { maxItems: 30 })),
})
export type PeInfoReq = Static<typeof PeInfoReq>
export const PeInfoListReq = Type.Array(PeInfoReq, { maxItems: 999 })

/** service-person lines: role id -> chosen person id (a map: `additionalProperties`, as OpenAPI tools read it) */
export const ServiceRolesReq = Type.Unsafe<Record<string, number>>({
  type: 'object',
  maxProperties: 20,
  additionalProperties: Id(),
})

/** a buy-now line (goods detail 立即购买) */
export const BuyNowLine = StrictObject({
  goodsId: Id(),
  skuId: Id(),
  goodsNum: Type.Integer({ minimum: 1, maximum: 999 }),
  activityId: Type.Optional(Id()),
  serviceDataList: Type.Optional(ServiceDataListReq),
  serviceRoles: Type.Optional(ServiceRolesReq),
  peInfoList: Type.Optional(PeInfoListReq),
  price: Type.Optional(Type.Number({ description: 'IGNORED: the server prices the line' })),
})
export type BuyNowLine = Static<typeof BuyNowLine>

/** the lines a coupon or price call is about: the caller's cart lines (default the checked ones) or buy-now lines */
export const OrderLinesProps = {
  cartIds: Type.Optional(IdList()),
  goodsList: Type.Optional(Type.Array(BuyNowLine, { minItems: 1, maxItems: 50 })),
}
export const OrderLinesReq = StrictObject(OrderLinesProps)
export type OrderLinesReq = Static<typeof OrderLinesReq>

/** an unpaid order closes itself at closeTime (ORDER_CLOSE_MINUTES, default 30) */
export const CommitPayRes = StrictObject({
  orderId: Id(),
  orderNo: Type.String(),
  status: OrderStatusCode,
  actualPrice: Money(),
  closeTime: DateTimeString(),
  closeTimeMs: Type.Number(),
  /** true when this requestId had already made the order */
  duplicate: Type.Boolean(),
  /** with payChannel */
  pay: Type.Optional(PrepayRes),
})
export type CommitPayRes = Static<typeof CommitPayRes>
/** POST /order-center/cart/payCart (pay way 1): commitPay with the prepay */
export type PayCartRes = CommitPayRes & { pay: PrepayRes }

/**
 * POST /order-center/orderCenter/commitPay — create ONE order from the checked cart lines (cartIds,
 * default all checked) or a buy-now line (goodsList). The server prices, takes stock atomically,
 * marks the coupon used and removes the ordered cart lines. Idempotent per requestId / orderToken /
 * X-Request-Id header. With payChannel the prepay is made at once (data.pay).
 */
export const CommitPayReq = StrictObject({
  requestId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  orderToken: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  ...OrderLinesProps,
  /** the coupon to use; omitted = none; 0 none */
  userCouponId: Type.Optional(Id({ minimum: 0 })),
  /** user-center address id … */
  addressId: Type.Optional(Id()),
  /** … or a snapshot address (validated: phone, name) */
  address: Type.Optional(OrderAddress),
  /** chosen gifts; default: preselected (src/domain preselectGifts) */
  gifts: Type.Optional(Type.Array(GiftChoice, { maxItems: 20 })),
  remark: Type.Optional(Type.String({ maxLength: 200 })),
  /** optionally start paying right away */
  payChannel: Type.Optional(PayChannelCode),
  /** H5 flows come back here after the cashier (src/domain checkPayReturnUrl; else 400 支付返回地址无效) */
  returnUrl: Type.Optional(ReturnUrlField()),
  /** IGNORED: totals are computed by the server */
  actualPrice: Type.Optional(Type.Number({ description: 'IGNORED' })),
  goodsTotalMoney: Type.Optional(Type.Number({ description: 'IGNORED' })),
})
export type CommitPayReq = Static<typeof CommitPayReq>
export type PayCartReq = CommitPayReq & { payChannel: PayChannelCode }

// ============================================================ orders

export const PickUpInfo = StrictObject({ name: Type.String(), phone: Type.String(), time: DateTimeString() })

/** SPEC §3 "Order line" */
export const OrderLine = StrictObject({
  /** order line id (orderGoodsId) */
  id: Id(),
  goodsId: Id(),
  goodsDistributeId: IdOr0(),
  goodsName: Type.String(),
  goodsType: GoodsType,
  categoryId: Id(),
  backCategoryId: Id(),
  skuId: Id(),
  skuDistributeId: IdOr0(),
  skuName: Type.String(),
  skuData: Type.String(),
  /** sku price at order time */
  price: Money(),
  maxPrice: Money(),
  /** unit price after line activity */
  perActualPrice: Money(),
  /** what the line paid in total (after promotion and coupon shares) */
  realPrice: Money(),
  headPic: Type.String(),
  path: Type.String(),
  amount: Count(),
  goodsNum: Count(),
  dealType: Type.String(),
  isSupportRefund: Type.Boolean(),
  isGift: Type.Boolean(),
  activityId: Nullable(Id()),
  activityPrice: Nullable(Money()),
  activityDiscountPrice: Nullable(Money()),
  /** this line's line-activity discount + promotion share, in total */
  activityDiscountMoney: Money(),
  activityDiscountInfo: Nullable(ActivityDiscountInfo),
  couponDiscount: Money(),
  serviceData: ServiceDataList,
  serviceDataList: Type.Array(ServiceDataList),
  peInfoList: Type.Array(PeInfo),
  /** exam add-on items charged on this line (empty for other lines; absent on offline orders) */
  addItems: Type.Optional(Type.Array(OrderAddItem)),
  servicePersons: Type.Array(ServicePersonSnapshot),
  appointedDate: Nullable(DateString()),
  appointedTime: Nullable(Type.String()),
  /** units used / verified */
  serviceUsedAmount: Count(),
  pickUpAmount: Count(),
  pickUpInfos: Type.Array(PickUpInfo),
  /** the order's receiver on a shipped line (goodsType 1 or 3, src/domain isShippedLine), else null */
  selectAddress: Nullable(OrderAddress),
  pickAddress: Type.String(),
})
export type OrderLine = Static<typeof OrderLine>

const orderListItemProps = {
  id: Id(),
  orderNo: Type.String(),
  /** 1 service package (opens /serPackageOrderDetail), 0 otherwise (/webOrderDetail) */
  orderClassify: Enum([0, 1] as const),
  status: OrderStatusCode,
  statusLabel: Type.String(),
  createTime: DateTimeString(),
  actualPrice: Money(),
  goodsNum: Count(),
  /** first lines (thumbnails) */
  goodsList: Type.Array(OrderLine),
  /** remaining ms to pay (101 only; 0 otherwise) */
  payRemainMs: Type.Number(),
  /** src/domain orderCapabilities (refund also needs every line refundable and nothing used) */
  canCancel: Type.Boolean(),
  canDelete: Type.Boolean(),
  canConfirm: Type.Boolean(),
  canRefund: Type.Boolean(),
}
/** order list item (GET myOrders) */
export const OrderListItem = StrictObject(orderListItemProps)
export type OrderListItem = Static<typeof OrderListItem>

export const orderDetailProps = {
  ...orderListItemProps,
  hospitalId: Id(),
  payTime: Nullable(DateTimeString()),
  closeTime: Nullable(DateTimeString()),
  closeTimeMs: Type.Number(),
  cancelTime: Nullable(DateTimeString()),
  cancelReason: Nullable(Type.String()),
  finishTime: Nullable(DateTimeString()),
  refundTime: Nullable(DateTimeString()),
  goodsTotalMoney: Money(),
  /** exam add-on items (加项) at list price, outside activity and coupon discounts; part of actualPrice */
  addItemMoney: Money(),
  activityTotalDiscountMoney: Money(),
  couponDiscountMoney: Money(),
  userCouponId: Nullable(Id()),
  payChannel: Nullable(PayChannelCode),
  payWay: Nullable(PayWay),
  payNo: Nullable(Type.String()),
  payState: PayState,
  address: Nullable(OrderAddress),
  remark: Type.String(),
  activityDiscountInfos: Type.Array(ActivityDiscountInfo),
  gifts: Type.Array(OrderLine),
  /** has an exam / appointment part (queryOrderAppoint) */
  hasAppoint: Type.Boolean(),
  /** 104/105: a verification QR exists (getOrderQr) */
  hasQr: Type.Boolean(),
  /** the courier once the hospital shipped the order (staff console), else null */
  shipCompany: Nullable(Type.String()),
  shipNo: Nullable(Type.String()),
  shipTime: Nullable(DateTimeString()),
}
export const OrderDetail = StrictObject(orderDetailProps)
export type OrderDetail = Static<typeof OrderDetail>
export type OrderDetailRes = OrderDetail

/** GET /order-center/orderCenter/myOrders?status=&pageNum=&pageSize= ; status omitted/0 = all */
export const MyOrdersReq = StrictObject({
  status: Type.Optional(Enum([0, 101, 102, 103, 104, 105] as const)),
  orderClassify: Type.Optional(Enum([0, 1] as const)),
  ...PageQuery,
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
})
export type MyOrdersReq = Static<typeof MyOrdersReq>
export const MyOrdersRes = Paged(OrderListItem)
export type MyOrdersRes = Static<typeof MyOrdersRes>

/** GET orderCenter/orderStatusNum: counts per status (deleted orders excluded) */
export const OrderStatusNumRes = StrictObject({
  101: Count(),
  102: Count(),
  103: Count(),
  104: Count(),
  105: Count(),
  all: Count(),
})
export type OrderStatusNumRes = Static<typeof OrderStatusNumRes>
/** GET orderCenter/orderNum: all orders of the caller */
export const OrderNumRes = StrictObject({
  total: Count(),
  /** the orders that are not terminal (101 + 104 + 105) */
  active: Count(),
})
export type OrderNumRes = Static<typeof OrderNumRes>

/** GET orderCenter/getOrderQr?orderId= (104/105 only): the verification code and its QR */
export const OrderQrRes = StrictObject({
  orderId: Id(),
  /** 12 digits; the verifier scans / types it */
  verifyCode: Type.String(),
  /** data:image/svg+xml;base64,... */
  qrCode: Type.String(),
})
export type OrderQrRes = Static<typeof OrderQrRes>
/** GET orderCenter/getQrPic?orderId= : the same as a PNG data URL */
export const OrderQrPicRes = StrictObject({
  orderId: Id(),
  verifyCode: Type.String(),
  /** data:image/png;base64,... */
  qrPic: Type.String(),
})
export type OrderQrPicRes = Static<typeof OrderQrPicRes>

/** POST orderCenter/orderCancel (also /order-center/order/orderCancel): 101 only; returns stock and coupon */
export const OrderCancelReq = StrictObject({
  orderId: Id(),
  cancelReason: CancelReason,
  remark: Type.Optional(Type.String({ maxLength: 200 })),
})
export type OrderCancelReq = Static<typeof OrderCancelReq>
/** POST orderCenter/orderConfirm (104/105 → 102) ; orderDelete (GET or POST, 102/103 only) */
export const OrderIdReq = StrictObject({ orderId: Id() })
export type OrderIdReq = Static<typeof OrderIdReq>
/** GET endpoints of one order: ?id= or ?orderId= */
export const OrderIdQuery = StrictObject({ id: Type.Optional(Id()), orderId: Type.Optional(Id()) })
/** POST orderCenter/orderRefund (104 unused → 103; refund through the provider; returns stock and coupon) */
export const OrderRefundReq = StrictObject({ orderId: Id(), reason: Type.Optional(Type.String({ maxLength: 200 })) })
export type OrderRefundReq = Static<typeof OrderRefundReq>
/** reply of cancel / confirm / refund / delete */
export const OrderActionRes = StrictObject({
  orderId: Id(),
  status: OrderStatusCode,
  /** refund: provider refund number */
  refundNo: Type.Optional(Type.String()),
})
export type OrderActionRes = Static<typeof OrderActionRes>

/** POST orderCenter/changeReceiver (101/104 orders with shipped lines) */
export const ChangeReceiverReq = StrictObject({ orderId: Id(), addressId: Type.Optional(Id()), address: Type.Optional(OrderAddress) })
export type ChangeReceiverReq = Static<typeof ChangeReceiverReq>
/** POST orderCenter/changePeInfo: change the exam info of one unit (101/104) */
/** unit index of a line's appointments (default 0) */
const UnitIndex = () => Default(Type.Integer({ minimum: 0, maximum: 998 }), 0)

export const ChangePeInfoReq = StrictObject({
  orderId: Id(),
  /** order line id */
  orderGoodsId: Id(),
  /** unit index in peInfoList (default 0) */
  index: UnitIndex(),
  peInfo: PeInfoReq,
})
export type ChangePeInfoReq = Static<typeof ChangePeInfoReq>

/** a time slot of the reschedule pool */
export const OrderAppointSlot = StrictObject({ appointedTime: Type.String(), left: Int4(), full: Type.Boolean() })
/** POST orderCenter/queryOrderAppoint {orderId}: appointment units of the order */
export const OrderAppoint = StrictObject({
  orderGoodsId: Id(),
  index: Int4(),
  goodsName: Type.String(),
  appointedDate: Nullable(DateString()),
  appointedTime: Nullable(Type.String()),
  rescheduleCount: Count(),
  /** src/domain canReschedule and orderCapabilities(status).reschedule */
  canReschedule: Type.Boolean(),
  cannotRescheduleReason: Nullable(Type.String()),
  appointFlag: Nullable(Enum([1, 2] as const)),
  /** free dates/slots for rescheduling: per date, each slot with the places left */
  appointPool: Type.Array(StrictObject({ appointedDate: DateString(), poolList: Type.Array(OrderAppointSlot) })),
})
export type OrderAppoint = Static<typeof OrderAppoint>
export const QueryOrderAppointRes = Type.Array(OrderAppoint)
export type QueryOrderAppointRes = OrderAppoint[]
/** GET orderCenter/cancelAppoint?orderId=&orderGoodsId=&index= : frees the slot (same rule as rescheduling) */
export const CancelAppointReq = StrictObject({ orderId: Id(), orderGoodsId: Id(), index: UnitIndex() })
export type CancelAppointReq = Static<typeof CancelAppointReq>
/** POST orderCenter/updateAppointDate: reschedule under SPEC §9 (≤3 times, ≥1 day before) */
export const UpdateAppointDateReq = StrictObject({
  ...CancelAppointReq.properties,
  appointedDate: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  appointedTime: Type.String({ minLength: 1, maxLength: 20 }),
})
export type UpdateAppointDateReq = Static<typeof UpdateAppointDateReq>

/** POST orderCenter/updateVerification (SANDBOX, not in production): the verifier's scan */
export const UpdateVerificationReq = StrictObject({
  verifyCode: Type.String({ pattern: '^\\d{12}$' }),
  orderGoodsId: Type.Optional(Id()),
  usedNum: Default(Type.Integer({ minimum: 1, maximum: 999 }), 1),
  verifier: Type.Optional(Type.String({ maxLength: 50 })),
})
export type UpdateVerificationReq = Static<typeof UpdateVerificationReq>

/** POST orderCenter/getVerificationRecord {orderId} */
export const VerificationRecord = StrictObject({
  id: Id(),
  orderGoodsId: Id(),
  goodsName: Type.String(),
  usedNum: Count(),
  verifyTime: DateTimeString(),
  verifier: Type.String(),
})
export type VerificationRecord = Static<typeof VerificationRecord>
export const GetVerificationRecordRes = Type.Array(VerificationRecord)
export type GetVerificationRecordRes = VerificationRecord[]

/** POST /order-center/order/sellOutApply: ask to be told when a sold-out sku is back */
export const SellOutApplyReq = StrictObject({
  goodsId: Id(),
  skuId: Type.Optional(Id()),
  phone: Type.Optional(Type.String({ maxLength: 20 })),
})
export type SellOutApplyReq = Static<typeof SellOutApplyReq>
export const SellOutApplyRes = StrictObject({
  applied: Type.Boolean(),
  /** the caller had already asked for this sku */
  duplicate: Type.Boolean(),
})
export type SellOutApplyRes = Static<typeof SellOutApplyRes>

/** GET /order-center/orderCenter/getRouteInfo?orderId= (src/domain orderDetailRoute) */
export const RouteInfoRes = StrictObject({
  path: Enum(['/serPackageOrderDetail', '/webOrderDetail'] as const),
  query: StrictObject({ id: Type.String() }),
  url: Type.String(),
})
export type RouteInfoRes = Static<typeof RouteInfoRes>

// ============================================================ coupons for an order (market-center; the replies OrderCoupon, BestCouponsRes, CanUseCouponsRes are contract/browse.ts)

/** PUT /market-center/compCoupon, POST compCouponPE: totals with a chosen coupon */
export const CompCouponReq = StrictObject({
  ...OrderLinesProps,
  /** 0 = none */
  userCouponId: Id({ minimum: 0 }),
})
export type CompCouponReq = Static<typeof CompCouponReq>
/** PUT /market-center/couponGoodsList: goods the coupon applies to */
export const CouponGoodsListReq = StrictObject({ userCouponId: Type.Optional(Id()), couponRuleId: Type.Optional(Id()), ...PageQuery })
export type CouponGoodsListReq = Static<typeof CouponGoodsListReq>
export type CompCouponRes = import('./cart').PriceRes
export type CouponGoodsListRes = PageResult<GoodsCard>

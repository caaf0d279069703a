/**
 * API contract of the buy journey (SPEC §2 Orders and after-sales / Pay / Widgets, §3 Cart goods
 * card, Service data, Person info, Order line, Order address, Exam info, §4 order statuses, pay
 * channels, pay result, §5, §7 Cart / Orders / Coupons for an order, §8, §9):
 * the cart, coupons for an order, confirm order, orders, appointments and payment.
 *
 * Conventions (as types/browse.ts; stable — later changes only ADD fields):
 * - Every reply is the envelope {code, msg, data} of ./api.ts; the types below are `data`.
 *   Errors: 400 bad input / business refusal (msg is the Chinese text to show), 401 未登录,
 *   404 not found OR not the caller's (another user's cart line / order is never visible), 409 a
 *   state conflict (e.g. the order is no longer pending), 429 too many requests.
 * - Money: yuan as JSON numbers with at most two decimals (128.5 = ¥128.50). The SERVER prices
 *   everything (src/domain priceOrder): any price a client sends is ignored.
 * - Date-times 'YYYY-MM-DD HH:mm:ss' and dates 'YYYY-MM-DD' in the business time zone (Asia/Shanghai unless BUSINESS_TZ says otherwise). *Ms fields are epoch ms.
 * - Every endpoint here needs login (token header) except payMethod, sumCart/queryGoodsNum,
 *   getRouteInfo and the sandbox cashier. hospitalId comes from the header (default 6).
 * - Headers: orderPayWay (1 cart pay, 2 merged pay) and orderCreateWay are accepted and stored.
 */
import type { DateString, DateTimeString, Flag, GiftGoods, GoodsActivityBrief, GoodsType, PageParams, PageResult, RuleField, ServiceDataList, ServiceInstitution, CouponRule, AppointDay } from './browse'

export type { CartCountRes, AddCartReq, AddCartRes } from './browse'

// ============================================================ constants (SPEC §4)

/** SPEC §4 order status: 101 待支付, 102 已完成, 103 已取消, 104 待使用/收货, 105 部分使用/完成 */
export type OrderStatusCode = 101 | 102 | 103 | 104 | 105
/** SPEC §4 pay channels: 1 CMB_ALI_PAY, 2 CMB_WX_PAY, 3 WX_H5_PAY, 4 WX_JSAPI_PAY, 5 ALI_H5_PAY, 6 ALI_JSAPI_PAY */
export type PayChannelCode = 1 | 2 | 3 | 4 | 5 | 6
export type PayChannelName = 'CMB_ALI_PAY' | 'CMB_WX_PAY' | 'WX_H5_PAY' | 'WX_JSAPI_PAY' | 'ALI_H5_PAY' | 'ALI_JSAPI_PAY'
/** SPEC §4 pay way flag: 1 cart pay (cart/payCart, commitPay), 2 merged pay (mergePay) */
export type PayWay = 1 | 2
/** SPEC §4 pay result */
export type PayResult = 'SUCCESS' | 'CLOSED' | 'FAIL'
/** payment state of an order / a payment: PAYING = a prepay exists and no result yet */
export type PayState = 'UNPAID' | 'PAYING' | 'SUCCESS' | 'CLOSED' | 'FAIL' | 'REFUNDED'
/** SPEC §9 cancel reasons (exact texts) */
export type CancelReason = '价格贵' | '余额不足' | '暂时不需要' | '其他'
export const CANCEL_REASONS: readonly CancelReason[] = ['价格贵', '余额不足', '暂时不需要', '其他']

// ============================================================ shared pieces

/** SPEC §3 "Person info (peInfo)" / "Exam info": one exam unit (one person) of an exam line */
export interface PeInfo {
  serviceInstitution?: ServiceInstitution | null
  /** the rule-form answers: [{fieldId, showName, value}] (fieldIds 13-16 are default tags) */
  filedInfo: Array<{ fieldId: number; showName: string; value: string }>
  appointedDate?: DateString | ''
  appointedTime?: string
  /** 1 appointment time expired, 2 fully booked (server-set) */
  appointFlag?: 1 | 2 | null
  /** the exam person chosen from the user's list (user-center, read-only here), if any */
  examPersonId?: number | null
  /**
   * exam add-on items (加项, /intserv/pe/queryAddItem ids) chosen for this unit; commitPay checks they
   * belong to the line's package and charges them at the server's price (the client's is ignored)
   */
  addItemIds?: number[]
}

/** an exam add-on item (加项) charged on an order line, per unit */
export interface OrderAddItem {
  /** pe add-on item id */
  id: number
  /** which exam unit of the line (0-based) */
  unitIndex: number
  itemName: string
  /** yuan, at the price of commit time */
  price: number
}

/** SPEC §3 "Service person" as a snapshot on a line / order (the list itself is user-center's) */
export interface ServicePersonSnapshot {
  id?: number | null
  name: string
  /** 1 male, 0 female */
  sex: 0 | 1
  sexStr?: string
  idNumber: string
  age?: number
  phone: string
  /** 1 married, 2 unmarried */
  maritalStatus?: 1 | 2
  maritalStatusStr?: string
}

/** SPEC §3 "Service option": a role of a service goods and the person chosen for it */
export interface ServiceOption {
  id: number
  serviceRoleName: string
  servicePersonList: Array<{ id: number; servicePersonName: string; active: boolean }>
}

/** SPEC §3 "Order address" (also the request shape of a snapshot address): the one address type, contract/account.ts */
export type { OrderAddress } from '../contract/account'
import type { OrderAddress } from '../contract/account'

/** the promotion (full reduction) state of a set of lines: SPEC §3 activityDiscountInfo */
export interface ActivityDiscountInfo {
  /** promotion id (= activityId of the promotion) */
  activityId: number
  activityName: string
  activityDescribe: string
  /** cartIds (cart) or order line ids (order) in this promotion */
  lineIds: number[]
  /** subtotal of its lines after line activity prices */
  subtotal: number
  /** what the current tier takes off */
  discount: number
  reductionDetailCurrent: ReductionDetail | null
  reductionDetailNext: ReductionDetail | null
  /** how much more reaches the next tier (0 when none) */
  shortfall: number
  /** 再买{x}元可减{y}元 / 已满{t}元，已减{y}元 … (src/domain fullReductionHint) or null */
  hint: string | null
}
export interface ReductionDetail {
  totalAmount: number
  /** 1 reduce, 2 discount (折) */
  type: 1 | 2
  amount: number
  /** gifts per reached tier (max choosable = min(giftNum, available)) */
  giftNum: number
  numberOfDiscounts: number
  /** giftStatus 0 available, 1 insufficient, else already received; checked = chosen */
  giftGoodsResps: Array<GiftGoods & { checked: boolean }>
  giftCouponRespList: CouponRule[]
}

/** a chosen gift (confirm order) */
export interface GiftChoice {
  /** the promotion id */
  activityId: number
  goodsId: number
  skuId: number
}

// ============================================================ cart

/** SPEC §3 "Cart goods card" + "Cart item": one line of GET cart/queryCart */
export interface CartLine {
  cartId: number
  goodsId: number
  goodsDistributeId: number
  goodsName: string
  goodsUrl: string
  sellPoint: string
  skuId: number
  /** 'value1 / value2' */
  skuName: string
  /** JSON text of [{key, value}] */
  skuData: string
  goodsType: GoodsType
  /** '01' service team / delivery mode, '02' service-person mode, '' physical */
  dealType: string
  dealTypeDto: { goodsPriceFlag: Flag; customCopy: string }
  /** copywriting tag type 1-4, 0 none */
  type: number
  copywriting: string
  /** sku price */
  price: number
  /** strike-through price (0 none) */
  linePrice: number
  /** unit price actually charged (SPEC §4 line price: activity discount price / activity price / price) */
  actualPrice: number
  goodsNum: number
  /** the line's flash-sale / special-price activity, null when none */
  activityId: number | null
  activity: (GoodsActivityBrief & { fullReductionDetails: Array<{ type: 1 | 2; giftFlag: Flag; couponFlag: Flag }> }) | null
  /** the full-reduction promotion the line counts toward, null when none */
  promotionId: number | null
  /** the coupon applied to this line by queryPrice (null when none) */
  userCouponId: number | null
  checked: boolean
  /** SPEC §4: off shelf, sku gone, sold out or activity ended; cannot be checked */
  lostEfficacy: boolean
  /** why (商品已下架 / 商品已售罄 / 活动已结束 …), '' when valid */
  lostReason: string
  /** src/domain maxQuantity for this line, and the message at the maximum */
  maxNum: number
  limitMessage: string
  stock: number
  stockFlag: Flag
  priceShowMode: Flag
  /** service roles of service goods, with the chosen person marked active */
  serviceList: ServiceOption[]
  /** SPEC §3 service data per unit (delivery lines: padded to goodsNum) */
  serviceDataList: ServiceDataList[]
  serviceDataIndex: number
  /** SPEC §3 exam info per unit (exam lines: padded to goodsNum, institution copied) */
  peInfoList: PeInfo[]
  peInfoIndex: number
  /** the goods needs an appointment date/time (getAppointPool) */
  needAppoint: boolean
}

/** a group of lines: one service institution, one service team, or the plain goods of the shop */
export interface CartGroup {
  /** 'inst:<name>' / 'team:<dealType>' / 'goods' */
  groupKey: string
  /** 1 physical goods, 2 service institution (exam / service-person), 3 service team (dealType 01) */
  groupType: 1 | 2 | 3
  /** institution or team name ('' for goods) */
  name: string
  /** institution address ('' otherwise) */
  address: string
  serviceInstitution: ServiceInstitution | null
  goodsList: CartLine[]
}

/** GET /order-center/cart/queryCart (also GET shoppingCart/queryCart) */
export interface QueryCartRes {
  /** valid lines grouped (SPEC §3 cartRespList) */
  cartRespList: CartGroup[]
  /** lines that lost efficacy (SPEC §4), not grouped */
  lostEfficacyList: CartLine[]
  /** full-reduction promotions of the checked lines with gifts */
  activityDiscountInfos: ActivityDiscountInfo[]
  /** totals of the CHECKED valid lines (no coupon; queryPrice adds one) */
  goodsTotalMoney: number
  activityTotalDiscountMoney: number
  couponDiscountMoney: number
  /** goodsTotalMoney − activityTotalDiscountMoney − couponDiscountMoney */
  actualPrice: number
  checkedNum: number
  /** all valid lines checked */
  allChecked: boolean
  /** total quantity (badge) */
  total: number
}

/**
 * POST /order-center/cart/updateCart (also shoppingCart/updateCart). One of cartId / cartIds.
 * With cartIds only `checked` is applied (select all / none). Quantity is re-limited by maxQuantity.
 */
export interface UpdateCartReq {
  cartId?: number
  cartIds?: number[]
  goodsNum?: number
  /** change the sku (merges into an existing line of the same sku) */
  skuId?: number
  checked?: boolean
  /** delivery lines: service data per unit */
  serviceDataList?: ServiceDataList[]
  /** service-person lines: role id -> chosen person id (from the user's service persons) */
  serviceRoles?: Record<string, number>
  /** exam lines: exam info per unit */
  peInfoList?: PeInfo[]
}
export type UpdateCartRes = QueryCartRes

/** POST /order-center/cart/delCart (also shoppingCart/deleteCart) */
export interface DelCartReq {
  cartIds: number[]
}
export interface DelCartRes {
  deleted: number
  total: number
}

/** POST /order-center/cart/queryStatus: current validity of lines before confirming */
export interface QueryStatusReq {
  /** default: the checked lines */
  cartIds?: number[]
}
export interface CartLineStatus {
  cartId: number
  lostEfficacy: boolean
  lostReason: string
  maxNum: number
  goodsNum: number
  /** goodsNum is above maxNum now */
  overLimit: boolean
  limitMessage: string
}
export interface QueryStatusRes {
  /** every asked line is valid and within its limit */
  ok: boolean
  list: CartLineStatus[]
}

/** POST /order-center/cart/saveCartBatch (also shoppingCart/saveCartBatch): add many ("buy again") */
export interface SaveCartBatchReq {
  list: Array<{ goodsId: number; skuId: number; goodsNum: number; activityId?: number; serviceData?: ServiceDataList }>
}
export interface SaveCartBatchRes {
  /** per item: cartId or the refusal message */
  results: Array<{ goodsId: number; skuId: number; cartId: number | null; message: string | null }>
  total: number
}

/** POST /order-center/cart/queryPrice: totals of the checked (or given) lines with a coupon */
export interface QueryPriceReq {
  cartIds?: number[]
  /** the chosen coupon; omit for the best one; 0 for none */
  userCouponId?: number
}
export interface PriceLine {
  /** cartId, or the index of a buy-now line */
  cartId: number
  goodsId: number
  goodsNum: number
  price: number
  actualPrice: number
  goodsAmount: number
  activityDiscount: number
  promotionDiscount: number
  couponDiscount: number
  /** what this line pays */
  payable: number
}
export interface PriceRes {
  goodsTotalMoney: number
  activityTotalDiscountMoney: number
  couponDiscountMoney: number
  /** what is paid */
  actualPrice: number
  /** applied coupon (null none) */
  userCouponId: number | null
  /** the best usable coupon (null none) */
  bestUserCouponId: number | null
  /** usable coupons of the caller for these lines */
  usableCouponNum: number
  lines: PriceLine[]
  activityDiscountInfos: ActivityDiscountInfo[]
}
export type QueryPriceRes = PriceRes

/** GET /order-center/cart/orderRule?goodsId=&categoryId=&goodsType=&dealType= (pre-appointment rule form) */
export interface OrderRuleReq {
  goodsId?: number
  categoryId?: number
  goodsType?: number
  dealType?: string
}
export interface OrderRuleRes {
  goodsId: number | null
  ruleFieldRelList: RuleField[]
  /** an appointment date/time is required */
  needAppoint: boolean
  /** the pool when needAppoint (SPEC §3 appointment pool) */
  appointPool: AppointDay[]
}
/** GET /order-center/cart/combineGoodsOrderRule?goodsIds=1,2 */
export type CombineGoodsOrderRuleRes = OrderRuleRes[]

/** GET /order-center/cart/payMethod: channels for the caller's environment (appTag header / ?channel=) */
export interface PayMethodReq {
  /** wechat | miniProgram | alipay | alipayMiniProgram | none; default from the appTag header */
  channel?: string
}
export interface PayMethod {
  payChannel: PayChannelCode
  payChannelName: PayChannelName
  /** 微信支付 / 支付宝 / 招行… */
  label: string
  /** the first is the default */
  isDefault: boolean
}
export interface PayMethodRes {
  env: 'wechat' | 'miniProgram' | 'alipay' | 'alipayMiniProgram' | 'none'
  list: PayMethod[]
}

// ============================================================ coupons for an order (market-center)

/**
 * The lines a coupon call is about: the caller's cart lines (cartIds; default the checked ones) or a
 * buy-now line (goodsList). Prices are the server's.
 */
export interface OrderLinesReq {
  cartIds?: number[]
  goodsList?: BuyNowLine[]
}
/** a coupon the user holds, evaluated against the lines */
export interface OrderCoupon extends CouponRule {
  userCouponId: number
  usable: boolean
  /** 不可用原因 text (null when usable) */
  cannotUseMess: string | null
  /** what it would take off */
  discount: number
}
/** POST /market-center/bestCoupons, bestCouponsPe */
export interface BestCouponsRes {
  best: OrderCoupon | null
  list: OrderCoupon[]
}
/** PUT /market-center/canUseCoupons, POST canUseCouponsPE: usable first, then unusable with reasons */
export interface CanUseCouponsRes {
  usable: OrderCoupon[]
  unusable: OrderCoupon[]
}
/** PUT /market-center/compCoupon, POST compCouponPE: totals with a chosen coupon */
export interface CompCouponReq extends OrderLinesReq {
  /** 0 = none */
  userCouponId: number
}
export type CompCouponRes = PriceRes
/** PUT /market-center/couponGoodsList: goods the coupon applies to */
export interface CouponGoodsListReq extends PageParams {
  userCouponId?: number
  couponRuleId?: number
}
export type CouponGoodsListRes = PageResult<import('./browse').GoodsCard>

// ============================================================ confirm order / commit

/** a buy-now line (goods detail 立即购买) */
export interface BuyNowLine {
  goodsId: number
  skuId: number
  goodsNum: number
  activityId?: number
  serviceDataList?: ServiceDataList[]
  serviceRoles?: Record<string, number>
  peInfoList?: PeInfo[]
  /** IGNORED: the server prices the line */
  price?: number
}

/**
 * POST /order-center/orderCenter/commitPay — create ONE order from the checked cart lines
 * (cartIds, default all checked) or a buy-now line (goodsList). The server computes prices, line
 * activity discounts, full reductions, gifts and the coupon; stock, activity stock and per-person
 * limits are taken atomically; the coupon is marked used; ordered cart lines are removed.
 * Idempotent: the same requestId (or orderToken, or the X-Request-Id / requestId header) from the
 * same user returns the first order instead of making another.
 * With payChannel the prepay is made at once (data.pay); otherwise pay later with pay-center/pay/toPay.
 */
export interface CommitPayReq {
  requestId?: string
  orderToken?: string
  cartIds?: number[]
  goodsList?: BuyNowLine[]
  /** the coupon to use; omitted = none (the app shows bestCoupons and sends the choice); 0 none */
  userCouponId?: number
  /** user-center address id (read-only lookup) … */
  addressId?: number
  /** … or a snapshot address (validated: phone, name) */
  address?: OrderAddress
  /** chosen gifts; default: preselected (src/domain preselectGifts) */
  gifts?: GiftChoice[]
  remark?: string
  /** optionally start paying right away */
  payChannel?: PayChannelCode
  /** H5 flows come back here after the cashier: a shop path under /hospital/, or an absolute URL on
   * one of the server's PAY_RETURN_ORIGINS (src/domain checkPayReturnUrl; else 400 支付返回地址无效) */
  returnUrl?: string
  /** IGNORED: totals are computed by the server */
  actualPrice?: number
  goodsTotalMoney?: number
}
export interface CommitPayRes {
  orderId: number
  orderNo: string
  status: OrderStatusCode
  actualPrice: number
  /** an unpaid order closes itself at this time (ORDER_CLOSE_MINUTES, default 30) */
  closeTime: DateTimeString
  closeTimeMs: number
  /** true when this requestId had already made the order */
  duplicate: boolean
  /** with payChannel */
  pay?: PrepayRes
}

/** POST /order-center/cart/payCart (pay way 1): commitPay from the cart with payChannel required */
export type PayCartReq = CommitPayReq & { payChannel: PayChannelCode }
export type PayCartRes = CommitPayRes & { pay: PrepayRes }

/** POST /order-center/orderCenter/mergePay (pay way 2): pay several pending orders in one payment */
export interface MergePayReq {
  orderIds: number[]
  payChannel: PayChannelCode
  returnUrl?: string
}
export type MergePayRes = PrepayRes

// ============================================================ payment (pay-center)

/** POST /pay-center/pay/toPay: prepay a pending order */
export interface ToPayReq {
  orderId: number
  payChannel: PayChannelCode
  returnUrl?: string
}

/** SPEC §3 "Messaging-app payment request" (channel 4 WX_JSAPI_PAY): for Taro.requestPayment / WeixinJSBridge */
export interface WxJsapiParams {
  appId: string
  timeStamp: string
  nonceStr: string
  /** 'prepay_id=...' (package) */
  packageExt: string
  signType: 'RSA' | 'HMAC-SHA256' | 'MD5'
  paySign: string
}
/** prepay result; exactly the part of its channel is set */
export interface PrepayRes {
  payNo: string
  payChannel: PayChannelCode
  payChannelName: PayChannelName
  payWay: PayWay
  orderIds: number[]
  amount: number
  /** the provider; 'sandbox' here unless configured */
  provider: string
  /** 4 WX_JSAPI_PAY */
  wxJsapi?: WxJsapiParams
  /** 6 ALI_JSAPI_PAY: for my.tradePay / Taro.tradePay({tradeNO}) */
  tradeNO?: string
  /** 1, 2 CMB and 3 WX_H5_PAY: open this URL (sandbox: /pay-center/sandbox/cashier?payNo=...) */
  redirectUrl?: string
  /** 5 ALI_H5_PAY: an HTML form that posts itself to the cashier (write it into the page) */
  formHtml?: string
  /** sandbox only: the JSAPI bridge confirms with POST /pay-center/sandbox/confirm */
  sandbox?: boolean
}

/** POST /order-center/orderCenter/orderQuery: payment state (asks the provider while PAYING) */
export interface OrderQueryReq {
  orderId?: number
  payNo?: string
}
export interface OrderQueryRes {
  orderId: number
  status: OrderStatusCode
  payState: PayState
  /** SPEC §4 pay result for the result pages; null while unpaid/paying */
  payResult: PayResult | null
  payNo: string | null
  payTime: DateTimeString | null
  actualPrice: number
}

/** POST /pay-center/sandbox/confirm (the app's sandbox JSAPI bridge): result of the sandbox payment */
export interface SandboxConfirmReq {
  payNo: string
  result: PayResult
}
export interface SandboxConfirmRes {
  payNo: string
  payResult: PayResult
  orderIds: number[]
}
/** GET /pay-center/sandbox/cashier?payNo=&token= (the prepay reply's redirectUrl; the token is signed,
 * bound to the payNo and dies with the payment's window; without it or the payer's session: 403): HTML
 * cashier (支付成功 / 取消支付 / 支付失败); it redirects to the payment's returnUrl (a shop page, src/domain
 * checkPayReturnUrl) with ?payNo=&payResult=SUCCESS|CLOSED|FAIL&orderId= */

// ============================================================ orders

/** SPEC §3 "Order line" */
export interface OrderLine {
  /** order line id (orderGoodsId) */
  id: number
  goodsId: number
  goodsDistributeId: number
  goodsName: string
  goodsType: GoodsType
  categoryId: number
  backCategoryId: number
  skuId: number
  skuDistributeId: number
  skuName: string
  skuData: string
  /** sku price at order time */
  price: number
  maxPrice: number
  /** unit price after line activity */
  perActualPrice: number
  /** what the line paid in total (after promotion and coupon shares) */
  realPrice: number
  headPic: string
  path: string
  amount: number
  goodsNum: number
  dealType: string
  isSupportRefund: boolean
  isGift: boolean
  activityId: number | null
  activityPrice: number | null
  activityDiscountPrice: number | null
  /** this line's line-activity discount + promotion share, in total */
  activityDiscountMoney: number
  activityDiscountInfo: ActivityDiscountInfo | null
  couponDiscount: number
  serviceData: ServiceDataList
  serviceDataList: ServiceDataList[]
  peInfoList: PeInfo[]
  /** exam add-on items charged on this line (empty for other lines; absent on offline orders) */
  addItems?: OrderAddItem[]
  servicePersons: ServicePersonSnapshot[]
  appointedDate: DateString | null
  appointedTime: string | null
  /** units used / verified */
  serviceUsedAmount: number
  pickUpAmount: number
  pickUpInfos: Array<{ name: string; phone: string; time: DateTimeString }>
  selectAddress: OrderAddress | null
  pickAddress: string
}

/** order list item (GET myOrders) */
export interface OrderListItem {
  id: number
  orderNo: string
  /** 1 service package (opens /serPackageOrderDetail), 0 otherwise (/webOrderDetail) */
  orderClassify: 0 | 1
  status: OrderStatusCode
  statusLabel: string
  createTime: DateTimeString
  actualPrice: number
  goodsNum: number
  /** first lines (thumbnails) */
  goodsList: OrderLine[]
  /** remaining ms to pay (101 only; 0 otherwise) */
  payRemainMs: number
  canCancel: boolean
  canDelete: boolean
  canConfirm: boolean
  canRefund: boolean
}

export interface OrderDetail extends OrderListItem {
  hospitalId: number
  payTime: DateTimeString | null
  closeTime: DateTimeString | null
  closeTimeMs: number
  cancelTime: DateTimeString | null
  cancelReason: string | null
  finishTime: DateTimeString | null
  refundTime: DateTimeString | null
  goodsTotalMoney: number
  /** exam add-on items (加项) at list price, outside activity and coupon discounts; part of actualPrice */
  addItemMoney: number
  activityTotalDiscountMoney: number
  couponDiscountMoney: number
  userCouponId: number | null
  payChannel: PayChannelCode | null
  payWay: PayWay | null
  payNo: string | null
  payState: PayState
  address: OrderAddress | null
  remark: string
  activityDiscountInfos: ActivityDiscountInfo[]
  gifts: OrderLine[]
  /** has an exam / appointment part (queryOrderAppoint) */
  hasAppoint: boolean
  /** 104/105: a verification QR exists (getOrderQr) */
  hasQr: boolean
}

/** GET /order-center/orderCenter/myOrders?status=&pageNum=&pageSize= ; status omitted/0 = all */
export interface MyOrdersReq extends PageParams {
  status?: OrderStatusCode | 0
  orderClassify?: 0 | 1
}
export type MyOrdersRes = PageResult<OrderListItem>

/** GET /order-center/orderCenter/orderDetail?id= (also orderId=) */
export type OrderDetailRes = OrderDetail

/** GET orderCenter/orderStatusNum: counts per status (deleted orders excluded) */
export interface OrderStatusNumRes {
  101: number
  102: number
  103: number
  104: number
  105: number
  all: number
}
/** GET orderCenter/orderNum: all orders of the caller */
export interface OrderNumRes {
  total: number
  /** 101 + 104 + 105 */
  active: number
}

/** GET orderCenter/getOrderQr?orderId= (104/105 only): the verification code and its QR */
export interface OrderQrRes {
  orderId: number
  /** 12 digits; the verifier scans / types it */
  verifyCode: string
  /** data:image/svg+xml;base64,... */
  qrCode: string
}
/** GET orderCenter/getQrPic?orderId= : the same as a PNG data URL */
export interface OrderQrPicRes {
  orderId: number
  verifyCode: string
  /** data:image/png;base64,... */
  qrPic: string
}

/** POST orderCenter/orderCancel (also /order-center/order/orderCancel): 101 only; returns stock and coupon */
export interface OrderCancelReq {
  orderId: number
  cancelReason: CancelReason
  remark?: string
}
/** POST orderCenter/orderConfirm (104/105 → 102) ; orderDelete (GET or POST, 102/103 only) */
export interface OrderIdReq {
  orderId: number
}
/** POST orderCenter/orderRefund (104 unused → 103; refund through the provider; returns stock and coupon) */
export interface OrderRefundReq {
  orderId: number
  reason?: string
}
/** reply of cancel / confirm / refund / delete */
export interface OrderActionRes {
  orderId: number
  status: OrderStatusCode
  /** refund: provider refund number */
  refundNo?: string
}

/** POST orderCenter/changeReceiver (101/104 physical orders) */
export interface ChangeReceiverReq {
  orderId: number
  addressId?: number
  address?: OrderAddress
}
/** POST orderCenter/changePeInfo: change the exam info of one unit (101/104) */
export interface ChangePeInfoReq {
  orderId: number
  /** order line id */
  orderGoodsId: number
  /** unit index in peInfoList (default 0) */
  index?: number
  peInfo: PeInfo
}

/** POST orderCenter/queryOrderAppoint {orderId}: appointment units of the order */
export interface OrderAppoint {
  orderGoodsId: number
  index: number
  goodsName: string
  appointedDate: DateString | null
  appointedTime: string | null
  rescheduleCount: number
  /** src/domain canReschedule */
  canReschedule: boolean
  cannotRescheduleReason: string | null
  appointFlag: 1 | 2 | null
  /** free dates/slots for rescheduling */
  appointPool: AppointDay[]
}
export type QueryOrderAppointRes = OrderAppoint[]
/** POST orderCenter/updateAppointDate: reschedule under SPEC §9 (≤3 times, ≥1 day before) */
export interface UpdateAppointDateReq {
  orderId: number
  orderGoodsId: number
  index?: number
  appointedDate: DateString
  appointedTime: string
}
/** GET orderCenter/cancelAppoint?orderId=&orderGoodsId=&index= : frees the slot (same rule) */
export type CancelAppointReq = { orderId: number; orderGoodsId: number; index?: number }

/** POST orderCenter/getVerificationRecord {orderId} */
export interface VerificationRecord {
  id: number
  orderGoodsId: number
  goodsName: string
  usedNum: number
  verifyTime: DateTimeString
  verifier: string
}
export type GetVerificationRecordRes = VerificationRecord[]

/** POST /order-center/order/sellOutApply: ask to be told when a sold-out sku is back */
export interface SellOutApplyReq {
  goodsId: number
  skuId?: number
  phone?: string
}
export interface SellOutApplyRes {
  applied: boolean
}

/** GET /order-center/orderCenter/getRouteInfo?orderId= (src/domain orderDetailRoute) */
export interface RouteInfoRes {
  path: '/serPackageOrderDetail' | '/webOrderDetail'
  query: { id: string }
  url: string
}

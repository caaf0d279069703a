/**
 * API shapes of the cart and of coupons for an order (SPEC §3 Cart goods card, §7 Cart / Coupons for an
 * order) that are not yet in the TypeBox contract. Orders, their lines, actions, appointments and
 * payments are in contract/order.ts and contract/pay.ts (`import type … from '@contract/order'`).
 *
 * Conventions (as contract/browse.ts; stable — later changes only ADD fields):
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
import type { PageParams, PageResult, ServiceDataList, CouponRule } from '../contract/browse'
import type { OrderLinesReq, PeInfo } from '../contract/order'

export type { AddCartReq } from '../contract/browse'
export type { AddCartRes, CartCountRes } from '../contract/cart'

// ============================================================ cart

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

/** POST /order-center/cart/delCart (also shoppingCart/deleteCart) */
export interface DelCartReq {
  cartIds: number[]
}

/** POST /order-center/cart/queryStatus: current validity of lines before confirming */
export interface QueryStatusReq {
  /** default: the checked lines */
  cartIds?: number[]
}

/** POST /order-center/cart/saveCartBatch (also shoppingCart/saveCartBatch): add many ("buy again") */
export interface SaveCartBatchReq {
  list: Array<{ goodsId: number; skuId: number; goodsNum: number; activityId?: number; serviceData?: ServiceDataList }>
}

/** POST /order-center/cart/queryPrice: totals of the checked (or given) lines with a coupon */
export interface QueryPriceReq {
  cartIds?: number[]
  /** the chosen coupon; omit for the best one; 0 for none */
  userCouponId?: number
}

/** GET /order-center/cart/orderRule?goodsId=&categoryId=&goodsType=&dealType= (pre-appointment rule form) */
export interface OrderRuleReq {
  goodsId?: number
  categoryId?: number
  goodsType?: number
  dealType?: string
}

/** GET /order-center/cart/payMethod: channels for the caller's environment (appTag header / ?channel=) */
export interface PayMethodReq {
  /** wechat | miniProgram | alipay | alipayMiniProgram | none; default from the appTag header */
  channel?: string
}

// ============================================================ coupons for an order (market-center)

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
export type CompCouponRes = import('../contract/cart').PriceRes
/** PUT /market-center/couponGoodsList: goods the coupon applies to */
export interface CouponGoodsListReq extends PageParams {
  userCouponId?: number
  couponRuleId?: number
}
export type CouponGoodsListRes = PageResult<import('../contract/browse').GoodsCard>

// ============================================================ payment (pay-center)

/** GET /pay-center/sandbox/cashier?payNo=&token= (the prepay reply's redirectUrl; the token is signed,
 * bound to the payNo and dies with the payment's window; without it or the payer's session: 403): HTML
 * cashier (支付成功 / 取消支付 / 支付失败); it redirects to the payment's returnUrl (a shop page, src/domain
 * checkPayReturnUrl) with ?payNo=&payResult=SUCCESS|CLOSED|FAIL&orderId= */

// ============================================================ orders

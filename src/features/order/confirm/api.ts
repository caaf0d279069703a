/**
 * The confirm-order calls of the buy journey (SPEC §7 Orders, Coupons for an order; contract/order.ts, contract/browse.ts):
 * commit / pay an order and the coupons for its lines. The order reads are in ../api.ts, the addresses and service
 * persons in @/features/address-person, the exam package in ../appointment/api.ts.
 */
import type { CommitPayReq, CommitPayRes, PayCartReq, PayCartRes, OrderLinesReq, CompCouponReq, CompCouponRes } from '@contract/order'
import type { MergePayReq, MergePayRes } from '@contract/pay'
import type { BestCouponsRes, CanUseCouponsRes } from '@contract/browse'
import { request, type RequestOptions } from '@/shared/request/request'

type Extra = Pick<RequestOptions, 'loading' | 'silent'>
const OC = 'order-center' as const
const MC = 'market-center' as const

/** POST orderCenter/commitPay: one order from cart lines or a buy-now line; idempotent per requestId */
export const commitPay = (p: CommitPayReq, extra: Extra = { loading: '提交中...' }) =>
  request<CommitPayRes>({
    prefix: OC,
    url: 'orderCenter/commitPay',
    method: 'POST',
    data: p,
    orderPayWay: 1,
    orderCreateWay: p.cartIds ? 1 : 2,
    ...extra,
  })

/** POST cart/payCart (pay way 1): commitPay from the cart with a pay channel */
export const payCart = (p: PayCartReq, extra: Extra = { loading: '提交中...' }) =>
  request<PayCartRes>({ prefix: OC, url: 'cart/payCart', method: 'POST', data: p, orderPayWay: 1, ...extra })

/** POST orderCenter/mergePay (pay way 2) */
export const mergePay = (p: MergePayReq, extra: Extra = { loading: true }) =>
  request<MergePayRes>({ prefix: OC, url: 'orderCenter/mergePay', method: 'POST', data: p, orderPayWay: 2, ...extra })

// ------------------------------------------------------------------ coupons for an order (market-center)

/** POST bestCoupons (goods) / bestCouponsPe (exam packages): the best coupon and the caller's coupons for the lines */
export const bestCoupons = (p: OrderLinesReq, pe = false, extra: Extra = { silent: true }) =>
  request<BestCouponsRes>({ prefix: MC, url: pe ? 'bestCouponsPe' : 'bestCoupons', method: 'POST', data: p, ...extra })

/** PUT canUseCoupons / POST canUseCouponsPE: usable first, then unusable with 不可用原因 */
export const canUseCoupons = (p: OrderLinesReq, pe = false, extra: Extra = { silent: true }) =>
  request<CanUseCouponsRes>({ prefix: MC, url: pe ? 'canUseCouponsPE' : 'canUseCoupons', method: pe ? 'POST' : 'PUT', data: p, ...extra })

/** PUT compCoupon / POST compCouponPE: the server's totals with a chosen coupon (0 none) */
export const compCoupon = (p: CompCouponReq, pe = false, extra: Extra = { silent: true }) =>
  request<CompCouponRes>({ prefix: MC, url: pe ? 'compCouponPE' : 'compCoupon', method: pe ? 'POST' : 'PUT', data: p, ...extra })

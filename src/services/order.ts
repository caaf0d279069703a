/**
 * The confirm-order and order calls of the buy journey (SPEC §7 Orders, Coupons for an order,
 * Address, Physical exam; contract types/order.ts and types/account.ts). Read-only look-ups of the
 * account data the confirm page needs (addresses, service persons, exam packages) live here too;
 * the account screens have their own services.
 */
import type { MergePayReq, MergePayRes, OrderQueryReq, OrderQueryRes } from '@contract/pay'
import type { CommitPayReq, CommitPayRes, PayCartReq, PayCartRes, OrderDetailRes, OrderQrPicRes, OrderLinesReq } from '@contract/order'
import type { BestCouponsRes, CanUseCouponsRes, CompCouponReq, CompCouponRes } from '../../types/order'
import type { RecvAddressListRes, ServicePersonListRes, QueryPackageRes, QueryAppointPoolRes, SaveRecvAddressReq, SaveRecvAddressRes } from '../../types/account'
import { request, type RequestOptions } from '../shared/request/request'

type Extra = Pick<RequestOptions, 'loading' | 'silent'>
const OC = 'order-center' as const
const MC = 'market-center' as const

/** POST orderCenter/commitPay: one order from cart lines or a buy-now line; idempotent per requestId */
export const commitPay = (p: CommitPayReq, extra: Extra = { loading: '提交中...' }) =>
  request<CommitPayRes>({ prefix: OC, url: 'orderCenter/commitPay', method: 'POST', data: p, orderPayWay: 1, orderCreateWay: p.cartIds ? 1 : 2, ...extra })

/** POST cart/payCart (pay way 1): commitPay from the cart with a pay channel */
export const payCart = (p: PayCartReq, extra: Extra = { loading: '提交中...' }) =>
  request<PayCartRes>({ prefix: OC, url: 'cart/payCart', method: 'POST', data: p, orderPayWay: 1, ...extra })

/** POST orderCenter/mergePay (pay way 2) */
export const mergePay = (p: MergePayReq, extra: Extra = { loading: true }) =>
  request<MergePayRes>({ prefix: OC, url: 'orderCenter/mergePay', method: 'POST', data: p, orderPayWay: 2, ...extra })

/** POST orderCenter/orderQuery: the payment state of an order */
export const orderQuery = (p: OrderQueryReq, extra: Extra = { silent: true }) =>
  request<OrderQueryRes>({ prefix: OC, url: 'orderCenter/orderQuery', method: 'POST', data: p, ...extra })

/** GET orderCenter/orderDetail?id= */
export const orderDetail = (id: number | string, extra: Extra = {}) => request<OrderDetailRes>({ prefix: OC, url: 'orderCenter/orderDetail', method: 'GET', data: { id }, ...extra })

/** GET orderCenter/getQrPic?orderId= : the order's code as a PNG (pay / verify at the counter) */
export const getQrPic = (orderId: number | string, extra: Extra = {}) => request<OrderQrPicRes>({ prefix: OC, url: 'orderCenter/getQrPic', method: 'GET', data: { orderId }, ...extra })

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

// ------------------------------------------------------------------ account look-ups (read-only here)

/** GET user-center/recevAddress/queryList: the default first */
export const queryAddressList = (extra: Extra = { silent: true }) => request<RecvAddressListRes>({ prefix: 'user-center', url: 'recevAddress/queryList', method: 'GET', ...extra })

/** POST user-center/recevAddress/saveOrUpdate (pickup info edits a snapshot; this keeps an address) */
export const saveAddress = (p: SaveRecvAddressReq, extra: Extra = { loading: true }) =>
  request<SaveRecvAddressRes>({ prefix: 'user-center', url: 'recevAddress/saveOrUpdate', method: 'POST', data: p, ...extra })

/** GET user-center/servicePerson/queryList: masked list, the default first */
export const queryServicePersons = (extra: Extra = { silent: true }) =>
  request<ServicePersonListRes>({ prefix: 'user-center', url: 'servicePerson/queryList', method: 'GET', ...extra })

/** GET intserv/pe/queryPackage?goodsId= : the exam package of a goods (items, add-on items, rule form) */
export const queryPackage = (p: { goodsId?: number; packageId?: number }, extra: Extra = { silent: true }) =>
  request<QueryPackageRes>({ prefix: 'intserv', url: 'pe/queryPackage', method: 'GET', data: p, ...extra })

/** GET intserv/pe/queryAppointPool?packageId= */
export const queryAppointPool = (packageId: number, extra: Extra = { silent: true }) =>
  request<QueryAppointPoolRes>({ prefix: 'intserv', url: 'pe/queryAppointPool', method: 'GET', data: { packageId }, ...extra })

/** GET user-center/servicePerson/queryDetail?id= : the owner's full ID number and phone (to fill the rule form) */
export const queryServicePersonDetail = (id: number, extra: Extra = { silent: true }) =>
  request<import('../../types/account').ServicePersonDetailRes>({ prefix: 'user-center', url: 'servicePerson/queryDetail', method: 'GET', data: { id }, ...extra })

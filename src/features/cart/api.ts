/** The cart feature's calls (SPEC §7 "Cart", order-center cart/*): add to cart, the badge count, the cart screen and the confirm page's cart look-ups. */
import type { AddCartRes, CartCountRes } from '@contract/browse'
import { request, type RequestOptions } from '@/shared/request/request'
import type {
  AddCartReq,
  QueryCartRes,
  UpdateCartRes,
  DelCartRes,
  QueryStatusRes,
  QueryPriceRes,
  OrderRuleRes,
  CombineGoodsOrderRuleRes,
  OrderRuleReq,
  QueryPriceReq,
  UpdateCartReq,
} from '@contract/cart'

const P = 'order-center' as const
type Extra = Pick<RequestOptions, 'loading' | 'silent'>

/** POST cart/addCart (login) */
export const addCart = (p: AddCartReq, extra: Extra = { loading: true }) =>
  request<AddCartRes>({ prefix: P, url: 'cart/addCart', method: 'POST', data: p, ...extra })

/** POST cart/sumCart: the badge total (visitors get 0). Quiet: no toast, no login redirect. */
export const sumCart = async (): Promise<number> => {
  const r = await request<CartCountRes>({ prefix: P, url: 'cart/sumCart', method: 'POST', data: {}, silent: true, authRedirect: false })
  return Number(r?.total) || 0
}

/** GET cart/queryGoodsNum: the same count as a GET */
export const queryGoodsNum = async (): Promise<CartCountRes> =>
  request<CartCountRes>({ prefix: P, url: 'cart/queryGoodsNum', method: 'GET', silent: true, authRedirect: false })

// ------------------------------------------------------------------ the cart screen and confirm order (contract/cart.ts)

/** GET cart/queryCart: lines grouped by institution / team, lost-efficacy lines, promotions, totals */
export const queryCart = (extra: Extra = {}) => request<QueryCartRes>({ prefix: P, url: 'cart/queryCart', method: 'GET', ...extra })

/** POST cart/updateCart: quantity, checked (one line or cartIds), sku, service data, roles, exam info */
export const updateCart = (p: UpdateCartReq, extra: Extra = {}) =>
  request<UpdateCartRes>({ prefix: P, url: 'cart/updateCart', method: 'POST', data: p, ...extra })

/** POST cart/delCart */
export const delCart = (cartIds: number[], extra: Extra = { loading: true }) =>
  request<DelCartRes>({ prefix: P, url: 'cart/delCart', method: 'POST', data: { cartIds }, ...extra })

/** POST cart/queryStatus: are the lines still valid and within their limits before confirming */
export const queryStatus = (cartIds?: number[], extra: Extra = {}) =>
  request<QueryStatusRes>({ prefix: P, url: 'cart/queryStatus', method: 'POST', data: cartIds ? { cartIds } : {}, ...extra })

/** POST cart/queryPrice: the server's totals of the checked (or given) lines with a coupon (omit = best, 0 = none) */
export const queryPrice = (p: QueryPriceReq = {}, extra: Extra = { silent: true }) =>
  request<QueryPriceRes>({ prefix: P, url: 'cart/queryPrice', method: 'POST', data: p, ...extra })

/** GET cart/orderRule: the pre-appointment rule form and appointment pool of a goods */
export const orderRule = (p: OrderRuleReq, extra: Extra = {}) =>
  request<OrderRuleRes>({ prefix: P, url: 'cart/orderRule', method: 'GET', data: p, ...extra })

/** GET cart/combineGoodsOrderRule?goodsIds=1,2 */
export const combineGoodsOrderRule = (goodsIds: number[], extra: Extra = {}) =>
  request<CombineGoodsOrderRuleRes>({
    prefix: P,
    url: 'cart/combineGoodsOrderRule',
    method: 'GET',
    data: { goodsIds: goodsIds.join(',') },
    ...extra,
  })

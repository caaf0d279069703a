/** order-center cart services used by the goods screens (SPEC §7 "Cart"): add to cart and the badge count. */
import type { AddCartReq, AddCartRes, CartCountRes } from '../../types/browse'
import { request, type RequestOptions } from './request'

const P = 'order-center' as const
type Extra = Pick<RequestOptions, 'loading' | 'silent'>

/** POST cart/addCart (login) */
export const addCart = (p: AddCartReq, extra: Extra = { loading: true }) => request<AddCartRes>({ prefix: P, url: 'cart/addCart', method: 'POST', data: p, ...extra })

/** POST cart/sumCart: the badge total (visitors get 0). Quiet: no toast, no login redirect. */
export const sumCart = async (): Promise<number> => {
  const r = await request<CartCountRes>({ prefix: P, url: 'cart/sumCart', method: 'POST', data: {}, silent: true, authRedirect: false })
  return Number(r?.total) || 0
}

/** GET cart/queryGoodsNum: the same count as a GET */
export const queryGoodsNum = async (): Promise<CartCountRes> =>
  request<CartCountRes>({ prefix: P, url: 'cart/queryGoodsNum', method: 'GET', silent: true, authRedirect: false })

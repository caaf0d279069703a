/**
 * The paediatric shop's calls (SPEC §7 "Paediatric:", contract/pediatric.ts): its index and goods on goods-center, the
 * order on order-center. The goods, order and pay services behind them are the shop's own.
 */
import type { GetGoodsReq, GoodsDetail, GoodsSkuRes } from '@contract/browse'
import type { CommitPayReq, CommitPayRes } from '@contract/order'
import type { PediatricIndexReq, PediatricIndexRes } from '@contract/pediatric'
import { request, type RequestOptions } from '@/shared/request/request'

type Extra = Pick<RequestOptions, 'loading' | 'silent'>
const GC = 'goods-center' as const

/** POST pediatric/market/goodsIndex: the shop's title, categories and a page of its goods */
export const pediatricIndex = (p: PediatricIndexReq, extra: Extra = {}) =>
  request<PediatricIndexRes>({ prefix: GC, url: 'pediatric/market/goodsIndex', method: 'POST', data: p, ...extra })

/** POST pediatric/market/getGoods: a goods of the shop (404 for any other) */
export const pediatricGetGoods = (p: GetGoodsReq, extra: Extra = {}) =>
  request<GoodsDetail>({ prefix: GC, url: 'pediatric/market/getGoods', method: 'POST', data: p, ...extra })

/** POST pediatric/market/goodsSku */
export const pediatricGoodsSku = (p: GetGoodsReq, extra: Extra = { loading: true }) =>
  request<GoodsSkuRes>({ prefix: GC, url: 'pediatric/market/goodsSku', method: 'POST', data: p, ...extra })

/** POST pediatric/order/produceOrder: the order of a buy-now line of the shop (as orderCenter/commitPay) */
export const produceOrder = (p: CommitPayReq, extra: Extra = { loading: '提交中...' }) =>
  request<CommitPayRes>({
    prefix: 'order-center',
    url: 'pediatric/order/produceOrder',
    method: 'POST',
    data: p,
    orderPayWay: 1,
    orderCreateWay: 2,
    ...extra,
  })

/** GET market/specialMed: the special-medical check-ups (a goods section like the paediatric shop) */
export const specialMedIndex = (p: PediatricIndexReq, extra: Extra = {}) =>
  request<PediatricIndexRes>({ prefix: GC, url: 'market/specialMed', method: 'GET', data: p, ...extra })

/** POST orderCenter/spePeOrder: the order of a buy-now line of the special-medical check-ups */
export const spePeOrder = (p: CommitPayReq, extra: Extra = { loading: '提交中...' }) =>
  request<CommitPayRes>({
    prefix: 'order-center',
    url: 'orderCenter/spePeOrder',
    method: 'POST',
    data: p,
    orderPayWay: 1,
    orderCreateWay: 2,
    ...extra,
  })

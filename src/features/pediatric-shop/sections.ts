/**
 * The goods sections of the shop (issue 18): the paediatric shop (/pediatric-services 儿科商城) and the
 * special-medical check-ups (market/specialMed, on the /checkup/special-medical landing). Each lists its goods through its own index call and orders
 * through its own call from the shop's confirm page (query shop=<kind>).
 */
import type { GetGoodsReq, GoodsDetail, GoodsSkuRes } from '@contract/browse'
import type { CommitPayReq, CommitPayRes } from '@contract/order'
import type { PediatricIndexReq, PediatricIndexRes } from '@contract/pediatric'
import { PEDIATRIC_SHOP_EMPTY, SPECIAL_MED_EMPTY } from '@/domain/messages/contract'
import { getGoods, getGoodsSku } from '@/features/goods'
import { pediatricGetGoods, pediatricGoodsSku, pediatricIndex, produceOrder, specialMedIndex, spePeOrder } from './api'

export type SectionKind = 'pediatric' | 'specialMed'

export interface SectionCalls {
  index: (p: PediatricIndexReq) => Promise<PediatricIndexRes>
  sku: (p: GetGoodsReq) => Promise<GoodsSkuRes>
  getGoods: (p: GetGoodsReq) => Promise<GoodsDetail>
  order: (p: CommitPayReq) => Promise<CommitPayRes>
  /** the confirm page of its goods */
  confirmPath: '/webOrderDetail' | '/serPackageOrderDetail'
  emptyText: string
}

export const SECTIONS: Record<SectionKind, SectionCalls> = {
  pediatric: {
    index: (p) => pediatricIndex(p),
    sku: (p) => pediatricGoodsSku(p),
    getGoods: (p) => pediatricGetGoods(p),
    order: (p) => produceOrder(p),
    confirmPath: '/webOrderDetail',
    emptyText: PEDIATRIC_SHOP_EMPTY,
  },
  specialMed: {
    index: (p) => specialMedIndex(p),
    sku: (p) => getGoodsSku(p, { loading: true }),
    getGoods: (p) => getGoods(p),
    order: (p) => spePeOrder(p),
    confirmPath: '/serPackageOrderDetail',
    emptyText: SPECIAL_MED_EMPTY,
  },
}

/** the section of a confirm page's `shop` query, or null (the shop itself) */
export function sectionOfQuery(shop: unknown): SectionCalls | null {
  return shop === 'pediatric' || shop === 'specialMed' ? SECTIONS[shop] : null
}

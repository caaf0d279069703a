/** goods-center services (SPEC §7 "Goods and market", "Flash sale"); types from contract/browse.ts. */
import type {
  ActivityEndTimeReq,
  ActivityEndTimeRes,
  ActivityExInfoRes,
  GetGoodsReq,
  GoodsDetail,
  GoodsListReq,
  GoodsListRes,
  GoodsServiceReq,
  GoodsServiceRes,
  GoodsSkuReq,
  GoodsSkuRes,
  SecKillDetailReq,
  SecKillDetailRes,
  SecKillGoodsReq,
  SecKillGoodsRes,
} from '@contract/browse'
import { request, type RequestOptions } from '@/shared/request/request'

export type {
  GoodsCard,
  GoodsDetail,
  GoodsSku,
  GoodsSpec,
  GoodsActivity,
  GoodsActivityBrief,
  PromotionActivity,
  ServiceRole,
  SecKillSession,
  SecKillGoods,
  PageResult,
  FullReductionDetail,
  GiftGoods,
} from '@contract/browse'

const P = 'goods-center' as const
type Extra = Pick<RequestOptions, 'loading' | 'silent'>

/** POST goods/getGoods: the goods detail (open without login; claim states of its coupons when logged in) */
export const getGoods = (p: GetGoodsReq, extra: Extra = {}) =>
  request<GoodsDetail>({ prefix: P, url: 'goods/getGoods', method: 'POST', data: p, ...extra })

/** GET goods/goodsSku */
export const getGoodsSku = (p: GoodsSkuReq, extra: Extra = {}) =>
  request<GoodsSkuRes>({ prefix: P, url: 'goods/goodsSku', method: 'GET', data: p, ...extra })

/** POST goods/goodsList */
export const getGoodsList = (p: GoodsListReq, extra: Extra = {}) =>
  request<GoodsListRes>({ prefix: P, url: 'goods/goodsList', method: 'POST', data: p, ...extra })

/** GET goods/service/query: service roles of a goods / sku */
export const getGoodsService = (p: GoodsServiceReq, extra: Extra = {}) =>
  request<GoodsServiceRes>({ prefix: P, url: 'goods/service/query', method: 'GET', data: p, ...extra })

/** GET goods/getActivityEndTime (server clock for countdowns) */
export const getActivityEndTime = (p: ActivityEndTimeReq, extra: Extra = {}) =>
  request<ActivityEndTimeRes>({ prefix: P, url: 'goods/getActivityEndTime', method: 'GET', data: p, ...extra })

/** GET goods/getActivityExInfo */
export const getActivityExInfo = (p: GoodsServiceReq, extra: Extra = {}) =>
  request<ActivityExInfoRes>({ prefix: P, url: 'goods/getActivityExInfo', method: 'GET', data: p, ...extra })

/** POST secKill/secKillGoods: flash-sale sessions with their goods */
export const secKillGoods = (p: SecKillGoodsReq = {}, extra: Extra = {}) =>
  request<SecKillGoodsRes>({ prefix: P, url: 'secKill/secKillGoods', method: 'POST', data: p, ...extra })

/** POST secKill/secKillDetail */
export const secKillDetail = (p: SecKillDetailReq, extra: Extra = {}) =>
  request<SecKillDetailRes>({ prefix: P, url: 'secKill/secKillDetail', method: 'POST', data: p, ...extra })

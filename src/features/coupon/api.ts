/** market-center services (SPEC §7 "Coupons and activity", "Points"); types from contract/browse.ts. */
import type {
  AcquireCouponRes,
  ActivityGoodsListReq,
  ActivityGoodsListRes,
  ConversionReq,
  ConversionRes,
  CouponBatchRes,
  CouponsReq,
  CouponsRes,
  IntegralRecordsRes,
  IntegralRes,
  MyCouponReq,
  MyCouponRes,
  PageParams,
  SkuTeamInfoReq,
  SkuTeamInfoRes,
  TeamSaleActivity,
  TeamSaleByTeamRes,
  NewUserCouponRes,
} from '@contract/browse'
import { request, type RequestOptions } from '@/shared/request/request'

export type { CouponRule, UserCoupon, CouponBatch, IntegralRecord, IntegralRes, TeamSaleActivity, TeamInfo } from '@contract/browse'

const P = 'market-center' as const
type Extra = Pick<RequestOptions, 'loading' | 'silent'>

/** POST coupons: the coupon centre (useTag 0) or the coupons of goods (goodsIdList) / a package (packageId, useTag 1) */
export const getCoupons = (p: CouponsReq = {}, extra: Extra = {}) =>
  request<CouponsRes>({ prefix: P, url: 'coupons', method: 'POST', data: { useTag: 0, ...p }, ...extra })

/** GET acquireCoupon (login): code 200 = 已领取, otherwise the server's message is toasted by request() */
export const acquireCoupon = (couponRuleId: number, extra: Extra = { loading: true }) =>
  request<AcquireCouponRes>({ prefix: P, url: 'acquireCoupon', method: 'GET', data: { couponRuleId }, ...extra })

/** GET myCoupon (login) */
export const myCoupon = (p: MyCouponReq, extra: Extra = {}) =>
  request<MyCouponRes>({ prefix: P, url: 'myCoupon', method: 'GET', data: p, ...extra })

/** GET coupon/newUser */
export const newUserCoupons = (extra: Extra = {}) =>
  request<NewUserCouponRes>({ prefix: P, url: 'coupon/newUser', method: 'GET', ...extra })

/** PUT activity/goodsList: a promotion (full reduction / themed activity) with its goods */
export const activityGoodsList = (p: ActivityGoodsListReq, extra: Extra = {}) =>
  request<ActivityGoodsListRes>({ prefix: P, url: 'activity/goodsList', method: 'PUT', data: p, ...extra })

/** GET activityOnline/getTeamSaleActivityByActivityId */
export const getTeamSaleActivity = (activityId: number, extra: Extra = {}) =>
  request<TeamSaleActivity>({
    prefix: P,
    url: 'activityOnline/getTeamSaleActivityByActivityId',
    method: 'GET',
    data: { activityId },
    ...extra,
  })

/** GET activityOnline/getTeamSaleActivityByTeamId */
export const getTeamSaleByTeam = (teamId: number, extra: Extra = {}) =>
  request<TeamSaleByTeamRes>({ prefix: P, url: 'activityOnline/getTeamSaleActivityByTeamId', method: 'GET', data: { teamId }, ...extra })

/** POST teamInfo/getSkuTeamInfoList: open teams of an activity */
export const getSkuTeamInfoList = (p: SkuTeamInfoReq, extra: Extra = {}) =>
  request<SkuTeamInfoRes>({ prefix: P, url: 'teamInfo/getSkuTeamInfoList', method: 'POST', data: p, ...extra })

// ------------------------------------------------------------------ points (login)

export const getIntegral = (extra: Extra = {}) => request<IntegralRes>({ prefix: P, url: 'integral/getIntegral', method: 'GET', ...extra })
export const getRecords = (p: PageParams, extra: Extra = {}) =>
  request<IntegralRecordsRes>({ prefix: P, url: 'integral/getRecords', method: 'GET', data: p, ...extra })
export const getCouponBatch = (extra: Extra = {}) =>
  request<CouponBatchRes>({ prefix: P, url: 'integral/getCouponBatch', method: 'GET', ...extra })
export const conversion = (p: ConversionReq, extra: Extra = { loading: true }) =>
  request<ConversionRes>({ prefix: P, url: 'integral/conversion', method: 'POST', data: p, ...extra })

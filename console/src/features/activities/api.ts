/**
 * The activity desk's calls (contract/staffActivities.ts): seckill / group-buy / special activities, full-reduction
 * and gift promotions, points rules and exchange goods; plus the goods and coupon lists its pickers read.
 */
import type {
  STAFF_ACTIVITY_PATHS,
  StaffActivity,
  StaffActivityListRes,
  StaffActivityQuery,
  StaffActivitySaveReq,
  StaffPointsItemSaveReq,
  StaffPointsRes,
  StaffPointsRuleSaveReq,
  StaffPromotion,
  StaffPromotionListRes,
  StaffPromotionQuery,
  StaffPromotionSaveReq,
} from '@contract/staffActivities'
import type { StaffCouponListRes, StaffGoodsListRes } from '@contract/staffGoods'
import { request } from '../../shared/request'

export const ACTIVITY_PATHS: typeof STAFF_ACTIVITY_PATHS = {
  activities: '/staff/activities',
  activitySave: '/staff/activities/save',
  activityEnd: '/staff/activities/end',
  promotions: '/staff/promotions',
  promotionSave: '/staff/promotions/save',
  promotionEnd: '/staff/promotions/end',
  points: '/staff/points',
  pointsRuleSave: '/staff/points/rules/save',
  pointsRuleRemove: '/staff/points/rules/remove',
  pointsItemSave: '/staff/points/items/save',
  pointsItemEnd: '/staff/points/items/end',
}

export type Activity = StaffActivity
export type ActivityBody = StaffActivitySaveReq
export type Promotion = StaffPromotion
export type PromotionBody = StaffPromotionSaveReq
export type Points = StaffPointsRes

export const listActivities = (q: StaffActivityQuery) => request<StaffActivityListRes>('GET', ACTIVITY_PATHS.activities, { query: q })
export const saveActivity = (body: StaffActivitySaveReq) => request<StaffActivity>('POST', ACTIVITY_PATHS.activitySave, { body })
export const endActivity = (id: number) => request<StaffActivity>('POST', ACTIVITY_PATHS.activityEnd, { body: { id } })
export const listPromotions = (q: StaffPromotionQuery) => request<StaffPromotionListRes>('GET', ACTIVITY_PATHS.promotions, { query: q })
export const savePromotion = (body: StaffPromotionSaveReq) => request<StaffPromotion>('POST', ACTIVITY_PATHS.promotionSave, { body })
export const endPromotion = (id: number) => request<StaffPromotion>('POST', ACTIVITY_PATHS.promotionEnd, { body: { id } })
export const getPoints = () => request<StaffPointsRes>('GET', ACTIVITY_PATHS.points)
export const savePointsRule = (body: StaffPointsRuleSaveReq) => request<StaffPointsRes>('POST', ACTIVITY_PATHS.pointsRuleSave, { body })
export const removePointsRule = (id: number) => request<StaffPointsRes>('POST', ACTIVITY_PATHS.pointsRuleRemove, { body: { id } })
export const savePointsItem = (body: StaffPointsItemSaveReq) => request<StaffPointsRes>('POST', ACTIVITY_PATHS.pointsItemSave, { body })
export const endPointsItem = (id: number) => request<StaffPointsRes>('POST', ACTIVITY_PATHS.pointsItemEnd, { body: { id } })

/** the goods picker: the own hospital's goods with their skus (contract/staffGoods.ts GET /staff/goods) */
export const pickGoods = (keyword: string) =>
  request<StaffGoodsListRes>('GET', '/staff/goods', { query: { keyword: keyword || undefined, pageSize: 50 } })
/** the coupon picker (gift coupons, points exchange goods) */
export const pickCoupons = () => request<StaffCouponListRes>('GET', '/staff/coupons', { query: { pageSize: 100 } })

/** yuan typed in a form → fen */
export const fen = (yuan: number | null | undefined): number => Math.round(Number(yuan ?? 0) * 100)
/** '2026-03-01T09:30' (datetime-local) ↔ '2026-03-01 09:30:00' (the contract's business wall time) */
export const toWallTime = (local: string | null | undefined): string => (local ? `${local.replace('T', ' ')}:00`.slice(0, 19) : '')
export const toLocalInput = (wall: string | null | undefined): string => (wall ? wall.slice(0, 16).replace(' ', 'T') : '')
export const STATUS_TEXT: Record<number, string> = { 1: '未开始', 2: '进行中', 3: '已结束' }

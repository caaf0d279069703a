/**
 * API contract of the staff console's activities and points (issue 33 item 2): seckill, group-buy and special
 * activities (the `activity` table, type 1 / 2 / 3, with their goods lines), full-reduction / gift promotions (the
 * `promotion` table and its tiers) and points (earning rules, exchange goods = coupons bought with points), all of the
 * session's hospital (permission content:manage). Activity prices travel in fen, tier thresholds and reductions in
 * yuan (as the shop reads them); every draft is checked by src/domain/staff/activities.ts. Every reply is the envelope
 * {code, msg, data} of SPEC §8. Stable: fields and paths are only ever added, never renamed.
 */
import { Count, DateTimeString, Enum, Id, Int4, Nullable, StrictObject, Type, type Static } from './lib'

/** the endpoint paths, full (prefix included): the console calls exactly these */
export const STAFF_ACTIVITY_PATHS = {
  /** GET StaffActivityQuery -> StaffActivityListRes: the own hospital's activities of one type, newest first */
  activities: '/staff/activities',
  /** POST StaffActivitySaveReq -> StaffActivity: create (no id) or change an activity and its goods lines (id) */
  activitySave: '/staff/activities/save',
  /** POST StaffEndReq -> StaffActivity: end an activity now (its end becomes now) */
  activityEnd: '/staff/activities/end',
  /** GET StaffPromotionQuery -> StaffPromotionListRes: the own hospital's full-reduction / gift promotions */
  promotions: '/staff/promotions',
  /** POST StaffPromotionSaveReq -> StaffPromotion: create (no id) or change a promotion (id) */
  promotionSave: '/staff/promotions/save',
  /** POST StaffEndReq -> StaffPromotion: end a promotion now */
  promotionEnd: '/staff/promotions/end',
  /** GET -> StaffPointsRes: the own hospital's points rules and exchange goods */
  points: '/staff/points',
  /** POST StaffPointsRuleSaveReq -> StaffPointsRes: create (no id) or change an earning rule (id) */
  pointsRuleSave: '/staff/points/rules/save',
  /** POST StaffEndReq -> StaffPointsRes: remove an earning rule */
  pointsRuleRemove: '/staff/points/rules/remove',
  /** POST StaffPointsItemSaveReq -> StaffPointsRes: create (no id) or change an exchange goods (id) */
  pointsItemSave: '/staff/points/items/save',
  /** POST StaffEndReq -> StaffPointsRes: stop an exchange goods (its stock becomes what was exchanged) */
  pointsItemEnd: '/staff/points/items/end',
} as const

const When = () => Type.String({ maxLength: 30 })
const Name = () => Type.String({ maxLength: 200 })
/** 1 not started, 2 running, 3 ended (src/domain/activity activityStatus) */
const Status = () => Type.Integer({ minimum: 1, maximum: 3 })

export const StaffEndReq = StrictObject({ id: Id() })
export type StaffEndReq = Static<typeof StaffEndReq>

// ------------------------------------------------------------------ seckill, group buy, special activities

export const StaffActivityLine = StrictObject({
  goodsId: Id(),
  /** null: every sku of the goods */
  skuId: Nullable(Id()),
  goodsName: Type.String(),
  skuName: Nullable(Type.String()),
  /** the (lowest covered) sku price, fen */
  priceFen: Int4(),
  activityPriceFen: Int4(),
  stock: Count(),
  sold: Count(),
})
export type StaffActivityLine = Static<typeof StaffActivityLine>

export const StaffActivity = StrictObject({
  id: Id(),
  /** 1 seckill, 2 group buy, 3 special */
  type: Enum([1, 2, 3] as const),
  activityName: Type.String(),
  periodBegin: DateTimeString(),
  periodEnd: DateTimeString(),
  status: Status(),
  purchaseMax: Count(),
  singleLimit: Count(),
  teamNum: Count(),
  teamHours: Count(),
  activityDescribe: Type.String(),
  lines: Type.Array(StaffActivityLine),
})
export type StaffActivity = Static<typeof StaffActivity>

export const StaffActivityQuery = StrictObject({
  type: Type.Optional(Enum([1, 2, 3] as const)),
  keyword: Type.Optional(Type.String({ maxLength: 60 })),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
})
export type StaffActivityQuery = Static<typeof StaffActivityQuery>
export const StaffActivityListRes = StrictObject({ list: Type.Array(StaffActivity), total: Count() })
export type StaffActivityListRes = Static<typeof StaffActivityListRes>

export const StaffActivityLineInput = StrictObject({
  goodsId: Id(),
  skuId: Type.Optional(Nullable(Id())),
  activityPriceFen: Int4(),
  stock: Int4(),
})
export const StaffActivitySaveReq = StrictObject({
  id: Type.Optional(Id()),
  type: Enum([1, 2, 3] as const),
  activityName: Name(),
  periodBegin: When(),
  periodEnd: When(),
  purchaseMax: Int4(),
  singleLimit: Int4(),
  teamNum: Type.Optional(Nullable(Int4())),
  teamHours: Type.Optional(Nullable(Int4())),
  activityDescribe: Type.Optional(Type.String({ maxLength: 200 })),
  lines: Type.Array(StaffActivityLineInput, { maxItems: 50 }),
})
export type StaffActivitySaveReq = Static<typeof StaffActivitySaveReq>

// ------------------------------------------------------------------ full reduction / gifts

export const StaffTierGift = StrictObject({
  goodsId: Id(),
  skuId: Id(),
  /** how many of this gift may still be given */
  giftAmount: Int4(),
})
export const StaffTier = StrictObject({
  /** threshold, yuan */
  totalAmount: Type.Number({ minimum: 0, maximum: 1_000_000 }),
  /** 1 reduce `amount` yuan, 2 `amount` 折 */
  type: Enum([1, 2] as const),
  amount: Type.Number({ minimum: 0, maximum: 1_000_000 }),
  /** how many gifts the patient picks */
  giftNum: Int4(),
  gifts: Type.Array(StaffTierGift, { maxItems: 20 }),
  couponRuleIds: Type.Array(Id(), { maxItems: 20 }),
})
export type StaffTier = Static<typeof StaffTier>

export const StaffPromotion = StrictObject({
  id: Id(),
  activityName: Type.String(),
  periodBegin: DateTimeString(),
  periodEnd: DateTimeString(),
  status: Status(),
  activityDescribe: Type.String(),
  tiers: Type.Array(StaffTier),
  goodsIds: Type.Array(Id()),
})
export type StaffPromotion = Static<typeof StaffPromotion>
export const StaffPromotionQuery = StrictObject({
  keyword: Type.Optional(Type.String({ maxLength: 60 })),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
})
export type StaffPromotionQuery = Static<typeof StaffPromotionQuery>
export const StaffPromotionListRes = StrictObject({ list: Type.Array(StaffPromotion), total: Count() })
export type StaffPromotionListRes = Static<typeof StaffPromotionListRes>
export const StaffPromotionSaveReq = StrictObject({
  id: Type.Optional(Id()),
  activityName: Name(),
  periodBegin: When(),
  periodEnd: When(),
  activityDescribe: Type.Optional(Type.String({ maxLength: 200 })),
  tiers: Type.Array(StaffTier, { maxItems: 10 }),
  goodsIds: Type.Array(Id(), { maxItems: 200 }),
})
export type StaffPromotionSaveReq = Static<typeof StaffPromotionSaveReq>

// ------------------------------------------------------------------ points

export const StaffPointsRule = StrictObject({ id: Id(), ruleName: Type.String(), ruleDesc: Type.String(), integral: Int4() })
export const StaffPointsItem = StrictObject({
  id: Id(),
  couponRuleId: Id(),
  couponName: Type.String(),
  integral: Int4(),
  stock: Count(),
  exchangedNum: Count(),
  /** per person, 0 = no limit */
  limitNum: Count(),
  sort: Int4(),
})
export const StaffPointsRes = StrictObject({ rules: Type.Array(StaffPointsRule), items: Type.Array(StaffPointsItem) })
export type StaffPointsRes = Static<typeof StaffPointsRes>
export const StaffPointsRuleSaveReq = StrictObject({
  id: Type.Optional(Id()),
  ruleName: Name(),
  ruleDesc: Type.String({ maxLength: 300 }),
  integral: Int4(),
})
export type StaffPointsRuleSaveReq = Static<typeof StaffPointsRuleSaveReq>
export const StaffPointsItemSaveReq = StrictObject({
  id: Type.Optional(Id()),
  couponRuleId: Id(),
  integral: Int4(),
  stock: Int4(),
  limitNum: Int4(),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999 })),
})
export type StaffPointsItemSaveReq = Static<typeof StaffPointsItemSaveReq>

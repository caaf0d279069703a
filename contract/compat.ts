/**
 * API contract of the remaining goods and config calls of SPEC §7 (issue 18), thin views over other modules' data:
 * configContract/getConstractByCodes (legal texts by codes), zeus/activity/queryActivity (an activity),
 * market/getGoodsNew (newest goods), market/bestList, index/bestDetail, index/list, index/goods (the hospital's
 * goods selections: magic goods groups), goods/goodsLogisticsInfo (how a goods is delivered), order/allChoose
 * (check or uncheck the whole cart).
 */
import { GoodsCard } from './browse'
import { Count, DateTimeString, Id, Int4, Nullable, StrictObject, Type, type Static } from './lib'

const PageNum = Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }))
const PageSize = Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 }))

export const ContractCodesQuery = StrictObject({
  codes: Type.String({
    pattern: '^\\d{1,4}(,\\d{1,4}){0,9}$',
    description: 'protocol codes, comma separated (100 user agreement, 200 privacy policy, ...)',
  }),
})
export type ContractCodesQuery = Static<typeof ContractCodesQuery>

export const ActivityQuery = StrictObject({ activityId: Id() })
export const ActivityInfo = StrictObject({
  activityId: Id(),
  activityName: Type.String(),
  /** SPEC §3 activity type: 1 flash sale, 2 group buy, 3 discount */
  type: Int4(),
  /** 1 not started, 2 running, 3 ended */
  status: Int4(),
  periodBegin: DateTimeString(),
  periodEnd: DateTimeString(),
  activityDescribe: Type.String(),
  purchaseMax: Count(),
  singleLimit: Count(),
  teamNum: Count(),
  goodsIds: Type.Array(Id()),
})
export type ActivityInfo = Static<typeof ActivityInfo>

export const PageQuery = StrictObject({ pageNum: PageNum, pageSize: PageSize })
export type PageQuery = Static<typeof PageQuery>

export const GoodsGroup = StrictObject({ groupId: Id(), name: Type.String(), goodsCount: Count() })
export type GoodsGroup = Static<typeof GoodsGroup>

export const GroupQuery = StrictObject({ groupId: Id() })
export const GroupGoodsQuery = StrictObject({ groupId: Id(), pageNum: PageNum, pageSize: PageSize })
export type GroupGoodsQuery = Static<typeof GroupGoodsQuery>
export const GoodsGroupDetail = StrictObject({
  groupId: Id(),
  name: Type.String(),
  goodsCount: Count(),
  goods: Type.Array(GoodsCard),
})
export type GoodsGroupDetail = Static<typeof GoodsGroupDetail>

export const GoodsLogisticsReq = StrictObject({ goodsId: Id() })
export const GoodsLogistics = StrictObject({
  goodsId: Id(),
  /** shipped to an address (goodsType 1 or 3, src/domain/orders isShippedLine) */
  needDelivery: Type.Boolean(),
  /** yuan; the shop ships free */
  freight: Type.Number(),
  /** what the goods page says about delivery */
  deliveryText: Type.String(),
})
export type GoodsLogistics = Static<typeof GoodsLogistics>

export const AllChooseQuery = StrictObject({
  checked: Type.Boolean({ description: 'true: check every line (lines that lost efficacy stay unchecked); false: uncheck all' }),
})

export const OrderIdQuery = StrictObject({ orderId: Id() })
/** the coupon used on an order (orderCenter/getCouponInfo); null data = no coupon */
export const OrderCouponInfo = StrictObject({
  userCouponId: Id(),
  couponRuleId: Id(),
  couponName: Type.String(),
  couponType: Int4(),
  couponVal: Int4(),
  /** yuan taken off the order by the coupon */
  discount: Type.Number(),
})
export type OrderCouponInfo = Static<typeof OrderCouponInfo>

export const ShareRecordQuery = StrictObject({ pageNum: PageNum, pageSize: PageSize })
/** one share of the caller (recorded by zeus/buryPoint/share) */
export const ShareRecordItem = StrictObject({
  path: Type.String(),
  target: Type.String(),
  objectType: Nullable(Type.String()),
  objectId: Nullable(Type.String()),
  sharedAt: DateTimeString(),
})
export type ShareRecordItem = Static<typeof ShareRecordItem>

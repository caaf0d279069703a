/**
 * API contract of the cart (SPEC §3 Cart goods card / Cart item, §4 line validity, §7 Cart): the
 * grouped cart, its totals, line status, prices with a coupon, the pre-appointment rule form and the
 * pay methods of the caller's environment. Written once (renovation §5): the server serializes with
 * these schemas, the app imports the types only (`import type … from '@contract/cart'`).
 * Money in yuan (Money); the server prices every line (src/domain priceOrder).
 */
import { Count, Enum, Id, IdOr0, Int4, Money, Nullable, StrictObject, Type, type Static } from './lib'
import { RuleField } from './browse'
export { RuleField }
import {
  ActivityDiscountInfo,
  GoodsType,
  IdList,
  PeInfo,
  PeInfoListReq,
  ServiceDataList,
  ServiceDataListReq,
  ServiceInstitution,
  ServiceOption,
  ServiceRolesReq,
} from './order'
import { PayChannelCode, PayChannelName } from './pay'

const Flag = Enum([0, 1] as const)

/** the line's activity as the cart shows it (contract/browse GoodsActivityBrief + its promotions) */
export const CartLineActivity = StrictObject({
  activityId: Id(),
  /** 1 flash sale, 2 group buy, 3 special price */
  type: Enum([1, 2, 3] as const),
  /** 1 not started, 2 running, 3 ended (src/domain activityStatus) */
  status: Enum([1, 2, 3] as const),
  activityPrice: Money(),
  periodBegin: Type.String(),
  periodEnd: Type.String(),
  fullReductionDetails: Type.Array(StrictObject({ type: Enum([1, 2] as const), giftFlag: Flag, couponFlag: Flag })),
})

/** SPEC §3 "Cart goods card" + "Cart item": one line of GET cart/queryCart */
export const CartLine = StrictObject({
  cartId: Id(),
  goodsId: Id(),
  goodsDistributeId: IdOr0(),
  goodsName: Type.String(),
  goodsUrl: Type.String(),
  sellPoint: Type.String(),
  skuId: Id(),
  /** 'value1 / value2' */
  skuName: Type.String(),
  /** JSON text of [{key, value}] */
  skuData: Type.String(),
  goodsType: GoodsType,
  /** '01' service team / delivery mode, '02' service-person mode, '' physical */
  dealType: Type.String(),
  dealTypeDto: StrictObject({ goodsPriceFlag: Flag, customCopy: Type.String() }),
  /** copywriting tag type 1-4, 0 none */
  type: Int4(),
  copywriting: Type.String(),
  /** sku price */
  price: Money(),
  /** strike-through price (0 none) */
  linePrice: Money(),
  /** unit price actually charged (SPEC §4 line price) */
  actualPrice: Money(),
  goodsNum: Count(),
  /** the line's flash-sale / special-price activity, null when none */
  activityId: Nullable(Id()),
  activity: Nullable(CartLineActivity),
  /** the full-reduction promotion the line counts toward, null when none */
  promotionId: Nullable(IdOr0()),
  /** the coupon applied to this line by queryPrice (null when none) */
  userCouponId: Nullable(Id()),
  checked: Type.Boolean(),
  /** SPEC §4: off shelf, sku gone, sold out or activity ended; cannot be checked */
  lostEfficacy: Type.Boolean(),
  /** why (商品已下架 / 商品已售罄 / 活动已结束 …), '' when valid */
  lostReason: Type.String(),
  /** src/domain maxQuantity for this line, and the message at the maximum */
  maxNum: Count(),
  limitMessage: Type.String(),
  stock: Count(),
  stockFlag: Flag,
  priceShowMode: Flag,
  /** service roles of service goods, with the chosen person marked active */
  serviceList: Type.Array(ServiceOption),
  /** SPEC §3 service data per unit (delivery lines: padded to goodsNum) */
  serviceDataList: Type.Array(ServiceDataList),
  serviceDataIndex: Int4(),
  /** SPEC §3 exam info per unit (exam lines: padded to goodsNum, institution copied) */
  peInfoList: Type.Array(PeInfo),
  peInfoIndex: Int4(),
  /** the goods needs an appointment date/time (getAppointPool) */
  needAppoint: Type.Boolean(),
})
export type CartLine = Static<typeof CartLine>

/** a group of lines: one service institution, one service team, or the plain goods of the shop */
export const CartGroup = StrictObject({
  /** 'inst:<name>' / 'team:<dealType>' / 'goods' */
  groupKey: Type.String(),
  /** 1 physical goods, 2 service institution (exam / service-person), 3 service team (dealType 01) */
  groupType: Enum([1, 2, 3] as const),
  name: Type.String(),
  address: Type.String(),
  serviceInstitution: Nullable(ServiceInstitution),
  goodsList: Type.Array(CartLine),
})
export type CartGroup = Static<typeof CartGroup>

/** GET /order-center/cart/queryCart (also GET shoppingCart/queryCart); also the reply of updateCart */
export const QueryCartRes = StrictObject({
  /** valid lines grouped (SPEC §3 cartRespList) */
  cartRespList: Type.Array(CartGroup),
  /** lines that lost efficacy (SPEC §4), not grouped */
  lostEfficacyList: Type.Array(CartLine),
  /** full-reduction promotions of the checked lines with gifts */
  activityDiscountInfos: Type.Array(ActivityDiscountInfo),
  /** totals of the CHECKED valid lines (no coupon; queryPrice adds one) */
  goodsTotalMoney: Money(),
  activityTotalDiscountMoney: Money(),
  couponDiscountMoney: Money(),
  actualPrice: Money(),
  checkedNum: Count(),
  allChecked: Type.Boolean(),
  /** total quantity (badge) */
  total: Count(),
})
export type QueryCartRes = Static<typeof QueryCartRes>
export type UpdateCartRes = QueryCartRes

/** POST /order-center/cart/addCart */
export const AddCartRes = StrictObject({
  cartId: Id(),
  /** quantity of this line after adding */
  goodsNum: Count(),
  /** badge total after adding */
  total: Count(),
})
export type AddCartRes = Static<typeof AddCartRes>
/** POST /order-center/cart/sumCart and GET /order-center/cart/queryGoodsNum: visitors get 0 */
export const CartCountRes = StrictObject({
  /** total quantity (badge; cap with src/domain cartBadge) */
  total: Count(),
  /** number of lines */
  kinds: Count(),
})
export type CartCountRes = Static<typeof CartCountRes>

/** POST /order-center/cart/delCart (also shoppingCart/deleteCart) */
export const DelCartRes = StrictObject({ deleted: Count(), total: Count() })
export type DelCartRes = Static<typeof DelCartRes>

export const CartLineStatus = StrictObject({
  cartId: Id(),
  lostEfficacy: Type.Boolean(),
  lostReason: Type.String(),
  maxNum: Count(),
  goodsNum: Count(),
  /** goodsNum is above maxNum now */
  overLimit: Type.Boolean(),
  limitMessage: Type.String(),
})
export type CartLineStatus = Static<typeof CartLineStatus>
/** POST /order-center/cart/queryStatus: current validity of lines before confirming */
export const QueryStatusRes = StrictObject({
  /** every asked line is valid and within its limit */
  ok: Type.Boolean(),
  list: Type.Array(CartLineStatus),
})
export type QueryStatusRes = Static<typeof QueryStatusRes>

/** POST /order-center/cart/saveCartBatch: per item the cartId or the refusal message */
export const SaveCartBatchRes = StrictObject({
  results: Type.Array(StrictObject({ goodsId: Id(), skuId: Id(), cartId: Nullable(Id()), message: Nullable(Type.String()) })),
  total: Count(),
})
export type SaveCartBatchRes = Static<typeof SaveCartBatchRes>

export const PriceLine = StrictObject({
  /** cartId, or the index of a buy-now line */
  cartId: Id(),
  goodsId: Id(),
  goodsNum: Count(),
  price: Money(),
  actualPrice: Money(),
  goodsAmount: Money(),
  activityDiscount: Money(),
  promotionDiscount: Money(),
  couponDiscount: Money(),
  /** what this line pays */
  payable: Money(),
})
export type PriceLine = Static<typeof PriceLine>
/** POST /order-center/cart/queryPrice (also the coupon calls' totals): totals with a coupon */
export const PriceRes = StrictObject({
  goodsTotalMoney: Money(),
  activityTotalDiscountMoney: Money(),
  couponDiscountMoney: Money(),
  /** what is paid */
  actualPrice: Money(),
  /** applied coupon (null none) */
  userCouponId: Nullable(Id()),
  /** the best usable coupon (null none) */
  bestUserCouponId: Nullable(Id()),
  usableCouponNum: Count(),
  lines: Type.Array(PriceLine),
  activityDiscountInfos: Type.Array(ActivityDiscountInfo),
})
export type PriceRes = Static<typeof PriceRes>
export type QueryPriceRes = PriceRes

/** a time slot of the appointment pool as the rule form shows it */
export const RulePoolSlot = StrictObject({
  appointedTime: Type.String(),
  total: Count(),
  booked: Count(),
  left: Int4(),
  full: Type.Boolean(),
})
/** GET /order-center/cart/orderRule (pre-appointment rule form) */
export const OrderRuleRes = StrictObject({
  goodsId: Nullable(Id()),
  ruleFieldRelList: Type.Array(RuleField),
  /** an appointment date/time is required */
  needAppoint: Type.Boolean(),
  /** the pool when needAppoint (SPEC §3 appointment pool) */
  appointPool: Type.Array(StrictObject({ appointedDate: Type.String(), poolList: Type.Array(RulePoolSlot) })),
})
export type OrderRuleRes = Static<typeof OrderRuleRes>
/** GET /order-center/cart/combineGoodsOrderRule?goodsIds=1,2 */
export const CombineGoodsOrderRuleRes = Type.Array(OrderRuleRes)
export type CombineGoodsOrderRuleRes = OrderRuleRes[]

export const PayMethod = StrictObject({
  payChannel: PayChannelCode,
  payChannelName: PayChannelName,
  /** 微信支付 / 支付宝 / 招行… */
  label: Type.String(),
  /** the first is the default */
  isDefault: Type.Boolean(),
})
export type PayMethod = Static<typeof PayMethod>
/** GET /order-center/cart/payMethod: channels for the caller's environment (appTag header / ?channel=) */
export const PayMethodRes = StrictObject({
  env: Enum(['wechat', 'miniProgram', 'alipay', 'alipayMiniProgram', 'none'] as const),
  list: Type.Array(PayMethod),
})
export type PayMethodRes = Static<typeof PayMethodRes>

// ============================================================ cart requests (the server validates them; bad input is a 400 naming the field)

const GoodsNum = () => Type.Integer({ minimum: 1, maximum: 999 })

/** POST /order-center/cart/addCart (also shoppingCart/saveCart; login) */
export const AddCartReq = StrictObject({
  goodsId: Id(),
  goodsDistributeId: Type.Optional(Id()),
  skuId: Id(),
  /** 1..999 */
  goodsNum: GoodsNum(),
  activityId: Type.Optional(Id()),
  serviceData: Type.Optional(ServiceDataList),
})
export type AddCartReq = Static<typeof AddCartReq>

/**
 * POST /order-center/cart/updateCart (also shoppingCart/updateCart). One of cartId / cartIds.
 * With cartIds only `checked` is applied (select all / none). Quantity is re-limited by maxQuantity.
 */
export const UpdateCartReq = StrictObject({
  cartId: Type.Optional(Id()),
  cartIds: Type.Optional(IdList()),
  goodsNum: Type.Optional(GoodsNum()),
  /** change the sku (merges into an existing line of the same sku) */
  skuId: Type.Optional(Id()),
  checked: Type.Optional(Type.Boolean()),
  /** delivery lines: service data per unit */
  serviceDataList: Type.Optional(ServiceDataListReq),
  /** service-person lines: role id -> chosen person id (from the user's service persons) */
  serviceRoles: Type.Optional(ServiceRolesReq),
  /** exam lines: exam info per unit */
  peInfoList: Type.Optional(PeInfoListReq),
})
export type UpdateCartReq = Static<typeof UpdateCartReq>
/** POST /order-center/cart/delCart (also shoppingCart/deleteCart) */
export const DelCartReq = StrictObject({ cartIds: Type.Optional(IdList()), cartId: Type.Optional(Id()) })
export type DelCartReq = Static<typeof DelCartReq>
/** POST /order-center/cart/queryStatus: current validity of lines before confirming (default: the checked lines) */
export const QueryStatusReq = StrictObject({ cartIds: Type.Optional(IdList()) })
export type QueryStatusReq = Static<typeof QueryStatusReq>
/** POST /order-center/cart/saveCartBatch (also shoppingCart/saveCartBatch): add many ("buy again") */
export const SaveCartBatchReq = StrictObject({
  list: Type.Array(
    StrictObject({
      goodsId: Id(),
      skuId: Id(),
      goodsNum: GoodsNum(),
      activityId: Type.Optional(Id()),
      /** each item goes through addCart's rules (its serviceData is checked there) */
      serviceData: Type.Optional(Type.Array(Type.Unknown(), { maxItems: 50 })),
    }),
    { minItems: 1, maxItems: 50 },
  ),
})
export type SaveCartBatchReq = Static<typeof SaveCartBatchReq>
/** POST /order-center/cart/queryPrice: totals of the checked (or given) lines with a coupon */
export const QueryPriceReq = StrictObject({
  cartIds: Type.Optional(IdList()),
  /** the chosen coupon; omit for the best one; 0 for none */
  userCouponId: Type.Optional(Id({ minimum: 0 })),
})
export type QueryPriceReq = Static<typeof QueryPriceReq>
/** GET /order-center/cart/orderRule?goodsId=&categoryId=&goodsType=&dealType= (pre-appointment rule form) */
export const OrderRuleReq = StrictObject({
  goodsId: Type.Optional(Id()),
  categoryId: Type.Optional(Id()),
  goodsType: Type.Optional(Enum([1, 2, 3] as const)),
  dealType: Type.Optional(Type.String({ maxLength: 10 })),
})
export type OrderRuleReq = Static<typeof OrderRuleReq>
/** GET /order-center/cart/combineGoodsOrderRule?goodsIds=1,2,3 */
export const CombineGoodsOrderRuleReq = StrictObject({ goodsIds: Type.String({ pattern: '^\\d{1,10}(,\\d{1,10}){0,49}$' }) })
export type CombineGoodsOrderRuleReq = Static<typeof CombineGoodsOrderRuleReq>
/** GET /order-center/cart/payMethod: channels for the caller's environment (appTag header / ?channel=; default from the appTag header) */
export const PayMethodReq = StrictObject({
  channel: Type.Optional(Enum(['wechat', 'miniProgram', 'alipay', 'alipayMiniProgram', 'none'] as const)),
})
export type PayMethodReq = Static<typeof PayMethodReq>

/**
 * API contract of the pay-success page's configuration (SPEC §7 zeus shopConfig/paySuccessPage, market-center
 * /market/paySuccess; issue 18): what the hospital shows after a payment (a banner, a tip, recommended goods, a
 * coupon gift) and the gift itself, granted once per paid order to its owner.
 */
import { GoodsCard } from './browse'
import { Id, Int4, Nullable, StrictObject, Type, type Static } from './lib'

export const GiftCoupon = StrictObject({
  couponRuleId: Id(),
  couponName: Type.String(),
  /** 1 amount, 2 discount, 3 per threshold (as contract/browse CouponRule) */
  couponType: Int4(),
  /** hundredths of a yuan (types 1, 3) or tenths (type 2, 85 = 8.5折): format with src/domain couponValueText */
  couponVal: Int4(),
  couponDescribe: Type.String(),
})
export type GiftCoupon = Static<typeof GiftCoupon>

export const PaySuccessPageConfig = StrictObject({
  banner: Nullable(StrictObject({ imageUrl: Type.String(), link: Nullable(Type.String({ description: 'a route path with its query' })) })),
  tip: Nullable(Type.String()),
  /** recommended goods (on shelf only, in the configured order) */
  goods: Type.Array(GoodsCard),
  /** the coupons a paid order brings (GET market-center/market/paySuccess grants them); empty = no gift */
  giftCoupons: Type.Array(GiftCoupon),
})
export type PaySuccessPageConfig = Static<typeof PaySuccessPageConfig>

export const PaySuccessGiftQuery = StrictObject({ orderId: Id() })
export type PaySuccessGiftQuery = Static<typeof PaySuccessGiftQuery>

export const PaySuccessGift = StrictObject({
  /** this call granted them (false: they were granted before, or there is no gift) */
  granted: Type.Boolean(),
  coupons: Type.Array(StrictObject({ userCouponId: Id(), couponRuleId: Id(), couponName: Type.String() })),
})
export type PaySuccessGift = Static<typeof PaySuccessGift>

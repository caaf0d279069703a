/**
 * Messages of money and coupons (SPEC §4, §9).
 *
 * Strings marked "SPEC" are copied verbatim from the product spec; "OWN" ones are ours (natural Chinese in the
 * spec's tone). One catalogue: ./index.ts re-exports every area file.
 */

// ---------------------------------------------------------------- money and coupons (SPEC §4, §9)
/** SPEC §9: coupon without validity dates */
export const COUPON_VALID_FOREVER = '长期有效'
/** SPEC §9: per-person claim limit text 每人限领N张 */
export const perPersonClaimText = (n: number): string => `每人限领${n}张`
/** SPEC §9: a discount coupon value shown as N折 */
export const discountText = (n: string | number): string => `${n}折`
/** SPEC §4: coupon claim labels */
export const COUPON_CLAIM = '立即领取'
export const COUPON_NOT_CLAIMABLE = '不可领取'
export const COUPON_ALL_CLAIMED = '已领完'
export const COUPON_CLAIMED = '已领取'
/** SPEC §4: label in front of the reason of an unusable coupon */
export const COUPON_UNUSABLE_REASON = '不可用原因'
/** OWN: reasons computed locally when the server gave no cannotUseMess */
export const COUPON_NOT_IN_PERIOD = '不在优惠券使用有效期内'
export const COUPON_NO_APPLICABLE_GOODS = '暂无可使用该优惠券的商品'
export const couponThresholdNotReached = (text: string): string => `未满足使用条件：${text}`
/** OWN: coupon condition texts */
export const COUPON_NO_THRESHOLD = '无门槛'
export const couponReachAmountText = (amount: string): string => `满${amount}元可用`
export const couponReachCountText = (count: number): string => `满${count}件可用`
export const couponPerAmountText = (reach: string, off: string): string => `每满${reach}元减${off}元`
export const couponPerCountText = (reach: number, off: string): string => `每满${reach}件减${off}元`
/** SPEC §2: coupon popup title and goods-card tags (送优惠劵 is verbatim, including 劵) */
export const COUPON_POPUP_TITLE = '优惠'
export const TAG_GIFT = '送赠品'
export const TAG_COUPON = '送优惠劵'

// ---------------------------------------------------------------- server errors of the coupon and points endpoints (OWN)
export const COUPON_NOT_FOUND = '优惠券不存在'
export const COUPON_NOT_DIRECTLY_CLAIMABLE = '该优惠券不支持直接领取'
/** claim refusals (SPEC §4 states, as sentences) */
export const COUPON_ALL_GONE = '优惠券已领完'
export const couponClaimedLimit = (n: number): string => `已领取，每人限领${n}张`
export const couponClaimNotStarted = (begin: string): string => `优惠券尚未开始领取，${begin}开抢`
export const COUPON_CLAIM_ENDED = '优惠券领取已结束'
export const COUPON_NEW_USERS_ONLY = '仅限新用户领取'
export const COUPON_CANNOT_CLAIM = '优惠券不可领取'
/** coupons for an order */
export const COUPON_UNAVAILABLE = '优惠券不可用'
export const ORDER_COUPON_CART_LINE_NOT_FOUND = '购物车商品不存在'
/** points exchange */
export const POINTS_ITEM_NOT_FOUND = '兑换商品不存在'
export const pointsExchangeLimit = (n: number): string => `已达兑换上限，每人限兑${n}次`
export const POINTS_ITEM_EXCHANGED_OUT = '已兑完'
export const POINTS_NOT_ENOUGH = '积分不足'

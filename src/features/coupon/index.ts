/** The coupon feature's public face: what pages and other features import from it (issue 11; each area's package completes it). */
export { EXCHANGE_SUCCESS, exchangeConfirmText } from './texts'
export { COUPON_TABS } from './model'
export { default as CouponCard } from './components/CouponCard'
export { default as CouponPopup } from './components/CouponPopup'
export { claimCoupon, loginToClaim, takePendingClaim } from './claim'
export {
  acquireCoupon,
  activityGoodsList,
  conversion,
  getCouponBatch,
  getCoupons,
  getIntegral,
  getRecords,
  getTeamSaleActivity,
  myCoupon,
} from './api'

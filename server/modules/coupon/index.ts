/** coupon module (coupon rules, claiming, the user's coupons, points): what other modules may use */
export { claimFail, claimRefusal, couponRules, isNewUser, NEW_USER_DAYS, toCouponRule, userReceived } from './service'
export { couponPeriod, grantCoupon, myCoupons } from './user-coupons.service'

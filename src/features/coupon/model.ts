/** My-coupon screen (/webCoupon) model. */

/** my-coupon status tabs (contract/browse MyCouponReq: 0 unused, 1 used, 2 expired) */
export const COUPON_TABS = [
  { status: 0 as const, title: '未使用', stamp: '' },
  { status: 1 as const, title: '已使用', stamp: '已使用' },
  { status: 2 as const, title: '已过期', stamp: '已过期' },
]

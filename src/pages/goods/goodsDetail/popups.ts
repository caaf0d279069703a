/** The product page's popups in one module: H5 loads it as one lazily loaded chunk (parts.h5.tsx). */
export { SkuPopup, BuySelectPopup } from '@/features/goods'
export { CouponPopup } from '@/features/coupon'
export { RulesPopup } from '@/features/activity'

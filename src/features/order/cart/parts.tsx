// default for: weapp, alipay — h5 has its own file (parts.h5.tsx)
/**
 * The cart's parts that its first paint does not need: the gift, coupon, check-up and service-person editors and the
 * recommendations under an empty cart. Mini-programs take them as they are (the cart's package holds them); H5 loads
 * them on demand (parts.h5.tsx, issue 35: the cart's first JS came under the home's 150 KiB).
 */
export { default as GiftPicker } from '../confirm/GiftPicker'
export { default as OrderCouponPopup } from '../confirm/OrderCouponPopup'
export { default as ExamUnitsEditor } from '../confirm/ExamUnitsEditor'
export { default as PersonListPopup } from '../confirm/PersonListPopup'
export { RecommendGoods } from '@/features/goods'

/** H5 starts loading the coupon popup's chunk on idle; here it is already in the package */
export const preloadParts = (): void => undefined

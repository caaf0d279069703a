// default for: weapp, alipay — h5 has its own file (parts.h5.tsx)
/**
 * The product page's parts that are not needed for its first paint: the group-buy block and sheet, the SKU, service,
 * coupon and rules popups. Mini-programs take them as they are (the page's subpackage holds them); H5 loads them
 * on demand (parts.h5.tsx).
 */
export { OpenTeams, TeamBuySheet } from '@/features/groupbuy'
export { SkuPopup, BuySelectPopup } from '@/features/goods'
export { CouponPopup } from '@/features/coupon'
export { RulesPopup } from '@/features/activity'

/** H5 starts loading the popups' chunk on idle; here they are already in the page */
export const preloadParts = (): void => undefined

/** the goods and coupon desk of the console: calls, the goods and coupon drawers, categories, grants */
export { CategoriesDrawer } from './CategoriesDrawer'
export { CouponDrawer } from './CouponDrawer'
export { GoodsDrawer } from './GoodsDrawer'
export { GrantDialog } from './GrantDialog'
export { PaySuccessDrawer } from './PaySuccessDrawer'
export { listCategories, listCoupons, listGoods, setListed, type Category, type Coupon, type Goods, type GoodsQuery } from './api'

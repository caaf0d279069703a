/**
 * Messages of the rest of the contract (issue 18): the paediatric shop, sharing, special exam orders, specialties.
 * "OWN" strings: ours, in the spec's tone. One catalogue: ./index.ts re-exports every area file.
 */

// ---------------------------------------------------------------- the paediatric shop
/** OWN */
export const PEDIATRIC_SHOP_CLOSED = '本院暂未开通儿科商城'
export const PEDIATRIC_GOODS_NOT_IN_SHOP = '该商品不在儿科商城'
export const PEDIATRIC_CATEGORY_NOT_IN_SHOP = '该分类不在儿科商城'
export const PEDIATRIC_BUY_NOW_ONLY = '儿科商城请选择商品后立即购买'
export const PEDIATRIC_SHOP_TITLE = '儿科商城'
export const PEDIATRIC_SHOP_EMPTY = '暂无儿科商品'
export const PEDIATRIC_BUY = '立即购买'

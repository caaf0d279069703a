/** Texts of the goods screens (detail, off-shelf, share, search, list). */

/** OWN: the goods is off the shelf or no longer exists */
export const GOODS_OFF_SHELF = '该商品已下架，去看看其他商品吧'

/** OWN: add-to-cart success */
export const ADDED_TO_CART = '加入购物车成功'

/** OWN: share results */
export const SHARE_COPIED = '链接已复制，快去分享给好友吧'
export const SHARE_READY = '请点击右上角菜单分享给好友'

/** search (/search, /goodsSearchDetail) */
export const SEARCH_PLACEHOLDER = '搜索商品'
export const SEARCH_BUTTON = '搜索'

/** goods list (/shopList): the first category tab */
export const ALL_CATEGORIES = '全部'

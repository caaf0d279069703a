/** The goods feature's public face: what pages and other features import from it (issue 11; each area's package completes it). */
export { GOODS_OFF_SHELF, ADDED_TO_CART, SHARE_COPIED, SHARE_READY, SEARCH_PLACEHOLDER, SEARCH_BUTTON, ALL_CATEGORIES } from './texts'
export { GoodsCardList, linePriceOf, openGoods, PagedGoods, priceOf } from './components'
export { default as BuySelectPopup } from './components/BuySelectPopup'
export { default as SkuPopup } from './components/SkuPopup'
export type { SkuAction, SkuChoice } from './components/SkuPopup'
export { addHistory, clearHistory, readHistory } from '@/pages/shop/search/history'
export { getGoods, getGoodsList, getGoodsSku, secKillGoods } from './api'
export { getCategories, getHotWords, searchGoods } from './searchApi'

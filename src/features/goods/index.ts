/** The goods feature's public face: what pages and other features import from it (issue 11; each area's package completes it). */
export { GOODS_OFF_SHELF, ADDED_TO_CART, SHARE_COPIED, SHARE_READY, SEARCH_PLACEHOLDER, SEARCH_BUTTON, ALL_CATEGORIES } from './texts'

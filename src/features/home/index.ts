/** The home feature's public face: what pages and other features import from it (issue 11; each area's package completes it). */
export { LOAD_FAILED, RETRY } from './texts'
export { BlockContext } from './blocks/context'
export { entryHomeRedirect } from './entries'
export { BlockRenderer, FIRST_SCREEN_BLOCKS, preloadBlocks } from './blocks'
export { NewsRow, NO_DATA } from './blocks/kinds/News'
export type { Advertisement, DoctorItem, GoodsCardData, MagicPageConfig } from './model'
export { AdPopup } from './ads'
export { getAdvertising, getArticleInfo, getArticlePage, getFamousDoctors, getGroupGoodsPage, getPageConfig, getShopHomePage } from './api'

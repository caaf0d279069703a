/** The home feature's public face: what pages and other features import from it (issue 11; each area's package completes it). */
export { LOAD_FAILED, RETRY } from './texts'
export { BlockContext } from '@/blocks/context'
export { entryHomeRedirect } from '@/blocks/entries'
export { BlockRenderer } from '@/blocks'
export { NewsRow, NO_DATA } from '@/blocks/kinds/News'
export type { Advertisement, DoctorItem, GoodsCardData, MagicPageConfig } from '@/blocks/types'
export { AdPopup } from '@/components/ad'
export { getAdvertising, getArticleInfo, getArticlePage, getFamousDoctors, getGroupGoodsPage, getPageConfig, getShopHomePage } from '@/services/magic'

// default for: weapp, alipay — h5 has its own file (all.h5.ts)
/**
 * The block components, mini-programs: all in the page's bundle. H5 loads the ones below the fold later
 * (all.h5.ts). Both files export the same names.
 */
export { default as Banner } from './Banner'
export { default as Video } from './Video'
export { default as News } from './News'
export { default as GoodsCarousel } from './GoodsCarousel'
export { default as Advertisement } from './Advertisement'
export { default as FloatIcons } from './FloatIcons'
export { default as TipText } from './TipText'
export { default as SearchBlock } from './SearchBlock'
export { default as IconNavigator } from './IconNavigator'
export { default as ImageList } from './ImageList'
export { default as Command } from './Command'
export { default as FamousDoctors } from './FamousDoctors'
export { default as StudioList } from './StudioList'
export { default as Chronic } from './Chronic'
export { default as TabBestGoods } from './TabBestGoods'
export { default as TodayRecommend } from './TodayRecommend'
export { default as ButtonGroup } from './ButtonGroup'
export { default as BlockNavigator } from './BlockNavigator'

/** resolves when every block component can render without suspending (nothing to load here) */
export const preloadBlocks = (): Promise<void> => Promise.resolve()

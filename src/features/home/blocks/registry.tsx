import type { ComponentType } from 'react'
import type { BlockType } from '../model'
import type { BlockProps } from './types'
import {
  Banner,
  Video,
  News,
  GoodsCarousel,
  Advertisement,
  FloatIcons,
  TipText,
  SearchBlock,
  IconNavigator,
  ImageList,
  Command,
  FamousDoctors,
  StudioList,
  Chronic,
  TabBestGoods,
  TodayRecommend,
  ButtonGroup,
  BlockNavigator,
} from './kinds/all'

export { preloadBlocks } from './kinds/all'

export type { BlockProps } from './types'

/** One component per block kind (SPEC §2 Home blocks). Unknown kinds render nothing. */
export const BLOCKS: Record<BlockType | 'slidingGoods', ComponentType<BlockProps>> = {
  banner: Banner,
  video: Video,
  news: News,
  hotProducts: GoodsCarousel,
  hotServices: GoodsCarousel,
  slidingGoods: GoodsCarousel,
  advert: Advertisement,
  floatIcons: FloatIcons,
  tipText: TipText,
  search: SearchBlock,
  iconNav: IconNavigator,
  imageList: ImageList,
  command: Command,
  famousDoctors: FamousDoctors,
  studioList: StudioList,
  chronic: Chronic,
  tabBestGoods: TabBestGoods,
  todayRecommend: TodayRecommend,
  buttonGroup: ButtonGroup,
  blockNav: BlockNavigator,
}

/** spellings the page builder may use for the same kind */
const ALIASES: Record<string, string> = {
  hotProduct: 'hotProducts',
  hotService: 'hotServices',
  hotGoods: 'command',
  floatIcon: 'floatIcons',
  searchBar: 'search',
  iconNavigator: 'iconNav',
  famousDoctor: 'famousDoctors',
  advertisement: 'advert',
  blockNavigator: 'blockNav',
}

export const blockKind = (type: string) => ALIASES[type] || type

export function blockComponent(type: string): ComponentType<BlockProps> | null {
  return (BLOCKS as Record<string, ComponentType<BlockProps>>)[blockKind(type)] || null
}

/**
 * Client-side views of the page-builder data (SPEC §3 Advertisement, Home block settings, News, Resource,
 * Goods, Doctor, Studio), field names verbatim from the spec. The wire contract is contract/browse.ts (its
 * types are assignable to these); here the fields the blocks read are optional, so a partly configured
 * block (or a test fixture) still renders.
 */
export type {
  Block,
  BlockType,
  PageConfig,
  GoodsCard,
  AdItem,
  Doctor,
  Studio,
  BlockTab,
  PageResult,
  HotWord,
  Category,
  NewsDetail,
} from '@contract/browse'
import type { JumpConfig, SideList } from '@/domain'

/** SPEC §3 Home block settings */
export interface BlockSettings {
  margin?: SideList
  padding?: SideList
  radius?: string | number | null
  backgroundColor?: string
  fontColor?: string
  backgroundImage?: string
  groupId?: number | string
  title?: string
  /** 1 text, 2 image */
  titleType?: number
  titleColor?: string
  titleImage?: string
  titleBackgroundImage?: string
  indicatorColor?: string
  hideTitle?: boolean | number
  showNum?: number
  showType?: number
  /** 1 author, 2 time (array or single value) */
  showInfo?: number | number[] | string
  /** 1 tabs, 2 none */
  secondClassification?: number
  showMoreBtn?: boolean | number
  iconPosition?: string | number
  iconPositionType?: string | number
  iconSize?: string | number
  showSearchBtn?: boolean | number
  searchValue?: string
  /** search block extras */
  placeholder?: string
  round?: boolean | number
  searchBtnColor?: string
  inputBackgroundColor?: string
  /** icon navigator: hide the item names */
  hideName?: boolean | number
  /** tip text block */
  text?: string
  /** banner: autoplay (3000 ms); height in px at 375 width */
  autoplay?: boolean
  height?: number
  /** video block */
  videoUrl?: string
  posterUrl?: string
  /** empty-state text (default 暂无数据) */
  emptyText?: string
  [key: string]: unknown
}

/** SPEC §3 Resource item (banner pictures, icons, image list, buttons) with its jump configuration */
export interface ResourceItem extends JumpConfig {
  id?: number | string
  photo?: string
  name?: string
  subTitle?: string | null
  badge?: string | null
}

/** SPEC §3 News item */
export interface NewsItem {
  id: number | string
  title: string
  author?: string
  publishTime?: string
  coverPhoto?: string
  groupId?: number | string
  content?: string
}

/** SPEC §3 Magic group (news secondary categories, best-goods tabs) */
export interface MagicGroup {
  id: number | string
  name: string
}

// the goods card's shape belongs to the goods feature (home's blocks draw goods cards): re-exported for home's callers
export type { GoodsCardData } from '@/features/goods'

/** SPEC §3 Doctor */
export interface DoctorItem {
  doctorId: number | string
  doctorName: string
  coverUrl?: string
  departmentNames?: string
  hospitalName?: string
  hospitalId?: number | string
  doctorTitleName?: string
  goodAt?: string
}

/** SPEC §3 Studio */
export interface StudioItem {
  id: number | string
  name: string
  great?: string
  headImgUrl?: string
  departmentName?: string
}

/** SPEC §3 Advertisement */
export interface Advertisement extends JumpConfig {
  id?: number | string
  pageId?: number | string
  goodsId?: number | string
  hospitalId?: number | string
  showType?: number
  showFrequency?: number
  startTime?: string | null
  endTime?: string | null
  picUrl?: string
  floor?: number
}

/** One configured block of a page */
export interface MagicBlock {
  id?: number | string
  /** block kind (contract/browse BlockType), see ./blocks/registry.tsx */
  type: string
  settings?: BlockSettings
  /** command 1 (3 goods) or 2 (6); famousDoctors 1 (3) or 2 (6); blockNav 1-7 (2,4,6,5,3,3,4 items) */
  layout?: number
  /** the resolved items; absent: loaded by settings.groupId */
  items?: unknown[]
  /** news (secondClassification 1) and tabBestGoods tabs; items are those of the first tab */
  tabs?: { groupId: number | string; name: string }[]
}

/** magic/getPageConfig (and shopConfig/homePage) */
export interface MagicPageConfig {
  id?: number | string
  magicPageId?: number | string
  name?: string
  title?: string
  hospitalId?: number | string
  /** grey the page out */
  greyMode?: boolean | number
  backgroundColor?: string
  magicPageType?: number
  blocks: MagicBlock[]
}

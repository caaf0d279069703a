/**
 * API contract of the browse part of the shop (SPEC §2 Goods and search / Widgets, §3 entities,
 * §4 states, §7 Goods and market / Flash sale / Coupons and activity / Page builder / Home):
 * home page config and blocks, magic page-builder resources, goods, skus, categories, search,
 * activities (flash sale, group buy, full reduction), coupons, points, content (news, doctors,
 * studios, departments), dictionaries and the minimal cart (add + badge count).
 *
 * Written once in TypeBox (renovation §5): the server validates requests and serializes replies with
 * these schemas (`Envelope(X)`), the app imports the types only (`import type … from '@contract/browse'`).
 *
 * Conventions (stable; later changes only ADD fields):
 * - Every reply is the envelope {code, msg, data}; the schemas below are `data`.
 * - Money: yuan as JSON numbers with at most two decimals (128.5 = ¥128.50), EXCEPT coupon
 *   couponVal: hundredths of a yuan for amount / per-threshold coupons (1000 = ¥10), tenths for
 *   discount coupons (85 = 8.5折). Format with src/domain (formatPrice, couponValueText, ...).
 * - Date-times: 'YYYY-MM-DD HH:mm:ss' in the business time zone (Asia/Shanghai unless BUSINESS_TZ says otherwise), as src/domain/time parses them.
 *   Countdown endpoints also send epoch milliseconds (serverTime, ...Ms) so clocks can be aligned.
 * - Images are absolute or same-origin URLs (/assets/...), ready for <Image src>.
 * - Lists that page reply PageResult<T> (a `list` field, SPEC §7). Paging params pageNum (from 1)
 *   and pageSize (1..999999999, SPEC §9 magic lists use 999999999).
 * - Flags are numbers 0/1 as in the SPEC (stockFlag, priceShowMode, goodsPriceFlag, ...).
 * - hospitalId: optional in requests; defaults to the hospitalId header (default 6).
 */
import {
  Count,
  DateTimeString as DateTime,
  Default,
  Enum,
  Id,
  IdOr0,
  Int4,
  Money,
  Nullable,
  PageNum,
  PageQuery,
  StrictObject,
  Type,
  type Static,
  type TSchema,
} from './lib'
import type { TOptional } from '@sinclair/typebox'

/** one page of a list, as the browse endpoints send it (hasMore always present; lib.ts PageResult is the app hooks' looser input) */
export interface PageResult<T> {
  list: T[]
  total: number
  pageNum: number
  pageSize: number
  /** more pages exist after this one */
  hasMore: boolean
}

/** one page of T (the `Paged` of lib.ts with hasMore always present, as every browse list sends it) */
function Page<T extends TSchema>(item: T) {
  return StrictObject({
    list: Type.Array(item),
    total: Count(),
    pageNum: PageNum(),
    pageSize: Count(),
    hasMore: Type.Boolean(),
  })
}

// ============================================================ common

/** 'YYYY-MM-DD HH:mm:ss', business time zone */
export type DateTimeString = string
/** 'YYYY-MM-DD' */
export type DateString = string
export const Flag = Enum([0, 1])
export type Flag = Static<typeof Flag>

/** the page size of magic lists: everything by default */
export const MagicPageSize = () => Default(Type.Integer({ minimum: 1, maximum: 999999999 }), 999999999)
export interface PageParams {
  /** default 1 */
  pageNum?: number
  /** default 10 (magic lists: 999999999) */
  pageSize?: number
}

/** SPEC §3 "Service data": a JSON list of {key, value} */
export type ServiceDataList = Array<{ key: string; value: string }>

// ============================================================ jumps, resources, ads

/** SPEC §2 jump types: 1 tip only, 2 configured page, 3 system page, 4 mini-program, 5 external link */
export const JumpType = Enum([1, 2, 3, 4, 5])
export type JumpType = Static<typeof JumpType>

/** The jump fields shared by resources, ads and block items (resolve with src/domain resolveJump). */
export const JumpProps = {
  jumpType: Type.Optional(Nullable(JumpType)),
  /** jumpType 1 */
  tipText: Type.Optional(Nullable(Type.String())),
  /** jumpType 2 */
  magicPageId: Type.Optional(Nullable(IdOr0())),
  /** 1 module page, 2 custom page */
  magicPageType: Type.Optional(Nullable(Enum([1, 2]))),
  /** jumpType 3: system page address, e.g. /productionDetail */
  magicSysPage: Type.Optional(Nullable(StrictObject({ pageUrl: Type.String() }))),
  /** jumpType 3: JSON object text merged into the system page's query (e.g. {"goodsId":1001}) */
  jsonData: Type.Optional(Nullable(Type.String())),
  /** jumpType 4 */
  appId: Type.Optional(Nullable(Type.String())),
  /** jumpType 4 page path; jumpType 3 fallback address */
  pageUrl: Type.Optional(Nullable(Type.String())),
  /** jumpType 5 */
  linkUrl: Type.Optional(Nullable(Type.String())),
  /** configured and not 1: an agreement dialog comes before the jump */
  promptWindow: Type.Optional(Nullable(Int4())),
  windowTitle: Type.Optional(Nullable(Type.String())),
  /** 1: the checkbox must be ticked before 确定 */
  confirmWay: Type.Optional(Nullable(Int4())),
  customContent: Type.Optional(Nullable(Type.String())),
}
export const JumpFields = StrictObject(JumpProps)
export type JumpFields = Static<typeof JumpFields>

const ResourceProps = {
  id: Id(),
  /** image URL */
  photo: Type.String(),
  name: Type.String(),
  /** optional second line (image lists, block navigator) */
  subTitle: Type.Optional(Nullable(Type.String())),
  /** optional corner badge (icon navigator) */
  badge: Type.Optional(Nullable(Type.String())),
  sort: Int4(),
  ...JumpProps,
}
/** SPEC §3 "Resource item" (banners, icons, image lists, buttons): GET /zeus/magic/getResource is an array of these */
export const ResourceItem = StrictObject(ResourceProps)
export type ResourceItem = Static<typeof ResourceItem>

const AdProps = {
  id: Id(),
  /** the magic page the ad belongs to (home page id) or 0 for goods-detail ads */
  pageId: IdOr0(),
  /** the goods the ad belongs to (goods detail), null otherwise */
  goodsId: Nullable(Id()),
  hospitalId: Id(),
  /** 1 popup with close button, 2 inline (always shown) */
  showType: Enum([1, 2]),
  /** 1 once ever (local storage), 2 once per session (session storage) */
  showFrequency: Enum([1, 2]),
  startTime: Nullable(DateTime()),
  endTime: Nullable(DateTime()),
  picUrl: Type.String(),
  /** placement of inline ads: the index of the home block after which it shows (0 = top) */
  floor: Int4(),
  title: Type.Optional(Type.String()),
  ...JumpProps,
}
/** SPEC §3 "Advertisement" */
export const AdItem = StrictObject(AdProps)
export type AdItem = Static<typeof AdItem>

/** GET /zeus/magic/getAdvertising?pageId=&goodsId= */
export const GetAdvertisingReq = StrictObject({ pageId: Type.Optional(Id()), goodsId: Type.Optional(Id()) })
export type GetAdvertisingReq = Static<typeof GetAdvertisingReq>
export const GetAdvertisingRes = Type.Array(AdItem)
export type GetAdvertisingRes = AdItem[]

// ============================================================ search and categories (used by goods cards)

export const SearchSort = Enum(['default', 'sales', 'priceAsc', 'priceDesc', 'new'])
export type SearchSort = Static<typeof SearchSort>

/** 1 physical, 2 service / exam package, 3 combo (quantity 1) */
export const GoodsType = Enum([1, 2, 3])
export type GoodsType = Static<typeof GoodsType>

const CategoryProps = {
  id: Id(),
  categoryName: Type.String(),
  /** 1 top level, 2 second level */
  cateLevel: Enum([1, 2]),
  parentId: IdOr0(),
  iconUrl: Type.String(),
}
/** a level-2 category (the children of a level-1 one) */
export const CategoryChild = StrictObject(CategoryProps)
export const Category = StrictObject({
  ...CategoryProps,
  /** level-1 categories carry their level-2 children where asked (searchCondition, categoryList withChildren) */
  children: Type.Optional(Type.Array(CategoryChild)),
})
export type Category = Static<typeof CategoryChild> & { children?: Category[] }

export const HotWord = StrictObject({
  id: Id(),
  word: Type.String(),
  /** shown highlighted (hot) */
  highlight: Type.Boolean(),
})
export type HotWord = Static<typeof HotWord>

// ============================================================ goods cards

/** SPEC §3 dealTypeDto */
export const DealTypeDto = StrictObject({
  /** 0 show price; 1 pay after face-to-face consultation (customCopy shown instead of the price) */
  goodsPriceFlag: Flag,
  customCopy: Type.String(),
})
export type DealTypeDto = Static<typeof DealTypeDto>

export const FullReductionBrief = StrictObject({ type: Enum([1, 2]), giftFlag: Flag, couponFlag: Flag })

/** A short view of the goods' activity on cards */
export const GoodsActivityBrief = StrictObject({
  activityId: Id(),
  /** 1 flash sale, 2 group buy, 3 special price */
  type: Enum([1, 2, 3]),
  /** 1 not started, 2 running, 3 ended (src/domain activityStatus) */
  status: Enum([1, 2, 3]),
  activityPrice: Money(),
  periodBegin: DateTime(),
  periodEnd: DateTime(),
  /** full-reduction promotions the goods is in (SPEC §3 "Cart goods card": activity.fullReductionDetails) */
  fullReductionDetails: Type.Optional(Type.Array(FullReductionBrief)),
})
export type GoodsActivityBrief = Static<typeof GoodsActivityBrief>

const GoodsCardProps = {
  goodsId: Id(),
  goodsDistributeId: IdOr0(),
  goodsName: Type.String(),
  goodsUrl: Type.String(),
  goodsType: GoodsType,
  sellPoint: Type.String(),
  /** lowest sku price (yuan) */
  price: Money(),
  /** strike-through price, 0 when none */
  linedPrice: Money(),
  minPrice: Money(),
  maxPrice: Money(),
  /** summed sku stock */
  stock: Count(),
  /** 1: stock limited */
  stockFlag: Flag,
  /** 1 hides the price */
  priceShowMode: Flag,
  /** '01' service team / delivery mode, '02' service-person mode, '' physical */
  dealType: Type.String(),
  dealTypeDto: DealTypeDto,
  labelList: Type.Array(Type.String()),
  salesNum: Count(),
  categoryId: Id(),
  /** copywriting tag type 1-4 (SPEC §2: goods types 1 to 4 show the copywriting tag), 0 none */
  type: Int4(),
  copywriting: Type.String(),
  /** card tags (SPEC §2): 送赠品 when a promotion gives gifts, 送优惠劵 when it gives coupons */
  tags: Type.Array(Type.String()),
  /** the running or upcoming activity, if any */
  activity: Nullable(GoodsActivityBrief),
  /** the full-reduction promotions the goods is in (one entry per tier; [] when none) */
  fullReductionDetails: Type.Array(FullReductionBrief),
}
/** Goods card (SPEC §2 goods card list, §3 Goods) */
export const GoodsCard = StrictObject(GoodsCardProps)
export type GoodsCard = Static<typeof GoodsCard>

// ============================================================ content (doctors, studios, departments, news)

const DoctorProps = {
  doctorId: Id(),
  doctorName: Type.String(),
  coverUrl: Type.String(),
  departmentNames: Type.String(),
  hospitalName: Type.String(),
  hospitalId: Id(),
  /** doctor_title dictionary value and its label */
  doctorTitle: Type.String(),
  doctorTitleName: Type.String(),
  goodAt: Type.String(),
  intro: Type.String(),
  departmentId: Id(),
  famous: Type.Boolean(),
  consultPrice: Money(),
}
/** SPEC §3 "Doctor" */
export const Doctor = StrictObject(DoctorProps)
export type Doctor = Static<typeof Doctor>

/** SPEC §3 "Department" */
export const Department = StrictObject({
  id: Id(),
  departmentName: Type.String(),
  iconUrl: Type.String(),
  intro: Type.String(),
})
export type Department = Static<typeof Department>

const StudioProps = {
  id: Id(),
  name: Type.String(),
  /** what the studio is good at */
  great: Type.String(),
  headImgUrl: Type.String(),
  departmentId: Id(),
  departmentName: Type.String(),
  intro: Type.String(),
  chronic: Type.Boolean(),
  memberNum: Count(),
}
/** SPEC §3 "Studio" */
export const Studio = StrictObject(StudioProps)
export type Studio = Static<typeof Studio>

const NewsProps = {
  id: Id(),
  title: Type.String(),
  author: Type.String(),
  publishTime: DateTime(),
  coverPhoto: Type.String(),
  /** our additions */
  groupId: Id(),
  summary: Type.String(),
  readNum: Count(),
}
/** A news item (SPEC §3 "News item") */
export const NewsItem = StrictObject(NewsProps)
export type NewsItem = Static<typeof NewsItem>

const VideoProps = {
  id: Id(),
  title: Type.String(),
  videoUrl: Type.String(),
  coverPhoto: Type.String(),
}
export const VideoItem = StrictObject(VideoProps)
export type VideoItem = Static<typeof VideoItem>

// ============================================================ page config and blocks

export const BlockType = Enum([
  'banner',
  'video',
  'news',
  'hotProducts',
  'hotServices',
  'advert',
  'floatIcons',
  'tipText',
  'search',
  'iconNav',
  'imageList',
  'command',
  'famousDoctors',
  'studioList',
  'chronic',
  'tabBestGoods',
  'todayRecommend',
  'buttonGroup',
  'blockNav',
])
export type BlockType = Static<typeof BlockType>

/** SPEC §3 side list: 1 top, 2 right, 3 bottom, 4 left (src/domain blockBoxStyle) */
export const SideList = Type.Array(Enum([1, 2, 3, 4]))
export type SideList = Static<typeof SideList>

const opt = <T extends TSchema>(t: T) => Type.Optional(t)

/** SPEC §3 "Home block settings" (names verbatim). Every field is optional; blocks read what they need. */
export const BlockSettings = StrictObject({
  /** sides that get the 10px margin */
  margin: opt(SideList),
  /** sides that get the 8px padding (10px in navigators) */
  padding: opt(SideList),
  /** corner radius in px (default 10) */
  radius: opt(Type.Number()),
  backgroundColor: opt(Type.String()),
  fontColor: opt(Type.String()),
  backgroundImage: opt(Type.String()),
  /** the magic group the block's items come from (getResource/getGoods/getArticle/getDoctor by groupId) */
  groupId: opt(Id()),
  title: opt(Type.String()),
  /** 1 text, 2 image */
  titleType: opt(Enum([1, 2])),
  titleColor: opt(Type.String()),
  titleImage: opt(Type.String()),
  titleBackgroundImage: opt(Type.String()),
  /** carousel indicator colour */
  indicatorColor: opt(Type.String()),
  hideTitle: opt(Type.Boolean()),
  /** news: at most this many items; studio list: this many then 查看更多 */
  showNum: opt(Int4()),
  /** block-specific display variant (goods: 1 list, 2 two columns, 3 slide) */
  showType: opt(Int4()),
  /** news meta: 1 author, 2 time */
  showInfo: opt(Type.Array(Enum([1, 2]))),
  /** news: 1 secondary-category tabs, 2 none */
  secondClassification: opt(Enum([1, 2])),
  showMoreBtn: opt(Type.Boolean()),
  /** float icons: 1 right, 2 left */
  iconPosition: opt(Int4()),
  /** float icons: 1 bottom, 2 middle */
  iconPositionType: opt(Int4()),
  /** icon size in px */
  iconSize: opt(Type.Number()),
  /** search block: show the search button */
  showSearchBtn: opt(Type.Boolean()),
  /** search block: the button text (default 搜索) */
  searchValue: opt(Type.String()),
  // ---- our additions (not named in the SPEC)
  /** search block placeholder (default 搜索商品) */
  placeholder: opt(Type.String()),
  /** search block: round shape */
  round: opt(Type.Boolean()),
  /** icon navigator: hide item names */
  hideName: opt(Type.Boolean()),
  /** tip text block: the text (default technical-support credit line) */
  text: opt(Type.String()),
  /** banner: autoplay (3000 ms) */
  autoplay: opt(Type.Boolean()),
  /** banner / image height in px at 375 width */
  height: opt(Type.Number()),
  /** video block */
  videoUrl: opt(Type.String()),
  posterUrl: opt(Type.String()),
  /** empty-state text (default 暂无数据) */
  emptyText: opt(Type.String()),
})
export type BlockSettings = Static<typeof BlockSettings>

/** A magic group (SPEC §3 "Magic group"): categories of articles, goods, resources or doctors */
export const MagicGroup = StrictObject({
  id: Id(),
  name: Type.String(),
  /** parent group (0 top level); news secondary-category tabs are the children of the block's group */
  parentId: IdOr0(),
  /** what the group holds */
  groupType: Enum(['article', 'goods', 'resource', 'doctor']),
})
export type MagicGroup = Static<typeof MagicGroup>

/** A tab of the news block (secondClassification 1) or of the tab-best-goods block */
export const BlockTab = StrictObject({ groupId: Id(), name: Type.String() })
export type BlockTab = Static<typeof BlockTab>

/** every optional */
function partial<P extends Record<string, TSchema>>(props: P) {
  return Object.fromEntries(Object.entries(props).map(([k, v]) => [k, Type.Optional(v)])) as { [K in keyof P]: TOptional<P[K]> }
}

/**
 * The wire schema of a block item: the union of the item kinds (resource, video, news, goods card, ad,
 * doctor, studio) as ONE strict object with every field optional, because the serializer cannot pick a
 * branch of a union of strict objects (§5.3). The TypeScript types below keep the exact kinds.
 */
export const BlockItem = StrictObject({
  ...partial(ResourceProps),
  ...partial(VideoProps),
  ...partial(NewsProps),
  ...partial(GoodsCardProps),
  ...partial(AdProps),
  ...partial(DoctorProps),
  ...partial(StudioProps),
})

export const BlockSchema = StrictObject({
  id: Id(),
  type: BlockType,
  settings: BlockSettings,
  /** layout variant: command 1 (3 goods) or 2 (6); famousDoctors 1 (3) or 2 (6); blockNav 1-7 (2,4,6,5,3,3,4 items) */
  layout: Type.Optional(Int4()),
  /** resolved items, ready to draw (the same as the magic endpoint for settings.groupId would return) */
  items: Type.Array(BlockItem),
  /** news (secondClassification 1) and tabBestGoods: the tabs; items are those of the first tab */
  tabs: Type.Optional(Type.Array(BlockTab)),
})

interface BlockOf<T extends BlockType, I> {
  id: number
  type: T
  settings: BlockSettings
  /** layout variant: command 1 (3 goods) or 2 (6); famousDoctors 1 (3) or 2 (6); blockNav 1-7 (2,4,6,5,3,3,4 items) */
  layout?: number
  /** resolved items, ready to draw (the same as the magic endpoint for settings.groupId would return) */
  items: I[]
  /** news (secondClassification 1) and tabBestGoods: the tabs; items are those of the first tab */
  tabs?: BlockTab[]
}

export type BannerBlock = BlockOf<'banner', ResourceItem>
export type VideoBlock = BlockOf<'video', VideoItem>
export type NewsBlock = BlockOf<'news', NewsItem>
export type HotProductsBlock = BlockOf<'hotProducts', GoodsCard>
export type HotServicesBlock = BlockOf<'hotServices', GoodsCard>
/** inline ads of the page (showType 2); popups come from getAdvertising */
export type AdvertBlock = BlockOf<'advert', AdItem>
export type FloatIconsBlock = BlockOf<'floatIcons', ResourceItem>
/** no items: settings.text */
export type TipTextBlock = BlockOf<'tipText', never>
/** no items: settings.placeholder, round, showSearchBtn, searchValue, colours */
export type SearchBlock = BlockOf<'search', never>
export type IconNavBlock = BlockOf<'iconNav', ResourceItem>
export type ImageListBlock = BlockOf<'imageList', ResourceItem>
export type CommandBlock = BlockOf<'command', GoodsCard>
export type FamousDoctorsBlock = BlockOf<'famousDoctors', Doctor>
export type StudioListBlock = BlockOf<'studioList', Studio>
/** chronic-disease blocks: the chronic studios */
export type ChronicBlock = BlockOf<'chronic', Studio>
export type TabBestGoodsBlock = BlockOf<'tabBestGoods', GoodsCard>
export type TodayRecommendBlock = BlockOf<'todayRecommend', GoodsCard>
export type ButtonGroupBlock = BlockOf<'buttonGroup', ResourceItem>
export type BlockNavBlock = BlockOf<'blockNav', ResourceItem>

/** One home/custom page block; switch on `type` to draw it. */
export type Block =
  | BannerBlock
  | VideoBlock
  | NewsBlock
  | HotProductsBlock
  | HotServicesBlock
  | AdvertBlock
  | FloatIconsBlock
  | TipTextBlock
  | SearchBlock
  | IconNavBlock
  | ImageListBlock
  | CommandBlock
  | FamousDoctorsBlock
  | StudioListBlock
  | ChronicBlock
  | TabBestGoodsBlock
  | TodayRecommendBlock
  | ButtonGroupBlock
  | BlockNavBlock

/** A magic page (home or custom page) */
export const PageConfigSchema = StrictObject({
  /** magicPageId */
  id: Id(),
  hospitalId: Id(),
  title: Type.String(),
  backgroundColor: Type.String(),
  /** grey the page out (hospital flag or page flag) */
  greyMode: Type.Boolean(),
  /** 1 module page (home), 2 custom page */
  magicPageType: Enum([1, 2]),
  blocks: Type.Array(BlockSchema),
})
export type PageConfig = Omit<Static<typeof PageConfigSchema>, 'blocks'> & { blocks: Block[] }

/** GET /zeus/magic/getPageConfig?magicPageId= (absent: the hospital's home page) */
export const GetPageConfigReq = StrictObject({
  magicPageId: Type.Optional(Id()),
  hospitalId: Type.Optional(Id()),
  /** the console's preview (issue 33): the token's page draft instead of the published page, never cached */
  previewToken: Type.Optional(Type.String({ minLength: 20, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })),
})
export type GetPageConfigReq = Static<typeof GetPageConfigReq>
export type GetPageConfigRes = PageConfig

/** GET /zeus/shopConfig/homePage: the hospital's home page config */
export type ShopHomePageRes = PageConfig

/** GET /zeus/magic/getResource?groupId= */
export const GetResourceReq = StrictObject({ groupId: Id() })
export type GetResourceReq = Static<typeof GetResourceReq>
export const GetResourceRes = Type.Array(ResourceItem)
export type GetResourceRes = ResourceItem[]

/** POST /zeus/magic/getGoods */
export const MagicGoodsReq = StrictObject({ groupId: Id(), pageNum: PageQuery.pageNum, pageSize: MagicPageSize() })
export type MagicGoodsReq = Static<typeof MagicGoodsReq>
export const GoodsCardPage = Page(GoodsCard)
export type MagicGoodsRes = Static<typeof GoodsCardPage>

/** GET /zeus/magic/getArticle?groupId=&pageNum=&pageSize=&keyword= (groupId absent: all groups of the hospital) */
export const GetArticleReq = StrictObject({
  groupId: Type.Optional(Id()),
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
  pageNum: PageQuery.pageNum,
  pageSize: MagicPageSize(),
})
export type GetArticleReq = Static<typeof GetArticleReq>
export const GetArticleRes = Page(NewsItem)
export type GetArticleRes = Static<typeof GetArticleRes>

/** GET /zeus/magic/getArticleInfo?id= */
export const GetArticleInfoReq = StrictObject({ id: Id(), hospitalId: Type.Optional(Id()) })
export type GetArticleInfoReq = Static<typeof GetArticleInfoReq>
export const NewsDetail = StrictObject({
  ...NewsProps,
  /** sanitised HTML (images, paragraphs, lists, headings, tables; no scripts, no event handlers) */
  content: Type.String(),
  groupName: Type.String(),
})
export type NewsDetail = Static<typeof NewsDetail>
export type GetArticleInfoRes = NewsDetail

/** GET /zeus/magic/getDoctor?groupId=&departmentId=&pageNum=&pageSize= */
export const GetDoctorReq = StrictObject({
  groupId: Type.Optional(Id()),
  departmentId: Type.Optional(Id()),
  pageNum: PageQuery.pageNum,
  pageSize: MagicPageSize(),
})
export type GetDoctorReq = Static<typeof GetDoctorReq>
export const DoctorPage = Page(Doctor)
export type GetDoctorRes = Static<typeof DoctorPage>

/** GET /zeus/magic/getDepartment (all departments of the hospital); also /zeus/health/famous?groupId= */
export const GroupIdQuery = StrictObject({ groupId: Type.Optional(Id()) })
export type GroupIdQuery = Static<typeof GroupIdQuery>
export const DepartmentList = Type.Array(Department)
export type GetDepartmentRes = Department[]

/** GET /zeus/magic/magicGroup?groupType=&id=&type= (type 2 with id: the children of group id) */
export const MagicGroupReq = StrictObject({
  id: Type.Optional(Id()),
  type: Type.Optional(Type.Integer({ minimum: 1, maximum: 9 })),
  groupType: Type.Optional(MagicGroup.properties.groupType),
  pageNum: PageQuery.pageNum,
  pageSize: Default(Type.Integer({ minimum: 1, maximum: 999999999 }), 9999999),
})
export type MagicGroupReq = Static<typeof MagicGroupReq>
export const MagicGroupRes = Type.Array(MagicGroup)
export type MagicGroupRes = MagicGroup[]

/** SPEC §3 pre-appointment rule form field */
export const RuleField = StrictObject({
  fieldId: Id(),
  showName: Type.String(),
  value: Type.Optional(Type.String()),
  /** 1 required */
  isRequire: Flag,
  /** 1 typed; otherwise picked from `content` (or date/time pickers for fieldType 3/4) */
  fillMethod: Int4(),
  /** 1 text, 2 number, 3 date, 4 time, 5 email */
  fieldType: Int4(),
  regex: Type.Optional(Nullable(Type.String())),
  /** comma-separated options */
  content: Type.Optional(Nullable(Type.String())),
})
export type RuleField = Static<typeof RuleField>

/** GET /zeus/magic/getForm?id= (or formId=) */
export const GetFormReq = StrictObject({ id: Type.Optional(Id()), formId: Type.Optional(Id()) })
export type GetFormReq = Static<typeof GetFormReq>
export const MagicForm = StrictObject({
  id: Id(),
  title: Type.String(),
  description: Type.String(),
  ruleFieldRelList: Type.Array(RuleField),
})
export type MagicForm = Static<typeof MagicForm>
export type GetFormRes = MagicForm

/** GET /zeus/index/indexResource: what the home shell keeps in global state */
export const IndexResourceRes = StrictObject({
  banners: Type.Array(ResourceItem),
  navs: Type.Array(ResourceItem),
  categories: Type.Array(Category),
  departments: Type.Array(Department),
  bestServices: Type.Array(GoodsCard),
  hotWords: Type.Array(HotWord),
})
export type IndexResourceRes = Omit<Static<typeof IndexResourceRes>, 'categories'> & { categories: Category[] }

/** GET /zeus/recommend/queryTodayGoods?pageNum=&pageSize= */
export type QueryTodayGoodsRes = Static<typeof GoodsCardPage>

// ============================================================ search

/** GET /zeus/search/getHotWords */
export const GetHotWordsRes = Type.Array(HotWord)
export type GetHotWordsRes = HotWord[]

/** GET /zeus/search/searchCondition */
export const SearchConditionRes = StrictObject({
  categories: Type.Array(Category),
  goodsTypes: Type.Array(StrictObject({ value: GoodsType, label: Type.String() })),
  sorts: Type.Array(StrictObject({ value: SearchSort, label: Type.String() })),
  placeholder: Type.String(),
  searchValue: Type.String(),
})
export type SearchConditionRes = Omit<Static<typeof SearchConditionRes>, 'categories'> & { categories: Category[] }

/** POST /zeus/search/searchResult */
export const SearchResultReq = StrictObject({
  ...PageQuery,
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
  /** a level-1 category includes its level-2 children */
  categoryId: Type.Optional(Id()),
  goodsType: Type.Optional(GoodsType),
  sort: Type.Optional(SearchSort),
  /** alternative to sort: 'price' | 'sales' with sortOrder */
  sortField: Type.Optional(Enum(['price', 'sales'] as const)),
  sortOrder: Type.Optional(Enum(['asc', 'desc'] as const)),
  /** SPEC §2 goodsSearchDetail query */
  searchType: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
  groupId: Type.Optional(Id()),
})
export type SearchResultReq = Static<typeof SearchResultReq>
export type SearchResultRes = Static<typeof GoodsCardPage>

// ============================================================ categories and goods

/** GET /goods-center/goods/categoryList?cateLevel=1&parentId=&withChildren= */
export const CategoryListReq = StrictObject({
  cateLevel: Default(Enum([1, 2] as const), 1),
  parentId: Type.Optional(Id()),
  withChildren: Default(Type.Boolean(), false),
})
export type CategoryListReq = Static<typeof CategoryListReq>
export const CategoryListRes = Type.Array(Category)
export type CategoryListRes = Category[]

/** SPEC §3 sku */
export const GoodsSku = StrictObject({
  /** sku id (also skuId) */
  id: Id(),
  skuId: Id(),
  goodsId: Id(),
  /** JSON text of [{key, value}] (parse with src/domain parseSkuData) */
  skuData: Type.String(),
  /** 'value1 / value2' */
  skuName: Type.String(),
  price: Money(),
  linedPrice: Money(),
  stock: Count(),
  stockFlag: Flag,
  skuPic: Type.String(),
  /** with a running activity on this sku */
  activityPrice: Type.Optional(Nullable(Money())),
  activityDiscountPrice: Type.Optional(Nullable(Money())),
})
export type GoodsSku = Static<typeof GoodsSku>

/** SPEC §3 specList item */
export const GoodsSpec = StrictObject({
  id: Id(),
  specName: Type.String(),
  /** same as specName (older field) */
  attributeName: Type.String(),
  /** the option values */
  optionAttr: Type.Array(Type.String()),
  goodsAttributeValues: Type.Array(StrictObject({ id: Id(), attributeValue: Type.String() })),
  /** 'sku' specs choose the sku; 'message' specs are filled in by the buyer (see goodsMessage) */
  kind: Enum(['sku', 'message']),
})
export type GoodsSpec = Static<typeof GoodsSpec>

/** SPEC §3 service option / role */
export const ServiceRole = StrictObject({
  id: Id(),
  serviceRoleName: Type.String(),
  servicePersonList: Type.Array(StrictObject({ id: Id(), servicePersonName: Type.String(), active: Type.Boolean() })),
})
export type ServiceRole = Static<typeof ServiceRole>

/** the institution that serves a goods (written once: the buy journey's contract/order.ts re-exports it) */
export const ServiceInstitution = StrictObject({
  name: Type.String({ maxLength: 100 }),
  address: Type.String({ maxLength: 200 }),
  phone: Type.Optional(Type.String({ maxLength: 50 })),
})
export type ServiceInstitution = Static<typeof ServiceInstitution>

// ============================================================ activities

/** SPEC §3 "Activity (goods)" */
export const GoodsActivity = StrictObject({
  activityId: Id(),
  activityName: Type.String(),
  /** 1 flash sale (secKill), 2 group buy, 3 special price */
  type: Enum([1, 2, 3]),
  /** 1 not started, 2 running, 3 ended */
  status: Enum([1, 2, 3]),
  goodsId: Id(),
  skuId: Nullable(Id()),
  price: Money(),
  activityPrice: Money(),
  activityDiscountPrice: Nullable(Money()),
  activityStockNum: Count(),
  activityStockFlag: Flag,
  /** 1 on sale, 0 off */
  activityGoodsStatus: Flag,
  /** per-person cap (0 none) */
  purchaseMax: Count(),
  /** per-order cap (0 none) */
  singleLimit: Count(),
  /** already bought by this user (0 for visitors) */
  hasBuyNum: Count(),
  stock: Count(),
  stockFlag: Flag,
  /** show the activity price before the start */
  showPrice: Flag,
  periodBegin: DateTime(),
  periodEnd: DateTime(),
  /** minutes before periodEnd the running window closes */
  timeBefore: Int4(),
  /** sold in the activity */
  activityNum: Count(),
  /** left in the activity stock */
  noActivityNum: Count(),
  /** the quantity the user has in the cart for this activity */
  goodsNum: Count(),
  /** group buy: people per team; team validity in hours */
  teamNum: Type.Optional(Count()),
  teamHours: Type.Optional(Int4()),
  /** SPEC §4 card message (已达可购买上限 / 活动商品已售罄) or null */
  cardMessage: Nullable(Type.String()),
})
export type GoodsActivity = Static<typeof GoodsActivity>

// ============================================================ coupons

/** SPEC §3 "Coupon" as offered (a rule) */
const CouponRuleProps = {
  couponRuleId: Id(),
  couponName: Type.String(),
  /** 2 discount, 3 per-threshold, else (1) amount */
  couponType: Enum([1, 2, 3]),
  /** hundredths of a yuan (amount, per-threshold) or tenths (discount: 85 = 8.5折) */
  couponVal: Type.Number(),
  /** 0 no threshold, 1 by amount, 2 by item count */
  reachType: Enum([0, 1, 2]),
  /** yuan (reachType 1) or items (reachType 2) */
  reachVal: Type.Number(),
  acquireBegin: Nullable(DateTime()),
  acquireEnd: Nullable(DateTime()),
  /** use period; null = 长期有效 */
  periodBegin: Nullable(DateTime()),
  periodEnd: Nullable(DateTime()),
  /** without a use period: valid for this many days after claiming (领取后N天内有效); null = 长期有效 (issue 35) */
  periodDays: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 3650 }))),
  /** per-person claim limit (每人限领N张) */
  reqNum: Count(),
  couponTotal: Count(),
  /** claimed so far by everybody */
  receivedNum: Count(),
  /** claimed by this user (0 for visitors) */
  userReceivedNum: Count(),
  /** SPEC §4: null claimable, 1 not claimable, 2 all claimed, 3 already claimed */
  userCouponFail: Nullable(Enum([1, 2, 3])),
  /** restricted to these goods; [] = every goods */
  goodsIdList: Type.Array(Id()),
  /** coupon for new users only */
  newUser: Type.Boolean(),
  couponDescribe: Type.String(),
}
export const CouponRule = StrictObject(CouponRuleProps)
export type CouponRule = Static<typeof CouponRule>

/** SPEC §3 "Gift" (the buy journey's contract/order.ts GiftGoods adds `checked`) */
export const GiftGoodsProps = {
  goodsId: Id(),
  goodsDistributeId: IdOr0(),
  skuId: Id(),
  goodsName: Type.String(),
  goodsUrl: Type.String(),
  skuName: Type.String(),
  distributePrice: Money(),
  /** gifts left */
  giftAmount: Count(),
  /** gifts per reached tier */
  numberOfDiscounts: Count(),
  /** 0 available, 1 insufficient, else already received */
  giftStatus: Int4(),
}
export const GiftGoods = StrictObject(GiftGoodsProps)
export type GiftGoods = Static<typeof GiftGoods>

export const FullReductionDetail = StrictObject({
  /** threshold in yuan */
  totalAmount: Money(),
  /** 1 reduce (amount yuan off), 2 discount (amount 折) */
  type: Enum([1, 2]),
  amount: Type.Number(),
  giftNum: Count(),
  giftGoodsResps: Type.Array(GiftGoods),
  giftCouponRespList: Type.Array(CouponRule),
})
export type FullReductionDetail = Static<typeof FullReductionDetail>

/** SPEC §3 "Promotion activity" (full reduction) */
export const PromotionActivity = StrictObject({
  activityId: Id(),
  activityName: Type.String(),
  /** 1 by amount */
  ruleType: Int4(),
  /** 1 reduce, 2 discount (of the first tier) */
  discountType: Int4(),
  fullReductionDetailList: Type.Array(FullReductionDetail),
  periodBegin: DateTime(),
  periodEnd: DateTime(),
  activityDescribe: Type.String(),
  status: Enum([1, 2, 3]),
})
export type PromotionActivity = Static<typeof PromotionActivity>

// ============================================================ goods detail, skus, services

const GoodsDetailProps = {
  ...GoodsCardProps,
  hospitalId: Id(),
  categoryName: Type.String(),
  /** carousel images */
  goodsPics: Type.Array(Type.String()),
  /** sanitised HTML */
  detailHtml: Type.String(),
  /** number of sku specs */
  skuNum: Count(),
  /** number of message specs (filled by the buyer) */
  messageNum: Count(),
  skus: Type.Array(GoodsSku),
  specList: Type.Array(GoodsSpec),
  /** same skus (older field name) */
  goodsSkuResps: Type.Array(GoodsSku),
  serviceList: Type.Array(ServiceRole),
  serviceInstitution: Nullable(ServiceInstitution),
  /** an appointment date/time must be chosen (getAppointPool) */
  needAppoint: Type.Boolean(),
  /** refundable */
  isSupportRefund: Type.Boolean(),
  /** purchase notes */
  notice: Type.String(),
  /** full detail of the activity (flash sale, group buy, special price) */
  activityInfo: Nullable(GoodsActivity),
  /** full-reduction promotions the goods is in */
  promotions: Type.Array(PromotionActivity),
  /** coupons usable on this goods (claim state when logged in) */
  coupons: Type.Array(CouponRule),
}
/** Goods detail: POST /goods-center/goods/getGoods */
export const GoodsDetail = StrictObject(GoodsDetailProps)
export type GoodsDetail = Static<typeof GoodsDetail>

/** a goods by goodsId or goodsDistributeId (one of them; the handler says which is missing) */
export const GoodsKeyProps = { goodsId: Type.Optional(Id()), goodsDistributeId: Type.Optional(Id()) }
export const GetGoodsReq = StrictObject(GoodsKeyProps)
export type GetGoodsReq = Static<typeof GetGoodsReq>
export type GetGoodsRes = GoodsDetail

/** POST /goods-center/goods/goodsList */
export const GoodsListReq = StrictObject({
  ...PageQuery,
  categoryId: Type.Optional(Id()),
  goodsType: Type.Optional(GoodsType),
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
  sort: Type.Optional(SearchSort),
})
export type GoodsListReq = Static<typeof GoodsListReq>
export type GoodsListRes = Static<typeof GoodsCardPage>

/** GET|POST /goods-center/goods/goodsSku?goodsId=|goodsDistributeId= */
export const GoodsSkuReq = GetGoodsReq
export type GoodsSkuReq = GetGoodsReq
export const GoodsSkuRes = StrictObject({
  goodsId: Id(),
  goodsDistributeId: IdOr0(),
  goodsName: Type.String(),
  goodsUrl: Type.String(),
  goodsType: GoodsType,
  price: Money(),
  minPrice: Money(),
  maxPrice: Money(),
  linedPrice: Money(),
  stock: Count(),
  stockFlag: Flag,
  priceShowMode: Flag,
  dealTypeDto: DealTypeDto,
  skuNum: Count(),
  messageNum: Count(),
  specList: Type.Array(GoodsSpec),
  skus: Type.Array(GoodsSku),
  goodsSkuResps: Type.Array(GoodsSku),
  activity: Nullable(GoodsActivity),
  /** the stepper maximum for a visitor (src/domain maxQuantity with the goods' total stock) */
  maxNum: Count(),
})
export type GoodsSkuRes = Static<typeof GoodsSkuRes>

/** GET /goods-center/goods/service/query?goodsId=&skuId= */
export const GoodsServiceReq = StrictObject({ goodsId: Id(), skuId: Type.Optional(Id()) })
export type GoodsServiceReq = Static<typeof GoodsServiceReq>
export const GoodsServiceRes = StrictObject({
  goodsId: Id(),
  skuId: Nullable(Id()),
  dealType: Type.String(),
  serviceList: Type.Array(ServiceRole),
  serviceInstitution: Nullable(ServiceInstitution),
  needAppoint: Type.Boolean(),
  /** pre-appointment rule form */
  ruleFieldRelList: Type.Array(RuleField),
  /** service content lines (e.g. check items) */
  serviceItems: Type.Array(StrictObject({ name: Type.String(), desc: Type.String() })),
})
export type GoodsServiceRes = Static<typeof GoodsServiceRes>

/** GET /goods-center/market/goodsMessage?goodsId=: the message specs the buyer fills in (request: GetGoodsReq) */
export const GoodsMessageField = StrictObject({
  id: Id(),
  specName: Type.String(),
  placeholder: Type.String(),
  isRequire: Flag,
  /** 1 text, 2 number, 3 date, 5 email */
  fieldType: Int4(),
})
export type GoodsMessageField = Static<typeof GoodsMessageField>
export const GoodsMessageRes = Type.Array(GoodsMessageField)
export type GoodsMessageRes = GoodsMessageField[]

/** GET|PUT|POST /goods-center/goods/getAppointPool?goodsDistributeId=&goodsId=&skuId= */
export const AppointPoolReq = StrictObject({ ...GoodsKeyProps, skuId: Type.Optional(Id()) })
export type AppointPoolReq = Static<typeof AppointPoolReq>
export const AppointTimeSlot = StrictObject({
  appointedTime: Type.String(),
  total: Count(),
  remain: Int4(),
  /** 2 fully booked, 1 expired (SPEC §4), 0 bookable */
  appointFlag: Enum([0, 1, 2]),
})
export type AppointTimeSlot = Static<typeof AppointTimeSlot>
export const AppointDay = StrictObject({
  appointedDate: Type.String({ description: "'YYYY-MM-DD'" }),
  poolList: Type.Array(AppointTimeSlot),
})
export type AppointDay = Static<typeof AppointDay>
export const AppointPoolRes = Type.Array(AppointDay)
export type AppointPoolRes = AppointDay[]

/** GET /goods-center/goods/getActivityEndTime?goodsId=&activityId= */
export const ActivityEndTimeReq = StrictObject({ goodsId: Type.Optional(Id()), activityId: Type.Optional(Id()) })
export type ActivityEndTimeReq = Static<typeof ActivityEndTimeReq>
export const ActivityEndTimeRes = StrictObject({
  activityId: Id(),
  status: Enum([1, 2, 3]),
  periodBegin: DateTime(),
  periodEnd: DateTime(),
  /** epoch ms */
  serverTime: Type.Number(),
  beginTimeMs: Type.Number(),
  endTimeMs: Type.Number(),
  /** ms to the next change: to the start when not started, to the end when running, 0 after */
  remainMs: Type.Number(),
})
export type ActivityEndTimeRes = Static<typeof ActivityEndTimeRes>

/** GET /goods-center/goods/getActivityExInfo?goodsId=&skuId= (request: GoodsServiceReq, the same shape) */
export const ActivityExInfoRes = StrictObject({
  goodsId: Id(),
  activity: Nullable(GoodsActivity),
  promotions: Type.Array(PromotionActivity),
  coupons: Type.Array(CouponRule),
  /** the card tags: 送赠品, 送优惠劵 */
  tags: Type.Array(Type.String()),
})
export type ActivityExInfoRes = Static<typeof ActivityExInfoRes>

/** POST /goods-center/secKill/secKillGoods */
export const SecKillGoodsReq = StrictObject({
  /** one session; absent: every session that is running or upcoming */
  activityId: Type.Optional(Id()),
  /** 1 upcoming, 2 running */
  status: Type.Optional(Enum([1, 2] as const)),
  ...PageQuery,
  pageSize: Default(Type.Integer({ minimum: 1, maximum: 999999999 }), 20),
})
export type SecKillGoodsReq = Static<typeof SecKillGoodsReq>
export const SecKillGoods = StrictObject({
  ...GoodsCardProps,
  skuId: Nullable(Id()),
  activityPrice: Money(),
  activityStockNum: Count(),
  activityNum: Count(),
  /** 0-100 sold percentage */
  soldPercent: Type.Number(),
})
export type SecKillGoods = Static<typeof SecKillGoods>
export const SecKillSession = StrictObject({
  activityId: Id(),
  activityName: Type.String(),
  status: Enum([1, 2, 3]),
  periodBegin: DateTime(),
  periodEnd: DateTime(),
  serverTime: Type.Number(),
  goods: Type.Array(SecKillGoods),
})
export type SecKillSession = Static<typeof SecKillSession>
export const SecKillGoodsRes = Type.Array(SecKillSession)
export type SecKillGoodsRes = SecKillSession[]

/** POST /goods-center/secKill/secKillDetail */
export const SecKillDetailReq = StrictObject({ activityId: Id(), goodsId: Id() })
export type SecKillDetailReq = Static<typeof SecKillDetailReq>
export const SecKillDetailRes = StrictObject({
  activity: GoodsActivity,
  goods: GoodsDetail,
  serverTime: Type.Number(),
})
export type SecKillDetailRes = Static<typeof SecKillDetailRes>

/** PUT /market-center/activity/goodsList */
export const ActivityGoodsListReq = StrictObject({ activityId: Id(), ...PageQuery })
export type ActivityGoodsListReq = Static<typeof ActivityGoodsListReq>
export const ActivityGoodsListRes = StrictObject({
  list: Type.Array(GoodsCard),
  total: Count(),
  pageNum: PageNum(),
  pageSize: Count(),
  hasMore: Type.Boolean(),
  activity: PromotionActivity,
})
export type ActivityGoodsListRes = Static<typeof ActivityGoodsListRes>

/** GET /market-center/activityOnline/getTeamSaleActivityByActivityId?activityId= */
export const TeamSaleByActivityQuery = StrictObject({ activityId: Id() })
export type TeamSaleByActivityQuery = Static<typeof TeamSaleByActivityQuery>
export const TeamSaleActivity = StrictObject({
  activityId: Id(),
  activityName: Type.String(),
  status: Enum([1, 2, 3]),
  periodBegin: DateTime(),
  periodEnd: DateTime(),
  /** people per team */
  teamNum: Count(),
  /** hours a team stays open */
  teamHours: Int4(),
  activityDescribe: Type.String(),
  goods: Type.Array(StrictObject({ ...GoodsCardProps, skuId: Nullable(Id()), teamPrice: Money() })),
})
export type TeamSaleActivity = Static<typeof TeamSaleActivity>
/** GET /market-center/activityOnline/getTeamSaleActivityByTeamId?teamId= */
export const TeamSaleByTeamQuery = StrictObject({ teamId: Id() })
export type TeamSaleByTeamQuery = Static<typeof TeamSaleByTeamQuery>
export const TeamInfo = StrictObject({
  teamId: Id(),
  activityId: Id(),
  goodsId: Id(),
  skuId: Nullable(Id()),
  leaderName: Type.String(),
  leaderAvatar: Type.String(),
  needNum: Count(),
  joinedNum: Count(),
  /** needNum - joinedNum */
  lackNum: Int4(),
  expireTime: DateTime(),
  expireTimeMs: Type.Number(),
  /** 0 waiting for the leader's payment, 1 forming, 2 succeeded, 3 failed/expired (refunded), 4 cancelled (src/domain/groupBuy.ts) */
  teamStatus: Enum([0, 1, 2, 3, 4]),
})
export type TeamInfo = Static<typeof TeamInfo>
/** a member of a team as anyone may see it (name masked) */
export const TeamMember = StrictObject({
  name: Type.String(),
  avatar: Type.String(),
  leader: Type.Boolean(),
  /** false while the member's order is unpaid (the place is held) */
  paid: Type.Boolean(),
})
export type TeamMember = Static<typeof TeamMember>
export const TeamSaleByTeamRes = StrictObject({ team: TeamInfo, activity: TeamSaleActivity, members: Type.Array(TeamMember) })
export type TeamSaleByTeamRes = Static<typeof TeamSaleByTeamRes>
/** POST /market-center/teamInfo/getSkuTeamInfoList */
export const SkuTeamInfoReq = StrictObject({ activityId: Id(), goodsId: Type.Optional(Id()), skuId: Type.Optional(Id()) })
export type SkuTeamInfoReq = Static<typeof SkuTeamInfoReq>
export const SkuTeamInfoRes = Type.Array(TeamInfo)
export type SkuTeamInfoRes = TeamInfo[]

// ============================================================ coupons

/** POST /market-center/coupons */
export const CouponsReq = StrictObject({
  /** 0 (default) the coupon centre; 1 the popup list for a package/goods (packageId) */
  useTag: Default(Enum([0, 1] as const), 0),
  packageId: Type.Optional(Id()),
  goodsIdList: Type.Optional(Type.Array(Id(), { maxItems: 200 })),
})
export type CouponsReq = Static<typeof CouponsReq>
export const CouponsRes = Type.Array(CouponRule)
export type CouponsRes = CouponRule[]

/** GET /market-center/acquireCoupon?couponRuleId= (login). Success: code 200, msg 已领取 */
export const AcquireCouponReq = StrictObject({ couponRuleId: Id() })
export type AcquireCouponReq = Static<typeof AcquireCouponReq>
export const AcquireCouponRes = StrictObject({
  userCouponId: Id(),
  couponRuleId: Id(),
  /** SPEC §4 state after the claim (3 when the per-person limit is now reached) */
  userCouponFail: Nullable(Enum([1, 2, 3])),
  userReceivedNum: Count(),
})
export type AcquireCouponRes = Static<typeof AcquireCouponRes>

/** A coupon the user holds */
export const UserCoupon = StrictObject({
  ...CouponRuleProps,
  userCouponId: Id(),
  /** 0 unused, 1 used, 2 expired */
  status: Enum([0, 1, 2]),
  receiveTime: DateTime(),
  /** the points-exchange batch it came from, null for claimed coupons */
  couponBatch: Nullable(Int4()),
  /** 1 claimed, 2 points exchange, 3 activity gift, 4 new-user gift */
  source: Int4(),
})
export type UserCoupon = Static<typeof UserCoupon>
/** GET /market-center/myCoupon?status=&pageNum=&pageSize= (login) */
export const MyCouponReq = StrictObject({
  /** 0 unused (default), 1 used, 2 expired */
  status: Default(Enum([0, 1, 2] as const), 0),
  ...PageQuery,
})
export type MyCouponReq = Static<typeof MyCouponReq>
export const MyCouponRes = StrictObject({
  list: Type.Array(UserCoupon),
  total: Count(),
  pageNum: PageNum(),
  pageSize: Count(),
  hasMore: Type.Boolean(),
  counts: StrictObject({ unused: Count(), used: Count(), expired: Count() }),
})
export type MyCouponRes = Static<typeof MyCouponRes>

/** GET /market-center/coupon/newUser */
export const NewUserCouponRes = StrictObject({
  /** visitor, or logged in without any order or claimed new-user coupon */
  isNewUser: Type.Boolean(),
  list: Type.Array(CouponRule),
})
export type NewUserCouponRes = Static<typeof NewUserCouponRes>

// ============================================================ coupons for an order (market-center)

/** a coupon the user holds, evaluated against the lines of an order */
export const OrderCoupon = StrictObject({
  ...CouponRuleProps,
  userCouponId: Id(),
  usable: Type.Boolean(),
  /** 不可用原因 text (null when usable) */
  cannotUseMess: Nullable(Type.String()),
  /** what it would take off (yuan) */
  discount: Money(),
})
export type OrderCoupon = Static<typeof OrderCoupon>
/** POST /market-center/bestCoupons, bestCouponsPe */
export const BestCouponsRes = StrictObject({ best: Nullable(OrderCoupon), list: Type.Array(OrderCoupon) })
export type BestCouponsRes = Static<typeof BestCouponsRes>
/** PUT /market-center/canUseCoupons, POST canUseCouponsPE: usable first, then unusable with reasons */
export const CanUseCouponsRes = StrictObject({ usable: Type.Array(OrderCoupon), unusable: Type.Array(OrderCoupon) })
export type CanUseCouponsRes = Static<typeof CanUseCouponsRes>

// ============================================================ points (integral)

export const IntegralRule = StrictObject({
  id: Id(),
  ruleName: Type.String(),
  ruleDesc: Type.String(),
  integral: Count(),
})
export type IntegralRule = Static<typeof IntegralRule>
/** GET /market-center/integral/getIntegral (login) */
export const IntegralRes = StrictObject({
  /** current balance, never negative */
  integral: Count(),
  totalEarned: Count(),
  totalSpent: Count(),
  rules: Type.Array(IntegralRule),
})
export type IntegralRes = Static<typeof IntegralRes>
export const IntegralRecord = StrictObject({
  id: Id(),
  /** 1 earned, 2 spent */
  changeType: Enum([1, 2]),
  /** signed change */
  integral: Int4(),
  balance: Int4(),
  remark: Type.String(),
  createTime: DateTime(),
})
export type IntegralRecord = Static<typeof IntegralRecord>
/** GET /market-center/integral/getRecords?pageNum=&pageSize=&changeType= (login; changeType 1 earned, 2 spent) */
export const IntegralRecordsReq = StrictObject({ ...PageQuery, changeType: Type.Optional(Enum([1, 2] as const)) })
export type IntegralRecordsReq = Static<typeof IntegralRecordsReq>
export const IntegralRecordsRes = Page(IntegralRecord)
export type IntegralRecordsRes = Static<typeof IntegralRecordsRes>

/** An exchangeable item: a coupon batch bought with points */
export const CouponBatch = StrictObject({
  couponBatch: Int4(),
  /** points needed */
  integral: Count(),
  stock: Count(),
  exchangedNum: Count(),
  /** per-person limit */
  limitNum: Count(),
  userExchangedNum: Count(),
  /** can exchange now: enough stock, under the limit, enough points */
  canExchange: Type.Boolean(),
  /** why not, when canExchange is false */
  reason: Nullable(Type.String()),
  coupon: CouponRule,
})
export type CouponBatch = Static<typeof CouponBatch>
/** GET /market-center/integral/getCouponBatch (login) */
export const CouponBatchRes = Type.Array(CouponBatch)
export type CouponBatchRes = CouponBatch[]
/** POST /market-center/integral/conversion (login) */
export const ConversionReq = StrictObject({ couponBatch: Id() })
export type ConversionReq = Static<typeof ConversionReq>
export const ConversionRes = StrictObject({
  userCouponId: Id(),
  /** balance after the exchange */
  integral: Count(),
})
export type ConversionRes = Static<typeof ConversionRes>

// ============================================================ doctors, studios, departments, dictionary

/** GET /zeus/doctor/query: its request DoctorQueryReq is in contract/content.ts */
export type DoctorQueryRes = Static<typeof DoctorPage>
/** GET /zeus/health/famous?groupId=1 */
export const FamousDoctorsRes = Type.Array(Doctor)
export type FamousDoctorsRes = Doctor[]

/** GET /studio-patient/studio/getDepartmentList (departments that have studios; chronic=1 only chronic ones) */
export type StudioDepartmentListRes = Department[]
/** GET /studio-patient/studio/listByStudioDepartmentId?departmentId=&pageNum=&pageSize=&chronic= */
// its request StudioListReq is in contract/content.ts
export const StudioListRes = Page(Studio)
export type StudioListRes = Static<typeof StudioListRes>

export const DictItem = StrictObject({
  label: Type.String(),
  value: Type.String(),
  sort: Int4(),
})
export type DictItem = Static<typeof DictItem>
/** GET /common/dict/getItemMap?dictCode=doctor_title[,other]: items per dictCode */
export const DictItemMapRes = Type.Record(Type.String(), Type.Array(DictItem), { additionalProperties: false })
export type DictItemMapRes = Record<string, DictItem[]>
/** GET /common/dict/getItem?dictCode= */
export const DictItemRes = Type.Array(DictItem)
export type DictItemRes = DictItem[]

// ============================================================ cart (minimal: add + badge)

/** POST /order-center/cart/addCart (login): its request AddCartReq is in contract/cart.ts */
export interface AddCartRes {
  cartId: number
  /** quantity of this line after adding */
  goodsNum: number
  /** badge total after adding */
  total: number
}
/** POST /order-center/cart/sumCart and GET /order-center/cart/queryGoodsNum: visitors get 0 */
export interface CartCountRes {
  /** total quantity (badge; cap with src/domain cartBadge) */
  total: number
  /** number of lines */
  kinds: number
}

// ============================================================ hospital (index, protocols)

/** POST|GET /zeus/hospital/getHospitalIndex: the hospital's name, theme and home page */
export const HospitalIndexRes = StrictObject({
  hospitalId: Id(),
  hospitalName: Type.String(),
  shortName: Type.String(),
  logoUrl: Type.String(),
  primaryColor: Type.String(),
  primaryColorEnd: Type.String(),
  address: Type.String(),
  phone: Type.String(),
  greyMode: Type.Boolean(),
  homeMagicPageId: IdOr0(),
})

/** GET /zeus/protocol/getProtocolByCondition?code= (also /chronic-disease/…): a legal text */
export const ProtocolRes = StrictObject({
  code: Int4(),
  title: Type.String(),
  /** HTML */
  content: Type.String(),
  hospitalId: Id(),
})
export type ProtocolRes = Static<typeof ProtocolRes>

/**
 * API contract of the browse part of the shop (SPEC §2 Goods and search / Widgets, §3 entities,
 * §4 states, §7 Goods and market / Flash sale / Coupons and activity / Page builder / Home):
 * home page config and blocks, magic page-builder resources, goods, skus, categories, search,
 * activities (flash sale, group buy, full reduction), coupons, points, content (news, doctors,
 * studios, departments), dictionaries and the minimal cart (add + badge count).
 *
 * Conventions (stable; later changes only ADD fields):
 * - Every reply is the envelope {code, msg, data} of ./api.ts; the types below are `data`.
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

// ============================================================ common

/** 'YYYY-MM-DD HH:mm:ss', business time zone */
export type DateTimeString = string
/** 'YYYY-MM-DD' */
export type DateString = string
export type Flag = 0 | 1

export interface PageParams {
  /** default 1 */
  pageNum?: number
  /** default 10 (magic lists: 999999999) */
  pageSize?: number
}

export interface PageResult<T> {
  list: T[]
  total: number
  pageNum: number
  pageSize: number
  /** more pages exist after this one */
  hasMore: boolean
}

/** SPEC §3 "Service data": a JSON list of {key, value} */
export type ServiceDataList = Array<{ key: string; value: string }>

// ============================================================ jumps, resources, ads

/** SPEC §2 jump types: 1 tip only, 2 configured page, 3 system page, 4 mini-program, 5 external link */
export type JumpType = 1 | 2 | 3 | 4 | 5

/** The jump fields shared by resources, ads and block items (resolve with src/domain resolveJump). */
export interface JumpFields {
  jumpType?: JumpType | null
  /** jumpType 1 */
  tipText?: string | null
  /** jumpType 2 */
  magicPageId?: number | null
  /** 1 module page, 2 custom page */
  magicPageType?: 1 | 2 | null
  /** jumpType 3: system page address, e.g. /productionDetail */
  magicSysPage?: { pageUrl: string } | null
  /** jumpType 3: JSON object text merged into the system page's query (e.g. {"goodsId":1001}) */
  jsonData?: string | null
  /** jumpType 4 */
  appId?: string | null
  /** jumpType 4 page path; jumpType 3 fallback address */
  pageUrl?: string | null
  /** jumpType 5 */
  linkUrl?: string | null
  /** configured and not 1: an agreement dialog comes before the jump */
  promptWindow?: number | null
  windowTitle?: string | null
  /** 1: the checkbox must be ticked before 确定 */
  confirmWay?: number | null
  customContent?: string | null
}

/** SPEC §3 "Resource item" (banners, icons, image lists, buttons): GET /zeus/magic/getResource is an array of these */
export interface ResourceItem extends JumpFields {
  id: number
  /** image URL */
  photo: string
  name: string
  /** optional second line (image lists, block navigator) */
  subTitle?: string | null
  /** optional corner badge (icon navigator) */
  badge?: string | null
  sort: number
}

/** SPEC §3 "Advertisement" */
export interface AdItem extends JumpFields {
  id: number
  /** the magic page the ad belongs to (home page id) or 0 for goods-detail ads */
  pageId: number
  /** the goods the ad belongs to (goods detail), null otherwise */
  goodsId: number | null
  hospitalId: number
  /** 1 popup with close button, 2 inline (always shown) */
  showType: 1 | 2
  /** 1 once ever (local storage), 2 once per session (session storage) */
  showFrequency: 1 | 2
  startTime: DateTimeString | null
  endTime: DateTimeString | null
  picUrl: string
  /** placement of inline ads: the index of the home block after which it shows (0 = top) */
  floor: number
  title?: string
}

/** GET /zeus/magic/getAdvertising?pageId=&goodsId= */
export interface GetAdvertisingReq {
  pageId?: number
  goodsId?: number
  hospitalId?: number
}
export type GetAdvertisingRes = AdItem[]

// ============================================================ page config and blocks

export type BlockType =
  | 'banner'
  | 'video'
  | 'news'
  | 'hotProducts'
  | 'hotServices'
  | 'advert'
  | 'floatIcons'
  | 'tipText'
  | 'search'
  | 'iconNav'
  | 'imageList'
  | 'command'
  | 'famousDoctors'
  | 'studioList'
  | 'chronic'
  | 'tabBestGoods'
  | 'todayRecommend'
  | 'buttonGroup'
  | 'blockNav'

/** SPEC §3 side list: 1 top, 2 right, 3 bottom, 4 left (src/domain blockBoxStyle) */
export type SideList = Array<1 | 2 | 3 | 4>

/** SPEC §3 "Home block settings" (names verbatim). Every field is optional; blocks read what they need. */
export interface BlockSettings {
  /** sides that get the 10px margin */
  margin?: SideList
  /** sides that get the 8px padding (10px in navigators) */
  padding?: SideList
  /** corner radius in px (default 10) */
  radius?: number
  backgroundColor?: string
  fontColor?: string
  backgroundImage?: string
  /** the magic group the block's items come from (getResource/getGoods/getArticle/getDoctor by groupId) */
  groupId?: number
  title?: string
  /** 1 text, 2 image */
  titleType?: 1 | 2
  titleColor?: string
  titleImage?: string
  titleBackgroundImage?: string
  /** carousel indicator colour */
  indicatorColor?: string
  hideTitle?: boolean
  /** news: at most this many items; studio list: this many then 查看更多 */
  showNum?: number
  /** block-specific display variant (goods: 1 list, 2 two columns, 3 slide) */
  showType?: number
  /** news meta: 1 author, 2 time */
  showInfo?: Array<1 | 2>
  /** news: 1 secondary-category tabs, 2 none */
  secondClassification?: 1 | 2
  showMoreBtn?: boolean
  /** float icons: 1 right, 2 left */
  iconPosition?: number
  /** float icons: 1 bottom, 2 middle */
  iconPositionType?: number
  /** icon size in px */
  iconSize?: number
  /** search block: show the search button */
  showSearchBtn?: boolean
  /** search block: the button text (default 搜索) */
  searchValue?: string
  // ---- our additions (not named in the SPEC)
  /** search block placeholder (default 搜索商品) */
  placeholder?: string
  /** search block: round shape */
  round?: boolean
  /** icon navigator: hide item names */
  hideName?: boolean
  /** tip text block: the text (default technical-support credit line) */
  text?: string
  /** banner: autoplay (3000 ms) */
  autoplay?: boolean
  /** banner / image height in px at 375 width */
  height?: number
  /** video block */
  videoUrl?: string
  posterUrl?: string
  /** empty-state text (default 暂无数据) */
  emptyText?: string
}

/** A news item (SPEC §3 "News item") */
export interface NewsItem {
  id: number
  title: string
  author: string
  publishTime: DateTimeString
  coverPhoto: string
  /** our additions */
  groupId: number
  summary: string
  readNum: number
}

/** A magic group (SPEC §3 "Magic group"): categories of articles, goods, resources or doctors */
export interface MagicGroup {
  id: number
  name: string
  /** parent group (0 top level); news secondary-category tabs are the children of the block's group */
  parentId: number
  /** what the group holds */
  groupType: 'article' | 'goods' | 'resource' | 'doctor'
}

/** A tab of the news block (secondClassification 1) or of the tab-best-goods block */
export interface BlockTab {
  groupId: number
  name: string
}

export interface VideoItem {
  id: number
  title: string
  videoUrl: string
  coverPhoto: string
}

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
export interface PageConfig {
  /** magicPageId */
  id: number
  hospitalId: number
  title: string
  backgroundColor: string
  /** grey the page out (hospital flag or page flag) */
  greyMode: boolean
  /** 1 module page (home), 2 custom page */
  magicPageType: 1 | 2
  blocks: Block[]
}

/** GET /zeus/magic/getPageConfig?magicPageId= (absent: the hospital's home page) */
export interface GetPageConfigReq {
  magicPageId?: number
  hospitalId?: number
}
export type GetPageConfigRes = PageConfig

/** GET /zeus/shopConfig/homePage: the hospital's home page config */
export type ShopHomePageRes = PageConfig

/** GET /zeus/magic/getResource?groupId= */
export interface GetResourceReq {
  groupId: number
}
export type GetResourceRes = ResourceItem[]

/** POST /zeus/magic/getGoods */
export interface MagicGoodsReq extends PageParams {
  groupId: number
}
export type MagicGoodsRes = PageResult<GoodsCard>

/** GET /zeus/magic/getArticle?groupId=&pageNum=&pageSize=&keyword= (groupId absent: all groups of the hospital) */
export interface GetArticleReq extends PageParams {
  groupId?: number
  keyword?: string
}
export type GetArticleRes = PageResult<NewsItem>

/** GET /zeus/magic/getArticleInfo?id= */
export interface GetArticleInfoReq {
  id: number
}
export interface NewsDetail extends NewsItem {
  /** sanitised HTML (images, paragraphs, lists, headings, tables; no scripts, no event handlers) */
  content: string
  groupName: string
}
export type GetArticleInfoRes = NewsDetail

/** GET /zeus/magic/getDoctor?groupId=&departmentId=&pageNum=&pageSize= */
export interface GetDoctorReq extends PageParams {
  groupId?: number
  departmentId?: number
}
export type GetDoctorRes = PageResult<Doctor>

/** GET /zeus/magic/getDepartment (all departments of the hospital) */
export type GetDepartmentRes = Department[]

/** GET /zeus/magic/magicGroup?groupType=&id=&type= (type 2 with id: the children of group id) */
export interface MagicGroupReq extends PageParams {
  id?: number
  type?: number
  groupType?: MagicGroup['groupType']
}
export type MagicGroupRes = MagicGroup[]

/** SPEC §3 pre-appointment rule form field */
export interface RuleField {
  fieldId: number
  showName: string
  value?: string
  /** 1 required */
  isRequire: Flag
  /** 1 typed; otherwise picked from `content` (or date/time pickers for fieldType 3/4) */
  fillMethod: number
  /** 1 text, 2 number, 3 date, 4 time, 5 email */
  fieldType: number
  regex?: string | null
  /** comma-separated options */
  content?: string | null
}

/** GET /zeus/magic/getForm?id= */
export interface MagicForm {
  id: number
  title: string
  description: string
  ruleFieldRelList: RuleField[]
}
export type GetFormRes = MagicForm

/** GET /zeus/index/indexResource: what the home shell keeps in global state */
export interface IndexResourceRes {
  banners: ResourceItem[]
  navs: ResourceItem[]
  categories: Category[]
  departments: Department[]
  bestServices: GoodsCard[]
  hotWords: HotWord[]
}

/** GET /zeus/recommend/queryTodayGoods?pageNum=&pageSize= */
export type QueryTodayGoodsRes = PageResult<GoodsCard>

// ============================================================ search

export interface HotWord {
  id: number
  word: string
  /** shown highlighted (hot) */
  highlight: boolean
}
/** GET /zeus/search/getHotWords */
export type GetHotWordsRes = HotWord[]

export type SearchSort = 'default' | 'sales' | 'priceAsc' | 'priceDesc' | 'new'

/** GET /zeus/search/searchCondition */
export interface SearchConditionRes {
  categories: Category[]
  goodsTypes: Array<{ value: GoodsType; label: string }>
  sorts: Array<{ value: SearchSort; label: string }>
  placeholder: string
  searchValue: string
}

/** POST /zeus/search/searchResult */
export interface SearchResultReq extends PageParams {
  keyword?: string
  /** a level-1 category includes its level-2 children */
  categoryId?: number
  goodsType?: GoodsType
  sort?: SearchSort
  /** alternative to sort: 'price' | 'sales' with sortOrder */
  sortField?: 'price' | 'sales'
  sortOrder?: 'asc' | 'desc'
  /** SPEC §2 goodsSearchDetail query */
  searchType?: number
  groupId?: number
}
export type SearchResultRes = PageResult<GoodsCard>

// ============================================================ categories and goods

export interface Category {
  id: number
  categoryName: string
  /** 1 top level, 2 second level */
  cateLevel: 1 | 2
  parentId: number
  iconUrl: string
  /** level-1 categories carry their level-2 children where asked (searchCondition, categoryList withChildren) */
  children?: Category[]
}

/** GET /goods-center/goods/categoryList?cateLevel=1&parentId=&withChildren= */
export interface CategoryListReq {
  cateLevel?: 1 | 2
  parentId?: number
  withChildren?: boolean
}
export type CategoryListRes = Category[]

/** 1 physical, 2 service / exam package, 3 combo (quantity 1) */
export type GoodsType = 1 | 2 | 3

/** SPEC §3 dealTypeDto */
export interface DealTypeDto {
  /** 0 show price; 1 pay after face-to-face consultation (customCopy shown instead of the price) */
  goodsPriceFlag: Flag
  customCopy: string
}

/** A short view of the goods' activity on cards */
export interface GoodsActivityBrief {
  activityId: number
  /** 1 flash sale, 2 group buy, 3 special price */
  type: 1 | 2 | 3
  /** 1 not started, 2 running, 3 ended (src/domain activityStatus) */
  status: 1 | 2 | 3
  activityPrice: number
  periodBegin: DateTimeString
  periodEnd: DateTimeString
  /** full-reduction promotions the goods is in (SPEC §3 "Cart goods card": activity.fullReductionDetails) */
  fullReductionDetails?: Array<{ type: 1 | 2; giftFlag: Flag; couponFlag: Flag }>
}

/** Goods card (SPEC §2 goods card list, §3 Goods) */
export interface GoodsCard {
  goodsId: number
  goodsDistributeId: number
  goodsName: string
  goodsUrl: string
  goodsType: GoodsType
  sellPoint: string
  /** lowest sku price (yuan) */
  price: number
  /** strike-through price, 0 when none */
  linedPrice: number
  minPrice: number
  maxPrice: number
  /** summed sku stock */
  stock: number
  /** 1: stock limited */
  stockFlag: Flag
  /** 1 hides the price */
  priceShowMode: Flag
  /** '01' service team / delivery mode, '02' service-person mode, '' physical */
  dealType: string
  dealTypeDto: DealTypeDto
  labelList: string[]
  salesNum: number
  categoryId: number
  /** copywriting tag type 1-4 (SPEC §2: goods types 1 to 4 show the copywriting tag), 0 none */
  type: number
  copywriting: string
  /** card tags (SPEC §2): 送赠品 when a promotion gives gifts, 送优惠劵 when it gives coupons */
  tags: string[]
  /** the running or upcoming activity, if any */
  activity: GoodsActivityBrief | null
  /** the full-reduction promotions the goods is in (one entry per tier; [] when none) */
  fullReductionDetails: Array<{ type: 1 | 2; giftFlag: Flag; couponFlag: Flag }>
}

/** SPEC §3 sku */
export interface GoodsSku {
  /** sku id (also skuId) */
  id: number
  skuId: number
  goodsId: number
  /** JSON text of [{key, value}] (parse with src/domain parseSkuData) */
  skuData: string
  /** 'value1 / value2' */
  skuName: string
  price: number
  linedPrice: number
  stock: number
  stockFlag: Flag
  skuPic: string
  /** with a running activity on this sku */
  activityPrice?: number | null
  activityDiscountPrice?: number | null
}

/** SPEC §3 specList item */
export interface GoodsSpec {
  id: number
  specName: string
  /** same as specName (older field) */
  attributeName: string
  /** the option values */
  optionAttr: string[]
  goodsAttributeValues: Array<{ id: number; attributeValue: string }>
  /** 'sku' specs choose the sku; 'message' specs are filled in by the buyer (see goodsMessage) */
  kind: 'sku' | 'message'
}

/** SPEC §3 service option / role */
export interface ServiceRole {
  id: number
  serviceRoleName: string
  servicePersonList: Array<{ id: number; servicePersonName: string; active: boolean }>
}

export interface ServiceInstitution {
  name: string
  address: string
  phone?: string
}

/** Goods detail: POST /goods-center/goods/getGoods */
export interface GoodsDetail extends GoodsCard {
  hospitalId: number
  categoryName: string
  /** carousel images */
  goodsPics: string[]
  /** sanitised HTML */
  detailHtml: string
  /** number of sku specs */
  skuNum: number
  /** number of message specs (filled by the buyer) */
  messageNum: number
  skus: GoodsSku[]
  specList: GoodsSpec[]
  /** same skus (older field name) */
  goodsSkuResps: GoodsSku[]
  serviceList: ServiceRole[]
  serviceInstitution: ServiceInstitution | null
  /** an appointment date/time must be chosen (getAppointPool) */
  needAppoint: boolean
  /** refundable */
  isSupportRefund: boolean
  /** purchase notes */
  notice: string
  /** full detail of the activity (flash sale, group buy, special price) */
  activityInfo: GoodsActivity | null
  /** full-reduction promotions the goods is in */
  promotions: PromotionActivity[]
  /** coupons usable on this goods (claim state when logged in) */
  coupons: CouponRule[]
}

export interface GetGoodsReq {
  goodsId?: number
  goodsDistributeId?: number
}
export type GetGoodsRes = GoodsDetail

/** POST /goods-center/goods/goodsList */
export interface GoodsListReq extends PageParams {
  categoryId?: number
  goodsType?: GoodsType
  keyword?: string
  sort?: SearchSort
}
export type GoodsListRes = PageResult<GoodsCard>

/** GET|POST /goods-center/goods/goodsSku?goodsId=|goodsDistributeId= */
export interface GoodsSkuReq {
  goodsId?: number
  goodsDistributeId?: number
}
export interface GoodsSkuRes {
  goodsId: number
  goodsDistributeId: number
  goodsName: string
  goodsUrl: string
  goodsType: GoodsType
  price: number
  minPrice: number
  maxPrice: number
  linedPrice: number
  stock: number
  stockFlag: Flag
  priceShowMode: Flag
  dealTypeDto: DealTypeDto
  skuNum: number
  messageNum: number
  specList: GoodsSpec[]
  skus: GoodsSku[]
  goodsSkuResps: GoodsSku[]
  activity: GoodsActivity | null
  /** the stepper maximum for a visitor (src/domain maxQuantity with the goods' total stock) */
  maxNum: number
}

/** GET /goods-center/goods/service/query?goodsId=&skuId= */
export interface GoodsServiceReq {
  goodsId: number
  skuId?: number
}
export interface GoodsServiceRes {
  goodsId: number
  skuId: number | null
  dealType: string
  serviceList: ServiceRole[]
  serviceInstitution: ServiceInstitution | null
  needAppoint: boolean
  /** pre-appointment rule form */
  ruleFieldRelList: RuleField[]
  /** service content lines (e.g. check items) */
  serviceItems: Array<{ name: string; desc: string }>
}

/** GET /goods-center/market/goodsMessage?goodsId=: the message specs the buyer fills in */
export interface GoodsMessageField {
  id: number
  specName: string
  placeholder: string
  isRequire: Flag
  /** 1 text, 2 number, 3 date, 5 email */
  fieldType: number
}
export type GoodsMessageRes = GoodsMessageField[]

/** GET|PUT|POST /goods-center/goods/getAppointPool?goodsDistributeId=&goodsId=&skuId= */
export interface AppointPoolReq {
  goodsId?: number
  goodsDistributeId?: number
  skuId?: number
}
export interface AppointTimeSlot {
  appointedTime: string
  total: number
  remain: number
  /** 2 fully booked, 1 expired (SPEC §4), 0 bookable */
  appointFlag: 0 | 1 | 2
}
export interface AppointDay {
  appointedDate: DateString
  poolList: AppointTimeSlot[]
}
export type AppointPoolRes = AppointDay[]

// ============================================================ activities

/** SPEC §3 "Activity (goods)" */
export interface GoodsActivity {
  activityId: number
  activityName: string
  /** 1 flash sale (secKill), 2 group buy, 3 special price */
  type: 1 | 2 | 3
  /** 1 not started, 2 running, 3 ended */
  status: 1 | 2 | 3
  goodsId: number
  skuId: number | null
  price: number
  activityPrice: number
  activityDiscountPrice: number | null
  activityStockNum: number
  activityStockFlag: Flag
  /** 1 on sale, 0 off */
  activityGoodsStatus: Flag
  /** per-person cap (0 none) */
  purchaseMax: number
  /** per-order cap (0 none) */
  singleLimit: number
  /** already bought by this user (0 for visitors) */
  hasBuyNum: number
  stock: number
  stockFlag: Flag
  /** show the activity price before the start */
  showPrice: Flag
  periodBegin: DateTimeString
  periodEnd: DateTimeString
  /** minutes before periodEnd the running window closes */
  timeBefore: number
  /** sold in the activity */
  activityNum: number
  /** left in the activity stock */
  noActivityNum: number
  /** the quantity the user has in the cart for this activity */
  goodsNum: number
  /** group buy: people per team; team validity in hours */
  teamNum?: number
  teamHours?: number
  /** SPEC §4 card message (已达可购买上限 / 活动商品已售罄) or null */
  cardMessage: string | null
}

/** SPEC §3 "Gift" */
export interface GiftGoods {
  goodsId: number
  goodsDistributeId: number
  skuId: number
  goodsName: string
  goodsUrl: string
  skuName: string
  distributePrice: number
  /** gifts left */
  giftAmount: number
  /** gifts per reached tier */
  numberOfDiscounts: number
  /** 0 available, 1 insufficient, else already received */
  giftStatus: number
}

export interface FullReductionDetail {
  /** threshold in yuan */
  totalAmount: number
  /** 1 reduce (amount yuan off), 2 discount (amount 折) */
  type: 1 | 2
  amount: number
  giftNum: number
  giftGoodsResps: GiftGoods[]
  giftCouponRespList: CouponRule[]
}

/** SPEC §3 "Promotion activity" (full reduction) */
export interface PromotionActivity {
  activityId: number
  activityName: string
  /** 1 by amount */
  ruleType: number
  /** 1 reduce, 2 discount (of the first tier) */
  discountType: number
  fullReductionDetailList: FullReductionDetail[]
  periodBegin: DateTimeString
  periodEnd: DateTimeString
  activityDescribe: string
  status: 1 | 2 | 3
}

/** GET /goods-center/goods/getActivityEndTime?goodsId=&activityId= */
export interface ActivityEndTimeReq {
  goodsId?: number
  activityId?: number
}
export interface ActivityEndTimeRes {
  activityId: number
  status: 1 | 2 | 3
  periodBegin: DateTimeString
  periodEnd: DateTimeString
  /** epoch ms */
  serverTime: number
  beginTimeMs: number
  endTimeMs: number
  /** ms to the next change: to the start when not started, to the end when running, 0 after */
  remainMs: number
}

/** GET /goods-center/goods/getActivityExInfo?goodsId=&skuId= */
export interface ActivityExInfoRes {
  goodsId: number
  activity: GoodsActivity | null
  promotions: PromotionActivity[]
  coupons: CouponRule[]
  /** the card tags: 送赠品, 送优惠劵 */
  tags: string[]
}

/** POST /goods-center/secKill/secKillGoods */
export interface SecKillGoodsReq extends PageParams {
  /** one session; absent: every session that is running or upcoming */
  activityId?: number
  /** 1 upcoming, 2 running */
  status?: 1 | 2
}
export interface SecKillGoods extends GoodsCard {
  skuId: number | null
  activityPrice: number
  activityStockNum: number
  activityNum: number
  /** 0-100 sold percentage */
  soldPercent: number
}
export interface SecKillSession {
  activityId: number
  activityName: string
  status: 1 | 2 | 3
  periodBegin: DateTimeString
  periodEnd: DateTimeString
  serverTime: number
  goods: SecKillGoods[]
}
export type SecKillGoodsRes = SecKillSession[]

/** POST /goods-center/secKill/secKillDetail */
export interface SecKillDetailReq {
  activityId: number
  goodsId: number
}
export interface SecKillDetailRes {
  activity: GoodsActivity
  goods: GoodsDetail
  serverTime: number
}

/** PUT /market-center/activity/goodsList */
export interface ActivityGoodsListReq extends PageParams {
  activityId: number
}
export interface ActivityGoodsListRes extends PageResult<GoodsCard> {
  activity: PromotionActivity
}

/** GET /market-center/activityOnline/getTeamSaleActivityByActivityId?activityId= */
export interface TeamSaleActivity {
  activityId: number
  activityName: string
  status: 1 | 2 | 3
  periodBegin: DateTimeString
  periodEnd: DateTimeString
  /** people per team */
  teamNum: number
  /** hours a team stays open */
  teamHours: number
  activityDescribe: string
  goods: Array<GoodsCard & { skuId: number | null; teamPrice: number }>
}
/** GET /market-center/activityOnline/getTeamSaleActivityByTeamId?teamId= */
export interface TeamInfo {
  teamId: number
  activityId: number
  goodsId: number
  skuId: number | null
  leaderName: string
  leaderAvatar: string
  needNum: number
  joinedNum: number
  /** needNum - joinedNum */
  lackNum: number
  expireTime: DateTimeString
  expireTimeMs: number
  /** 1 forming, 2 succeeded, 3 failed/expired */
  teamStatus: 1 | 2 | 3
}
export interface TeamSaleByTeamRes {
  team: TeamInfo
  activity: TeamSaleActivity
}
/** POST /market-center/teamInfo/getSkuTeamInfoList */
export interface SkuTeamInfoReq {
  activityId: number
  goodsId?: number
  skuId?: number
}
export type SkuTeamInfoRes = TeamInfo[]

// ============================================================ coupons

/** SPEC §3 "Coupon" as offered (a rule) */
export interface CouponRule {
  couponRuleId: number
  couponName: string
  /** 2 discount, 3 per-threshold, else (1) amount */
  couponType: 1 | 2 | 3
  /** hundredths of a yuan (amount, per-threshold) or tenths (discount: 85 = 8.5折) */
  couponVal: number
  /** 0 no threshold, 1 by amount, 2 by item count */
  reachType: 0 | 1 | 2
  /** yuan (reachType 1) or items (reachType 2) */
  reachVal: number
  acquireBegin: DateTimeString | null
  acquireEnd: DateTimeString | null
  /** use period; null = 长期有效 */
  periodBegin: DateTimeString | null
  periodEnd: DateTimeString | null
  /** per-person claim limit (每人限领N张) */
  reqNum: number
  couponTotal: number
  /** claimed so far by everybody */
  receivedNum: number
  /** claimed by this user (0 for visitors) */
  userReceivedNum: number
  /** SPEC §4: null claimable, 1 not claimable, 2 all claimed, 3 already claimed */
  userCouponFail: 1 | 2 | 3 | null
  /** restricted to these goods; [] = every goods */
  goodsIdList: number[]
  /** coupon for new users only */
  newUser: boolean
  couponDescribe: string
}

/** POST /market-center/coupons */
export interface CouponsReq {
  /** 0 (default) the coupon centre; 1 the popup list for a package/goods (packageId) */
  useTag?: 0 | 1
  packageId?: number
  goodsIdList?: number[]
}
export type CouponsRes = CouponRule[]

/** GET /market-center/acquireCoupon?couponRuleId= (login). Success: code 200, msg 已领取 */
export interface AcquireCouponRes {
  userCouponId: number
  couponRuleId: number
  /** SPEC §4 state after the claim (3 when the per-person limit is now reached) */
  userCouponFail: 1 | 2 | 3 | null
  userReceivedNum: number
}

/** A coupon the user holds */
export interface UserCoupon extends CouponRule {
  userCouponId: number
  /** 0 unused, 1 used, 2 expired */
  status: 0 | 1 | 2
  receiveTime: DateTimeString
  /** the points-exchange batch it came from, null for claimed coupons */
  couponBatch: number | null
  /** 1 claimed, 2 points exchange, 3 activity gift, 4 new-user gift */
  source: number
}
/** GET /market-center/myCoupon?status=&pageNum=&pageSize= (login) */
export interface MyCouponReq extends PageParams {
  /** 0 unused (default), 1 used, 2 expired */
  status?: 0 | 1 | 2
}
export type MyCouponRes = PageResult<UserCoupon> & { counts: { unused: number; used: number; expired: number } }

/** GET /market-center/coupon/newUser */
export interface NewUserCouponRes {
  /** visitor, or logged in without any order or claimed new-user coupon */
  isNewUser: boolean
  list: CouponRule[]
}

// ============================================================ points (integral)

export interface IntegralRule {
  id: number
  ruleName: string
  ruleDesc: string
  integral: number
}
/** GET /market-center/integral/getIntegral (login) */
export interface IntegralRes {
  /** current balance, never negative */
  integral: number
  totalEarned: number
  totalSpent: number
  rules: IntegralRule[]
}
export interface IntegralRecord {
  id: number
  /** 1 earned, 2 spent */
  changeType: 1 | 2
  /** signed change */
  integral: number
  balance: number
  remark: string
  createTime: DateTimeString
}
/** GET /market-center/integral/getRecords?pageNum=&pageSize= (login) */
export type IntegralRecordsRes = PageResult<IntegralRecord>

/** An exchangeable item: a coupon batch bought with points */
export interface CouponBatch {
  couponBatch: number
  /** points needed */
  integral: number
  stock: number
  exchangedNum: number
  /** per-person limit */
  limitNum: number
  userExchangedNum: number
  /** can exchange now: enough stock, under the limit, enough points */
  canExchange: boolean
  /** why not, when canExchange is false */
  reason: string | null
  coupon: CouponRule
}
/** GET /market-center/integral/getCouponBatch (login) */
export type CouponBatchRes = CouponBatch[]
/** POST /market-center/integral/conversion (login) */
export interface ConversionReq {
  couponBatch: number
}
export interface ConversionRes {
  userCouponId: number
  /** balance after the exchange */
  integral: number
}

// ============================================================ doctors, studios, departments, dictionary

/** SPEC §3 "Doctor" */
export interface Doctor {
  doctorId: number
  doctorName: string
  coverUrl: string
  departmentNames: string
  hospitalName: string
  hospitalId: number
  /** doctor_title dictionary value and its label */
  doctorTitle: string
  doctorTitleName: string
  goodAt: string
  intro: string
  departmentId: number
  famous: boolean
  consultPrice: number
}
/** GET /zeus/doctor/query?doctorId=&departmentId=&keyword=&pageNum=&pageSize= */
export interface DoctorQueryReq extends PageParams {
  doctorId?: number
  departmentId?: number
  keyword?: string
}
export type DoctorQueryRes = PageResult<Doctor>
/** GET /zeus/health/famous?groupId=1 */
export type FamousDoctorsRes = Doctor[]

/** SPEC §3 "Department" */
export interface Department {
  id: number
  departmentName: string
  iconUrl: string
  intro: string
}

/** SPEC §3 "Studio" */
export interface Studio {
  id: number
  name: string
  /** what the studio is good at */
  great: string
  headImgUrl: string
  departmentId: number
  departmentName: string
  intro: string
  chronic: boolean
  memberNum: number
}
/** GET /studio-patient/studio/getDepartmentList (departments that have studios; chronic=1 only chronic ones) */
export type StudioDepartmentListRes = Department[]
/** GET /studio-patient/studio/listByStudioDepartmentId?departmentId=&pageNum=&pageSize=&chronic= */
export interface StudioListReq extends PageParams {
  departmentId?: number
  chronic?: Flag
}
export type StudioListRes = PageResult<Studio>

export interface DictItem {
  label: string
  value: string
  sort: number
}
/** GET /common/dict/getItemMap?dictCode=doctor_title[,other]: items per dictCode */
export type DictItemMapRes = Record<string, DictItem[]>
/** GET /common/dict/getItem?dictCode= */
export type DictItemRes = DictItem[]

// ============================================================ cart (minimal: add + badge)

/** POST /order-center/cart/addCart (login) */
export interface AddCartReq {
  goodsId: number
  goodsDistributeId?: number
  skuId: number
  /** 1..999 */
  goodsNum: number
  activityId?: number
  serviceData?: ServiceDataList
}
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

/**
 * Kysely table types of the browse part (goods, activities, coupons, points, page builder,
 * content, cart). Money columns are integer cents (*_cents); the API sends yuan numbers.
 * JSON columns are jsonb: written as JSON text, read back parsed.
 *
 * Merged into the DB interface of ./schema by declaration merging (schema.ts imports this file).
 */
import type { ColumnType, Generated } from 'kysely'

/** a jsonb column: written as JSON text, read as the parsed value */
export type Json<T> = ColumnType<T, string, string>

/** Jump fields of a resource / ad (contract/browse JumpFields), stored as one jsonb */
export interface JumpJson {
  jumpType?: number | null
  tipText?: string | null
  magicPageId?: number | null
  magicPageType?: number | null
  magicSysPage?: { pageUrl: string } | null
  jsonData?: string | null
  appId?: string | null
  pageUrl?: string | null
  linkUrl?: string | null
  promptWindow?: number | null
  windowTitle?: string | null
  confirmWay?: number | null
  customContent?: string | null
}

export interface SpecJson {
  id: number
  specName: string
  values: string[]
  kind: 'sku' | 'message'
}

export interface BlockJson {
  id: number
  type: string
  settings: Record<string, unknown>
  layout?: number
  /** where items come from: a magic group (resource/goods/article/doctor), studios, ads, or none */
  source?: {
    kind: 'resource' | 'goods' | 'article' | 'doctor' | 'famous' | 'studio' | 'chronic' | 'ads' | 'today' | 'video'
    groupId?: number
    limit?: number
    tabs?: number[]
  }
  video?: { title: string; videoUrl: string; coverPath: string }
}

export interface BrowseCategoryTable {
  id: number
  hospital_id: number
  category_name: string
  cate_level: number
  parent_id: number
  icon_path: string
  sort: number
  /** left out of the patient's category list (the staff console's 隐藏, migration 1330) */
  hidden: Generated<boolean>
}

export interface GoodsTable {
  id: number
  hospital_id: number
  goods_distribute_id: number
  category_id: number
  goods_name: string
  goods_type: number
  goods_path: string
  goods_pics: Json<string[]>
  sell_point: string
  lined_price_cents: number
  stock_flag: number
  price_show_mode: number
  goods_price_flag: number
  custom_copy: string
  deal_type: string
  label_list: Json<string[]>
  spec_list: Json<SpecJson[]>
  service_list: Json<Array<{ id: number; serviceRoleName: string; persons: string[] }>>
  service_institution: Json<{ name: string; address: string; phone?: string } | null>
  service_items: Json<Array<{ name: string; desc: string }>>
  need_appoint: boolean
  rule_fields: Json<unknown[]>
  message_fields: Json<Array<{ id: number; specName: string; placeholder: string; isRequire: number; fieldType: number }>>
  detail_html: string
  notice: string
  is_support_refund: boolean
  sales_num: number
  copy_type: number
  copywriting: string
  /** 1 on sale, 0 off shelf */
  status: number
  /** on sale but left out of every goods list, recommendation and search (ordered from its own page: /paperToHome) */
  hidden_from_lists: Generated<boolean>
  sort: number
  created_at: Date
}

export interface GoodsSkuTable {
  id: number
  goods_id: number
  sku_data: Json<Array<{ key: string; value: string }>>
  price_cents: number
  lined_price_cents: number
  stock: number
  sku_pic: string
}

export interface MagicGroupTable {
  id: number
  hospital_id: number
  name: string
  parent_id: number
  group_type: string
  sort: number
}

export interface MagicResourceTable {
  id: number
  group_id: number
  photo_path: string
  name: string
  sub_title: string | null
  badge: string | null
  jump: Json<JumpJson>
  sort: number
}

export interface MagicGroupGoodsTable {
  group_id: number
  goods_id: number
  sort: number
}

export interface MagicPageTable {
  id: number
  hospital_id: number
  title: string
  background_color: string
  grey_mode: boolean
  magic_page_type: number
  blocks: Json<BlockJson[]>
}

export interface MagicFormTable {
  id: number
  hospital_id: number
  title: string
  description: string
  fields: Json<unknown[]>
}

export interface ArticleTable {
  id: number
  hospital_id: number
  group_id: number
  title: string
  author: string
  cover_path: string
  summary: string
  content: string
  publish_time: Date
  read_num: number
}

export interface DepartmentTable {
  id: number
  hospital_id: number
  department_name: string
  icon_path: string
  intro: string
  sort: number
}

export interface DoctorTable {
  id: number
  hospital_id: number
  department_id: number
  name: string
  title_code: string
  avatar_path: string
  good_at: string
  intro: string
  famous: boolean
  consult_price_cents: number
  sort: number
}

export interface StudioTable {
  id: number
  hospital_id: number
  department_id: number
  name: string
  great: string
  head_img_path: string
  intro: string
  chronic: boolean
  member_num: number
  sort: number
}

export interface DictItemTable {
  id: Generated<number>
  dict_code: string
  value: string
  label: string
  sort: number
}

export interface AdvertisementTable {
  id: number
  hospital_id: number
  page_id: number
  goods_id: number | null
  show_type: number
  show_frequency: number
  start_time: Date | null
  end_time: Date | null
  pic_path: string
  floor: number
  title: string
  jump: Json<JumpJson>
}

export interface HotWordTable {
  id: number
  hospital_id: number
  word: string
  highlight: boolean
  sort: number
}

/** type 1 flash sale, 2 group buy, 3 special price */
export interface ActivityTable {
  id: number
  hospital_id: number
  type: number
  activity_name: string
  period_begin: Date
  period_end: Date
  time_before: number
  show_price: number
  purchase_max: number
  single_limit: number
  team_num: number
  team_hours: number
  activity_describe: string
}

export interface ActivityGoodsTable {
  id: number
  activity_id: number
  goods_id: number
  sku_id: number | null
  activity_price_cents: number
  activity_discount_price_cents: number | null
  activity_stock_num: number
  activity_stock_flag: number
  /** sold in the activity */
  activity_num: number
  status: number
}

export interface PromotionTierJson {
  totalAmount: number
  type: 1 | 2
  amount: number
  giftNum: number
  gifts: Array<{ goodsId: number; skuId: number; giftAmount: number }>
  couponRuleIds: number[]
}

export interface PromotionTable {
  id: number
  hospital_id: number
  activity_name: string
  rule_type: number
  period_begin: Date
  period_end: Date
  activity_describe: string
  tiers: Json<PromotionTierJson[]>
}

export interface PromotionGoodsTable {
  promotion_id: number
  goods_id: number
}

export interface CouponRuleTable {
  id: number
  hospital_id: number
  coupon_name: string
  coupon_type: number
  coupon_val: number
  reach_type: number
  /** yuan (reach_type 1) in cents, or an item count (reach_type 2) */
  reach_val: number
  acquire_begin: Date | null
  acquire_end: Date | null
  period_begin: Date | null
  period_end: Date | null
  /** valid this many days after claiming (when no fixed period) */
  period_days: number | null
  req_num: number
  coupon_total: number
  received_num: number
  goods_ids: Json<number[]>
  new_user: boolean
  /** listed in the coupon centre (useTag 0) */
  in_center: boolean
  coupon_describe: string
}

export interface UserCouponTable {
  id: Generated<number>
  user_id: number
  hospital_id: number
  coupon_rule_id: number
  /** 0 unused, 1 used */
  status: number
  /** 1 claimed, 2 points exchange, 3 activity gift, 4 new-user gift */
  source: number
  coupon_batch: number | null
  period_begin: Date | null
  period_end: Date | null
  received_at: Date
  used_at: Date | null
}

export interface TeamTable {
  id: Generated<number>
  activity_id: number
  goods_id: number
  sku_id: number | null
  leader_user_id: number | null
  leader_name: string
  leader_avatar: string
  need_num: number
  joined_num: number
  expire_at: Date
  /** 1 forming, 2 succeeded, 3 failed */
  status: number
  created_at: Date
}

export interface AppointPoolTable {
  id: Generated<number>
  goods_id: number
  sku_id: number | null
  appointed_date: string
  appointed_time: string
  total: number
  booked: number
}

export interface IntegralRuleTable {
  id: number
  hospital_id: number
  rule_name: string
  rule_desc: string
  integral: number
}

export interface IntegralItemTable {
  id: number
  hospital_id: number
  coupon_rule_id: number
  integral: number
  stock: number
  exchanged_num: number
  limit_num: number
  sort: number
}

export interface IntegralAccountTable {
  user_id: number
  hospital_id: number
  balance: number
  total_earned: number
  total_spent: number
}

export interface IntegralRecordTable {
  id: Generated<number>
  user_id: number
  hospital_id: number
  change_type: number
  integral: number
  balance: number
  remark: string
  created_at: Date
}

/** The cart (the buy journey extends it: more columns, never renamed). */
export interface CartTable {
  id: Generated<number>
  user_id: number
  hospital_id: number
  goods_id: number
  goods_distribute_id: number
  sku_id: number
  goods_num: number
  checked: boolean
  activity_id: number | null
  service_data: Json<unknown[] | null> | null
  created_at: Date
  updated_at: Date
}

export interface BrowseTables {
  browse_category: BrowseCategoryTable
  goods: GoodsTable
  goods_sku: GoodsSkuTable
  magic_group: MagicGroupTable
  magic_resource: MagicResourceTable
  magic_group_goods: MagicGroupGoodsTable
  magic_page: MagicPageTable
  magic_form: MagicFormTable
  article: ArticleTable
  department: DepartmentTable
  doctor: DoctorTable
  studio: StudioTable
  dict_item: DictItemTable
  advertisement: AdvertisementTable
  hot_word: HotWordTable
  activity: ActivityTable
  activity_goods: ActivityGoodsTable
  promotion: PromotionTable
  promotion_goods: PromotionGoodsTable
  coupon_rule: CouponRuleTable
  user_coupon: UserCouponTable
  team: TeamTable
  appoint_pool: AppointPoolTable
  integral_rule: IntegralRuleTable
  integral_item: IntegralItemTable
  integral_account: IntegralAccountTable
  integral_record: IntegralRecordTable
  cart: CartTable
}

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: this file adds its tables to DB
  interface DB extends BrowseTables {}
}

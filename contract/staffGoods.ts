/**
 * API contract of the staff console's goods and coupons (issue 33 items 1, 2): categories, goods with skus and
 * pictures, listed / hidden, coupon rules and grants, all of the session's hospital (permission content:manage).
 * Prices travel in fen (integers), checked by src/domain/staff/catalog.ts; a coupon rule is checked with the
 * checkout's own rule (evaluateCoupon). Every reply is the envelope {code, msg, data} of SPEC §8.
 * Stable: fields and paths are only ever added, never renamed.
 */
import { Count, DateTimeString, Enum, Id, Int4, IdOr0, Nullable, StrictObject, Type, type Static } from './lib'

/** the endpoint paths, full (prefix included): the console calls exactly these */
export const STAFF_GOODS_PATHS = {
  /** GET -> StaffCategoryListRes: every category of the own hospital (hidden ones too), in their order */
  categories: '/staff/goods/categories',
  /** POST StaffCategorySaveReq -> StaffCategory: create (no id) or rename / hide / show (id) */
  categorySave: '/staff/goods/categories/save',
  /** POST StaffCategoryOrderReq -> StaffCategoryListRes: the new order of the siblings of one parent */
  categoryOrder: '/staff/goods/categories/order',
  /** GET StaffGoodsQuery -> StaffGoodsListRes: the own hospital's goods by keyword, category, listed */
  goods: '/staff/goods',
  /** GET StaffIdQuery -> StaffGoods: one goods with its skus */
  goodsDetail: '/staff/goods/detail',
  /** POST StaffGoodsSaveReq -> StaffGoods: create (no id) or replace a goods and its skus (id) */
  goodsSave: '/staff/goods/save',
  /** POST StaffGoodsListedReq -> StaffGoods: put on sale (上架) or take off (下架) */
  goodsListed: '/staff/goods/listed',
  /** POST StaffImageUploadReq -> StaffImageRes: a goods picture (JPEG or PNG by content, metadata stripped) */
  imageUpload: '/staff/goods/images',
  /** GET StaffCouponQuery -> StaffCouponListRes: the own hospital's coupon rules */
  coupons: '/staff/coupons',
  /** POST StaffCouponSaveReq -> StaffCoupon: create (no id) or change a coupon rule (id) */
  couponSave: '/staff/coupons/save',
  /** POST StaffCouponGrantReq -> StaffCouponGrantRes: give a coupon to a registered patient by phone */
  couponGrant: '/staff/coupons/grant',
  /** GET -> StaffPaySuccessConfig: the pay-success page (支付有礼): banner, tip, recommended goods, gift coupons */
  paySuccess: '/staff/coupons/pay-success',
  /** POST StaffPaySuccessSaveReq -> StaffPaySuccessConfig: replace it (checked: own goods, own coupons, app pages) */
  paySuccessSave: '/staff/coupons/pay-success/save',
} as const

/** where an uploaded goods picture is served (public: shop content), `?id=` */
export const GOODS_IMAGE_PATH = '/goods-center/goods/image'
/** the largest goods picture accepted (bytes) */
export const STAFF_GOODS_IMAGE_MAX_BYTES = 2 * 1024 * 1024

export const StaffIdQuery = StrictObject({ id: Id() })
export type StaffIdQuery = Static<typeof StaffIdQuery>

// ------------------------------------------------------------------ categories

export const StaffCategory = StrictObject({
  id: Id(),
  categoryName: Type.String(),
  /** 1 top level, 2 under parentId */
  cateLevel: Type.Integer({ minimum: 1, maximum: 2 }),
  parentId: IdOr0(),
  sort: Int4(),
  hidden: Type.Boolean(),
  /** goods of this category (any status) */
  goodsCount: Count(),
})
export type StaffCategory = Static<typeof StaffCategory>
export const StaffCategoryListRes = StrictObject({ list: Type.Array(StaffCategory) })
export type StaffCategoryListRes = Static<typeof StaffCategoryListRes>

export const StaffCategorySaveReq = StrictObject({
  id: Type.Optional(Id()),
  categoryName: Type.String({ maxLength: 200 }),
  /** on create: 0 top level, or a top-level category's id */
  parentId: Type.Optional(IdOr0()),
  hidden: Type.Optional(Type.Boolean()),
})
export type StaffCategorySaveReq = Static<typeof StaffCategorySaveReq>

export const StaffCategoryOrderReq = StrictObject({
  parentId: IdOr0(),
  /** every sibling's id, in the new order */
  ids: Type.Array(Id(), { minItems: 1, maxItems: 500 }),
})
export type StaffCategoryOrderReq = Static<typeof StaffCategoryOrderReq>

// ------------------------------------------------------------------ goods

export const StaffSku = StrictObject({
  id: Id(),
  name: Type.String(),
  priceFen: Int4(),
  linedPriceFen: Int4(),
  stock: Int4(),
})
export type StaffSku = Static<typeof StaffSku>

export const StaffGoods = StrictObject({
  id: Id(),
  goodsDistributeId: Id(),
  goodsName: Type.String(),
  categoryId: IdOr0(),
  categoryName: Type.String(),
  /** 1 physical, 2 service, 3 combo */
  goodsType: Type.Integer({ minimum: 1, maximum: 3 }),
  /** 0 none, 1-4: the copywriting tag's type */
  copyType: Type.Integer({ minimum: 0, maximum: 4 }),
  copywriting: Type.String(),
  sellPoint: Type.String(),
  /** 1 hides the price */
  priceShowMode: Type.Integer({ minimum: 0, maximum: 1 }),
  /** stored paths of the pictures (the first is the main one) */
  images: Type.Array(Type.String()),
  /** their URLs */
  imageUrls: Type.Array(Type.String()),
  specName: Type.String(),
  skus: Type.Array(StaffSku),
  minPriceFen: Int4(),
  maxPriceFen: Int4(),
  stock: Count(),
  salesNum: Count(),
  listed: Type.Boolean(),
  createdAt: DateTimeString(),
})
export type StaffGoods = Static<typeof StaffGoods>

export const StaffGoodsQuery = StrictObject({
  keyword: Type.Optional(Type.String({ maxLength: 60 })),
  categoryId: Type.Optional(Id()),
  /** 1 listed, 0 not listed */
  listed: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
})
export type StaffGoodsQuery = Static<typeof StaffGoodsQuery>
export const StaffGoodsListRes = StrictObject({ list: Type.Array(StaffGoods), total: Count() })
export type StaffGoodsListRes = Static<typeof StaffGoodsListRes>

export const StaffSkuInput = StrictObject({
  /** an existing sku of this goods (kept, so carts and orders keep it); none: a new sku */
  id: Type.Optional(Id()),
  name: Type.String({ maxLength: 200 }),
  priceFen: Int4(),
  linedPriceFen: Type.Optional(Int4()),
  /** required (checked with its message, not by the schema) */
  stock: Type.Optional(Int4()),
})
export type StaffSkuInput = Static<typeof StaffSkuInput>

export const StaffGoodsSaveReq = StrictObject({
  id: Type.Optional(Id()),
  goodsName: Type.String({ maxLength: 200 }),
  categoryId: Id(),
  goodsType: Enum([1, 2, 3] as const),
  copyType: Type.Optional(Enum([0, 1, 2, 3, 4] as const)),
  copywriting: Type.Optional(Type.String({ maxLength: 200 })),
  sellPoint: Type.Optional(Type.String({ maxLength: 500 })),
  priceShowMode: Type.Optional(Enum([0, 1] as const)),
  images: Type.Array(Type.String({ maxLength: 300 }), { maxItems: 9 }),
  specName: Type.Optional(Type.String({ maxLength: 20 })),
  skus: Type.Array(StaffSkuInput, { maxItems: 50 }),
  /** on create: listed at once (default false) */
  listed: Type.Optional(Type.Boolean()),
})
export type StaffGoodsSaveReq = Static<typeof StaffGoodsSaveReq>

export const StaffGoodsListedReq = StrictObject({ id: Id(), listed: Type.Boolean() })
export type StaffGoodsListedReq = Static<typeof StaffGoodsListedReq>

/** POST: the picture as base64 in JSON (a data: URL prefix allowed) */
export const StaffImageUploadReq = StrictObject({ imageBase64: Type.String({ maxLength: 3_000_000 }) })
export type StaffImageUploadReq = Static<typeof StaffImageUploadReq>
export const StaffImageRes = StrictObject({ path: Type.String(), url: Type.String() })
export type StaffImageRes = Static<typeof StaffImageRes>

// ------------------------------------------------------------------ coupons

export const StaffCoupon = StrictObject({
  id: Id(),
  couponName: Type.String(),
  /** 1 amount, 2 discount, 3 per threshold */
  couponType: Type.Integer({ minimum: 1, maximum: 3 }),
  /** fen (amount kinds) or tenths of 折 (discount) */
  couponVal: Int4(),
  reachType: Type.Integer({ minimum: 0, maximum: 2 }),
  /** fen (reachType 1) or an item count (2) */
  reachVal: Int4(),
  periodBegin: Nullable(DateTimeString()),
  periodEnd: Nullable(DateTimeString()),
  periodDays: Nullable(Int4()),
  acquireBegin: Nullable(DateTimeString()),
  acquireEnd: Nullable(DateTimeString()),
  reqNum: Int4(),
  couponTotal: Int4(),
  receivedNum: Count(),
  goodsIds: Type.Array(Id()),
  inCenter: Type.Boolean(),
  newUser: Type.Boolean(),
  couponDescribe: Type.String(),
  /** 无门槛 / 满100元可用 …, the card's text */
  conditionText: Type.String(),
  /** ¥30 / 8.5折 */
  valueText: Type.String(),
})
export type StaffCoupon = Static<typeof StaffCoupon>

export const StaffCouponQuery = StrictObject({
  keyword: Type.Optional(Type.String({ maxLength: 60 })),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
})
export type StaffCouponQuery = Static<typeof StaffCouponQuery>
export const StaffCouponListRes = StrictObject({ list: Type.Array(StaffCoupon), total: Count() })
export type StaffCouponListRes = Static<typeof StaffCouponListRes>

export const StaffCouponSaveReq = StrictObject({
  id: Type.Optional(Id()),
  couponName: Type.String({ maxLength: 200 }),
  couponType: Enum([1, 2, 3] as const),
  couponVal: Int4(),
  reachType: Enum([0, 1, 2] as const),
  reachVal: Type.Optional(Int4()),
  periodBegin: Type.Optional(Nullable(Type.String({ maxLength: 30 }))),
  periodEnd: Type.Optional(Nullable(Type.String({ maxLength: 30 }))),
  periodDays: Type.Optional(Nullable(Int4())),
  acquireBegin: Type.Optional(Nullable(Type.String({ maxLength: 30 }))),
  acquireEnd: Type.Optional(Nullable(Type.String({ maxLength: 30 }))),
  reqNum: Int4(),
  couponTotal: Int4(),
  goodsIds: Type.Array(Id(), { maxItems: 200 }),
  /** listed in the coupon centre (default true) */
  inCenter: Type.Optional(Type.Boolean()),
  newUser: Type.Optional(Type.Boolean()),
  couponDescribe: Type.Optional(Type.String({ maxLength: 200 })),
})
export type StaffCouponSaveReq = Static<typeof StaffCouponSaveReq>

export const StaffCouponGrantReq = StrictObject({ id: Id(), phone: Type.String({ maxLength: 20 }) })
export type StaffCouponGrantReq = Static<typeof StaffCouponGrantReq>
export const StaffCouponGrantRes = StrictObject({ userCouponId: Id(), receivedNum: Count() })
export type StaffCouponGrantRes = Static<typeof StaffCouponGrantRes>

// ------------------------------------------------------------------ the pay-success page (支付有礼)

/** how many recommended goods and gift coupons the pay-success page takes */
export const PAY_SUCCESS_MAX_GOODS = 12
export const PAY_SUCCESS_MAX_GIFTS = 5

export const StaffPaySuccessSaveReq = StrictObject({
  /** an uploaded picture (StaffImageRes.path) or the stored one; null: no banner */
  bannerPath: Nullable(Type.String({ maxLength: 500 })),
  /** an app page of the route table (with an optional query) the banner opens; null: not a link */
  bannerLink: Nullable(Type.String({ maxLength: 300 })),
  /** the line under the result (at most 100 characters); null or '': none */
  tip: Nullable(Type.String({ maxLength: 500 })),
  goodsIds: Type.Array(Id(), { maxItems: PAY_SUCCESS_MAX_GOODS }),
  /** coupon rules every paid order brings (granted once per order) */
  giftRuleIds: Type.Array(Id(), { maxItems: PAY_SUCCESS_MAX_GIFTS }),
})
export type StaffPaySuccessSaveReq = Static<typeof StaffPaySuccessSaveReq>

export const StaffPaySuccessConfig = StrictObject({
  bannerPath: Nullable(Type.String()),
  /** the banner as the patient loads it */
  bannerUrl: Nullable(Type.String()),
  bannerLink: Nullable(Type.String()),
  tip: Nullable(Type.String()),
  goodsIds: Type.Array(Id()),
  giftRuleIds: Type.Array(Id()),
  /** 'YYYY-MM-DD HH:mm:ss' of the last change; null: never configured */
  updatedAt: Nullable(Type.String()),
})
export type StaffPaySuccessConfig = Static<typeof StaffPaySuccessConfig>

/** The goods and coupon desk's calls (contract/staffGoods.ts): categories, goods with skus, pictures, coupons, grants. */
import type {
  STAFF_GOODS_PATHS,
  StaffCategory,
  StaffCategoryListRes,
  StaffCategoryOrderReq,
  StaffCategorySaveReq,
  StaffCoupon,
  StaffCouponGrantReq,
  StaffCouponGrantRes,
  StaffCouponListRes,
  StaffCouponQuery,
  StaffCouponSaveReq,
  StaffGoods,
  StaffGoodsListedReq,
  StaffGoodsListRes,
  StaffGoodsQuery,
  StaffGoodsSaveReq,
  StaffImageRes,
  StaffPaySuccessConfig,
  StaffPaySuccessSaveReq,
} from '@contract/staffGoods'
import { request } from '../../shared/request'

export const GOODS_PATHS: typeof STAFF_GOODS_PATHS = {
  categories: '/staff/goods/categories',
  categorySave: '/staff/goods/categories/save',
  categoryOrder: '/staff/goods/categories/order',
  goods: '/staff/goods',
  goodsDetail: '/staff/goods/detail',
  goodsSave: '/staff/goods/save',
  goodsListed: '/staff/goods/listed',
  imageUpload: '/staff/goods/images',
  coupons: '/staff/coupons',
  couponSave: '/staff/coupons/save',
  couponGrant: '/staff/coupons/grant',
  paySuccess: '/staff/coupons/pay-success',
  paySuccessSave: '/staff/coupons/pay-success/save',
}
/** contract/staffGoods.ts STAFF_GOODS_IMAGE_MAX_BYTES (the server checks it too) */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024

export type Category = StaffCategory
export type Goods = StaffGoods
export type GoodsQuery = StaffGoodsQuery
export type GoodsBody = StaffGoodsSaveReq
export type Coupon = StaffCoupon
export type CouponQuery = StaffCouponQuery
export type CouponBody = StaffCouponSaveReq
export type PaySuccess = StaffPaySuccessConfig

export const listCategories = () => request<StaffCategoryListRes>('GET', GOODS_PATHS.categories)
export const saveCategory = (body: StaffCategorySaveReq) => request<StaffCategoryListRes>('POST', GOODS_PATHS.categorySave, { body })
export const orderCategories = (body: StaffCategoryOrderReq) => request<StaffCategoryListRes>('POST', GOODS_PATHS.categoryOrder, { body })
export const listGoods = (q: StaffGoodsQuery) => request<StaffGoodsListRes>('GET', GOODS_PATHS.goods, { query: q })
export const saveGoods = (body: StaffGoodsSaveReq) => request<StaffGoods>('POST', GOODS_PATHS.goodsSave, { body })
export const setListed = (body: StaffGoodsListedReq) => request<StaffGoods>('POST', GOODS_PATHS.goodsListed, { body })
export const uploadImage = (imageBase64: string) => request<StaffImageRes>('POST', GOODS_PATHS.imageUpload, { body: { imageBase64 } })
export const listCoupons = (q: StaffCouponQuery) => request<StaffCouponListRes>('GET', GOODS_PATHS.coupons, { query: q })
export const saveCoupon = (body: StaffCouponSaveReq) => request<StaffCoupon>('POST', GOODS_PATHS.couponSave, { body })
export const grantCoupon = (body: StaffCouponGrantReq) => request<StaffCouponGrantRes>('POST', GOODS_PATHS.couponGrant, { body })
export const paySuccessConfig = () => request<StaffPaySuccessConfig>('GET', GOODS_PATHS.paySuccess)
export const savePaySuccess = (body: StaffPaySuccessSaveReq) => request<StaffPaySuccessConfig>('POST', GOODS_PATHS.paySuccessSave, { body })

/** a file's bytes as base64 */
export function fileBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader()
    r.onload = () => resolve(String(r.result).replace(/^data:[^,]*,/, ''))
    r.onerror = () => reject(new Error('文件读取失败'))
    r.readAsDataURL(file)
  })
}

/** yuan typed in a form → fen (null stays null) */
export const fen = (yuan: number | null | undefined): number | undefined =>
  yuan === null || yuan === undefined ? undefined : Math.round(Number(yuan) * 100)

/** '2026-03-01T09:30' (datetime-local) ↔ '2026-03-01 09:30:00' (the contract's business wall time) */
export const toWallTime = (local: string | null | undefined): string | null => (local ? `${local.replace('T', ' ')}:00`.slice(0, 19) : null)
export const toLocalInput = (wall: string | null | undefined): string => (wall ? wall.slice(0, 16).replace(' ', 'T') : '')

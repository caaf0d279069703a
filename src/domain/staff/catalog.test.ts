import * as M from '../messages/staffGoods'
import { checkCategoryName, checkCouponDraft, checkGoodsDraft, type CouponDraft, type GoodsDraft } from './catalog'

const goods: GoodsDraft = {
  goodsName: '家用血压计',
  goodsType: 1,
  copyType: 1,
  copywriting: '热卖',
  images: ['/goods-center/goods/image/1'],
  skus: [
    { name: '标准版', priceFen: 19900, linedPriceFen: 25900, stock: 10 },
    { name: '语音版', priceFen: 29900, stock: 0 },
  ],
}

test('a goods draft: name, copy, pictures, skus with prices in fen and stock', () => {
  expect(checkGoodsDraft(goods)).toBeNull()
  expect(checkGoodsDraft({ ...goods, goodsName: '  ' })).toBe(M.STAFF_GOODS_NAME_REQUIRED)
  expect(checkGoodsDraft({ ...goods, goodsName: '名'.repeat(61) })).toBe(M.STAFF_GOODS_NAME_TOO_LONG)
  expect(checkGoodsDraft({ ...goods, copywriting: '' })).toBe(M.STAFF_GOODS_COPY_REQUIRED)
  expect(checkGoodsDraft({ ...goods, copyType: 0, copywriting: '' })).toBeNull()
  expect(checkGoodsDraft({ ...goods, images: [] })).toBe(M.STAFF_GOODS_IMAGE_REQUIRED)
  expect(checkGoodsDraft({ ...goods, skus: [] })).toBe(M.STAFF_GOODS_SKU_REQUIRED)
  const sku2 = (s: Partial<GoodsDraft['skus'][number]>) => ({ ...goods, skus: [goods.skus[0], { ...goods.skus[1], ...s }] })
  expect(checkGoodsDraft(sku2({ priceFen: -1 }))).toBe(M.STAFF_GOODS_PRICE_NEGATIVE(2))
  expect(checkGoodsDraft(sku2({ priceFen: 0 }))).toBe(M.STAFF_GOODS_PRICE_ZERO(2))
  expect(checkGoodsDraft(sku2({ priceFen: 100_000_001 }))).toBe(M.STAFF_GOODS_PRICE_TOO_HIGH(2))
  expect(checkGoodsDraft(sku2({ linedPriceFen: 100 }))).toBe(M.STAFF_GOODS_LINED_BELOW_PRICE(2))
  expect(checkGoodsDraft(sku2({ stock: undefined }))).toBe(M.STAFF_GOODS_STOCK_REQUIRED(2))
  expect(checkGoodsDraft(sku2({ stock: -3 }))).toBe(M.STAFF_GOODS_STOCK_NEGATIVE(2))
  expect(checkGoodsDraft(sku2({ name: '标准版' }))).toBe(M.STAFF_GOODS_SKU_DUPLICATE('标准版'))
  expect(checkGoodsDraft(sku2({ name: ' ' }))).toBe(M.STAFF_GOODS_SKU_NAME_REQUIRED(2))
})

test('a category name', () => {
  expect(checkCategoryName('家用器械')).toBeNull()
  expect(checkCategoryName(' ')).toBe(M.STAFF_CATEGORY_NAME_REQUIRED)
  expect(checkCategoryName('一二三四五六七八九十一')).toBe(M.STAFF_CATEGORY_NAME_TOO_LONG)
})

const coupon: CouponDraft = {
  couponName: '血压计立减',
  couponType: 1,
  couponVal: 3000,
  reachType: 1,
  reachVal: 10000,
  periodBegin: '2026-01-01 00:00:00',
  periodEnd: '2026-12-31 23:59:59',
  reqNum: 1,
  couponTotal: 100,
  goodsIds: [7],
}

test('a coupon rule: face, threshold, windows, limits', () => {
  expect(checkCouponDraft(coupon)).toBeNull()
  expect(checkCouponDraft({ ...coupon, couponName: '' })).toBe(M.STAFF_COUPON_NAME_REQUIRED)
  expect(checkCouponDraft({ ...coupon, couponVal: 0 })).toBe(M.STAFF_COUPON_AMOUNT_INVALID)
  expect(checkCouponDraft({ ...coupon, couponType: 2, couponVal: 100 })).toBe(M.STAFF_COUPON_DISCOUNT_INVALID)
  expect(checkCouponDraft({ ...coupon, couponType: 2, couponVal: 85 })).toBeNull()
  expect(checkCouponDraft({ ...coupon, reachVal: 2000 })).toBe(M.STAFF_COUPON_THRESHOLD_BELOW_AMOUNT)
  expect(checkCouponDraft({ ...coupon, reachVal: 3000 })).toBe(M.STAFF_COUPON_THRESHOLD_BELOW_AMOUNT)
  expect(checkCouponDraft({ ...coupon, reachVal: 0 })).toBe(M.STAFF_COUPON_THRESHOLD_REQUIRED)
  expect(checkCouponDraft({ ...coupon, reachType: 0, reachVal: 0 })).toBeNull()
  expect(checkCouponDraft({ ...coupon, couponType: 3, reachType: 0, reachVal: 0 })).toBe(M.STAFF_COUPON_PER_THRESHOLD_NEEDS_REACH)
  expect(checkCouponDraft({ ...coupon, reachType: 2, reachVal: 2 })).toBeNull()
  expect(checkCouponDraft({ ...coupon, periodEnd: '2025-12-31 00:00:00' })).toBe(M.STAFF_COUPON_END_BEFORE_START)
  expect(checkCouponDraft({ ...coupon, periodEnd: '2026-02-30 00:00:00' })).toBe(M.STAFF_COUPON_DATE_INVALID)
  expect(checkCouponDraft({ ...coupon, periodBegin: null, periodEnd: null })).toBe(M.STAFF_COUPON_PERIOD_REQUIRED)
  expect(checkCouponDraft({ ...coupon, periodBegin: null, periodEnd: null, periodDays: 30 })).toBeNull()
  expect(checkCouponDraft({ ...coupon, periodBegin: null, periodEnd: null, periodDays: 0 })).toBe(M.STAFF_COUPON_PERIOD_DAYS_INVALID)
  expect(checkCouponDraft({ ...coupon, acquireBegin: '2026-02-01 00:00:00', acquireEnd: '2026-01-01 00:00:00' })).toBe(
    M.STAFF_COUPON_ACQUIRE_END_BEFORE_START,
  )
  expect(checkCouponDraft({ ...coupon, acquireEnd: '2027-01-01 00:00:00' })).toBe(M.STAFF_COUPON_ACQUIRE_AFTER_PERIOD)
  expect(checkCouponDraft({ ...coupon, reqNum: 0 })).toBe(M.STAFF_COUPON_LIMIT_INVALID)
  expect(checkCouponDraft({ ...coupon, couponTotal: 0 })).toBe(M.STAFF_COUPON_TOTAL_INVALID)
})

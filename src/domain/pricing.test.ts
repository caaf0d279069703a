import {
  linePrice,
  tieredUnitPrice,
  fullReductionTiers,
  fullReductionDiscount,
  fullReductionHint,
  giftState,
  giftStatusLabel,
  isGiftSelectable,
  giftMaxCount,
  giftStatusOf,
  preselectGifts,
  validateGiftSelection,
  toggleGift,
  giftPickerFooter,
  priceDisplay,
  showSkuConfirm,
  allocateCents,
  allocateProportionally,
  priceOrder,
  formatOrderTotals,
  type FullReductionTier,
  type GiftItem,
  type PriceLineInput,
} from './pricing'
import type { CouponLike } from './coupons'
import { cn } from '@test-support/domain/cn'

const NOW = cn('2024-06-15 12:00')

describe('line price (SPEC §4)', () => {
  it.each([
    [{ price: 100 }, '100'],
    [{ price: 100, activityPrice: 80 }, '100'], // no activity: normal price
    [{ price: 100, activityId: 1, activityPrice: 80 }, '80'],
    [{ price: 100, activityId: 1, activityPrice: 80, activityDiscountPrice: 70 }, '70'],
    [{ price: 100, activity: {}, activityDiscountPrice: 70 }, '70'],
    [{ price: 100, activityId: 1 }, '100'], // activity without prices
    [{ price: 100, activityId: 1, activityPrice: '', activityDiscountPrice: null }, '100'],
    [{ price: 100, activityId: 1, activityPrice: 0 }, '0'], // 0 is a price
    [{ price: 100, activityId: '', activityPrice: 80 }, '100'],
    [{ price: 100, activity: null, activityPrice: 80 }, '100'],
  ])('%j -> %s', (line, e) => expect(linePrice(line).toString()).toBe(e))
})

describe('tiered prices', () => {
  const tiers = [
    { minNum: 5, price: 8 },
    { minNum: 3, price: 9 },
    { minNum: 10, price: 7 },
  ]
  it.each([
    [1, '10'],
    [2, '10'],
    [3, '9'],
    [4, '9'],
    [5, '8'],
    [9, '8'],
    [10, '7'],
    [100, '7'],
  ])('qty %p -> %s', (q, e) => {
    expect(tieredUnitPrice(10, tiers, q).toString()).toBe(e)
  })
  it('no tiers: base price', () => expect(tieredUnitPrice('12.5', null, 3).toString()).toBe('12.5'))
})

describe('full reduction (SPEC §3)', () => {
  const tiers: FullReductionTier[] = [
    { totalAmount: 100, type: 1, amount: 10 },
    { totalAmount: 300, type: 1, amount: 50 },
    { totalAmount: 500, type: 2, amount: 8 },
  ]
  it.each([
    [0, null, 100, '100'],
    [99.99, null, 100, '0.01'],
    [100, 100, 300, '200'],
    [299.99, 100, 300, '0.01'],
    [300, 300, 500, '200'],
    [500, 500, null, '0'],
    [10000, 500, null, '0'],
  ])('subtotal %p -> current %p next %p shortfall %s', (s, cur, next, short) => {
    const r = fullReductionTiers(tiers, s)
    expect(r.current?.totalAmount ?? null).toBe(cur)
    expect(r.next?.totalAmount ?? null).toBe(next)
    expect(r.shortfall.toString()).toBe(short)
  })
  it.each([
    [{ totalAmount: 100, type: 1, amount: 10 }, 150, '10'],
    [{ totalAmount: 100, type: 1, amount: 200 }, 150, '150'], // never above the subtotal
    [{ totalAmount: 100, type: 1, amount: 10 }, 0, '0'],
    [{ totalAmount: 500, type: 2, amount: 8 }, 500, '100'], // 8折 -> 20 % off
    [{ totalAmount: 500, type: 2, amount: 8.5 }, 555.55, '83.33'], // 15 % of 555.55 = 83.3325
    [{ totalAmount: 500, type: 2, amount: 9.5 }, 100.1, '5.01'], // 5.005 -> 5.01 half up
    [{ totalAmount: 500, type: 2, amount: 9.25 }, 100, '7.5'], // 0.75 × 10 % (fractional tenths)
    [{ totalAmount: 500, type: 2, amount: 10 }, 100, '0'],
    [{ totalAmount: 500, type: 2, amount: 12 }, 100, '0'], // clamped to 10折
    [{ totalAmount: 500, type: 3, amount: 8 }, 100, '0'], // unknown type
  ])('discount %j on %p -> %s', (tier, s, e) => expect(fullReductionDiscount(tier as FullReductionTier, s).toString()).toBe(e))
  it('null tier takes nothing', () => expect(fullReductionDiscount(null, 100).toString()).toBe('0'))
  it.each([
    [50, '再买50.00元可减10元'],
    [350, '再买150.00元可享8折'],
    [600, '已满500元，已享8折'],
  ])('hint at %p -> %s', (s, e) => expect(fullReductionHint(fullReductionTiers(tiers, s))).toBe(e))
  it('hint for a reached reduce tier and for no tiers', () => {
    expect(fullReductionHint(fullReductionTiers([{ totalAmount: 100, type: 1, amount: 10 }], 120))).toBe('已满100元，已减10元')
    expect(fullReductionHint(fullReductionTiers([], 120))).toBeNull()
  })
})

describe('gifts (SPEC §4, §5)', () => {
  it.each([
    [0, 'available', null, true],
    [null, 'available', null, true],
    [1, 'insufficient', '赠品不足', false],
    [2, 'claimed', '已领完', false],
    ['3', 'claimed', '已领完', false],
  ])('giftStatus %p -> %s', (s, state, label, sel) => {
    expect(giftState({ giftStatus: s })).toBe(state)
    expect(giftStatusLabel({ giftStatus: s })).toBe(label)
    expect(isGiftSelectable({ giftStatus: s })).toBe(sel)
  })
  const g = (s: number, checked = false): GiftItem => ({ giftStatus: s, checked })
  it.each([
    [2, [g(0), g(0), g(0)], 2],
    [5, [g(0), g(1), g(2)], 1], // lesser of gift number and available gifts
    [0, [g(0)], 0],
    [null, [g(0)], 0],
    [3, [], 0],
  ])('giftMaxCount(%p) -> %p', (num, gifts, e) => expect(giftMaxCount(num, gifts)).toBe(e))
  it('preselects unchecked available gifts up to the maximum, keeping checked ones first', () => {
    const gifts = [g(1), g(0), g(0, true), g(0), g(2, true)]
    const out = preselectGifts(gifts, 2)
    expect(out.map((x) => x.checked)).toEqual([false, true, true, false, false])
    expect(gifts[4].checked).toBe(true) // input untouched
  })
  it('preselection trims extra checked gifts and handles max 0', () => {
    expect(preselectGifts([g(0, true), g(0, true), g(0, true)], 2).map((x) => x.checked)).toEqual([true, true, false])
    expect(preselectGifts([g(0), g(0)], 0).map((x) => x.checked)).toEqual([false, false])
  })
  it.each([
    [[g(0), g(0)], 1, '至少选择一个赠品'],
    [[g(0, true), g(0)], 1, null],
    [[g(0, true), g(0, true)], 1, '最多可选1种商品'],
    [[g(0, true), g(0, true), g(0, true)], 3, null],
    [[g(1), g(2)], 1, null], // nothing available: nothing required
    [[g(1, true)], 1, null], // unavailable checked does not count
    [[], 0, null],
  ])('validateGiftSelection %j max %p -> %p', (gifts, max, e) => expect(validateGiftSelection(gifts, max)).toBe(e))
  it('toggleGift refuses beyond the maximum and unavailable gifts', () => {
    const gifts = [g(0, true), g(0), g(1)]
    expect(toggleGift(gifts, 1, 1)).toEqual({ gifts, message: '最多可选1种商品' })
    expect(toggleGift(gifts, 1, 2).gifts[1].checked).toBe(true)
    expect(toggleGift(gifts, 0, 1).gifts[0].checked).toBe(false)
    expect(toggleGift(gifts, 2, 3)).toEqual({ gifts, message: null })
    expect(toggleGift(gifts, 9, 3)).toEqual({ gifts, message: null })
  })
  it('footer texts', () => {
    expect(giftPickerFooter([g(0, true), g(0, true), g(0)], 3)).toEqual({ selected: '已选：2', limit: '最多可选3种商品' })
  })
})

describe('price display flags (SPEC §3, §4, §5)', () => {
  it.each([
    [{ price: 12 }, { kind: 'price', text: '12.00' }],
    [
      { price: 12, priceShowMode: 0, goodsPriceFlag: 0 },
      { kind: 'price', text: '12.00' },
    ],
    [{ price: 12, priceShowMode: 1 }, { kind: 'hidden' }],
    [{ price: 12, priceShowMode: '1', goodsPriceFlag: 1, customCopy: '面诊后付款' }, { kind: 'hidden' }],
    [
      { price: 12, goodsPriceFlag: 1, customCopy: '面诊后付款' },
      { kind: 'copy', text: '面诊后付款' },
    ],
    [
      { price: 12, goodsPriceFlag: 1 },
      { kind: 'copy', text: '' },
    ],
  ])('%j', (input, e) => expect(priceDisplay(input)).toEqual(e))
  it.each([
    [false, 'other', 0, false],
    [true, 'other', 1, true],
    [true, 'cart', 1, false],
    [true, 'pay', 1, false],
    [true, 'cart', 0, true],
    [true, 'pay', null, true],
  ])('sku confirm resolved %p action %s mode %p -> %p', (skuResolved, action, priceShowMode, e) => {
    expect(showSkuConfirm({ skuResolved, action: action as 'cart', priceShowMode })).toBe(e)
  })
})

describe('allocation', () => {
  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [100, [0, 1, 1], [0, 50, 50]],
    [1, [1, 1], [1, 0]],
    [0, [1, 2], [0, 0]],
    [10, [0, 0], [0, 0]],
    [7, [100, 200, 400], [1, 2, 4]],
    [-10, [1, 1, 1], [-4, -3, -3]],
    [5, [3, -2, 2], [3, 0, 2]],
  ])('allocateCents(%p, %j) -> %j', (t, w, e) => {
    const out = allocateCents(t, w)
    expect(out).toEqual(e)
    expect(out.reduce((a, b) => a + b, 0)).toBe(w.some((x) => x > 0) ? t : 0)
  })
  it('BigInt path for large products stays exact', () => {
    const out = allocateCents(9_000_000_000, [3_000_000_000, 3_000_000_000, 3_000_000_001])
    expect(out.reduce((a, b) => a + b, 0)).toBe(9_000_000_000)
    // exact shares 2999999999.67, 2999999999.67, 3000000000.67: the two largest remainders get a cent
    expect(out).toEqual([3_000_000_000, 3_000_000_000, 3_000_000_000])
  })
  it('yuan wrapper', () => {
    expect(allocateProportionally('1.00', [1, 1, 1]).map(String)).toEqual(['0.34', '0.33', '0.33'])
  })
})

describe('priceOrder (SPEC §3 totals)', () => {
  const lines: PriceLineInput[] = [
    { key: 'a', goodsId: 1, goodsNum: 2, price: '100.00' }, // 200
    { key: 'b', goodsId: 2, goodsNum: 1, price: 60, activityId: 9, activityPrice: 50, activityDiscountPrice: 45 }, // 60 -> 45
    { key: 'c', goodsId: 3, goodsNum: 3, price: 10, tieredPrices: [{ minNum: 3, price: 9 }] }, // tier 9 × 3 = 27
    { key: 'd', goodsId: 4, goodsNum: 1, price: 999, checked: false },
    { key: 'e', goodsId: 5, goodsNum: 1, price: 999, lostEfficacy: true },
    { key: 'f', goodsId: 6, goodsNum: 1, price: 50, isGift: true },
    { key: 'g', goodsId: 7, goodsNum: 0, price: 50 },
  ]
  it('without promotions and coupons', () => {
    const r = priceOrder({ lines, now: NOW })
    expect(formatOrderTotals(r)).toEqual({
      goodsTotalMoney: '287.00',
      activityTotalDiscountMoney: '15.00',
      couponDiscountMoney: '0.00',
      payable: '272.00',
    })
    expect(r.lines.map((l) => l.included)).toEqual([true, true, true, false, false, false, false])
    expect(r.lines[1].activityUnitPrice.toString()).toBe('45')
    expect(r.lines[2].unitPrice.toString()).toBe('9')
    expect(r.coupon).toBeNull()
  })
  it('an activity price above the normal price is capped to it', () => {
    const r = priceOrder({ lines: [{ key: 'x', goodsId: 1, goodsNum: 1, price: 10, activityId: 1, activityPrice: 12 }], now: NOW })
    expect(r.payable.toString()).toBe('10')
    expect(r.activityTotalDiscountMoney.toString()).toBe('0')
  })
  it('full reduction applies to its lines, split in proportion', () => {
    const r = priceOrder({
      lines: lines.map((l) => (l.key === 'a' || l.key === 'b' ? { ...l, promotionId: 'P' } : l)),
      promotions: [
        {
          id: 'P',
          fullReductionDetailList: [
            { totalAmount: 200, type: 1, amount: 20 },
            { totalAmount: 300, type: 1, amount: 50 },
          ],
        },
      ],
      now: NOW,
    })
    // promotion subtotal 245 -> tier 200, 20 off; shares 200:45
    expect(r.promotions[0]).toMatchObject({ inactive: false })
    expect(r.promotions[0].subtotal.toString()).toBe('245')
    expect(r.promotions[0].discount.toString()).toBe('20')
    expect(r.promotions[0].shortfall.toString()).toBe('55')
    expect(r.lines[0].promotionDiscount.toString()).toBe('16.33')
    expect(r.lines[1].promotionDiscount.toString()).toBe('3.67')
    expect(formatOrderTotals(r)).toEqual({
      goodsTotalMoney: '287.00',
      activityTotalDiscountMoney: '35.00',
      couponDiscountMoney: '0.00',
      payable: '252.00',
    })
  })
  it('a promotion outside its period gives nothing', () => {
    const r = priceOrder({
      lines: [{ key: 'a', goodsId: 1, goodsNum: 1, price: 300, promotionId: 1 }],
      promotions: [{ id: 1, periodEnd: '2024-06-14', fullReductionDetailList: [{ totalAmount: 100, type: 1, amount: 10 }] }],
      now: NOW,
    })
    expect(r.promotions[0].inactive).toBe(true)
    expect(r.payable.toString()).toBe('300')
  })
  const coupons: CouponLike[] = [
    { userCouponId: 'small', couponType: 1, couponVal: 1000, reachType: 0 },
    { userCouponId: 'big', couponType: 1, couponVal: 3000, reachType: 1, reachVal: 250 },
    { userCouponId: 'only2', couponType: 2, couponVal: 50, reachType: 0, goodsIdList: [2] }, // 5折 on 45 -> 22.5
  ]
  it('best coupon by default, allocated to lines', () => {
    const r = priceOrder({ lines, coupons, now: NOW })
    expect(r.coupon?.coupon.userCouponId).toBe('big')
    expect(r.couponDiscountMoney.toString()).toBe('30')
    expect(r.payable.toString()).toBe('242')
    expect(r.lines.reduce((a, l) => a + l.cents.couponDiscount, 0)).toBe(3000)
  })
  it('a selected coupon, none, and an unusable or unknown selection', () => {
    const chosen = priceOrder({ lines, coupons, couponSelection: 'only2', now: NOW })
    expect(chosen.couponDiscountMoney.toString()).toBe('22.5')
    expect(chosen.lines[1].couponDiscount.toString()).toBe('22.5')
    expect(chosen.lines[0].couponDiscount.toString()).toBe('0')
    expect(chosen.bestCoupon?.coupon.userCouponId).toBe('big')
    expect(priceOrder({ lines, coupons, couponSelection: 'none', now: NOW }).couponDiscountMoney.toString()).toBe('0')
    expect(priceOrder({ lines, coupons, couponSelection: 'nope', now: NOW }).coupon).toBeNull()
    const few = lines.slice(2, 3) // 27 yuan: 'big' needs 250
    expect(priceOrder({ lines: few, coupons, couponSelection: 'big', now: NOW }).coupon).toBeNull()
  })
  it('payable never below zero and totals equal the sum of lines', () => {
    const r = priceOrder({
      lines: [{ key: 'a', goodsId: 1, goodsNum: 1, price: 5 }],
      coupons: [{ couponType: 1, couponVal: 100000 }],
      now: NOW,
    })
    expect(r.couponDiscountMoney.toString()).toBe('5')
    expect(r.payable.toString()).toBe('0')
    expect(r.lines[0].payable.toString()).toBe('0')
  })
  it('lines serialise to two-decimal strings', () => {
    const r = priceOrder({ lines: lines.slice(0, 1), now: NOW })
    expect(JSON.parse(JSON.stringify(r.lines[0]))).toEqual({
      key: 'a',
      goodsId: 1,
      included: true,
      quantity: 2,
      unitPrice: '100.00',
      activityUnitPrice: '100.00',
      goodsAmount: '200.00',
      activityDiscount: '0.00',
      promotionDiscount: '0.00',
      couponDiscount: '0.00',
      payable: '200.00',
    })
  })
  it('prices with more than two decimals are taken to the cent, half up', () => {
    const r = priceOrder({ lines: [{ key: 'a', goodsId: 1, goodsNum: 3, price: '1.005' }], now: NOW })
    expect(r.goodsTotalMoney.toString()).toBe('3.03')
  })
  it('empty order', () => {
    const r = priceOrder({ lines: [] })
    expect(formatOrderTotals(r)).toEqual({
      goodsTotalMoney: '0.00',
      activityTotalDiscountMoney: '0.00',
      couponDiscountMoney: '0.00',
      payable: '0.00',
    })
  })
})

describe('giftStatusOf (gift amount left and the gift sku stock)', () => {
  test.each([
    [1, { stock: 5, stockFlag: 1 }, 0],
    [1, { stock: 0, stockFlag: 1 }, 1],
    [1, { stock: 0, stockFlag: 0 }, 0],
    [0, { stock: 5, stockFlag: 1 }, 1],
    [0, { stock: 0, stockFlag: 0 }, 1],
    [3, { stock: -1, stockFlag: 1 }, 1],
  ] as const)('left %p, sku %p -> %p', (left, sku, e) => expect(giftStatusOf(left, sku)).toBe(e))
})

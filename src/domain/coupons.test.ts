import {
  couponClaimState,
  couponClaimLabel,
  canClaimCoupon,
  couponKind,
  reachKind,
  couponValueParts,
  couponValueText,
  couponConditionText,
  buildCouponBasis,
  evaluateCoupon,
  chooseBestCoupon,
  couponKey,
  toggleCouponSelection,
  couponUnusableInfo,
  couponPopupItems,
  couponPopupHeight,
  type CouponLike,
  type CouponLine,
} from './coupons'
import * as M from './messages'
import { cn } from '@test-support/domain/cn'

const NOW = cn('2024-06-15 12:00:00')
const lines: CouponLine[] = [
  { goodsId: 1, amount: '100.00', quantity: 2 },
  { goodsId: 2, amount: '50.50', quantity: 1 },
  { goodsId: 3, amount: 30, quantity: 3 },
  { goodsId: 4, amount: 999, quantity: 1, isGift: true }, // gifts never count
]
// eligible total 180.50, 6 items
const c = (p: Partial<CouponLike>): CouponLike => ({ couponType: 1, couponVal: 1000, reachType: 0, reachVal: 0, ...p })

describe('claim state from userCouponFail (SPEC §4)', () => {
  it.each([
    [null, 'claimable', '立即领取', true],
    [undefined, 'claimable', '立即领取', true],
    ['', 'claimable', '立即领取', true],
    [0, 'claimable', '立即领取', true],
    [1, 'notClaimable', '不可领取', false],
    ['1', 'notClaimable', '不可领取', false],
    [2, 'allClaimed', '已领完', false],
    [3, 'claimed', '已领取', false],
    ['3', 'claimed', '已领取', false],
    [9, 'notClaimable', '不可领取', false],
  ])('%p -> %s %s', (fail, state, label, can) => {
    expect(couponClaimState(fail)).toBe(state)
    expect(couponClaimLabel(fail)).toBe(label)
    expect(canClaimCoupon({ userCouponFail: fail })).toBe(can)
  })
})

describe('kinds, values and condition texts (SPEC §3, §9)', () => {
  it.each([
    [2, 'discount'],
    ['2', 'discount'],
    [3, 'perThreshold'],
    [1, 'amount'],
    [null, 'amount'],
    [0, 'amount'],
    [4, 'amount'],
  ])('couponType %p -> %s', (t, k) => expect(couponKind({ couponType: t })).toBe(k))
  it.each([
    [0, 'none'],
    [null, 'none'],
    ['', 'none'],
    [2, 'count'],
    ['2', 'count'],
    [1, 'amount'],
    [3, 'amount'],
  ])('reachType %p -> %s', (t, k) => expect(reachKind({ reachType: t })).toBe(k))
  it.each([
    [c({ couponVal: 1000 }), { value: '10', unit: '元' }, '¥10'],
    [c({ couponVal: 1050 }), { value: '10.5', unit: '元' }, '¥10.5'],
    [c({ couponType: 2, couponVal: 85 }), { value: '8.5', unit: '折' }, '8.5折'],
    [c({ couponType: 2, couponVal: 90 }), { value: '9', unit: '折' }, '9折'],
    [c({ couponType: 3, couponVal: 500 }), { value: '5', unit: '元' }, '¥5'],
  ])('%j', (coupon, parts, text) => {
    expect(couponValueParts(coupon)).toEqual(parts)
    expect(couponValueText(coupon)).toBe(text)
  })
  it.each([
    [c({ reachType: 0 }), '无门槛'],
    [c({ reachType: 1, reachVal: 0 }), '无门槛'],
    [c({ reachType: 1, reachVal: 100 }), '满100元可用'],
    [c({ reachType: 1, reachVal: 99.5 }), '满99.5元可用'],
    [c({ reachType: 2, reachVal: 3 }), '满3件可用'],
    [c({ couponType: 3, couponVal: 1000, reachType: 1, reachVal: 100 }), '每满100元减10元'],
    [c({ couponType: 3, couponVal: 500, reachType: 2, reachVal: 2 }), '每满2件减5元'],
    [c({ couponType: 3, couponVal: 500, reachType: 0 }), '无门槛'],
  ])('condition %j -> %s', (coupon, text) => expect(couponConditionText(coupon)).toBe(text))
})

describe('evaluateCoupon: applicability and discount', () => {
  it('basis aggregates non-gift lines by goods', () => {
    const b = buildCouponBasis([...lines, { goodsId: 1, amount: 10, quantity: 1 }, { goodsId: 9, amount: 5, quantity: 0 }])
    expect(b.totalCents).toBe(19050)
    expect(b.totalCount).toBe(7)
    expect(b.byGoods.get('1')).toEqual({ cents: 11000, count: 3 })
    expect(b.byGoods.has('4')).toBe(false)
  })
  it.each([
    // amount coupons
    ['amount, no threshold', c({ couponVal: 1000 }), true, '10'],
    ['amount, threshold exactly met', c({ couponVal: 2000, reachType: 1, reachVal: 180.5 }), true, '20'],
    ['amount, threshold one cent short', c({ couponVal: 2000, reachType: 1, reachVal: 180.51 }), false, '0'],
    ['amount larger than the order is capped', c({ couponVal: 50000 }), true, '180.5'],
    ['amount, count threshold met (6 items)', c({ couponVal: 500, reachType: 2, reachVal: 6 }), true, '5'],
    ['amount, count threshold missed (7 items)', c({ couponVal: 500, reachType: 2, reachVal: 7 }), false, '0'],
    // discount coupons: 180.50 × 15 % = 27.075 -> 27.08 (half up)
    ['discount 8.5折', c({ couponType: 2, couponVal: 85 }), true, '27.08'],
    ['discount 9.9折', c({ couponType: 2, couponVal: 99 }), true, '1.81'], // 1.805 -> 1.81
    ['discount 10折 takes nothing', c({ couponType: 2, couponVal: 100 }), true, '0'],
    ['discount 0折 takes all', c({ couponType: 2, couponVal: 0 }), true, '180.5'],
    ['discount 8.55折 (fractional tenths)', c({ couponType: 2, couponVal: 85.5 }), true, '26.17'], // 180.5 × 14.5 % = 26.1725
    ['discount with amount threshold', c({ couponType: 2, couponVal: 80, reachType: 1, reachVal: 200 }), false, '0'],
    // per-threshold
    ['per 100 yuan take 10 (180.5 -> once)', c({ couponType: 3, couponVal: 1000, reachType: 1, reachVal: 100 }), true, '10'],
    ['per 60 yuan take 10 (3 times)', c({ couponType: 3, couponVal: 1000, reachType: 1, reachVal: 60 }), true, '30'],
    ['per 2 items take 5 (3 times)', c({ couponType: 3, couponVal: 500, reachType: 2, reachVal: 2 }), true, '15'],
    ['per 200 yuan not reached', c({ couponType: 3, couponVal: 1000, reachType: 1, reachVal: 200 }), false, '0'],
    ['per-threshold without threshold applies once', c({ couponType: 3, couponVal: 700 }), true, '7'],
    ['per-threshold capped at the amount', c({ couponType: 3, couponVal: 10000, reachType: 2, reachVal: 1 }), true, '180.5'],
  ])('%s', (_name, coupon, usable, discount) => {
    const e = evaluateCoupon(coupon, lines, NOW)
    expect(e.usable).toBe(usable)
    expect(e.discount.toString()).toBe(discount)
    expect(e.discount.lte(e.eligibleAmount)).toBe(true)
  })
  it('threshold message names the condition', () => {
    expect(evaluateCoupon(c({ reachType: 1, reachVal: 500 }), lines, NOW).reason).toBe('未满足使用条件：满500元可用')
    expect(evaluateCoupon(c({ reachType: 2, reachVal: 10 }), lines, NOW).reason).toBe('未满足使用条件：满10件可用')
  })
  it.each([
    [{ goodsIdList: [2] }, true, '50.5', 1],
    [{ goodsIdList: [1, 1, '3'] }, true, '130', 5], // duplicates counted once
    [{ goodsIdList: [4] }, false, '0', 0], // gift only
    [{ goodsIdList: [77] }, false, '0', 0],
    [{ goodsIdList: [] }, true, '180.5', 6], // empty list = all goods
  ])('goods restriction %j', (patch, usable, eligibleAmount, count) => {
    const e = evaluateCoupon(c({ couponVal: 100, ...patch }), lines, NOW)
    expect(e.usable).toBe(usable)
    expect(e.eligibleAmount.toString()).toBe(eligibleAmount)
    expect(e.eligibleCount).toBe(count)
    if (!usable) expect(e.reason).toBe(M.COUPON_NO_APPLICABLE_GOODS)
  })
  it.each([
    [{ periodBegin: '2024-06-15 12:00:00' }, true], // starts exactly now
    [{ periodBegin: '2024-06-15 12:00:01' }, false],
    [{ periodEnd: '2024-06-15' }, true], // date-only end includes the day
    [{ periodEnd: '2024-06-14' }, false],
    [{ periodEnd: '2024-06-15 11:59:59' }, false],
    [{ periodBegin: '2024-01-01', periodEnd: '2024-12-31' }, true],
    [{ periodBegin: null, periodEnd: null }, true],
  ])('period %j -> usable %p', (patch, usable) => {
    const e = evaluateCoupon(c(patch), lines, NOW)
    expect(e.usable).toBe(usable)
    if (!usable) expect(e.reason).toBe(M.COUPON_NOT_IN_PERIOD)
  })
  it('the server reason wins', () => {
    expect(evaluateCoupon(c({ cannotUseMess: '仅限新用户使用' }), lines, NOW)).toMatchObject({ usable: false, reason: '仅限新用户使用' })
  })
  it('no lines: no applicable goods', () => {
    expect(evaluateCoupon(c({}), [], NOW).reason).toBe(M.COUPON_NO_APPLICABLE_GOODS)
  })
  it('default now', () => expect(evaluateCoupon(c({}), lines).usable).toBe(true))
})

describe('chooseBestCoupon', () => {
  const coupons: CouponLike[] = [
    c({ userCouponId: 'a', couponVal: 1000 }),
    c({ userCouponId: 'b', couponType: 2, couponVal: 85 }), // 27.08
    c({ userCouponId: 'c', couponVal: 5000, reachType: 1, reachVal: 500 }), // unusable
    c({ userCouponId: 'd', couponType: 3, couponVal: 1000, reachType: 1, reachVal: 60 }), // 30
  ]
  it('picks the largest discount', () => {
    const best = chooseBestCoupon(coupons, lines, NOW)
    expect(best?.coupon.userCouponId).toBe('d')
    expect(best?.evaluation.discount.toString()).toBe('30')
  })
  it('ties go to the earlier expiry, then list order', () => {
    const tie = [
      c({ userCouponId: 'x', couponVal: 3000 }),
      c({ userCouponId: 'y', couponVal: 3000, periodEnd: '2024-12-31' }),
      c({ userCouponId: 'z', couponVal: 3000, periodEnd: '2024-07-01' }),
      c({ userCouponId: 'w', couponVal: 3000, periodEnd: '2024-07-01' }),
    ]
    expect(chooseBestCoupon(tie, lines, NOW)?.coupon.userCouponId).toBe('z')
    expect(chooseBestCoupon(tie.slice(0, 1), lines, NOW)?.coupon.userCouponId).toBe('x')
  })
  it('null when nothing is usable or the list is empty', () => {
    expect(chooseBestCoupon([coupons[2]], lines, NOW)).toBeNull()
    expect(chooseBestCoupon([], lines, NOW)).toBeNull()
    expect(chooseBestCoupon([c({ couponType: 2, couponVal: 100 })], lines, NOW)).toBeNull() // takes 0
  })
})

describe('coupon popup (SPEC §4, §9)', () => {
  it.each([
    [null, { key: 'a', usable: true }, 'a'], // select
    ['a', { key: 'a', usable: true }, null], // tap selected -> deselect
    ['a', { key: 'b', usable: true }, 'b'], // switch
    [null, { key: 'c', usable: false, reason: 'x' }, null], // failed cannot be chosen
    ['a', { key: 'c', usable: false, reason: 'x' }, 'a'],
  ])('selected %p tap %j -> %p', (sel, item, e) => expect(toggleCouponSelection(sel, item)).toBe(e))
  it('unusable coupon shows 不可用原因', () => {
    expect(couponUnusableInfo({ key: 'c', usable: false, reason: '未满足使用条件：满500元可用' })).toEqual({
      label: '不可用原因',
      reason: '未满足使用条件：满500元可用',
    })
    expect(couponUnusableInfo({ key: 'c', usable: false })).toEqual({ label: '不可用原因', reason: '' })
    expect(couponUnusableInfo({ key: 'a', usable: true })).toBeNull()
  })
  it('popup items', () => {
    const items = couponPopupItems([c({ userCouponId: 1 }), c({ couponRuleId: 7, reachType: 1, reachVal: 999 })], lines, NOW)
    expect(items.map((i) => [i.key, i.usable])).toEqual([
      ['1', true],
      ['7', false],
    ])
  })
  it.each([
    [0, '50vh'],
    [1, '50vh'],
    [2, '50vh'],
    [3, '75vh'],
    [20, '75vh'],
  ])('height with %p coupons -> %s', (n, h) => expect(couponPopupHeight(n)).toBe(h))
  it('couponKey prefers userCouponId', () => {
    expect(couponKey({ userCouponId: 5, couponRuleId: 9 })).toBe('5')
    expect(couponKey({ couponRuleId: 9 })).toBe('9')
    expect(couponKey({})).toBe('')
  })
})

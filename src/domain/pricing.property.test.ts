import fc from 'fast-check'
import { priceOrder, allocateCents, fullReductionDiscount, type PriceLineInput, type Promotion } from './pricing'
import { evaluateCoupon, chooseBestCoupon, type CouponLike } from './coupons'
import { toCents } from './money'
import { cn } from '@test-support/domain/cn'

const NOW = cn('2024-06-15 12:00')
const price = fc.integer({ min: 0, max: 1_000_000 }).map((c) => (c / 100).toFixed(2))

const lineArb: fc.Arbitrary<PriceLineInput> = fc.record({
  key: fc.uuid(),
  goodsId: fc.integer({ min: 1, max: 8 }),
  goodsNum: fc.integer({ min: 0, max: 20 }),
  price,
  activityId: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
  activityPrice: fc.option(price, { nil: null }),
  activityDiscountPrice: fc.option(price, { nil: null }),
  promotionId: fc.option(fc.integer({ min: 1, max: 2 }), { nil: null }),
  checked: fc.boolean(),
  lostEfficacy: fc.boolean(),
  isGift: fc.boolean(),
  tieredPrices: fc.option(fc.array(fc.record({ minNum: fc.integer({ min: 1, max: 10 }), price }), { maxLength: 3 }), { nil: null }),
})

const tierArb = fc.record({
  totalAmount: fc.integer({ min: 0, max: 5000 }),
  type: fc.constantFrom(1, 2),
  amount: fc.oneof(fc.integer({ min: 0, max: 500 }), fc.constantFrom(8, 8.5, 9, 9.5, 7.25)),
})
const promoArb: fc.Arbitrary<Promotion[]> = fc
  .tuple(fc.array(tierArb, { maxLength: 3 }), fc.array(tierArb, { maxLength: 3 }))
  .map(([a, b]) => [
    { id: 1, fullReductionDetailList: a },
    { id: 2, fullReductionDetailList: b },
  ])

const couponArb: fc.Arbitrary<CouponLike> = fc
  .record({
    userCouponId: fc.uuid(),
    couponType: fc.constantFrom(1, 2, 3),
    couponVal: fc.integer({ min: 0, max: 100_000 }),
    reachType: fc.constantFrom(0, 1, 2),
    reachVal: fc.integer({ min: 0, max: 2000 }),
    goodsIdList: fc.option(fc.array(fc.integer({ min: 1, max: 8 }), { maxLength: 3 }), { nil: null }),
  })
  .map((c) => (c.couponType === 2 ? { ...c, couponVal: c.couponVal % 101 } : c))

describe('pricing properties', () => {
  it('totals equal the sum of the per-line parts; payable never negative', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 25 }), promoArb, fc.array(couponArb, { maxLength: 6 }), (lines, promotions, coupons) => {
        const r = priceOrder({ lines, promotions, coupons, now: NOW })
        let goods = 0,
          act = 0,
          coupon = 0,
          payable = 0
        for (const l of r.lines) {
          const c = l.cents
          expect(c.payable).toBe(c.goodsAmount - c.activityDiscount - c.promotionDiscount - c.couponDiscount)
          expect(c.payable).toBeGreaterThanOrEqual(0)
          expect(c.activityDiscount).toBeGreaterThanOrEqual(0)
          if (!l.included) {
            expect(c.goodsAmount).toBe(0)
            continue
          }
          goods += c.goodsAmount
          act += c.activityDiscount + c.promotionDiscount
          coupon += c.couponDiscount
          payable += c.payable
        }
        expect(toCents(r.goodsTotalMoney)).toBe(goods)
        expect(toCents(r.activityTotalDiscountMoney)).toBe(act)
        expect(toCents(r.couponDiscountMoney)).toBe(coupon)
        expect(toCents(r.payable)).toBe(payable)
        expect(r.payable.isNegative()).toBe(false)
        expect(r.payable.equals(r.goodsTotalMoney.minus(r.activityTotalDiscountMoney).minus(r.couponDiscountMoney))).toBe(true)
      }),
      { numRuns: 300 },
    )
  })
  it('the best coupon is at least as good as any single usable coupon, and no discount exceeds its eligible amount', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 15 }), fc.array(couponArb, { maxLength: 8 }), (lines, coupons) => {
        const r = priceOrder({ lines, coupons, couponSelection: 'none', now: NOW })
        const couponLines = r.lines.filter((l) => l.included).map((l) => ({ goodsId: l.goodsId, amount: l.payable, quantity: l.quantity }))
        const best = chooseBestCoupon(coupons, couponLines, NOW)
        for (const c of coupons) {
          const e = evaluateCoupon(c, couponLines, NOW)
          expect(e.discount.lte(e.eligibleAmount)).toBe(true)
          expect(e.discount.isNegative()).toBe(false)
          expect(e.discount.decimalPlaces()).toBeLessThanOrEqual(2)
          if (e.usable && e.discountCents > 0) expect(best).not.toBeNull()
          if (e.usable && best) expect(best.evaluation.discount.gte(e.discount)).toBe(true)
        }
      }),
      { numRuns: 300 },
    )
  })
  it('full-reduction discount is never above the subtotal nor negative', () => {
    fc.assert(
      fc.property(tierArb, fc.integer({ min: -100, max: 1_000_000 }), (tier, cents) => {
        const d = fullReductionDiscount(tier, cents / 100)
        expect(d.isNegative()).toBe(false)
        expect(toCents(d)).toBeLessThanOrEqual(Math.max(0, cents))
      }),
    )
  })
  it('allocation parts add up exactly and follow the weights within one cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 30 }),
        (total, weights) => {
          const sum = weights.reduce((a, b) => a + b, 0)
          const out = allocateCents(total, weights)
          expect(out.reduce((a, b) => a + b, 0)).toBe(sum === 0 ? 0 : total)
          if (sum > 0) weights.forEach((w, i) => expect(Math.abs(out[i] - (total * w) / sum)).toBeLessThan(1 + 1e-9))
        },
      ),
    )
  })
  it('pricing is deterministic (rounding stable across runs)', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 10 }), promoArb, fc.array(couponArb, { maxLength: 4 }), (lines, promotions, coupons) => {
        const a = priceOrder({ lines, promotions, coupons, now: NOW })
        const b = priceOrder({ lines, promotions, coupons, now: NOW })
        expect(JSON.stringify(a.lines)).toBe(JSON.stringify(b.lines))
        expect(a.payable.equals(b.payable)).toBe(true)
      }),
      { numRuns: 100 },
    )
  })
})

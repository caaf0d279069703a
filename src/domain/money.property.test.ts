import fc from 'fast-check'
import { addMoney, sumMoney, roundMoney, formatPrice, toDecimal, subMoney, nonNegative, couponAmountYuan } from './money'

/** cents as integers -> yuan strings, so the oracle is exact integer arithmetic */
const cents = fc.integer({ min: -10_000_000, max: 10_000_000 })
const yuan = (c: number) => (c / 100).toFixed(2)

describe('money properties', () => {
  it('sum of yuan amounts equals the integer sum of cents (decimal-safe addition)', () => {
    fc.assert(
      fc.property(fc.array(cents, { maxLength: 50 }), (cs) => {
        const total = sumMoney(cs.map(yuan))
        expect(total.times(100).toNumber()).toBe(cs.reduce((a, b) => a + b, 0))
      }),
    )
  })
  it('addition is commutative and associative', () => {
    fc.assert(
      fc.property(cents, cents, cents, (a, b, c) => {
        expect(addMoney(yuan(a), yuan(b)).equals(addMoney(yuan(b), yuan(a)))).toBe(true)
        expect(addMoney(addMoney(yuan(a), yuan(b)), yuan(c)).equals(addMoney(yuan(a), addMoney(yuan(b), yuan(c))))).toBe(true)
      }),
    )
  })
  it('a - b + b = a', () => {
    fc.assert(
      fc.property(cents, cents, (a, b) => {
        expect(addMoney(subMoney(yuan(a), yuan(b)), yuan(b)).equals(toDecimal(yuan(a)))).toBe(true)
      }),
    )
  })
  it('rounding is stable (idempotent) and within half a cent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e7, max: 1e7, noNaN: true }), (x) => {
        const r = roundMoney(x)
        expect(roundMoney(r).equals(r)).toBe(true)
        expect(r.minus(toDecimal(x)).abs().lte('0.005')).toBe(true)
        expect(r.decimalPlaces()).toBeLessThanOrEqual(2)
      }),
    )
  })
  it('formatPrice always has exactly two decimals and parses back to the rounded value', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e7, max: 1e7, noNaN: true }), (x) => {
        const s = formatPrice(x)
        expect(s).toMatch(/^-?\d+\.\d{2}$/)
        expect(s).not.toBe('-0.00')
        expect(toDecimal(s).equals(roundMoney(x))).toBe(true)
      }),
    )
  })
  it('nonNegative is never below zero and keeps positives', () => {
    fc.assert(
      fc.property(cents, (c) => {
        const v = nonNegative(yuan(c))
        expect(v.isNegative()).toBe(false)
        if (c > 0) expect(v.equals(toDecimal(yuan(c)))).toBe(true)
      }),
    )
  })
  it('coupon amount in hundredths converts exactly', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), (v) => {
        expect(couponAmountYuan(v).times(100).toNumber()).toBe(v)
      }),
    )
  })
})

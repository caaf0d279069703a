import fc from 'fast-check'
import DecimalJs from 'decimal.js'
import { Decimal, roundMoney, toDecimal, trimNumber, type MoneyInput } from './money'
import { formatPrice, plainNumber, priceDisplay, shiftNumber, timesWhole } from './moneyText'

/** the decimal.js formatting ./moneyText replaces (money.ts before issue 16's cut): the oracle */
function formatWithDecimal(value: MoneyInput): string {
  const r = roundMoney(value)
  return (r.isZero() ? new Decimal(0) : r).toFixed(2)
}

const decimalText = fc
  .tuple(
    fc.constantFrom('', '-', '+'),
    fc.stringMatching(/^\d{0,16}$/),
    fc.stringMatching(/^\d{0,12}$/),
    fc.option(fc.integer({ min: -30, max: 30 })),
  )
  .map(([sign, int, frac, exp]) => `${sign}${int || '0'}${frac ? `.${frac}` : ''}${exp === null ? '' : `e${exp}`}`)

describe('formatPrice without decimal.js equals decimal.js half-up rounding', () => {
  it('numbers (read through their shortest text, as decimal.js does)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double({ noNaN: true }), fc.integer(), fc.double({ min: -1e6, max: 1e6 })), (x) => {
        expect(formatPrice(x)).toBe(formatWithDecimal(x))
      }),
      { numRuns: 2000 },
    )
  })
  it('decimal texts with signs and exponents, and decimals', () => {
    fc.assert(
      fc.property(decimalText, (s) => {
        expect(formatPrice(s)).toBe(formatWithDecimal(s))
        expect(formatPrice(new Decimal(s))).toBe(formatWithDecimal(new Decimal(s)))
        expect(formatPrice(new DecimalJs(s))).toBe(formatWithDecimal(new DecimalJs(s)))
      }),
      { numRuns: 2000 },
    )
  })
  it.each([
    [0.005, '0.01'],
    [-0.005, '-0.01'],
    [-0.004, '0.00'],
    [1.005, '1.01'],
    ['.5', '0.50'],
    ['  12.345  ', '12.35'],
    ['99.995', '100.00'],
    ['-0', '0.00'],
    [-0, '0.00'],
    ['1e21', '1000000000000000000000.00'],
    [1e-7, '0.00'],
    ['abc', '0.00'],
    ['0x10', '0.00'],
    [Infinity, '0.00'],
    [NaN, '0.00'],
    [null, '0.00'],
    [undefined, '0.00'],
    ['', '0.00'],
  ])('%p -> %s', (v, e) => {
    expect(formatPrice(v as MoneyInput)).toBe(e)
    expect(formatWithDecimal(v as MoneyInput)).toBe(e)
  })
  it('priceDisplay', () => {
    expect(priceDisplay({ price: 12.5 })).toEqual({ kind: 'price', text: '12.50' })
    expect(priceDisplay({ price: 1, priceShowMode: '1' })).toEqual({ kind: 'hidden' })
    expect(priceDisplay({ price: 1, goodsPriceFlag: 1, customCopy: '面诊后付款' })).toEqual({ kind: 'copy', text: '面诊后付款' })
  })
  it('plainNumber, shiftNumber and timesWhole equal decimal.js toFixed(), dividedBy and times', () => {
    fc.assert(
      fc.property(
        fc.oneof(decimalText, fc.double({ min: -1e9, max: 1e9, noNaN: true })),
        fc.integer({ min: -3, max: 3 }),
        fc.integer({ min: -1000, max: 100000 }),
        (v, e, n) => {
          expect(plainNumber(v)).toBe(trimNumber(v))
          expect(shiftNumber(v, e)).toBe(toDecimal(v).times(new Decimal(10).pow(e)).toFixed())
          expect(timesWhole(v, n)).toBe(toDecimal(v).times(n).toFixed())
          expect(formatPrice(timesWhole(v, n))).toBe(formatWithDecimal(toDecimal(v).times(n)))
        },
      ),
      { numRuns: 2000 },
    )
  })
})

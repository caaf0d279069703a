import {
  toDecimal,
  addMoney,
  subMoney,
  mulMoney,
  sumMoney,
  roundMoney,
  moneyToNumber,
  nonNegative,
  formatPrice,
  formatCNY,
  splitPrice,
  trimNumber,
  couponAmountYuan,
  couponDiscountRate,
  couponDiscountText,
  claimLimitText,
  validityText,
  Decimal,
} from './money'
import { cn } from '@test-support/domain/cn'

describe('toDecimal', () => {
  it.each([
    [null, '0'],
    [undefined, '0'],
    ['', '0'],
    ['abc', '0'],
    [NaN, '0'],
    [Infinity, '0'],
    [12, '12'],
    ['12.5', '12.5'],
    [' 3.10 ', '3.1'],
    ['.5', '0.5'],
    ['-2', '-2'],
    ['1e2', '100'],
  ])('%p -> %s', (v, e) => expect(toDecimal(v as never).toString()).toBe(e))
  it('accepts decimals', () => expect(toDecimal(new Decimal('1.23')).toString()).toBe('1.23'))
})

describe('decimal-safe arithmetic (SPEC §9)', () => {
  it.each([
    [[0.1, 0.2], '0.3'],
    [[0.7, 0.1], '0.8'],
    [['19.99', '0.01'], '20'],
    [[1.1, 2.2, 3.3], '6.6'],
    [[], '0'],
    [[null, 5, ''], '5'],
  ])('add %j -> %s', (xs, e) => {
    expect(addMoney(...(xs as never[])).toString()).toBe(e)
    expect(sumMoney(xs as never[]).toString()).toBe(e)
  })
  it('sub and mul', () => {
    expect(subMoney(0.3, 0.1).toString()).toBe('0.2')
    expect(mulMoney(19.9, 3).toString()).toBe('59.7')
    expect(mulMoney('0.1', '0.1').toString()).toBe('0.01')
  })
  it.each([
    [1.005, '1.01'],
    [1.004, '1'],
    [-1.005, '-1.01'],
    [2.675, '2.68'],
    [0, '0'],
    ['9.995', '10'],
  ])('round %p -> %s', (v, e) => expect(roundMoney(v).toString()).toBe(e))
  it('moneyToNumber and nonNegative', () => {
    expect(moneyToNumber('2.675')).toBe(2.68)
    expect(nonNegative(-3).toString()).toBe('0')
    expect(nonNegative(3).toString()).toBe('3')
  })
})

describe('formatPrice (two decimals, .00 appended) and CNY', () => {
  it.each([
    [12, '12.00', '¥12.00'],
    [12.5, '12.50', '¥12.50'],
    ['0.1', '0.10', '¥0.10'],
    [0.1 + 0.2, '0.30', '¥0.30'],
    [null, '0.00', '¥0.00'],
    ['', '0.00', '¥0.00'],
    [1.005, '1.01', '¥1.01'],
    [-0.001, '0.00', '¥0.00'], // no "-0.00"
    [-12.5, '-12.50', '-¥12.50'],
    [1234567.891, '1234567.89', '¥1234567.89'],
  ])('%p -> %s / %s', (v, p, c) => {
    expect(formatPrice(v)).toBe(p)
    expect(formatCNY(v)).toBe(c)
  })
  it.each([
    [1234567.891, '¥1,234,567.89'],
    [999, '¥999.00'],
    [1000, '¥1,000.00'],
    [-1000, '-¥1,000.00'],
  ])('grouping %p -> %s', (v, e) => expect(formatCNY(v, { grouping: true })).toBe(e))
  it('splitPrice and trimNumber', () => {
    expect(splitPrice(12.5)).toEqual({ integer: '12', decimal: '50' })
    expect(trimNumber('8.50')).toBe('8.5')
    expect(trimNumber('10.00')).toBe('10')
  })
})

describe('coupon values (SPEC §9: amount ÷100, discount ÷10 as N折)', () => {
  it.each([
    [1000, '10'],
    [1, '0.01'],
    [99, '0.99'],
    [0, '0'],
    ['500', '5'],
    [12345, '123.45'],
  ])('amount %p -> %s yuan', (v, e) => expect(couponAmountYuan(v).toString()).toBe(e))
  it.each([
    [85, '8.5', '8.5折'],
    [80, '8', '8折'],
    [1, '0.1', '0.1折'],
    [99, '9.9', '9.9折'],
    ['95', '9.5', '9.5折'],
  ])('discount %p -> %s -> %s', (v, rate, text) => {
    expect(couponDiscountRate(v).toString()).toBe(rate)
    expect(couponDiscountText(v)).toBe(text)
  })
  it.each([
    [1, '每人限领1张'],
    [5, '每人限领5张'],
  ])('claim limit %p -> %s', (n, e) => expect(claimLimitText(n)).toBe(e))
})

describe('validityText (SPEC §9)', () => {
  it.each([
    [{}, '长期有效'],
    [{ periodBegin: null, periodEnd: null }, '长期有效'],
    [{ periodBegin: '', periodEnd: '' }, '长期有效'],
    [{ periodBegin: 'nonsense', periodEnd: 'nonsense' }, '长期有效'],
    [{ periodBegin: '2024-01-01 00:00:00', periodEnd: '2024-12-31 23:59:59' }, '2024.01.01-2024.12.31'],
    [{ periodEnd: '2024-12-31' }, '有效期至2024.12.31'],
    [{ periodBegin: '2024-01-01' }, '2024.01.01起有效'],
    [{ periodBegin: cn('2024-01-02'), periodEnd: cn('2024-02-03') }, '2024.01.02-2024.02.03'],
    // a rule valid N days after claiming is not 长期有效 (issue 35: it became a 30-day coupon once claimed)
    [{ periodBegin: null, periodEnd: null, periodDays: 30 }, '领取后30天内有效'],
    [{ periodDays: 7 }, '领取后7天内有效'],
    [{ periodDays: null }, '长期有效'],
    [{ periodDays: 0 }, '长期有效'],
    [{ periodDays: 2.5 }, '长期有效'],
    [{ periodEnd: '2024-12-31', periodDays: 30 }, '有效期至2024.12.31'],
  ])('%j -> %s', (p, e) => expect(validityText(p)).toBe(e))
})

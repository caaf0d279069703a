/** The after-sale form's rule: a reason, and an amount above 0 and not above what was paid. */
import { validateAfterSale, refundAmountTooHigh } from './rules'

describe('after-sale amount', () => {
  it('a reason and an amount above 0 and not above what was paid', () => {
    expect(validateAfterSale({ reasonId: null, amount: '1', max: 10 })).toBe('请选择售后原因')
    expect(validateAfterSale({ reasonId: 1, amount: '', max: 10 })).toBe('请输入退款金额')
    expect(validateAfterSale({ reasonId: 1, amount: '0', max: 10 })).toBe('请输入正确的退款金额')
    expect(validateAfterSale({ reasonId: 1, amount: '10.01', max: 10 })).toBe(refundAmountTooHigh(10))
    expect(validateAfterSale({ reasonId: 1, amount: '10', max: 10 })).toBeNull()
  })
})

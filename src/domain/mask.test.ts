import { maskPhone, maskIdNumber, maskIdNumberFields, isIdNumberField } from './money'

describe('masking (SPEC §2/§9 phone; ID number privacy)', () => {
  it.each([
    ['13812345678', '138****5678'],
    [' 13812345678 ', '138****5678'],
    ['1381234', '1381234'],
    ['13812345', '138*2345'],
    ['', ''],
    [null, ''],
  ])('phone %p -> %p', (v, e) => expect(maskPhone(v)).toBe(e))
  it.each([
    ['11010519491231002X', 3, '110***********002X'],
    ['11010519491231002X', 4, '1101**********002X'],
    ['110105491231002', 3, '110********1002'],
    ['1234567', 3, '*******'],
    ['', 3, ''],
    [undefined, 3, ''],
  ])('id %p keep %p -> %p', (v, k, e) => {
    const masked = maskIdNumber(v, k as 3 | 4)
    expect(masked).toBe(e)
    expect(masked.length).toBe((v ?? '').length)
  })
})

describe('maskIdNumberFields: ID numbers of a rule form are masked in replies', () => {
  it('fieldId 14 and fields named 身份证… are masked; others and empty values stay', () => {
    const form = [
      { fieldId: 13, showName: '姓名', value: '李四' },
      { fieldId: 14, showName: '身份证号', value: '11010519491231002X' },
      { fieldId: 30, showName: '监护人身份证', value: '320102199003071239' },
      { fieldId: 15, showName: '手机号', value: '13912345678' },
      { fieldId: 31, showName: '身份证号', value: '' },
    ]
    expect(maskIdNumberFields(form).map((f) => f.value)).toEqual(['李四', '110***********002X', '320***********1239', '13912345678', ''])
    expect(maskIdNumberFields(maskIdNumberFields(form))).toEqual(maskIdNumberFields(form)) // idempotent
    expect(maskIdNumberFields(null)).toEqual([])
    expect(isIdNumberField({ fieldId: '14' })).toBe(true)
    expect(isIdNumberField({ fieldId: 15, showName: '手机号' })).toBe(false)
  })
})

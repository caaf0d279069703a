/**
 * Report values against their reference range, sorting, text results (src/domain/checkup/reportValues.ts).
 */
import {
  interpretReportValue,
  interpretTextResult,
  reportItemFlag,
  isAbnormalFlag,
  parseReferenceRange,
  sortReportItems,
} from './reportValues'

describe('interpretReportValue', () => {
  test.each<[string | number | null, string | null, string | null, string | null]>([
    // 'a-b': both ends normal
    ['5.5', '3.5-5.5', null, '正常'],
    ['5.51', '3.5-5.5', null, '↑'],
    ['3.5', '3.5-5.5', null, '正常'],
    ['3.49', '3.5-5.5', null, '↓'],
    [6.2, '3.9-6.1', 'mmol/L', '↑'],
    ['6.2', '3.9～6.1', null, '↑'],
    ['6.0', '3.9~6.1', null, '正常'],
    ['5.6', '3.9-6.1 mmol/L', null, '正常'],
    ['5.6', '3.9-6.1mmol/L', 'mmol/L', '正常'],
    ['4.5', '4-10×10^9/L', null, '正常'],
    ['11', '4-10×10^9/L', null, '↑'],
    ['-4', '-3-3', null, '↓'],
    ['0', '-3~3', null, '正常'],
    ['6.2mmol/L', '3.9-6.1', 'mmol/L', '↑'],
    ['5.8↑', '3.5-5.5', null, '↑'], // a printed arrow is ignored, the value decides
    // '<b' and '≤b'
    ['5.2', '<5.2', null, '↑'],
    ['5.19', '<5.2', null, '正常'],
    ['5.2', '≤5.2', null, '正常'],
    ['5.21', '≤5.2', null, '↑'],
    ['5.2', '＜5.2', null, '↑'],
    // '>a' and '≥a'
    ['1.04', '>1.04', null, '↓'],
    ['1.05', '>1.04', null, '正常'],
    ['1.04', '≥1.04', null, '正常'],
    ['1.03', '≥1.04', null, '↓'],
    // censored values
    ['<0.5', '0-5', null, '正常'],
    ['<0.1', '0.2-5', null, '↓'],
    ['>1000', '0-200', null, '↑'],
    ['>100', '0-200', null, '正常'],
    // qualitative
    ['阴性', '阴性', null, '正常'],
    ['阴性(-)', '阴性', null, '正常'],
    ['-', '阴性', null, '正常'],
    ['未检出', '阴性', null, '正常'],
    ['阳性(+)', '阴性', null, '阳性'],
    ['阳性', '阴性(-)', null, '阳性'],
    ['+', '阴性', null, '阳性'],
    ['++', '阴性（-）', null, '阳性'],
    ['±', '阴性', null, '阳性'],
    ['弱阳性', '-', null, '阳性'],
    ['检出', '未检出', null, '阳性'],
    // cannot tell
    ['abc', '3.5-5.5', null, null],
    ['阳性', '3.5-5.5', null, null],
    ['0.5', '阴性', null, null],
    ['5', '', null, null],
    ['5', null, null, null],
    [null, '3.5-5.5', null, null],
    ['5', '男:4-5.5 女:3.5-5', null, null],
    ['未见明显异常', '3.5-5.5', null, null], // text against a numeric range
    ['3', '5-3', null, null], // inverted range
    ['1.5-2.0', '1-3', null, null], // not a single value
  ])('value %p against %p (%p) → %p', (value, range, unit, expected) => expect(interpretReportValue(value, range, unit)).toBe(expected))

  test('parseReferenceRange', () => {
    expect(parseReferenceRange('3.5-5.5')).toEqual({ low: { value: 3.5, inclusive: true }, high: { value: 5.5, inclusive: true } })
    expect(parseReferenceRange('<5.2')).toEqual({ low: null, high: { value: 5.2, inclusive: false } })
    expect(parseReferenceRange('≥60')).toEqual({ low: { value: 60, inclusive: true }, high: null })
    expect(parseReferenceRange('阴性')).toBeNull()
  })

  test.each([
    ['↑', true],
    ['↓', true],
    ['阳性', true],
    ['异常', true],
    ['正常', false],
    [null, false],
  ])('isAbnormalFlag(%p) = %p', (f, expected) => expect(isAbnormalFlag(f)).toBe(expected))
})

describe('sortReportItems', () => {
  test('abnormal first, the report order kept within each group, flags filled in', () => {
    const items = [
      { name: '白细胞', value: '6.1', unit: '10^9/L', referenceRange: '3.5-9.5' },
      { name: '总胆固醇', value: '6.2', unit: 'mmol/L', referenceRange: '<5.2' },
      { name: '尿潜血', value: '阴性', referenceRange: '阴性' },
      { name: '备注', value: '见报告', referenceRange: '' },
      { name: '尿蛋白', value: '+', referenceRange: '阴性' },
      { name: '血红蛋白', value: '110', unit: 'g/L', referenceRange: '115-150' },
      { name: '谷丙转氨酶', value: '30', unit: 'U/L', referenceRange: '7-40', flag: '↑' }, // the report's own flag wins
    ]
    expect(sortReportItems(items).map((i) => [i.name, i.flag])).toEqual([
      ['总胆固醇', '↑'],
      ['尿蛋白', '阳性'],
      ['血红蛋白', '↓'],
      ['谷丙转氨酶', '↑'],
      ['白细胞', '正常'],
      ['尿潜血', '正常'],
      ['备注', null],
    ])
    expect(items[0]).not.toHaveProperty('flag') // the input is not changed
  })
})

describe('text results', () => {
  test.each<[string | null, string | null]>([
    ['未见明显异常', '正常'],
    ['未见异常。', '正常'],
    ['正常心电图', '正常'],
    ['窦性心律，正常心电图', '正常'],
    ['双肺未见明显异常', '正常'],
    ['甲状腺右叶结节，TI-RADS 3类', null], // only the report can call a finding abnormal
    ['窦性心动过缓', null],
    ['', null],
    [null, null],
  ])('interpretTextResult(%p) = %p', (v, f) => expect(interpretTextResult(v)).toBe(f))

  test("reportItemFlag: the report's 异常 wins; a text result without a range is read as text; with a range it is not", () => {
    expect(reportItemFlag({ value: '甲状腺结节', flag: '异常' })).toBe('异常')
    expect(reportItemFlag({ value: '未见明显异常' })).toBe('正常')
    expect(reportItemFlag({ value: '未见明显异常', referenceRange: '' })).toBe('正常')
    expect(reportItemFlag({ value: '未见明显异常', referenceRange: '3.5-5.5' })).toBeNull()
    expect(reportItemFlag({ value: '脂肪肝' })).toBeNull()
    expect(reportItemFlag({ value: '6.2', referenceRange: '<5.2', flag: 'bogus' })).toBe('↑')
  })
})

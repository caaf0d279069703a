/** Report reading rules (src/domain/report.ts): trend keys, numeric values, trends across reports, grouping. */
import {
  groupByDepartment,
  itemTrends,
  numericValue,
  readReport,
  reportYears,
  trendDirection,
  trendKey,
  type ReportForTrend,
} from './report'

describe('trendKey', () => {
  test.each([
    [{ name: '谷丙转氨酶（ALT）', unit: 'U/L' }, '谷丙转氨酶(ALT)|U/L'],
    [{ name: '谷丙转氨酶(alt)', unit: 'u/l' }, '谷丙转氨酶(ALT)|U/L'],
    [{ name: ' 空腹 血糖 ', unit: 'mmol/L' }, '空腹血糖|MMOL/L'],
    [{ name: '心电图', unit: null }, '心电图'],
  ])('%p → %p', (item, key) => expect(trendKey(item)).toBe(key))
})

describe('numericValue', () => {
  test.each<[string | number | null, number | null]>([
    ['6.2', 6.2],
    [' 110 ', 110],
    ['6.2↑', 6.2],
    ['-1.5', -1.5],
    [5, 5],
    [Number.NaN, null],
    ['<0.5', null],
    ['1-2', null],
    ['阴性', null],
    ['未见明显异常', null],
    ['', null],
    [null, null],
  ])('%p → %p', (v, n) => expect(numericValue(v)).toBe(n))
})

describe('trendDirection', () => {
  test.each<[number[], string | null]>([
    [[], null],
    [[5], null],
    [[5, 6], 'up'],
    [[6, 5], 'down'],
    [[100, 100.9], 'flat'], // within 1 %
    [[100, 101.5], 'up'],
    [[7, 5, 5], 'flat'], // only the last two count
    [[0, 0], 'flat'],
  ])('%p → %p', (values, d) => expect(trendDirection(values.map((value) => ({ value })))).toBe(d))
})

describe('itemTrends', () => {
  const r = (examDate: string, items: ReportForTrend['items']): ReportForTrend => ({ examDate, items })
  const reports = [
    r('2026-05-10', [
      { name: '空腹血糖', value: '6.4', unit: 'mmol/L', referenceRange: '3.9-6.1' },
      { name: '总胆固醇', value: '5.9', unit: 'mmol/L', referenceRange: '<5.2' },
      { name: '心电图', value: '窦性心律，正常心电图' },
    ]),
    r('2024-05-08', [
      { name: '空腹血糖', value: '5.6', unit: 'mmol/L', referenceRange: '3.9-6.1' },
      { name: '尿蛋白', value: '阴性', referenceRange: '阴性' },
    ]),
    r('2025-05-12', [
      { name: '空腹 血糖', value: '6.0', unit: 'mmol/L', referenceRange: '3.9-6.1' },
      { name: '总胆固醇', value: '<0.5', unit: 'mmol/L', referenceRange: '<5.2' }, // not a plain number: no point
      { name: '总胆固醇', value: '5.3', unit: 'mmol/L', referenceRange: '<5.2' }, // the first numeric one counts
    ]),
  ]

  test('numeric items only, oldest first, flags and direction', () => {
    const t = itemTrends(reports)
    expect([...t.keys()].sort()).toEqual(['总胆固醇|MMOL/L', '空腹血糖|MMOL/L'])
    expect(t.get('空腹血糖|MMOL/L')).toEqual({
      points: [
        { date: '2024-05-08', value: 5.6, flag: '正常' },
        { date: '2025-05-12', value: 6, flag: '正常' },
        { date: '2026-05-10', value: 6.4, flag: '↑' },
      ],
      direction: 'up',
    })
    expect(t.get('总胆固醇|MMOL/L')?.points.map((p) => [p.date, p.value, p.flag])).toEqual([
      ['2025-05-12', 5.3, '↑'],
      ['2026-05-10', 5.9, '↑'],
    ])
  })

  test('upTo leaves out later reports (a report shows its own value and the earlier ones)', () => {
    const t = itemTrends(reports, '2025-05-12')
    expect(t.get('空腹血糖|MMOL/L')?.points.map((p) => p.value)).toEqual([5.6, 6])
    expect(t.get('总胆固醇|MMOL/L')).toEqual({ points: [{ date: '2025-05-12', value: 5.3, flag: '↑' }], direction: null })
    expect(itemTrends([], '2025-01-01').size).toBe(0)
  })

  test('another unit is another series', () => {
    const t = itemTrends([
      r('2025-01-01', [{ name: '血糖', value: '100', unit: 'mg/dL' }]),
      r('2026-01-01', [{ name: '血糖', value: '5.5', unit: 'mmol/L' }]),
    ])
    expect(t.get('血糖|MG/DL')?.points).toHaveLength(1)
    expect(t.get('血糖|MMOL/L')?.points).toHaveLength(1)
  })
})

describe('readReport', () => {
  test('abnormal items first (with flags), then every department in the report order', () => {
    const items = [
      { name: '白细胞', department: '检验科', value: '6.1', unit: '10^9/L', referenceRange: '3.5-9.5' },
      { name: '甲状腺彩超', department: '超声科', value: '甲状腺右叶结节，TI-RADS 3类', flag: '异常' },
      { name: '心电图', department: '心电图室', value: '窦性心律，正常心电图' },
      { name: '总胆固醇', department: '检验科', value: '6.2', unit: 'mmol/L', referenceRange: '<5.2' },
      { name: '尿蛋白', department: '检验科', value: '+', referenceRange: '阴性' },
      { name: '腹部彩超', value: '未见明显异常' },
    ]
    const read = readReport(items)
    expect(read.abnormal.map((i) => [i.name, i.flag])).toEqual([
      ['甲状腺彩超', '异常'],
      ['总胆固醇', '↑'],
      ['尿蛋白', '阳性'],
    ])
    expect(read.departments.map((g) => [g.department, g.items.map((i) => `${i.name}:${i.flag}`)])).toEqual([
      ['检验科', ['白细胞:正常', '总胆固醇:↑', '尿蛋白:阳性']],
      ['超声科', ['甲状腺彩超:异常']],
      ['心电图室', ['心电图:正常']],
      ['其他', ['腹部彩超:正常']],
    ])
    expect([read.abnormalCount, read.itemCount]).toEqual([3, 6])
  })

  test('groupByDepartment keeps the first-appearance order', () => {
    expect(groupByDepartment([{ department: 'B' }, { department: 'A' }, { department: ' B ' }]).map((g) => g.department)).toEqual([
      'B',
      'A',
    ])
  })
})

test('reportYears: distinct, newest first', () => {
  expect(reportYears([{ examDate: '2025-05-12' }, { examDate: '2026-05-10' }, { examDate: '2025-11-01' }])).toEqual([2026, 2025])
})

import type { ReportItem } from '@contract/report'
import ItemRow from './ItemRow'
import Trend from './Trend'
import { bodyText, cleanup, mountComponent as mount, quietActWarnings } from '@test-support/app/render'

quietActWarnings()

afterEach(cleanup)

const item = (o: Partial<ReportItem> = {}): ReportItem => ({
  id: 1,
  department: '检验科',
  group: '血糖',
  name: '空腹血糖(GLU)',
  value: '6.4',
  unit: 'mmol/L',
  referenceRange: '3.9-6.1',
  flag: '↑',
  flagLabel: '偏高',
  trend: [
    { date: '2024-11-09', value: 5.6, flag: '正常' },
    { date: '2025-11-09', value: 6, flag: '正常' },
    { date: '2026-10-15', value: 6.4, flag: '↑' },
  ],
  trendDirection: 'up',
  ...o,
})

describe('ItemRow', () => {
  it('an abnormal item: value, unit, range, the flag and its trend over the reports', async () => {
    await mount(ItemRow, { item: item() })
    const text = bodyText()
    for (const s of ['空腹血糖(GLU)', '6.4', 'mmol/L', '参考范围 3.9-6.1', '↑ 偏高', '较上次升高', '2024-11', '2026-10'])
      expect(text).toContain(s)
    expect(document.querySelector('.rp-item')?.getAttribute('data-flag')).toBe('↑')
    expect(document.querySelectorAll('.rp-trend__bar')).toHaveLength(3)
    expect(document.querySelectorAll('.rp-trend__bar--abnormal')).toHaveLength(1)
  })

  it('a normal text result: no flag, no range, no trend', async () => {
    await mount(ItemRow, {
      item: item({
        name: '心电图',
        value: '窦性心律，正常心电图',
        unit: null,
        referenceRange: null,
        flag: '正常',
        flagLabel: '正常',
        trend: [],
        trendDirection: null,
      }),
    })
    const text = bodyText()
    expect(text).toContain('窦性心律，正常心电图')
    expect(text).not.toContain('参考范围')
    expect(document.querySelector('.rp-flag')).toBeNull()
    expect(document.querySelector('.rp-trend')).toBeNull()
  })
})

describe('Trend', () => {
  it('nothing with fewer than two reports', async () => {
    await mount(Trend, { item: item({ trend: [{ date: '2026-10-15', value: 6.4, flag: '↑' }], trendDirection: null }) })
    expect(document.querySelector('.rp-trend')).toBeNull()
  })
})

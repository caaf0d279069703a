import { View, Text } from '@tarojs/components'
import type { ReportItem } from '@contract/report'
import { TREND_LABELS } from '@/domain/report'

/**
 * The same item across the person's reports up to this one (what no peer shows): one bar per report, its
 * height scaled between the lowest and highest value, abnormal values coloured, the direction in words.
 * Plain views (no canvas), so it renders the same on the three targets.
 */
export default function Trend({ item }: { item: ReportItem }) {
  if (item.trend.length < 2) return null
  const values = item.trend.map((p) => p.value)
  const min = Math.min(...values)
  const max = Math.max(...values)
  const span = max - min || 1
  return (
    <View className="rp-trend" data-points={item.trend.length}>
      <View className="rp-trend__bars">
        {item.trend.map((p) => (
          <View key={p.date} className="rp-trend__col">
            <Text className="rp-trend__value">{p.value}</Text>
            <View
              className={`rp-trend__bar ${p.flag && p.flag !== '正常' ? 'rp-trend__bar--abnormal' : ''}`}
              style={{ height: `${12 + Math.round(((p.value - min) / span) * 36)}px` }}
            />
            <Text className="rp-trend__date">{p.date.slice(0, 7)}</Text>
          </View>
        ))}
      </View>
      {item.trendDirection ? <Text className="rp-trend__dir">{TREND_LABELS[item.trendDirection]}</Text> : null}
    </View>
  )
}

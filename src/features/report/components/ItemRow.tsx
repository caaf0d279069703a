import { View, Text } from '@tarojs/components'
import type { ReportItem } from '@contract/report'
import Trend from './Trend'

const FLAG_CLASS: Record<string, string> = { '↑': 'high', '↓': 'low', 阳性: 'pos', 异常: 'pos', 正常: 'ok' }

/** one result: name, value + unit, reference range, the flag (偏高 / 偏低 / 阳性 / 异常), and its trend */
export default function ItemRow({ item, withTrend = true }: { item: ReportItem; withTrend?: boolean }) {
  const abnormal = item.flag !== null && item.flag !== '正常'
  return (
    <View className={`rp-item ${abnormal ? 'rp-item--abnormal' : ''}`} data-flag={item.flag ?? ''}>
      <View className="rp-item__main">
        <Text className="rp-item__name">{item.name}</Text>
        <View className="rp-item__result">
          <Text className="rp-item__value">
            {item.value}
            {item.unit ? <Text className="rp-item__unit"> {item.unit}</Text> : null}
          </Text>
          {abnormal ? (
            <Text className={`rp-flag rp-flag--${FLAG_CLASS[item.flag as string]}`}>
              {item.flag === '↑' || item.flag === '↓' ? `${item.flag} ` : ''}
              {item.flagLabel}
            </Text>
          ) : null}
        </View>
      </View>
      {item.referenceRange ? <Text className="rp-item__range">参考范围 {item.referenceRange}</Text> : null}
      {withTrend ? <Trend item={item} /> : null}
    </View>
  )
}

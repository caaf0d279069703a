import { View } from '@tarojs/components'
import { Tabs } from '@nutui/nutui-react-taro'
import type { OrderStatusNumRes } from '@contract/order'
import { ORDER_TABS } from '../actions/actions'
import { tabTitle } from '../actions/useOrderActions'

/** the status tabs of an order list (全部 / 待支付 / … with their counts), pinned above the list */
export default function StatusTabs({
  tab,
  onChange,
  counts,
}: {
  tab: number
  onChange: (tab: number) => void
  counts: Partial<OrderStatusNumRes> | null
}) {
  return (
    <View className="ox-tabs">
      <Tabs value={tab} onChange={(v) => onChange(Number(v))} activeType="line" className="order-tabs">
        {ORDER_TABS.map((t) => (
          <Tabs.TabPane key={t.value} value={t.value} title={tabTitle(t.value, counts)} />
        ))}
      </Tabs>
    </View>
  )
}

import { View } from '@tarojs/components'
import Page from '@/shared/ui/Page'
import InfiniteList from '@/shared/ui/InfiniteList'
import type { OrderListItem } from '@contract/order'
import { navigate } from '@/shared/routes/navigate'
import { useAppStore } from '@/shared/store'
import { myOrders, orderStatusNum } from '../api'
import { useOrderActions } from '../actions/useOrderActions'
import OrderCard from './OrderCard'
import StatusTabs from './StatusTabs'
import { useOrderTabs } from './useOrderTabs'
import ScrollArea from '@/shared/ui/ScrollArea'
import { A11Y_LIST } from '@/domain/messages/access'
import '../order-pages.scss'

/**
 * SPEC §2 /webOrder and /allOrder: status tabs 全部 / 待支付 / 待使用/收货 / 部分使用/完成 / 已完成 /
 * 已取消 with counts (orderStatusNum), order cards with actions by status. ?status= opens a tab.
 */
export default function OrderListScreen() {
  const hospitalId = useAppStore((s) => s.hospitalId)
  const { tab, setTab, counts, list, reload } = useOrderTabs<OrderListItem>('orders', myOrders, orderStatusNum)
  const { run, popups } = useOrderActions(hospitalId, reload)

  return (
    <Page onRefresh={reload}>
      <View className="ox-fill">
        <StatusTabs tab={tab} onChange={setTab} counts={counts} />
        <ScrollArea className="ox-grow" label={A11Y_LIST.orders}>
          <InfiniteList
            state={list}
            emptyText="暂无相关订单"
            renderItem={(o) => (
              <OrderCard key={o.id} order={o} onOpen={() => navigate('/orderDetail', { id: o.id, hospitalId })} onAction={run} />
            )}
          />
        </ScrollArea>
      </View>
      {popups}
    </Page>
  )
}

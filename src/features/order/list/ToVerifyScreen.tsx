import { View, Text } from '@tarojs/components'
import Page from '@/shared/ui/Page'
import InfiniteList from '@/shared/ui/InfiniteList'
import { usePagedList } from '@/shared/data'
import type { OrderListItem } from '@contract/order'
import { ORDER_STATUS } from '@/domain'
import { navigate } from '@/shared/routes/navigate'
import { useAppStore } from '@/shared/store'
import { myOrders } from '../api'
import { useOrderActions } from '../actions/useOrderActions'
import OrderCard from './OrderCard'
import ScrollArea from '@/shared/ui/ScrollArea'
import { A11Y_LIST } from '@/domain/messages/access'
import '../order-pages.scss'

/** two statuses, one list: both read fully as one page (a patient has few open orders) */
const openOrders = async (): Promise<OrderListItem[]> => {
  const [a, b] = await Promise.all([
    myOrders({ pageNum: 1, pageSize: 100, status: ORDER_STATUS.TO_USE }),
    myOrders({ pageNum: 1, pageSize: 100, status: ORDER_STATUS.PARTLY_USED }),
  ])
  return [...(a.list || []), ...(b.list || [])]
}

/**
 * SPEC §2 /audit (to be verified): orders that still have something to verify at the counter —
 * 待使用/收货 (104) then 部分使用/完成 (105) — each with its verification code.
 */
export default function ToVerifyScreen() {
  const hospitalId = useAppStore((s) => s.hospitalId)
  const list = usePagedList<OrderListItem>(['toVerify'], openOrders)
  const { run, popups } = useOrderActions(hospitalId, list.refresh)
  return (
    <Page onRefresh={list.refresh}>
      <View className="ox-fill">
        <Text className="ox-note">到店使用服务或自提商品时，请出示订单核销码。</Text>
        <ScrollArea className="ox-grow" label={A11Y_LIST.toVerify}>
          <InfiniteList
            state={list}
            emptyText="暂无待核销订单"
            renderItem={(o) => (
              <OrderCard
                key={o.id}
                order={{ ...o, canConfirm: false }}
                onOpen={() => navigate('/orderDetail', { id: o.id, hospitalId })}
                onAction={(a, ord) => run(a, ord)}
              />
            )}
          />
        </ScrollArea>
      </View>
      {popups}
    </Page>
  )
}

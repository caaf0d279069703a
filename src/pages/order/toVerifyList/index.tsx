import { View, Text } from '@tarojs/components'
import type { OrderListItem } from '@contract/order'
import Page from '@/shared/ui/Page'
import InfiniteList, { useInfiniteList } from '@/shared/ui/InfiniteList'
import { OrderCard, myOrders, useOrderActions } from '@/features/order'
import { ORDER_STATUS } from '@/domain'
import { navigate } from '@/shared/routes/navigate'
import { useAppStore } from '@/shared/store'
import '../common.scss'
import '@/components/orderCard/index.scss'

/**
 * SPEC §2 /audit (to be verified): orders that still have something to verify at the counter —
 * 待使用/收货 (104) then 部分使用/完成 (105) — each with its verification code.
 */
export default function ToVerifyListPage() {
  const hospitalId = useAppStore((s) => s.hospitalId)
  const list = useInfiniteList<OrderListItem>(async (pageNum) => {
    // two statuses, one list: read both fully on the first page (a patient has few open orders)
    if (pageNum > 1) return { list: [], total: 0 }
    const [a, b] = await Promise.all([
      myOrders({ pageNum: 1, pageSize: 100, status: ORDER_STATUS.TO_USE }),
      myOrders({ pageNum: 1, pageSize: 100, status: ORDER_STATUS.PARTLY_USED }),
    ])
    const all = [...(a.list || []), ...(b.list || [])]
    return { list: all, total: all.length }
  }, [])
  const { run, popups } = useOrderActions(hospitalId, list.refresh)
  return (
    <Page onRefresh={list.refresh}>
      <View className="ox-fill">
        <Text className="ox-note">到店使用服务或自提商品时，请出示订单核销码。</Text>
        <View className="ox-grow">
          <InfiniteList
            state={list}
            emptyText="暂无待核销订单"
            renderItem={(o) => (
              <OrderCard key={o.id} order={{ ...o, canConfirm: false }} onOpen={() => navigate('/orderDetail', { id: o.id, hospitalId })} onAction={(a, ord) => run(a, ord)} />
            )}
          />
        </View>
      </View>
      {popups}
    </Page>
  )
}

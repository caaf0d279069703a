import { useCallback, useEffect, useMemo, useState } from 'react'
import { View } from '@tarojs/components'
import { Tabs } from '@nutui/nutui-react-taro'
import { useDidShow } from '@tarojs/taro'
import Page from '../../../components/Page'
import InfiniteList, { useInfiniteList } from '../../../components/activity/InfiniteList'
import OrderCard, { CancelReasonPopup, ORDER_TABS, QrPopup, type OrderActionKey } from '../../../components/orderCard'
import { orderStatusLabel } from '../../../domain'
import type { OrderListItem, OrderStatusNumRes } from '../../../../types/order'
import { currentRoute } from '../../../routes/current'
import { navigate } from '../../../routes/navigate'
import { confirm, toast } from '../../../platform'
import { useAppStore } from '../../../store'
import { myOrders, orderCancel, orderConfirm, orderDelete, orderStatusNum } from '../../../services/orders'
import '../common.scss'
import '../../../components/orderCard/index.scss'

export const tabTitle = (value: number, counts: Partial<OrderStatusNumRes> | null) => {
  const label = value === 0 ? '全部' : orderStatusLabel(value)
  const n = counts ? (value === 0 ? counts.all : counts[value as 101]) : undefined
  return n ? `${label}(${n})` : label
}

/** runs one card action; resolves true when the list should reload */
export function useOrderActions(hospitalId: number | string, reload: () => void) {
  const [cancelling, setCancelling] = useState<OrderListItem | null>(null)
  const [qrOrder, setQrOrder] = useState<number | null>(null)
  const run = useCallback(
    async (action: OrderActionKey, order: { id: number }) => {
      switch (action) {
        case 'pay':
          return navigate('/pay/transition', { orderId: order.id, hospitalId })
        case 'cancel':
          return setCancelling(order as OrderListItem)
        case 'qr':
          return setQrOrder(order.id)
        case 'afterSale':
          return navigate('/afterSaleApply', { orderId: order.id, hospitalId })
        case 'afterSaleDetail':
          return navigate('/afterSaleDetail', { orderId: order.id, hospitalId })
        case 'confirm':
          if (!(await confirm({ content: '确认已收到商品或已完成服务？' }))) return
          await orderConfirm({ orderId: order.id })
          toast('已确认收货', 'success')
          return reload()
        case 'delete':
          if (!(await confirm({ content: '删除后订单将无法恢复，确定删除？' }))) return
          await orderDelete({ orderId: order.id })
          toast('订单已删除', 'success')
          return reload()
      }
    },
    [hospitalId, reload],
  )
  const popups = (
    <>
      <CancelReasonPopup
        visible={!!cancelling}
        onClose={() => setCancelling(null)}
        onConfirm={async (reason) => {
          const o = cancelling
          setCancelling(null)
          if (!o) return
          try {
            await orderCancel({ orderId: o.id, cancelReason: reason as never })
            toast('订单已取消', 'success')
            reload()
          } catch {
            /* the request layer showed the message */
          }
        }}
      />
      <QrPopup orderId={qrOrder} onClose={() => setQrOrder(null)} />
    </>
  )
  return { run: (a: OrderActionKey, o: { id: number }) => run(a, o).catch(() => undefined), popups }
}

/**
 * SPEC §2 /webOrder and /allOrder: status tabs 全部 / 待支付 / 待使用/收货 / 部分使用/完成 / 已完成 /
 * 已取消 with counts (orderStatusNum), order cards with actions by status. ?status= opens a tab.
 */
export default function WebOrderPage() {
  const hospitalId = useAppStore((s) => s.hospitalId)
  const { query } = useMemo(() => currentRoute(), [])
  const initial = ORDER_TABS.some((t) => String(t.value) === query.status) ? Number(query.status) : 0
  const [tab, setTab] = useState<number>(initial)
  const [counts, setCounts] = useState<OrderStatusNumRes | null>(null)
  const list = useInfiniteList<OrderListItem>((pageNum, pageSize) => myOrders({ pageNum, pageSize, status: tab as 0 }), [tab])
  const loadCounts = useCallback(() => orderStatusNum().then(setCounts, () => undefined), [])
  useEffect(() => {
    loadCounts()
  }, [loadCounts])
  const reload = useCallback(() => {
    loadCounts()
    list.refresh()
  }, [list, loadCounts])
  const [shown, setShown] = useState(false)
  useDidShow(() => {
    // back from the detail / after-sale / pay pages: statuses may have changed
    if (shown) reload()
    setShown(true)
  })
  const { run, popups } = useOrderActions(hospitalId, reload)

  return (
    <Page onRefresh={reload}>
      <View className="ox-fill">
        <View className="ox-tabs">
          <Tabs value={tab} onChange={(v) => setTab(Number(v))} activeType="line" className="order-tabs">
            {ORDER_TABS.map((t) => (
              <Tabs.TabPane key={t.value} value={t.value} title={tabTitle(t.value, counts)} />
            ))}
          </Tabs>
        </View>
        <View className="ox-grow">
          <InfiniteList
            state={list}
            emptyText="暂无相关订单"
            renderItem={(o) => <OrderCard key={o.id} order={o} onOpen={() => navigate('/orderDetail', { id: o.id, hospitalId })} onAction={run} />}
          />
        </View>
      </View>
      {popups}
    </Page>
  )
}

import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import Page from '@/shared/ui/Page'
import InfiniteList from '@/shared/ui/InfiniteList'
import { payAgain } from '@/features/pay'
import type { OfflineOrderItem } from '@contract/offline'
import { navigate } from '@/shared/routes/navigate'
import { useAppStore } from '@/shared/store'
import { useOrderActions } from '../actions/useOrderActions'
import StatusTabs from '../list/StatusTabs'
import { useOrderTabs } from '../list/useOrderTabs'
import { offlineOrderNum, offlineOrders } from './api'
import OfflineOrderCard, { type OfflineActionKey } from './OfflineOrderCard'
import { OFFLINE_EMPTY_TEXT, OFFLINE_INTRO } from './texts'
import ScrollArea from '@/shared/ui/ScrollArea'
import { A11Y_LIST } from '@/domain/messages/access'
import '../order-pages.scss'
import './offline.scss'

/**
 * SPEC §2 /offlineOrder (线下订单): the orders the hospital made for the patient at the counter or
 * from a prescription, with the status tabs and counts of §4 (101-105), pull-to-refresh, skeletons
 * and the empty state. A card opens the order detail; a pending one is paid online through the
 * payment adapter (payAgain: the pay pages as for other orders) or at the counter with its pay code
 * (/offlinePay). ?status= opens a tab.
 */
export default function OfflineOrderListScreen() {
  const hospitalId = useAppStore((s) => s.hospitalId)
  const { tab, setTab, counts, list, reload } = useOrderTabs<OfflineOrderItem>('offlineOrders', offlineOrders, offlineOrderNum)
  const actions = useOrderActions(hospitalId, () => void reload())
  const [paying, setPaying] = useState<number | null>(null)
  const run = async (a: OfflineActionKey, o: OfflineOrderItem) => {
    if (a === 'payCode') return navigate('/offlinePay', { orderId: o.id, hospitalId })
    if (a === 'pay') {
      if (paying) return
      setPaying(o.id)
      try {
        await payAgain(o.id)
      } finally {
        setPaying(null)
      }
      return
    }
    return actions.run(a, o)
  }

  return (
    <Page onRefresh={reload}>
      <View className="ox-fill offline-order">
        <StatusTabs tab={tab} onChange={setTab} counts={counts} />
        <ScrollArea className="ox-grow" label={A11Y_LIST.offlineOrders}>
          <Text className="offline-order__intro">{OFFLINE_INTRO}</Text>
          <InfiniteList
            state={list}
            emptyText={OFFLINE_EMPTY_TEXT}
            renderItem={(o) => (
              <OfflineOrderCard key={o.id} order={o} onOpen={() => navigate('/orderDetail', { id: o.id, hospitalId })} onAction={run} />
            )}
          />
        </ScrollArea>
      </View>
      {actions.popups}
    </Page>
  )
}

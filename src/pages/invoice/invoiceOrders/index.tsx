import { useMemo } from 'react'
import { View } from '@tarojs/components'
import type { InvoiceOrder } from '@contract/invoice'
import Page from '@/shared/ui/Page'
import InfiniteList from '@/shared/ui/InfiniteList'
import { usePagedList } from '@/shared/data'
import { currentRoute } from '@/shared/routes/current'
import { cantInvoice, queryRelOrderList, OrderBrief } from '@/features/invoice'
import ScrollArea from '@/shared/ui/ScrollArea'
import { A11Y_LIST } from '@/domain/messages/access'
import '@/features/invoice/invoice-pages.scss'

/** SPEC §2 /billOrderList: ?invoiceId= the orders of an invoice; ?type=cant the orders that cannot be invoiced, with why. */
export default function InvoiceOrdersPage() {
  const { query } = useMemo(() => currentRoute(), [])
  const cant = query.type === 'cant'
  const list = usePagedList<InvoiceOrder>([cant, query.invoiceId], (pageNum, pageSize) =>
    cant ? cantInvoice({ pageNum, pageSize }) : queryRelOrderList(query.invoiceId),
  )
  return (
    <Page onRefresh={list.refresh} title={cant ? '不可开票订单' : undefined}>
      <View className="ix-fill">
        <ScrollArea className="ix-grow" label={A11Y_LIST.invoiceOrders}>
          <InfiniteList
            state={list}
            emptyText="暂无订单"
            renderItem={(o) => (
              <View key={o.orderId} className="ix-card">
                <OrderBrief order={o} />
              </View>
            )}
          />
        </ScrollArea>
      </View>
    </Page>
  )
}

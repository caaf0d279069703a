import { useMemo, useRef, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button, Checkbox, Tabs } from '@nutui/nutui-react-taro'
import { useDidShow } from '@tarojs/taro'
import type { InvoiceInfo, InvoiceOrder } from '@contract/invoice'
import Page from '@/shared/ui/Page'
import InfiniteList from '@/shared/ui/InfiniteList'
import { usePagedList } from '@/shared/data'
import { formatPrice, sumMoney } from '@/domain'
import { currentRoute } from '@/shared/routes/current'
import { navigate } from '@/shared/routes/navigate'
import { toast } from '@/shared/platform'
import { useAppStore } from '@/shared/store'
import { canInvoice, invoiceList, useInvoiceDraft, OrderBrief, BILL_TABS, DEFAULT_BILL_TAB } from '@/features/invoice'
import ScrollArea from '@/shared/ui/ScrollArea'
import { A11Y_LIST } from '@/domain/messages/access'
import '@/features/invoice/invoice-pages.scss'

function InvoiceCard({ inv, onOpen }: { inv: InvoiceInfo; onOpen: () => void }) {
  return (
    <View className="ix-card bill__invoice" onClick={onOpen} data-invoice-id={inv.invoiceId}>
      <View className="ix-card__head">
        <Text className="ix-card__title">{inv.invoiceTitle}</Text>
        <Text className={`ix-card__state ix-card__state--s${inv.status}`}>{inv.statusStr}</Text>
      </View>
      <Text className="ix-card__line">
        {inv.invoiceTypeStr} · {inv.orderCount}个订单
      </Text>
      <Text className="ix-card__line">申请时间 {inv.applyTime}</Text>
      <View className="ix-card__head" style={{ marginTop: '8px' }}>
        <Text className="ix-card__line">开票金额</Text>
        <Text className="ix-card__amount">¥{formatPrice(inv.amount)}</Text>
      </View>
    </View>
  )
}

/** SPEC §2 /bill: invoices by status and the orders that can still be invoiced (checked → /billAdd). */
export default function InvoiceListPage() {
  const hospitalId = useAppStore((s) => s.hospitalId)
  const { query } = useMemo(() => currentRoute(), [])
  const [tab, setTab] = useState<number>(query.tab && BILL_TABS[Number(query.tab)] ? Number(query.tab) : DEFAULT_BILL_TAB)
  const [checked, setChecked] = useState<number[]>([])
  const def = BILL_TABS[tab]
  const list = usePagedList<InvoiceInfo | InvoiceOrder>([tab], (pageNum, pageSize) =>
    def.orders ? canInvoice({ pageNum, pageSize }) : invoiceList({ pageNum, pageSize, status: def.status }),
  )
  const seen = useRef(false)
  useDidShow(() => {
    if (seen.current) {
      setChecked([])
      list.refresh()
    }
    seen.current = true
  })
  const orders = def.orders ? (list.items as InvoiceOrder[]) : []
  const total = sumMoney(orders.filter((o) => checked.includes(o.orderId)).map((o) => o.invoiceAmount))
  const allChecked = orders.length > 0 && orders.every((o) => checked.includes(o.orderId))
  const toggle = (id: number) => setChecked((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]))
  const go = () => {
    if (!checked.length) return toast('请选择要开票的订单')
    useInvoiceDraft.getState().reset()
    useInvoiceDraft.getState().set({ orderIds: checked })
    navigate('/billAdd', { orderIds: checked.join(','), hospitalId })
  }
  const footer = def.orders ? (
    <View className="ix-bar">
      <Checkbox
        className="bill__all"
        checked={allChecked}
        onChange={(v: boolean) => setChecked(v ? orders.map((o) => o.orderId) : [])}
        label="全选"
      />
      <Text className="ix-bar__sum">
        已选{checked.length}单 合计 <Text className="ix-bar__price">¥{formatPrice(total)}</Text>
      </Text>
      <Button type="primary" size="small" className="bill__go" onClick={go}>
        去开票
      </Button>
    </View>
  ) : (
    <View className="ix-footer">
      <Button block fill="outline" type="primary" onClick={() => navigate('/headBook', { hospitalId })}>
        管理发票抬头
      </Button>
    </View>
  )
  return (
    <Page onRefresh={list.refresh} footer={footer}>
      <View className="ix-fill">
        <View className="ix-tabs">
          <Tabs value={tab} onChange={(v) => (setTab(Number(v)), setChecked([]))} activeType="line" className="bill__tabs">
            {BILL_TABS.map((t, i) => (
              <Tabs.TabPane key={t.title} value={i} title={t.title} />
            ))}
          </Tabs>
        </View>
        <ScrollArea className="ix-grow" label={A11Y_LIST.invoices}>
          {def.orders ? (
            <>
              <Text className="ix-note">仅支持开具电子普通发票，开票金额为订单实付金额（扣除已退款部分）。</Text>
              <Text className="ix-link bill__cant" onClick={() => navigate('/billOrderList', { type: 'cant', hospitalId })}>
                不可开票订单 ›
              </Text>
            </>
          ) : null}
          <InfiniteList
            state={list}
            emptyText={def.orders ? '暂无可开票订单' : '暂无开票记录'}
            renderItem={(item) =>
              def.orders ? (
                <View
                  key={(item as InvoiceOrder).orderId}
                  className="ix-card ix-order bill__order"
                  data-order-id={(item as InvoiceOrder).orderId}
                  onClick={() => toggle((item as InvoiceOrder).orderId)}
                >
                  <View className="ix-order__check" onClick={(e) => e.stopPropagation()}>
                    <Checkbox
                      checked={checked.includes((item as InvoiceOrder).orderId)}
                      onChange={() => toggle((item as InvoiceOrder).orderId)}
                    />
                  </View>
                  <OrderBrief order={item as InvoiceOrder} />
                </View>
              ) : (
                <InvoiceCard
                  key={(item as InvoiceInfo).invoiceId}
                  inv={item as InvoiceInfo}
                  onOpen={() => navigate('/billDetail', { invoiceId: (item as InvoiceInfo).invoiceId, hospitalId })}
                />
              )
            }
          />
          <View style={{ height: '160px' }} />
        </ScrollArea>
      </View>
    </Page>
  )
}

/**
 * Order-list tab titles and card actions shared by /webOrder, /allOrder, /offlineOrder, /audit and
 * /orderDetail. A component module, not a page: in mini-program builds a page module exports only its
 * default page, so named helpers must never be imported from another page (checked by
 * src/shared/routes/page-imports.test.ts).
 */
import { useCallback, useState } from 'react'
import CancelReasonPopup from './CancelReasonPopup'
import QrPopup from './QrPopup'
import type { OrderActionKey } from './actions'
import { orderStatusLabel } from '@/domain'
import type { OrderListItem, OrderStatusNumRes } from '@contract/order'
import { navigate } from '@/shared/routes/navigate'
import { confirm, toast } from '@/shared/platform'
import { orderCancel, orderConfirm, orderDelete } from '@/services/orders'

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

/**
 * Tab titles and card actions of /offlineOrder. Kept in this page's own module: in mini-program builds a
 * page module (../webOrder) exports only its default page, so its named helpers cannot be imported.
 */
import { useCallback, useState } from 'react'
import { CancelReasonPopup, QrPopup, type OrderActionKey } from '../../../components/orderCard'
import { orderStatusLabel } from '../../../domain'
import type { OrderStatusNumRes } from '../../../../types/order'
import { navigate } from '../../../routes/navigate'
import { confirm, toast } from '../../../platform'
import { orderCancel, orderConfirm, orderDelete } from '../../../services/orders'

/** 全部 / 待支付 … with the count when there is one: 待支付(2) */
export const tabTitle = (value: number, counts: Partial<OrderStatusNumRes> | null) => {
  const label = value === 0 ? '全部' : orderStatusLabel(value)
  const n = counts ? (value === 0 ? counts.all : counts[value as 101]) : undefined
  return n ? `${label}(${n})` : label
}

/** the order-list actions other than paying (cancel with a reason, code, after-sale, confirm, delete) and their popups */
export function useCardActions(hospitalId: number | string, reload: () => void) {
  const [cancelling, setCancelling] = useState<{ id: number } | null>(null)
  const [qrOrder, setQrOrder] = useState<number | null>(null)
  const run = useCallback(
    async (action: Exclude<OrderActionKey, 'pay'>, order: { id: number }) => {
      switch (action) {
        case 'cancel':
          return setCancelling(order)
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
  return { run: (a: Exclude<OrderActionKey, 'pay'>, o: { id: number }) => run(a, o).catch(() => undefined), popups }
}

/** Which actions an order card / detail offers, and in which order (what each status allows: domain orderCapabilities; the server's can* flags). */
import { orderCapabilities, ORDER_STATUS, type OrderStatus } from '@/domain'

export type OrderActionKey = 'pay' | 'cancel' | 'confirm' | 'afterSale' | 'delete' | 'qr' | 'afterSaleDetail'

export const ORDER_ACTION_LABELS: Record<OrderActionKey, string> = {
  pay: '去支付',
  cancel: '取消订单',
  confirm: '确认收货',
  afterSale: '申请售后',
  afterSaleDetail: '售后详情',
  delete: '删除订单',
  qr: '查看核销码',
}

export interface ActionOrder {
  status: number
  canCancel?: boolean
  canDelete?: boolean
  canConfirm?: boolean
  canRefund?: boolean
  /** the order has an after-sale already (detail only) */
  hasAfterSale?: boolean
}

/**
 * The actions an order's status allows (domain orderCapabilities), least important first (the primary one is last,
 * shown on the right): 删除订单, 查看核销码, 申请售后 (售后详情 once there is one), 取消订单, 确认收货, 去支付. So
 * 101 取消订单, 去支付; 104/105 查看核销码, 申请售后, 确认收货; 102 删除订单, 申请售后; 103 删除订单.
 * The server's can* flags, when present, may only take actions away.
 */
export function orderActions(o: ActionOrder): OrderActionKey[] {
  const can = orderCapabilities(o.status)
  const allowed = (flag: boolean | undefined) => flag !== false
  const out: OrderActionKey[] = []
  if (can.delete && allowed(o.canDelete)) out.push('delete')
  if (can.qr) out.push('qr')
  if (can.afterSale) out.push(o.hasAfterSale ? 'afterSaleDetail' : 'afterSale')
  if (can.cancel && allowed(o.canCancel)) out.push('cancel')
  if (can.confirm && allowed(o.canConfirm)) out.push('confirm')
  if (can.pay) out.push('pay')
  return out
}

/** the 待支付 … tabs of /webOrder and /allOrder: value 0 = 全部, then the SPEC §4 codes */
export const ORDER_TABS: ReadonlyArray<{ value: 0 | OrderStatus }> = [
  { value: 0 },
  { value: ORDER_STATUS.PENDING_PAYMENT },
  { value: ORDER_STATUS.TO_USE },
  { value: ORDER_STATUS.PARTLY_USED },
  { value: ORDER_STATUS.COMPLETED },
  { value: ORDER_STATUS.CANCELLED },
]

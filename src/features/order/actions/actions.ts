/** Which actions an order card / detail offers by status (SPEC §4 statuses; domain canCancelOrder; the server's can* flags). */
import { canCancelOrder, ORDER_STATUS } from '@/domain'

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
 * Actions by status, least important first (the primary one is last, shown on the right):
 * 101 取消订单, 去支付; 104/105 查看核销码, 申请售后, 确认收货; 102 删除订单, 申请售后; 103 删除订单.
 * The server's can* flags, when present, may only take actions away.
 */
export function orderActions(o: ActionOrder): OrderActionKey[] {
  const s = Number(o.status)
  const out: OrderActionKey[] = []
  const allowed = (flag: boolean | undefined) => flag !== false
  if (s === ORDER_STATUS.PENDING_PAYMENT) {
    if (canCancelOrder(s) && allowed(o.canCancel)) out.push('cancel')
    out.push('pay')
  } else if (s === ORDER_STATUS.TO_USE || s === ORDER_STATUS.PARTLY_USED) {
    out.push('qr')
    out.push(o.hasAfterSale ? 'afterSaleDetail' : 'afterSale')
    if (allowed(o.canConfirm)) out.push('confirm')
  } else if (s === ORDER_STATUS.COMPLETED) {
    if (allowed(o.canDelete)) out.push('delete')
    out.push(o.hasAfterSale ? 'afterSaleDetail' : 'afterSale')
  } else if (s === ORDER_STATUS.CANCELLED) {
    if (allowed(o.canDelete)) out.push('delete')
  }
  return out
}

/** the 待支付 … tabs of /webOrder and /allOrder: value 0 = 全部, then the SPEC §4 codes */
export const ORDER_TABS: ReadonlyArray<{ value: 0 | 101 | 102 | 103 | 104 | 105 }> = [{ value: 0 }, { value: 101 }, { value: 104 }, { value: 105 }, { value: 102 }, { value: 103 }]

/** Which actions an order card / detail offers, and in which order (what each status allows: domain orderCapabilitiesOf; the server's can* flags). */
import { isServiceOrder, orderCapabilitiesOf, ORDER_STATUS, type OrderStatus } from '@/domain'

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
  /** the order's lines (their goodsType): a service order offers no 确认收货, and its 查看核销码 leads */
  goodsList?: ReadonlyArray<{ goodsType?: number | string | null }> | null
  canCancel?: boolean
  canDelete?: boolean
  canConfirm?: boolean
  canRefund?: boolean
  /** the order has an after-sale already (detail only) */
  hasAfterSale?: boolean
}

/**
 * The actions an order allows (domain orderCapabilitiesOf: its status, and for 确认收货 its goods types), least
 * important first (the primary one is last, shown on the right: {@link primaryOrderAction}):
 * - 101 取消订单, 去支付
 * - 104/105 of a parcel (a shipped line): 查看核销码, 申请售后, 确认收货
 * - 104/105 of a service order (goodsType 2 only: used and refunded, never received): 申请退款, 查看核销码
 * - 102 申请售后, 删除订单 (neither leads: a completed order has nothing left to do); 103 删除订单
 * 申请售后 becomes 售后详情 once there is one. The server's can* flags, when present, may only take actions away.
 */
export function orderActions(o: ActionOrder): OrderActionKey[] {
  const can = orderCapabilitiesOf(o)
  const service = isServiceOrder(o.goodsList)
  const allowed = (flag: boolean | undefined) => flag !== false
  const afterSale: OrderActionKey = o.hasAfterSale ? 'afterSaleDetail' : 'afterSale'
  const completed = Number(o.status) === ORDER_STATUS.COMPLETED
  const out: OrderActionKey[] = []
  if (can.afterSale && completed) out.push(afterSale)
  if (can.delete && allowed(o.canDelete)) out.push('delete')
  if (can.qr && !service) out.push('qr')
  if (can.afterSale && !completed) out.push(afterSale)
  if (can.cancel && allowed(o.canCancel)) out.push('cancel')
  if (can.confirm && allowed(o.canConfirm)) out.push('confirm')
  if (can.pay) out.push('pay')
  if (can.qr && service) out.push('qr')
  return out
}

/** the filled (primary) button of an action row: the last one when it moves the order on (pay, receive, use), else none */
export function primaryOrderAction(actions: readonly OrderActionKey[]): OrderActionKey | null {
  const last = actions[actions.length - 1]
  return last === 'pay' || last === 'confirm' || last === 'qr' ? last : null
}

/** an action's label: a service order's 申请售后 is 申请退款 (a service is refunded, not returned) */
export function orderActionLabel(action: OrderActionKey, o: Pick<ActionOrder, 'goodsList'>): string {
  return action === 'afterSale' && isServiceOrder(o.goodsList) ? '申请退款' : ORDER_ACTION_LABELS[action]
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

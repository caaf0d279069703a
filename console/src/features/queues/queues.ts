/** the work queues of the home (待办), queues first, each behind the permission that opens it */
import type { Permission } from '../auth'

export interface Queue {
  path: string
  title: string
  /** the status the queue holds */
  status: string
  hint: string
  permission: Permission
}

export const QUEUES: readonly Queue[] = [
  { path: '/after-sales', title: '售后', status: '待审核', hint: '患者提交的售后申请', permission: 'after-sale:read' },
  { path: '/invoices', title: '发票', status: '待开票', hint: '患者提交的开票申请', permission: 'invoice:read' },
  { path: '/orders', title: '订单', status: '待发货', hint: '已支付待发货的商品订单', permission: 'order:read' },
]

/**
 * the work queues of the home (待办), queues first, each behind the permission that opens it, with its count from
 * GET /staff/queues/counts (contract/staff.ts StaffQueueCounts: null where the role lacks the permission)
 */
import type { Static } from '@sinclair/typebox'
import type { STAFF_PATHS, StaffQueueCounts } from '@contract/staff'
import type { Permission } from '../auth'
import { request } from '../../shared/request'

export type QueueCounts = Static<typeof StaffQueueCounts>

export const QUEUE_PATHS: Pick<typeof STAFF_PATHS, 'queueCounts'> = { queueCounts: '/staff/queues/counts' }

export interface Queue {
  path: string
  title: string
  /** the status the queue holds */
  status: string
  hint: string
  permission: Permission
  /** its figure in the counts reply */
  count: keyof QueueCounts
}

export const QUEUES: readonly Queue[] = [
  { path: '/after-sales', title: '售后', status: '待审核', hint: '患者提交的售后申请', permission: 'after-sale:read', count: 'afterSales' },
  { path: '/refunds', title: '退款', status: '待审批', hint: '退款中、等待财务审批的售后', permission: 'refund:approve', count: 'refunds' },
  { path: '/invoices', title: '发票', status: '开票中', hint: '患者提交的开票申请', permission: 'invoice:read', count: 'invoices' },
  { path: '/orders', title: '订单', status: '待发货', hint: '已支付待发货的商品订单', permission: 'order:read', count: 'ordersToShip' },
]

export interface QueueTile extends Queue {
  /** the number waiting, null while it loads (or when it could not be loaded) */
  waiting: number | null
  /** what a screen reader reads for the tile */
  label: string
}

/** the tiles of the queues the staff member may open, with their counts as far as known */
export function queueTiles(permissions: readonly Permission[], counts: QueueCounts | undefined): QueueTile[] {
  const held = new Set(permissions)
  return QUEUES.filter((q) => held.has(q.permission)).map((q) => {
    const waiting = counts?.[q.count] ?? null
    return { ...q, waiting, label: `${q.title}${q.status}：${waiting === null ? '数量加载中' : `${waiting} 件`}` }
  })
}

export const fetchQueueCounts = () => request<QueueCounts>('GET', QUEUE_PATHS.queueCounts)

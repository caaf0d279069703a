/**
 * The after-sale desk's calls (contract/staff.ts, server/modules/after-sale/staff.routes.ts): the queue of the own
 * hospital by status, approve / refuse with a reason / 确认收货 (after-sale:approve), and the finance refund
 * (refund:approve; above the configured amount a second, different finance member approves before the provider
 * refunds). Paths repeated as values typed by the contract's literal types (the console imports the contract as
 * types only).
 */
import type { Static } from '@sinclair/typebox'
import type { STAFF_PATHS, StaffAfterSale, StaffAfterSaleListRes, StaffAfterSaleQuery, StaffRefundRes } from '@contract/staff'
import { request } from '../../shared/request'

export const PATHS: Pick<
  typeof STAFF_PATHS,
  'afterSales' | 'afterSaleApprove' | 'afterSaleRefuse' | 'afterSaleReceived' | 'afterSaleRefund'
> = {
  afterSales: '/staff/after-sales',
  afterSaleApprove: '/staff/after-sales/approve',
  afterSaleRefuse: '/staff/after-sales/refuse',
  afterSaleReceived: '/staff/after-sales/received',
  afterSaleRefund: '/staff/after-sales/refund',
}

export type AfterSale = Static<typeof StaffAfterSale>
export type AfterSaleList = Static<typeof StaffAfterSaleListRes>
export type AfterSaleQuery = Static<typeof StaffAfterSaleQuery>
export type RefundReply = Static<typeof StaffRefundRes>

/** the statuses as tabs, in the order of the work: 1 待审核, 2 待寄回, 3 退款中, 4 已退款, 6 已拒绝, 5 已取消 */
export const AFTER_SALE_TABS: ReadonlyArray<{ status: number; label: string }> = [
  { status: 1, label: '待审核' },
  { status: 2, label: '待寄回' },
  { status: 3, label: '退款中' },
  { status: 4, label: '已退款' },
  { status: 6, label: '已拒绝' },
  { status: 5, label: '已取消' },
]

export const AFTER_SALE_TYPES: Record<number, string> = { 1: '仅退款', 2: '退货退款' }

export function listAfterSales(q: AfterSaleQuery, signal?: AbortSignal): Promise<AfterSaleList> {
  return request<AfterSaleList>('GET', PATHS.afterSales, { query: q, signal })
}

export function approveAfterSale(id: number): Promise<AfterSale> {
  return request<AfterSale>('POST', PATHS.afterSaleApprove, { body: { id } })
}

export function refuseAfterSale(id: number, reason: string): Promise<AfterSale> {
  return request<AfterSale>('POST', PATHS.afterSaleRefuse, { body: { id, reason } })
}

export function goodsReceived(id: number): Promise<AfterSale> {
  return request<AfterSale>('POST', PATHS.afterSaleReceived, { body: { id } })
}

export function approveRefund(id: number): Promise<RefundReply> {
  return request<RefundReply>('POST', PATHS.afterSaleRefund, { body: { id } })
}

/**
 * the refund's approval steps as the drawer shows them: the first finance approval, then (above the amount) the
 * second by a different member, then the provider's refund
 */
export function refundSteps(a: Pick<AfterSale, 'status' | 'refundApprovals' | 'needsSecondApproval'>): {
  steps: string[]
  current: number
} {
  const steps = a.needsSecondApproval ? ['财务审批', '另一位财务复核', '原路退款'] : ['财务审批', '原路退款']
  if (a.status === 4) return { steps, current: steps.length }
  return { steps, current: Math.min(a.refundApprovals, steps.length - 1) }
}

/** After-sale detail: its status steps. */
import type { AfterSaleDetail } from '@contract/after-sale'

/** status steps: refund only 提交申请 → 商家审核 → 退款中 → 已退款; returns add 寄回商品 */
export function afterSaleSteps(d: Pick<AfterSaleDetail, 'afterSaleType' | 'status'>): { titles: string[]; value: number } {
  const titles =
    d.afterSaleType === 2 ? ['提交申请', '商家审核', '寄回商品', '退款中', '已退款'] : ['提交申请', '商家审核', '退款中', '已退款']
  const pos: Record<number, number> = d.afterSaleType === 2 ? { 1: 2, 2: 3, 3: 4, 4: 5 } : { 1: 2, 2: 2, 3: 3, 4: 4 }
  return { titles, value: pos[d.status] ?? 1 }
}

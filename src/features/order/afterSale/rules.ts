import { toDecimal, formatPrice } from '@/domain'

export const AFTER_SALE_REASON_REQUIRED = '请选择售后原因'
export const REFUND_AMOUNT_REQUIRED = '请输入退款金额'
export const REFUND_AMOUNT_INVALID = '请输入正确的退款金额'
export const refundAmountTooHigh = (max: number | string) => `退款金额不能超过可退金额 ¥${formatPrice(max)}`

/** the after-sale form: a reason, an amount > 0 with at most two decimals and ≤ what was paid */
export function validateAfterSale(input: { reasonId: number | null; amount: string; max: number }): string | null {
  if (!input.reasonId) return AFTER_SALE_REASON_REQUIRED
  const a = (input.amount || '').trim()
  if (!a) return REFUND_AMOUNT_REQUIRED
  if (!/^\d+(\.\d{1,2})?$/.test(a) || toDecimal(a).lte(0)) return REFUND_AMOUNT_INVALID
  if (toDecimal(a).gt(toDecimal(input.max))) return refundAmountTooHigh(input.max)
  return null
}

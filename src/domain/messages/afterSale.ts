/**
 * Messages of after-sales: applying, reviewing, logistics, refunds (SPEC §2 Orders and after-sales).
 *
 * Strings are OWN (natural Chinese in the spec's tone). Not re-exported by ./index.ts: import this
 * area file directly (@/domain/messages/afterSale).
 */
import { formatCents } from '../money'

export const AFTER_SALE_MSG = {
  NOT_FOUND: '售后单不存在',
  NOT_PAID: '仅已支付的订单可申请售后',
  REASON_INVALID: '请选择售后原因',
  LINE_NOT_FOUND: '订单中没有该商品',
  NO_REFUND: '该商品不支持退款',
  OPEN_EXISTS: '该订单已有处理中的售后',
  TOO_MUCH: (maxCents: number) => `退款金额不能超过可退金额¥${formatCents(maxCents)}`,
  NOTHING_LEFT: '该订单已无可退金额',
  CANNOT_CANCEL: '当前状态不可取消售后',
  CANNOT_LOGISTIC: '当前售后无需寄回商品',
  LOGISTIC_INVALID: '请选择物流公司',
  RETURN_ADDRESS: '江苏省南京市鼓楼区长乐路68号 健康商城售后部（收）025-86631000',
  NOT_OPEN: '该售后已处理',
  CLOSED_NOTHING_LEFT: '该订单已无可退金额，售后已关闭',
  REFUND_FAILED: '退款失败，请稍后再试',
  REFUND_AMOUNT_TOO_SMALL: '参数 refundAmount 不能小于 0.01',
} as const

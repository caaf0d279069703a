/** Which confirm-order screen the chosen cart lines go to. */
import { isDeliveryLine, isExamLine } from '@/domain'
import type { CartLine } from '@contract/cart'

/** the confirm page for the chosen lines: exam packages alone go to /serPackageOrderDetail */
export function confirmPathFor(lines: readonly CartLine[]): '/serPackageOrderDetail' | '/webOrderDetail' {
  return lines.length > 0 && lines.every((l) => isExamLine(l) && !isDeliveryLine(l)) ? '/serPackageOrderDetail' : '/webOrderDetail'
}

import { AliPayScreen } from '@/features/order'

/** /aliPay?orderId= : pay a pending order with the payment app */
export default function AliPayPage() {
  return <AliPayScreen />
}

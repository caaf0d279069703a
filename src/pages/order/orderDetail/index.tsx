import { OrderDetailScreen } from '@/features/order'

/** /orderDetail?id= : an order of the order lists (status, code, lines, amounts, appointments, actions) */
export default function OrderDetailPage() {
  return <OrderDetailScreen />
}

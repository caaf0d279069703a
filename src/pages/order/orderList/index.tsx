import { OrderListScreen } from '@/features/order'

/** SPEC §2 /webOrder, /allOrder: my orders by status */
export default function OrderListPage() {
  return <OrderListScreen />
}

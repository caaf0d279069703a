import { OfflineOrderListScreen } from '@/features/order'

/** SPEC §2 /offlineOrder: orders the hospital made at the counter */
export default function OfflineOrderListPage() {
  return <OfflineOrderListScreen />
}

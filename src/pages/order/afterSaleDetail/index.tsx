import { AfterSaleDetailScreen } from '@/features/order'

/** SPEC §2 /afterSaleDetail?id= (or orderId=): an after-sale's steps, return logistics, cancel */
export default function AfterSaleDetailPage() {
  return <AfterSaleDetailScreen />
}

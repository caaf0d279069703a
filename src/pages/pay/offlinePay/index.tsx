import { OfflinePayScreen } from '@/features/order'

/** SPEC §2 /offlinePay: the counter pay code of a pending offline order */
export default function OfflinePayPage() {
  return <OfflinePayScreen />
}

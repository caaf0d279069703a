import { ToVerifyScreen } from '@/features/order'

/** SPEC §2 /audit: orders to verify at the counter */
export default function ToVerifyListPage() {
  return <ToVerifyScreen />
}

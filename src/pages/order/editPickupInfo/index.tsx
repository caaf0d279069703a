import { PickupInfoScreen } from '@/features/order'

/** /editPickupInfo: who picks the goods up, for the confirm page */
export default function EditPickupInfoPage() {
  return <PickupInfoScreen />
}

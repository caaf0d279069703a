import { ConfirmOrderScreen } from '@/features/order'

/** /serPackageOrderDetail: confirm order of exam packages; with ?id= the order already made */
export default function ConfirmPackageOrderPage() {
  return <ConfirmOrderScreen kind="package" />
}

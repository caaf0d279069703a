import { ConfirmOrderScreen } from '@/features/order'

/** /webOrderDetail: confirm order of goods; with ?id= the order already made */
export default function ConfirmOrderPage() {
  return <ConfirmOrderScreen kind="goods" />
}

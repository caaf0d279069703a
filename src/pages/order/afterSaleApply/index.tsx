import { AfterSaleApplyScreen } from '@/features/order'

/** SPEC §2 /afterSaleApply?orderId= : apply for an after-sale */
export default function AfterSaleApplyPage() {
  return <AfterSaleApplyScreen />
}

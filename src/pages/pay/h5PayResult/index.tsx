import { QueryResult } from '@/features/order'
import Page from '@/shared/ui/Page'

/** /h5PayResult: where the H5 cashier comes back (payNo, payResult, orderId): queries the order, then the result */
export default function H5PayResultPage() {
  return (
    <Page>
      <QueryResult />
    </Page>
  )
}

import { QueryResult } from '@/features/order'
import Page from '@/shared/ui/Page'

/** /aliPayResult: the payment-app return page: queries the order, then the result */
export default function AliPayResultPage() {
  return (
    <Page>
      <QueryResult />
    </Page>
  )
}

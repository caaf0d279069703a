import { QueryResult } from '@/features/order'
import Page from '@/shared/ui/Page'

/** /offlineAliPayResult: after paying at the counter: queries the order, then the result */
export default function OfflineAliPayResultPage() {
  return (
    <Page>
      <QueryResult />
    </Page>
  )
}

import { QueryResult } from '@/features/order'
import Page from '@/shared/ui/Page'

/** /pay/transition: waits for the server's word on the payment (orderQuery), then the result page */
export default function PayTransitionPage() {
  return (
    <Page>
      <QueryResult />
    </Page>
  )
}

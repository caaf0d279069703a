import { useMemo } from 'react'
import { PayResultView } from '@/features/order'
import { currentRoute } from '@/shared/routes/current'
import Page from '@/shared/ui/Page'

/** /pay/pay-close: a cancelled payment leaves a payable order: 继续支付 / 查看订单 */
export default function PayClosePage() {
  const { query } = useMemo(() => currentRoute(), [])
  return (
    <Page>
      <PayResultView result="CLOSED" orderId={Number(query.orderId) || null} />
    </Page>
  )
}

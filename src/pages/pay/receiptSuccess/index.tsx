import { useMemo } from 'react'
import { PayResultView } from '@/features/order'
import { currentRoute } from '@/shared/routes/current'
import Page from '@/shared/ui/Page'

/** /receipt-success: the receipt was confirmed */
export default function ReceiptSuccessPage() {
  const { query } = useMemo(() => currentRoute(), [])
  return (
    <Page>
      <PayResultView result="SUCCESS" title="收货成功" message="感谢您的购买，欢迎再次光临" orderId={Number(query.orderId) || null} />
    </Page>
  )
}

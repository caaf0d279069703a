import { useMemo } from 'react'
import { PayResultView, PaySuccessExtras } from '@/features/order'
import { TeamEntry } from '@/features/groupbuy'
import { currentRoute } from '@/shared/routes/current'
import Page from '@/shared/ui/Page'

/** /pay-success: order summary, 查看订单, 返回首页, a group-buy order's team (查看拼团详情), then what the hospital configured (banner, tip, coupon gift, goods) */
export default function PaySuccessPage() {
  const { query } = useMemo(() => currentRoute(), [])
  return (
    <Page>
      <PayResultView result="SUCCESS" orderId={Number(query.orderId) || null} />
      <TeamEntry orderId={Number(query.orderId) || null} />
      <PaySuccessExtras orderId={Number(query.orderId) || null} />
    </Page>
  )
}

import { useMemo } from 'react'
import Page from '@/shared/ui/Page'
import { ConfirmOrder, OrderView } from '@/features/order'
import { currentRoute } from '@/shared/routes/current'

/** /webOrderDetail: confirm order (cartIds from the cart, or a buy-now line); with ?id= the order already made */
export default function ConfirmOrderPage() {
  const { query } = useMemo(() => currentRoute(), [])
  const id = Number(query.id) || 0
  return <Page title={id ? '订单详情' : undefined}>{id ? <OrderView id={id} /> : <ConfirmOrder kind="goods" />}</Page>
}

import { useMemo } from 'react'
import Page from '@/shared/ui/Page'
import { currentRoute } from '@/shared/routes/current'
import PlacedOrderView from '../detail/PlacedOrderView'
import ConfirmOrder from './ConfirmOrder'

/**
 * /webOrderDetail (goods) and /serPackageOrderDetail (exam packages): confirm order (cartIds from the cart, or a
 * buy-now line); with ?id= the order already made.
 */
export default function ConfirmOrderScreen({ kind }: { kind: 'goods' | 'package' }) {
  const { query } = useMemo(() => currentRoute(), [])
  const id = Number(query.id) || 0
  return <Page title={id ? '订单详情' : undefined}>{id ? <PlacedOrderView id={id} /> : <ConfirmOrder kind={kind} />}</Page>
}

/** /console/after-sales (售后审核) and /console/refunds (退款审批: the 退款中 queue alone) */
import { Typography } from 'antd'
import { AfterSaleDesk } from '../../features/after-sales'
import type { Me } from '../../features/auth'

export default function AfterSalesPage({ me, refunds = false }: { me: Me; refunds?: boolean }) {
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 20 }}>
        {refunds ? '退款审批' : '售后审核'}
      </Typography.Title>
      <AfterSaleDesk permissions={me.permissions} fixedStatus={refunds ? 3 : undefined} />
    </>
  )
}

/** /console/offline-orders (线下开单, offline-order:create): the counter's offline order form */
import { Typography } from 'antd'
import { OfflineOrderForm } from '../../features/offline'

export default function OfflineOrdersPage() {
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 20 }}>
        线下开单
      </Typography.Title>
      <OfflineOrderForm />
    </>
  )
}

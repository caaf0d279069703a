/** /console/verify: 核销 — one input, focused, for a scanner (it types the QR's digits and Enter) or typing */
import { Typography } from 'antd'
import { VerifyBox } from '../../features/orders'

export default function VerifyPage() {
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 20 }}>
        核销
      </Typography.Title>
      <Typography.Paragraph type="secondary">扫描患者订单上的核销二维码，或输入其下方的12位核销码后按回车。</Typography.Paragraph>
      <div style={{ maxWidth: 520 }}>
        <VerifyBox autoFocus />
      </div>
    </>
  )
}

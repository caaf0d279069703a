import { PayCode } from '@/features/order'
import Page from '@/shared/ui/Page'

/** /pay/qr: the order's QR code to pay by scanning */
export default function PayQrPage() {
  return (
    <Page>
      <PayCode title="扫码支付" tip="请使用手机扫描二维码完成支付" />
    </Page>
  )
}

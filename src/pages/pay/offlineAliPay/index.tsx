import { PayCode } from '@/features/order'
import Page from '@/shared/ui/Page'

/** /offlineAliPay: pay at the counter with the payment app: the order's QR / code (getQrPic) */
export default function OfflineAliPayPage() {
  return (
    <Page>
      <PayCode title="支付宝到店支付" tip="请向收银台出示此二维码，使用支付宝完成支付" />
    </Page>
  )
}

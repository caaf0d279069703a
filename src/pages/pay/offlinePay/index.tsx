import PayCode from '../../../components/order/PayCode'
import Page from '../../../components/Page'

/** /offlinePay: pay at the counter with the order's QR / code (getQrPic) */
export default function OfflinePayPage() {
  return (
    <Page>
      <PayCode />
    </Page>
  )
}

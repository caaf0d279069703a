import { useMemo, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { payAgain } from '@/features/pay'
import { currentRoute } from '@/shared/routes/current'
import { detectChannel } from '@/shared/platform'
import './payment.scss'
import Page from '@/shared/ui/Page'

/**
 * /aliPay: paying with the payment app from a page it cannot open in (the messaging-app browser
 * shows a hint to open the page in a browser); elsewhere 支付宝支付 starts the payment.
 */
export default function AliPayScreen() {
  const { query } = useMemo(() => currentRoute(), [])
  const orderId = Number(query.orderId) || 0
  const [busy, setBusy] = useState(false)
  const inWechat = detectChannel() === 'wechat'
  return (
    <Page>
      <View className="pay-code">
        <View className="pay-code__card">
          <Text className="pay-code__title">支付宝支付</Text>
          <Text className="pay-code__tip">
            {inWechat ? '请点击右上角“…”，选择“在浏览器打开”后完成支付' : '点击下方按钮前往支付宝完成支付'}
          </Text>
        </View>
        {!inWechat && orderId ? (
          <View className="pay-code__actions">
            <Button
              type="primary"
              block
              loading={busy}
              onClick={async () => {
                setBusy(true)
                await payAgain(orderId, 'ali')
                setBusy(false)
              }}
            >
              支付宝支付
            </Button>
          </View>
        ) : null}
      </View>
    </Page>
  )
}

import { useMemo, useState } from 'react'
import { View, Text, Image } from '@tarojs/components'
import { Button, Skeleton } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import { payAgain, offlinePayCode, COUNTER_TIP } from '@/features/pay'
import PayCode from './PayCode'
import { formatPrice } from '@/domain'
import { currentRoute } from '@/shared/routes/current'
import { redirect } from '@/shared/routes/navigate'
import { useAppStore } from '@/shared/store'
import { useQuery } from '@/shared/data'
import './offline-pay.scss'

/**
 * /offlinePay (线下支付): the counter pay code of a pending offline order (offlinePayCode: its order
 * number and QR), the amount and the deadline; 在线支付 pays it here through the payment adapter
 * instead; 我已支付 asks the server (/offlineAliPayResult). An order that is not a pending offline
 * order (e.g. already paid) shows the order's code as before (PayCode).
 */
export default function OfflinePayScreen() {
  const { query } = useMemo(() => currentRoute(), [])
  const hospitalId = useAppStore((s) => s.hospitalId)
  const orderId = Number(query.orderId) || 0
  const payCode = useQuery(['offlinePayCode', orderId], () => offlinePayCode(orderId), { enabled: !!orderId })
  const code = payCode.data ?? null
  const state: 'loading' | 'ready' | 'other' = !orderId || payCode.error ? 'other' : code ? 'ready' : 'loading'
  const [paying, setPaying] = useState(false)
  return (
    <Page>
      {state === 'other' ? (
        <PayCode />
      ) : (
        <View className="offline-pay">
          <View className="offline-pay__card">
            <Text className="offline-pay__title">到店支付</Text>
            {code ? (
              <>
                <Text className="offline-pay__money">¥{formatPrice(code.actualPrice)}</Text>
                <Image className="offline-pay__qr" src={code.qrPic} mode="aspectFit" />
                <Text className="offline-pay__code">{code.payCode}</Text>
                {code.closeTime ? <Text className="offline-pay__deadline">请于 {code.closeTime} 前支付</Text> : null}
                <Text className="offline-pay__tip">{COUNTER_TIP}</Text>
              </>
            ) : (
              <Skeleton rows={6} animated />
            )}
          </View>
          <View className="offline-pay__actions">
            <Button
              type="primary"
              block
              loading={paying}
              disabled={!code}
              className="offline-pay__online"
              onClick={async () => {
                setPaying(true)
                try {
                  await payAgain(orderId)
                } finally {
                  setPaying(false)
                }
              }}
            >
              在线支付
            </Button>
            <Button
              block
              fill="outline"
              type="primary"
              className="offline-pay__done"
              onClick={() => redirect('/offlineAliPayResult', { orderId, hospitalId })}
            >
              我已支付
            </Button>
            <Button block className="offline-pay__orders" onClick={() => redirect('/offlineOrder', { hospitalId })}>
              查看线下订单
            </Button>
          </View>
        </View>
      )}
    </Page>
  )
}

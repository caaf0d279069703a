import { useMemo } from 'react'
import { View, Text, Image } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { formatPrice } from '@/domain'
import { currentRoute } from '@/shared/routes/current'
import { redirect } from '@/shared/routes/navigate'
import { getQrPic, orderDetail } from '../api'
import { useAppStore } from '@/shared/store'
import { useQuery } from '@/shared/data'
import './payment.scss'

export interface PayCodeProps {
  title?: string
  tip?: string
}

/**
 * Offline payment (/offlinePay, /offlineAliPay, /pay/qr): the order's QR code and number from
 * getQrPic, shown at the counter; 我已支付 asks the server for the result.
 */
export default function PayCode({ title = '到店支付', tip = '请向收银台出示此二维码或订单码完成支付' }: PayCodeProps) {
  const { query } = useMemo(() => currentRoute(), [])
  const hospitalId = useAppStore((s) => s.hospitalId)
  const orderId = Number(query.orderId) || 0
  const order = useQuery(['orderDetail', orderId], () => orderDetail(orderId, { silent: true }), { enabled: !!orderId }).data ?? null
  const qrQuery = useQuery(['orderQr', orderId], () => getQrPic(orderId, { silent: true }), { enabled: !!orderId })
  const qr = qrQuery.data ?? null
  const error = !orderId ? '订单信息缺失' : qrQuery.error ? (qrQuery.error === '加载失败' ? '二维码获取失败' : qrQuery.error) : ''
  return (
    <View className="pay-code">
      <View className="pay-code__card">
        <Text className="pay-code__title">{title}</Text>
        {order ? <Text className="pay-code__money">¥{formatPrice(order.actualPrice)}</Text> : null}
        {qr ? <Image className="pay-code__qr" src={qr.qrPic} mode="aspectFit" /> : <View className="pay-code__qr" />}
        {qr ? <Text className="pay-code__code">{qr.verifyCode}</Text> : null}
        <Text className="pay-code__tip">{error || tip}</Text>
      </View>
      <View className="pay-code__actions">
        <Button type="primary" block onClick={() => redirect('/offlineAliPayResult', { orderId, hospitalId })}>
          我已支付
        </Button>
        <Button block onClick={() => redirect('/allOrder', { hospitalId })}>
          查看订单
        </Button>
      </View>
    </View>
  )
}

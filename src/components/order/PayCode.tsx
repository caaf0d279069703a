import { useEffect, useMemo, useState } from 'react'
import { View, Text, Image } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { formatPrice } from '@/domain'
import { currentRoute } from '@/shared/routes/current'
import { redirect } from '@/shared/routes/navigate'
import { getQrPic, orderDetail } from '@/services/order'
import { useAppStore } from '@/shared/store'
import type { OrderDetail, OrderQrPicRes } from '@contract/order'
import './pay.scss'

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
  const [qr, setQr] = useState<OrderQrPicRes | null>(null)
  const [order, setOrder] = useState<OrderDetail | null>(null)
  const [error, setError] = useState('')
  useEffect(() => {
    if (!orderId) return setError('订单信息缺失')
    orderDetail(orderId, { silent: true }).then(setOrder).catch(() => undefined)
    getQrPic(orderId, { silent: true })
      .then(setQr)
      .catch((e) => setError(e?.message || '二维码获取失败'))
  }, [orderId])
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

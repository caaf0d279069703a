import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { formatPrice, orderCan, orderStatusLabel, payResultLabel, type PayResult } from '@/domain'
import { relaunch, redirect } from '@/shared/routes/navigate'
import { payAgain } from '@/features/pay'
import { orderDetail } from '../api'
import { useAppStore } from '@/shared/store'
import { useQuery } from '@/shared/data'
import './payment.scss'

export interface PayResultViewProps {
  result: PayResult
  orderId: number | null
  /** override of the headline (e.g. 收货成功) */
  title?: string
  message?: string
}

/**
 * The result screens: SUCCESS (order summary, 查看订单, 返回首页), CLOSED (a payable order remains:
 * 继续支付 / 查看订单), FAIL (重新支付 / 查看订单). Texts from domain payResultLabel.
 */
export default function PayResultView({ result, orderId, title, message }: PayResultViewProps) {
  const hospitalId = useAppStore((s) => s.hospitalId)
  const order = useQuery(['orderDetail', orderId], () => orderDetail(orderId!, { silent: true }), { enabled: !!orderId }).data ?? null
  const [paying, setPaying] = useState(false)
  const ok = result === 'SUCCESS'
  const pending = !ok && (!order || orderCan(order.status, 'pay'))
  return (
    <View className={`pay-result pay-result--${result.toLowerCase()}`} data-result={result}>
      <View className={`pay-result__icon pay-result__icon--${result.toLowerCase()}`}>
        <Text>{ok ? '✓' : result === 'CLOSED' ? '!' : '×'}</Text>
      </View>
      <Text className="pay-result__title">{title || payResultLabel(result)}</Text>
      {message ? <Text className="pay-result__msg">{message}</Text> : null}
      {!ok && pending ? <Text className="pay-result__msg">订单已保留，请在规定时间内完成支付</Text> : null}
      {order ? (
        <View className="pay-result__order">
          <View className="pay-result__row">
            <Text>订单编号</Text>
            <Text>{order.orderNo}</Text>
          </View>
          <View className="pay-result__row">
            <Text>订单状态</Text>
            <Text>{orderStatusLabel(order.status)}</Text>
          </View>
          <View className="pay-result__row">
            <Text>{ok ? '实付金额' : '应付金额'}</Text>
            <Text className="pay-result__money">¥{formatPrice(order.actualPrice)}</Text>
          </View>
          {order.goodsList?.length ? (
            <View className="pay-result__row">
              <Text>商品</Text>
              <Text className="pay-result__goods">{order.goodsList.map((g) => g.goodsName).join('、')}</Text>
            </View>
          ) : null}
          {order.payTime ? (
            <View className="pay-result__row">
              <Text>支付时间</Text>
              <Text>{order.payTime}</Text>
            </View>
          ) : null}
          {!ok && order.closeTime && orderCan(order.status, 'showCloseTime') ? (
            <View className="pay-result__row">
              <Text>支付截止</Text>
              <Text>{order.closeTime}</Text>
            </View>
          ) : null}
        </View>
      ) : null}
      <View className="pay-result__actions">
        {!ok && pending && orderId ? (
          <Button
            type="primary"
            block
            loading={paying}
            className="pay-result__again"
            onClick={async () => {
              setPaying(true)
              await payAgain(orderId)
              setPaying(false)
            }}
          >
            {result === 'CLOSED' ? '继续支付' : '重新支付'}
          </Button>
        ) : null}
        <Button
          block
          fill="outline"
          type={ok ? 'primary' : 'default'}
          className="pay-result__orders"
          onClick={() => redirect('/allOrder', { hospitalId })}
        >
          查看订单
        </Button>
        {ok ? (
          <Button block className="pay-result__home" onClick={() => relaunch('/home', { hospitalId })}>
            返回首页
          </Button>
        ) : null}
      </View>
    </View>
  )
}

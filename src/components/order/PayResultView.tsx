import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { formatPrice, orderStatusLabel, payResultLabel, type PayResult } from '@/domain'
import { toast } from '@/shared/platform'
import { navigate, relaunch, redirect } from '@/shared/routes/navigate'
import { orderDetail } from '@/services/order'
import { toPay } from '@/services/pay'
import { useAppStore } from '@/shared/store'
import type { PayChannelCode } from '@contract/pay'
import type { OrderDetail } from '@contract/order'
import { loadPayChannels, payReturnUrl, runPay } from './payFlow'
import './pay.scss'

/** 继续支付: prepay the pending order again in this environment's default channel, then pay */
export async function payAgain(orderId: number, channel?: PayChannelCode | 'ali'): Promise<void> {
  const list = await loadPayChannels()
  const c = typeof channel === 'number' ? channel : channel === 'ali' ? list.find((x) => [1, 5, 6].includes(x.payChannel))?.payChannel : list[0]?.payChannel
  if (!c) return toast('暂无可用的支付方式')
  try {
    const prepay = await toPay({ orderId, payChannel: c, returnUrl: payReturnUrl() })
    await runPay(prepay, orderId)
  } catch (e: any) {
    if (e?.message) toast(e.message)
  }
}

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
  const [order, setOrder] = useState<OrderDetail | null>(null)
  const [paying, setPaying] = useState(false)
  useEffect(() => {
    if (orderId) orderDetail(orderId, { silent: true }).then(setOrder).catch(() => undefined)
  }, [orderId])
  const ok = result === 'SUCCESS'
  const pending = !ok && (!order || order.status === 101)
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
          {!ok && order.closeTime && order.status === 101 ? (
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
        <Button block fill="outline" type={ok ? 'primary' : 'default'} className="pay-result__orders" onClick={() => redirect('/allOrder', { hospitalId })}>
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

/** where a queried result leads: success and cancel have their own pages */
export function goToResult(result: PayResult, orderId: number | null) {
  if (result === 'SUCCESS') return redirect('/pay-success', { orderId: orderId ?? '' })
  if (result === 'CLOSED') return redirect('/pay/pay-close', { orderId: orderId ?? '' })
  return navigate('/h5PayResult', { orderId: orderId ?? '', payResult: 'FAIL', checked: 1 }, { replace: true })
}

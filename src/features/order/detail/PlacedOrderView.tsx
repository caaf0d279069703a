import { useState } from 'react'
import { View, Text, Image } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { formatPrice, orderAmountLabel, orderCan, orderStatusLabel } from '@/domain'
import { redirect } from '@/shared/routes/navigate'
import { useQuery } from '@/shared/data'
import { orderDetail } from '../api'
import { useAppStore } from '@/shared/store'
import AmountDetails from '../confirm/AmountDetails'
import { payAgain } from '@/features/pay'
import '../confirm/confirm.scss'

/** /webOrderDetail?id= and /serPackageOrderDetail?id= of an order already made: its lines, 金额明细 and 继续支付 while pending */
export default function OrderView({ id }: { id: number }) {
  const hospitalId = useAppStore((s) => s.hospitalId)
  const { data: order } = useQuery(['orderDetail', id], () => orderDetail(id))
  const [busy, setBusy] = useState(false)
  if (!order) return <View className="confirm confirm--loading" />
  return (
    <View className="confirm order-view" data-status={order.status}>
      <View className="confirm__card">
        <View className="confirm__cell">
          <Text className="confirm__cell-label">状态</Text>
          <Text className="confirm__cell-value confirm__cell-value--red">{orderStatusLabel(order.status)}</Text>
        </View>
        <View className="confirm__cell">
          <Text className="confirm__cell-label">订单号</Text>
          <Text className="confirm__cell-value">{order.orderNo}</Text>
        </View>
      </View>
      {order.address ? (
        <View className="confirm__card">
          <View className="confirm__address">
            <View className="confirm__address-body">
              <Text className="confirm__address-who">
                {order.address.recvName} {order.address.contactNumber}
              </Text>
              <Text className="confirm__address-text">
                {order.address.recvProvince}
                {order.address.recvCity}
                {order.address.recvArea}
                {order.address.recvAddress}
              </Text>
            </View>
          </View>
        </View>
      ) : null}
      <View className="confirm__card">
        {[...order.goodsList, ...(order.gifts ?? [])].map((l) => (
          <View key={l.id} className="confirm__line">
            <View className="confirm__goods">
              <Image className="confirm__img" src={l.headPic} mode="aspectFill" />
              <View className="confirm__goods-body">
                <Text className="confirm__name">
                  {l.isGift ? '【赠品】' : ''}
                  {l.goodsName}
                </Text>
                {l.skuName ? <Text className="confirm__sku">{l.skuName}</Text> : null}
                <View className="confirm__price-row">
                  <Text className="confirm__price">¥{formatPrice(l.perActualPrice)}</Text>
                  <Text className="confirm__num">x{l.goodsNum}</Text>
                </View>
              </View>
            </View>
            {(l.peInfoList ?? []).map((p, i) =>
              p.appointedDate ? (
                <Text key={i} className="confirm__kv">
                  预约：{p.appointedDate} {p.appointedTime}
                </Text>
              ) : null,
            )}
            {(l.addItems ?? []).map((a) => (
              <View key={`${a.unitIndex}-${a.id}`} className="confirm__add-item" data-add-item={a.id}>
                <Text className="confirm__kv">加项：{a.itemName}</Text>
                <Text className="confirm__add-price">¥{formatPrice(a.price)}</Text>
              </View>
            ))}
          </View>
        ))}
      </View>
      <AmountDetails totals={order} addItemMoney={order.addItemMoney} />
      <View className="confirm__bar">
        <Text className="confirm__bar-total">
          {orderAmountLabel(order.status)}：<Text className="confirm__bar-money">¥{formatPrice(order.actualPrice)}</Text>
        </Text>
        {orderCan(order.status, 'pay') ? (
          <Button
            type="primary"
            className="confirm__submit"
            loading={busy}
            onClick={async () => {
              setBusy(true)
              await payAgain(order.id)
              setBusy(false)
            }}
          >
            继续支付
          </Button>
        ) : (
          <Button className="confirm__submit" onClick={() => redirect('/allOrder', { hospitalId })}>
            全部订单
          </Button>
        )}
      </View>
    </View>
  )
}

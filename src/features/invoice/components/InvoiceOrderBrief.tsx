import { View, Text, Image } from '@tarojs/components'
import type { InvoiceOrder } from '@contract/invoice'
import { formatPrice } from '@/domain'

/** an order as the invoice screens show it: number, time, up to 3 thumbnails, amount, reason when not invoiceable */
export default function OrderBrief({ order: o }: { order: InvoiceOrder }) {
  return (
    <View className="ix-order__body">
      <View className="ix-card__head">
        <Text className="ix-card__title">订单号 {o.orderNo}</Text>
        <Text className="ix-card__amount">¥{formatPrice(o.invoiceAmount)}</Text>
      </View>
      <Text className="ix-card__line">
        {o.payTime || o.createTime} · 共{o.goodsNum}件
      </Text>
      <View className="ix-thumbs">
        {(o.goodsList || []).slice(0, 3).map((g) => (
          <Image key={g.orderGoodsId} className="ix-thumb" src={g.headPic} mode="aspectFill" />
        ))}
      </View>
      {o.reason ? <Text className="ix-card__reason">{o.reason}</Text> : null}
    </View>
  )
}

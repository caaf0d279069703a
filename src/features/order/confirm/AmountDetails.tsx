import { View, Text } from '@tarojs/components'
import { formatOrderTotals, formatPrice } from '@/domain'
import './order-widgets.scss'

export interface AmountDetailsProps {
  /** the server's totals (queryPrice / compCoupon / order detail) */
  totals: { goodsTotalMoney: number; activityTotalDiscountMoney: number; couponDiscountMoney: number; actualPrice: number } | null
  /**
   * exam add-on items (加项) at list price: shown as their own line when above 0. `totals.actualPrice`
   * must already include them (order detail: the server's; confirm page: the preview + the add-ons).
   */
  addItemMoney?: number
}

/** SPEC §2 金额明细: goods total, exam add-ons (加项), activity discount, coupon discount and what is paid — all from the server. */
export default function AmountDetails({ totals, addItemMoney = 0 }: AmountDetailsProps) {
  if (!totals) return null
  const t = formatOrderTotals({
    goodsTotalMoney: totals.goodsTotalMoney as any,
    activityTotalDiscountMoney: totals.activityTotalDiscountMoney as any,
    couponDiscountMoney: totals.couponDiscountMoney as any,
    payable: totals.actualPrice as any,
  })
  return (
    <View className="amount-details">
      <Text className="amount-details__title">金额明细</Text>
      <View className="amount-details__row">
        <Text>商品总额</Text>
        <Text className="amount-details__goods">¥{t.goodsTotalMoney}</Text>
      </View>
      {addItemMoney > 0 ? (
        <View className="amount-details__row">
          <Text>加项</Text>
          <Text className="amount-details__add">¥{formatPrice(addItemMoney)}</Text>
        </View>
      ) : null}
      <View className="amount-details__row">
        <Text>活动优惠</Text>
        <Text className="amount-details__minus amount-details__activity">-¥{t.activityTotalDiscountMoney}</Text>
      </View>
      <View className="amount-details__row">
        <Text>优惠券</Text>
        <Text className="amount-details__minus amount-details__coupon">-¥{t.couponDiscountMoney}</Text>
      </View>
      <View className="amount-details__row amount-details__row--total">
        <Text>实付款</Text>
        <Text className="amount-details__payable">¥{t.payable}</Text>
      </View>
    </View>
  )
}

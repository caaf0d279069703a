import { View, Text, Image } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { OrderListItem } from '@contract/order'
import { formatPrice, orderAmountLabel, orderStatusLabel } from '@/domain'
import { orderActionLabel, orderActions, primaryOrderAction, type OrderActionKey } from '../actions/actions'
import './order-card.scss'

export { orderActions, ORDER_ACTION_LABELS, ORDER_TABS } from '../actions/actions'
export type { OrderActionKey } from '../actions/actions'
export { default as CancelReasonPopup } from '../actions/CancelReasonPopup'
export { default as QrPopup } from '../actions/QrPopup'

/** SPEC §9 / §2: a card shows at most 3 goods thumbnails, then a count */
export const MAX_THUMBS = 3

export interface OrderCardProps {
  order: OrderListItem
  onOpen?: (order: OrderListItem) => void
  onAction?: (action: OrderActionKey, order: OrderListItem) => void
}

/** SPEC §2 order card: order number and status, up to 3 thumbnails plus the count (one line shows its name), payable, actions by status. */
export default function OrderCard({ order, onOpen, onAction }: OrderCardProps) {
  const lines = order.goodsList || []
  const thumbs = lines.slice(0, MAX_THUMBS)
  const actions = orderActions(order)
  const primary = primaryOrderAction(actions)
  const label = orderStatusLabel(order.status) || order.statusLabel
  return (
    <View className="order-card" data-status={order.status} data-order-id={order.id}>
      <View className="order-card__head" onClick={() => onOpen?.(order)}>
        <Text className="order-card__no">订单号 {order.orderNo}</Text>
        <Text className={`order-card__status order-card__status--s${order.status}`}>{label}</Text>
      </View>
      <View className="order-card__body" onClick={() => onOpen?.(order)}>
        {lines.length === 1 ? (
          <View className="order-card__single">
            <Image className="order-card__thumb" src={lines[0].headPic} mode="aspectFill" />
            <View className="order-card__info">
              <Text className="order-card__name">{lines[0].goodsName}</Text>
              {lines[0].skuName ? <Text className="order-card__sku">{lines[0].skuName}</Text> : null}
              <Text className="order-card__num">x{lines[0].goodsNum}</Text>
            </View>
          </View>
        ) : (
          <View className="order-card__thumbs">
            {thumbs.map((l) => (
              <Image key={l.id} className="order-card__thumb" src={l.headPic} mode="aspectFill" />
            ))}
            <Text className="order-card__count">共{order.goodsNum}件</Text>
          </View>
        )}
      </View>
      <View className="order-card__sum">
        <Text className="order-card__time">{order.createTime}</Text>
        <Text className="order-card__pay">
          {orderAmountLabel(order.status)} <Text className="order-card__price">¥{formatPrice(order.actualPrice)}</Text>
        </Text>
      </View>
      {actions.length ? (
        <View className="order-card__actions">
          {actions.map((a) => (
            <Button
              key={a}
              size="small"
              className={`order-card__btn order-card__btn--${a}`}
              type={a === primary ? 'primary' : 'default'}
              fill={a === primary ? 'solid' : 'outline'}
              onClick={() => onAction?.(a, order)}
            >
              {orderActionLabel(a, order)}
            </Button>
          ))}
        </View>
      ) : null}
    </View>
  )
}

import { View, Text, Image } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { OfflineOrderItem } from '@contract/offline'
import { formatPrice, orderAmountLabel, orderCan, orderStatusLabel } from '@/domain'
import { orderActions, ORDER_ACTION_LABELS, type OrderActionKey } from '../list/OrderCard'

/** the card actions of an offline order: the order-list ones, plus 付款码 (pay at the counter) for a pending one */
export type OfflineActionKey = OrderActionKey | 'payCode'

export const OFFLINE_ACTION_LABELS: Record<OfflineActionKey, string> = { ...ORDER_ACTION_LABELS, payCode: '到店付款码' }

/** a payable order (101): 取消订单, 到店付款码, 去支付; otherwise as the order list (查看核销码 … 删除订单) */
export function offlineActions(o: OfflineOrderItem): OfflineActionKey[] {
  const base: OfflineActionKey[] = orderActions(o)
  if (!orderCan(o.status, 'pay')) return base
  const i = base.indexOf('pay')
  return i < 0 ? base : [...base.slice(0, i), 'payCode', ...base.slice(i)]
}

export interface OfflineOrderCardProps {
  order: OfflineOrderItem
  onOpen?: (o: OfflineOrderItem) => void
  onAction?: (a: OfflineActionKey, o: OfflineOrderItem) => void
}

/**
 * An offline order: where it comes from (医生处方 / 窗口开单) and what the hospital wrote on it, its lines
 * (at most 3, then the count), the amount, the pay deadline of a pending one, and the actions.
 */
export default function OfflineOrderCard({ order, onOpen, onAction }: OfflineOrderCardProps) {
  const lines = order.goodsList || []
  const actions = offlineActions(order)
  const open = () => onOpen?.(order)
  return (
    <View className="offline-card" data-status={order.status} data-order-id={order.id}>
      <View className="offline-card__head" onClick={open}>
        <Text className={`offline-card__way offline-card__way--${order.createWay}`}>{order.createWayLabel}</Text>
        <Text className="offline-card__no">{order.orderNo}</Text>
        <Text className={`offline-card__status offline-card__status--s${order.status}`}>
          {orderStatusLabel(order.status) || order.statusLabel}
        </Text>
      </View>
      {order.remark ? (
        <Text className="offline-card__remark" onClick={open}>
          {order.remark}
        </Text>
      ) : null}
      <View className="offline-card__lines" onClick={open}>
        {lines.map((l) => (
          <View key={l.id} className="offline-card__line">
            <Image className="offline-card__thumb" src={l.headPic} mode="aspectFill" />
            <View className="offline-card__info">
              <Text className="offline-card__name">{l.goodsName}</Text>
              {l.skuName ? <Text className="offline-card__sku">{l.skuName}</Text> : null}
            </View>
            <View className="offline-card__right">
              <Text className="offline-card__price">¥{formatPrice(l.price)}</Text>
              <Text className="offline-card__num">x{l.goodsNum}</Text>
            </View>
          </View>
        ))}
        {order.goodsNum > lines.reduce((n, l) => n + l.goodsNum, 0) ? (
          <Text className="offline-card__more">共{order.goodsNum}件</Text>
        ) : null}
      </View>
      <View className="offline-card__sum">
        <Text className="offline-card__time">
          {orderCan(order.status, 'showCloseTime') && order.closeTime ? `请于 ${order.closeTime} 前支付` : `开单时间 ${order.createTime}`}
        </Text>
        <Text className="offline-card__pay">
          {orderAmountLabel(order.status)} <Text className="offline-card__amount">¥{formatPrice(order.actualPrice)}</Text>
        </Text>
      </View>
      {actions.length ? (
        <View className="offline-card__actions">
          {actions.map((a, i) => {
            const primary = i === actions.length - 1 && a !== 'delete'
            return (
              <Button
                key={a}
                size="small"
                className={`offline-card__btn offline-card__btn--${a}`}
                type={primary ? 'primary' : 'default'}
                fill={primary ? 'solid' : 'outline'}
                onClick={() => onAction?.(a, order)}
              >
                {OFFLINE_ACTION_LABELS[a]}
              </Button>
            )
          })}
        </View>
      ) : null}
    </View>
  )
}

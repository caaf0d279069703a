import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Popup, Button } from '@nutui/nutui-react-taro'
import { COUPON_POPUP_TITLE, couponPopupHeight, couponUnusableInfo, formatPrice, toggleCouponSelection } from '@/domain'
import { CouponCard } from '@/features/coupon'
import type { OrderCoupon } from '@contract/browse'
import './order-widgets.scss'

export interface OrderCouponPopupProps {
  visible: boolean
  usable: OrderCoupon[]
  unusable: OrderCoupon[]
  /** the applied coupon (userCouponId) or null for none */
  selectedId: number | null
  onConfirm: (userCouponId: number | null) => void
  onClose: () => void
}

const keyOf = (c: OrderCoupon) => String(c.userCouponId)

/**
 * SPEC §2/§4 coupon popup (优惠) of an order: the best coupon comes preselected (the caller passes it);
 * tapping the selected coupon deselects it; an unusable coupon cannot be chosen and shows 不可用原因
 * with its reason (domain toggleCouponSelection / couponUnusableInfo). Height by domain couponPopupHeight.
 */
export default function OrderCouponPopup({ visible, usable, unusable, selectedId, onConfirm, onClose }: OrderCouponPopupProps) {
  const [key, setKey] = useState<string | null>(selectedId ? String(selectedId) : null)
  useEffect(() => {
    if (visible) setKey(selectedId ? String(selectedId) : null)
  }, [visible, selectedId])
  const height = couponPopupHeight(usable.length + unusable.length)
  const items = [...usable.map((c) => ({ c, usable: true })), ...unusable.map((c) => ({ c, usable: false }))]
  return (
    <Popup
      visible={visible}
      position="bottom"
      round
      closeable
      title={COUPON_POPUP_TITLE}
      onClose={onClose}
      style={{ height }}
      className="order-coupons"
    >
      <View className="order-coupons__list" data-height={height}>
        {items.length === 0 ? <Text className="order-coupons__empty">暂无可用优惠券</Text> : null}
        {items.map(({ c, usable: ok }) => {
          const item = { key: keyOf(c), usable: ok, reason: c.cannotUseMess }
          const info = couponUnusableInfo(item)
          const on = key === item.key
          return (
            <View
              key={item.key}
              className={`order-coupon ${on ? 'order-coupon--on' : ''} ${ok ? '' : 'order-coupon--off'}`}
              data-coupon={c.userCouponId}
            >
              <CouponCard
                coupon={c}
                disabled={!ok}
                onClick={() => setKey(toggleCouponSelection(key, item))}
                action={ok ? <Text className={`order-coupon__radio ${on ? 'order-coupon__radio--on' : ''}`}>{on ? '✓' : ''}</Text> : null}
              />
              {ok && c.discount ? <Text className="order-coupon__save">可减 ¥{formatPrice(c.discount)}</Text> : null}
              {info ? (
                <View className="order-coupon__reason">
                  <Text className="order-coupon__reason-label">{info.label}：</Text>
                  <Text>{info.reason}</Text>
                </View>
              ) : null}
            </View>
          )
        })}
      </View>
      <View className="order-coupons__footer">
        <Button type="primary" block className="order-coupons__confirm" onClick={() => onConfirm(key ? Number(key) : null)}>
          确定
        </Button>
      </View>
    </Popup>
  )
}

import { ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import { couponConditionText, couponValueParts, claimLimitText, validityText, type CouponLike } from '@/domain'
import './coupon.scss'

export interface CouponCardProps {
  coupon: CouponLike & { couponName?: string; reqNum?: number | null }
  /** the action on the right (claim button, use button, state label) */
  action?: ReactNode
  /** greyed out (used, expired, not claimable) */
  disabled?: boolean
  /** a stamp over the card, e.g. 已使用 / 已过期 */
  stamp?: string
  onClick?: () => void
  className?: string
}

/**
 * SPEC §2 coupon card: amount (¥10) or discount (8.5折), condition text, validity (长期有效 when no
 * dates), 每人限领N张 when a per-person limit is set, and an action.
 */
export default function CouponCard({ coupon, action, disabled, stamp, onClick, className }: CouponCardProps) {
  const v = couponValueParts(coupon)
  const limit = Number(coupon.reqNum) > 0 ? claimLimitText(Number(coupon.reqNum)) : null
  return (
    <View className={`coupon-card ${disabled ? 'coupon-card--disabled' : ''} ${className || ''}`} onClick={onClick}>
      <View className="coupon-card__value">
        {v.unit === '元' ? (
          <Text className="coupon-card__amount">
            <Text className="coupon-card__unit">¥</Text>
            {v.value}
          </Text>
        ) : (
          <Text className="coupon-card__amount">
            {v.value}
            <Text className="coupon-card__unit">折</Text>
          </Text>
        )}
        <Text className="coupon-card__cond">{couponConditionText(coupon)}</Text>
      </View>
      <View className="coupon-card__body">
        <Text className="coupon-card__name">{coupon.couponName || '优惠券'}</Text>
        <Text className="coupon-card__validity">{validityText(coupon)}</Text>
        {limit ? <Text className="coupon-card__limit">{limit}</Text> : null}
      </View>
      {action ? <View className="coupon-card__action">{action}</View> : null}
      {stamp ? <Text className="coupon-card__stamp">{stamp}</Text> : null}
    </View>
  )
}

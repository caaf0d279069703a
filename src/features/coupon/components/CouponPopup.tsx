import { View, Text } from '@tarojs/components'
import { Popup, Button } from '@nutui/nutui-react-taro'
import { COUPON_POPUP_TITLE, couponClaimLabel, couponClaimState, couponKey, couponPopupHeight, type CouponLike } from '@/domain'
import CouponCard from './CouponCard'
import './coupon.scss'

export interface CouponPopupProps {
  visible: boolean
  coupons: Array<CouponLike & { couponName?: string }>
  onClose: () => void
  /** tapped 立即领取 on a claimable coupon */
  onClaim: (coupon: CouponLike) => void
}

/**
 * SPEC §2 coupon popup 优惠: the goods' coupons with their claim state (立即领取 / 不可领取 / 已领完 /
 * 已领取); only a claimable coupon can be claimed. Height 75vh with more than 2 coupons, else 50vh.
 */
export default function CouponPopup({ visible, coupons, onClose, onClaim }: CouponPopupProps) {
  const height = couponPopupHeight(coupons.length)
  return (
    <Popup
      visible={visible}
      position="bottom"
      round
      closeable
      title={COUPON_POPUP_TITLE}
      onClose={onClose}
      style={{ height }}
      className="coupon-popup"
    >
      <View className="coupon-popup__list" data-height={height}>
        {coupons.map((c) => {
          const state = couponClaimState(c.userCouponFail)
          const label = couponClaimLabel(c.userCouponFail)
          return (
            <CouponCard
              key={couponKey(c)}
              coupon={c}
              disabled={state === 'notClaimable' || state === 'allClaimed'}
              action={
                state === 'claimable' ? (
                  <Button size="small" type="primary" className="coupon-popup__claim" onClick={() => onClaim(c)}>
                    {label}
                  </Button>
                ) : (
                  <Text className={`coupon-popup__state coupon-popup__state--${state}`}>{label}</Text>
                )
              }
            />
          )
        })}
        {coupons.length === 0 ? <Text className="coupon-popup__empty">暂无可领取的优惠券</Text> : null}
      </View>
    </Popup>
  )
}

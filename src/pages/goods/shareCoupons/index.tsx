import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import { CouponCard, getCoupons, claimCoupon } from '@/features/coupon'
import InfiniteList from '@/shared/ui/InfiniteList'
import { usePagedList } from '@/shared/data'
import { couponClaimLabel, couponClaimState } from '@/domain'
import { navigate } from '@/shared/routes/navigate'
import { useAppStore } from '@/shared/store'
import type { CouponRule } from '@contract/browse'
import '@/shared/ui/styles/promo-lists.scss'

/** SPEC §2 /shareCoupons (login): the coupon centre; each coupon shows its claim state, 立即领取 claims it. */
export default function ShareCouponsPage() {
  const hospitalId = useAppStore((s) => s.hospitalId)
  const [states, setStates] = useState<Record<number, CouponRule['userCouponFail']>>({})
  const list = usePagedList<CouponRule>([], async () => {
    setStates({})
    return getCoupons({ useTag: 0 })
  })
  const claim = async (c: CouponRule) => {
    const s = await claimCoupon(c.couponRuleId)
    if (s !== undefined) setStates((m) => ({ ...m, [c.couponRuleId]: s }))
  }
  return (
    <Page onRefresh={list.refresh}>
      <View className="gx-fill">
        <View className="gx-hero">
          <Text className="gx-hero__title">领券中心</Text>
          <Text className="gx-hero__sub">领取后下单自动抵扣</Text>
        </View>
        <View className="gx-grow gx-coupons">
          <InfiniteList
            state={list}
            emptyText="暂无可领取的优惠券"
            renderItem={(c) => {
              const fail = c.couponRuleId in states ? states[c.couponRuleId] : c.userCouponFail
              const state = couponClaimState(fail)
              return (
                <CouponCard
                  key={c.couponRuleId}
                  coupon={c}
                  disabled={state === 'notClaimable' || state === 'allClaimed'}
                  onClick={() => navigate('/shareCouponsDetail', { hospitalId, couponRuleId: c.couponRuleId })}
                  action={
                    state === 'claimable' ? (
                      <Button
                        size="small"
                        type="primary"
                        onClick={(e) => {
                          e.stopPropagation?.()
                          claim(c)
                        }}
                      >
                        {couponClaimLabel(fail)}
                      </Button>
                    ) : (
                      <Text className="coupon-popup__state">{couponClaimLabel(fail)}</Text>
                    )
                  }
                />
              )
            }}
          />
        </View>
      </View>
    </Page>
  )
}

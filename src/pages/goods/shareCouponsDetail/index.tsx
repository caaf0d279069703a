import { useEffect, useMemo, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button, Skeleton } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import StatusView from '@/shared/ui/StatusView'
import { CouponCard, getCoupons, claimCoupon } from '@/features/coupon'
import { couponClaimLabel, couponClaimState, validityText } from '@/domain'
import { currentRoute } from '@/shared/routes/current'
import { navigate } from '@/shared/routes/navigate'
import { useAppStore, useUserStore } from '@/shared/store'
import type { CouponRule } from '@contract/browse'
import './index.scss'

/** SPEC §2 /shareCouponsDetail?couponRuleId=: one shared coupon, its rules and the claim button (login to claim). */
export default function ShareCouponsDetailPage() {
  const { query, url } = useMemo(() => currentRoute(), [])
  const hospitalId = useAppStore((s) => s.hospitalId)
  const ruleId = Number(query.couponRuleId) || 0
  const [coupon, setCoupon] = useState<CouponRule | null | undefined>(undefined)
  useEffect(() => {
    getCoupons({ useTag: 0 }).then(
      (list) => setCoupon((list || []).find((c) => c.couponRuleId === ruleId) || null),
      () => setCoupon(null),
    )
  }, [ruleId])

  if (coupon === null)
    return (
      <Page>
        <StatusView kind="empty" text="优惠券不存在或已失效" />
      </Page>
    )
  if (!coupon)
    return (
      <Page>
        <View className="scd">
          <Skeleton rows={5} animated />
        </View>
      </Page>
    )
  const state = couponClaimState(coupon.userCouponFail)
  const claim = async () => {
    if (!useUserStore.getState().isLoggedIn()) {
      useUserStore.getState().setLoginRedirectUrl(url)
      return navigate('/login', { hospitalId })
    }
    const s = await claimCoupon(coupon.couponRuleId)
    if (s !== undefined) setCoupon({ ...coupon, userCouponFail: s })
  }
  return (
    <Page>
      <View className="scd">
        <CouponCard coupon={coupon} disabled={state === 'notClaimable' || state === 'allClaimed'} />
        <View className="scd__rules">
          <Text className="scd__title">使用说明</Text>
          <Text className="scd__line">有效期：{validityText(coupon)}</Text>
          {coupon.couponDescribe ? <Text className="scd__line">{coupon.couponDescribe}</Text> : null}
          {coupon.goodsIdList?.length ? (
            <Text className="scd__line">仅限指定商品使用</Text>
          ) : (
            <Text className="scd__line">全场商品通用</Text>
          )}
        </View>
        <Button type="primary" block disabled={state !== 'claimable'} className="scd__btn" onClick={claim}>
          {couponClaimLabel(coupon.userCouponFail)}
        </Button>
      </View>
    </Page>
  )
}

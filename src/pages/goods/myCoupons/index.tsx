import { useState } from 'react'
import { View } from '@tarojs/components'
import { Tabs, Button } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import { CouponCard, myCoupon, COUPON_TABS } from '@/features/coupon'
import InfiniteList from '@/shared/ui/InfiniteList'
import { usePagedList } from '@/shared/data'
import { navigate, relaunch } from '@/shared/routes/navigate'
import EmptyNext from '@/shared/ui/EmptyNext'
import { useAppStore } from '@/shared/store'
import type { UserCoupon } from '@contract/browse'
import '@/shared/ui/styles/promo-lists.scss'

/** the next step of an empty coupon list (issue 35 item 8): the coupon centre of the home's 领券中心 */
const COUPON_CENTRE = '去领券中心'
const COUPON_EMPTY_HINT = '领券中心有新人券和满减券，领取后下单可用'

/**
 * SPEC §2 /webCoupon (login): my coupons by status; coupon cards with amount or N折, condition, validity, 每人限领N张;
 * an empty list leads to the coupon centre (/shareCoupons).
 */
export default function MyCouponsPage() {
  const hospitalId = useAppStore((s) => s.hospitalId)
  const [status, setStatus] = useState<0 | 1 | 2>(0)
  const [counts, setCounts] = useState<{ unused: number; used: number; expired: number } | null>(null)
  const list = usePagedList<UserCoupon>([status], async (pageNum, pageSize) => {
    const r = await myCoupon({ status, pageNum, pageSize })
    if (r.counts) setCounts(r.counts)
    return r
  })
  const countOf = (s: number) => (counts ? [counts.unused, counts.used, counts.expired][s] : undefined)
  const tab = COUPON_TABS[status]
  return (
    <Page onRefresh={list.refresh}>
      <View className="gx-fill">
        <Tabs value={status} onChange={(v) => setStatus(Number(v) as 0 | 1 | 2)} activeType="line" className="web-coupon__tabs">
          {COUPON_TABS.map((t) => (
            <Tabs.TabPane
              key={t.status}
              value={t.status}
              title={countOf(t.status) !== undefined ? `${t.title}(${countOf(t.status)})` : t.title}
            />
          ))}
        </Tabs>
        <View className="gx-grow gx-coupons">
          <InfiniteList
            state={list}
            emptyText={`暂无${tab.title}的优惠券`}
            empty={
              <EmptyNext
                text={`暂无${tab.title}的优惠券`}
                hint={COUPON_EMPTY_HINT}
                actions={[
                  { text: COUPON_CENTRE, onClick: () => void navigate('/shareCoupons', { hospitalId }), primary: true },
                  { text: '去逛逛', onClick: () => relaunch('/home', { hospitalId }) },
                ]}
              />
            }
            renderItem={(c) => (
              <CouponCard
                key={c.userCouponId}
                coupon={c}
                disabled={status !== 0}
                stamp={tab.stamp || undefined}
                action={
                  status === 0 ? (
                    <Button size="small" type="primary" fill="outline" onClick={() => relaunch('/home', { hospitalId })}>
                      去使用
                    </Button>
                  ) : undefined
                }
              />
            )}
          />
        </View>
      </View>
    </Page>
  )
}

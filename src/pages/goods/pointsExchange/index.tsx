import { useCallback, useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Tabs, Button } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import { CouponCard, conversion, getCouponBatch, getIntegral, getRecords, EXCHANGE_SUCCESS, exchangeConfirmText } from '@/features/coupon'
import InfiniteList from '@/shared/ui/InfiniteList'
import { usePagedList } from '@/shared/data'
import { couponValueText } from '@/domain'
import { confirm, toast } from '@/shared/platform'
import { navigate } from '@/shared/routes/navigate'
import { useAppStore, useUserStore } from '@/shared/store'
import type { CouponBatch, IntegralRecord, IntegralRes } from '@contract/browse'
import '@/shared/ui/styles/promo-lists.scss'
import './index.scss'

/** SPEC §2 /integralExchange: points balance, exchangeable coupons (confirm before converting) and the records. */
export default function PointsExchangePage() {
  const hospitalId = useAppStore((s) => s.hospitalId)
  const loggedIn = useUserStore((s) => s.isLoggedIn())
  const [tab, setTab] = useState<'items' | 'records'>('items')
  const [info, setInfo] = useState<IntegralRes | null>(null)
  const loadInfo = useCallback(() => (loggedIn ? getIntegral().then(setInfo, () => undefined) : Promise.resolve()), [loggedIn])
  useEffect(() => {
    loadInfo()
  }, [loadInfo])
  const items = usePagedList<CouponBatch>([loggedIn], async () => (loggedIn ? getCouponBatch() : []))
  const records = usePagedList<IntegralRecord>([loggedIn, tab === 'records'], (pageNum, pageSize) =>
    loggedIn ? getRecords({ pageNum, pageSize }) : Promise.resolve([]),
  )

  const exchange = async (b: CouponBatch) => {
    if (!b.canExchange) return toast(b.reason || '暂不可兑换')
    const ok = await confirm({
      title: '积分兑换',
      content: exchangeConfirmText(b.integral, `${couponValueText(b.coupon)} ${b.coupon.couponName}`),
    })
    if (!ok) return
    try {
      const r = await conversion({ couponBatch: b.couponBatch })
      toast(EXCHANGE_SUCCESS, 'success')
      setInfo((i) => (i ? { ...i, integral: r.integral } : i))
      loadInfo()
      items.refresh()
    } catch {
      /* request() showed the server's message */
    }
  }
  const refresh = () => Promise.all([loadInfo(), tab === 'items' ? items.refresh() : records.refresh()])

  return (
    <Page onRefresh={refresh}>
      <View className="gx-fill">
        <View className="gx-hero ix-hero">
          <Text className="gx-hero__sub">我的积分</Text>
          {loggedIn ? (
            <Text className="ix-hero__points">{info ? info.integral : '--'}</Text>
          ) : (
            <View className="gx-hero__row">
              <Text className="gx-hero__title">登录后查看积分</Text>
              <Text
                className="gx-hero__link"
                onClick={() => {
                  useUserStore.getState().setLoginRedirectUrl('/integralExchange')
                  navigate('/login', { hospitalId })
                }}
              >
                去登录
              </Text>
            </View>
          )}
          {info ? <Text className="gx-hero__sub">{`累计获得 ${info.totalEarned} · 已使用 ${info.totalSpent}`}</Text> : null}
        </View>
        <Tabs value={tab} onChange={(v) => setTab(v as 'items' | 'records')} activeType="line">
          <Tabs.TabPane value="items" title="积分兑换" />
          <Tabs.TabPane value="records" title="积分记录" />
        </Tabs>
        <View className="gx-grow gx-coupons">
          {tab === 'items' ? (
            <InfiniteList
              state={items}
              emptyText="暂无可兑换的商品"
              renderItem={(b) => (
                <CouponCard
                  key={b.couponBatch}
                  coupon={b.coupon}
                  disabled={!b.canExchange}
                  action={
                    <View className="ix-action">
                      <Text className="ix-action__points">{b.integral}积分</Text>
                      <Button size="small" type="primary" disabled={!b.canExchange} onClick={() => exchange(b)}>
                        兑换
                      </Button>
                    </View>
                  }
                />
              )}
            />
          ) : (
            <InfiniteList
              state={records}
              emptyText="暂无积分记录"
              renderItem={(r) => (
                <View key={r.id} className="ix-record">
                  <View className="ix-record__left">
                    <Text className="ix-record__remark">{r.remark}</Text>
                    <Text className="ix-record__time">{r.createTime}</Text>
                  </View>
                  <Text className={`ix-record__num ix-record__num--${r.changeType}`}>{r.integral > 0 ? `+${r.integral}` : r.integral}</Text>
                </View>
              )}
            />
          )}
        </View>
      </View>
    </Page>
  )
}

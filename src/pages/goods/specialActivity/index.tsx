import { useMemo, useState } from 'react'
import { View, Text } from '@tarojs/components'
import Page from '@/shared/ui/Page'
import { GoodsRow, RulesPopup, Countdown, THEMES } from '@/features/activity'
import InfiniteList from '@/shared/ui/InfiniteList'
import { usePagedList } from '@/shared/data'
import { useNow } from '@/shared/ui/useNow'
import { activityStatus, activityStatusLabel } from '@/domain'
import { currentRoute } from '@/shared/routes/current'
import { useAppStore } from '@/shared/store'
import { activityGoodsList } from '@/features/coupon'
import type { GoodsCard, PromotionActivity } from '@contract/browse'
import '@/shared/ui/styles/promo-lists.scss'
import './index.scss'

/** SPEC §2 /specialActivity, /loveNoseDay, /summerDay (?activityId=): themed banner + the activity's goods. */
export default function SpecialActivityPage() {
  const { query, path } = useMemo(() => currentRoute(), [])
  const theme = THEMES[path] || THEMES['/specialActivity']
  const hospitalId = useAppStore((s) => s.hospitalId)
  const activityId = Number(query.activityId) || 0
  const now = useNow(1000)
  const [activity, setActivity] = useState<PromotionActivity | null>(null)
  const [rules, setRules] = useState(false)
  const list = usePagedList<GoodsCard>([activityId], async (pageNum, pageSize) => {
    const r = await activityGoodsList({ activityId, pageNum, pageSize })
    if (r.activity) setActivity(r.activity)
    return r
  })
  const status = activity ? activityStatus(activity, now) : null
  return (
    <Page onRefresh={list.refresh} title={activity?.activityName}>
      <View className={`gx-fill ${theme.className}`}>
        <View className="gx-hero special-hero">
          <Text className="gx-hero__title">{activity?.activityName || theme.headline}</Text>
          <Text className="gx-hero__sub">{theme.sub}</Text>
          {activity ? (
            <View className="gx-hero__row">
              {status !== 3 ? (
                <Countdown
                  to={status === 1 ? activity.periodBegin : activity.periodEnd}
                  now={now}
                  label={status === 1 ? '距开始 ' : '距结束 '}
                />
              ) : (
                <Text>{activityStatusLabel(3)}</Text>
              )}
              {activity.activityDescribe ? (
                <Text className="gx-hero__link" onClick={() => setRules(true)}>
                  活动规则
                </Text>
              ) : null}
            </View>
          ) : null}
        </View>
        <View className="gx-grow">
          <InfiniteList
            state={list}
            emptyText="暂无活动商品"
            renderItem={(g) => <GoodsRow key={g.goodsId} goods={g} hospitalId={hospitalId} />}
          />
        </View>
      </View>
      <RulesPopup visible={rules} content={activity?.activityDescribe} onClose={() => setRules(false)} />
    </Page>
  )
}

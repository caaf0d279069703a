import { useMemo, useState } from 'react'
import { View, Text } from '@tarojs/components'
import Page from '@/shared/ui/Page'
import { GoodsRow, RulesPopup, tierLines } from '@/features/activity'
import InfiniteList from '@/shared/ui/InfiniteList'
import { usePagedList } from '@/shared/data'
import { validityText } from '@/domain'
import { currentRoute } from '@/shared/routes/current'
import { useAppStore } from '@/shared/store'
import { activityGoodsList } from '@/features/coupon'
import type { GoodsCard, PromotionActivity } from '@contract/browse'
import '@/shared/ui/styles/promo-lists.scss'

/** SPEC §2 /moneyOffActivity?activityId=: the full-reduction tiers, the rules and the goods in the activity. */
export default function MoneyOffActivityPage() {
  const { query } = useMemo(() => currentRoute(), [])
  const hospitalId = useAppStore((s) => s.hospitalId)
  const activityId = Number(query.activityId) || 0
  const [activity, setActivity] = useState<PromotionActivity | null>(null)
  const [rules, setRules] = useState(false)
  const list = usePagedList<GoodsCard>([activityId], async (pageNum, pageSize) => {
    const r = await activityGoodsList({ activityId, pageNum, pageSize })
    if (r.activity) setActivity(r.activity)
    return r
  })
  const lines = activity ? tierLines(activity) : []
  return (
    <Page onRefresh={list.refresh} title={activity?.activityName}>
      <View className="gx-fill">
        <View className="gx-hero">
          <Text className="gx-hero__title">{activity?.activityName || '满减活动'}</Text>
          {activity ? <Text className="gx-hero__sub">活动时间：{validityText(activity)}</Text> : null}
          <View className="gx-tiers">
            {lines.map((l) => (
              <Text key={l} className="gx-tier">
                {l}
              </Text>
            ))}
          </View>
          {activity ? (
            <View className="gx-hero__row">
              <Text className="gx-hero__sub">以下商品参与活动，可跨商品累计</Text>
              <Text className="gx-hero__link" onClick={() => setRules(true)}>
                活动规则
              </Text>
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
      <RulesPopup visible={rules} lines={lines} content={activity?.activityDescribe} onClose={() => setRules(false)} />
    </Page>
  )
}

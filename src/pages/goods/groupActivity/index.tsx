import { useCallback, useEffect, useMemo, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import { GoodsRow, RulesPopup, Countdown } from '@/features/activity'
import InfiniteList from '@/shared/ui/InfiniteList'
import { usePagedList } from '@/shared/data'
import { useNow } from '@/shared/ui/useNow'
import { activityStatus, activityStatusLabel, showStartGroupButton, START_GROUP } from '@/domain'
import { currentRoute } from '@/shared/routes/current'
import { navigate } from '@/shared/routes/navigate'
import { useAppStore } from '@/shared/store'
import { getTeamSaleActivity } from '@/features/coupon'
import type { TeamSaleActivity } from '@contract/browse'
import '@/shared/ui/styles/promo-lists.scss'

type TeamGoods = TeamSaleActivity['goods'][number]

/** SPEC §2 /groupActivity?activityId=: one group-buy activity; running (type 2) shows 发起拼团. */
export default function GroupActivityPage() {
  const { query } = useMemo(() => currentRoute(), [])
  const hospitalId = useAppStore((s) => s.hospitalId)
  const activityId = Number(query.activityId) || 0
  const [activity, setActivity] = useState<TeamSaleActivity | null>(null)
  const [rules, setRules] = useState(false)
  const now = useNow(1000)

  const load = useCallback(() => getTeamSaleActivity(activityId).then(setActivity, () => setActivity((a) => a)), [activityId])
  useEffect(() => {
    load()
  }, [load])
  const list = usePagedList<TeamGoods>([activity], async () => (activity ? activity.goods : { list: [], total: 0 }))
  const state = activity ? list : { ...list, loading: true, items: [] as TeamGoods[] }
  const status = activity ? activityStatus(activity, now) : null
  const canStart = showStartGroupButton({ type: 2, status })

  return (
    <Page onRefresh={load} title={activity?.activityName}>
      <View className="gx-fill">
        <View className="gx-hero">
          <Text className="gx-hero__title">{activity?.activityName || '拼团'}</Text>
          {activity ? <Text className="gx-hero__sub">{`${activity.teamNum}人成团 · 开团后${activity.teamHours}小时内有效`}</Text> : null}
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
              <Text className="gx-hero__link" onClick={() => setRules(true)}>
                活动规则
              </Text>
            </View>
          ) : null}
        </View>
        <View className="gx-grow">
          <InfiniteList
            state={state}
            emptyText="暂无拼团商品"
            renderItem={(g) => (
              <GoodsRow
                key={g.goodsId}
                goods={g}
                price={g.teamPrice}
                hospitalId={hospitalId}
                extra={
                  canStart ? (
                    <Button
                      size="small"
                      type="primary"
                      className="group__start"
                      onClick={() =>
                        navigate('/productionDetail', {
                          hospitalId,
                          goodsId: g.goodsId,
                          goodsDistributeId: g.goodsDistributeId,
                          activityId,
                        })
                      }
                    >
                      {START_GROUP}
                    </Button>
                  ) : (
                    <Text className={`act-chip act-chip--s${status ?? 1}`}>{activityStatusLabel(status ?? 1)}</Text>
                  )
                }
              />
            )}
          />
        </View>
      </View>
      <RulesPopup visible={rules} content={activity?.activityDescribe} onClose={() => setRules(false)} />
    </Page>
  )
}

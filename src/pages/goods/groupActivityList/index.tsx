import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import { GoodsRow } from '@/features/activity'
import InfiniteList from '@/shared/ui/InfiniteList'
import { usePagedList } from '@/shared/data'
import { useNow } from '@/shared/ui/useNow'
import { activityStatus, activityStatusLabel, showStartGroupButton, START_GROUP } from '@/domain'
import { navigate } from '@/shared/routes/navigate'
import { useAppStore } from '@/shared/store'
import { getGoodsList } from '@/features/goods'
import type { GoodsCard } from '@contract/browse'
import '@/shared/ui/styles/promo-lists.scss'

/**
 * SPEC §2 /groupActivityList: the goods in a group-buy activity (activity type 2). On this list
 * timeBefore is not applied to the status (SPEC §4).
 */
export default function GroupActivityListPage() {
  const hospitalId = useAppStore((s) => s.hospitalId)
  const now = useNow(1000)
  const list = usePagedList<GoodsCard>([], async (pageNum, pageSize) => {
    const r = await getGoodsList({ pageNum, pageSize, activityType: 2 } as Parameters<typeof getGoodsList>[0])
    return { list: (r.list || []).filter((g) => Number(g.activity?.type) === 2), hasMore: !!r.hasMore }
  })
  return (
    <Page onRefresh={list.refresh}>
      <View className="gx-fill">
        <View className="gx-hero">
          <Text className="gx-hero__title">拼团活动</Text>
          <Text className="gx-hero__sub">邀请好友一起拼，价格更优惠</Text>
        </View>
        <View className="gx-grow">
          <InfiniteList
            state={list}
            emptyText="暂无拼团活动"
            renderItem={(g) => {
              const a = g.activity!
              const status = activityStatus(a, now, { groupList: true })
              return (
                <GoodsRow
                  key={g.goodsId}
                  goods={g}
                  price={a.activityPrice}
                  hospitalId={hospitalId}
                  extra={
                    showStartGroupButton({ type: a.type, status }) ? (
                      <Button
                        size="small"
                        type="primary"
                        onClick={() => navigate('/groupActivity', { hospitalId, activityId: a.activityId })}
                      >
                        {START_GROUP}
                      </Button>
                    ) : (
                      <Text
                        className={`act-chip act-chip--s${status}`}
                        onClick={() => navigate('/groupActivity', { hospitalId, activityId: a.activityId })}
                      >
                        {activityStatusLabel(status)}
                      </Text>
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

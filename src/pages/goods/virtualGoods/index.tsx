import { View, Text } from '@tarojs/components'
import Page from '@/shared/ui/Page'
import { GoodsRow } from '@/features/activity'
import InfiniteList from '@/shared/ui/InfiniteList'
import { usePagedList } from '@/shared/data'
import { useAppStore } from '@/shared/store'
import { getGoodsList } from '@/features/goods'
import type { GoodsCard } from '@contract/browse'
import '@/shared/ui/styles/promo-lists.scss'

/** SPEC §2 /virtualGoods: member packages (combo goods, goodsType 3). */
export default function VirtualGoodsPage() {
  const hospitalId = useAppStore((s) => s.hospitalId)
  const list = usePagedList<GoodsCard>([], (pageNum, pageSize) => getGoodsList({ pageNum, pageSize, goodsType: 3 }))
  return (
    <Page onRefresh={list.refresh}>
      <View className="gx-fill">
        <View className="gx-hero">
          <Text className="gx-hero__title">会员套餐</Text>
          <Text className="gx-hero__sub">一次购买，全年安心的健康服务</Text>
        </View>
        <View className="gx-grow">
          <InfiniteList
            state={list}
            emptyText="暂无会员套餐"
            renderItem={(g) => <GoodsRow key={g.goodsId} goods={g} hospitalId={hospitalId} />}
          />
        </View>
      </View>
    </Page>
  )
}

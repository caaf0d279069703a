import { View, ScrollView } from '@tarojs/components'
import { Skeleton } from '@nutui/nutui-react-taro'
import { getTodayGoods } from '@/features/home/api'
import BlockBox from '../BlockBox'
import { useBlockQuery } from '../context'
import type { BlockProps } from '../types'
import type { GoodsCardData } from '@/features/home/model'
import { GoodsTile, NO_GOODS } from './GoodsCarousel'

/** Today recommend: the day's goods in a horizontal strip. */
export default function TodayRecommend({ block }: BlockProps) {
  const s = block.settings || {}
  const resolved = Array.isArray(block.items) ? (block.items as GoodsCardData[]) : null
  const { data, loading } = useBlockQuery([resolved], () => (resolved ? Promise.resolve(resolved) : getTodayGoods()))
  const list = data || []
  return (
    <BlockBox kind="todayRecommend" settings={s} title="今日推荐">
      {loading && !data ? (
        <Skeleton rows={3} animated />
      ) : list.length ? (
        <ScrollView scrollX className="magic-strip">
          <View className="magic-strip__row">
            {list.map((g) => (
              <View className="magic-strip__cell" key={`${g.goodsId}-${g.goodsDistributeId ?? ''}`}>
                <GoodsTile goods={g} />
              </View>
            ))}
          </View>
        </ScrollView>
      ) : (
        <View className="magic-empty">{NO_GOODS}</View>
      )}
    </BlockBox>
  )
}

import { Text, View } from '@tarojs/components'
import { useQuery } from '@/shared/data'
import { useAppStore } from '@/shared/store'
import { getRecommendGoods } from '../searchApi'
import GoodsCardList from './GoodsCardList'
import './goods.scss'

export const RECOMMEND_TITLE = '为你推荐'

/** The day's recommended goods in two columns (recommend/queryTodayGoods) under an empty cart or search; nothing when none. */
export default function RecommendGoods({ title = RECOMMEND_TITLE, size = 6 }: { title?: string; size?: number }) {
  const hospitalId = useAppStore((s) => s.hospitalId)
  const q = useQuery(['recommendGoods', hospitalId, size], () => getRecommendGoods(size))
  const list = q.data?.list ?? []
  if (!list.length) return null
  return (
    <View className="recommend-goods">
      <Text className="recommend-goods__title">{title}</Text>
      <GoodsCardList list={list} layout="grid" />
    </View>
  )
}

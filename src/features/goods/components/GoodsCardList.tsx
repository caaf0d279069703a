import { View } from '@tarojs/components'
import type { GoodsCardData } from '../model'
import GoodsCard from './GoodsCard'
import './goods.scss'

export interface GoodsCardListProps {
  list: GoodsCardData[]
  layout?: 'row' | 'grid'
  onClick?: (g: GoodsCardData) => void
}

/** Goods card list (SPEC Widgets): one card per row, or two columns. */
export default function GoodsCardList({ list, layout = 'row', onClick }: GoodsCardListProps) {
  return (
    <View className={`goods-list goods-list--${layout}`}>
      {list.map((g, i) => (
        <GoodsCard
          key={`${g.goodsId}-${g.goodsDistributeId ?? ''}-${i}`}
          goods={g}
          layout={layout === 'grid' ? 'column' : 'row'}
          onClick={onClick}
        />
      ))}
    </View>
  )
}

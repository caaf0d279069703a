import type { ReactNode } from 'react'
import { View } from '@tarojs/components'
import { InfiniteLoading, Skeleton } from '@nutui/nutui-react-taro'
import StatusView from '@/shared/ui/StatusView'
import type { GoodsCardData } from '../model'
import GoodsCardList from './GoodsCardList'
import type { PagedList } from '@/shared/data'
import './goods.scss'

export const NO_GOODS_TEXT = '暂无商品'
export const NO_MORE_TEXT = '没有更多了'
export const LOADING_TEXT = '加载中...'

export interface PagedGoodsProps {
  paged: PagedList<GoodsCardData>
  /** CSS height of the scroll area */
  height?: string
  emptyText?: string
  layout?: 'row' | 'grid'
  /** pull down inside the list to refresh */
  pullRefresh?: boolean
  /** what an empty list shows instead of the plain empty state (a next step: hot searches, recommendations) */
  empty?: ReactNode
}

/** A goods card list in a scroll area: skeleton first, infinite loading, pull-to-refresh, empty state. */
export default function PagedGoods({
  paged,
  height = 'calc(100vh - 54px)',
  emptyText = NO_GOODS_TEXT,
  layout = 'row',
  pullRefresh,
  empty,
}: PagedGoodsProps) {
  if (paged.loading && !paged.items.length)
    return (
      <View className="paged-goods__skeleton">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} rows={3} animated />
        ))}
      </View>
    )
  if (!paged.items.length && !paged.error && empty) return <>{empty}</>
  if (!paged.items.length) return <StatusView kind={paged.error ? 'error' : 'empty'} text={paged.error || emptyText} />
  return (
    <View className="paged-goods" style={{ height }}>
      <InfiniteLoading
        hasMore={paged.hasMore}
        onLoadMore={paged.loadMore}
        pullRefresh={pullRefresh}
        onRefresh={paged.refresh}
        loadingText={LOADING_TEXT}
        loadMoreText={NO_MORE_TEXT}
      >
        <View className="paged-goods__pad" />
        <GoodsCardList list={paged.items} layout={layout} />
      </InfiniteLoading>
    </View>
  )
}

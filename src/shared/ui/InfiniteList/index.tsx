import type { ReactNode } from 'react'
import { View } from '@tarojs/components'
import { InfiniteLoading, Skeleton } from '@nutui/nutui-react-taro'
import type { PagedList } from '@/shared/data'
import StatusView from '../StatusView'
import './index.scss'

/** what the list shows: a paged list of @/shared/data's usePagedList (or one shaped like it) */
export type InfiniteState<T> = Pick<PagedList<T>, 'items' | 'loading' | 'error' | 'hasMore' | 'loadMore'>

export interface InfiniteListProps<T> {
  state: InfiniteState<T>
  renderItem: (item: T, index: number) => ReactNode
  emptyText?: string
  /** what an empty list shows instead of the plain empty state (a next step, issue 35 item 8) */
  empty?: ReactNode
  /** skeleton rows while the first page loads */
  skeletonRows?: number
  className?: string
}

/**
 * A list with NutUI InfiniteLoading (more on scroll), skeletons while the first page loads, and the
 * empty state. Put it in a container with a height (it scrolls inside).
 */
export default function InfiniteList<T>({ state, renderItem, emptyText, empty, skeletonRows = 3, className }: InfiniteListProps<T>) {
  if (state.loading && state.items.length === 0) {
    return (
      <View className={`infinite-list infinite-list--loading ${className || ''}`}>
        {Array.from({ length: skeletonRows }).map((_, i) => (
          <View key={i} className="infinite-list__skeleton">
            <Skeleton rows={3} animated />
          </View>
        ))}
      </View>
    )
  }
  if (state.items.length === 0) {
    return (
      <View className={`infinite-list infinite-list--empty ${className || ''}`}>
        {!state.error && empty ? empty : <StatusView kind={state.error ? 'error' : 'empty'} text={state.error || emptyText} />}
      </View>
    )
  }
  return (
    <View className={`infinite-list ${className || ''}`}>
      <InfiniteLoading hasMore={state.hasMore} onLoadMore={state.loadMore} loadMoreText="没有更多了" loadingText="加载中...">
        {state.items.map((item, i) => renderItem(item, i))}
      </InfiniteLoading>
    </View>
  )
}

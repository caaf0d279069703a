import { ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import { View } from '@tarojs/components'
import { InfiniteLoading, Skeleton } from '@nutui/nutui-react-taro'
import StatusView from '../StatusView'
import './index.scss'

export interface PageResult<T> {
  list: T[]
  total?: number
}

export type PageLoader<T> = (pageNum: number, pageSize: number) => Promise<PageResult<T> | T[]>

export interface InfiniteState<T> {
  items: T[]
  loading: boolean
  error: string | null
  hasMore: boolean
  loadMore: () => Promise<void>
  refresh: () => Promise<void>
}

/** pages of a list: first page on mount and whenever `deps` change; loadMore appends; refresh restarts */
export function useInfiniteList<T>(loader: PageLoader<T>, deps: unknown[] = [], pageSize = 10): InfiniteState<T> {
  const [items, setItems] = useState<T[]>([])
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<string | null>(null)
  const [hasMore, setHasMore] = useState(true)
  const page = useRef(0)
  const gen = useRef(0)
  const loaderRef = useRef(loader)
  loaderRef.current = loader

  const fetchPage = useCallback(
    async (reset: boolean) => {
      const my = reset ? ++gen.current : gen.current
      const next = reset ? 1 : page.current + 1
      try {
        const reply = await loaderRef.current(next, pageSize)
        if (my !== gen.current) return
        const list = Array.isArray(reply) ? reply : reply?.list || []
        const total = Array.isArray(reply) ? undefined : reply?.total
        page.current = next
        setItems((old) => {
          const all = reset ? list : [...old, ...list]
          setHasMore(Array.isArray(reply) ? false : total !== undefined ? all.length < total : list.length >= pageSize)
          return all
        })
        setError(null)
      } catch (e) {
        if (my !== gen.current) return
        setError((e as Error)?.message || '加载失败，请稍后重试')
        setHasMore(false)
      } finally {
        if (my === gen.current) setLoading(false)
      }
    },
    [pageSize],
  )

  const refresh = useCallback(async () => {
    setLoading(true)
    setHasMore(true)
    await fetchPage(true)
  }, [fetchPage])

  useEffect(() => {
    setItems([])
    refresh()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps decide when the list starts over (refresh changes with every fetchPage)
  }, deps)

  const loadMore = useCallback(() => fetchPage(false), [fetchPage])
  return { items, loading, error, hasMore, loadMore, refresh }
}

export interface InfiniteListProps<T> {
  state: InfiniteState<T>
  renderItem: (item: T, index: number) => ReactNode
  emptyText?: string
  /** skeleton rows while the first page loads */
  skeletonRows?: number
  className?: string
}

/**
 * A list with NutUI InfiniteLoading (more on scroll), skeletons while the first page loads, and the
 * empty state. Put it in a container with a height (it scrolls inside).
 */
export default function InfiniteList<T>({ state, renderItem, emptyText, skeletonRows = 3, className }: InfiniteListProps<T>) {
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
        <StatusView kind={state.error ? 'error' : 'empty'} text={state.error || emptyText} />
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

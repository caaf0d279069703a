import { useMemo } from 'react'
import { View } from '@tarojs/components'
import { InfiniteLoading, Skeleton } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import StatusView from '@/shared/ui/StatusView'
import { getArticlePage, BlockContext, NewsRow, NO_DATA } from '@/features/home'
import { currentRoute } from '@/shared/routes/current'
import { useAppStore } from '@/shared/store'
import '@/features/home/blocks/blocks.scss'
import './index.scss'
import { usePagedList } from '@/shared/data'

/** News list (/magicplatform/news?groupId=): the group's news, paged; a row opens the news detail. */
export default function NewsListPage() {
  const { query } = useMemo(() => currentRoute(), [])
  const hospitalId = useAppStore((s) => s.hospitalId)
  const groupId = query.groupId || undefined
  const paged = usePagedList([groupId], (pageNum, pageSize) => getArticlePage(groupId, pageNum, pageSize))
  return (
    <Page onRefresh={() => paged.refresh()}>
      <BlockContext.Provider value={{ hospitalId, refreshKey: 0 }}>
        {paged.loading && !paged.items.length ? (
          <View className="news-page__skeleton">
            <Skeleton rows={3} animated />
            <Skeleton rows={3} animated />
          </View>
        ) : !paged.items.length ? (
          <StatusView kind={paged.error ? 'error' : 'empty'} text={paged.error || NO_DATA} />
        ) : (
          <View className="news-page" style={{ height: '100vh' }}>
            <InfiniteLoading hasMore={paged.hasMore} onLoadMore={paged.loadMore} loadMoreText="没有更多了" loadingText="加载中...">
              <View className="news-page__list magic-news">
                {paged.items.map((n) => (
                  <NewsRow key={n.id} item={n} />
                ))}
              </View>
            </InfiniteLoading>
          </View>
        )}
      </BlockContext.Provider>
    </Page>
  )
}

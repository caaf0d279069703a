import { useEffect, useMemo, useState } from 'react'
import { View, Text, RichText } from '@tarojs/components'
import { Skeleton } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import StatusView from '@/shared/ui/StatusView'
import { getArticleInfo } from '@/features/home'
import type { NewsDetail } from '@contract/browse'
import { currentRoute } from '@/shared/routes/current'
import { useAppStore } from '@/shared/store'
import { fitImages } from '@/features/content'
import './index.scss'

/** News detail (/magicplatform/newsDetail?id=&hospitalId=): title, author and time, the server-sanitised HTML. */
export default function NewsDetailPage() {
  const { query } = useMemo(() => currentRoute(), [])
  const hospitalId = useAppStore((s) => s.hospitalId)
  const [news, setNews] = useState<NewsDetail | null>(null)
  const [error, setError] = useState<string | null>(null)
  const load = () => {
    setError(null)
    return getArticleInfo(query.id, query.hospitalId || hospitalId).then(setNews, (e) => setError(e?.message || '加载失败'))
  }
  useEffect(() => {
    load()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads once on mount; pull-to-refresh reloads
  }, [])
  return (
    <Page title={news?.title ? '资讯详情' : undefined}>
      {error ? (
        <StatusView kind="error" text={error} actionText="重新加载" onAction={load} />
      ) : !news ? (
        <View className="news-detail">
          <Skeleton rows={8} animated />
        </View>
      ) : (
        <View className="news-detail">
          <Text className="news-detail__title">{news.title}</Text>
          <View className="news-detail__info">
            {news.author ? <Text>{news.author}</Text> : null}
            {news.publishTime ? <Text>{news.publishTime}</Text> : null}
          </View>
          <RichText className="news-detail__content" nodes={fitImages(news.content || '')} />
        </View>
      )}
    </Page>
  )
}

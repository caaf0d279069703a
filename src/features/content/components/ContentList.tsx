import { useState } from 'react'
import { View, Text, Image, ScrollView } from '@tarojs/components'
import { Skeleton } from '@nutui/nutui-react-taro'
import StatusView from '@/shared/ui/StatusView'
import { useQuery } from '@/shared/data'
import { assetUrl } from '@/shared/request/assetUrl'
import { navigate } from '@/shared/routes/navigate'
import { getContentCategories, getContentList, type ContentItem, type ContentKind } from '../api'
import { ALL_CATEGORIES, READS } from '../texts'
import '../content.scss'

/** where an entry of a kind opens (its list page with ?id=) */
export const CONTENT_ROUTE: Record<ContentKind, string> = { article: '/mainArticle', wiki: '/wiki', advisory: '/mainAdvisory' }

export function ContentRow({ item }: { item: ContentItem }) {
  const open = () => navigate(CONTENT_ROUTE[item.kind], { id: item.id })
  if (item.kind === 'advisory')
    return (
      <View className="ct-qa" onClick={open}>
        <View className="ct-qa__q">
          <Text className="ct-qa__mark">问</Text>
          <Text className="ct-qa__title">{item.title}</Text>
        </View>
        <View className="ct-qa__a">
          <Text className="ct-qa__mark ct-qa__mark--a">答</Text>
          <Text className="ct-qa__summary">{item.summary}</Text>
        </View>
        <Text className="ct-row__meta">
          {item.author} · {READS(item.readNum)}
        </Text>
      </View>
    )
  return (
    <View className="ct-row" onClick={open}>
      <View className="ct-row__text">
        <Text className="ct-row__title">{item.title}</Text>
        <Text className="ct-row__summary">{item.summary}</Text>
        <Text className="ct-row__meta">{[item.category, item.author, READS(item.readNum)].filter(Boolean).join(' · ')}</Text>
      </View>
      {item.coverUrl ? <Image className="ct-row__cover" src={assetUrl(item.coverUrl)} mode="aspectFill" lazyLoad /> : null}
    </View>
  )
}

/** Entries of a kind under category tabs (全部 first); `category` preselects a tab. */
export default function ContentList({ kind, category }: { kind: ContentKind; category?: string }) {
  const cats = useQuery(['contentCategories', kind], () => getContentCategories(kind))
  const [picked, setPicked] = useState<string>(category ?? '')
  const list = useQuery(['contentList', kind, picked], () => getContentList({ kind, category: picked || undefined }))
  const tabs = [{ name: '', title: ALL_CATEGORIES }, ...(cats.data ?? []).map((c) => ({ name: c.name, title: c.name }))]
  return (
    <View className="ct-list">
      <ScrollView scrollX className="ct-tabs">
        <View className="ct-tabs__row">
          {tabs.map((t) => (
            <Text key={t.title} className={`ct-tabs__tab${t.name === picked ? ' ct-tabs__tab--on' : ''}`} onClick={() => setPicked(t.name)}>
              {t.title}
            </Text>
          ))}
        </View>
      </ScrollView>
      {list.error && !list.data ? (
        <StatusView kind="error" text={list.error} actionText="重新加载" onAction={list.reload} />
      ) : !list.data ? (
        <View className="ct-card">
          <Skeleton rows={6} animated />
        </View>
      ) : !list.data.list.length ? (
        <StatusView kind="empty" />
      ) : (
        <View className="ct-items">
          {list.data.list.map((item) => (
            <ContentRow key={item.id} item={item} />
          ))}
        </View>
      )}
    </View>
  )
}

import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { SearchBar, Skeleton } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import { useQuery } from '@/shared/data'
import { navigate } from '@/shared/routes/navigate'
import {
  ContentRow,
  ENTRY_COUNT,
  EmergencyEntry,
  WIKI_CATEGORIES,
  WIKI_HOT,
  WIKI_SEARCH,
  getContentCategories,
  getContentList,
} from '@/features/content'

/** The health encyclopedia home (/mainWiki): search, the categories (→ /wiki?category=) and the entries (→ /wiki?id=). */
export default function MainWikiPage() {
  const [keyword, setKeyword] = useState('')
  const cats = useQuery(['contentCategories', 'wiki'], () => getContentCategories('wiki'))
  const list = useQuery(['contentList', 'wiki', keyword], () =>
    getContentList({ kind: 'wiki', keyword: keyword || undefined, pageSize: 20 }),
  )
  return (
    <Page onRefresh={() => Promise.all([cats.reload(), list.reload()])}>
      <View className="ct-wiki__search">
        <SearchBar shape="round" placeholder={WIKI_SEARCH} onSearch={(v) => setKeyword(v.trim())} onClear={() => setKeyword('')} />
      </View>
      {!keyword ? (
        <View className="ct-card">
          <Text className="ct-wiki__title">{WIKI_CATEGORIES}</Text>
          {!cats.data ? (
            <Skeleton rows={3} animated />
          ) : (
            <View className="ct-wiki__cats">
              {cats.data.map((c) => (
                <View key={c.name} className="ct-wiki__cat" onClick={() => navigate('/wiki', { category: c.name })}>
                  <Text className="ct-wiki__cat-name">{c.name}</Text>
                  <Text className="ct-wiki__cat-count">{ENTRY_COUNT(c.count)}</Text>
                </View>
              ))}
            </View>
          )}
        </View>
      ) : null}
      <View className="ct-card">
        <Text className="ct-wiki__title">{keyword ? `“${keyword}”` : WIKI_HOT}</Text>
        {!list.data ? (
          <Skeleton rows={6} animated />
        ) : !list.data.list.length ? (
          <Text className="ct-row__summary">暂无数据</Text>
        ) : (
          list.data.list.map((item) => <ContentRow key={item.id} item={item} />)
        )}
      </View>
      <EmergencyEntry />
    </Page>
  )
}

import { useState } from 'react'
import { View, Text, Image } from '@tarojs/components'
import { Skeleton } from '@nutui/nutui-react-taro'
import { takeShowNum } from '@/domain'
import { getArticles } from '@/features/home/api'
import { assetUrl } from '@/shared/request/assetUrl'
import { navigate } from '@/shared/routes/navigate'
import BlockBox, { MoreLink } from '../BlockBox'
import TabRow from '@/shared/ui/TabRow'
import { useBlockEnv, useBlockQuery } from '../context'
import type { BlockProps } from '../types'
import type { NewsItem, BlockSettings } from '@/features/home/model'
import { newsLink } from '@/domain/contentLinks'

export const NO_DATA = '暂无数据'

const infoOn = (showInfo: BlockSettings['showInfo'], n: number) => {
  if (showInfo === undefined || showInfo === null || showInfo === '') return true
  const list = Array.isArray(showInfo) ? showInfo : String(showInfo).split(',')
  return list.map(Number).includes(n)
}

/** one news row: title, author and/or time (showInfo 1/2), cover; opens the news detail */
export function NewsRow({ item, settings = {} }: { item: NewsItem; settings?: BlockSettings }) {
  const { hospitalId } = useBlockEnv()
  return (
    <View
      className="magic-news__item"
      onClick={() => {
        const l = newsLink(item.id, hospitalId)
        navigate(l.path, l.query)
      }}
    >
      <View className="magic-news__text">
        <Text className="magic-news__title">{item.title}</Text>
        <View className="magic-news__info">
          {infoOn(settings.showInfo, 1) && item.author ? <Text className="magic-news__author">{item.author}</Text> : null}
          {infoOn(settings.showInfo, 2) && item.publishTime ? <Text>{String(item.publishTime).slice(0, 10)}</Text> : null}
        </View>
      </View>
      {item.coverPhoto ? <Image className="magic-news__cover" src={assetUrl(item.coverPhoto)} mode="aspectFill" lazyLoad /> : null}
    </View>
  )
}

function NewsList({ groupId, first, settings }: { groupId: unknown; first: NewsItem[] | null; settings: BlockSettings }) {
  const { data, loading } = useBlockQuery([groupId, first], () =>
    first ? Promise.resolve(first) : groupId ? getArticles(groupId as string) : Promise.resolve([]),
  )
  if (loading && !data) return <Skeleton rows={3} animated />
  const { items } = takeShowNum(data || [], settings.showNum)
  if (!items.length) return <View className="magic-empty">{settings.emptyText || NO_DATA}</View>
  return (
    <View className="magic-news">
      {items.map((n) => (
        <NewsRow key={n.id} item={n} settings={settings} />
      ))}
    </View>
  )
}

/**
 * News block (SPEC Widgets): secondary-category tabs when secondClassification is 1 (the block's tabs; the
 * first tab's news come with the block, the others load by their group), 更多 to /magicplatform/news?groupId,
 * empty 暂无数据, at most showNum items.
 */
export default function News({ block }: BlockProps) {
  const s = block.settings || {}
  const { hospitalId } = useBlockEnv()
  const tabs = Number(s.secondClassification) === 1 ? block.tabs || [] : []
  const [active, setActive] = useState(0)
  const tab = tabs.length ? tabs[active] || tabs[0] : null
  const groupId = tab ? tab.groupId : s.groupId
  const resolved = Array.isArray(block.items) ? (block.items as NewsItem[]) : null
  const first = (!tab || tab === tabs[0]) && resolved ? resolved : null
  const more = s.showMoreBtn === undefined || s.showMoreBtn === true || Number(s.showMoreBtn) === 1
  return (
    <BlockBox
      kind="news"
      settings={s}
      title="健康资讯"
      extra={more ? <MoreLink onClick={() => navigate('/magicplatform/news', { groupId, hospitalId })} /> : null}
    >
      {tabs.length ? (
        <TabRow
          tabs={tabs.map((g) => ({ key: g.groupId, title: g.name }))}
          active={active}
          onChange={setActive}
          activeColor={s.indicatorColor}
        />
      ) : null}
      <NewsList key={String(groupId)} groupId={groupId} first={first} settings={s} />
    </BlockBox>
  )
}

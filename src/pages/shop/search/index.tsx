import { useEffect, useMemo, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { SearchBar } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import {
  PagedGoods,
  RecommendGoods,
  getHotWords,
  searchGoods,
  addHistory,
  clearHistory,
  readHistory,
  SEARCH_BUTTON,
  SEARCH_PLACEHOLDER,
} from '@/features/goods'
import type { HotWord } from '@contract/browse'
import { currentRoute } from '@/shared/routes/current'
import { useAppStore } from '@/shared/store'
import { isH5 } from '@/shared/platform'
import EmptyNext from '@/shared/ui/EmptyNext'
import './index.scss'
import { usePagedList } from '@/shared/data'

/**
 * Search (/goodsSearchDetail with searchType, tag, groupId; /search): hot words and the stored history
 * (clearable) until a search, then the goods card list with infinite loading; a search that finds nothing offers the
 * hot searches and recommended goods (issue 35 item 8).
 */
export default function SearchPage() {
  const { query } = useMemo(() => currentRoute(), [])
  const hospitalId = useAppStore((s) => s.hospitalId)
  const [input, setInput] = useState(query.keyword || '')
  const [keyword, setKeyword] = useState<string | null>(query.keyword || null)
  const [hot, setHot] = useState<HotWord[]>([])
  const [history, setHistory] = useState<string[]>(() => readHistory(hospitalId))

  useEffect(() => {
    getHotWords().then(
      (w) => setHot(Array.isArray(w) ? w : []),
      () => setHot([]),
    )
  }, [])

  const paged = usePagedList(
    [keyword],
    (pageNum, pageSize) =>
      searchGoods({
        keyword: keyword || '',
        pageNum,
        pageSize,
        searchType: query.searchType ? Number(query.searchType) : undefined,
        groupId: query.groupId ? Number(query.groupId) : undefined,
      }),
    { enabled: keyword !== null },
  )

  const focusFirst = Number(query.tag) === 1 && !keyword

  const run = (word: string) => {
    const w = word.trim()
    setInput(w)
    setKeyword(w)
    if (w) setHistory(addHistory(hospitalId, w))
  }

  return (
    <Page>
      <View className="search-page__bar">
        <SearchBar
          shape="round"
          placeholder={SEARCH_PLACEHOLDER}
          value={input}
          // H5: focused by the input itself once it has rendered. NutUI's autoFocus also calls the input's
          // focus() from an effect, which can run before Taro's H5 input has rendered and then throws
          // "Cannot read properties of undefined (reading 'focus')".
          autoFocus={isH5 ? false : focusFirst}
          inputProps={isH5 ? { autoFocus: focusFirst } : undefined}
          onChange={(v) => setInput(v)}
          onSearch={(v) => run(v)}
          onClear={() => {
            setInput('')
            setKeyword(null)
          }}
          right={
            <Text className="search-page__btn" onClick={() => run(input)}>
              {SEARCH_BUTTON}
            </Text>
          }
        />
      </View>
      {keyword === null ? (
        <View className="search-page__words">
          {history.length ? (
            <View className="search-page__section">
              <View className="search-page__head">
                <Text className="search-page__title">历史搜索</Text>
                <Text
                  className="search-page__clear"
                  onClick={() => {
                    clearHistory(hospitalId)
                    setHistory([])
                  }}
                >
                  清空
                </Text>
              </View>
              <View className="search-page__chips">
                {history.map((w) => (
                  <Text key={w} className="search-page__chip" onClick={() => run(w)}>
                    {w}
                  </Text>
                ))}
              </View>
            </View>
          ) : null}
          {hot.length ? (
            <View className="search-page__section">
              <View className="search-page__head">
                <Text className="search-page__title">热门搜索</Text>
              </View>
              <View className="search-page__chips">
                {hot.map((w) => (
                  <Text
                    key={w.id ?? w.word}
                    className={`search-page__chip ${w.highlight ? 'search-page__chip--hot' : ''}`}
                    onClick={() => run(w.word)}
                  >
                    {w.word}
                  </Text>
                ))}
              </View>
            </View>
          ) : null}
        </View>
      ) : (
        <PagedGoods
          paged={paged}
          height="calc(100vh - 54px)"
          empty={
            <EmptyNext compact text={`没有找到“${keyword}”相关的商品`} hint="换个关键词试试，或看看大家都在搜">
              {hot.length ? (
                <View className="search-page__section search-page__section--empty">
                  <View className="search-page__head">
                    <Text className="search-page__title">热门搜索</Text>
                  </View>
                  <View className="search-page__chips">
                    {hot.map((w) => (
                      <Text
                        key={w.id ?? w.word}
                        className={`search-page__chip ${w.highlight ? 'search-page__chip--hot' : ''}`}
                        onClick={() => run(w.word)}
                      >
                        {w.word}
                      </Text>
                    ))}
                  </View>
                </View>
              ) : null}
              <RecommendGoods />
            </EmptyNext>
          }
        />
      )}
    </Page>
  )
}

import { useEffect, useMemo, useState } from 'react'
import { View, Text, ScrollView } from '@tarojs/components'
import Page from '@/shared/ui/Page'
import { PagedGoods, getCategories, getGoodsList, ALL_CATEGORIES } from '@/features/goods'
import type { Category } from '@contract/browse'
import { currentRoute } from '@/shared/routes/current'
import { navigate } from '@/shared/routes/navigate'
import { useAppStore } from '@/shared/store'
import './index.scss'
import { usePagedList } from '@/shared/data'

/**
 * Shop list (/shopList?categoryId=): the level-1 categories as a scrolling tab row, the category's goods
 * as a card list with skeleton, infinite loading, pull-to-refresh and an empty state.
 */
export default function GoodsListPage() {
  const { query } = useMemo(() => currentRoute(), [])
  const hospitalId = useAppStore((s) => s.hospitalId)
  const [categories, setCategories] = useState<Category[]>([])
  const [categoryId, setCategoryId] = useState<number | undefined>(query.categoryId ? Number(query.categoryId) : undefined)

  useEffect(() => {
    getCategories().then(
      (c) => setCategories(Array.isArray(c) ? c : []),
      () => setCategories([]),
    )
  }, [])

  const paged = usePagedList([categoryId], (pageNum, pageSize) =>
    getGoodsList({ categoryId, pageNum, pageSize, keyword: query.keyword || undefined }),
  )
  const tabs: { id: number | undefined; name: string }[] = [
    { id: undefined, name: ALL_CATEGORIES },
    ...categories.map((c) => ({ id: c.id, name: c.categoryName })),
  ]

  return (
    <Page onRefresh={() => paged.refresh()}>
      <View className="shop-list__cats">
        <ScrollView scrollX className="shop-list__scroll" scrollIntoView={categoryId ? `cat-${categoryId}` : undefined}>
          <View className="shop-list__row">
            {tabs.map((t) => (
              <Text
                key={String(t.id)}
                id={`cat-${t.id ?? 'all'}`}
                className={`shop-list__cat ${t.id === categoryId ? 'shop-list__cat--active' : ''}`}
                onClick={() => setCategoryId(t.id)}
              >
                {t.name}
              </Text>
            ))}
          </View>
        </ScrollView>
        <Text className="shop-list__search" onClick={() => navigate('/goodsSearchDetail', { tag: 1, hospitalId })}>
          搜索
        </Text>
      </View>
      <PagedGoods paged={paged} height="calc(100vh - 48px)" pullRefresh />
    </Page>
  )
}

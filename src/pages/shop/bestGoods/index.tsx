import { useMemo } from 'react'
import Page from '@/shared/ui/Page'
import { PagedGoods } from '@/features/goods'
import { getGroupGoodsPage } from '@/features/home'
import { currentRoute } from '@/shared/routes/current'
import { usePagedList } from '@/shared/data'

/** Best goods list (/magicplatform/bestGoodList?groupId=): the goods of a magic group, paged, as a two-column grid. */
export default function BestGoodsPage() {
  const { query } = useMemo(() => currentRoute(), [])
  const groupId = query.groupId ? Number(query.groupId) : undefined
  const paged = usePagedList([groupId], (pageNum, pageSize) => getGroupGoodsPage(groupId, pageNum, pageSize))
  return (
    <Page onRefresh={() => paged.refresh()}>
      <PagedGoods paged={paged} layout="grid" height="100vh" />
    </Page>
  )
}

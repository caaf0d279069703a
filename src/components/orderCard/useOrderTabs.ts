/**
 * The status-tab list of /webOrder, /allOrder and /offlineOrder: the tab from ?status= (全部 when
 * absent or unknown), the counts per status, the paged list of the tab, and a reload for
 * pull-to-refresh and for coming back from the detail, after-sale or pay pages.
 */
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import { useInfiniteList, type PageResult } from '@/shared/ui/InfiniteList'
import type { OrderStatusNumRes } from '@contract/order'
import { currentRoute } from '@/shared/routes/current'
import { ORDER_TABS } from './actions'

export function useOrderTabs<T>(page: (q: { pageNum: number; pageSize: number; status: 0 }) => Promise<PageResult<T> | T[]>, statusNum: () => Promise<OrderStatusNumRes>) {
  const { query } = useMemo(() => currentRoute(), [])
  const initial = ORDER_TABS.some((t) => String(t.value) === query.status) ? Number(query.status) : 0
  const [tab, setTab] = useState<number>(initial)
  const [counts, setCounts] = useState<OrderStatusNumRes | null>(null)
  const list = useInfiniteList<T>((pageNum, pageSize) => page({ pageNum, pageSize, status: tab as 0 }), [tab])
  const loadCounts = useCallback(() => statusNum().then(setCounts, () => undefined), [statusNum])
  useEffect(() => {
    loadCounts()
  }, [loadCounts])
  const reload = useCallback(() => Promise.all([loadCounts(), list.refresh()]).then(() => undefined), [list, loadCounts])
  const [shown, setShown] = useState(false)
  useDidShow(() => {
    // back from the detail / after-sale / pay pages: statuses may have changed
    if (shown) reload()
    setShown(true)
  })
  return { tab, setTab, counts, list, reload }
}

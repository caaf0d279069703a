/**
 * The status-tab list of /webOrder, /allOrder and /offlineOrder: the tab from ?status= (全部 when
 * absent or unknown), the counts per status, the paged list of the tab, and a reload for
 * pull-to-refresh and for coming back from the detail, after-sale or pay pages.
 */
import { useCallback, useMemo, useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import { usePagedList, useQuery, type PageReply } from '@/shared/data'
import type { OrderStatusNumRes } from '@contract/order'
import { currentRoute } from '@/shared/routes/current'
import { ORDER_TABS } from '../actions/actions'

export function useOrderTabs<T>(
  name: string,
  page: (q: { pageNum: number; pageSize: number; status: 0 }) => Promise<PageReply<T>>,
  statusNum: () => Promise<OrderStatusNumRes>,
) {
  const { query } = useMemo(() => currentRoute(), [])
  const initial = ORDER_TABS.some((t) => String(t.value) === query.status) ? Number(query.status) : 0
  const [tab, setTab] = useState<number>(initial)
  const counts = useQuery([name, 'counts'], statusNum)
  const list = usePagedList<T>([name, tab], (pageNum, pageSize) => page({ pageNum, pageSize, status: tab as 0 }))
  const { reload: reloadCounts } = counts
  const { refresh } = list
  const reload = useCallback(() => Promise.all([reloadCounts(), refresh()]).then(() => undefined), [reloadCounts, refresh])
  const [shown, setShown] = useState(false)
  useDidShow(() => {
    // back from the detail / after-sale / pay pages: statuses may have changed
    if (shown) void reload()
    setShown(true)
  })
  return { tab, setTab, counts: counts.data ?? null, list, reload }
}

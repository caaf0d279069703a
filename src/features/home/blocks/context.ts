import { createContext, useContext } from 'react'
import { useQuery, type Query, type QueryOptions } from '@/shared/data'

/** What every block needs from the page: the hospital, the page id, and a key that changes on pull-to-refresh. */
export interface BlockEnv {
  hospitalId: number
  pageId?: number | string
  refreshKey: number
}

export const BlockContext = createContext<BlockEnv>({ hospitalId: 6, refreshKey: 0 })
export const useBlockEnv = () => useContext(BlockContext)

/**
 * A block's data through the one loading layer (useQuery, @/shared/data): keyed by the block's inputs and
 * the page's refresh key, so pull-to-refresh reloads every block; stale replies are dropped there.
 */
export function useBlockQuery<T>(key: readonly unknown[], fn: () => Promise<T>, opts?: QueryOptions): Query<T> {
  const { refreshKey } = useBlockEnv()
  return useQuery([...key, refreshKey], fn, opts)
}

/**
 * the block's own items when configured inline, else what `load` returns for its groupId. Inline items are the
 * answer at once, on the first render (no skeleton that the content then replaces at another height: CLS).
 */
export function useBlockItems<T>(items: unknown[] | undefined, groupId: unknown, load: (groupId: any) => Promise<T[]>): Query<T[]> {
  // the page config carries resolved items: an array (even empty) is the answer; absent -> load by groupId
  const inline = Array.isArray(items)
  const q = useBlockQuery<T[]>(
    [groupId],
    () => (groupId === undefined || groupId === null || groupId === '' ? Promise.resolve([]) : load(groupId)),
    { enabled: !inline },
  )
  return inline ? { data: items as T[], loading: false, error: null, reload: q.reload } : q
}

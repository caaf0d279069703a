import { useCallback, useEffect, useRef, useState } from 'react'

export interface PageReply<T> {
  list: T[]
  hasMore?: boolean
  total?: number
}

export interface Paged<T> {
  list: T[]
  /** first page loading (skeleton) */
  loading: boolean
  hasMore: boolean
  error: string | null
  loadMore: () => Promise<void>
  refresh: () => Promise<void>
}

export const PAGE_SIZE = 10

/** a paged list: first page on mount and when deps change, next pages on demand; stale replies are dropped */
export function usePaged<T>(fetchPage: (pageNum: number, pageSize: number) => Promise<PageReply<T> | T[] | null | undefined>, deps: unknown[], enabled = true): Paged<T> {
  const [list, setList] = useState<T[]>([])
  const [loading, setLoading] = useState(enabled)
  const [hasMore, setHasMore] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const pageRef = useRef(0)
  const seq = useRef(0)

  const fetchInto = useCallback(
    async (pageNum: number, replace: boolean) => {
      const n = seq.current
      try {
        const reply = await fetchPage(pageNum, PAGE_SIZE)
        if (n !== seq.current) return
        const items = Array.isArray(reply) ? reply : reply?.list || []
        const more = Array.isArray(reply) ? false : reply?.hasMore ?? (reply?.total !== undefined ? pageNum * PAGE_SIZE < reply.total : items.length >= PAGE_SIZE)
        pageRef.current = pageNum
        setList((old) => (replace ? items : [...old, ...items]))
        setHasMore(!!more)
        setError(null)
      } catch (e: any) {
        if (n !== seq.current) return
        setError(String(e?.message || '加载失败'))
        setHasMore(false)
      } finally {
        if (n === seq.current) setLoading(false)
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    deps,
  )

  useEffect(() => {
    if (!enabled) return
    seq.current++
    setLoading(true)
    setList([])
    setHasMore(false)
    fetchInto(1, true)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, enabled])

  return {
    list,
    loading,
    hasMore,
    error,
    loadMore: () => (hasMore ? fetchInto(pageRef.current + 1, false) : Promise.resolve()),
    refresh: () => {
      seq.current++
      return fetchInto(1, true)
    },
  }
}

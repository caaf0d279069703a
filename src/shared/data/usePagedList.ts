import { startTransition, useCallback, useEffect, useRef, useState } from 'react'
import { errorMessage } from './useQuery'

/**
 * One page of a paged endpoint ({ list, total, pageNum, pageSize }, the API's page shape). `hasMore`, when a reply
 * has it, says whether more pages follow; else `total`; else a full page means there may be more.
 */
export interface PageResult<T> {
  list: T[]
  total?: number
  pageNum?: number
  pageSize?: number
  hasMore?: boolean
}

/** what a page fetcher may answer: a page, or a plain array (the whole list in one page), or nothing */
export type PageReply<T> = PageResult<T> | readonly T[] | null | undefined

export type PageFetcher<T> = (pageNum: number, pageSize: number) => Promise<PageReply<T>>

export interface PagedList<T> {
  /** every item of the pages loaded so far */
  items: T[]
  /** the first page is loading (a new key, or a refresh) */
  loading: boolean
  /** a next page is loading */
  loadingMore: boolean
  error: string | null
  hasMore: boolean
  /** loads the next page (nothing when there is none or one is already loading); resolves when it settled */
  loadMore: () => Promise<void>
  /** loads the first page again; the current items stay until it arrives (pull-to-refresh waits on it) */
  refresh: () => Promise<void>
}

export interface PagedListOptions {
  /** default 10 */
  pageSize?: number
  /** false: nothing loads; default true */
  enabled?: boolean
}

/** does a list continue after this reply? (`loaded`: the items loaded including this page) */
export function hasMoreAfter<T>(reply: PageReply<T>, loaded: number, pageSize: number): boolean {
  if (!reply || Array.isArray(reply)) return false
  const page = reply as PageResult<T>
  if (typeof page.hasMore === 'boolean') return page.hasMore
  if (typeof page.total === 'number') return loaded < page.total
  return (page.list?.length ?? 0) >= pageSize
}

const listOf = <T>(reply: PageReply<T>): T[] =>
  !reply ? [] : Array.isArray(reply) ? [...reply] : [...((reply as PageResult<T>).list ?? [])]

/**
 * A paged list: page 1 now and whenever `key` changes (compared by value), further pages on loadMore, refresh
 * from page 1. Replies to a request that a newer one replaced (a new key, a refresh) are dropped, and nothing is
 * set after unmount. The one paged-list hook of the app (with useQuery for single values).
 */
export function usePagedList<T>(key: readonly unknown[], fetchPage: PageFetcher<T>, opts: PagedListOptions = {}): PagedList<T> {
  const enabled = opts.enabled ?? true
  const pageSize = opts.pageSize ?? 10
  const k = JSON.stringify(key)
  const [state, setState] = useState<{ items: T[]; loading: boolean; loadingMore: boolean; error: string | null; hasMore: boolean }>({
    items: [],
    loading: enabled,
    loadingMore: false,
    error: null,
    hasMore: false,
  })
  const gen = useRef(0) // bumps on a new key or refresh: replies of older generations are dropped
  const page = useRef(0)
  const busy = useRef(false) // a next page is loading
  const mounted = useRef(true)
  const fetchRef = useRef(fetchPage)
  fetchRef.current = fetchPage

  const load = useCallback(
    (pageNum: number): Promise<void> => {
      const first = pageNum === 1
      const g = first ? ++gen.current : gen.current
      const current = () => mounted.current && g === gen.current
      if (first) {
        busy.current = false
        setState((s) => ({ ...s, loading: true, loadingMore: false, error: null }))
      } else {
        busy.current = true
        setState((s) => ({ ...s, loadingMore: true, error: null }))
      }
      let promise: Promise<PageReply<T>>
      try {
        promise = fetchRef.current(pageNum, pageSize)
      } catch (e) {
        promise = Promise.reject(e)
      }
      // a page that arrives renders as a transition, as useQuery's data: React draws the list in 5 ms slices instead of
      // one long task (issue 16, TBT)
      return promise.then(
        (reply) => {
          if (!current()) return
          if (!first) busy.current = false
          page.current = pageNum
          const list = listOf(reply)
          startTransition(() =>
            setState((s) => {
              const items = first ? list : [...s.items, ...list]
              return { items, loading: false, loadingMore: false, error: null, hasMore: hasMoreAfter(reply, items.length, pageSize) }
            }),
          )
        },
        (e: unknown) => {
          if (!current()) return
          if (!first) busy.current = false
          startTransition(() => setState((s) => ({ ...s, loading: false, loadingMore: false, error: errorMessage(e), hasMore: false })))
        },
      )
    },
    [pageSize],
  )

  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  useEffect(() => {
    if (!enabled) {
      gen.current++
      return
    }
    setState({ items: [], loading: true, loadingMore: false, error: null, hasMore: false })
    void load(1)
  }, [k, enabled, load])

  const loadMore = useCallback((): Promise<void> => {
    if (!enabled || busy.current || state.loading || !state.hasMore) return Promise.resolve()
    return load(page.current + 1)
  }, [enabled, load, state.loading, state.hasMore])

  const refresh = useCallback(() => (enabled ? load(1) : Promise.resolve()), [enabled, load])

  return { ...state, loading: enabled && state.loading, loadMore, refresh }
}

/** usePagedList: page 1 per key, loadMore appends, refresh restarts, stale replies dropped, one page shape. */
import { act, renderHook } from '@testing-library/react'
import { hasMoreAfter, usePagedList, type PageReply } from './usePagedList'

function deferred<T>() {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const settle = () => act(async () => {})

/** 23 numbered items served in pages with their total */
const server = (total = 23) =>
  jest.fn(async (pageNum: number, pageSize: number) => {
    const start = (pageNum - 1) * pageSize
    return {
      list: Array.from({ length: Math.max(0, Math.min(pageSize, total - start)) }, (_, i) => start + i + 1),
      total,
      pageNum,
      pageSize,
    }
  })

describe('hasMoreAfter: one rule for every page shape', () => {
  it.each<[string, PageReply<number>, number, number, boolean]>([
    ['a plain array is the whole list', [1, 2, 3], 3, 3, false],
    ['no reply', null, 0, 10, false],
    ['hasMore wins', { list: [1], hasMore: true, total: 1 }, 1, 10, true],
    ['total: fewer loaded than total', { list: [1, 2], total: 5 }, 2, 2, true],
    ['total: all loaded', { list: [1, 2], total: 4 }, 4, 2, false],
    ['no total: a full page may continue', { list: [1, 2] }, 2, 2, true],
    ['no total: a short page ends the list', { list: [1] }, 3, 2, false],
  ])('%s', (_, reply, loaded, pageSize, expected) => expect(hasMoreAfter(reply, loaded, pageSize)).toBe(expected))
})

describe('usePagedList', () => {
  it('loads page 1, then appends pages on loadMore until the total is reached', async () => {
    const fetch = server(23)
    const { result } = renderHook(() => usePagedList(['n'], fetch, { pageSize: 10 }))
    expect(result.current).toMatchObject({ items: [], loading: true })
    await settle()
    expect(result.current).toMatchObject({ loading: false, hasMore: true })
    expect(result.current.items).toHaveLength(10)
    await act(() => result.current.loadMore())
    await act(() => result.current.loadMore())
    expect(result.current.items).toHaveLength(23)
    expect(result.current.items[22]).toBe(23)
    expect(result.current.hasMore).toBe(false)
    await act(() => result.current.loadMore())
    expect(fetch).toHaveBeenCalledTimes(3)
    expect(fetch.mock.calls.map((c) => c[0])).toEqual([1, 2, 3])
  })

  it('a second loadMore while one is loading asks for nothing', async () => {
    const next = deferred<PageReply<number>>()
    const fetch = jest.fn((pageNum: number) => (pageNum === 1 ? Promise.resolve({ list: [1, 2], total: 4 }) : next.promise))
    const { result } = renderHook(() => usePagedList(['n'], fetch, { pageSize: 2 }))
    await settle()
    act(() => {
      void result.current.loadMore()
    })
    expect(result.current.loadingMore).toBe(true)
    await act(() => result.current.loadMore())
    expect(fetch).toHaveBeenCalledTimes(2)
    next.resolve({ list: [3, 4], total: 4 })
    await settle()
    expect(result.current).toMatchObject({ items: [1, 2, 3, 4], loadingMore: false, hasMore: false })
  })

  it('a new key starts over from page 1 with an empty list, and the old key’s late page is dropped', async () => {
    const pages: Record<string, ReturnType<typeof deferred<PageReply<string>>>> = { a: deferred(), b: deferred() }
    const { result, rerender } = renderHook(({ tab }) => usePagedList(['orders', tab], () => pages[tab].promise), {
      initialProps: { tab: 'a' },
    })
    rerender({ tab: 'b' })
    expect(result.current).toMatchObject({ items: [], loading: true })
    pages.b.resolve({ list: ['b1'], total: 1 })
    await settle()
    pages.a.resolve({ list: ['a1'], total: 1 })
    await settle()
    expect(result.current.items).toEqual(['b1'])
  })

  it('refresh keeps the items until page 1 is back, then replaces them', async () => {
    let version = 1
    const fetch = jest.fn(async () => ({ list: [`v${version}`], total: 1 }))
    const { result } = renderHook(() => usePagedList(['n'], fetch))
    await settle()
    version = 2
    let done = false
    act(() => {
      void result.current.refresh().then(() => (done = true))
    })
    expect(result.current).toMatchObject({ items: ['v1'], loading: true })
    await settle()
    expect(done).toBe(true)
    expect(result.current).toMatchObject({ items: ['v2'], loading: false })
  })

  it('a plain array is one page; a failure shows its message and stops paging', async () => {
    const { result } = renderHook(() => usePagedList(['arr'], async () => ['x', 'y']))
    await settle()
    expect(result.current).toMatchObject({ items: ['x', 'y'], hasMore: false })
    const failing = renderHook(() => usePagedList(['bad'], async () => Promise.reject(new Error('服务器开小差了'))))
    await settle()
    expect(failing.result.current).toMatchObject({ items: [], loading: false, error: '服务器开小差了', hasMore: false })
  })

  it('enabled: false loads nothing', async () => {
    const fetch = server()
    const { result } = renderHook(() => usePagedList(['n'], fetch, { enabled: false }))
    await settle()
    expect(fetch).not.toHaveBeenCalled()
    expect(result.current).toMatchObject({ items: [], loading: false })
  })
})

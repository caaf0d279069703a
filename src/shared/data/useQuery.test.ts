/** useQuery: loads per key, drops stale replies, keeps the last data while reloading, never sets state after unmount. */
import { act, renderHook } from '@testing-library/react'
import { useQuery } from './useQuery'

/** a promise settled from the test */
function deferred<T>() {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** lets the replies' then-callbacks and the state updates they cause run */
const settle = () => act(async () => {})

describe('useQuery', () => {
  it('loads on mount: loading, then the data', async () => {
    const d = deferred<string>()
    const { result } = renderHook(() => useQuery(['a'], () => d.promise))
    expect(result.current).toMatchObject({ data: undefined, loading: true, error: null })
    d.resolve('A')
    await settle()
    expect(result.current).toMatchObject({ data: 'A', loading: false, error: null })
  })

  it('loads again when the key changes (by value), not when it is only a new array', async () => {
    const fn = jest.fn(async (id: number) => `goods ${id}`)
    const { result, rerender } = renderHook(({ id }) => useQuery(['goods', id], () => fn(id)), { initialProps: { id: 1 } })
    await settle()
    rerender({ id: 1 })
    await settle()
    expect(fn).toHaveBeenCalledTimes(1)
    rerender({ id: 2 })
    await settle()
    expect(fn).toHaveBeenCalledTimes(2)
    expect(result.current.data).toBe('goods 2')
  })

  it('drops the reply of an older key that arrives after the newer one', async () => {
    const replies: Record<number, ReturnType<typeof deferred<string>>> = { 1: deferred(), 2: deferred() }
    const { result, rerender } = renderHook(({ id }) => useQuery(['goods', id], () => replies[id].promise), { initialProps: { id: 1 } })
    rerender({ id: 2 })
    replies[2].resolve('second')
    await settle()
    replies[1].resolve('first (stale)')
    await settle()
    expect(result.current).toMatchObject({ data: 'second', loading: false })
  })

  it('keeps the last data while reloading; reload resolves when the new reply is in', async () => {
    let n = 0
    const next = deferred<number>()
    const { result } = renderHook(() => useQuery(['count'], () => (n++ === 0 ? Promise.resolve(1) : next.promise)))
    await settle()
    expect(result.current.data).toBe(1)
    let reloaded = false
    act(() => {
      void result.current.reload().then(() => (reloaded = true))
    })
    expect(result.current).toMatchObject({ data: 1, loading: true })
    next.resolve(2)
    await settle()
    expect(reloaded).toBe(true)
    expect(result.current).toMatchObject({ data: 2, loading: false })
  })

  it('a failure shows its message and keeps the last data; the next success clears the error', async () => {
    const replies = [() => Promise.resolve('ok'), () => Promise.reject(new Error('网络异常')), () => Promise.resolve('ok again')]
    let i = 0
    const { result } = renderHook(() => useQuery(['x'], () => replies[i++]()))
    await settle()
    await act(() => result.current.reload())
    expect(result.current).toMatchObject({ data: 'ok', loading: false, error: '网络异常' })
    await act(() => result.current.reload())
    expect(result.current).toMatchObject({ data: 'ok again', error: null })
  })

  it('a function that throws synchronously is a failure too, and a reason without a message gets a default text', async () => {
    const { result } = renderHook(() =>
      useQuery(['x'], () => {
        throw new Error('坏参数')
      }),
    )
    await settle()
    expect(result.current).toMatchObject({ loading: false, error: '坏参数' })
    const other = renderHook(() => useQuery(['y'], () => Promise.reject(null)))
    await settle()
    expect(other.result.current.error).toBe('加载失败')
  })

  it('enabled: false loads nothing until it turns true', async () => {
    const fn = jest.fn(async () => 'user')
    const { result, rerender } = renderHook(({ on }) => useQuery(['me'], fn, { enabled: on }), { initialProps: { on: false } })
    await settle()
    expect(fn).not.toHaveBeenCalled()
    expect(result.current).toMatchObject({ data: undefined, loading: false })
    rerender({ on: true })
    await settle()
    expect(result.current).toMatchObject({ data: 'user', loading: false })
  })

  it('sets nothing after unmount', async () => {
    const d = deferred<string>()
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const { result, unmount } = renderHook(() => useQuery(['a'], () => d.promise))
    unmount()
    d.resolve('late')
    await settle()
    expect(result.current.data).toBeUndefined()
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })
})

import { createContext, useContext, useEffect, useRef, useState } from 'react'

/** What every block needs from the page: the hospital, the page id, and a key that changes on pull-to-refresh. */
export interface BlockEnv {
  hospitalId: number
  pageId?: number | string
  refreshKey: number
}

export const BlockContext = createContext<BlockEnv>({ hospitalId: 6, refreshKey: 0 })
export const useBlockEnv = () => useContext(BlockContext)

export interface Loaded<T> {
  data: T | undefined
  loading: boolean
  error: string | null
  reload: () => void
}

/** loads data for a block; reloads when deps or the page's refresh key change; drops stale replies */
export function useLoad<T>(fn: () => Promise<T>, deps: unknown[]): Loaded<T> {
  const { refreshKey } = useBlockEnv()
  const [state, setState] = useState<{ data: T | undefined; loading: boolean; error: string | null }>({ data: undefined, loading: true, error: null })
  const [tick, setTick] = useState(0)
  const seq = useRef(0)
  useEffect(() => {
    const n = ++seq.current
    setState((s) => ({ ...s, loading: true, error: null }))
    fn().then(
      (data) => n === seq.current && setState({ data, loading: false, error: null }),
      (e) => n === seq.current && setState((s) => ({ data: s.data, loading: false, error: String(e?.message || e || '加载失败') })),
    )
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, refreshKey, tick])
  return { ...state, reload: () => setTick((t) => t + 1) }
}

/** the block's own items when configured inline, else what `load` returns for its groupId */
export function useBlockItems<T>(items: unknown[] | undefined, groupId: unknown, load: (groupId: any) => Promise<T[]>): Loaded<T[]> {
  // the page config carries resolved items: an array (even empty) is the answer; absent -> load by groupId
  const inline = Array.isArray(items)
  const res = useLoad<T[]>(() => (inline ? Promise.resolve(items as T[]) : groupId === undefined || groupId === null || groupId === '' ? Promise.resolve([]) : load(groupId)), [inline ? items : null, groupId])
  return res
}

import { startTransition, useCallback, useEffect, useRef, useState } from 'react'

/** What a screen or block shows while one value loads. */
export interface Query<T> {
  /** the last value that arrived (kept while a reload or a new key loads: check `loading`) */
  data: T | undefined
  /** a request is in flight (first load, new key or reload) */
  loading: boolean
  /** the message of the last failure, null once a request succeeds */
  error: string | null
  /** loads again with the same key; resolves when that request has settled (pull-to-refresh waits on it) */
  reload: () => Promise<void>
}

export interface QueryOptions {
  /** false: nothing loads (e.g. until the user is known); default true */
  enabled?: boolean
}

/** the message a failed request shows */
export const errorMessage = (e: unknown): string => {
  const m = e instanceof Error ? e.message : typeof e === 'string' ? e : (e as { message?: unknown } | null)?.message
  return typeof m === 'string' && m ? m : '加载失败'
}

/**
 * Loads `fn()` now and whenever `key` changes (the key is what the data depends on, compared by value like a
 * dependency list: `['goods', goodsId, refreshKey]`). A reply that arrives after a newer request started (a new key,
 * a reload) is dropped, and nothing is set after unmount. The last data stays while the next request loads.
 * The one loading hook of the app with usePagedList (SWR-shaped, so a library could replace it here alone).
 */
export function useQuery<T>(key: readonly unknown[], fn: () => Promise<T>, opts: QueryOptions = {}): Query<T> {
  const enabled = opts.enabled ?? true
  const k = JSON.stringify(key)
  const [state, setState] = useState<{ data: T | undefined; loading: boolean; error: string | null }>({
    data: undefined,
    loading: enabled,
    error: null,
  })
  const seq = useRef(0)
  const mounted = useRef(true)
  const fnRef = useRef(fn)
  fnRef.current = fn

  const run = useCallback((): Promise<void> => {
    const n = ++seq.current
    const current = () => mounted.current && n === seq.current
    setState((s) => (s.loading && !s.error ? s : { ...s, loading: true, error: null }))
    let promise: Promise<T>
    try {
      promise = fnRef.current()
    } catch (e) {
      promise = Promise.reject(e)
    }
    // what arrives renders as a transition: React draws it in 5 ms slices instead of one long task (issue 16, TBT)
    return promise.then(
      (data) => {
        if (current()) startTransition(() => setState({ data, loading: false, error: null }))
      },
      (e: unknown) => {
        if (current()) startTransition(() => setState((s) => ({ data: s.data, loading: false, error: errorMessage(e) })))
      },
    )
  }, [])

  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  useEffect(() => {
    if (enabled) void run()
    else seq.current++ // a reply still on its way is no longer wanted
  }, [k, enabled, run])

  const reload = useCallback(() => (enabled ? run() : Promise.resolve()), [enabled, run])
  return { data: state.data, loading: enabled && state.loading, error: state.error, reload }
}

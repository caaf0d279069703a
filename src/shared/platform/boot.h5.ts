/**
 * H5 start-up: Taro's router renders a blank page for a path it does not know, so an unknown path under
 * /hospital is replaced by /hospital/404 before the router starts, and a redirect route's path by its
 * target's (/hospital/modulePage -> /hospital/modulePage/home). `/` and `/hospital` go to home (Taro's router).
 */
const BASE = '/hospital'

export function redirectUnknownPath(
  isKnown: (path: string) => boolean,
  notFound: string,
  redirectOf: (path: string) => string | null = () => null,
): void {
  if (typeof window === 'undefined') return
  const { pathname, search } = window.location
  if (!pathname.startsWith(BASE)) return
  const path = pathname.slice(BASE.length).replace(/\/+$/, '') || '/'
  if (path === '/' || path.startsWith('/pages/')) return
  if (!isKnown(path)) window.history.replaceState(null, '', `${BASE}${notFound}${search}`)
  else {
    const target = redirectOf(path)
    if (target && target !== path) window.history.replaceState(null, '', `${BASE}${target}${search}`)
  }
}

/** the launch query: on H5 the page URL's query string */
export function launchQuery(options?: { query?: Record<string, unknown> }): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(options?.query || {})) if (v !== undefined && v !== null) out[k] = String(v)
  if (typeof window !== 'undefined') new URLSearchParams(window.location.search).forEach((v, k) => (out[k] = v))
  return out
}

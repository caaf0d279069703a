/**
 * Run-time route look-ups over the table: find a route by path, say whether it is closed,
 * and turn (path, query) into the URL each target navigates to. No Taro import.
 */
import { ROUTES, RouteDef, DEFAULT_CLOSE_TEXT, NOT_FOUND_PATH } from './table'
import { baseAliasOf, isClosedRoute, pageFile, pageOfRoute } from './build'

export type Query = Record<string, string | number | boolean | undefined | null>

const byPath = new Map(ROUTES.map((route) => [route.path, route]))
/** '/shoppingCart' -> '/hospital/shoppingCart': a spec route with the H5 base in its path, typed under that base */
const byBaseAlias = new Map(ROUTES.flatMap((route) => (baseAliasOf(route) ? [[baseAliasOf(route) as string, route.path] as const] : [])))

/** '/hospital/home/' -> '/home'; keeps the spec's '/hospital/...' routes intact; '/shoppingCart' -> '/hospital/shoppingCart' */
export function normalisePath(path: string): string {
  let p = (path || '/').split('?')[0].split('#')[0]
  if (!p.startsWith('/')) p = `/${p}`
  if (p.length > 1) p = p.replace(/\/+$/, '')
  if (p.startsWith('/hospital/') && !byPath.has(p)) p = p.slice('/hospital'.length) || '/'
  if (p === '/hospital') p = '/'
  return byBaseAlias.get(p) ?? p
}

export function findRoute(path: string): RouteDef | undefined {
  return byPath.get(normalisePath(path))
}

/** the route that finally renders for a path: follows redirects; unknown -> /404 */
export function resolveRoute(path: string): RouteDef {
  let route = findRoute(path)
  for (let i = 0; route?.redirect && i < 5; i++) route = findRoute(route.redirect)
  return route || (byPath.get(NOT_FOUND_PATH) as RouteDef)
}

export function isClosed(route: RouteDef) {
  return isClosedRoute(route)
}

export function closeTextOf(route: RouteDef) {
  return route.closeText || DEFAULT_CLOSE_TEXT
}

/** login is needed when autority is set, unless needToken is false or the query says Autority=false */
export function needsLogin(route: RouteDef, query: Query = {}): boolean {
  if (String(query.Autority) === 'false') return false
  if (route.needToken === false) return false
  return !!route.autority
}

export function toQueryString(query: Query = {}): string {
  const parts = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
  return parts.length ? `?${parts.join('&')}` : ''
}

export function parseQuery(search: string): Record<string, string> {
  const out: Record<string, string> = {}
  const s = search.startsWith('?') ? search.slice(1) : search
  for (const part of s.split('&')) {
    if (!part) continue
    const [k, v = ''] = part.split('=')
    try {
      out[decodeURIComponent(k)] = decodeURIComponent(v.replace(/\+/g, ' '))
    } catch {
      out[k] = v
    }
  }
  return out
}

/** split 'path?a=1' into a path and a query merged with the extra query */
export function splitUrl(url: string, extra: Query = {}): { path: string; query: Query } {
  const [path, search = ''] = url.split('?')
  return { path: normalisePath(path), query: { ...parseQuery(search), ...extra } }
}

/**
 * The URL to hand to Taro's navigation API.
 * H5: the clean spec path (Taro's router maps it through customRoutes).
 * Mini-programs: the page file; a shared page (closed, home variants) gets `route` in its query.
 */
export function targetUrl(path: string, query: Query = {}, h5: boolean): string {
  const route = resolveRoute(path)
  const known = !!findRoute(path)
  const finalPath = known ? route.path : NOT_FOUND_PATH
  if (h5) return `${finalPath}${toQueryString(query)}`
  const file = `/${pageFile(pageOfRoute(route))}`
  return `${file}${toQueryString({ ...query, route: finalPath })}`
}

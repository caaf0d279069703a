/** Which spec route the current page shows, on every target. */
import Taro from '@tarojs/taro'
import { ROUTES, RouteDef } from './table'
import { pageFile, pageOfRoute } from './build'
import { isH5 } from '../platform'
import { sceneQuery } from '@/domain/share'
import { findRoute, resolveRoute, parseQuery, toQueryString, Query } from './resolve'

const H5_BASE = '/hospital'

export interface CurrentRoute {
  /** the spec path as requested (before redirects), e.g. '/modulePage/home' */
  path: string
  route: RouteDef
  query: Record<string, string>
  /** the full URL in spec form, e.g. '/productionDetail?goodsId=1' (what the guard stores) */
  url: string
}

function fromH5(): CurrentRoute {
  let pathname = window.location.pathname
  if (pathname.startsWith(H5_BASE)) pathname = pathname.slice(H5_BASE.length) || '/'
  const query = parseQuery(window.location.search)
  const known = findRoute(pathname)
  const route = known ? resolveRoute(pathname) : resolveRoute('/404')
  const path = known ? known.path : pathname
  return { path, route, query, url: `${path}${window.location.search}` }
}

function fromMini(): CurrentRoute {
  const router = Taro.getCurrentInstance().router
  const params: Record<string, string> = {}
  for (const [k, v] of Object.entries(router?.params || {}))
    if (k !== '$taroTimestamp' && v !== undefined) params[k] = decodeURIComponent(String(v))
  // a mini-program code (common/wxMiniProgram/createQrCode) opens the page with its query packed in `scene`
  const { route: routeParam, scene, ...rest } = params
  const query: Record<string, string> = { ...sceneQuery(scene), ...rest }
  let path = routeParam
  if (!path) {
    const page = (router?.path || '').split('?')[0].replace(/^\//, '')
    const match = ROUTES.find((r) => !r.redirect && pageFile(pageOfRoute(r)) === page)
    path = match ? match.path : '/home'
  }
  const route = resolveRoute(path)
  return { path, route, query, url: `${path}${toQueryString(query as Query)}` }
}

export function currentRoute(): CurrentRoute {
  return isH5 && typeof window !== 'undefined' ? fromH5() : fromMini()
}

/**
 * Derives the mini-program page list, subpackages and the H5 clean-path aliases from the route table.
 * Used at build time (src/app.config.ts, config/index.ts) and at run time (./resolve.ts). No Taro import.
 */
import { ROUTES, CLOSED_PAGE, RouteDef } from './table'

/** areas whose pages live in the main package; every other area is a subpackage */
export const MAIN_AREAS = ['main']

export const pageFile = (page: string) => `pages/${page}/index`

/** a route whose page is not built, or that is explicitly closed, shows the closed page */
export const isClosedRoute = (route: RouteDef) => !route.redirect && (!!route.isClosed || !route.page)

/** the page that renders a route: its own page, the closed page, or (for redirects) the target's page */
export function pageOfRoute(route: RouteDef, routes: RouteDef[] = ROUTES): string {
  if (route.redirect) {
    const target = routes.find((x) => x.path === route.redirect)
    return target ? pageOfRoute(target, routes) : CLOSED_PAGE
  }
  return isClosedRoute(route) ? CLOSED_PAGE : (route.page as string)
}

/** every page file used by the table, the entry page (home) first */
export function allPages(routes: RouteDef[] = ROUTES): string[] {
  const set = new Set<string>(['main/home', CLOSED_PAGE, 'main/notFound'])
  for (const route of routes) set.add(pageOfRoute(route, routes))
  return [...set]
}

export interface PageConfig {
  pages: string[]
  subPackages: { root: string; name: string; pages: string[] }[]
}

/** mini-program app.json pages and subPackages, grouped by area (ARCHITECTURE: area = subpackage) */
export function buildPageConfig(routes: RouteDef[] = ROUTES): PageConfig {
  const pages: string[] = []
  const byArea = new Map<string, string[]>()
  for (const page of allPages(routes)) {
    const [area, ...rest] = page.split('/')
    if (MAIN_AREAS.includes(area)) pages.push(pageFile(page))
    else {
      const list = byArea.get(area) || []
      list.push(`${rest.join('/')}/index`)
      byArea.set(area, list)
    }
  }
  const subPackages = [...byArea.entries()].map(([area, list]) => ({ root: `pages/${area}`, name: area, pages: list }))
  return { pages, subPackages }
}

/**
 * Subpackages the mini-programs download in the background once a main page has opened (app.json preloadRule):
 * the likely next areas — product and check-up pages from home, the order pages from the cart and "我的".
 * WeChat preloads at most 2 MB per page; each area stays under 1 MB (size report).
 */
export const PRELOAD_AFTER: Record<string, string[]> = {
  'main/home': ['goods', 'checkup'],
  'main/shopCart': ['order'],
  'main/personCenter': ['order', 'account'],
}

/** app.json preloadRule from PRELOAD_AFTER: only pages and subpackages that exist (by the subpackage's name) */
export function buildPreloadRule(config: PageConfig = buildPageConfig()): Record<string, { network: 'all' | 'wifi'; packages: string[] }> {
  const names = new Set(config.subPackages.map((sp) => sp.name))
  const rule: Record<string, { network: 'all' | 'wifi'; packages: string[] }> = {}
  for (const [page, areas] of Object.entries(PRELOAD_AFTER)) {
    const packages = areas.filter((a) => names.has(a))
    if (config.pages.includes(pageFile(page)) && packages.length) rule[pageFile(page)] = { network: 'all', packages }
  }
  return rule
}

/** the H5 app is served under this base: the router sees a URL's path without it */
export const H5_BASE = '/hospital'

/**
 * The path under which a spec route also answers on H5 when typed as written. The spec names some routes with the
 * H5 base in them (`/hospital/shoppingCart?hospitalId=`): typed as `/hospital/shoppingCart`, the router strips the
 * base and sees `/shoppingCart`. Such a route answers there too, unless another route owns that path
 * (`/hospital/modulePage/home` vs `/modulePage/home`). Undefined for every other route.
 */
export function baseAliasOf(route: RouteDef, routes: RouteDef[] = ROUTES): string | undefined {
  if (!route.path.startsWith(`${H5_BASE}/`)) return undefined
  const alias = route.path.slice(H5_BASE.length)
  return routes.some((x) => x.path === alias) ? undefined : alias
}

/**
 * H5 customRoutes: page file -> its clean paths (and a `/hospital/...` route's base alias). The canonical page path
 * is listed too, or Taro renders that URL blank.
 */
export function buildCustomRoutes(routes: RouteDef[] = ROUTES): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const route of routes) {
    if (route.path === '/') continue
    const file = `/${pageFile(pageOfRoute(route, routes))}`
    const alias = baseAliasOf(route, routes)
    ;(out[file] = out[file] || []).push(route.path, ...(alias ? [alias] : []))
  }
  for (const file of Object.keys(out)) out[file].push(file)
  for (const page of allPages(routes)) {
    const file = `/${pageFile(page)}`
    if (!out[file]) out[file] = [file]
  }
  return out
}

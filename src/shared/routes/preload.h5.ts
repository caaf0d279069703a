/**
 * H5: loads the chunk of the page a route path opens once the user starts using the page (first scroll, touch or
 * pointer press; then when the browser is idle), so the likely next page (home → product detail, product detail →
 * cart) opens without waiting for its code. Not before: the first load's JS (budgets.ts, all JS until the network
 * is idle) stays what the page itself needs. Taro's H5 entry keeps its route
 * list, each with the `load()` that imports the page's chunk, on window.__taroAppConfig; loading it only runs the
 * page module (the page renders when the router opens it). Once per page; a failure is left to the real navigation.
 */
import { whenIdle } from '../platform/idle'
import { resolveRoute } from './resolve'
import { pageFile, pageOfRoute } from './build'

type TaroRoute = { path: string; load?: (context?: unknown, params?: unknown) => unknown[] }

const done = new Set<string>()

export function preloadRoute(path: string): void {
  const page = pageOfRoute(resolveRoute(path))
  if (!page || done.has(page)) return
  done.add(page)
  onFirstInteraction(() =>
    whenIdle(() => {
      const routes = ((window as unknown as { __taroAppConfig?: { routes?: TaroRoute[] } }).__taroAppConfig?.routes ?? []) as TaroRoute[]
      const file = pageFile(page)
      const route = routes.find((r) => r.path.replace(/^\//, '') === file)
      try {
        const loaded = route?.load?.()
        const chunk = Array.isArray(loaded) ? loaded[0] : undefined
        if (chunk && typeof (chunk as Promise<unknown>).catch === 'function') (chunk as Promise<unknown>).catch(() => done.delete(page))
      } catch {
        /* the navigation loads it (and shows chunkRecovery's message if it fails) */
      }
    }, 2000),
  )
}

const INTERACTIONS = ['scroll', 'touchstart', 'pointerdown', 'keydown'] as const

function onFirstInteraction(fn: () => void): void {
  let fired = false
  const run = () => {
    if (fired) return
    fired = true
    for (const e of INTERACTIONS) window.removeEventListener(e, run, true)
    fn()
  }
  for (const e of INTERACTIONS) window.addEventListener(e, run, { capture: true, passive: true })
}

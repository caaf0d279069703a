/**
 * A tiny history router for the console (no router package in the repository): paths under BASE ('/console'),
 * `navigate(to)` pushes or replaces, `useLocation()` re-renders on navigation and on back/forward, `<Link>` is a
 * real <a href> (keyboard, middle click, copy link) that navigates in place on a plain click. The server answers
 * every /console/* path with index.html (server/lib/static.ts), so a reload keeps the screen.
 */
import { useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent } from 'react'

export const BASE = '/console'

/** the console path of the current URL ('/' for /console or /console/) */
export function currentPath(): string {
  const p = window.location.pathname
  if (p === BASE || p === `${BASE}/`) return '/'
  return p.startsWith(`${BASE}/`) ? p.slice(BASE.length) : p
}

/** the full URL of a console path ('/login' -> '/console/login') */
export function href(to: string): string {
  return to === '/' ? `${BASE}/` : `${BASE}${to}`
}

const listeners = new Set<() => void>()
function notify(): void {
  for (const l of listeners) l()
}
function subscribe(l: () => void): () => void {
  listeners.add(l)
  if (listeners.size === 1) window.addEventListener('popstate', notify)
  return () => {
    listeners.delete(l)
    if (listeners.size === 0) window.removeEventListener('popstate', notify)
  }
}

export function navigate(to: string, opts: { replace?: boolean } = {}): void {
  const url = href(to)
  if (url === window.location.pathname + window.location.search) return
  if (opts.replace) window.history.replaceState(null, '', url)
  else window.history.pushState(null, '', url)
  notify()
}

const currentSearch = () => window.location.search

export interface Location {
  path: string
  search: URLSearchParams
}

export function useLocation(): Location {
  const path = useSyncExternalStore(subscribe, currentPath)
  const search = useSyncExternalStore(subscribe, currentSearch)
  return { path, search: new URLSearchParams(search) }
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string
}

export function Link({ to, onClick, ...rest }: LinkProps) {
  const click = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e)
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
    e.preventDefault()
    navigate(to)
  }
  return <a {...rest} href={href(to)} onClick={click} />
}

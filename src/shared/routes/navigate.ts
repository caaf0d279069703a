/**
 * navigate(path, query) that works on every target: H5 uses the spec's clean paths under /hospital,
 * mini-programs the page files from the route table. Tab pages and the shells switch with redirect/reLaunch.
 */
import Taro from '@tarojs/taro'
import { isH5 } from '../platform'
import { Query, splitUrl, targetUrl, resolveRoute } from './resolve'

export interface NavigateOptions {
  /** replace the current page instead of pushing */
  replace?: boolean
  /** clear the page stack (tab switches, after login) */
  relaunch?: boolean
}

/** the URL Taro's navigation APIs take for a spec path on this target */
export function urlFor(path: string, query: Query = {}) {
  const { path: p, query: q } = splitUrl(path, query)
  return targetUrl(p, q, isH5)
}

export async function navigate(path: string, query: Query = {}, options: NavigateOptions = {}) {
  const url = urlFor(path, query)
  const route = resolveRoute(splitUrl(path).path)
  try {
    if (options.relaunch) await Taro.reLaunch({ url })
    else if (options.replace || route.tabBarName) await Taro.redirectTo({ url })
    else await Taro.navigateTo({ url })
  } catch {
    // the mini-program page stack holds at most 10 pages: fall back to replacing the current one
    await Taro.redirectTo({ url })
  }
}

export const redirect = (path: string, query: Query = {}) => navigate(path, query, { replace: true })
export const relaunch = (path: string, query: Query = {}) => navigate(path, query, { relaunch: true })

/** go back; with no page to go back to, go home */
export async function back(delta = 1) {
  const pages = Taro.getCurrentPages()
  if (pages.length > delta) return Taro.navigateBack({ delta })
  if (isH5 && typeof window !== 'undefined' && window.history.length > delta) return window.history.go(-delta)
  return relaunch('/home')
}

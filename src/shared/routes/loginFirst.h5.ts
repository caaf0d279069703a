/**
 * H5 start-up (issue 16, the cart's LCP): a visitor in a plain browser who opens a page that needs login goes to
 * /login before Taro's router starts, instead of after the page's chunks have loaded and its Page shell's guard has
 * run (a visitor's /shopCart loaded the cart's 20 chunks, then the login page's). The same decision as the guard
 * (decideGuard with no login) and the same effects: the page's spec URL to come back to, and /login?hospitalId=N
 * replacing the page. Only when no store entry of any hospital keeps a user and the browser is not WeChat's or
 * Alipay's (their login ways differ, and WeChat's marker may come later): every other case is left to the Page
 * shell's guard, as before. The app stores the returned URL once the stores are restored (src/app.ts).
 */
import { detectChannel } from '../platform'
import { loadPersisted, persistedKeys, rememberedHospitalId, resolveHospitalId } from '../store'
import { currentRoute } from './current'
import { decideGuard } from './guard'
import { isClosed } from './resolve'

const BASE = '/hospital'

/** is a user kept in any store entry? (of any hospital or entry, whatever its state: the answer errs only towards yes) */
function anyStoredUser(): boolean {
  try {
    return persistedKeys().some((key) => {
      const info = loadPersisted(key).user?.userInfo
      return !!info && typeof info === 'object'
    })
  } catch {
    return true
  }
}

/** sends a visitor of a page that needs login to /login now; returns the URL to come back to, or null */
export function loginFirst(): string | null {
  if (typeof window === 'undefined' || !window.location.pathname.startsWith(BASE)) return null
  if (/MicroMessenger|AlipayClient/i.test(navigator.userAgent || '')) return null
  const { path, route, query, url } = currentRoute()
  // an alias (the Page shell redirects it first) or a closed route (shown to everyone): the Page shell decides
  if (path !== route.path || isClosed(route)) return null
  if (decideGuard(route, query, false, detectChannel(), true) !== 'loginPage' || anyStoredUser()) return null
  const hospitalId = resolveHospitalId(query.hospitalId, rememberedHospitalId())
  window.history.replaceState(null, '', `${BASE}/login?hospitalId=${hospitalId}`)
  return url
}

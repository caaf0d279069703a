/**
 * The route guard (SPEC section 6). Pure decision + an executor that takes its effects as arguments,
 * so the rule is tested without Taro and the Page shell wires in the stores and the platform.
 */
import type { RouteDef } from './table'
import { needsLogin, Query } from './resolve'

export type Channel = 'wechat' | 'miniProgram' | 'alipay' | 'alipayMiniProgram' | 'none'

/** how to log in, by environment */
export type LoginWay =
  | 'allow' // open route, or already logged in
  | 'oauth' // H5 inside the WeChat browser: authorisation redirect back to /hospital/transition
  | 'loginPage' // everywhere else: /login (inside mini-programs it shows the one-tap login)

export function decideGuard(route: RouteDef, query: Query, loggedIn: boolean, channel: Channel, isH5: boolean): LoginWay {
  if (!needsLogin(route, query) || loggedIn) return 'allow'
  if (isH5 && channel === 'wechat') return 'oauth'
  return 'loginPage'
}

export interface GuardEffects {
  /** remember where to come back to after login */
  storeTarget: (url: string) => void
  /** go to /login (replacing the guarded page) */
  toLoginPage: () => void
  /** start the WeChat authorisation redirect with a return URL */
  oauth: (returnUrl: string) => void
}

/** the H5 URL the authorisation comes back to */
export const TRANSITION_URL = '/hospital/transition'

/** run the guard: true when the page may render */
export function runGuard(way: LoginWay, targetUrl: string, fx: GuardEffects): boolean {
  if (way === 'allow') return true
  fx.storeTarget(targetUrl)
  if (way === 'oauth') fx.oauth(`${TRANSITION_URL}?redirect=${encodeURIComponent(targetUrl)}`)
  else fx.toLoginPage()
  return false
}

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
  | 'signedOut' // the user signed out on this page: it stays empty while the sign-out flow leads away

/** what the page knows about the session beyond logged in or not */
export interface GuardSession {
  /** the user signed out on purpose and has not logged in since (user store) */
  signedOut?: boolean
  /** this page was already showing (to the user who then signed out) */
  shown?: boolean
}

/**
 * SPEC §6: a login-required route needs login, except with Autority=false; a visitor is sent to log in by
 * environment. A page that was showing when its user signed out is not a visitor's request for a guarded
 * page: it does not send anyone to log in (logging out leads home, not to /login).
 */
export function decideGuard(
  route: RouteDef,
  query: Query,
  loggedIn: boolean,
  channel: Channel,
  isH5: boolean,
  session: GuardSession = {},
): LoginWay {
  if (!needsLogin(route, query) || loggedIn) return 'allow'
  if (session.signedOut && session.shown) return 'signedOut'
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
  // no target stored and no login: the page is left by the sign-out flow (routes/session signOut)
  if (way === 'signedOut') return false
  fx.storeTarget(targetUrl)
  if (way === 'oauth') fx.oauth(`${TRANSITION_URL}?redirect=${encodeURIComponent(targetUrl)}`)
  else fx.toLoginPage()
  return false
}

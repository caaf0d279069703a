// default for: h5 — weapp and alipay have their own file (login.weapp.ts, login.alipay.ts)
/** Login adapter, H5: no platform login; messaging-app browser OAuth by redirect. */
import { redirect } from './browser'
import { buildOAuthUrl, codeFromSearch } from './oauth'
import type { OAuthOptions } from './types'

const H5_NO_PLATFORM_LOGIN = 'H5 无平台登录'

export function getLoginCode(): Promise<string> {
  return Promise.reject(new Error(H5_NO_PLATFORM_LOGIN))
}

/** sends the browser to the authorisation URL; the server sends it back to returnUrl with ?code=... */
export function oauthRedirect(returnUrl: string, options: OAuthOptions = {}): void {
  // WeChat wants an absolute return URL (the server checks it is this app's /hospital/transition)
  const absolute = typeof window === 'undefined' ? returnUrl : new URL(returnUrl, window.location.href).toString()
  redirect(buildOAuthUrl(absolute, options))
}

export function readOAuthCode(search?: string): string | null {
  const s = search ?? (typeof window === 'undefined' ? '' : window.location.search)
  return codeFromSearch(s)
}

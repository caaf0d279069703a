/** Messaging-app browser OAuth (H5): the authorisation URL and reading the returned code. */
import type { OAuthOptions } from './types'

/** the server's start of the WeChat-browser authorization (its own single-use state and cookie, then WeChat's page) */
export const DEFAULT_AUTHORIZE_PATH = '/user-center/oauth/wechat/authorize'

/** the user-center origin: its own base when configured, else __API_BASE__ ('' = same origin) */
export function userCenterBase(): string {
  const bases = typeof __API_PREFIX_BASES__ === 'undefined' ? {} : __API_PREFIX_BASES__ || {}
  const base = bases['user-center'] ?? (typeof __API_BASE__ === 'undefined' ? '' : __API_BASE__)
  return String(base || '').replace(/\/+$/, '')
}

export function randomState(): string {
  return `st${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`
}

export function buildOAuthUrl(returnUrl: string, options: OAuthOptions = {}): string {
  const url = options.authorizeUrl || `${userCenterBase()}${DEFAULT_AUTHORIZE_PATH}`
  const state = options.state || randomState()
  const sep = url.includes('?') ? '&' : '?'
  return `${url}${sep}redirect_uri=${encodeURIComponent(returnUrl)}&state=${encodeURIComponent(state)}`
}

/** `code` from a query string ('?a=1&code=x' or 'a=1&code=x'), null when absent or empty */
export function codeFromSearch(search: string): string | null {
  const s = (search || '').replace(/^[^?]*\?/, '').split('#')[0]
  for (const part of s.split('&')) {
    const [k, v = ''] = part.split('=')
    if (k === 'code' && v) {
      try {
        return decodeURIComponent(v.replace(/\+/g, ' '))
      } catch {
        return v
      }
    }
  }
  return null
}

/**
 * The session's ends. A 401 (the server says the session is dead): forget the user, remember where we were,
 * log in by environment (SPEC §6). A sign-out on purpose (退出登录, account deleted): forget the user and go to
 * the entry's home (the stored home link, else /home) — never to /login, whichever page it started from.
 */
import { currentRoute } from './current'
import { redirect, relaunch } from './navigate'
import { TRANSITION_URL } from './guard'
import { detectChannel, isH5, oauthRedirect, toast } from '../platform'
import { useAppStore, useUserStore } from '../store'

const LOGIN_PAGES = ['/login', '/accountLogin', '/register', '/setPassword', '/transition', '/bandPhone', '/njglyy']

export function handleUnauthorized() {
  const user = useUserStore.getState()
  user.logout()
  const cur = currentRoute()
  if (LOGIN_PAGES.includes(cur.path)) return
  user.setLoginRedirectUrl(cur.url)
  if (isH5 && detectChannel() === 'wechat') oauthRedirect(`${TRANSITION_URL}?redirect=${encodeURIComponent(cur.url)}`)
  else redirect('/login', { hospitalId: useAppStore.getState().hospitalId })
}

export interface SignOutOptions {
  /** end the server session first (POST loginOut); false after the account was deleted */
  serverLogout?: boolean
  /** success toast once signed out */
  message?: string
}

/** where a signed-out user lands: the entry's home link, else /home (with the hospital when the link has none) */
export function signedOutTarget(homeLink: string, hospitalId: number): { path: string; query: Record<string, number> } {
  const path = homeLink && homeLink !== '/' ? homeLink : '/home'
  return { path, query: path.includes('hospitalId=') ? {} : { hospitalId } }
}

/**
 * Signs the user out on purpose and leaves for home with a fresh page stack. The page it started from (even a
 * login-required one) sees signedOut in the user store and stays empty instead of sending anyone to /login.
 */
export async function signOut({ serverLogout = true, message }: SignOutOptions = {}): Promise<void> {
  const user = useUserStore.getState()
  await user.signOut({ serverLogout })
  if (message) toast(message, 'success')
  const { path, query } = signedOutTarget(useUserStore.getState().homeLink, useAppStore.getState().hospitalId)
  await relaunch(path, query)
}

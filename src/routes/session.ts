/** What happens when the server says 401: forget the user, remember where we were, log in by environment. */
import { currentRoute } from './current'
import { redirect } from './navigate'
import { TRANSITION_URL } from './guard'
import { detectChannel, isH5, oauthRedirect } from '../platform'
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

import { PropsWithChildren } from 'react'
import { useLaunch } from '@tarojs/taro'
import { launchQuery, redirectUnknownPath } from './shared/platform/boot'
import { installChunkRecovery, onNetworkChange } from './shared/platform'
import { setupIcons } from './shared/platform/icons'
import { findRoute, resolveRoute } from './shared/routes/resolve'
import { NOT_FOUND_PATH } from './shared/routes/table'
import { handleUnauthorized } from './shared/routes/session'
import { loginFirst } from './shared/routes/loginFirst'
import { bootstrapApp, configureUserApi, setUnauthorizedHandler, useAppStore, useUserStore } from './shared/store'
import { getRedisUser, loginOut } from '@/features/account'
import { startTracking } from './shared/tracking'
import { DEFAULT_BUSINESS_TIME_ZONE, setBusinessTimeZone } from './domain/time'
import './app.scss'

// dates are business-zone dates whatever the phone's zone (src/domain/time)
try {
  setBusinessTimeZone(typeof __BUSINESS_TZ__ === 'undefined' ? undefined : __BUSINESS_TZ__)
} catch (e) {
  console.warn(`BUSINESS_TZ: ${(e as Error).message}; using ${DEFAULT_BUSINESS_TIME_ZONE}`)
}
setupIcons()
// H5: a page chunk that does not load shows SPEC §8's message and a retry instead of a blank page
installChunkRecovery()
// the user store's server calls (the shared store imports no feature: the app hands them in)
configureUserApi({ fetchUser: () => getRedisUser(), endSession: (extra) => loginOut(extra) })
// H5: an unknown path shows /404 instead of a blank page, a redirect route opens its target (runs before Taro's router starts)
redirectUnknownPath(
  (path) => !!findRoute(path),
  NOT_FOUND_PATH,
  (path) => (findRoute(path)?.redirect ? resolveRoute(path).path : null),
)
// H5: a visitor (no stored login, a plain browser) who opens a page that needs login goes to /login now, before the
// router loads that page (src/shared/routes/loginFirst.h5.ts); the URL to come back to is stored at launch
const loginTarget = loginFirst()

function App({ children }: PropsWithChildren) {
  useLaunch((options) => {
    setUnauthorizedHandler(handleUnauthorized)
    bootstrapApp(launchQuery(options as { query?: Record<string, unknown> }))
    if (loginTarget) useUserStore.getState().setLoginRedirectUrl(loginTarget)
    startTracking()
    onNetworkChange((online: boolean) => {
      if (!online) useAppStore.getState().setOffline(true)
    })
  })
  return children
}

export default App

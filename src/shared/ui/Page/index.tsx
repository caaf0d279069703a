import { PropsWithChildren, ReactNode, useEffect, useMemo, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { ConfigProvider } from '@nutui/nutui-react-taro'
import { currentRoute } from '@/shared/routes/current'
import { closeTextOf, isClosed } from '@/shared/routes/resolve'
import { decideGuard, runGuard } from '@/shared/routes/guard'
import { navigate, redirect } from '@/shared/routes/navigate'
import { detectChannel, installA11yRepairs, isH5, oauthRedirect, setTitle } from '@/shared/platform'
import { syncElderMode, useAppStore, useElderMode, useUserStore } from '@/shared/store'
import OfflineScreen from '../OfflineScreen'
import StatusView from '../StatusView'
import TabBar from '../TabBar'
import BackForwardBar from '../BackForwardBar'
import ReconsentGate from '../ReconsentGate'
import { themeOf } from './theme'
import { useCartStore } from '@/shared/store/cartBadge'
import { trackPageVisit } from '@/shared/tracking'
import './index.scss'

export interface PageProps {
  /** overrides the route's title (activeName) */
  title?: string
  className?: string
  /** pull-to-refresh handler (the page config must enable pull-down refresh) */
  onRefresh?: () => Promise<unknown> | void
  /** content fixed at the bottom above the tab bar (e.g. a submit bar) */
  footer?: ReactNode
}

/**
 * The shell every page renders in: sets the title, runs the login guard, shows the closed page, the
 * offline screen, the tab bar of the route's shell and the back/forward bar, and themes NutUI per hospital.
 */
export default function Page({ title, className, onRefresh, footer, children }: PropsWithChildren<PageProps>) {
  const current = useMemo(() => currentRoute(), [])
  const { route, query } = current
  const hospitalInfo = useAppStore((s) => s.hospitalInfo)
  const hospitalId = useAppStore((s) => s.hospitalId)
  const offline = useAppStore((s) => s.offline)
  const setOffline = useAppStore((s) => s.setOffline)
  const loggedIn = useUserStore((s) => s.isLoggedIn())
  const signedOut = useUserStore((s) => s.signedOut)
  const cartCount = useCartStore((s) => s.total)
  const elder = useElderMode()
  const token = useUserStore((s) => s.userInfo?.token || '')
  const setLoginRedirect = useUserStore((s) => s.setLoginRedirectUrl)
  const closed = isClosed(route)
  // a closed route shows its closeText to everyone: no login first
  // shown: the page was showing to a user who then signed out (it leaves with the sign-out flow, no /login)
  const guardWay = (shown = false) => (closed ? 'allow' : decideGuard(route, query, loggedIn, detectChannel(), isH5, { signedOut, shown }))
  const [allowed, setAllowed] = useState(() => guardWay() === 'allow')

  // H5: alt texts and keyboard-scrollable regions for what Taro renders (once; mini-programs: nothing)
  useEffect(() => installA11yRepairs(), [])

  useEffect(() => {
    setTitle(title || route.title)
  }, [title, route.title])

  /** / -> /home, /shop -> /shop/home: the route resolved to another one, which this page replaces itself with */
  const isRedirect = current.path !== route.path && route.path !== '/404'

  useEffect(() => {
    if (isRedirect) return
    const ok = runGuard(guardWay(allowed), current.url, {
      storeTarget: (url) => setLoginRedirect(url),
      toLoginPage: () => redirect('/login', { hospitalId }),
      oauth: (returnUrl) => oauthRedirect(returnUrl),
    })
    setAllowed(ok)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the guard runs on entry and again only when the login state changes
  }, [loggedIn])

  // the elder-friendly mode follows a logged-in user (server preference; once per session)
  useEffect(() => {
    if (loggedIn && token) syncElderMode(token)
  }, [loggedIn, token])

  useEffect(() => {
    if (isRedirect) redirect(route.path, query)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- an alias redirects once, when the page opens
  }, [])

  // a page visit for tracking (sent only after the privacy policy was accepted: shared/tracking)
  useDidShow(() => {
    if (!isRedirect) trackPageVisit(route.path)
  })

  usePullDownRefresh(async () => {
    try {
      await onRefresh?.()
    } finally {
      Taro.stopPullDownRefresh()
    }
  })

  const state = offline ? 'offline' : closed ? 'closed' : route.path === '/404' ? 'notFound' : allowed ? 'ready' : 'login'
  let body: ReactNode = children
  if (offline)
    body = (
      <OfflineScreen
        onRefresh={() => {
          setOffline(false)
          onRefresh?.()
        }}
      />
    )
  else if (closed)
    body = <StatusView kind="closed" text={closeTextOf(route)} onAction={() => navigate('/home', { hospitalId }, { relaunch: true })} />
  else if (!allowed) body = null

  return (
    <ConfigProvider theme={themeOf(hospitalInfo, elder)}>
      <View
        className={`app-page ${route.shell ? 'app-page--tabbed' : ''} ${hospitalInfo?.greyMode ? 'app-page--grey' : ''} ${elder ? 'app-page--elder' : ''} ${className || ''}`}
        data-route={route.path}
        data-state={state}
        data-elder={elder ? '1' : '0'}
      >
        {body}
        {footer && state === 'ready' ? <View className="app-page__footer">{footer}</View> : null}
        {route.shell && route.tabBarName ? (
          <TabBar shell={route.shell} active={route.tabBarName} currentPath={current.path} query={{ hospitalId }} cartCount={cartCount} />
        ) : null}
        <BackForwardBar path={current.path} />
        {/* a newer user agreement / privacy policy: asked again (not on the login screens, which accept it themselves) */}
        <ReconsentGate
          enabled={state === 'ready' && loggedIn && !(route.page ?? '').startsWith('auth/')}
          hospitalId={hospitalId}
          userKey={token}
        />
      </View>
    </ConfigProvider>
  )
}

/**
 * The console app: antd (zh_CN, the theme, no space put between a button's two characters: 拒绝, not 拒 绝), TanStack Query, the client's notifier (antd message) and 401
 * handler, and the screens — each loaded on its own (React.lazy) by the path of the tiny router. Signed out, every
 * path but /login goes to /login?redirect=<path>; signed in, /login goes to the home.
 */
import { Suspense, lazy, useEffect, useState } from 'react'
import { Alert, Button, ConfigProvider, Spin, message } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query'
import { configureClient } from '../shared/request'
import { navigate, useLocation } from '../shared/router'
import { consoleTheme } from '../shared/ui'
import { CSRF_HEADER, signedOut, useMe } from '../features/auth'

const LoginPage = lazy(() => import('../pages/login/LoginPage'))
const SignedIn = lazy(() => import('./SignedIn'))

function Loading() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }} role="status" aria-live="polite">
      <Spin />
      <span className="visually-hidden">加载中...</span>
    </div>
  )
}

/** the client's hooks into the app: failures as antd messages (themed: the hook's holder), a 401 back to the login screen */
function ClientBridge() {
  const [messages, holder] = message.useMessage()
  const client = useQueryClient()
  useEffect(() => {
    configureClient({
      csrfHeader: CSRF_HEADER,
      notify: (text) => void messages.error(text),
      onUnauthorized: () => {
        signedOut(client)
        const here = window.location.pathname.replace(/^\/console/, '') || '/'
        navigate(here === '/login' ? '/login' : `/login?redirect=${encodeURIComponent(here)}`, { replace: true })
      },
    })
  }, [messages, client])
  return holder
}

function Screens() {
  const { path } = useLocation()
  const me = useMe()
  const signedIn = !!me.data
  const wantsLogin = path === '/login'
  useEffect(() => {
    if (me.isPending || me.isError) return
    if (!signedIn && !wantsLogin) navigate(`/login?redirect=${encodeURIComponent(path)}`, { replace: true })
    if (signedIn && wantsLogin) navigate('/', { replace: true })
  }, [me.isPending, me.isError, signedIn, wantsLogin, path])
  // the login screen does not wait for `me` (its first paint is the form)
  if (wantsLogin && !signedIn) return <LoginPage />
  if (me.isError)
    return (
      <main style={{ maxWidth: 480, margin: '64px auto', padding: 16 }}>
        <h1 style={{ fontSize: 20 }}>无法连接服务器</h1>
        <Alert type="error" showIcon title={me.error instanceof Error ? me.error.message : '请求处理错误'} style={{ marginBottom: 16 }} />
        <Button type="primary" onClick={() => void me.refetch()}>
          重试
        </Button>
      </main>
    )
  if (!me.data) return <Loading />
  return <SignedIn me={me.data} />
}

export function ConsoleApp() {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false }, mutations: { retry: false } } }),
  )
  return (
    <ConfigProvider locale={zhCN} theme={consoleTheme} button={{ autoInsertSpace: false }}>
      <QueryClientProvider client={client}>
        <ClientBridge />
        <Suspense fallback={<Loading />}>
          <Screens />
        </Suspense>
      </QueryClientProvider>
    </ConfigProvider>
  )
}

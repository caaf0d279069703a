/**
 * /console/login: the sign-in steps in a card (desktop: centred; phone: full width). Plain elements around the
 * form (no antd Card or Typography: they bring Tabs, Dropdown and Tooltip into the first load).
 */
import { LoginFlow } from '../../features/auth'
import { navigate, useLocation } from '../../shared/router'

/** only a console path (no scheme, no //) is followed after sign-in */
function safeRedirect(to: string | null): string {
  return to && /^\/(?!\/)[^\s\\]*$/.test(to) && to !== '/login' ? to : '/'
}

export default function LoginPage() {
  const { search } = useLocation()
  return (
    <main className="login-page">
      <div className="login-card">
        <h1 className="login-title">医院管理后台</h1>
        <p className="login-subtitle">工作人员登录</p>
        <LoginFlow onSignedIn={() => navigate(safeRedirect(search.get('redirect')), { replace: true })} />
      </div>
    </main>
  )
}

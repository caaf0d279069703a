/**
 * The signed-in part of the console, loaded after `me` answered (React.lazy in ConsoleApp): the frame (side menu,
 * header) and the screen of the path, each screen a chunk of its own. Kept out of the first load: the login
 * screen needs none of it.
 */
import { Suspense, lazy, type ReactNode } from 'react'
import { Spin } from 'antd'
import { useLocation } from '../shared/router'
import type { Me } from '../features/auth'
import { ConsoleLayout } from '../features/shell'

const HomePage = lazy(() => import('../pages/home/HomePage'))
const NotFoundPage = lazy(() => import('../pages/not-found/NotFoundPage'))
const OrdersPage = lazy(() => import('../pages/orders/OrdersPage'))
const VerifyPage = lazy(() => import('../pages/verify/VerifyPage'))
const InvoicesPage = lazy(() => import('../pages/invoices/InvoicesPage'))

function screenOf(path: string, me: Me): ReactNode {
  if (path === '/') return <HomePage me={me} />
  const held = (p: Me['permissions'][number]) => me.permissions.includes(p)
  if (path === '/orders' && held('order:read')) return <OrdersPage me={me} />
  if (path === '/verify' && held('order:verify')) return <VerifyPage />
  if (path === '/invoices' && held('invoice:read')) return <InvoicesPage me={me} />
  return <NotFoundPage path={path} />
}

export default function SignedIn({ me }: { me: Me }) {
  const { path } = useLocation()
  return (
    <ConsoleLayout me={me}>
      <Suspense
        fallback={
          <div role="status" style={{ padding: 48, textAlign: 'center' }}>
            <Spin />
          </div>
        }
      >
        {screenOf(path, me)}
      </Suspense>
    </ConsoleLayout>
  )
}

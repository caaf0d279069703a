/**
 * The signed-in part of the console, loaded after `me` answered (React.lazy in ConsoleApp): the frame (side menu,
 * header) and the screen of the path, each screen a chunk of its own. Kept out of the first load: the login
 * screen needs none of it.
 */
import { Suspense, lazy, type ReactNode } from 'react'
import { Spin } from 'antd'
import { useLocation } from '../shared/router'
import type { Me, Permission } from '../features/auth'
import { ConsoleLayout } from '../features/shell'

const HomePage = lazy(() => import('../pages/home/HomePage'))
const NotFoundPage = lazy(() => import('../pages/not-found/NotFoundPage'))
const AfterSalesPage = lazy(() => import('../pages/after-sales/AfterSalesPage'))
const AuditPage = lazy(() => import('../pages/audit/AuditPage'))
const OfflineOrdersPage = lazy(() => import('../pages/offline/OfflineOrdersPage'))
const FiguresPage = lazy(() => import('../pages/figures/FiguresPage'))
const StaffPage = lazy(() => import('../pages/staff/StaffPage'))
const OrdersPage = lazy(() => import('../pages/orders/OrdersPage'))
const VerifyPage = lazy(() => import('../pages/verify/VerifyPage'))
const InvoicesPage = lazy(() => import('../pages/invoices/InvoicesPage'))
const ReportsPage = lazy(() => import('../pages/reports/ReportsPage'))
const ChatPage = lazy(() => import('../pages/chat/ChatPage'))
const GoodsPage = lazy(() => import('../pages/goods/GoodsPage'))
const CouponsPage = lazy(() => import('../pages/coupons/CouponsPage'))
const ActivitiesPage = lazy(() => import('../pages/activities/ActivitiesPage'))
const CheckupPage = lazy(() => import('../pages/checkup/CheckupPage'))
const PagesPage = lazy(() => import('../pages/pages/PagesPage'))
const DoctorsPage = lazy(() => import('../pages/doctors/DoctorsPage'))
const ContentPage = lazy(() => import('../pages/content/ContentPage'))
const PackagesPage = lazy(() => import('../pages/packages/PackagesPage'))
const SurveysPage = lazy(() => import('../pages/surveys/SurveysPage'))
const LegalPage = lazy(() => import('../pages/legal/LegalPage'))

/** the screens by path; a screen behind a permission the staff member lacks is the not-found screen (the menu hides it) */
const SCREENS: Record<string, { permission: Permission; render: (me: Me) => ReactNode }> = {
  '/orders': { permission: 'order:read', render: (me) => <OrdersPage me={me} /> },
  '/verify': { permission: 'order:verify', render: () => <VerifyPage /> },
  '/invoices': { permission: 'invoice:read', render: (me) => <InvoicesPage me={me} /> },
  '/after-sales': { permission: 'after-sale:read', render: (me) => <AfterSalesPage me={me} /> },
  '/refunds': { permission: 'refund:approve', render: (me) => <AfterSalesPage me={me} refunds /> },
  '/audit': { permission: 'audit:read', render: () => <AuditPage /> },
  '/offline-orders': { permission: 'offline-order:create', render: () => <OfflineOrdersPage /> },
  '/figures': { permission: 'figures:read', render: () => <FiguresPage /> },
  '/staff': { permission: 'staff:manage', render: (me) => <StaffPage me={me} /> },
  '/reports': { permission: 'health:read', render: (me) => <ReportsPage me={me} /> },
  '/chat': { permission: 'chat:answer', render: (me) => <ChatPage me={me} /> },
  '/goods': { permission: 'content:manage', render: () => <GoodsPage /> },
  '/coupons': { permission: 'content:manage', render: () => <CouponsPage /> },
  '/pages': { permission: 'content:manage', render: () => <PagesPage /> },
  '/activities': { permission: 'content:manage', render: () => <ActivitiesPage /> },
  '/packages': { permission: 'content:manage', render: () => <PackagesPage /> },
  '/surveys': { permission: 'content:manage', render: () => <SurveysPage /> },
  '/checkup': { permission: 'checkup:desk', render: () => <CheckupPage /> },
  '/doctors': { permission: 'content:manage', render: () => <DoctorsPage /> },
  '/content': { permission: 'content:manage', render: () => <ContentPage /> },
  '/legal': { permission: 'content:manage', render: () => <LegalPage /> },
}

function screenOf(path: string, me: Me): ReactNode {
  if (path === '/') return <HomePage me={me} />
  const screen = Object.prototype.hasOwnProperty.call(SCREENS, path) ? SCREENS[path] : undefined
  if (screen && me.permissions.includes(screen.permission)) return screen.render(me)
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

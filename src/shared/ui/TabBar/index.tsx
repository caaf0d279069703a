import { useEffect } from 'react'
import { useDidShow } from '@tarojs/taro'
import { Tabbar } from '@nutui/nutui-react-taro'
import { Cart, Health, Home, Order, Service, Store, User } from '@nutui/icons-react-taro'
import { cartBadge } from '@/domain/cartBadge'
import { relaunch } from '@/shared/routes/navigate'
import { useUserStore } from '@/shared/store'
import { loadCartCount } from './cartCount'
import { SHELLS, ShellName, tabPath } from './tabs'
import './index.scss'

const ICONS = { home: Home, service: Service, cart: Cart, user: User, order: Order, health: Health, store: Store }

export interface TabBarProps {
  shell: ShellName
  active: string
  currentPath: string
  /** hospitalId and other sticky query kept across tabs */
  query?: Record<string, string | number>
  cartCount?: number
}

/** The tab bar of a shell, drawn by us on every target (mini-programs have one native tab bar; we need three). */
export default function TabBar({ shell, active, currentPath, query = {}, cartCount = 0 }: TabBarProps) {
  const tabs = SHELLS[shell]
  const index = Math.max(
    0,
    tabs.findIndex((t) => t.name === active),
  )
  const badge = cartBadge(cartCount)
  // every tab page shows the cart's count (issue 35): asked for when the bar shows to a logged-in patient, again
  // each time its page shows (back from the cart or a product page)
  const loggedIn = useUserStore((s) => s.isLoggedIn())
  const hasCart = tabs.some((t) => t.icon === 'cart')
  useEffect(() => {
    if (loggedIn && hasCart) loadCartCount()
  }, [loggedIn, hasCart])
  useDidShow(() => {
    if (useUserStore.getState().isLoggedIn() && hasCart) loadCartCount()
  })
  return (
    <Tabbar
      fixed
      safeArea
      value={index}
      className="app-tabbar"
      onSwitch={(i: number) => {
        if (i !== index) relaunch(tabPath(shell, tabs[i], currentPath), query)
      }}
    >
      {tabs.map((t) => {
        const Icon = ICONS[t.icon]
        const showBadge = t.icon === 'cart' && badge
        return <Tabbar.Item key={t.name} title={t.title} icon={<Icon size={20} />} value={showBadge ? badge : undefined} max={99} />
      })}
    </Tabbar>
  )
}

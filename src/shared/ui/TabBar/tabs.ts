/**
 * The tab shells (SPEC section 2): main (home, customerService, shopCart, personCenter), shop (home, cart, me),
 * check-up, and one per entry type with a home of its own (SPEC §1: the entry's home, check-up, shop, cart).
 */
import { ENTRY_ROUTES, OWN_ENTRIES, type OwnEntry } from '../../routes/entries'

export type ShellName = 'main' | 'shop' | 'checkup' | OwnEntry

export interface TabDef {
  name: string
  title: string
  path: string
  icon: 'home' | 'service' | 'cart' | 'user' | 'order' | 'health' | 'store'
}

/** an entry's tabs: its home, check-up, shop and cart routes */
const entryTabs = (e: OwnEntry): TabDef[] => [
  { name: 'home', title: '首页', path: ENTRY_ROUTES[e].home, icon: 'home' },
  { name: 'checkup', title: '体检', path: ENTRY_ROUTES[e].checkup, icon: 'health' },
  { name: 'shop', title: '商城', path: ENTRY_ROUTES[e].shop, icon: 'store' },
  { name: 'cart', title: '购物车', path: ENTRY_ROUTES[e].cart, icon: 'cart' },
]

export const SHELLS: Record<ShellName, TabDef[]> = {
  main: [
    { name: 'home', title: '首页', path: '/home', icon: 'home' },
    { name: 'customerService', title: '客服', path: '/customerService', icon: 'service' },
    { name: 'shopCart', title: '购物车', path: '/shopCart', icon: 'cart' },
    { name: 'personCenter', title: '我的', path: '/personCenter', icon: 'user' },
  ],
  shop: [
    { name: 'home', title: '首页', path: '/shop/home', icon: 'home' },
    { name: 'cart', title: '购物车', path: '/shop/shoppingCart', icon: 'cart' },
    { name: 'me', title: '我的', path: '/shop/personalCenter', icon: 'user' },
  ],
  checkup: [
    { name: 'index', title: '首页', path: '/checkup/home/index', icon: 'home' },
    { name: 'service', title: '服务', path: '/checkup/home/service', icon: 'order' },
    { name: 'mine', title: '我的', path: '/checkup/home/mine', icon: 'user' },
  ],
  ...(Object.fromEntries(OWN_ENTRIES.map((e) => [e, entryTabs(e)])) as Record<OwnEntry, TabDef[]>),
}

/** the main shell also lives under /modulePage/...: keep the user in the variant they came from */
export function tabPath(shell: ShellName, tab: TabDef, currentPath: string) {
  if (shell === 'main' && currentPath.startsWith('/modulePage/')) return `/modulePage${tab.path}`
  return tab.path
}

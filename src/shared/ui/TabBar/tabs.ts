/** The tab shells (SPEC section 2): main (home, customerService, shopCart, personCenter), shop (home, cart, me), check-up. */
export type ShellName = 'main' | 'shop' | 'checkup'

export interface TabDef {
  name: string
  title: string
  path: string
  icon: 'home' | 'service' | 'cart' | 'user' | 'order'
}

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
}

/** the main shell also lives under /modulePage/...: keep the user in the variant they came from */
export function tabPath(shell: ShellName, tab: TabDef, currentPath: string) {
  if (shell === 'main' && currentPath.startsWith('/modulePage/')) return `/modulePage${tab.path}`
  return tab.path
}

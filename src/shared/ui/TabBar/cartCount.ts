/**
 * The cart badge's count for every tab bar (SPEC §2 cart badge; issue 35: it showed only on the cart page, the one
 * page that loaded the count). The tab bar asks the server when it shows for a logged-in patient.
 * All targets draw our own tab bar (app.config has no native tabBar: three shells need three bars), so the badge is
 * the TabBar component's on WeChat and Alipay too; Taro.setTabBarBadge needs a native bar and would fail there.
 */
import type { CartCountRes } from '@contract/cart'
import { request } from '@/shared/request/request'
import { useCartStore } from '@/shared/store/cartBadge'

/** POST order-center/cart/sumCart into the badge store; quiet (no toast, no login redirect); a failure keeps the count */
let lastAsked = 0

export async function loadCartCount(): Promise<void> {
  // the bar's mount and its page's first show come together: one request for both
  const now = Date.now()
  if (now - lastAsked < 500) return
  lastAsked = now
  try {
    const r = await request<CartCountRes>({
      prefix: 'order-center',
      url: 'cart/sumCart',
      method: 'POST',
      data: {},
      silent: true,
      authRedirect: false,
    })
    useCartStore.getState().setTotal(Number(r?.total) || 0)
  } catch {
    /* keep the last count */
  }
}

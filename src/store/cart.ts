/**
 * Cart badge count (SPEC §2 cart badge, §9: total, hidden at 0, max 99). A small store of its own so
 * the detail page and the tab bar can share it; refreshed from order-center after add-to-cart and login.
 */
import { create } from 'zustand'
import { cartBadge, cartBadgeCount } from '../domain'
import { sumCart } from '../services/cart'

export interface CartState {
  /** the cart's total item count as the server reports it */
  total: number
  setTotal(total: number): void
  /** asks the server for the count; failures keep the current value (no toast) */
  refresh(): Promise<number>
}

export const useCartStore = create<CartState>()((set, get) => ({
  total: 0,
  setTotal: (total) => set({ total: Math.max(0, Math.floor(Number(total) || 0)) }),
  async refresh() {
    try {
      const n = await sumCart()
      get().setTotal(n)
    } catch {
      /* keep the last count */
    }
    return get().total
  },
}))

/** badge text (null = hidden) and the capped number for NutUI Badge */
export const useCartBadge = () => {
  const total = useCartStore((s) => s.total)
  return { text: cartBadge(total), count: cartBadgeCount(total) }
}

export function resetCartStore() {
  useCartStore.setState({ total: 0 })
}

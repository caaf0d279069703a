/**
 * Cart badge count (SPEC §2 cart badge, §9: total, hidden at 0, max 99). A small store of its own so the detail
 * page, the cart and the Page shell's tab bar share it. Only the count lives here (the shell reads it without
 * importing the cart feature); refreshCartBadge() of the cart feature asks the server for it after add-to-cart and
 * login.
 */
import { create } from 'zustand'
import { cartBadge, cartBadgeCount } from '@/domain/cartBadge'

export interface CartState {
  /** the cart's total item count as the server reports it */
  total: number
  setTotal(total: number): void
}

export const useCartStore = create<CartState>()((set) => ({
  total: 0,
  setTotal: (total) => set({ total: Math.max(0, Math.floor(Number(total) || 0)) }),
}))

/** badge text (null = hidden) and the capped number for NutUI Badge */
export const useCartBadge = () => {
  const total = useCartStore((s) => s.total)
  return { text: cartBadge(total), count: cartBadgeCount(total) }
}

export function resetCartStore() {
  useCartStore.setState({ total: 0 })
}

/** Refreshes the cart badge count (src/shared/store/cartBadge) from order-center (sumCart). */
import { useCartStore } from '@/shared/store/cartBadge'
import { sumCart } from './api'

/** asks the server for the count; failures keep the current value (no toast). Resolves the count in effect. */
export async function refreshCartBadge(): Promise<number> {
  try {
    const n = await sumCart()
    useCartStore.getState().setTotal(n)
  } catch {
    /* keep the last count */
  }
  return useCartStore.getState().total
}

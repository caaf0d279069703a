/**
 * The cart badge (SPEC §2/§9), on its own: the tab bar of every page and the product page draw it, without the cart
 * and quantity rules of ./cart.ts (which re-exports these).
 */

/** SPEC §9 cart badge cap. */
export const CART_BADGE_MAX = 99

/**
 * SPEC §2/§9 cart badge text: null (hidden) at 0 or below; the count as text from 1 to 99; '99+'
 * above 99 (the badge caps at 99).
 */
export function cartBadge(total: number | null | undefined): string | null {
  const n = Math.floor(Number(total) || 0)
  if (n <= 0) return null
  return n > CART_BADGE_MAX ? `${CART_BADGE_MAX}+` : String(n)
}

/** SPEC §2/§9 cart badge as a number: 0 (hidden) to 99. */
export function cartBadgeCount(total: number | null | undefined): number {
  const n = Math.floor(Number(total) || 0)
  return n <= 0 ? 0 : Math.min(CART_BADGE_MAX, n)
}

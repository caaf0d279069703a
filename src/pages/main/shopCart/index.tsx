import { CartScreen } from '@/features/order'

/** SPEC §2 /shopCart (and /modulePage/shopCart, /shop/shoppingCart, /hospital/shoppingCart): the cart */
export default function ShopCartPage() {
  return <CartScreen />
}

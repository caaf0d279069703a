/**
 * The cart feature's public face: the cart's calls, its line views, the badge refresh, where checked lines are
 * confirmed, its texts. The cart screen itself is the order feature's (order/cart: the first step of checking out).
 */
export { EMPTY_CART, SELECT_GOODS } from './texts'
export { confirmPathFor } from './confirmPath'
export { refreshCartBadge } from './cartBadge'
export { default as CartLineItem } from './components/CartLineItem'
export { default as CartPartCard } from './components/CartPartCard'
export { addCart, delCart, orderRule, queryCart, queryPrice, queryStatus, updateCart } from './api'

/** The cart feature's public face: what pages and other features import from it (issue 11; each area's package completes it). */
export { EMPTY_CART, SELECT_GOODS } from './texts'
export { confirmPathFor } from './confirmPath'
export { refreshCartBadge } from './cartBadge'
export { default as CartLineItem } from './components/CartLineItem'
export { default as CartPartCard } from './components/CartPartCard'
export { addCart, delCart, orderRule, queryCart, queryPrice, queryStatus, updateCart } from './api'

/** cart module: what other modules may use */
export { cartRows } from './repository'
export { queryCart, updateCart } from './service' // order/allChoose (issue 18)

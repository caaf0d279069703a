/**
 * checkout module — the pricing core shared by the cart, order coupons and order creation: load the
 * lines (goods, skus, activities, promotions, gifts), price them with src/domain, the coupons the user
 * holds, the discount views. What other modules may use. Files: lines.ts (load the lines), service.ts (coupons, price, discount and cart-line views).
 * The request schemas of the buy journey are in contract/order.ts and contract/cart.ts.
 */
export {
  cartLineView,
  discountInfos,
  evaluateHeld,
  giftsGiven,
  heldCoupons,
  priceLines,
  priceRes,
  tierGifts,
  type HeldCoupon,
} from './service'
export { cartInputs, cartRowInput, loadLines, LOST, promotionsOf, type LineInput, type LoadedLine, type ReadOpts } from './lines'

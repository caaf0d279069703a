/**
 * checkout module — the pricing core shared by the cart, order coupons and order creation: load the
 * lines (goods, skus, activities, promotions, gifts), price them with src/domain, the coupons the user
 * holds, the discount views. What other modules may use. Today's file: routes/order-center/lines.ts.
 */
export {
  cartInputs,
  cartLineView,
  cartRowInput,
  discountInfos,
  evaluateHeld,
  giftsGiven,
  heldCoupons,
  loadLines,
  LOST,
  priceLines,
  priceRes,
  promotionsOf,
  tierGifts,
  type HeldCoupon,
  type LineInput,
  type LoadedLine,
  type ReadOpts,
} from '../../routes/order-center/lines'

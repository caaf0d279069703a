/**
 * checkout module — the pricing core shared by the cart, order coupons and order creation: load the
 * lines (goods, skus, activities, promotions, gifts), price them with src/domain, the coupons the user
 * holds, the discount views. What other modules may use. Files: service.ts (load + price), schemas.ts (request JSON schemas).
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
} from './service'
// the JSON-schema pieces of the buy journey's requests (cart, order, order coupons)
export {
  addressSchema,
  idList,
  orderLinesProps,
  payChannelField,
  peInfoListSchema,
  peInfoSchema,
  returnUrlField,
  serviceDataListSchema,
  serviceRolesSchema,
} from './schemas'

/**
 * /order-center cart, minimal part (SPEC §7 Cart): POST cart/addCart (login; sku, stock, price
 * display and activity checked, quantity limited by src/domain/cart maxQuantity) and the badge
 * count (POST cart/sumCart, GET cart/queryGoodsNum; visitors get 0). The buy journey adds the
 * other cart endpoints on the same `cart` table.
 */
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { ok } from '../../lib/errors'
import { Envelope } from '../../../contract/lib'
import { AddCartReq, AddCartRes, CartCountRes } from '../../../contract/cart'
import { addToCart, cartCount } from './service'

const tags = ['order-center']

/** login required (the authenticated scope) */
export const userCartRoutes: TypedRoutePlugin = async (app) => {
  // shoppingCart/saveCart: the older name (SPEC §7)
  for (const url of ['/cart/addCart', '/shoppingCart/saveCart'])
    app.post(
      url,
      {
        schema: {
          tags,
          summary: 'Add a sku to the cart (merges with the same goods/sku/activity line); quantity limits of SPEC §9',
          security: [{ token: [] }],
          body: AddCartReq,
          response: { 200: Envelope(AddCartRes) },
        },
      },
      async (req) => ok(await addToCart(app, req.user.userId, req.ctx.hospitalId, req.body)),
    )
}

/** visitors and users (the optionalUser scope: req.viewer) */
export const visitorCartRoutes: TypedRoutePlugin = async (app) => {
  const countSchema = {
    tags,
    summary: 'Cart badge count: total quantity and number of lines (0 for visitors)',
    response: { 200: Envelope(CartCountRes) },
  }
  app.post('/cart/sumCart', { schema: countSchema }, async (req) => ok(await cartCount(app, req.viewer?.userId, req.ctx.hospitalId)))
  app.get('/cart/queryGoodsNum', { schema: countSchema }, async (req) => ok(await cartCount(app, req.viewer?.userId, req.ctx.hospitalId)))
}

/**
 * /order-center cart, minimal part (SPEC §7 Cart): POST cart/addCart (login; sku, stock, price
 * display and activity checked, quantity limited by src/domain/cart maxQuantity) and the badge
 * count (POST cart/sumCart, GET cart/queryGoodsNum; visitors get 0). The buy journey adds the
 * other cart endpoints on the same `cart` table.
 */
import type { FastifyPluginAsync } from 'fastify'
import type { PrefixPluginOptions } from '../../lib/route-plugin'
import { ok } from '../../lib/errors'
import { Envelope } from '../../../contract/lib'
import { AddCartRes, CartCountRes } from '../../../contract/cart'
import { idField } from '../../lib/schemas'
import { type AddCartBody, addToCart, cartCount } from './service'

const tags = ['order-center']

/** login required (the authenticated scope) */
export const userCartRoutes: FastifyPluginAsync<PrefixPluginOptions> = async (app) => {
  // shoppingCart/saveCart: the older name (SPEC §7)
  for (const url of ['/cart/addCart', '/shoppingCart/saveCart'])
    app.post<{ Body: AddCartBody }>(
      url,
      {
        schema: {
          tags,
          summary: 'Add a sku to the cart (merges with the same goods/sku/activity line); quantity limits of SPEC §9',
          security: [{ token: [] }],
          body: {
            type: 'object',
            required: ['goodsId', 'skuId', 'goodsNum'],
            properties: {
              goodsId: idField,
              goodsDistributeId: idField,
              skuId: idField,
              goodsNum: { type: 'integer', minimum: 1, maximum: 999 },
              activityId: idField,
              serviceData: {
                type: 'array',
                maxItems: 50,
                items: {
                  type: 'object',
                  required: ['key', 'value'],
                  properties: { key: { type: 'string', maxLength: 50 }, value: { type: 'string', maxLength: 500 } },
                },
              },
            },
          },
          response: { 200: Envelope(AddCartRes) },
        },
      },
      async (req) => ok(await addToCart(app, req.user.userId, req.ctx.hospitalId, req.body)),
    )
}

/** visitors and users (the optionalUser scope: req.viewer) */
export const visitorCartRoutes: FastifyPluginAsync<PrefixPluginOptions> = async (app) => {
  const countSchema = {
    tags,
    summary: 'Cart badge count: total quantity and number of lines (0 for visitors)',
    response: { 200: Envelope(CartCountRes) },
  }
  app.post('/cart/sumCart', { schema: countSchema }, async (req) => ok(await cartCount(app, req.viewer?.userId, req.ctx.hospitalId)))
  app.get('/cart/queryGoodsNum', { schema: countSchema }, async (req) => ok(await cartCount(app, req.viewer?.userId, req.ctx.hospitalId)))
}

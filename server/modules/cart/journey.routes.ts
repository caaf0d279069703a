/**
 * /order-center cart endpoints of the buy journey (SPEC §7 Cart), on top of cart.ts (addCart,
 * sumCart, queryGoodsNum): queryCart (grouped lines, lost-efficacy lines, promotions with gifts,
 * totals by src/domain priceOrder), updateCart, delCart, queryStatus, saveCartBatch, queryPrice,
 * orderRule, combineGoodsOrderRule, payMethod (src/domain payChannelsFor), and the older
 * shoppingCart/* names as aliases. Every cart line is the caller's: other users' ids are 404.
 */
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { ok } from '../../lib/errors'
import { composedReply } from '../../lib/cache'
import { serializedOnce } from '../../lib/cache/serialized'
import { clientEnv } from '../../lib/request-context'
import { Envelope } from '../../../contract/lib'
import {
  CartCountRes,
  CombineGoodsOrderRuleReq,
  CombineGoodsOrderRuleRes,
  DelCartReq,
  DelCartRes,
  OrderRuleReq,
  OrderRuleRes,
  PayMethodReq,
  PayMethodRes,
  PriceRes,
  QueryCartRes,
  QueryPriceReq,
  QueryStatusReq,
  QueryStatusRes,
  SaveCartBatchReq,
  SaveCartBatchRes,
  UpdateCartReq,
} from '../../../contract/cart'
import { combineOrderRules, orderRule, payMethods } from './rules'
import { payments } from '../../payments'
import { cartCount, cartPrice, cartStatus, deleteCartLines, queryCart, saveCartBatch, updateCart } from './service'

const tags = ['order-center']
const security = [{ token: [] }]

// ------------------------------------------------------------------ routes

/** no login */
export const publicCartJourneyRoutes: TypedRoutePlugin = async (app) => {
  app.get(
    '/cart/orderRule',
    {
      schema: {
        tags,
        summary: 'The pre-appointment rule form (ruleFieldRelList) and appointment pool of a goods or category/kind',
        querystring: OrderRuleReq,
        response: { 200: Envelope(OrderRuleRes) },
      },
    },
    async (req) => ok(await orderRule(app, req.ctx.hospitalId, req.query)),
  )
  app.get(
    '/cart/combineGoodsOrderRule',
    {
      schema: {
        tags,
        summary: 'Rule forms of several goods (goodsIds=1,2,3)',
        querystring: CombineGoodsOrderRuleReq,
        response: { 200: Envelope(CombineGoodsOrderRuleRes) },
      },
    },
    async (req) => ok(await combineOrderRules(app, req.ctx.hospitalId, req.query)),
  )

  app.get(
    '/cart/payMethod',
    {
      schema: {
        tags,
        summary: "Payment channels for the caller's environment (src/domain payChannelsFor; appTag header or ?channel=)",
        querystring: PayMethodReq,
        response: { 200: Envelope(PayMethodRes) },
      },
    },
    async (req) => ok(payMethods(clientEnv(req, req.query.channel), (c) => payments(app.deps).offered(c))),
  )
}

/** login required (the authenticated scope) */
export const userCartJourneyRoutes: TypedRoutePlugin = async (app) => {
  for (const url of ['/cart/queryCart', '/shoppingCart/queryCart']) {
    const sendCart = serializedOnce()
    app.get(
      url,
      {
        schema: {
          tags,
          security,
          summary:
            'The cart: lines grouped by institution / service team, lost-efficacy lines, promotions with gifts, totals of the checked lines',
          response: { 200: Envelope(QueryCartRes) },
        },
      },
      // a composed reply per user (lib/cache composedReply: for the second of the request clock while nothing is
      // written), serialized once by this route's schema
      async (req, reply) => {
        const { userId } = req.user
        const hospitalId = req.ctx.hospitalId
        const cart = await composedReply(app.deps.db, `queryCart:${userId}:${hospitalId}`, app.deps.now(), () =>
          queryCart(app, userId, hospitalId),
        )
        return sendCart(reply, cart, ok(cart))
      },
    )
  }
  app.get(
    '/shoppingCart/queryGoodsNum',
    {
      schema: { tags, security, summary: 'Cart badge count (older name)', response: { 200: Envelope(CartCountRes) } },
    },
    async (req) => ok(await cartCount(app, req.user.userId, req.ctx.hospitalId)),
  )

  for (const url of ['/cart/updateCart', '/shoppingCart/updateCart']) {
    app.post(
      url,
      {
        schema: {
          tags,
          security,
          summary:
            'Change a line (quantity re-limited by maxQuantity, sku, service data, service persons, exam info, checked) or check/uncheck many (cartIds)',
          body: UpdateCartReq,
          response: { 200: Envelope(QueryCartRes) },
        },
      },
      async (req) => ok(await updateCart(app, req.user.userId, req.ctx.hospitalId, req.body)),
    )
  }

  for (const url of ['/cart/delCart', '/shoppingCart/deleteCart']) {
    app.post(
      url,
      {
        schema: {
          tags,
          security,
          summary: 'Remove lines of the caller',
          body: DelCartReq,
          response: { 200: Envelope(DelCartRes) },
        },
      },
      async (req) => ok(await deleteCartLines(app, req.user.userId, req.ctx.hospitalId, req.body)),
    )
  }

  for (const url of ['/cart/queryStatus', '/shoppingCart/queryStatus']) {
    app.post(
      url,
      {
        schema: {
          tags,
          security,
          summary: 'Validity and limits of lines (default: the checked ones) before confirming',
          body: QueryStatusReq,
          response: { 200: Envelope(QueryStatusRes) },
        },
      },
      async (req) => ok(await cartStatus(app, req.user.userId, req.ctx.hospitalId, req.body)),
    )
  }

  for (const url of ['/cart/saveCartBatch', '/shoppingCart/saveCartBatch']) {
    app.post(
      url,
      {
        schema: {
          tags,
          security,
          summary: 'Add many lines (buy again); each item is added or refused with its message',
          body: SaveCartBatchReq,
          response: { 200: Envelope(SaveCartBatchRes) },
        },
      },
      async (req) => ok(await saveCartBatch(app, req.user.userId, req.ctx.hospitalId, req.body)),
    )
  }

  app.post(
    '/cart/queryPrice',
    {
      schema: {
        tags,
        security,
        summary: 'Totals of the checked (or given) lines with a coupon: best by default, 0 none (src/domain priceOrder)',
        body: QueryPriceReq,
        response: { 200: Envelope(PriceRes) },
      },
    },
    async (req) => ok(await cartPrice(app, req.user.userId, req.ctx.hospitalId, req.body)),
  )
}

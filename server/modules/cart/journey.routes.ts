/**
 * /order-center cart endpoints of the buy journey (SPEC §7 Cart), on top of cart.ts (addCart,
 * sumCart, queryGoodsNum): queryCart (grouped lines, lost-efficacy lines, promotions with gifts,
 * totals by src/domain priceOrder), updateCart, delCart, queryStatus, saveCartBatch, queryPrice,
 * orderRule, combineGoodsOrderRule, payMethod (src/domain payChannelsFor), and the older
 * shoppingCart/* names as aliases. Every cart line is the caller's: other users' ids are 404.
 */
import type { FastifyPluginAsync } from 'fastify'
import type { PrefixPluginOptions } from '../../lib/route-plugin'
import { ok } from '../../lib/errors'
import { clientEnv } from '../../lib/request-context'
import { Envelope } from '../../../contract/lib'
import {
  CartCountRes,
  CombineGoodsOrderRuleRes,
  DelCartRes,
  OrderRuleRes,
  PayMethodRes,
  PriceRes,
  QueryCartRes,
  QueryStatusRes,
  SaveCartBatchRes,
} from '../../../contract/cart'
import { combineOrderRules, orderRule, payMethods } from './rules'
import { idList, peInfoListSchema, serviceDataListSchema, serviceRolesSchema } from '../checkout'
import { idField } from '../../lib/schemas'
import { type UpdateBody, cartCount, cartPrice, cartStatus, deleteCartLines, queryCart, saveCartBatch, updateCart } from './service'

const tags = ['order-center']
const security = [{ token: [] }]

// ------------------------------------------------------------------ routes

/** no login */
export const publicCartJourneyRoutes: FastifyPluginAsync<PrefixPluginOptions> = async (app) => {
  const ruleQuery = {
    type: 'object',
    properties: {
      goodsId: idField,
      categoryId: idField,
      goodsType: { type: 'integer', enum: [1, 2, 3] },
      dealType: { type: 'string', maxLength: 10 },
    },
  }
  app.get<{ Querystring: { goodsId?: number; categoryId?: number; goodsType?: number; dealType?: string } }>(
    '/cart/orderRule',
    {
      schema: {
        tags,
        summary: 'The pre-appointment rule form (ruleFieldRelList) and appointment pool of a goods or category/kind',
        querystring: ruleQuery,
        response: { 200: Envelope(OrderRuleRes) },
      },
    },
    async (req) => ok(await orderRule(app, req.ctx.hospitalId, req.query)),
  )
  app.get<{ Querystring: { goodsIds: string } }>(
    '/cart/combineGoodsOrderRule',
    {
      schema: {
        tags,
        summary: 'Rule forms of several goods (goodsIds=1,2,3)',
        querystring: {
          type: 'object',
          required: ['goodsIds'],
          properties: { goodsIds: { type: 'string', pattern: '^\\d{1,10}(,\\d{1,10}){0,49}$' } },
        },
        response: { 200: Envelope(CombineGoodsOrderRuleRes) },
      },
    },
    async (req) => ok(await combineOrderRules(app, req.ctx.hospitalId, req.query)),
  )

  app.get<{ Querystring: { channel?: string } }>(
    '/cart/payMethod',
    {
      schema: {
        tags,
        summary: "Payment channels for the caller's environment (src/domain payChannelsFor; appTag header or ?channel=)",
        querystring: {
          type: 'object',
          properties: { channel: { type: 'string', enum: ['wechat', 'miniProgram', 'alipay', 'alipayMiniProgram', 'none'] } },
        },
        response: { 200: Envelope(PayMethodRes) },
      },
    },
    async (req) => ok(payMethods(clientEnv(req, req.query.channel))),
  )
}

/** login required (the authenticated scope) */
export const userCartJourneyRoutes: FastifyPluginAsync<PrefixPluginOptions> = async (app) => {
  for (const url of ['/cart/queryCart', '/shoppingCart/queryCart']) {
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
      async (req) => ok(await queryCart(app, req.user.userId, req.ctx.hospitalId)),
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
    app.post<{ Body: UpdateBody }>(
      url,
      {
        schema: {
          tags,
          security,
          summary:
            'Change a line (quantity re-limited by maxQuantity, sku, service data, service persons, exam info, checked) or check/uncheck many (cartIds)',
          body: {
            type: 'object',
            properties: {
              cartId: idField,
              cartIds: idList(),
              goodsNum: { type: 'integer', minimum: 1, maximum: 999 },
              skuId: idField,
              checked: { type: 'boolean' },
              serviceDataList: serviceDataListSchema,
              serviceRoles: serviceRolesSchema,
              peInfoList: peInfoListSchema,
            },
          },
          response: { 200: Envelope(QueryCartRes) },
        },
      },
      async (req) => ok(await updateCart(app, req.user.userId, req.ctx.hospitalId, req.body)),
    )
  }

  for (const url of ['/cart/delCart', '/shoppingCart/deleteCart']) {
    app.post<{ Body: { cartIds?: number[]; cartId?: number } }>(
      url,
      {
        schema: {
          tags,
          security,
          summary: 'Remove lines of the caller',
          body: { type: 'object', properties: { cartIds: idList(), cartId: idField } },
          response: { 200: Envelope(DelCartRes) },
        },
      },
      async (req) => ok(await deleteCartLines(app, req.user.userId, req.ctx.hospitalId, req.body)),
    )
  }

  for (const url of ['/cart/queryStatus', '/shoppingCart/queryStatus']) {
    app.post<{ Body: { cartIds?: number[] } }>(
      url,
      {
        schema: {
          tags,
          security,
          summary: 'Validity and limits of lines (default: the checked ones) before confirming',
          body: { type: 'object', properties: { cartIds: idList() } },
          response: { 200: Envelope(QueryStatusRes) },
        },
      },
      async (req) => ok(await cartStatus(app, req.user.userId, req.ctx.hospitalId, req.body)),
    )
  }

  for (const url of ['/cart/saveCartBatch', '/shoppingCart/saveCartBatch']) {
    app.post<{
      Body: {
        list: Array<{
          goodsId: number
          skuId: number
          goodsNum: number
          activityId?: number
          serviceData?: Array<{ key: string; value: string }>
        }>
      }
    }>(
      url,
      {
        schema: {
          tags,
          security,
          summary: 'Add many lines (buy again); each item is added or refused with its message',
          body: {
            type: 'object',
            required: ['list'],
            properties: {
              list: {
                type: 'array',
                minItems: 1,
                maxItems: 50,
                items: {
                  type: 'object',
                  required: ['goodsId', 'skuId', 'goodsNum'],
                  properties: {
                    goodsId: idField,
                    skuId: idField,
                    goodsNum: { type: 'integer', minimum: 1, maximum: 999 },
                    activityId: idField,
                    serviceData: { type: 'array', maxItems: 50 },
                  },
                },
              },
            },
          },
          response: { 200: Envelope(SaveCartBatchRes) },
        },
      },
      async (req) => ok(await saveCartBatch(app, req.user.userId, req.ctx.hospitalId, req.body)),
    )
  }

  app.post<{ Body: { cartIds?: number[]; userCouponId?: number } }>(
    '/cart/queryPrice',
    {
      schema: {
        tags,
        security,
        summary: 'Totals of the checked (or given) lines with a coupon: best by default, 0 none (src/domain priceOrder)',
        body: { type: 'object', properties: { cartIds: idList(), userCouponId: { type: 'integer', minimum: 0 } } },
        response: { 200: Envelope(PriceRes) },
      },
    },
    async (req) => ok(await cartPrice(app, req.user.userId, req.ctx.hospitalId, req.body)),
  )
}

/**
 * order-center order/allChoose (SPEC §7 Goods and market; issue 18): check (lines that lost efficacy stay unchecked)
 * or uncheck every line of the caller's cart — updateCart with all the caller's cartIds, so the one rule applies.
 * API-only: the cart's 全选 sends cart/updateCart with cartIds; this is the older whole-cart form.
 */
import { Envelope } from '../../../contract/lib'
import { QueryCartRes } from '../../../contract/cart'
import { AllChooseQuery } from '../../../contract/compat'
import { ok } from '../../lib/errors'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { queryCart, updateCart } from './service'

/** login (authenticated scope) */
export const userAllChooseRoutes: TypedRoutePlugin = async (app) => {
  app.get(
    '/order/allChoose',
    {
      schema: {
        tags: ['order-center'],
        security: [{ token: [] }],
        summary: "Check (lines that lost efficacy stay unchecked) or uncheck every line of the caller's cart; the cart after",
        querystring: AllChooseQuery,
        response: { 200: Envelope(QueryCartRes) },
      },
    },
    async (req) => {
      const { userId } = req.user
      const hospitalId = req.ctx.hospitalId
      const cart = await queryCart(app, userId, hospitalId)
      const cartIds = [...cart.cartRespList.flatMap((g) => g.goodsList), ...cart.lostEfficacyList].map((l) => l.cartId)
      if (!cartIds.length) return ok(cart)
      return ok(await updateCart(app, userId, hospitalId, { cartIds, checked: req.query.checked }))
    },
  )
}

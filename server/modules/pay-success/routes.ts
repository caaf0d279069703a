/**
 * The pay-success configuration (issue 18): zeus shopConfig/paySuccessPage (public: what the hospital shows after a
 * payment) and market-center market/paySuccess (login: the coupon gift of the caller's paid order, granted once).
 */
import { Envelope } from '../../../contract/lib'
import { PaySuccessGift, PaySuccessGiftQuery, PaySuccessPageConfig } from '../../../contract/paySuccess'
import { ok } from '../../lib/errors'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { paySuccessGift, paySuccessPage } from './service'

export const paySuccessPageRoutes: TypedRoutePlugin = async (app) => {
  app.get(
    '/shopConfig/paySuccessPage',
    {
      schema: {
        tags: ['zeus'],
        summary: "The pay-success page's configuration: banner, tip, recommended goods, the coupon gift of a paid order",
        response: { 200: Envelope(PaySuccessPageConfig) },
      },
    },
    async (req) => ok(await paySuccessPage(app, req.ctx.hospitalId)),
  )
}

export const userPaySuccessGiftRoutes: TypedRoutePlugin = async (app) => {
  app.get(
    '/market/paySuccess',
    {
      schema: {
        tags: ['market-center'],
        security: [{ token: [] }],
        summary:
          "The coupon gift of the caller's paid order: granted on the first call, the same coupons after (another user's order: 404)",
        querystring: PaySuccessGiftQuery,
        response: { 200: Envelope(PaySuccessGift) },
      },
    },
    async (req) => ok(await paySuccessGift(app, req.user.userId, req.ctx.hospitalId, req.query.orderId)),
  )
}

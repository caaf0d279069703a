/**
 * /order-center/afterSale (SPEC §7 After-sale; §2 /afterSaleApply, /afterSaleDetail; §9 logistic
 * type 11): getAfterSaleReason, getLogistic?type=11 and the sandbox review (`publicAfterSaleRoutes`);
 * applyAfterSale, afterSaleDetail, submitLogistic, cancelAfterSale (`userAfterSaleRoutes`, in the
 * authenticated scope). Thin: schema + the after-sale service (service.ts; the review and refunds:
 * refunds.ts). Review is the shop's (admin roles are not part of this server): a sandbox route stands
 * in for it outside production.
 */
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { ok } from '../../lib/errors'
import {
  AfterSaleDetail,
  AfterSaleDetailQuery,
  AfterSaleReasonQuery,
  AfterSaleReasonRes,
  ApplyAfterSaleReq,
  CancelAfterSaleQuery,
  GetLogisticQuery,
  GetLogisticRes,
  ReviewAfterSaleReq,
  SubmitLogisticQuery,
} from '../../../contract/after-sale'
import { Envelope } from '../../../contract/lib'
import { registerUserDataDeleter } from '../user'
import { reviewAfterSale } from './refunds'
import {
  AFTER_SALE_REASONS,
  afterSaleDetail,
  applyAfterSale,
  cancelAfterSale,
  LOGISTIC_COMPANIES,
  submitLogistic,
  toDetail,
} from './service'

const tags = ['order-center']
const security = [{ token: [] }]

registerUserDataDeleter('after_sale', async (trx, user) => {
  await trx.deleteFrom('after_sale').where('user_id', '=', user.id).execute()
})

/** no login: the reasons, the logistics companies, the sandbox review */
export const publicAfterSaleRoutes: TypedRoutePlugin = async (app) => {
  app.get(
    '/afterSale/getAfterSaleReason',
    {
      schema: {
        tags,
        summary: 'After-sale reasons (type 1 refund only, 2 return and refund; none = all)',
        querystring: AfterSaleReasonQuery,
        response: { 200: Envelope(AfterSaleReasonRes) },
      },
    },
    async (req) => ok(AFTER_SALE_REASONS.filter((r) => req.query.type === undefined || r.types.includes(req.query.type))),
  )

  app.get(
    '/afterSale/getLogistic',
    {
      schema: {
        tags,
        summary: 'Logistics companies for returning goods (SPEC §9 type 11)',
        querystring: GetLogisticQuery,
        response: { 200: Envelope(GetLogisticRes) },
      },
    },
    async () => ok(LOGISTIC_COMPANIES),
  )

  if (!app.deps.production) {
    // the shop's review (its admin system; not part of this shop): sandbox only, for demos and tests
    app.post(
      '/afterSale/review',
      {
        schema: {
          tags,
          summary:
            'SANDBOX (not in production): the shop approves (refund, re-checked against what is still refundable) or refuses an open after-sale',
          body: ReviewAfterSaleReq,
          response: { 200: Envelope(AfterSaleDetail) },
        },
      },
      async (req) => ok(await toDetail(app, await reviewAfterSale(app, req.body.id, req.body.approve))),
    )
  }
}

/** login required (the authenticated scope) */
export const userAfterSaleRoutes: TypedRoutePlugin = async (app) => {
  app.post(
    '/afterSale/applyAfterSale',
    {
      schema: {
        tags,
        security,
        summary: "Apply for an after-sale on one of the caller's paid orders (refund never above what was paid)",
        body: ApplyAfterSaleReq,
        response: { 200: Envelope(AfterSaleDetail) },
      },
    },
    async (req) => ok(await applyAfterSale(app, req.user.userId, req.body)),
  )

  app.get(
    '/afterSale/afterSaleDetail',
    {
      schema: {
        tags,
        security,
        summary: "One of the caller's after-sales (?id=, or ?orderId= for the newest of an order)",
        querystring: AfterSaleDetailQuery,
        response: { 200: Envelope(AfterSaleDetail) },
      },
    },
    async (req) => ok(await afterSaleDetail(app, req.user.userId, req.query)),
  )

  app.get(
    '/afterSale/submitLogistic',
    {
      schema: {
        tags,
        security,
        summary: 'Return shipping of a return-and-refund after-sale (company code of getLogistic, tracking number)',
        querystring: SubmitLogisticQuery,
        response: { 200: Envelope(AfterSaleDetail) },
      },
    },
    async (req) => ok(await submitLogistic(app, req.user.userId, req.query)),
  )

  app.get(
    '/afterSale/cancelAfterSale',
    {
      schema: {
        tags,
        security,
        summary: 'Cancel a pending / awaiting-return after-sale',
        querystring: CancelAfterSaleQuery,
        response: { 200: Envelope(AfterSaleDetail) },
      },
    },
    async (req) => ok(await cancelAfterSale(app, req.user.userId, req.query.id)),
  )
}

/**
 * /order-center/afterSale (SPEC §7 After-sale; §2 /afterSaleApply, /afterSaleDetail; §9 logistic
 * type 11): getAfterSaleReason, getLogistic?type=11 and the sandbox review (`publicAfterSaleRoutes`);
 * applyAfterSale, afterSaleDetail, submitLogistic, cancelAfterSale (`userAfterSaleRoutes`, in the
 * authenticated scope). Thin: schema + the after-sale service (service.ts; the review and refunds:
 * refunds.ts). Review is the shop's (admin roles are not part of this server): a sandbox route stands
 * in for it outside production.
 */
import type { FastifyPluginAsync } from 'fastify'
import type { PrefixPluginOptions } from '../../lib/route-plugin'
import { ok } from '../../lib/errors'
import type { ApplyAfterSaleReq } from '../../../contract/after-sale'
import { AfterSaleDetail, AfterSaleReasonRes, GetLogisticRes } from '../../../contract/after-sale'
import { idField } from '../../lib/schemas'
import { Envelope } from '../../../contract/lib'
import { registerUserDataDeleter } from '../user'
import { reviewAfterSale } from './refunds'
import {
  AFTER_SALE_REASONS,
  afterSaleDetail,
  applyAfterSale,
  cancelAfterSale,
  LOGISTIC_COMPANIES,
  LOGISTIC_TYPE,
  submitLogistic,
  toDetail,
} from './service'

const tags = ['order-center']
const security = [{ token: [] }]

registerUserDataDeleter('after_sale', async (trx, user) => {
  await trx.deleteFrom('after_sale').where('user_id', '=', user.id).execute()
})

/** no login: the reasons, the logistics companies, the sandbox review */
export const publicAfterSaleRoutes: FastifyPluginAsync<PrefixPluginOptions> = async (app) => {
  app.get<{ Querystring: { type?: number } }>(
    '/afterSale/getAfterSaleReason',
    {
      schema: {
        tags,
        summary: 'After-sale reasons (type 1 refund only, 2 return and refund; none = all)',
        querystring: { type: 'object', properties: { type: { type: 'integer', enum: [1, 2] } } },
        response: { 200: Envelope(AfterSaleReasonRes) },
      },
    },
    async (req) => ok(AFTER_SALE_REASONS.filter((r) => req.query.type === undefined || r.types.includes(req.query.type as 1 | 2))),
  )

  app.get<{ Querystring: { type: number } }>(
    '/afterSale/getLogistic',
    {
      schema: {
        tags,
        summary: 'Logistics companies for returning goods (SPEC §9 type 11)',
        querystring: { type: 'object', required: ['type'], properties: { type: { type: 'integer', enum: [LOGISTIC_TYPE] } } },
        response: { 200: Envelope(GetLogisticRes) },
      },
    },
    async () => ok(LOGISTIC_COMPANIES),
  )

  if (!app.deps.production) {
    // the shop's review (its admin system; not part of this shop): sandbox only, for demos and tests
    app.post<{ Body: { id: number; approve: boolean } }>(
      '/afterSale/review',
      {
        schema: {
          tags,
          summary:
            'SANDBOX (not in production): the shop approves (refund, re-checked against what is still refundable) or refuses an open after-sale',
          body: { type: 'object', required: ['id', 'approve'], properties: { id: idField, approve: { type: 'boolean' } } },
          response: { 200: Envelope(AfterSaleDetail) },
        },
      },
      async (req) => ok(await toDetail(app, await reviewAfterSale(app, req.body.id, req.body.approve))),
    )
  }
}

/** login required (the authenticated scope) */
export const userAfterSaleRoutes: FastifyPluginAsync<PrefixPluginOptions> = async (app) => {
  app.post<{ Body: ApplyAfterSaleReq }>(
    '/afterSale/applyAfterSale',
    {
      schema: {
        tags,
        security,
        summary: "Apply for an after-sale on one of the caller's paid orders (refund never above what was paid)",
        body: {
          type: 'object',
          required: ['orderId', 'afterSaleType', 'reasonId', 'refundAmount'],
          properties: {
            orderId: idField,
            orderGoodsId: idField,
            afterSaleType: { type: 'integer', enum: [1, 2] },
            reasonId: { type: 'integer', minimum: 1, maximum: 1000 },
            refundAmount: { type: 'number', exclusiveMinimum: 0, maximum: 100000000 },
            description: { type: 'string', maxLength: 500 },
            pics: { type: 'array', maxItems: 6, items: { type: 'string', maxLength: 500 } },
            goodsNum: { type: 'integer', minimum: 1, maximum: 9999 },
          },
        },
        response: { 200: Envelope(AfterSaleDetail) },
      },
    },
    async (req) => ok(await applyAfterSale(app, req.user.userId, req.body)),
  )

  app.get<{ Querystring: { id?: number; afterSaleId?: number; orderId?: number } }>(
    '/afterSale/afterSaleDetail',
    {
      schema: {
        tags,
        security,
        summary: "One of the caller's after-sales (?id=, or ?orderId= for the newest of an order)",
        querystring: { type: 'object', properties: { id: idField, afterSaleId: idField, orderId: idField } },
        response: { 200: Envelope(AfterSaleDetail) },
      },
    },
    async (req) => ok(await afterSaleDetail(app, req.user.userId, req.query)),
  )

  app.get<{ Querystring: { id: number; logisticsCode: string; logisticsNo: string } }>(
    '/afterSale/submitLogistic',
    {
      schema: {
        tags,
        security,
        summary: 'Return shipping of a return-and-refund after-sale (company code of getLogistic, tracking number)',
        querystring: {
          type: 'object',
          required: ['id', 'logisticsCode', 'logisticsNo'],
          properties: {
            id: idField,
            logisticsCode: { type: 'string', maxLength: 10 },
            logisticsNo: { type: 'string', pattern: '^[A-Za-z0-9-]{6,40}$' },
          },
        },
        response: { 200: Envelope(AfterSaleDetail) },
      },
    },
    async (req) => ok(await submitLogistic(app, req.user.userId, req.query)),
  )

  app.get<{ Querystring: { id: number } }>(
    '/afterSale/cancelAfterSale',
    {
      schema: {
        tags,
        security,
        summary: 'Cancel a pending / awaiting-return after-sale',
        querystring: { type: 'object', required: ['id'], properties: { id: idField } },
        response: { 200: Envelope(AfterSaleDetail) },
      },
    },
    async (req) => ok(await cancelAfterSale(app, req.user.userId, req.query.id)),
  )
}

/** /zeus/healthService/{list,get} (issue 12): a hospital's health services, public. Thin: the rules are in ./service. */
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { ok } from '../../lib/errors'
import { Envelope } from '../../../contract/lib'
import { HealthServiceDetail, HealthServiceListRes, HealthServiceQuery } from '../../../contract/health-service'
import { healthServiceList, healthServiceOf } from './service'

export const healthServiceRoutes: TypedRoutePlugin = async (app) => {
  app.get(
    '/healthService/list',
    {
      schema: {
        tags: ['zeus'],
        summary: "The hospital's health services on offer (/selectService), with their option count and lowest price",
        response: { 200: Envelope(HealthServiceListRes) },
      },
    },
    async (req) => ok(await healthServiceList(app, req.ctx.hospitalId)),
  )
  app.get(
    '/healthService/get',
    {
      schema: {
        tags: ['zeus'],
        summary:
          "One health service of the hospital with its bookable options (/hospital/selectService?id=); bad id 400, unknown or another hospital's 404",
        querystring: HealthServiceQuery,
        response: { 200: Envelope(HealthServiceDetail) },
      },
    },
    async (req) => ok(await healthServiceOf(app, req.ctx.hospitalId, req.query.healthServicesId)),
  )
}

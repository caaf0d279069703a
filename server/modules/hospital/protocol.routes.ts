/** GET /zeus/protocol/getProtocolByCondition (also under /chronic-disease): a legal text by code */
import { Envelope } from '../../../contract/lib'
import { Protocol, ProtocolQuery } from '../../../contract/api'
import { ok } from '../../lib/errors'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { getProtocol } from './service'

export const protocolRoutes: TypedRoutePlugin = async (app) => {
  app.get(
    '/protocol/getProtocolByCondition',
    {
      schema: {
        tags: ['zeus'],
        summary: 'Legal text by code: 100 user agreement, 200 privacy policy, 300 consultation consent, 400 refund/reschedule policy',
        querystring: ProtocolQuery,
        response: { 200: Envelope(Protocol) },
      },
    },
    async (req) => ok(await getProtocol(app, req.query.code, req.query.hospitalId ?? req.ctx.hospitalId)),
  )
}

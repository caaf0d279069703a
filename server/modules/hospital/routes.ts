import type { FastifyPluginAsync } from 'fastify'


import { notFound, ok } from '../../lib/errors'
import { hospitalIdQuery } from '../../lib/schemas'
import { Envelope } from '../../../contract/lib'
import { HospitalIndexRes } from '../../../contract/browse'
import type { PrefixPluginOptions } from '../../lib/route-plugin'


import * as M from '../../../src/domain/messages'
import { toHospitalInfo, findHospital } from './service'

export const hospitalRoutes: FastifyPluginAsync<PrefixPluginOptions> = async (app) => {
  const schema = {
    tags: ['zeus'],
    summary: 'Hospital index: name, logo, theme colours, grey mode, home magic page (HospitalInfo)',
    response: { 200: Envelope(HospitalIndexRes) },
  }
  const handler = async (id: number) => {
    const h = await findHospital(app, id)
    if (!h) throw notFound(M.hospitalNotFound(id))
    return ok(toHospitalInfo(app, h))
  }
  app.post<{ Body: { hospitalId?: number } }>(
    '/hospital/getHospitalIndex',
    { schema: { ...schema, body: { type: 'object', properties: { hospitalId: hospitalIdQuery } } } },
    async (req) => handler(req.body.hospitalId ?? req.ctx.hospitalId),
  )
  app.get<{ Querystring: { hospitalId?: number } }>(
    '/hospital/getHospitalIndex',
    { schema: { ...schema, querystring: { type: 'object', properties: { hospitalId: hospitalIdQuery } } } },
    async (req) => handler(req.query.hospitalId ?? req.ctx.hospitalId),
  )
}

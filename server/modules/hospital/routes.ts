/** /zeus/hospital/getHospitalIndex (GET and POST): the hospital's name, logo, theme, grey mode, home page */
import { Envelope } from '../../../contract/lib'
import { HospitalIndexQuery, HospitalInfo } from '../../../contract/api'
import { notFound, ok } from '../../lib/errors'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { hospitalNotFound } from '../../../src/domain/messages/page'
import { findHospital, toHospitalInfo } from './service'

export const hospitalRoutes: TypedRoutePlugin = async (app) => {
  const schema = {
    tags: ['zeus'],
    summary: 'Hospital index: name, logo, theme colours, grey mode, home magic page (HospitalInfo)',
    response: { 200: Envelope(HospitalInfo) },
  }
  const handler = async (id: number) => {
    const h = await findHospital(app, id)
    if (!h) throw notFound(hospitalNotFound(id))
    return ok(toHospitalInfo(app, h))
  }
  app.post('/hospital/getHospitalIndex', { schema: { ...schema, body: HospitalIndexQuery } }, async (req) =>
    handler(req.body.hospitalId ?? req.ctx.hospitalId),
  )
  app.get('/hospital/getHospitalIndex', { schema: { ...schema, querystring: HospitalIndexQuery } }, async (req) =>
    handler(req.query.hospitalId ?? req.ctx.hospitalId),
  )
}

import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import type { HospitalInfo } from '../../../types/api'
import type { DB } from '../../lib/db/schema'
import { notFound, ok } from '../../lib/errors'
import { hospitalIdQuery } from '../../lib/schemas'
import { Envelope } from '../../../contract/lib'
import { HospitalIndexRes } from '../../../contract/browse'
import type { PrefixPluginOptions } from '../../lib/route-plugin'
import { cached } from '../../lib/cache'
import { assetUrl } from '../../lib/assets'
import * as M from '../../../src/domain/messages'


export function toHospitalInfo(app: FastifyInstance, h: DB['hospital']): HospitalInfo {
  return {
    hospitalId: h.id,
    hospitalName: h.name,
    shortName: h.short_name,
    logoUrl: assetUrl(app, h.logo_path),
    primaryColor: h.primary_color,
    primaryColorEnd: h.primary_color_end,
    address: h.address,
    phone: h.phone,
    greyMode: h.grey_mode,
    homeMagicPageId: h.home_magic_page_id,
  }
}

/** the hospital row (read through the read cache, server/lib/cache) */
export async function findHospital(app: FastifyInstance, id: number): Promise<DB['hospital'] | undefined> {
  const db = app.deps.db
  return (await cached(db, `hospital:${id}`, ['hospital'], async () => (await db.selectFrom('hospital').selectAll().where('id', '=', id).executeTakeFirst()) ?? null)) ?? undefined
}

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

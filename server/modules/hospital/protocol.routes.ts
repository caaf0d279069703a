import type { FastifyPluginAsync, FastifyInstance } from 'fastify'
import { notFound, ok } from '../../lib/errors'
import { hospitalIdQuery } from '../../lib/schemas'
import { Envelope } from '../../../contract/lib'
import { ProtocolRes } from '../../../contract/browse'
import type { PrefixPluginOptions } from '../../lib/route-plugin'
import { findHospital } from './service'
import { cached } from '../../lib/cache'
import * as M from '../../../src/domain/messages'

export const PROTOCOL_CODES = [100, 200, 300, 400] as const

const protocolSchema = {
  tags: ['zeus'],
  summary: 'Legal text by code: 100 user agreement, 200 privacy policy, 300 consultation consent, 400 refund/reschedule policy',
  querystring: {
    type: 'object',
    required: ['code'],
    properties: { code: { type: 'integer', enum: [...PROTOCOL_CODES] }, hospitalId: hospitalIdQuery },
  },
  response: { 200: Envelope(ProtocolRes) },
}

/** The hospital's own text when it has one, else the default (hospital_id 0) with its name filled in. */
export async function getProtocol(app: FastifyInstance, code: number, hospitalId: number) {
  const db = app.deps.db
  const rows = await cached(db, `protocol:${code}:${hospitalId}`, ['protocol'], () =>
    db.selectFrom('protocol').select(['code', 'hospital_id', 'title', 'content']).where('code', '=', code).where('hospital_id', 'in', [0, hospitalId]).orderBy('hospital_id', 'desc').execute(),
  )
  const row = rows[0]
  if (!row) throw notFound(M.protocolNotFound(code))
  const hospital = await findHospital(app, hospitalId)
  const name = hospital?.name ?? '本平台'
  return { code: row.code, title: row.title, content: row.content.replace(/\{\{hospitalName\}\}/g, name), hospitalId }
}

export const protocolRoutes: FastifyPluginAsync<PrefixPluginOptions> = async (app) => {
  app.get<{ Querystring: { code: number; hospitalId?: number } }>('/protocol/getProtocolByCondition', { schema: protocolSchema }, async (req) =>
    ok(await getProtocol(app, req.query.code, req.query.hospitalId ?? req.ctx.hospitalId)),
  )
}

/**
 * /common dictionaries (SPEC §3: dictionary data keyed by dictCode, doctor_title loaded at start):
 * GET dict/getItemMap?dictCode=a,b (items per code) and GET dict/getItem?dictCode=a (one list).
 */
import type { FastifyPluginAsync } from 'fastify'
import type { PrefixPluginOptions } from '../../lib/route-plugin'
import { ok } from '../../lib/errors'
import type { DictItem, DictItemMapRes } from '../../../contract/browse'
import { Envelope } from '../../../contract/lib'
import * as C from '../../../contract/browse'

const dictCodes = { type: 'string', minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_]+(,[A-Za-z0-9_]+)*$', description: 'one code or a comma-separated list' }

export const dictRoutes: FastifyPluginAsync<PrefixPluginOptions> = async (app) => {
  const db = app.deps.db
  const load = async (codes: string[]): Promise<DictItemMapRes> => {
    const rows = await db.selectFrom('dict_item').selectAll().where('dict_code', 'in', codes).orderBy('sort').orderBy('id').execute()
    const out: DictItemMapRes = {}
    for (const c of codes) out[c] = rows.filter((r) => r.dict_code === c).map((r): DictItem => ({ label: r.label, value: r.value, sort: r.sort }))
    return out
  }
  app.get<{ Querystring: { dictCode: string } }>(
    '/dict/getItemMap',
    { schema: { tags: ['common'], summary: 'Dictionary items per dictCode (unknown codes give [])', querystring: { type: 'object', required: ['dictCode'], properties: { dictCode: dictCodes } }, response: { 200: Envelope(C.DictItemMapRes) } } },
    async (req) => ok(await load([...new Set(req.query.dictCode.split(','))].slice(0, 20))),
  )
  app.get<{ Querystring: { dictCode: string } }>(
    '/dict/getItem',
    { schema: { tags: ['common'], summary: 'The items of one dictionary', querystring: { type: 'object', required: ['dictCode'], properties: { dictCode: { ...dictCodes, pattern: '^[A-Za-z0-9_]+$' } } }, response: { 200: Envelope(C.DictItemRes) } } },
    async (req) => ok((await load([req.query.dictCode]))[req.query.dictCode]),
  )
}

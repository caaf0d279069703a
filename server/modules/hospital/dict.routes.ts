/**
 * /common dictionaries (SPEC §3: dictionary data keyed by dictCode, doctor_title loaded at start):
 * GET dict/getItemMap?dictCode=a,b (items per code) and GET dict/getItem?dictCode=a (one list).
 */
import { Type } from '@sinclair/typebox'
import { Envelope } from '../../../contract/lib'
import { DictItem, DictItemQuery, DictQuery, type DictItemMapRes } from '../../../contract/api'
import { ok } from '../../lib/errors'
import type { TypedRoutePlugin } from '../../lib/route-plugin'

export const dictRoutes: TypedRoutePlugin = async (app) => {
  const db = app.deps.db
  const load = async (codes: string[]): Promise<DictItemMapRes> => {
    const rows = await db.selectFrom('dict_item').selectAll().where('dict_code', 'in', codes).orderBy('sort').orderBy('id').execute()
    const out: DictItemMapRes = {}
    for (const c of codes)
      out[c] = rows.filter((r) => r.dict_code === c).map((r): DictItem => ({ label: r.label, value: r.value, sort: r.sort }))
    return out
  }
  app.get(
    '/dict/getItemMap',
    {
      schema: {
        tags: ['common'],
        summary: 'Dictionary items per dictCode (unknown codes give [])',
        querystring: DictQuery,
        // a map keyed by the requested codes: its values are strict, the keys are the caller's
        response: { 200: Envelope(Type.Record(Type.String(), Type.Array(DictItem), { additionalProperties: false })) },
      },
    },
    async (req) => ok(await load([...new Set(req.query.dictCode.split(','))].slice(0, 20))),
  )
  app.get(
    '/dict/getItem',
    {
      schema: {
        tags: ['common'],
        summary: 'The items of one dictionary',
        querystring: DictItemQuery,
        response: { 200: Envelope(Type.Array(DictItem)) },
      },
    },
    async (req) => ok((await load([req.query.dictCode]))[req.query.dictCode]),
  )
}

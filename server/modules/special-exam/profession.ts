/**
 * A specialty (professional department) with its goods (issue 18): market/professionDetail and index/professionDetail
 * (the same call under both names of §7). The goods are the shop's, by the specialty's categories.
 */
import type { FastifyInstance } from 'fastify'
import { Envelope } from '../../../contract/lib'
import { ProfessionDetail, ProfessionQuery } from '../../../contract/pediatric'
import { asset } from '../../lib/assets'
import { notFound, ok } from '../../lib/errors'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { searchGoods } from '../catalog'
import * as M from '../../../src/domain/messages'

export async function professionDetail(app: FastifyInstance, hospitalId: number, q: ProfessionQuery): Promise<ProfessionDetail> {
  const p = await app.deps.db
    .selectFrom('profession')
    .selectAll()
    .where('id', '=', q.professionId)
    .where('hospital_id', '=', hospitalId)
    .executeTakeFirst()
  if (!p) throw notFound(M.PROFESSION_NOT_FOUND)
  const goods = await searchGoods(app, hospitalId, {
    pageNum: q.pageNum ?? 1,
    pageSize: q.pageSize ?? 10,
    categoryIds: p.category_ids as unknown as number[],
  })
  return { professionId: p.id, name: p.name, intro: p.intro, iconUrl: asset(app, p.icon_path), goods }
}

/** goods-center, no login */
export const professionRoutes: TypedRoutePlugin = async (app) => {
  for (const url of ['/market/professionDetail', '/index/professionDetail'])
    app.get(
      url,
      {
        schema: {
          tags: ['goods-center'],
          summary: "A specialty of the hospital (name, introduction) with a page of its goods (another hospital's: 404)",
          querystring: ProfessionQuery,
          response: { 200: Envelope(ProfessionDetail) },
        },
      },
      async (req) => ok(await professionDetail(app, req.ctx.hospitalId, req.query)),
    )
}

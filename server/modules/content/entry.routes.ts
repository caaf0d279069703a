/**
 * /zeus/shopConfig/entryHome: the home of an entry type of its own (SPEC §1 entry types; issue 14 item 3): the
 * entry's page-builder page and, for the studio entries, their studio. A hospital without an entry configured
 * shows its home page blocks (and no studio).
 */
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { ok } from '../../lib/errors'
import { Envelope } from '../../../contract/lib'
import * as S from '../../../contract/studio'
import { pageConfig } from '../../modules/page-builder'
import { studioDetail } from './service'

export const entryHomeRoutes: TypedRoutePlugin = async (app) => {
  app.get(
    '/shopConfig/entryHome',
    {
      schema: {
        tags: ['page-builder'],
        summary: "An entry's home: its page-builder page and the studio of a studio entry",
        querystring: S.EntryHomeQuery,
        response: { 200: Envelope(S.EntryHome) },
      },
    },
    async (req) => {
      const hospitalId = req.ctx.hospitalId
      const row = await app.deps.db
        .selectFrom('entry_home')
        .selectAll()
        .where('hospital_id', '=', hospitalId)
        .where('entry_type', '=', req.query.entryType)
        .executeTakeFirst()
      const page = await pageConfig(app, hospitalId, row?.magic_page_id)
      const studio = row?.studio_id ? await studioDetail(app, hospitalId, row.studio_id) : null
      return ok({ entryType: req.query.entryType, page, studio })
    },
  )
}

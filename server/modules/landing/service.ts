/**
 * Hospital landings (issues 12 and 14): the landing a hospital configured for a key of src/domain/landing.ts.
 * The intro is stored HTML, sanitised on every read into RichText nodes; sections list only goods of this
 * hospital that are on sale (goodsByIds), each with its exam package when the goods is one.
 */
import type { FastifyInstance } from 'fastify'
import type { Landing, LandingRes, LandingSection } from '../../../contract/landing'
import { asset } from '../../lib/assets'
import { badRequest } from '../../lib/errors'
import { goodsByIds, goodsCards } from '../catalog'
import { richNodes } from '../content'
import { isLandingKey } from '../../../src/domain/landing'
import * as M from '../../../src/domain/messages'

export async function landingOf(app: FastifyInstance, hospitalId: number, key: string): Promise<LandingRes> {
  if (!isLandingKey(key)) throw badRequest(M.LANDING_KEY_INVALID)
  const db = app.deps.db
  const row = await db
    .selectFrom('landing_page')
    .selectAll()
    .where('hospital_id', '=', hospitalId)
    .where('landing_key', '=', key)
    .executeTakeFirst()
  if (!row) return { key, landing: null }

  const ids = [...new Set(row.sections.flatMap((s) => s.goodsIds))]
  const rows = await goodsByIds(db, hospitalId, ids)
  const cards = await goodsCards(app, rows, hospitalId, app.deps.now())
  const cardOf = new Map(cards.map((c) => [c.goodsId, c]))
  const packages = rows.length
    ? await db
        .selectFrom('pe_package')
        .select(['id', 'goods_id'])
        .where('hospital_id', '=', hospitalId)
        .where(
          'goods_id',
          'in',
          rows.map((r) => r.id),
        )
        .execute()
    : []
  const packageOf = new Map(packages.map((p) => [p.goods_id, p.id]))

  const sections: LandingSection[] = row.sections
    .map((s) => ({
      title: s.title,
      note: s.note,
      items: s.goodsIds.flatMap((id) => {
        const goods = cardOf.get(id)
        return goods ? [{ goods, packageId: packageOf.get(id) ?? null }] : []
      }),
    }))
    .filter((s) => s.items.length > 0)

  const landing: Landing = {
    title: row.title,
    subtitle: row.subtitle,
    bannerUrl: asset(app, row.banner_path),
    intro: richNodes(row.intro_html, (p) => asset(app, p)),
    sections,
    steps: row.steps,
    notices: row.notices,
    contact: row.contact,
    faqs: row.faqs,
  }
  return { key, landing }
}

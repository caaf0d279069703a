/**
 * Health services (issue 12): a hospital's services and their options, only goods of this hospital on sale
 * (goodsByIds). Another hospital's service, a withdrawn one and an unknown id answer the same 404.
 */
import type { FastifyInstance } from 'fastify'
import type { HealthServiceDetail, HealthServiceListRes } from '../../../contract/health-service'
import { asset } from '../../lib/assets'
import { badRequest, notFound } from '../../lib/errors'
import { goodsByIds, goodsCards } from '../catalog'
import { parseHealthServiceId } from '../../../src/domain/healthService'
import * as M from '../../../src/domain/messages'

export async function healthServiceList(app: FastifyInstance, hospitalId: number): Promise<HealthServiceListRes> {
  const db = app.deps.db
  const rows = await db
    .selectFrom('health_service')
    .selectAll()
    .where('hospital_id', '=', hospitalId)
    .where('status', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute()
  const goods = await goodsByIds(db, hospitalId, [...new Set(rows.flatMap((r) => r.goods_ids))])
  const cards = await goodsCards(app, goods, hospitalId, app.deps.now())
  const cardOf = new Map(cards.map((c) => [c.goodsId, c]))
  return {
    list: rows.map((r) => {
      const prices = r.goods_ids.flatMap((id) => {
        const c = cardOf.get(id)
        return c ? [Number(c.price)] : []
      })
      return {
        healthServicesId: r.id,
        title: r.title,
        subtitle: r.subtitle,
        iconUrl: asset(app, r.icon_path),
        optionCount: prices.length,
        fromPrice: prices.length ? Math.min(...prices) : null,
      }
    }),
  }
}

export async function healthServiceOf(app: FastifyInstance, hospitalId: number, rawId: string): Promise<HealthServiceDetail> {
  const id = parseHealthServiceId(rawId)
  if (id === null) throw badRequest(M.HEALTH_SERVICE_ID_INVALID)
  const db = app.deps.db
  const row = await db
    .selectFrom('health_service')
    .selectAll()
    .where('id', '=', id)
    .where('hospital_id', '=', hospitalId)
    .where('status', '=', 1)
    .executeTakeFirst()
  if (!row) throw notFound(M.HEALTH_SERVICE_NOT_FOUND)
  const goods = await goodsByIds(db, hospitalId, row.goods_ids)
  const options = await goodsCards(app, goods, hospitalId, app.deps.now())
  return {
    healthServicesId: row.id,
    title: row.title,
    subtitle: row.subtitle,
    iconUrl: asset(app, row.icon_path),
    intro: row.intro,
    notices: row.notices,
    options,
  }
}

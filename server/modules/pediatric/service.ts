/**
 * Goods sections (issue 18): a named part of a hospital's shop made of some of its categories (goods_section) — the
 * paediatric shop and the special-medical check-ups. Goods, skus, orders and payments are the shop's own services
 * (catalog, order, pay): this module only decides what belongs to a section.
 */
import type { FastifyInstance } from 'fastify'
import type { PediatricIndexReq, PediatricIndexRes } from '../../../contract/pediatric'
import type { GoodsSectionKind } from '../../lib/db/tables/pediatric'
import { badRequest, notFound } from '../../lib/errors'
import { pageResult } from '../../lib/paging'
import { findGoods, searchGoods, type GoodsRow } from '../catalog'
import * as M from '../../../src/domain/messages'

export type { GoodsSectionKind }

interface Section {
  title: string
  notice: string
  categoryIds: number[]
}

/** what a section says when the hospital has none, or a goods is not in it */
const TEXTS: Record<GoodsSectionKind, { title: string; closed: string; notIn: string; categoryNotIn: string; buyNowOnly: string }> = {
  pediatric: {
    title: M.PEDIATRIC_SHOP_TITLE,
    closed: M.PEDIATRIC_SHOP_CLOSED,
    notIn: M.PEDIATRIC_GOODS_NOT_IN_SHOP,
    categoryNotIn: M.PEDIATRIC_CATEGORY_NOT_IN_SHOP,
    buyNowOnly: M.PEDIATRIC_BUY_NOW_ONLY,
  },
  specialMed: {
    title: M.SPECIAL_MED_TITLE,
    closed: M.SPECIAL_MED_CLOSED,
    notIn: M.SPECIAL_MED_GOODS_NOT_IN,
    categoryNotIn: M.SPECIAL_MED_CATEGORY_NOT_IN,
    buyNowOnly: M.SPECIAL_MED_BUY_NOW_ONLY,
  },
}

export async function sectionOf(app: FastifyInstance, hospitalId: number, kind: GoodsSectionKind): Promise<Section | null> {
  const row = await app.deps.db
    .selectFrom('goods_section')
    .selectAll()
    .where('hospital_id', '=', hospitalId)
    .where('kind', '=', kind)
    .executeTakeFirst()
  return row ? { title: row.title, notice: row.notice, categoryIds: row.category_ids as unknown as number[] } : null
}

/** a section's title, categories (in the configured order) and a page of its goods (one category or all) */
export async function sectionIndex(
  app: FastifyInstance,
  hospitalId: number,
  kind: GoodsSectionKind,
  q: PediatricIndexReq,
): Promise<PediatricIndexRes> {
  const pageNum = q.pageNum ?? 1
  const pageSize = q.pageSize ?? 10
  const t = TEXTS[kind]
  const section = await sectionOf(app, hospitalId, kind)
  if (!section) return { open: false, title: t.title, notice: t.closed, categories: [], goods: pageResult([], 0, pageNum, pageSize) }
  if (q.categoryId !== undefined && !section.categoryIds.includes(q.categoryId)) throw badRequest(t.categoryNotIn)
  const rows = section.categoryIds.length
    ? await app.deps.db
        .selectFrom('browse_category')
        .select(['id', 'category_name'])
        .where('hospital_id', '=', hospitalId)
        .where('id', 'in', section.categoryIds)
        .execute()
    : []
  const names = new Map(rows.map((r) => [r.id, r.category_name]))
  const categories = section.categoryIds.filter((id) => names.has(id)).map((id) => ({ categoryId: id, categoryName: names.get(id)! }))
  const goods = await searchGoods(app, hospitalId, {
    pageNum,
    pageSize,
    categoryIds: q.categoryId !== undefined ? [q.categoryId] : categories.map((c) => c.categoryId),
  })
  return { open: true, title: section.title, notice: section.notice, categories, goods }
}

/** the category ids a section covers: its own and their level-2 children */
export async function sectionCategoryIds(app: FastifyInstance, hospitalId: number, kind: GoodsSectionKind): Promise<number[]> {
  const section = await sectionOf(app, hospitalId, kind)
  if (!section || !section.categoryIds.length) return []
  const children = await app.deps.db.selectFrom('browse_category').select('id').where('parent_id', 'in', section.categoryIds).execute()
  return [...section.categoryIds, ...children.map((c) => c.id)]
}

/** a goods of the section (goodsId or goodsDistributeId); 404 when the hospital has no such section or the goods is not in it */
export async function sectionGoods(
  app: FastifyInstance,
  hospitalId: number,
  kind: GoodsSectionKind,
  key: { goodsId?: number; goodsDistributeId?: number },
): Promise<GoodsRow> {
  const g = await findGoods(app, hospitalId, key)
  const ids = await sectionCategoryIds(app, hospitalId, kind)
  if (!ids.length) throw notFound(TEXTS[kind].closed)
  if (!ids.includes(g.category_id)) throw notFound(TEXTS[kind].notIn)
  return g
}

/** every buy-now line is a goods of the section (cart lines are the shop's cart: not taken here) */
export async function requireSectionLines(
  app: FastifyInstance,
  hospitalId: number,
  kind: GoodsSectionKind,
  b: { cartIds?: number[]; goodsList?: Array<{ goodsId: number }> },
): Promise<void> {
  if (b.cartIds?.length || !b.goodsList?.length) throw badRequest(TEXTS[kind].buyNowOnly)
  for (const line of b.goodsList) await sectionGoods(app, hospitalId, kind, { goodsId: line.goodsId })
}

// the paediatric shop
export const pediatricIndex = (app: FastifyInstance, hospitalId: number, q: PediatricIndexReq) =>
  sectionIndex(app, hospitalId, 'pediatric', q)
export const pediatricGoods = (app: FastifyInstance, hospitalId: number, key: { goodsId?: number; goodsDistributeId?: number }) =>
  sectionGoods(app, hospitalId, 'pediatric', key)
export const requirePediatricLines = (
  app: FastifyInstance,
  hospitalId: number,
  b: { cartIds?: number[]; goodsList?: Array<{ goodsId: number }> },
) => requireSectionLines(app, hospitalId, 'pediatric', b)

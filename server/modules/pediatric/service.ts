/**
 * The paediatric shop (issue 18): the hospital's goods in its paediatric categories (pediatric_shop). Goods, skus,
 * orders and payments are the shop's own services (catalog, order, pay): this module only decides what belongs to
 * the paediatric shop.
 */
import type { FastifyInstance } from 'fastify'
import type { PediatricIndexReq, PediatricIndexRes } from '../../../contract/pediatric'
import { badRequest, notFound } from '../../lib/errors'
import { pageResult } from '../../lib/paging'
import { findGoods, searchGoods, type GoodsRow } from '../catalog'
import * as M from '../../../src/domain/messages'

interface Shop {
  title: string
  notice: string
  categoryIds: number[]
}

export async function shopOf(app: FastifyInstance, hospitalId: number): Promise<Shop | null> {
  const row = await app.deps.db.selectFrom('pediatric_shop').selectAll().where('hospital_id', '=', hospitalId).executeTakeFirst()
  return row ? { title: row.title, notice: row.notice, categoryIds: row.category_ids as unknown as number[] } : null
}

/** the shop's title, categories (in the configured order) and a page of its goods (one category or all) */
export async function pediatricIndex(app: FastifyInstance, hospitalId: number, q: PediatricIndexReq): Promise<PediatricIndexRes> {
  const pageNum = q.pageNum ?? 1
  const pageSize = q.pageSize ?? 10
  const shop = await shopOf(app, hospitalId)
  if (!shop)
    return {
      open: false,
      title: M.PEDIATRIC_SHOP_TITLE,
      notice: M.PEDIATRIC_SHOP_CLOSED,
      categories: [],
      goods: pageResult([], 0, pageNum, pageSize),
    }
  if (q.categoryId !== undefined && !shop.categoryIds.includes(q.categoryId)) throw badRequest(M.PEDIATRIC_CATEGORY_NOT_IN_SHOP)
  const rows = shop.categoryIds.length
    ? await app.deps.db
        .selectFrom('browse_category')
        .select(['id', 'category_name'])
        .where('hospital_id', '=', hospitalId)
        .where('id', 'in', shop.categoryIds)
        .execute()
    : []
  const names = new Map(rows.map((r) => [r.id, r.category_name]))
  const categories = shop.categoryIds.filter((id) => names.has(id)).map((id) => ({ categoryId: id, categoryName: names.get(id)! }))
  const goods = await searchGoods(app, hospitalId, {
    pageNum,
    pageSize,
    categoryIds: q.categoryId !== undefined ? [q.categoryId] : categories.map((c) => c.categoryId),
  })
  return { open: true, title: shop.title, notice: shop.notice, categories, goods }
}

/** true when the goods row belongs to one of the shop's categories (directly or by its level-1 parent) */
async function inShop(app: FastifyInstance, shop: Shop, g: GoodsRow): Promise<boolean> {
  if (shop.categoryIds.includes(g.category_id)) return true
  const cat = await app.deps.db.selectFrom('browse_category').select('parent_id').where('id', '=', g.category_id).executeTakeFirst()
  return !!cat && shop.categoryIds.includes(cat.parent_id)
}

/** a goods of the paediatric shop (goodsId or goodsDistributeId); 404 when the hospital has no shop or the goods is not in it */
export async function pediatricGoods(
  app: FastifyInstance,
  hospitalId: number,
  key: { goodsId?: number; goodsDistributeId?: number },
): Promise<GoodsRow> {
  const g = await findGoods(app, hospitalId, key)
  const shop = await shopOf(app, hospitalId)
  if (!shop) throw notFound(M.PEDIATRIC_SHOP_CLOSED)
  if (!(await inShop(app, shop, g))) throw notFound(M.PEDIATRIC_GOODS_NOT_IN_SHOP)
  return g
}

/** every buy-now line is a goods of the paediatric shop (cart lines are the shop's cart: not taken here) */
export async function requirePediatricLines(
  app: FastifyInstance,
  hospitalId: number,
  b: { cartIds?: number[]; goodsList?: Array<{ goodsId: number }> },
): Promise<void> {
  if (b.cartIds?.length || !b.goodsList?.length) throw badRequest(M.PEDIATRIC_BUY_NOW_ONLY)
  for (const line of b.goodsList) await pediatricGoods(app, hospitalId, { goodsId: line.goodsId })
}

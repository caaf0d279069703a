/**
 * /goods-center goods browsing (SPEC §7 Goods and market): categories, goods list and detail,
 * skus, service roles, buyer message fields, appointment pools, activity end time and extra info.
 */
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'

import { badRequest, notFound } from '../../lib/errors'

import type {
  Category,
  CategoryListReq,
  GoodsDetail,
  GoodsMessageField,
  GoodsSkuRes,
  GoodsSpec,
  ServiceRole,
} from '../../../contract/browse'
import type { SpecJson } from '../../lib/db/tables/browse'

import { offsetOf, pageResult } from '../../lib/paging'

import { yuan } from '../../lib/money'
import { asset, htmlAssets } from '../../lib/assets'
import { cartRows } from '../../modules/cart'
import { categoryRow, goodsRowByDistributeId, goodsRowsByIds, skuRowsByIds, skusOfGoods, type GoodsRow } from './repository'
import { goodsCards, toPromotion, toSku } from './service'
import { couponRules } from '../../modules/coupon'
import { activityBase, liveActivities, pickActivity, runningPromotions, statusOf, toGoodsActivity } from '../../modules/promotion'

import * as M from '../../../src/domain/messages'
import { maxQuantity } from '../../../src/domain/cart'

/** the skus of a goods, by id (cached; a copy, callers may sort or change it) */
export async function skusOf(db: FastifyInstance['deps']['db'], goodsId: number) {
  return [...((await skusOfGoods(db, [goodsId])).get(goodsId) ?? [])]
}

/** the goods of this hospital by goodsId or goodsDistributeId; 400 without either, 404 when unknown */
export async function findGoods(
  app: FastifyInstance,
  hospitalId: number,
  key: { goodsId?: number; goodsDistributeId?: number },
): Promise<GoodsRow> {
  if (key.goodsId === undefined && key.goodsDistributeId === undefined) throw badRequest(M.missingParam('goodsId'))
  const db = app.deps.db
  const byId = key.goodsId !== undefined ? ((await goodsRowsByIds(db, [key.goodsId])).get(key.goodsId) ?? null) : null
  const g = key.goodsId !== undefined ? byId : await goodsRowByDistributeId(db, key.goodsDistributeId as number)
  if (!g || g.hospital_id !== hospitalId || (key.goodsDistributeId !== undefined && g.goods_distribute_id !== key.goodsDistributeId))
    throw notFound(M.GOODS_NOT_FOUND)
  if (g.status !== 1) throw notFound(M.GOODS_OFF_SHELF)
  return g
}

export function toSpecList(specs: SpecJson[]): GoodsSpec[] {
  return specs.map((s) => ({
    id: s.id,
    specName: s.specName,
    attributeName: s.specName,
    optionAttr: s.values,
    goodsAttributeValues: s.values.map((v, i) => ({ id: s.id * 100 + i + 1, attributeValue: v })),
    kind: s.kind,
  }))
}

export function toServiceList(g: GoodsRow): ServiceRole[] {
  return (g.service_list as unknown as Array<{ id: number; serviceRoleName: string; persons: string[] }>).map((r) => ({
    id: r.id,
    serviceRoleName: r.serviceRoleName,
    servicePersonList: r.persons.map((p, i) => ({ id: r.id * 100 + i + 1, servicePersonName: p, active: false })),
  }))
}

/** the quantity of this user's cart lines for a goods (and activity) */
export async function cartQuantity(
  app: FastifyInstance,
  userId: number | undefined,
  hospitalId: number,
  goodsId: number,
  activityId?: number | null,
): Promise<number> {
  if (!userId) return 0
  let n = 0
  for (const r of await cartRows(app.deps.db, userId, hospitalId)) {
    if (r.goods_id === goodsId && (activityId === undefined || r.activity_id === activityId)) n += r.goods_num
  }
  return n
}

/** everything the goods detail page needs */
export async function goodsDetail(app: FastifyInstance, g: GoodsRow, hospitalId: number, userId?: number): Promise<GoodsDetail> {
  const now = app.deps.now()
  const db = app.deps.db
  const [[card], skus, cat, acts, promos] = await Promise.all([
    goodsCards(app, [g], hospitalId, now),
    skusOf(db, g.id),
    categoryRow(db, g.category_id),
    liveActivities(db, hospitalId, [g.id], now),
    runningPromotions(db, hospitalId, [g.id], now),
  ])
  const a = pickActivity(acts, g.id, now)
  const skuViews = skus.map((s) => toSku(app, s, g))
  if (a && statusOf(a, now) === 2) {
    for (const s of skuViews) {
      if (a.ag.sku_id === null || a.ag.sku_id === s.id) {
        s.activityPrice = yuan(a.ag.activity_price_cents)
        s.activityDiscountPrice = a.ag.activity_discount_price_cents === null ? null : yuan(a.ag.activity_discount_price_cents)
      }
    }
  }
  const goodsNum = a ? await cartQuantity(app, userId, hospitalId, g.id, a.id) : 0
  const specs = g.spec_list as unknown as SpecJson[]
  const messages = g.message_fields as unknown as GoodsMessageField[]
  return {
    ...card,
    hospitalId,
    categoryName: cat?.category_name ?? '',
    goodsPics: (g.goods_pics as unknown as string[]).map((p) => asset(app, p)),
    detailHtml: htmlAssets(app, g.detail_html),
    skuNum: specs.filter((s) => s.kind === 'sku').length || 1,
    messageNum: messages.length,
    skus: skuViews,
    specList: toSpecList(specs),
    goodsSkuResps: skuViews,
    serviceList: toServiceList(g),
    serviceInstitution: g.service_institution as unknown as GoodsDetail['serviceInstitution'],
    needAppoint: g.need_appoint,
    isSupportRefund: g.is_support_refund,
    notice: g.notice,
    activityInfo: a ? toGoodsActivity(a, activityBase(a, skuViews, g), now, { goodsNum }) : null,
    promotions: await Promise.all(promos.map((p) => toPromotion(app, db, p, now, userId))),
    coupons: await couponRules(app, db, { hospitalId, inCenter: true, goodsIds: [g.id], now, userId }),
  }
}

export async function requireSku(app: FastifyInstance, goodsId: number, skuId: number) {
  const s = (await skuRowsByIds(app.deps.db, [skuId])).get(skuId)
  if (!s || s.goods_id !== goodsId) throw badRequest(M.SKU_NOT_FOUND)
  return s
}

export async function categoryList(app: FastifyInstance, hospitalId: number, q: CategoryListReq): Promise<Category[]> {
  const rows = await app.deps.db
    .selectFrom('browse_category')
    .selectAll()
    .where('hospital_id', '=', hospitalId)
    .where('hidden', '=', false) // hidden in the staff console (issue 33)
    .orderBy('sort')
    .orderBy('id')
    .execute()
  const view = (r: (typeof rows)[number]): Category => ({
    id: r.id,
    categoryName: r.category_name,
    cateLevel: r.cate_level as 1 | 2,
    parentId: r.parent_id,
    iconUrl: asset(app, r.icon_path),
  })
  if (q.parentId !== undefined) return rows.filter((r) => r.parent_id === q.parentId).map(view)
  const level = q.cateLevel ?? 1
  return rows
    .filter((r) => r.cate_level === level)
    .map((r) => (level === 1 && q.withChildren ? { ...view(r), children: rows.filter((c) => c.parent_id === r.id).map(view) } : view(r)))
}

/** the goods search shared by goods/goodsList and zeus search/searchResult */
export async function searchGoods(
  app: FastifyInstance,
  hospitalId: number,
  q: {
    pageNum?: number
    pageSize?: number
    categoryId?: number
    /** goods of any of these categories (a level-1 one includes its level 2), e.g. the paediatric shop's */
    categoryIds?: number[]
    goodsType?: number
    keyword?: string
    sort?: string
    sortField?: string
    sortOrder?: string
    groupId?: number
  },
) {
  const db = app.deps.db
  const pageNum = q.pageNum ?? 1
  const pageSize = q.pageSize ?? 10
  let base = db
    .selectFrom('goods as g')
    .where('g.hospital_id', '=', hospitalId)
    .where('g.status', '=', 1)
    .where('g.hidden_from_lists', '=', false)
  if (q.categoryId !== undefined) {
    const cid = q.categoryId
    base = base.where((eb) =>
      eb.or([
        eb('g.category_id', '=', cid),
        eb('g.category_id', 'in', eb.selectFrom('browse_category').select('id').where('parent_id', '=', cid)),
      ]),
    )
  }
  if (q.categoryIds !== undefined) {
    const ids = q.categoryIds.length ? q.categoryIds : [0]
    base = base.where((eb) =>
      eb.or([
        eb('g.category_id', 'in', ids),
        eb('g.category_id', 'in', eb.selectFrom('browse_category').select('id').where('parent_id', 'in', ids)),
      ]),
    )
  }
  if (q.goodsType !== undefined) base = base.where('g.goods_type', '=', q.goodsType)
  if (q.groupId !== undefined)
    base = base.where(
      'g.id',
      'in',
      db
        .selectFrom('magic_group_goods')
        .select('goods_id')
        .where('group_id', '=', q.groupId as number),
    )
  const kw = (q.keyword ?? '').trim()
  if (kw) {
    const like = `%${kw.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    base = base.where((eb) =>
      eb.or([eb('g.goods_name', 'ilike', like), eb('g.sell_point', 'ilike', like), sql<boolean>`g.label_list::text ilike ${like}`]),
    )
  }
  const totalRow = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
  const total = Number(totalRow?.n ?? 0)
  let sort = q.sort ?? 'default'
  if (q.sortField === 'price') sort = q.sortOrder === 'desc' ? 'priceDesc' : 'priceAsc'
  if (q.sortField === 'sales') sort = 'sales'
  const minPrice = sql<number>`(select min(s.price_cents) from goods_sku s where s.goods_id = g.id)`
  let listQ = base.selectAll('g')
  switch (sort) {
    case 'sales':
      listQ = listQ.orderBy('g.sales_num', 'desc')
      break
    case 'priceAsc':
      listQ = listQ.orderBy(minPrice, 'asc')
      break
    case 'priceDesc':
      listQ = listQ.orderBy(minPrice, 'desc')
      break
    case 'new':
      listQ = listQ.orderBy('g.created_at', 'desc')
      break
    default:
      listQ = listQ.orderBy('g.sort').orderBy('g.id')
  }
  const rows = await listQ.orderBy('g.id').limit(pageSize).offset(offsetOf(pageNum, pageSize)).execute()
  return pageResult(await goodsCards(app, rows as GoodsRow[], hospitalId, app.deps.now()), total, pageNum, pageSize)
}

/** the specs and skus of a goods with its activity and the most one may buy (GoodsSkuRes; goods/goodsSku, pediatric/market/goodsSku) */
export async function goodsSkus(app: FastifyInstance, hospitalId: number, g: GoodsRow): Promise<GoodsSkuRes> {
  const db = app.deps.db
  const now = app.deps.now()
  const [[card], skus, acts] = await Promise.all([
    goodsCards(app, [g], hospitalId, now),
    skusOf(db, g.id),
    liveActivities(db, hospitalId, [g.id], now),
  ])
  const a = pickActivity(acts, g.id, now)
  const skuViews = skus.map((s) => toSku(app, s, g))
  const activity = a ? toGoodsActivity(a, activityBase(a, skuViews, g), now) : null
  const specs = g.spec_list as unknown as SpecJson[]
  return {
    goodsId: g.id,
    goodsDistributeId: g.goods_distribute_id,
    goodsName: g.goods_name,
    goodsUrl: card.goodsUrl,
    goodsType: card.goodsType,
    price: card.price,
    minPrice: card.minPrice,
    maxPrice: card.maxPrice,
    linedPrice: card.linedPrice,
    stock: card.stock,
    stockFlag: card.stockFlag,
    priceShowMode: card.priceShowMode,
    dealTypeDto: card.dealTypeDto,
    skuNum: specs.filter((s) => s.kind === 'sku').length || 1,
    messageNum: (g.message_fields as unknown as unknown[]).length,
    specList: toSpecList(specs),
    skus: skuViews,
    goodsSkuResps: skuViews,
    activity,
    maxNum: maxQuantity({
      goodsType: g.goods_type,
      stock: card.stock,
      stockFlag: g.stock_flag,
      activity: activity && activity.status === 2 ? activity : null,
    }).max,
  }
}

/**
 * /order-center cart, minimal part (SPEC §7 Cart): POST cart/addCart (login; sku, stock, price
 * display and activity checked, quantity limited by src/domain/cart maxQuantity) and the badge
 * count (POST cart/sumCart, GET cart/queryGoodsNum; visitors get 0). The buy journey adds the
 * other cart endpoints on the same `cart` table.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import type { PrefixPluginOptions } from '../../lib/route-plugin'
import { badRequest, ok } from '../../lib/errors'
import { loadViewer, requireUser } from '../../lib/auth-scope'
import { Envelope } from '../../../contract/lib'
import { AddCartRes, CartCountRes } from '../../../contract/cart'
import { maxQuantity } from '../../../src/domain/cart'
import { showSkuConfirm } from '../../../src/domain/pricing'
import { activityCardMessage } from '../../../src/domain/activity'
import * as M from '../../../src/domain/messages'
import { idField } from '../../lib/schemas'
import { cartRows } from './repository'
import { statusOf } from '../promotion'
import { findGoods, requireSku } from '../catalog'

export async function cartCount(app: FastifyInstance, userId: number | undefined, hospitalId: number): Promise<CartCountRes> {
  if (!userId) return { total: 0, kinds: 0 }
  const rows = await cartRows(app.deps.db, userId, hospitalId)
  return { total: rows.reduce((n, r) => n + r.goods_num, 0), kinds: rows.length }
}

export type AddCartBody = {
  goodsId: number
  goodsDistributeId?: number
  skuId: number
  goodsNum: number
  activityId?: number
  serviceData?: Array<{ key: string; value: string }>
}

/** addCart's rule set (also used by saveCartBatch): merges with the same goods/sku/activity line */
export async function addToCart(app: FastifyInstance, userId: number, hospitalId: number, b: AddCartBody): Promise<AddCartRes> {
  const db = app.deps.db
  const now = app.deps.now()
  const g = await findGoods(app, hospitalId, { goodsId: b.goodsId })
  if (b.goodsDistributeId !== undefined && b.goodsDistributeId !== g.goods_distribute_id) throw badRequest(M.GOODS_MISMATCH)
  const sku = await requireSku(app, g.id, b.skuId)
  if (!showSkuConfirm({ skuResolved: true, action: 'cart', priceShowMode: g.price_show_mode })) throw badRequest(M.CONSULT_BEFORE_CART)

  let activity: Parameters<typeof maxQuantity>[0]['activity'] = null
  if (b.activityId !== undefined) {
    const line = await db
      .selectFrom('activity_goods as ag')
      .innerJoin('activity as a', 'a.id', 'ag.activity_id')
      .selectAll('a')
      .select(['ag.id as ag_id', 'ag.sku_id', 'ag.activity_stock_num', 'ag.activity_stock_flag', 'ag.activity_num'])
      .where('a.id', '=', b.activityId)
      .where('a.hospital_id', '=', hospitalId)
      .where('ag.goods_id', '=', g.id)
      .where('ag.status', '=', 1)
      .where((eb) => eb.or([eb('ag.sku_id', 'is', null), eb('ag.sku_id', '=', sku.id)]))
      .executeTakeFirst()
    if (!line) throw badRequest(M.GOODS_NOT_IN_ACTIVITY)
    const status = statusOf(line, now)
    if (status === 1) throw badRequest(M.activityStateMessage(M.ACTIVITY_NOT_STARTED))
    if (status === 3) throw badRequest(M.activityStateMessage(M.ACTIVITY_ENDED))
    if (line.type === 2) throw badRequest(M.GROUP_BUY_ONLY_ON_ITS_PAGE)
    activity = {
      type: line.type,
      status,
      purchaseMax: line.purchase_max,
      hasBuyNum: 0, // no orders yet on this server; the buy journey counts bought quantities here
      singleLimit: line.single_limit,
      activityStockFlag: line.activity_stock_flag,
      activityStockNum: Math.max(0, line.activity_stock_num - line.activity_num),
    }
    const soldOut = activityCardMessage(activity)
    if (soldOut) throw badRequest(soldOut)
  }

  let q = db
    .selectFrom('cart')
    .select(['id', 'goods_num'])
    .where('user_id', '=', userId)
    .where('hospital_id', '=', hospitalId)
    .where('goods_id', '=', g.id)
    .where('sku_id', '=', sku.id)
  q = b.activityId === undefined ? q.where('activity_id', 'is', null) : q.where('activity_id', '=', b.activityId)
  const existing = await q.executeTakeFirst()
  const total = (existing?.goods_num ?? 0) + b.goodsNum
  const limit = maxQuantity({ goodsType: g.goods_type, stock: sku.stock, stockFlag: g.stock_flag, activity })
  if (limit.max <= 0) throw badRequest(limit.limit === 'stock' ? M.GOODS_SOLD_OUT : limit.message)
  if (total > limit.max) throw badRequest(limit.message)

  let cartId: number
  if (existing) {
    await db
      .updateTable('cart')
      .set({ goods_num: total, updated_at: now, ...(b.serviceData ? { service_data: JSON.stringify(b.serviceData) } : {}) })
      .where('id', '=', existing.id)
      .execute()
    cartId = existing.id
  } else {
    const row = await db
      .insertInto('cart')
      .values({
        user_id: userId,
        hospital_id: hospitalId,
        goods_id: g.id,
        goods_distribute_id: g.goods_distribute_id,
        sku_id: sku.id,
        goods_num: b.goodsNum,
        checked: true,
        activity_id: b.activityId ?? null,
        service_data: b.serviceData ? JSON.stringify(b.serviceData) : null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    cartId = row.id
  }
  return { cartId, goodsNum: total, total: (await cartCount(app, userId, hospitalId)).total }
}

export const cartRoutes: FastifyPluginAsync<PrefixPluginOptions> = async (app) => {
  const tags = ['order-center']

  // shoppingCart/saveCart: the older name (SPEC §7)
  for (const url of ['/cart/addCart', '/shoppingCart/saveCart'])
    app.post<{ Body: AddCartBody }>(
      url,
      {
        preHandler: requireUser,
        schema: {
          tags,
          summary: 'Add a sku to the cart (merges with the same goods/sku/activity line); quantity limits of SPEC §9',
          security: [{ token: [] }],
          body: {
            type: 'object',
            required: ['goodsId', 'skuId', 'goodsNum'],
            properties: {
              goodsId: idField,
              goodsDistributeId: idField,
              skuId: idField,
              goodsNum: { type: 'integer', minimum: 1, maximum: 999 },
              activityId: idField,
              serviceData: {
                type: 'array',
                maxItems: 50,
                items: {
                  type: 'object',
                  required: ['key', 'value'],
                  properties: { key: { type: 'string', maxLength: 50 }, value: { type: 'string', maxLength: 500 } },
                },
              },
            },
          },
          response: { 200: Envelope(AddCartRes) },
        },
      },
      async (req) => ok(await addToCart(app, req.user.userId, req.ctx.hospitalId, req.body)),
    )

  const countSchema = {
    tags,
    summary: 'Cart badge count: total quantity and number of lines (0 for visitors)',
    response: { 200: Envelope(CartCountRes) },
  }
  app.post('/cart/sumCart', { preHandler: loadViewer, schema: countSchema }, async (req) =>
    ok(await cartCount(app, req.session?.userId, req.ctx.hospitalId)),
  )
  app.get('/cart/queryGoodsNum', { preHandler: loadViewer, schema: countSchema }, async (req) =>
    ok(await cartCount(app, req.session?.userId, req.ctx.hospitalId)),
  )
}

/**
 * The remaining goods and config calls of SPEC §7 (issue 18): read-only views over the hospital, catalog,
 * promotion and page-builder data, and the cart's check-all. No rule lives here: each call uses its module's face.
 */
import type { FastifyInstance } from 'fastify'
import type { ActivityInfo, GoodsGroup, GoodsGroupDetail, GoodsLogistics, OrderCouponInfo, ShareRecordItem } from '../../../contract/compat'
import type { Protocol } from '../../../contract/api'
import { badRequest, notFound } from '../../lib/errors'
import { offsetOf, pageResult } from '../../lib/paging'
import { fmtReq } from '../../lib/time'
import { goodsCards, type GoodsRow } from '../catalog'
import { getProtocol, PROTOCOL_CODES } from '../hospital'
import { statusOf } from '../promotion'
import { requireOrders } from '../order'
import { isShippedLine } from '../../../src/domain/orders'
import { yuan } from '../../lib/money'
import * as M from '../../../src/domain/messages'

export async function contractsByCodes(app: FastifyInstance, hospitalId: number, codes: string): Promise<Protocol[]> {
  const list = [...new Set(codes.split(',').map(Number))]
  for (const code of list) if (!(PROTOCOL_CODES as readonly number[]).includes(code)) throw badRequest(M.unknownProtocolCode(code))
  return Promise.all(list.map((code) => getProtocol(app, code, hospitalId)))
}

export async function activityInfo(app: FastifyInstance, hospitalId: number, activityId: number): Promise<ActivityInfo> {
  const db = app.deps.db
  const a = await db
    .selectFrom('activity')
    .selectAll()
    .where('id', '=', activityId)
    .where('hospital_id', '=', hospitalId)
    .executeTakeFirst()
  if (!a) throw notFound(M.ACTIVITY_INFO_NOT_FOUND)
  const goods = await db
    .selectFrom('activity_goods')
    .select('goods_id')
    .distinct()
    .where('activity_id', '=', a.id)
    .orderBy('goods_id')
    .execute()
  return {
    activityId: a.id,
    activityName: a.activity_name,
    type: a.type,
    status: statusOf(a, app.deps.now()),
    periodBegin: fmtReq(a.period_begin),
    periodEnd: fmtReq(a.period_end),
    activityDescribe: a.activity_describe,
    purchaseMax: a.purchase_max,
    singleLimit: a.single_limit,
    teamNum: a.team_num,
    goodsIds: goods.map((g) => g.goods_id),
  }
}

const onShelf = (app: FastifyInstance, hospitalId: number) =>
  app.deps.db.selectFrom('goods').where('hospital_id', '=', hospitalId).where('status', '=', 1).where('hidden_from_lists', '=', false)

export async function newestGoods(app: FastifyInstance, hospitalId: number, pageNum: number, pageSize: number) {
  const total = Number(
    (
      await onShelf(app, hospitalId)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirst()
    )?.n ?? 0,
  )
  const rows = (await onShelf(app, hospitalId)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset(offsetOf(pageNum, pageSize))
    .execute()) as GoodsRow[]
  return pageResult(await goodsCards(app, rows, hospitalId, app.deps.now()), total, pageNum, pageSize)
}

/** the hospital's goods selections (magic groups of goods), with their on-shelf goods counts */
export async function goodsGroups(app: FastifyInstance, hospitalId: number): Promise<GoodsGroup[]> {
  const rows = await app.deps.db
    .selectFrom('magic_group as mg')
    .leftJoin('magic_group_goods as mgg', 'mgg.group_id', 'mg.id')
    .leftJoin('goods as g', (j) => j.onRef('g.id', '=', 'mgg.goods_id').on('g.status', '=', 1).on('g.hidden_from_lists', '=', false))
    .select((eb) => ['mg.id', 'mg.name', eb.fn.count<string>('g.id').as('n')])
    .where('mg.hospital_id', '=', hospitalId)
    .where('mg.group_type', '=', 'goods')
    .groupBy(['mg.id', 'mg.name', 'mg.sort'])
    .orderBy('mg.sort')
    .orderBy('mg.id')
    .execute()
  return rows.map((r) => ({ groupId: r.id, name: r.name, goodsCount: Number(r.n) }))
}

export async function groupGoods(app: FastifyInstance, hospitalId: number, groupId: number, pageNum: number, pageSize: number) {
  const group = (await goodsGroups(app, hospitalId)).find((g) => g.groupId === groupId)
  if (!group) throw notFound(M.GOODS_GROUP_NOT_FOUND)
  const rows = (await app.deps.db
    .selectFrom('magic_group_goods as mgg')
    .innerJoin('goods as g', 'g.id', 'mgg.goods_id')
    .selectAll('g')
    .where('mgg.group_id', '=', groupId)
    .where('g.status', '=', 1)
    .where('g.hidden_from_lists', '=', false)
    .where('g.hospital_id', '=', hospitalId)
    .orderBy('mgg.sort')
    .orderBy('g.id')
    .limit(pageSize)
    .offset(offsetOf(pageNum, pageSize))
    .execute()) as GoodsRow[]
  return { group, page: pageResult(await goodsCards(app, rows, hospitalId, app.deps.now()), group.goodsCount, pageNum, pageSize) }
}

export async function goodsGroupDetailOf(app: FastifyInstance, hospitalId: number, groupId: number): Promise<GoodsGroupDetail> {
  const { group, page } = await groupGoods(app, hospitalId, groupId, 1, 20)
  return { ...group, goods: page.list }
}

export async function goodsLogistics(app: FastifyInstance, hospitalId: number, goodsId: number): Promise<GoodsLogistics> {
  const g = await onShelf(app, hospitalId).select(['id', 'goods_type']).where('id', '=', goodsId).executeTakeFirst()
  if (!g) throw notFound(M.GOODS_OFF_SHELF)
  const shipped = isShippedLine({ goodsType: g.goods_type })
  return { goodsId: g.id, needDelivery: shipped, freight: yuan(0), deliveryText: shipped ? M.DELIVERY_SHIPPED : M.DELIVERY_NONE }
}

/** the coupon used on the caller's order (another user's order: 404), or null */
export async function orderCouponInfo(app: FastifyInstance, userId: number, orderId: number): Promise<OrderCouponInfo | null> {
  await requireOrders(app.deps.db, userId, [orderId])
  const row = await app.deps.db
    .selectFrom('shop_order as o')
    .innerJoin('user_coupon as uc', 'uc.id', 'o.user_coupon_id')
    .innerJoin('coupon_rule as r', 'r.id', 'uc.coupon_rule_id')
    .select(['uc.id', 'r.id as ruleId', 'r.coupon_name', 'r.coupon_type', 'r.coupon_val', 'o.coupon_discount_cents'])
    .where('o.id', '=', orderId)
    .where('o.user_id', '=', userId)
    .executeTakeFirst()
  if (!row) return null
  return {
    userCouponId: row.id,
    couponRuleId: row.ruleId,
    couponName: row.coupon_name,
    couponType: row.coupon_type,
    couponVal: row.coupon_val,
    discount: yuan(row.coupon_discount_cents),
  }
}

/** the caller's shares, newest first (what zeus/buryPoint/share recorded with their session) */
export async function shareRecords(app: FastifyInstance, userId: number, hospitalId: number, pageNum: number, pageSize: number) {
  const base = app.deps.db
    .selectFrom('track_event')
    .where('user_id', '=', userId)
    .where('hospital_id', '=', hospitalId)
    .where('kind', '=', 'share')
  const total = Number((await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst())?.n ?? 0)
  const rows = await base.selectAll().orderBy('id', 'desc').limit(pageSize).offset(offsetOf(pageNum, pageSize)).execute()
  const list: ShareRecordItem[] = rows.map((r) => ({
    path: r.path ?? r.name,
    target: r.target ?? '',
    objectType: r.object_type,
    objectId: r.object_id,
    sharedAt: fmtReq(r.created_at),
  }))
  return pageResult(list, total, pageNum, pageSize)
}

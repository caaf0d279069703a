/**
 * The order views of the caller's orders (list items and details: lines, gifts, add-on items,
 * appointments — a unit booked through the exam module shows that booking —, what the status allows
 * by src/domain orderCan) and the owner check (another user's order is 404).
 */
import type { FastifyInstance } from 'fastify'
import type { Kysely, Selectable, Transaction } from 'kysely'
import type { DB } from '../../lib/db/schema'
import { notFound } from '../../lib/errors'
import { isShippedLine, orderCan, orderCapabilitiesOf, orderStatusLabel } from '../../../src/domain/orders'
import { maskIdNumberFields } from '../../../src/domain/money'
import {
  type OrderAddress,
  type OrderLine,
  type OrderListItem,
  type PeInfo,
  type PayState,
  type OrderStatusCode,
  OrderDetail,
} from '../../../contract/order'
import { fmt, fmtReq } from '../../lib/time'
import { asset } from '../../lib/assets'
import { closeExpired } from '../pay'
import { cachedMany, groupBy } from '../../lib/cache'
import * as M from '../../../src/domain/messages'

type OrderRow = Selectable<DB['shop_order']>
type Q = Kysely<DB> | Transaction<DB>
type OrderGoodsRow = Selectable<DB['order_goods']>

export const yuanOf = (c: number | null | undefined) => (c === null || c === undefined ? 0 : Math.round(c) / 100)

// ------------------------------------------------------------------ exam-module bookings of order units

/** a unit booked through the exam module is rescheduled or cancelled there */
export const EXAM_BOOKED = M.EXAM_BOOKED_ELSEWHERE

/** booked exam appointments (/intserv/pe/appoint) on the units of these orders: a unit's place is either its own (order_appoint.pool_id) or one of these */
export function examBookings(db: Q, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('pe_appointment')
    .select(['order_id', 'order_goods_id', 'unit_index', 'appointed_date', 'appointed_time', 'reschedule_count'])
    .where('order_id', 'in', orderIds)
    .where('order_goods_id', 'is not', null)
    .where('status', '=', 1)
    .execute()
}
export async function examBookingOf(db: Q, unit: { order_goods_id: number; unit_index: number }): Promise<boolean> {
  return !!(await db
    .selectFrom('pe_appointment')
    .select('id')
    .where('order_goods_id', '=', unit.order_goods_id)
    .where('unit_index', '=', unit.unit_index)
    .where('status', '=', 1)
    .executeTakeFirst())
}

// ------------------------------------------------------------------ views

/** rows of `table` with an order_id, for these orders, read per order through the read cache; in the order of `ids` */
async function byOrder<R extends { order_id: number | null }>(
  db: Q,
  ns: string,
  ids: number[],
  table: string,
  load: (ids: number[]) => Promise<R[]>,
): Promise<R[]> {
  const m = await cachedMany<readonly R[]>(
    db,
    ns,
    ids,
    [table],
    async (missing) => groupBy(await load(missing as number[]), (r) => r.order_id ?? 0),
    [],
  )
  return ids.flatMap((id) => m.get(id) ?? [])
}

/**
 * One order line as the app reads it. The booking details (appointments, the delivery address, the
 * promotion infos, add-on items) are the order's own; an offline (counter) order has none of them.
 */
export function lineView(
  app: FastifyInstance,
  g: OrderGoodsRow,
  appoints: Array<Selectable<DB['order_appoint']>> = [],
  address: OrderAddress | null = null,
  infos: any[] = [],
  addItems: Array<Selectable<DB['order_add_item']>> = [],
): OrderLine {
  const pe = (g.pe_info as unknown as PeInfo[]) ?? []
  const mine = appoints.filter((a) => a.order_goods_id === g.id)
  const first = mine[0]
  return {
    id: g.id,
    goodsId: g.goods_id,
    goodsDistributeId: g.goods_distribute_id,
    goodsName: g.goods_name,
    goodsType: g.goods_type as 1 | 2 | 3,
    categoryId: g.category_id,
    backCategoryId: g.category_id,
    skuId: g.sku_id,
    skuDistributeId: g.sku_id,
    skuName: g.sku_name,
    skuData: JSON.stringify(g.sku_data),
    price: yuanOf(g.price_cents),
    maxPrice: yuanOf(g.max_price_cents),
    perActualPrice: yuanOf(g.per_actual_cents),
    realPrice: yuanOf(g.real_cents),
    headPic: asset(app, g.head_pic),
    path: asset(app, g.head_pic),
    amount: g.goods_num,
    goodsNum: g.goods_num,
    dealType: g.deal_type,
    isSupportRefund: g.is_support_refund,
    isGift: g.is_gift,
    activityId: g.activity_id,
    activityPrice: g.activity_price_cents === null ? null : yuanOf(g.activity_price_cents),
    activityDiscountPrice: g.activity_discount_price_cents === null ? null : yuanOf(g.activity_discount_price_cents),
    activityDiscountMoney: yuanOf(g.activity_discount_cents + g.promotion_discount_cents),
    activityDiscountInfo: g.promotion_id !== null ? (infos.find((i) => i.activityId === g.promotion_id) ?? null) : null,
    couponDiscount: yuanOf(g.coupon_discount_cents),
    serviceData: ((g.service_data as unknown as any[] | null)?.[0] as any) ?? [],
    serviceDataList: (g.service_data as unknown as any[] | null) ?? [],
    peInfoList: pe.map((p, i) => {
      const a = mine.find((x) => x.unit_index === i)
      // ID numbers typed into the rule form are stored for the hospital; replies show them masked
      return {
        ...p,
        filedInfo: maskIdNumberFields(p.filedInfo),
        appointedDate: a?.appointed_date ?? '',
        appointedTime: a?.appointed_time ?? '',
      }
    }),
    addItems: addItems
      .filter((a) => a.order_goods_id === g.id)
      .map((a) => ({ id: a.add_item_id, unitIndex: a.unit_index, itemName: a.item_name, price: yuanOf(a.price_cents) })),
    servicePersons: Object.values((g.service_roles as unknown as Record<string, { person: any } | null>) ?? {})
      .map((r) => r?.person)
      .filter(Boolean),
    appointedDate: first?.appointed_date ?? null,
    appointedTime: first?.appointed_time ?? null,
    serviceUsedAmount: g.used_num,
    pickUpAmount: 0,
    pickUpInfos: [],
    selectAddress: isShippedLine({ goodsType: g.goods_type }) ? address : null,
    pickAddress: '',
  }
}

function remainMs(o: OrderRow, now: Date): number {
  return orderCan(o.status, 'showCloseTime') ? Math.max(0, new Date(o.close_at).getTime() - now.getTime()) : 0
}

export async function orderViews(app: FastifyInstance, rows: OrderRow[], detail: boolean): Promise<OrderDetail[]> {
  if (rows.length === 0) return []
  const db = app.deps.db
  const now = app.deps.now()
  const ids = rows.map((r) => r.id)
  // the rows of each order through the read cache (version-keyed by their table: any write to it is seen at once
  // on this instance, within a NOTIFY round trip on the others; server/lib/cache); inside a transaction: the database
  const [goods, ownAppoints, addItems, exams] = await Promise.all([
    byOrder(db, 'orderGoods', ids, 'order_goods', (ids) =>
      db.selectFrom('order_goods').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
    ),
    byOrder(db, 'orderAppoint', ids, 'order_appoint', (ids) =>
      db.selectFrom('order_appoint').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
    ),
    byOrder(db, 'orderAddItem', ids, 'order_add_item', (ids) =>
      db
        .selectFrom('order_add_item')
        .selectAll()
        .where('order_id', 'in', ids)
        .orderBy('order_goods_id')
        .orderBy('unit_index')
        .orderBy('id')
        .execute(),
    ),
    byOrder(db, 'orderExamBookings', ids, 'pe_appointment', (ids) => examBookings(db, ids)),
  ])
  // a unit booked through the exam module shows that booking
  const appoints = ownAppoints.map((a) => {
    const e = exams.find((x) => x.order_goods_id === a.order_goods_id && x.unit_index === a.unit_index)
    return e ? { ...a, appointed_date: e.appointed_date, appointed_time: e.appointed_time } : a
  })
  return rows.map((o) => {
    const address = (o.address as unknown as OrderAddress | null) ?? null
    const infos = (o.promotions as unknown as any[]) ?? []
    const mine = goods.filter((g) => g.order_id === o.id)
    const lines = mine.map((g) => lineView(app, g, appoints, address, infos, addItems))
    const paid = lines.filter((l) => !l.isGift)
    const anyUsed = mine.some((g) => g.used_num > 0)
    const item: OrderListItem = {
      id: o.id,
      orderNo: o.order_no,
      orderClassify: o.order_classify as 0 | 1,
      status: o.status as OrderStatusCode,
      statusLabel: orderStatusLabel(o.status),
      createTime: fmtReq(o.created_at),
      actualPrice: yuanOf(o.actual_cents),
      goodsNum: paid.reduce((n, l) => n + l.goodsNum, 0),
      goodsList: detail ? paid : paid.slice(0, 3),
      payRemainMs: remainMs(o, now),
      canCancel: orderCan(o.status, 'cancel'),
      canDelete: orderCan(o.status, 'delete'),
      // a service order (no shipped line) is used and refunded, never received (issue 35)
      canConfirm: orderCapabilitiesOf({ status: o.status, goodsList: lines }).confirm,
      canRefund: orderCan(o.status, 'refund') && !anyUsed && mine.every((g) => g.is_gift || g.is_support_refund),
    }
    if (!detail) return item as OrderDetail
    return {
      ...item,
      hospitalId: o.hospital_id,
      payTime: fmt(o.pay_time),
      closeTime: orderCan(o.status, 'showCloseTime') ? fmtReq(o.close_at) : null,
      closeTimeMs: new Date(o.close_at).getTime(),
      cancelTime: fmt(o.cancel_time),
      cancelReason: o.cancel_reason,
      finishTime: fmt(o.finish_time),
      refundTime: fmt(o.refund_time),
      goodsTotalMoney: yuanOf(o.goods_total_cents),
      addItemMoney: yuanOf(o.add_item_cents),
      activityTotalDiscountMoney: yuanOf(o.activity_discount_cents),
      couponDiscountMoney: yuanOf(o.coupon_discount_cents),
      userCouponId: o.user_coupon_id,
      payChannel: o.pay_channel as OrderDetail['payChannel'],
      payWay: o.pay_way as OrderDetail['payWay'],
      payNo: o.pay_no,
      payState: o.pay_state as PayState,
      address,
      remark: o.remark,
      activityDiscountInfos: infos,
      gifts: lines.filter((l) => l.isGift),
      hasAppoint: appoints.some((a) => a.order_id === o.id && a.appointed_date !== null),
      hasQr: orderCan(o.status, 'qr') && !!o.verify_code,
      shipCompany: o.ship_company ?? null,
      shipNo: o.ship_no ?? null,
      shipTime: fmt(o.shipped_at ?? null),
    }
  })
}

/** the caller's order (not deleted) or 404 */
export async function ownOrder(app: FastifyInstance, userId: number, orderId: number): Promise<OrderRow> {
  const o = await app.deps.db
    .selectFrom('shop_order')
    .selectAll()
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .where('deleted', '=', false)
    .executeTakeFirst()
  if (!o) throw notFound(M.ORDER_NOT_FOUND)
  return o
}

export async function orderDetail(app: FastifyInstance, userId: number, orderId: number): Promise<OrderDetail> {
  await closeExpired(app, { userId })
  const o = await ownOrder(app, userId, orderId)
  return (await orderViews(app, [o], true))[0]
}

/**
 * /order-center orders (SPEC §7 Orders, mounted at /order-center/orderCenter/...; also
 * /order-center/order/orderCancel, /order-center/order/sellOutApply and /order-center/cart/payCart):
 * commitPay, payCart (pay way 1), mergePay (pay way 2), myOrders, orderDetail, orderStatusNum,
 * orderNum, getOrderQr / getQrPic (qrcode), orderCancel, orderDelete, orderConfirm, orderRefund,
 * orderQuery, changeReceiver, changePeInfo, queryOrderAppoint, updateAppointDate, cancelAppoint
 * (src/domain canReschedule), getVerificationRecord, updateVerification (not in production),
 * sellOutApply, getRouteInfo. Every order endpoint is the caller's: another user's order is 404.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { Kysely, Selectable, Transaction } from 'kysely'
import QRCode from 'qrcode'
import type { PrefixPluginOptions } from '../../lib/route-plugin'
import type { DB } from '../../lib/db/schema'
import { badRequest, conflict, notFound, ok } from '../../lib/errors'
import { loadViewer, requireUser } from '../../lib/auth-scope'
import type { RuleField } from '../../../contract/browse'
import {
  canReschedule,
  isShippedLine,
  isTerminalStatus,
  nextOrderStatus,
  orderCan,
  orderDetailRoute,
  orderStatusLabel,
  parsePayResult,
  isPayChannelAllowed,
  validateAppointment,
  type PayChannel,
} from '../../../src/domain/orders'
import { validateRuleForm } from '../../../src/domain/validation'
import { businessToday } from '../../../src/domain/time'
import { isIdNumberField, maskIdNumber, maskIdNumberFields } from '../../../src/domain/money'
import { Envelope } from '../../../contract/lib'
import {
  ChangeReceiverReq,
  MyOrdersReq,
  OrderCancelReq,
  OrderIdQuery,
  OrderIdReq,
  OrderRefundReq,
  CommitPayRes,
  GetVerificationRecordRes,
  type OrderAddress,
  type OrderLine,
  type OrderListItem,
  type OrderAppoint,
  type PeInfo,
  type PayState,
  type OrderStatusCode,
  MyOrdersRes,
  OrderActionRes,
  OrderDetail,
  OrderNumRes,
  OrderQrPicRes,
  OrderQrRes,
  OrderStatusNumRes,
  QueryOrderAppointRes,
  RouteInfoRes,
  SellOutApplyRes,
} from '../../../contract/order'
import { MergePayReq, OrderQueryReq, OrderQueryRes, PrepayRes } from '../../../contract/pay'
import { offsetOf, pageResult } from '../../lib/paging'
import { fmt, fmtReq } from '../../lib/time'
import { asset } from '../../lib/assets'
import { addressSchema, orderLinesProps, payChannelField, peInfoSchema, returnUrlField } from '../checkout'
import { idField } from '../../lib/schemas'
import { resolveAddress, cancelOrder, createOrder } from './service'
import { applyPayResult, closeExpired, refundOrder, resolveReturnUrl, startPayment, syncPayment } from '../pay'
import { clientEnv } from '../../lib/request-context'
import { OFFLINE_CREATE_WAYS } from '../../../contract/offline'
import { bookSlot, releaseSlot } from '../appointment'
import * as M from '../../../src/domain/messages'

/** the orderCreateWay header as the client sent it, except the offline ways (counter, prescription): only staff create those */
const clientCreateWay = (way: string | undefined) =>
  way && !(OFFLINE_CREATE_WAYS as readonly string[]).includes(way) ? way.slice(0, 32) : ''

type OrderRow = Selectable<DB['shop_order']>
type Q = Kysely<DB> | Transaction<DB>
type OrderGoodsRow = Selectable<DB['order_goods']>

const tags = ['order-center']
const security = [{ token: [] }]
const yuanOf = (c: number | null | undefined) => (c === null || c === undefined ? 0 : Math.round(c) / 100)

// ------------------------------------------------------------------ exam-module bookings of order units

/** a unit booked through the exam module is rescheduled or cancelled there */
const EXAM_BOOKED = M.EXAM_BOOKED_ELSEWHERE

/** booked exam appointments (/intserv/pe/appoint) on the units of these orders: a unit's place is either its own (order_appoint.pool_id) or one of these */
function examBookings(db: Q, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('pe_appointment')
    .select(['order_id', 'order_goods_id', 'unit_index', 'appointed_date', 'appointed_time', 'reschedule_count'])
    .where('order_id', 'in', orderIds)
    .where('order_goods_id', 'is not', null)
    .where('status', '=', 1)
    .execute()
}
async function examBookingOf(db: Q, unit: { order_goods_id: number; unit_index: number }): Promise<boolean> {
  return !!(await db
    .selectFrom('pe_appointment')
    .select('id')
    .where('order_goods_id', '=', unit.order_goods_id)
    .where('unit_index', '=', unit.unit_index)
    .where('status', '=', 1)
    .executeTakeFirst())
}

// ------------------------------------------------------------------ views

function lineView(
  app: FastifyInstance,
  g: OrderGoodsRow,
  appoints: Array<Selectable<DB['order_appoint']>>,
  address: OrderAddress | null,
  infos: any[],
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
    serviceData: ((g.service_data as unknown as any[])[0] as any) ?? [],
    serviceDataList: (g.service_data as unknown as any[]) ?? [],
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

async function orderViews(app: FastifyInstance, rows: OrderRow[], detail: boolean): Promise<OrderDetail[]> {
  if (rows.length === 0) return []
  const db = app.deps.db
  const now = app.deps.now()
  const ids = rows.map((r) => r.id)
  const [goods, ownAppoints, addItems, exams] = await Promise.all([
    db.selectFrom('order_goods').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
    db.selectFrom('order_appoint').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
    db
      .selectFrom('order_add_item')
      .selectAll()
      .where('order_id', 'in', ids)
      .orderBy('order_goods_id')
      .orderBy('unit_index')
      .orderBy('id')
      .execute(),
    examBookings(db, ids),
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
      canConfirm: orderCan(o.status, 'confirm'),
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

async function orderDetail(app: FastifyInstance, userId: number, orderId: number): Promise<OrderDetail> {
  await closeExpired(app, { userId })
  const o = await ownOrder(app, userId, orderId)
  return (await orderViews(app, [o], true))[0]
}

function requestKey(req: FastifyRequest, body: { requestId?: string; orderToken?: string }): string | undefined {
  const h = req.headers['requestid'] ?? req.headers['x-request-id'] ?? req.headers['ordertoken']
  const k = body.requestId ?? body.orderToken ?? (Array.isArray(h) ? h[0] : h)
  return k ? String(k).slice(0, 100) : undefined
}

function checkChannel(req: FastifyRequest, channel: number): void {
  // a channel the environment cannot use is refused (SPEC §4 channels per environment)
  const env = clientEnv(req)
  if (req.ctx.appTag && !isPayChannelAllowed(channel, env)) throw badRequest(M.PAY_CHANNEL_NOT_ALLOWED)
}

const appointSchema = {
  type: 'object',
  required: ['orderId', 'orderGoodsId'],
  properties: { orderId: idField, orderGoodsId: idField, index: { type: 'integer', minimum: 0, maximum: 998, default: 0 } },
}

// ------------------------------------------------------------------ routes

export const orderRoutes: FastifyPluginAsync<PrefixPluginOptions> = async (app) => {
  const db = app.deps.db

  const commitBody = {
    type: 'object',
    properties: {
      requestId: { type: 'string', minLength: 1, maxLength: 100 },
      orderToken: { type: 'string', minLength: 1, maxLength: 100 },
      ...orderLinesProps,
      userCouponId: { type: 'integer', minimum: 0 },
      addressId: idField,
      address: addressSchema,
      gifts: {
        type: 'array',
        maxItems: 20,
        items: { type: 'object', required: ['activityId', 'skuId'], properties: { activityId: idField, goodsId: idField, skuId: idField } },
      },
      remark: { type: 'string', maxLength: 200 },
      payChannel: payChannelField,
      returnUrl: returnUrlField,
      actualPrice: { type: 'number', description: 'IGNORED' },
      goodsTotalMoney: { type: 'number', description: 'IGNORED' },
    },
  }
  type CommitBody = {
    requestId?: string
    orderToken?: string
    cartIds?: number[]
    goodsList?: any[]
    userCouponId?: number
    addressId?: number
    address?: OrderAddress
    gifts?: any[]
    remark?: string
    payChannel?: PayChannel
    returnUrl?: string
  }

  const commit = async (req: FastifyRequest<{ Body: CommitBody }>, payWay: 1 | 2, requireChannel: boolean): Promise<CommitPayRes> => {
    const b = req.body
    if (requireChannel && b.payChannel === undefined) throw badRequest(M.missingParamMessage('payChannel'))
    if (b.payChannel !== undefined) checkChannel(req, b.payChannel)
    if (b.payChannel !== undefined) resolveReturnUrl(app.deps, b.returnUrl) // a bad return URL is refused before the order is made
    const userId = req.user.userId
    const res = await createOrder(app, {
      userId,
      hospitalId: req.ctx.hospitalId,
      requestKey: requestKey(req, b),
      cartIds: b.cartIds,
      goodsList: b.goodsList,
      userCouponId: b.userCouponId,
      addressId: b.addressId,
      address: b.address,
      gifts: b.gifts,
      remark: b.remark,
      payWay: Number(req.ctx.orderPayWay) === 2 ? 2 : payWay,
      createWay: clientCreateWay(req.ctx.orderCreateWay),
    })
    if (b.payChannel !== undefined && orderCan(res.status, 'pay')) {
      res.pay = await startPayment(app, {
        userId,
        orderIds: [res.orderId],
        channel: b.payChannel,
        payWay,
        returnUrl: b.returnUrl,
        clientIp: req.ip,
      })
    }
    return res
  }

  app.post<{ Body: CommitBody }>(
    '/orderCenter/commitPay',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        body: commitBody,
        response: { 200: Envelope(CommitPayRes) },
        summary:
          'Create one order from the checked cart lines (cartIds) or a buy-now line (goodsList); server pricing; atomic stock; idempotent by requestId/orderToken; optional payChannel prepays at once',
      },
    },
    async (req) => ok(await commit(req, 1, false)),
  )
  app.post<{ Body: CommitBody }>(
    '/cart/payCart',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        body: commitBody,
        response: { 200: Envelope(CommitPayRes) },
        summary: 'Pay way 1: order the cart lines and prepay (payChannel required)',
      },
    },
    async (req) => ok(await commit(req, 1, true)),
  )
  app.post<{ Body: { orderIds: number[]; payChannel: PayChannel; returnUrl?: string } }>(
    '/orderCenter/mergePay',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: 'Pay way 2: one payment for several pending orders of the caller',
        body: MergePayReq,
        response: { 200: Envelope(PrepayRes) },
      },
    },
    async (req) => {
      checkChannel(req, req.body.payChannel)
      return ok(
        await startPayment(app, {
          userId: req.user.userId,
          orderIds: req.body.orderIds,
          channel: req.body.payChannel,
          payWay: 2,
          returnUrl: req.body.returnUrl,
          clientIp: req.ip,
        }),
      )
    },
  )

  app.get<{ Querystring: { status?: number; orderClassify?: number; pageNum: number; pageSize: number } }>(
    '/orderCenter/myOrders',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: "The caller's orders by status (0/omitted = all), newest first",
        querystring: MyOrdersReq,
        response: { 200: Envelope(MyOrdersRes) },
      },
    },
    async (req) => {
      const userId = req.user.userId
      await closeExpired(app, { userId })
      const { status, orderClassify, pageNum, pageSize } = req.query
      let q = db
        .selectFrom('shop_order')
        .where('user_id', '=', userId)
        .where('hospital_id', '=', req.ctx.hospitalId)
        .where('deleted', '=', false)
      if (status) q = q.where('status', '=', status)
      if (orderClassify !== undefined) q = q.where('order_classify', '=', orderClassify)
      const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0)
      const rows = await q
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset(offsetOf(pageNum, pageSize))
        .execute()
      return ok(pageResult(await orderViews(app, rows, false), total, pageNum, pageSize))
    },
  )

  const idQuery = OrderIdQuery
  const qid = (q: { id?: number; orderId?: number }) => {
    const id = q.orderId ?? q.id
    if (id === undefined) throw badRequest(M.missingParamMessage('orderId'))
    return id
  }
  app.get<{ Querystring: { id?: number; orderId?: number } }>(
    '/orderCenter/orderDetail',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: 'An order of the caller (id or orderId)',
        querystring: idQuery,
        response: { 200: Envelope(OrderDetail) },
      },
    },
    async (req) => ok(await orderDetail(app, req.user.userId, qid(req.query))),
  )

  const counts = async (userId: number, hospitalId: number) => {
    await closeExpired(app, { userId })
    const rows = await db
      .selectFrom('shop_order')
      .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
      .where('user_id', '=', userId)
      .where('hospital_id', '=', hospitalId)
      .where('deleted', '=', false)
      .groupBy('status')
      .execute()
    const m: Record<number, number> = { 101: 0, 102: 0, 103: 0, 104: 0, 105: 0 }
    for (const r of rows) m[r.status] = Number(r.n)
    return m
  }
  app.get(
    '/orderCenter/orderStatusNum',
    {
      preHandler: requireUser,
      schema: { tags, security, summary: 'Order counts per status', response: { 200: Envelope(OrderStatusNumRes) } },
    },
    async (req) => {
      const m = await counts(req.user.userId, req.ctx.hospitalId)
      return ok({ ...m, all: Object.values(m).reduce((a, b) => a + b, 0) })
    },
  )
  app.get(
    '/orderCenter/orderNum',
    {
      preHandler: loadViewer,
      schema: { tags, summary: 'Number of orders of the caller (0 for visitors)', response: { 200: Envelope(OrderNumRes) } },
    },
    async (req) => {
      if (!req.session) return ok({ total: 0, active: 0 })
      const m = await counts(req.session.userId, req.ctx.hospitalId)
      return ok({
        total: Object.values(m).reduce((a, b) => a + b, 0),
        active: Object.entries(m).reduce((a, [s, n]) => (isTerminalStatus(Number(s)) ? a : a + n), 0),
      })
    },
  )

  const qr = async (req: FastifyRequest<{ Querystring: { id?: number; orderId?: number } }>) => {
    const o = await ownOrder(app, req.user.userId, qid(req.query))
    if (!orderCan(o.status, 'qr') || !o.verify_code) throw conflict(M.ORDER_NO_QR)
    return o
  }
  app.get<{ Querystring: { id?: number; orderId?: number } }>(
    '/orderCenter/getOrderQr',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: 'Verification code and its QR (SVG data URL) of a 104/105 order',
        querystring: idQuery,
        response: { 200: Envelope(OrderQrRes) },
      },
    },
    async (req) => {
      const o = await qr(req)
      const svg = await QRCode.toString(o.verify_code!, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      return ok({ orderId: o.id, verifyCode: o.verify_code, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` })
    },
  )
  app.get<{ Querystring: { id?: number; orderId?: number } }>(
    '/orderCenter/getQrPic',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: 'The verification QR as a PNG data URL',
        querystring: idQuery,
        response: { 200: Envelope(OrderQrPicRes) },
      },
    },
    async (req) => {
      const o = await qr(req)
      return ok({
        orderId: o.id,
        verifyCode: o.verify_code,
        qrPic: await QRCode.toDataURL(o.verify_code!, { margin: 1, width: 300, errorCorrectionLevel: 'M' }),
      })
    },
  )

  for (const url of ['/orderCenter/orderCancel', '/order/orderCancel']) {
    app.post<{ Body: { orderId: number; cancelReason: string; remark?: string } }>(
      url,
      {
        preHandler: requireUser,
        schema: {
          tags,
          security,
          summary: 'Cancel an unpaid order (reasons 价格贵 / 余额不足 / 暂时不需要 / 其他); stock and coupon come back',
          body: OrderCancelReq,
          response: { 200: Envelope(OrderActionRes) },
        },
      },
      async (req) => {
        const o = await ownOrder(app, req.user.userId, req.body.orderId)
        if (o.pay_no && o.pay_state === 'PAYING') await syncPayment(app, o.pay_no)
        const reason = req.body.remark ? `${req.body.cancelReason}：${req.body.remark}` : req.body.cancelReason
        const r = await cancelOrder(app, o.id, 'cancel', reason)
        if (!r) throw conflict(M.ORDER_CANNOT_CANCEL)
        return ok({ orderId: r.id, status: r.status })
      },
    )
  }

  const idBody = OrderIdReq
  const del = async (userId: number, orderId: number) => {
    const o = await ownOrder(app, userId, orderId)
    if (!orderCan(o.status, 'delete')) throw conflict(M.ORDER_CANNOT_DELETE)
    await db
      .updateTable('shop_order')
      .set({ deleted: true, updated_at: app.deps.now() })
      .where('id', '=', o.id)
      .where('user_id', '=', userId)
      .execute()
    return ok({ orderId: o.id, status: o.status })
  }
  app.get<{ Querystring: { orderId?: number; id?: number } }>(
    '/orderCenter/orderDelete',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: 'Delete (hide) a 102/103 order',
        querystring: idQuery,
        response: { 200: Envelope(OrderActionRes) },
      },
    },
    async (req) => del(req.user.userId, qid(req.query)),
  )
  app.post<{ Body: { orderId: number } }>(
    '/orderCenter/orderDelete',
    {
      preHandler: requireUser,
      schema: { tags, security, summary: 'Delete (hide) a 102/103 order', body: idBody, response: { 200: Envelope(OrderActionRes) } },
    },
    async (req) => del(req.user.userId, req.body.orderId),
  )

  app.post<{ Body: { orderId: number } }>(
    '/orderCenter/orderConfirm',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: 'Confirm receipt / completion: 104/105 → 102',
        body: idBody,
        response: { 200: Envelope(OrderActionRes) },
      },
    },
    async (req) => {
      const o = await ownOrder(app, req.user.userId, req.body.orderId)
      const to = nextOrderStatus(o.status, 'complete')
      if (to === null) throw conflict(M.ORDER_CANNOT_CONFIRM)
      const now = app.deps.now()
      const r = await db
        .updateTable('shop_order')
        .set({ status: to, finish_time: now, updated_at: now })
        .where('id', '=', o.id)
        .where('status', '=', o.status)
        .returning(['id', 'status'])
        .executeTakeFirst()
      if (!r) throw conflict(M.ORDER_CHANGED_REFRESH)
      return ok({ orderId: r.id, status: r.status })
    },
  )

  app.post<{ Body: { orderId: number; reason?: string } }>(
    '/orderCenter/orderRefund',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: 'Refund a paid, unused order through its provider (104 → 103); stock and coupon come back',
        body: OrderRefundReq,
        response: { 200: Envelope(OrderActionRes) },
      },
    },
    async (req) => {
      const r = await refundOrder(app, req.user.userId, req.body.orderId, req.body.reason ?? M.REFUND_REASON_DEFAULT)
      return ok({ orderId: r.id, status: r.status, refundNo: r.refund_no ?? undefined })
    },
  )

  app.post<{ Body: { orderId?: number; payNo?: string } }>(
    '/orderCenter/orderQuery',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: 'Payment state of an order (asks the provider while paying)',
        body: OrderQueryReq,
        response: { 200: Envelope(OrderQueryRes) },
      },
    },
    async (req) => {
      const userId = req.user.userId
      let o: OrderRow | undefined
      if (req.body.orderId !== undefined) o = await ownOrder(app, userId, req.body.orderId)
      else if (req.body.payNo) {
        const pay = await db
          .selectFrom('payment')
          .selectAll()
          .where('pay_no', '=', req.body.payNo)
          .where('user_id', '=', userId)
          .executeTakeFirst()
        if (!pay) throw notFound(M.PAYMENT_NOT_FOUND)
        o = await ownOrder(app, userId, (pay.order_ids as unknown as number[])[0])
      } else throw badRequest(M.missingParamMessage('orderId'))
      if (o.pay_no && o.pay_state === 'PAYING') {
        await syncPayment(app, o.pay_no)
        o = await ownOrder(app, userId, o.id)
      }
      await closeExpired(app, { userId })
      o = await ownOrder(app, userId, o.id)
      const payState = o.pay_state as PayState
      return ok({
        orderId: o.id,
        status: o.status,
        payState,
        payResult:
          payState === 'SUCCESS' || payState === 'REFUNDED'
            ? 'SUCCESS'
            : payState === 'CLOSED' || payState === 'FAIL'
              ? parsePayResult(payState)
              : null,
        payNo: o.pay_no,
        payTime: fmt(o.pay_time),
        actualPrice: yuanOf(o.actual_cents),
      })
    },
  )

  app.post<{ Body: { orderId: number; addressId?: number; address?: OrderAddress } }>(
    '/orderCenter/changeReceiver',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: 'Change the receiver of a 101/104 order',
        body: ChangeReceiverReq,
        response: { 200: Envelope(OrderDetail) },
      },
    },
    async (req) => {
      const userId = req.user.userId
      const o = await ownOrder(app, userId, req.body.orderId)
      if (!orderCan(o.status, 'editPickup')) throw conflict(M.ORDER_CANNOT_EDIT_PICKUP)
      const address = await resolveAddress(app, userId, req.body)
      if (!address) throw badRequest(M.missingParamMessage('address'))
      await db
        .updateTable('shop_order')
        .set({ address: JSON.stringify(address), updated_at: app.deps.now() })
        .where('id', '=', o.id)
        .where('user_id', '=', userId)
        .execute()
      return ok(await orderDetail(app, userId, o.id))
    },
  )

  app.post<{ Body: { orderId: number; orderGoodsId: number; index: number; peInfo: PeInfo } }>(
    '/orderCenter/changePeInfo',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: 'Change the exam person info of one unit (rule form checked); the appointment is changed with updateAppointDate',
        body: {
          type: 'object',
          required: ['orderId', 'orderGoodsId', 'peInfo'],
          properties: {
            orderId: idField,
            orderGoodsId: idField,
            index: { type: 'integer', minimum: 0, maximum: 998, default: 0 },
            peInfo: peInfoSchema,
          },
        },
        response: { 200: Envelope(OrderDetail) },
      },
    },
    async (req) => {
      const userId = req.user.userId
      const o = await ownOrder(app, userId, req.body.orderId)
      if (!orderCan(o.status, 'editExamInfo')) throw conflict(M.ORDER_CANNOT_EDIT_EXAM_INFO)
      const g = await db
        .selectFrom('order_goods')
        .selectAll()
        .where('id', '=', req.body.orderGoodsId)
        .where('order_id', '=', o.id)
        .executeTakeFirst()
      if (!g) throw notFound(M.ORDER_GOODS_NOT_FOUND)
      const units = (g.pe_info as unknown as PeInfo[]) ?? []
      const i = req.body.index
      if (i >= units.length) throw notFound(M.EXAM_PERSON_NOT_FOUND)
      const examPersonId = req.body.peInfo.examPersonId
      if (examPersonId !== undefined && examPersonId !== null) {
        // only one of the caller's own persons (user-center's table, read-only here)
        const mine = await db
          .selectFrom('user_person')
          .select('id')
          .where('id', '=', examPersonId)
          .where('user_id', '=', userId)
          .executeTakeFirst()
        if (!mine) throw notFound(M.EXAM_PERSON_NOT_FOUND)
      }
      const goods = await db.selectFrom('goods').select('rule_fields').where('id', '=', g.goods_id).executeTakeFirst()
      const fields = (goods?.rule_fields as unknown as RuleField[]) ?? []
      const stored = new Map((units[i].filedInfo ?? []).map((f) => [Number(f.fieldId), String(f.value ?? '')]))
      // replies show ID numbers masked: the masked value sent back unchanged keeps the stored number
      const values = new Map(
        (req.body.peInfo.filedInfo ?? []).map((f) => {
          const old = stored.get(Number(f.fieldId))
          const keep =
            isIdNumberField(fields.find((x) => Number(x.fieldId) === Number(f.fieldId)) ?? f) &&
            old !== undefined &&
            old !== '' &&
            f.value === maskIdNumber(old)
          return [Number(f.fieldId), keep ? old : f.value]
        }),
      )
      const msg = validateRuleForm(fields.map((f) => ({ ...f, value: values.get(Number(f.fieldId)) ?? '' })))
      if (msg) throw badRequest(msg)
      units[i] = {
        ...units[i],
        filedInfo: fields.map((f) => ({
          fieldId: Number(f.fieldId),
          showName: f.showName,
          value: String(values.get(Number(f.fieldId)) ?? ''),
        })),
        examPersonId: examPersonId ?? units[i].examPersonId ?? null,
      }
      await db
        .updateTable('order_goods')
        .set({ pe_info: JSON.stringify(units) })
        .where('id', '=', g.id)
        .execute()
      return ok(await orderDetail(app, userId, o.id))
    },
  )

  // ---- appointments
  const appointView = async (o: OrderRow): Promise<OrderAppoint[]> => {
    const now = app.deps.now()
    const rows = await db
      .selectFrom('order_appoint as a')
      .innerJoin('order_goods as g', 'g.id', 'a.order_goods_id')
      .selectAll('a')
      .select(['g.goods_name'])
      .where('a.order_id', '=', o.id)
      .orderBy('a.order_goods_id')
      .orderBy('a.unit_index')
      .execute()
    const goodsIds = [...new Set(rows.map((r) => r.goods_id))]
    const today = businessToday(now)
    const pools = goodsIds.length
      ? await db
          .selectFrom('appoint_pool')
          .selectAll()
          .where('goods_id', 'in', goodsIds)
          .where('appointed_date', '>', today)
          .orderBy('appointed_date')
          .orderBy('appointed_time')
          .execute()
      : []
    const exams = await examBookings(db, [o.id])
    return rows.map((raw) => {
      const exam = exams.find((e) => e.order_goods_id === raw.order_goods_id && e.unit_index === raw.unit_index)
      // a unit booked through the exam module shows that booking; it is rescheduled there (pe/modifyAppointedDate)
      const r = exam
        ? { ...raw, appointed_date: exam.appointed_date, appointed_time: exam.appointed_time, reschedule_count: exam.reschedule_count }
        : raw
      const check = exam
        ? { ok: false as const, message: EXAM_BOOKED }
        : r.appointed_date
          ? canReschedule({ rescheduleCount: r.reschedule_count, appointedDate: r.appointed_date }, now)
          : { ok: false as const, message: '暂无预约' }
      const days = new Map<string, { appointedDate: string; poolList: any[] }>()
      for (const p of pools.filter((x) => x.goods_id === r.goods_id)) {
        const d = days.get(p.appointed_date) ?? { appointedDate: p.appointed_date, poolList: [] }
        d.poolList.push({ appointedTime: p.appointed_time, left: p.total - p.booked, full: p.booked >= p.total })
        days.set(p.appointed_date, d)
      }
      const expired = r.appointed_date !== null && r.appointed_date < today
      return {
        orderGoodsId: r.order_goods_id,
        index: r.unit_index,
        goodsName: (r as any).goods_name,
        appointedDate: r.appointed_date,
        appointedTime: r.appointed_time,
        rescheduleCount: r.reschedule_count,
        canReschedule: orderCan(o.status, 'reschedule') && check.ok,
        cannotRescheduleReason: check.ok ? null : check.message,
        appointFlag: expired ? 1 : null,
        appointPool: [...days.values()],
      }
    })
  }
  app.post<{ Body: { orderId: number } }>(
    '/orderCenter/queryOrderAppoint',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: 'Appointment units of an order with the reschedule rule and free slots',
        body: idBody,
        response: { 200: Envelope(QueryOrderAppointRes) },
      },
    },
    async (req) => ok(await appointView(await ownOrder(app, req.user.userId, req.body.orderId))),
  )

  const ownAppoint = async (userId: number, b: { orderId: number; orderGoodsId: number; index?: number }) => {
    const o = await ownOrder(app, userId, b.orderId)
    const a = await db
      .selectFrom('order_appoint')
      .selectAll()
      .where('order_id', '=', o.id)
      .where('order_goods_id', '=', b.orderGoodsId)
      .where('unit_index', '=', b.index ?? 0)
      .executeTakeFirst()
    if (!a) throw notFound(M.APPOINTMENT_NOT_FOUND)
    if (!orderCan(o.status, 'reschedule')) throw conflict(M.ORDER_CANNOT_RESCHEDULE)
    return { o, a }
  }
  app.post<{ Body: { orderId: number; orderGoodsId: number; index?: number; appointedDate: string; appointedTime: string } }>(
    '/orderCenter/updateAppointDate',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: 'Reschedule one unit (SPEC §9: at most 3 times, at least 1 day before; src/domain canReschedule)',
        body: {
          type: 'object',
          required: ['orderId', 'orderGoodsId', 'appointedDate', 'appointedTime'],
          properties: {
            ...appointSchema.properties,
            appointedDate: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
            appointedTime: { type: 'string', minLength: 1, maxLength: 20 },
          },
        },
        response: { 200: Envelope(QueryOrderAppointRes) },
      },
    },
    async (req) => {
      const now = app.deps.now()
      const { o, a } = await ownAppoint(req.user.userId, req.body)
      if (await examBookingOf(db, a)) throw badRequest(EXAM_BOOKED)
      if (a.appointed_date) {
        const check = canReschedule({ rescheduleCount: a.reschedule_count, appointedDate: a.appointed_date }, now)
        if (!check.ok) throw badRequest(check.message)
      }
      const view = await appointView(o)
      const pool = view.find((v) => v.orderGoodsId === a.order_goods_id && v.index === a.unit_index)?.appointPool ?? []
      const msg = validateAppointment({
        pool: pool.map((d) => ({ appointedDate: d.appointedDate, poolList: (d.poolList as any[]).filter((p) => !p.full) })),
        appointedDate: req.body.appointedDate,
        appointedTime: req.body.appointedTime,
      })
      if (msg) throw badRequest(msg)
      await db.transaction().execute(async (trx) => {
        // the order's row lock (as /intserv/pe/appoint): a unit holds one place, through one of the two
        await trx.selectFrom('shop_order').select('id').where('id', '=', o.id).forUpdate().execute()
        if (await examBookingOf(trx, a)) throw badRequest(EXAM_BOOKED)
        const slot = { id: await bookSlot(trx, a.goods_id, req.body.appointedDate, req.body.appointedTime, now) }
        await releaseSlot(trx, a.pool_id)
        const r = await trx
          .updateTable('order_appoint')
          .set((eb) => ({
            appointed_date: req.body.appointedDate,
            appointed_time: req.body.appointedTime,
            pool_id: slot.id,
            reschedule_count: a.appointed_date ? eb('reschedule_count', '+', 1) : eb.ref('reschedule_count'),
          }))
          .where('id', '=', a.id)
          .where('reschedule_count', '=', a.reschedule_count)
          .returning('id')
          .executeTakeFirst()
        if (!r) throw conflict(M.APPOINT_CHANGED_REFRESH)
      })
      return ok(await appointView(o))
    },
  )
  app.get<{ Querystring: { orderId: number; orderGoodsId: number; index?: number } }>(
    '/orderCenter/cancelAppoint',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: 'Cancel one appointment (same rule as rescheduling); the slot is freed',
        querystring: appointSchema,
        response: { 200: Envelope(QueryOrderAppointRes) },
      },
    },
    async (req) => {
      const now = app.deps.now()
      const { o, a } = await ownAppoint(req.user.userId, req.query)
      if (await examBookingOf(db, a)) throw badRequest(EXAM_BOOKED)
      if (!a.appointed_date) throw conflict(M.NO_APPOINTMENT)
      const check = canReschedule({ rescheduleCount: a.reschedule_count, appointedDate: a.appointed_date }, now)
      if (!check.ok) throw badRequest(check.message)
      await db.transaction().execute(async (trx) => {
        const r = await trx
          .updateTable('order_appoint')
          .set({ appointed_date: null, appointed_time: null, pool_id: null })
          .where('id', '=', a.id)
          .where('appointed_date', '=', a.appointed_date)
          .returning('id')
          .executeTakeFirst()
        if (r) await releaseSlot(trx, a.pool_id)
      })
      return ok(await appointView(o))
    },
  )

  app.post<{ Body: { orderId: number } }>(
    '/orderCenter/getVerificationRecord',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: 'Verification (use) records of an order',
        body: idBody,
        response: { 200: Envelope(GetVerificationRecordRes) },
      },
    },
    async (req) => {
      const o = await ownOrder(app, req.user.userId, req.body.orderId)
      const rows = await db
        .selectFrom('order_verification as v')
        .innerJoin('order_goods as g', 'g.id', 'v.order_goods_id')
        .select(['v.id', 'v.order_goods_id', 'v.used_num', 'v.verifier', 'v.created_at', 'g.goods_name'])
        .where('v.order_id', '=', o.id)
        .orderBy('v.id')
        .execute()
      return ok(
        rows.map((r) => ({
          id: r.id,
          orderGoodsId: r.order_goods_id,
          goodsName: r.goods_name,
          usedNum: r.used_num,
          verifyTime: fmtReq(r.created_at),
          verifier: r.verifier,
        })),
      )
    },
  )

  if (!app.deps.production) {
    // the verifier's scan (hospital staff app; not part of this shop): sandbox only, for demos and tests
    app.post<{ Body: { verifyCode: string; orderGoodsId?: number; usedNum?: number; verifier?: string } }>(
      '/orderCenter/updateVerification',
      {
        schema: {
          tags,
          summary: 'SANDBOX (not in production): verify units of a 104/105 order by its code (104 → 105 → 102)',
          body: {
            type: 'object',
            required: ['verifyCode'],
            properties: {
              verifyCode: { type: 'string', pattern: '^\\d{12}$' },
              orderGoodsId: idField,
              usedNum: { type: 'integer', minimum: 1, maximum: 999, default: 1 },
              verifier: { type: 'string', maxLength: 50 },
            },
          },
          response: { 200: Envelope(OrderActionRes) },
        },
      },
      async (req) => {
        const now = app.deps.now()
        const b = req.body
        const res = await db.transaction().execute(async (trx) => {
          const o = await trx.selectFrom('shop_order').selectAll().where('verify_code', '=', b.verifyCode).forUpdate().executeTakeFirst()
          if (!o) throw notFound(M.VERIFY_CODE_INVALID)
          if (!orderCan(o.status, 'verify')) throw conflict(M.ORDER_CANNOT_VERIFY)
          const goods = await trx
            .selectFrom('order_goods')
            .selectAll()
            .where('order_id', '=', o.id)
            .where('is_gift', '=', false)
            .orderBy('id')
            .execute()
          const g = b.orderGoodsId ? goods.find((x) => x.id === b.orderGoodsId) : goods.find((x) => x.used_num < x.goods_num)
          if (!g) throw notFound(M.NOTHING_TO_VERIFY)
          const n = b.usedNum ?? 1
          const u = await trx
            .updateTable('order_goods')
            .set((eb) => ({ used_num: eb('used_num', '+', n) }))
            .where('id', '=', g.id)
            .where((eb) => eb(eb('used_num', '+', n), '<=', eb.ref('goods_num')))
            .returning('used_num')
            .executeTakeFirst()
          if (!u) throw badRequest(M.VERIFY_TOO_MANY)
          await trx
            .insertInto('order_verification')
            .values({ order_id: o.id, order_goods_id: g.id, used_num: n, verifier: b.verifier ?? '沙箱核销员', created_at: now })
            .execute()
          const allUsed = goods.every((x) => (x.id === g.id ? u.used_num : x.used_num) >= x.goods_num)
          const to = allUsed ? nextOrderStatus(o.status, 'complete') : (nextOrderStatus(o.status, 'partlyUse') ?? o.status)
          await trx
            .updateTable('shop_order')
            .set({ status: to!, ...(allUsed ? { finish_time: now } : {}), updated_at: now })
            .where('id', '=', o.id)
            .execute()
          return { orderId: o.id, status: to! }
        })
        return ok(res)
      },
    )
  }

  app.post<{ Body: { goodsId: number; skuId?: number; phone?: string } }>(
    '/order/sellOutApply',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: 'Ask to be told when a sold-out goods / sku is back',
        body: {
          type: 'object',
          required: ['goodsId'],
          properties: { goodsId: idField, skuId: idField, phone: { type: 'string', maxLength: 20 } },
        },
        response: { 200: Envelope(SellOutApplyRes) },
      },
    },
    async (req) => {
      const g = await db
        .selectFrom('goods')
        .select('id')
        .where('id', '=', req.body.goodsId)
        .where('hospital_id', '=', req.ctx.hospitalId)
        .executeTakeFirst()
      if (!g) throw notFound(M.GOODS_NOT_FOUND)
      if (
        req.body.skuId !== undefined &&
        !(await db.selectFrom('goods_sku').select('id').where('id', '=', req.body.skuId).where('goods_id', '=', g.id).executeTakeFirst())
      )
        throw badRequest(M.SKU_NOT_FOUND)
      const r = await db
        .insertInto('sell_out_apply')
        .values({
          user_id: req.user.userId,
          hospital_id: req.ctx.hospitalId,
          goods_id: g.id,
          sku_id: req.body.skuId ?? 0,
          phone: req.body.phone ?? '',
          created_at: app.deps.now(),
        })
        .onConflict((oc) => oc.columns(['user_id', 'goods_id', 'sku_id']).doNothing())
        .returning('id')
        .executeTakeFirst()
      return ok({ applied: true, duplicate: !r })
    },
  )

  app.get<{ Querystring: { orderId?: number; id?: number } }>(
    '/orderCenter/getRouteInfo',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: 'Where an order opens (src/domain orderDetailRoute: orderClassify 1 → /serPackageOrderDetail)',
        querystring: idQuery,
        response: { 200: Envelope(RouteInfoRes) },
      },
    },
    async (req) => {
      const o = await ownOrder(app, req.user.userId, qid(req.query))
      return ok(orderDetailRoute({ id: o.id, orderClassify: o.order_classify }))
    },
  )

  // the periodic sweep of unpaid orders past their close time
  const sweepMs = app.deps.config.orders.sweepMs // ORDER_SWEEP_MS
  const timer = setInterval(() => {
    closeExpired(app, { limit: 100 }).catch((err) => app.log.warn({ err }, 'order close sweep failed'))
  }, sweepMs)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
}

export { applyPayResult }

/**
 * Orders in the staff console (issue 31 item 5, the search part): GET /staff/orders (order:read) finds the own
 * hospital's orders (the scoped data layer) by order number, the patient's phone, business days and status, the
 * phone masked; the detail (the patient's phone, name and street masked), shipping with the courier
 * (shipping.ts; order:ship), 核销 by the code the patient's order shows (verifyOrderUnits of appoint.ts, the sandbox
 * scan's own rule; order:verify) and staff-only remarks (order:remark). Every change runs in `scope.write`: one
 * transaction with its audit row; the order is found through the scoped layer (another hospital's is 404).
 */
import type { Selectable, Transaction } from 'kysely'
import {
  StaffOrderDetail,
  StaffOrderIdQuery,
  StaffOrderListRes,
  StaffOrderQuery,
  StaffOrderRemarkReq,
  StaffShipReq,
  StaffVerifyReq,
  StaffVerifyRes,
  STAFF_PATHS,
} from '../../../contract/staff'
import { Envelope } from '../../../contract/lib'
import { maskName, maskPhone, maskStreet } from '../../../src/domain/mask'
import { isShippedLine, orderCan, orderStatusLabel, ORDER_STATUS } from '../../../src/domain/orders'
import {
  STAFF_ORDER_NOT_FOUND,
  STAFF_REMARK_REQUIRED,
  STAFF_REMARK_TOO_LONG,
  STAFF_VERIFY_CODE_REQUIRED,
  STAFF_VERIFY_CODE_UNKNOWN,
  STAFF_VERIFY_USED,
} from '../../../src/domain/messages/staffDesk'
import { endOfBusinessDay, startOfBusinessDay } from '../../../src/domain/time'
import type { DB } from '../../lib/db'
import { badRequest, conflict, notFound, ok } from '../../lib/errors'
import { yuan } from '../../lib/money'
import { newestFirstPage } from '../../lib/paging'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { fmt, fmtReq } from '../../lib/time'
import { staffScope, type ScopedDb } from '../staff'
import { verifyOrderUnits } from './verify'
import { afterShipped, afterVerified, shipOrder, shippingFields } from './shipping'

type OrderRow = Selectable<DB['shop_order']>
const str = (v: unknown) => (typeof v === 'string' ? v : '')

/** the order of the staff member's hospital (not deleted), or 404 */
async function ownOrder(db: ScopedDb, id: number, lock = false): Promise<OrderRow> {
  let q = db.selectFrom('shop_order').selectAll().where('id', '=', id).where('deleted', '=', false)
  if (lock) q = q.forUpdate()
  const o = (await q.executeTakeFirst()) as OrderRow | undefined
  if (!o) throw notFound(STAFF_ORDER_NOT_FOUND)
  return o
}

/** the console's view of an order: the patient's data masked, the lines, the courier, the staff's remarks */
async function detailOf(db: ScopedDb, o: OrderRow): Promise<StaffOrderDetail> {
  const [user, lines, notes, wx] = await Promise.all([
    db.unscoped.selectFrom('app_user').select('phone').where('id', '=', o.user_id).executeTakeFirst(),
    db.unscoped.selectFrom('order_goods').selectAll().where('order_id', '=', o.id).orderBy('id').execute(),
    db.selectFrom('staff_order_note').selectAll().where('order_id', '=', o.id).orderBy('id').execute(),
    // the WeChat shipping-information upload (modules/wechat keeps this queue; read here to show its state)
    db.unscoped
      .selectFrom('wechat_shipping')
      .select(['status', 'attempts', 'last_error', 'next_at'])
      .where('order_id', '=', o.id)
      .executeTakeFirst(),
  ])
  const a = (o.address ?? null) as Record<string, unknown> | null
  const needsShipping = lines.some((l) => isShippedLine({ goodsType: l.goods_type }))
  return {
    orderId: o.id,
    orderNo: o.order_no,
    status: o.status,
    statusStr: orderStatusLabel(o.status),
    actualPrice: yuan(o.actual_cents),
    phone: maskPhone(user?.phone),
    receiver: a
      ? {
          name: maskName(str(a.recvName)),
          phone: maskPhone(str(a.contactNumber)),
          region: [a.recvProvince, a.recvCity, a.recvArea].map(str).join(''),
          address: maskStreet(str(a.recvAddress)),
        }
      : null,
    remark: o.remark,
    createTime: fmtReq(o.created_at),
    payTime: fmt(o.pay_time),
    finishTime: fmt(o.finish_time),
    goodsList: lines.map((l) => ({
      orderGoodsId: l.id,
      goodsName: l.goods_name,
      skuName: l.sku_name,
      goodsType: l.goods_type,
      goodsNum: l.goods_num,
      usedNum: l.used_num,
      realPrice: yuan(l.real_cents),
      isGift: l.is_gift,
    })),
    needsShipping,
    canShip: needsShipping && o.status === ORDER_STATUS.TO_USE && !o.shipped_at,
    canVerify: orderCan(o.status, 'verify') && !!o.verify_code,
    shipCompany: o.ship_company,
    shipNo: o.ship_no,
    shipTime: fmt(o.shipped_at),
    wechatShipping: wx
      ? {
          status: wx.status as 'PENDING' | 'DONE' | 'FAILED',
          attempts: wx.attempts,
          lastError: wx.last_error,
          nextTime: wx.status === 'PENDING' ? fmt(wx.next_at) : null,
        }
      : null,
    notes: notes.map((n) => ({ id: n.id, staffName: n.staff_name, text: n.text, time: fmtReq(n.created_at) })),
  }
}

export const staffOrderRoutes: TypedRoutePlugin = async (app) => {
  app.get(
    STAFF_PATHS.orders.slice('/staff'.length),
    {
      schema: { querystring: StaffOrderQuery, response: { 200: Envelope(StaffOrderListRes) } },
      config: { staff: { permission: 'order:read' } },
    },
    async (req) => {
      const scope = staffScope(req)
      const q = req.query
      let query = scope
        .selectFrom('shop_order')
        .innerJoin('app_user', 'app_user.id', 'shop_order.user_id')
        .where('shop_order.deleted', '=', false)
      if (q.orderNo) query = query.where('shop_order.order_no', '=', q.orderNo.trim())
      if (q.phone) query = query.where('app_user.phone', '=', q.phone)
      if (q.status !== undefined) query = query.where('shop_order.status', '=', q.status)
      const from = q.from ? startOfBusinessDay(q.from) : null
      const to = q.to ? endOfBusinessDay(q.to) : null
      if (from) query = query.where('shop_order.created_at', '>=', from)
      if (to) query = query.where('shop_order.created_at', '<=', to)
      const { rows, total } = await newestFirstPage(
        query,
        q,
        (x) =>
          x.select([
            'shop_order.id',
            'shop_order.order_no',
            'shop_order.status',
            'shop_order.actual_cents',
            'shop_order.remark',
            'shop_order.created_at',
            'shop_order.pay_time',
            'app_user.phone',
          ]),
        'shop_order.id',
      )
      return ok({
        list: rows.map((r) => ({
          orderId: r.id,
          orderNo: r.order_no,
          status: r.status,
          actualPrice: yuan(r.actual_cents),
          phone: maskPhone(r.phone),
          remark: r.remark,
          createTime: fmtReq(r.created_at),
          payTime: fmt(r.pay_time),
        })),
        total,
      })
    },
  )

  const rel = (p: string) => p.slice('/staff'.length)
  const Detail = { 200: Envelope(StaffOrderDetail) }

  app.get(
    rel(STAFF_PATHS.orderDetail),
    { schema: { querystring: StaffOrderIdQuery, response: Detail }, config: { staff: { permission: 'order:read' } } },
    async (req) => {
      const scope = staffScope(req)
      return ok(await detailOf(scope, await ownOrder(scope, req.query.id)))
    },
  )

  app.post(
    rel(STAFF_PATHS.orderShip),
    { schema: { body: StaffShipReq, response: Detail }, config: { staff: { permission: 'order:ship' } } },
    async (req) => {
      const scope = staffScope(req)
      shippingFields(req.body) // bad input is a 400 before anything is looked up
      const row = await scope.write({ action: 'order.ship', objectType: 'order', objectId: req.body.id }, async (tx, audit) => {
        const o = await ownOrder(tx, req.body.id, true)
        audit.patientUserId = o.user_id
        const shipped = await shipOrder(tx.unscoped as Transaction<DB>, o, req.body, scope.now)
        audit.changes = { shipCompany: [null, shipped.ship_company], shipNo: [null, shipped.ship_no] }
        return shipped
      })
      await afterShipped(
        {
          orderId: row.id,
          orderNo: row.order_no,
          userId: row.user_id,
          hospitalId: row.hospital_id,
          company: row.ship_company ?? '',
          trackingNo: row.ship_no ?? '',
          shippedAt: row.shipped_at ?? scope.now,
        },
        req.log,
        app.deps,
      )
      return ok(await detailOf(scope, row))
    },
  )

  app.post(
    rel(STAFF_PATHS.orderVerify),
    { schema: { body: StaffVerifyReq, response: { 200: Envelope(StaffVerifyRes) } }, config: { staff: { permission: 'order:verify' } } },
    async (req) => {
      const scope = staffScope(req)
      // a scanner may add spaces or a line end; the QR code holds the same digits the order shows
      const code = req.body.code.replace(/\s+/g, '')
      if (!code) throw badRequest(STAFF_VERIFY_CODE_REQUIRED)
      if (!/^\d{12}$/.test(code)) throw badRequest(STAFF_VERIFY_CODE_UNKNOWN)
      const r = await scope.write({ action: 'order.verify', objectType: 'order' }, async (tx, audit) => {
        const o = (await tx.selectFrom('shop_order').selectAll().where('verify_code', '=', code).forUpdate().executeTakeFirst()) as
          OrderRow | undefined
        // a wrong code and another hospital's code look the same: nothing of another hospital is revealed
        if (!o || o.deleted) throw notFound(STAFF_VERIFY_CODE_UNKNOWN)
        audit.objectId = o.id
        audit.patientUserId = o.user_id
        if (o.status === ORDER_STATUS.COMPLETED) throw conflict(STAFF_VERIFY_USED)
        const done = await verifyOrderUnits(tx.unscoped as Transaction<DB>, o, { verifier: scope.staff.name }, scope.now)
        audit.changes = { status: [done.before, done.status] }
        return { ...done, orderNo: o.order_no }
      })
      await afterVerified({ orderId: r.orderId, status: r.status, verifiedAt: scope.now }, req.log, app.deps)
      return ok({ orderId: r.orderId, orderNo: r.orderNo, goodsName: r.goodsName, status: r.status, statusStr: orderStatusLabel(r.status) })
    },
  )

  app.post(
    rel(STAFF_PATHS.orderRemark),
    { schema: { body: StaffOrderRemarkReq, response: Detail }, config: { staff: { permission: 'order:remark' } } },
    async (req) => {
      const scope = staffScope(req)
      const text = req.body.text.trim()
      if (!text) throw badRequest(STAFF_REMARK_REQUIRED)
      if (Array.from(text).length > 200) throw badRequest(STAFF_REMARK_TOO_LONG)
      const o = await scope.write({ action: 'order.remark', objectType: 'order', objectId: req.body.id }, async (tx, audit) => {
        const row = await ownOrder(tx, req.body.id)
        audit.patientUserId = row.user_id
        await tx.unscoped
          .insertInto('staff_order_note')
          .values({
            order_id: row.id,
            hospital_id: scope.hospitalId,
            staff_id: scope.staff.staffId,
            staff_name: scope.staff.name,
            text,
            created_at: scope.now,
          })
          .execute()
        audit.changes = { remark: 'added' }
        return row
      })
      return ok(await detailOf(scope, o))
    },
  )
}

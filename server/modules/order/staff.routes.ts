/**
 * Orders in the staff console (issue 31 item 5, the search part): GET /staff/orders (order:read) finds the own
 * hospital's orders (the scoped data layer) by order number, the patient's phone, business days and status, the
 * phone masked. Shipping, 核销 by the QR value and remarks are still to come.
 */
import { StaffOrderListRes, StaffOrderQuery, STAFF_PATHS } from '../../../contract/staff'
import { Envelope } from '../../../contract/lib'
import { maskPhone } from '../../../src/domain/mask'
import { endOfBusinessDay, startOfBusinessDay } from '../../../src/domain/time'
import { ok } from '../../lib/errors'
import { yuan } from '../../lib/money'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { fmt, fmtReq } from '../../lib/time'
import { staffScope } from '../staff'

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
      const pageSize = q.pageSize ?? 20
      const [rows, count] = await Promise.all([
        query
          .select([
            'shop_order.id',
            'shop_order.order_no',
            'shop_order.status',
            'shop_order.actual_cents',
            'shop_order.remark',
            'shop_order.created_at',
            'shop_order.pay_time',
            'app_user.phone',
          ])
          .orderBy('shop_order.id', 'desc')
          .limit(pageSize)
          .offset(((q.pageNum ?? 1) - 1) * pageSize)
          .execute(),
        query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ])
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
        total: Number(count.n),
      })
    },
  )
}

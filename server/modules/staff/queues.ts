/**
 * The 待办 home's counts (issue 31): GET /staff/queues/counts answers, for the session's hospital (the scoped
 * layer), how many items wait in each work queue the session's role may open — after-sales 待审核 (after-sale:read),
 * refunds awaiting a finance approval, the after-sales 退款中 (refund:approve), invoice applications 开票中
 * (invoice:read), paid orders with goods to ship that are not shipped yet (order:read). A queue whose permission the
 * role lacks is null: its count is never computed, and the console shows no tile for it.
 */
import { StaffQueueCounts, STAFF_PATHS } from '../../../contract/staff'
import { Envelope } from '../../../contract/lib'
import { ORDER_STATUS, SHIPPED_GOODS_TYPES } from '../../../src/domain/orders'
import type { StaffPermission } from '../../../src/domain/staff/permissions'
import { ok } from '../../lib/errors'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { staffScope, type ScopedDb } from './scope'

type Counter = (db: ScopedDb) => Promise<number>
const n = (r: { n: string | number | bigint }) => Number(r.n)

/** each queue: the permission that opens it and its count in the scoped layer */
const QUEUES: Record<keyof StaffQueueCounts, { permission: StaffPermission; count: Counter }> = {
  afterSales: {
    permission: 'after-sale:read',
    count: async (db) =>
      n(
        await db
          .selectFrom('after_sale')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('status', '=', 1)
          .executeTakeFirstOrThrow(),
      ),
  },
  refunds: {
    permission: 'refund:approve',
    count: async (db) =>
      n(
        await db
          .selectFrom('after_sale')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('status', '=', 3)
          .executeTakeFirstOrThrow(),
      ),
  },
  invoices: {
    permission: 'invoice:read',
    count: async (db) =>
      n(
        await db
          .selectFrom('invoice_apply')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('status', '=', 1)
          .executeTakeFirstOrThrow(),
      ),
  },
  ordersToShip: {
    permission: 'order:read',
    count: async (db) =>
      n(
        await db
          .selectFrom('shop_order')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('shop_order.deleted', '=', false)
          .where('shop_order.status', '=', ORDER_STATUS.TO_USE)
          .where('shop_order.shipped_at', 'is', null)
          .where((eb) =>
            eb.exists(
              eb
                .selectFrom('order_goods')
                .select('order_goods.id')
                .whereRef('order_goods.order_id', '=', 'shop_order.id')
                .where('order_goods.goods_type', 'in', [...SHIPPED_GOODS_TYPES]),
            ),
          )
          .executeTakeFirstOrThrow(),
      ),
  },
}

export const staffQueueRoutes: TypedRoutePlugin = async (app) => {
  app.get(
    STAFF_PATHS.queueCounts.slice('/staff'.length),
    { schema: { response: { 200: Envelope(StaffQueueCounts) } }, config: { staff: { session: 'any' } } },
    async (req) => {
      const scope = staffScope(req)
      const held = new Set(scope.staff.permissions)
      const entries = await Promise.all(
        (Object.keys(QUEUES) as Array<keyof StaffQueueCounts>).map(
          async (k) => [k, held.has(QUEUES[k].permission) ? await QUEUES[k].count(scope) : null] as const,
        ),
      )
      return ok(Object.fromEntries(entries) as StaffQueueCounts)
    },
  )
}

/**
 * Offline orders (SPEC §2 /offlineOrder 线下订单, /offlinePay 线下支付): orders the hospital creates for
 * the patient at the counter or from a doctor's prescription. They are ordinary orders (contract/order.ts,
 * statuses 101-105, paid through the same payment adapter and pay pages) whose create way says where
 * they came from. Endpoints (order-center, login required, another user's order is 404):
 * - GET  orderCenter/offlineOrders?status=&pageNum=&pageSize=  -> Paged<OfflineOrderItem>
 * - GET  orderCenter/offlineOrderNum                           -> OrderStatusNumRes (offline orders only)
 * - GET  orderCenter/offlinePayCode?orderId=                   -> OfflinePayCodeRes (pending offline order)
 * Staff create them in the staff console: POST /staff/offline-orders (contract/staff.ts, permission
 * offline-order:create) with OfflineStaffCreateReq      -> CommitPayRes
 */
import { Enum, Id, Money, Nullable, PageQuery, Paged, StrictObject, Type, type Static } from './lib'
import { OrderAddress, OrderListItem } from './order'

/** where an offline order comes from (the order's create way) */
export const OFFLINE_CREATE_WAYS = ['counter', 'prescription'] as const
export const OfflineCreateWay = Enum(OFFLINE_CREATE_WAYS)
export type OfflineCreateWay = Static<typeof OfflineCreateWay>

export const OfflineOrderItem = StrictObject({
  ...OrderListItem.properties,
  createWay: OfflineCreateWay,
  /** 窗口开单 / 医生处方 */
  createWayLabel: Type.String(),
  /** what the hospital wrote on it: prescription number, department, doctor, where to pick up */
  remark: Type.String(),
  /** 'YYYY-MM-DD HH:mm:ss' until when a pending order can be paid (101 only) */
  closeTime: Nullable(Type.String()),
})
export type OfflineOrderItem = Static<typeof OfflineOrderItem>

export const OfflineOrdersReq = StrictObject({
  status: Type.Optional(Enum([0, 101, 102, 103, 104, 105] as const)),
  ...PageQuery,
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
})
export type OfflineOrdersReq = Static<typeof OfflineOrdersReq>
export const OfflineOrdersRes = Paged(OfflineOrderItem)

export const OfflinePayCodeQuery = StrictObject({ orderId: Type.Optional(Id()), id: Type.Optional(Id()) })
/** the code a pending offline order is paid with at the counter */
export const OfflinePayCodeRes = StrictObject({
  orderId: Id(),
  orderNo: Type.String(),
  /** what the counter scans or types: the order number */
  payCode: Type.String(),
  /** PNG data URL of payCode */
  qrPic: Type.String(),
  actualPrice: Money(),
  closeTime: Nullable(Type.String()),
})
export type OfflinePayCodeRes = Static<typeof OfflinePayCodeRes>

export const OfflineStaffCreateReq = StrictObject({
  /** the patient's phone (an existing user) */
  phone: Type.String({ minLength: 1, maxLength: 20 }),
  createWay: OfflineCreateWay,
  goodsList: Type.Array(StrictObject({ goodsId: Id(), skuId: Id(), goodsNum: Type.Integer({ minimum: 1, maximum: 999 }) }), {
    minItems: 1,
    maxItems: 20,
  }),
  /** prescription number, department, doctor, pickup counter */
  remark: Type.Optional(Type.String({ maxLength: 200 })),
  /** receiver of shipped goods (required when the order has any, as in commitPay) */
  address: Type.Optional(OrderAddress),
  requestId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
})
export type OfflineStaffCreateReq = Static<typeof OfflineStaffCreateReq>

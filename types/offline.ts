/**
 * Offline orders (SPEC §2 /offlineOrder 线下订单, /offlinePay 线下支付): orders the hospital creates for
 * the patient at the counter or from a doctor's prescription. They are ordinary orders (types/order.ts,
 * statuses 101-105, paid through the same payment adapter and pay pages) whose `create_way` says where
 * they came from. Endpoints (order-center, login required, another user's order is 404):
 * - GET  orderCenter/offlineOrders?status=&pageNum=&pageSize=  -> PageResult<OfflineOrderItem>
 * - GET  orderCenter/offlineOrderNum                           -> OrderStatusNumRes (offline orders only)
 * - GET  orderCenter/offlinePayCode?orderId=                   -> OfflinePayCodeRes (pending offline order)
 * - POST orderCenter/offline/staffCreate (hospital staff only: header x-staff-key = OFFLINE_STAFF_KEY;
 *   absent when the server has no key)                          -> CommitPayRes
 */
import type { CommitPayRes, OrderAddress, OrderListItem } from './order'

/** where an offline order comes from (the order's create way) */
export type OfflineCreateWay = 'counter' | 'prescription'
export const OFFLINE_CREATE_WAYS: readonly OfflineCreateWay[] = ['counter', 'prescription']
export const OFFLINE_CREATE_WAY_LABELS: Record<OfflineCreateWay, string> = { counter: '窗口开单', prescription: '医生处方' }

export interface OfflineOrderItem extends OrderListItem {
  createWay: OfflineCreateWay
  /** 窗口开单 / 医生处方 */
  createWayLabel: string
  /** what the hospital wrote on it: prescription number, department, doctor, where to pick up */
  remark: string
  /** 'YYYY-MM-DD HH:mm:ss' until when a pending order can be paid (101 only) */
  closeTime: string | null
}

export interface OfflineOrdersReq {
  status?: 0 | 101 | 102 | 103 | 104 | 105
  pageNum?: number
  pageSize?: number
}

/** the code a pending offline order is paid with at the counter */
export interface OfflinePayCodeRes {
  orderId: number
  orderNo: string
  /** what the counter scans or types: the order number */
  payCode: string
  /** PNG data URL of payCode */
  qrPic: string
  actualPrice: number
  closeTime: string | null
}

export interface OfflineStaffCreateReq {
  /** the patient's phone (an existing user) */
  phone: string
  createWay: OfflineCreateWay
  goodsList: Array<{ goodsId: number; skuId: number; goodsNum: number }>
  /** prescription number, department, doctor, pickup counter */
  remark?: string
  /** receiver of physical goods (required when the order has any, as in commitPay) */
  address?: OrderAddress
  requestId?: string
}
export type OfflineStaffCreateRes = CommitPayRes

/**
 * Order-centre calls of the order list, order detail and appointment screens (SPEC §7 Orders; contract
 * contract/order.ts): the one orderDetail and getQrPic of the app. The confirm calls are in ./confirm/api.ts,
 * the after-sale ones in ./afterSale/api.ts, the payment state in @/features/pay.
 */
import type {
  MyOrdersReq,
  MyOrdersRes,
  OrderDetailRes,
  OrderStatusNumRes,
  OrderQrPicRes,
  OrderCancelReq,
  OrderIdReq,
  OrderActionRes,
  OrderRefundReq,
  QueryOrderAppointRes,
  UpdateAppointDateReq,
  CancelAppointReq,
  GetVerificationRecordRes,
} from '@contract/order'
import { request, type RequestOptions } from '@/shared/request/request'

type Extra = Pick<RequestOptions, 'loading' | 'silent'>
const OC = 'order-center' as const
const get = <T>(url: string, data?: unknown, extra: Extra = {}) => request<T>({ prefix: OC, url, method: 'GET', data, ...extra })
const post = <T>(url: string, data?: unknown, extra: Extra = {}) => request<T>({ prefix: OC, url, method: 'POST', data, ...extra })

/** GET orderCenter/myOrders?status=&pageNum=&pageSize= (status 0/absent = all) */
export const myOrders = (p: MyOrdersReq, extra: Extra = { silent: true }) => get<MyOrdersRes>('orderCenter/myOrders', p, extra)
/** GET orderCenter/orderStatusNum (no payload): counts per status */
export const orderStatusNum = (extra: Extra = { silent: true }) => get<OrderStatusNumRes>('orderCenter/orderStatusNum', undefined, extra)
/** GET orderCenter/orderDetail?id= */
export const orderDetail = (id: number | string, extra: Extra = {}) => get<OrderDetailRes>('orderCenter/orderDetail', { id }, extra)
/** GET orderCenter/getQrPic?orderId= : the verification code as a PNG (104/105) */
export const getQrPic = (orderId: number | string, extra: Extra = {}) => get<OrderQrPicRes>('orderCenter/getQrPic', { orderId }, extra)
/** POST orderCenter/orderCancel {orderId, cancelReason} (101 only) */
export const orderCancel = (p: OrderCancelReq, extra: Extra = { loading: true }) =>
  post<OrderActionRes>('orderCenter/orderCancel', p, extra)
/** POST orderCenter/orderConfirm (104/105 → 102) */
export const orderConfirm = (p: OrderIdReq, extra: Extra = { loading: true }) => post<OrderActionRes>('orderCenter/orderConfirm', p, extra)
/** GET orderCenter/orderDelete?orderId= (102/103 only) */
export const orderDelete = (p: OrderIdReq, extra: Extra = { loading: true }) => get<OrderActionRes>('orderCenter/orderDelete', p, extra)
/** POST orderCenter/orderRefund (104 unused) */
export const orderRefund = (p: OrderRefundReq, extra: Extra = { loading: true }) =>
  post<OrderActionRes>('orderCenter/orderRefund', p, extra)
/** POST orderCenter/queryOrderAppoint {orderId} */
export const queryOrderAppoint = (orderId: number, extra: Extra = { silent: true }) =>
  post<QueryOrderAppointRes>('orderCenter/queryOrderAppoint', { orderId }, extra)
/** POST orderCenter/updateAppointDate (reschedule under SPEC §9) */
export const updateAppointDate = (p: UpdateAppointDateReq, extra: Extra = { loading: true }) =>
  post<unknown>('orderCenter/updateAppointDate', p, extra)
/** GET orderCenter/cancelAppoint?orderId=&orderGoodsId=&index= */
export const cancelAppoint = (p: CancelAppointReq, extra: Extra = { loading: true }) => get<unknown>('orderCenter/cancelAppoint', p, extra)
/** POST orderCenter/getVerificationRecord {orderId} */
export const getVerificationRecord = (orderId: number, extra: Extra = { silent: true }) =>
  post<GetVerificationRecordRes>('orderCenter/getVerificationRecord', { orderId }, extra)

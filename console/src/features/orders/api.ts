/**
 * The order desk's calls (contract/staff.ts): search, detail, ship, 核销, remarks. Types only from the contract;
 * the paths repeated as values typed by the contract's literals (a drift fails the type check).
 */
import type { Static } from '@sinclair/typebox'
import type {
  STAFF_PATHS,
  StaffOrderDetail,
  StaffOrderListRes,
  StaffOrderQuery,
  StaffOrderRemarkReq,
  StaffShipReq,
  StaffVerifyReq,
  StaffVerifyRes,
} from '@contract/staff'
import { request } from '../../shared/request'

export const ORDER_PATHS: Pick<typeof STAFF_PATHS, 'orders' | 'orderDetail' | 'orderShip' | 'orderVerify' | 'orderRemark'> = {
  orders: '/staff/orders',
  orderDetail: '/staff/orders/detail',
  orderShip: '/staff/orders/ship',
  orderVerify: '/staff/orders/verify',
  orderRemark: '/staff/orders/remark',
}

export type OrderQuery = Static<typeof StaffOrderQuery>
export type OrderList = Static<typeof StaffOrderListRes>
export type OrderRow = OrderList['list'][number]
export type OrderDetail = Static<typeof StaffOrderDetail>
export type ShipBody = Static<typeof StaffShipReq>
export type VerifyBody = Static<typeof StaffVerifyReq>
export type VerifyReply = Static<typeof StaffVerifyRes>
export type RemarkBody = Static<typeof StaffOrderRemarkReq>

export const searchOrders = (q: OrderQuery) => request<OrderList>('GET', ORDER_PATHS.orders, { query: q })
export const orderDetail = (id: number) => request<OrderDetail>('GET', ORDER_PATHS.orderDetail, { query: { id } })
export const shipOrder = (body: ShipBody) => request<OrderDetail>('POST', ORDER_PATHS.orderShip, { body })
/** silent: the 核销 screens show the reason next to the input */
export const verifyCode = (body: VerifyBody) => request<VerifyReply>('POST', ORDER_PATHS.orderVerify, { body, silent: true })
export const addRemark = (body: RemarkBody) => request<OrderDetail>('POST', ORDER_PATHS.orderRemark, { body })

/** the couriers offered first (any other may be typed) */
export const COURIERS = ['顺丰速运', '京东物流', '中国邮政EMS', '中通快递', '圆通速递', '申通快递', '韵达快递', '极兔速递']

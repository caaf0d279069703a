/**
 * The pay feature's calls (SPEC §7 Pay; contract/pay.ts): the pay channels of the caller's
 * environment, prepay a pending order, the payment state of an order, and the sandbox JSAPI confirm.
 */
import type { OrderQueryReq, OrderQueryRes, PrepayRes, SandboxConfirmReq, SandboxConfirmRes, ToPayReq } from '@contract/pay'
import type { PayMethodRes } from '@contract/cart'
import { request, type RequestOptions } from '@/shared/request/request'

type Extra = Pick<RequestOptions, 'loading' | 'silent'>
const P = 'pay-center' as const

/** GET order-center/cart/payMethod: the pay channels of the caller's environment (the first is the default) */
export const payMethod = (channel?: string, extra: Extra = { silent: true }) =>
  request<PayMethodRes>({
    prefix: 'order-center',
    url: 'cart/payMethod',
    method: 'GET',
    data: channel ? { channel } : {},
    authRedirect: false,
    ...extra,
  })

/** POST pay/toPay: prepay a pending order in a channel (继续支付) */
export const toPay = (p: ToPayReq, extra: Extra = { loading: true }) =>
  request<PrepayRes>({ prefix: P, url: 'pay/toPay', method: 'POST', data: p, ...extra })

/** POST order-center/orderCenter/orderQuery: the payment state of an order */
export const orderQuery = (p: OrderQueryReq, extra: Extra = { silent: true }) =>
  request<OrderQueryRes>({ prefix: 'order-center', url: 'orderCenter/orderQuery', method: 'POST', data: p, ...extra })

/** POST sandbox/confirm: the sandbox stand-in of a JSAPI bridge reports the result */
export const sandboxConfirm = (p: SandboxConfirmReq, extra: Extra = {}) =>
  request<SandboxConfirmRes>({ prefix: P, url: 'sandbox/confirm', method: 'POST', data: p, ...extra })

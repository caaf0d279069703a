/** pay-center calls (types/order.ts payment): prepay a pending order and the sandbox JSAPI confirm. */
import type { ToPayReq, PrepayRes, SandboxConfirmReq, SandboxConfirmRes } from '@contract/pay'
import { request, type RequestOptions } from '../shared/request/request'

type Extra = Pick<RequestOptions, 'loading' | 'silent'>
const P = 'pay-center' as const

/** POST pay/toPay: prepay a pending order in a channel (继续支付) */
export const toPay = (p: ToPayReq, extra: Extra = { loading: true }) => request<PrepayRes>({ prefix: P, url: 'pay/toPay', method: 'POST', data: p, ...extra })

/** POST sandbox/confirm: the sandbox stand-in of a JSAPI bridge reports the result */
export const sandboxConfirm = (p: SandboxConfirmReq, extra: Extra = {}) =>
  request<SandboxConfirmRes>({ prefix: P, url: 'sandbox/confirm', method: 'POST', data: p, ...extra })

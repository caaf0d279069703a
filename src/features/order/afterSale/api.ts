/** The after-sale calls (SPEC §7 After-sale, order-center afterSale/*; contract/after-sale.ts). */
import type {
  AfterSaleReasonRes,
  AfterSaleType,
  ApplyAfterSaleReq,
  ApplyAfterSaleRes,
  AfterSaleDetailRes,
  GetLogisticRes,
  AfterSaleDetailQuery,
  SubmitLogisticQuery,
} from '@contract/after-sale'
import { request, type RequestOptions } from '@/shared/request/request'

type Extra = Pick<RequestOptions, 'loading' | 'silent'>
const get = <T>(url: string, data?: unknown, extra: Extra = {}) =>
  request<T>({ prefix: 'order-center', url, method: 'GET', data, ...extra })
const post = <T>(url: string, data?: unknown, extra: Extra = {}) =>
  request<T>({ prefix: 'order-center', url, method: 'POST', data, ...extra })

/** GET afterSale/getAfterSaleReason?type= */
export const getAfterSaleReason = (type?: AfterSaleType, extra: Extra = { silent: true }) =>
  get<AfterSaleReasonRes>('afterSale/getAfterSaleReason', type ? { type } : undefined, extra)
/** POST afterSale/applyAfterSale */
export const applyAfterSale = (p: ApplyAfterSaleReq, extra: Extra = { loading: '提交中...' }) =>
  post<ApplyAfterSaleRes>('afterSale/applyAfterSale', p, extra)
/** GET afterSale/afterSaleDetail?id= (or orderId=) */
export const afterSaleDetail = (p: AfterSaleDetailQuery, extra: Extra = {}) =>
  get<AfterSaleDetailRes>('afterSale/afterSaleDetail', p, extra)
/** GET afterSale/submitLogistic?id=&logisticsCode=&logisticsNo= */
export const submitLogistic = (p: SubmitLogisticQuery, extra: Extra = { loading: true }) =>
  get<AfterSaleDetailRes>('afterSale/submitLogistic', p, extra)
/** GET afterSale/getLogistic?type=11 (SPEC §9 after-sale logistic type 11) */
export const getLogistic = (extra: Extra = { silent: true }) => get<GetLogisticRes>('afterSale/getLogistic', { type: 11 }, extra)
/** GET afterSale/cancelAfterSale?id= */
export const cancelAfterSale = (id: number, extra: Extra = { loading: true }) =>
  get<AfterSaleDetailRes>('afterSale/cancelAfterSale', { id }, extra)

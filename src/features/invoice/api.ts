/** order-center invoice calls (SPEC §2 Invoices, §3 Bills, §7 Invoices, §9 electronic ordinary invoices only; contract/invoice.ts). */
import type {
  InvoiceHeaderListRes,
  SaveInvoiceHeaderReq,
  SaveInvoiceHeaderRes,
  DeleteInvoiceHeaderRes,
  CheckRepeatRes,
  InvoiceHeaderDetailRes,
  CanInvoiceRes,
  CanInvoiceDetailRes,
  CantInvoiceRes,
  QueryRelOrderListRes,
  SubmitInvoiceApplyReq,
  SubmitInvoiceApplyRes,
  InvoiceListRes,
  InvoiceDetailRes,
  DeliveryInvoiceRes,
  CheckRepeatQuery,
  InvoicePageReq,
  InvoiceListReq,
  DeliveryInvoiceQuery,
} from '@contract/invoice'
import { apiUrl, authHeaders, request, type RequestOptions } from '@/shared/request/request'
import { openDocument } from '@/shared/platform'

type Extra = Pick<RequestOptions, 'loading' | 'silent'>
const OC = 'order-center' as const
const get = <T>(url: string, data?: unknown, extra: Extra = {}) => request<T>({ prefix: OC, url, method: 'GET', data, ...extra })
const post = <T>(url: string, data?: unknown, extra: Extra = {}) => request<T>({ prefix: OC, url, method: 'POST', data, ...extra })

// headers (抬头)
export const headerList = (extra: Extra = { silent: true }) => post<InvoiceHeaderListRes>('invoiceData/new/list', {}, extra)
export const saveHeader = (p: SaveInvoiceHeaderReq, extra: Extra = { loading: '保存中...' }) =>
  post<SaveInvoiceHeaderRes>('invoiceData/new/saveOrUpdate', p, extra)
export const deleteHeaders = (ids: number[], extra: Extra = { loading: true }) =>
  request<DeleteInvoiceHeaderRes>({ prefix: OC, url: `invoiceData/new/delete?idList=${ids.join(',')}`, method: 'DELETE', ...extra })
export const checkRepeat = (p: CheckRepeatQuery, extra: Extra = { silent: true }) =>
  get<CheckRepeatRes>('invoiceData/new/checkRepeat', p, extra)
export const headerDetail = (id: number | string, extra: Extra = {}) => get<InvoiceHeaderDetailRes>('invoiceData/new/detail', { id }, extra)

// orders for invoices
export const canInvoice = (p: InvoicePageReq, extra: Extra = { silent: true }) =>
  post<CanInvoiceRes>('invoiceOrderRel/new/canInvoice', p, extra)
export const cantInvoice = (p: InvoicePageReq, extra: Extra = { silent: true }) =>
  post<CantInvoiceRes>('invoiceOrderRel/new/cantInvoice', p, extra)
export const canInvoiceDetail = (orderIds: number[], extra: Extra = {}) =>
  post<CanInvoiceDetailRes>(`invoiceOrderRel/new/canInvoiceDetail?orderIdList=${orderIds.join(',')}`, { orderIdList: orderIds }, extra)
export const queryRelOrderList = (invoiceId: number | string, extra: Extra = { silent: true }) =>
  get<QueryRelOrderListRes>('invoiceOrderRel/new/queryRelOrderList', { invoiceId }, extra)

// invoices
export const submitApply = (p: SubmitInvoiceApplyReq, extra: Extra = { loading: '提交中...' }) =>
  post<SubmitInvoiceApplyRes>('invoiceInfo/new/submitApply', { invoiceType: 1, ...p }, extra)
export const invoiceList = (p: InvoiceListReq, extra: Extra = { silent: true }) => post<InvoiceListRes>('invoiceInfo/new/list', p, extra)
export const invoiceDetail = (invoiceId: number | string, extra: Extra = {}) =>
  get<InvoiceDetailRes>('invoiceInfo/new/detail', { invoiceId }, extra)
export const deliveryInvoice = (p: DeliveryInvoiceQuery, extra: Extra = { loading: '发送中...' }) =>
  get<DeliveryInvoiceRes>('invoiceInfo/new/deliveryInvoice', p, extra)

/**
 * the issued invoice's PDF (GET invoiceInfo/new/pdf with the login headers): saved by the browser on H5, opened in
 * the platform's document viewer on the mini-programs
 */
export async function downloadInvoicePdf(invoiceId: number, invoiceNo: string | null): Promise<void> {
  const url = apiUrl(OC, `invoiceInfo/new/pdf?invoiceId=${encodeURIComponent(String(invoiceId))}`)
  await openDocument(url, authHeaders(), `invoice-${invoiceNo ?? invoiceId}.pdf`)
}

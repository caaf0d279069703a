/** Invoice screens model: the tabs of /bill and the header rule of /billAdd. */
import type { InvoiceStatus } from '@contract/invoice'

/** SPEC §3 Bills: the tabs; the default tab index is 3 (invoiceable orders) */
export const BILL_TABS: ReadonlyArray<{ title: string; status?: InvoiceStatus; orders?: boolean }> = [
  { title: '全部发票' },
  { title: '开票中', status: 1 },
  { title: '已开票', status: 2 },
  { title: '可开票订单', orders: true },
]

export const DEFAULT_BILL_TAB = 3
export const HEADER_REQUIRED = '请选择发票抬头'

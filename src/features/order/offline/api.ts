/** order-center calls of the offline-order screens (contract types/offline.ts) */
import type { OrderStatusNumRes } from '@contract/order'
import type { OfflineOrdersReq, OfflineOrderItem } from '@contract/offline'
import type { PageResult } from '@contract/browse'
import { request, type RequestOptions } from '@/shared/request/request'

type Extra = Pick<RequestOptions, 'loading' | 'silent'>
const OC = 'order-center' as const

/** GET orderCenter/offlineOrders?status=&pageNum=&pageSize= (status 0/absent = all) */
export const offlineOrders = (p: OfflineOrdersReq, extra: Extra = { silent: true }) =>
  request<PageResult<OfflineOrderItem>>({ prefix: OC, url: 'orderCenter/offlineOrders', method: 'GET', data: p, ...extra })
/** GET orderCenter/offlineOrderNum: offline order counts per status */
export const offlineOrderNum = (extra: Extra = { silent: true }) =>
  request<OrderStatusNumRes>({ prefix: OC, url: 'orderCenter/offlineOrderNum', method: 'GET', ...extra })

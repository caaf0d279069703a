/** the call of /offlinePay (contract types/offline.ts); its own module so that the pay subpackage imports nothing from the order one */
import type { OfflinePayCodeRes } from '@contract/offline'
import { request, type RequestOptions } from '@/shared/request/request'

/** GET order-center/orderCenter/offlinePayCode?orderId= : the counter pay code of a pending offline order */
export const offlinePayCode = (orderId: number | string, extra: Pick<RequestOptions, 'loading' | 'silent'> = { silent: true }) =>
  request<OfflinePayCodeRes>({ prefix: 'order-center', url: 'orderCenter/offlinePayCode', method: 'GET', data: { orderId }, ...extra })

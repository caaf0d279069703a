/** the counter's offline order (contract/offline.ts OfflineStaffCreateReq; offline-order:create) -> CommitPayRes */
import type { Static } from '@sinclair/typebox'
import type { STAFF_PATHS } from '@contract/staff'
import type { OfflineStaffCreateReq } from '@contract/offline'
import type { CommitPayRes } from '@contract/order'
import { request } from '../../shared/request'

export const PATHS: Pick<typeof STAFF_PATHS, 'offlineOrderCreate'> = { offlineOrderCreate: '/staff/offline-orders' }

export type OfflineOrderBody = Static<typeof OfflineStaffCreateReq>
export type OfflineOrderReply = Static<typeof CommitPayRes>

export const CREATE_WAYS: ReadonlyArray<{ value: OfflineOrderBody['createWay']; label: string }> = [
  { value: 'counter', label: '窗口开单' },
  { value: 'prescription', label: '医生处方' },
]

export function createOfflineOrder(body: OfflineOrderBody): Promise<OfflineOrderReply> {
  return request<OfflineOrderReply>('POST', PATHS.offlineOrderCreate, { body })
}

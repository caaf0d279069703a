/** The check-up desk's calls (contract/checkup-desk.ts): the day and check-in, the pool, company batches. */
import type {
  CHECKUP_DESK_PATHS,
  DeskBatch,
  DeskBatchImportReq,
  DeskBatchListRes,
  DeskBooking,
  DeskCheckinReq,
  DeskDay,
  DeskPoolEditReq,
  DeskPoolPreview,
  DeskPools,
  DeskRosterRes,
  DeskRowError,
} from '@contract/checkup-desk'
import { request } from '../../shared/request'

export const DESK_PATHS: typeof CHECKUP_DESK_PATHS = {
  day: '/staff/checkup/day',
  checkin: '/staff/checkup/checkin',
  pools: '/staff/checkup/pools',
  poolPreview: '/staff/checkup/pools/preview',
  poolSave: '/staff/checkup/pools/save',
  rosterTemplate: '/staff/checkup/batches/template',
  batchImport: '/staff/checkup/batches/import',
  batches: '/staff/checkup/batches',
  batchRoster: '/staff/checkup/batches/roster',
  batchApprove: '/staff/checkup/batches/approve',
}
/** contract DESK_ROSTER_MAX_BYTES (the server checks it too) */
export const ROSTER_MAX_BYTES = 2 * 1024 * 1024

export type { DeskBatch, DeskBooking, DeskDay, DeskPoolEditReq, DeskPoolPreview, DeskPools, DeskRosterRes, DeskRowError }

export const getDay = (date?: string) => request<DeskDay>('GET', DESK_PATHS.day, { query: { date } })
export const checkIn = (body: DeskCheckinReq) => request<DeskBooking>('POST', DESK_PATHS.checkin, { body, silent: true })
export const getPools = (packageId?: number) => request<DeskPools>('GET', DESK_PATHS.pools, { query: { packageId } })
export const previewPools = (body: DeskPoolEditReq) => request<DeskPoolPreview>('POST', DESK_PATHS.poolPreview, { body })
export const savePools = (body: DeskPoolEditReq) => request<DeskPoolPreview>('POST', DESK_PATHS.poolSave, { body })
export const listBatches = () => request<DeskBatchListRes>('GET', DESK_PATHS.batches)
export const importBatch = (body: DeskBatchImportReq) => request<DeskBatch>('POST', DESK_PATHS.batchImport, { body, silent: true })
export const getRoster = (batchId: number) => request<DeskRosterRes>('GET', DESK_PATHS.batchRoster, { query: { batchId } })
export const approveBatch = (batchId: number) => request<DeskBatch>('POST', DESK_PATHS.batchApprove, { body: { batchId } })

/** a file's bytes as base64 */
export function fileBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader()
    r.onload = () => resolve(String(r.result).replace(/^data:[^,]*,/, ''))
    r.onerror = () => reject(new Error('文件读取失败'))
    r.readAsDataURL(file)
  })
}

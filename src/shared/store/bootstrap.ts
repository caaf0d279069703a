/**
 * App start-up: hospital and entry from the launch query, the version rule, restoring the persisted
 * stores, the request context (headers read from the stores), and hospital info (non-blocking).
 */
import type { HospitalInfo } from '@contract/api'
import { DEFAULT_ENTRY_TYPE, type EntryType } from '@/domain/wire'
import { entryTracking } from '@/domain/tracking'
import { configureRequest, type RequestContext, type UnauthorizedInfo } from '../request/request'
import { useAppStore, rememberedHospitalId, rememberHospitalId } from './appStore'
import { useUserStore } from './userStore'
import { applyVersionRule, startPersistence } from './persist'
import { parseEntryType, resolveHospitalId } from './rules'
import { restoreElderMode } from './elder'

export type LaunchQuery = Record<string, string | number | undefined | null>

export interface BootstrapResult {
  hospitalId: number
  entryType: EntryType
  /** the version rule cleared stored users */
  versionCleared: boolean
  /** hospital info loading (resolves null on failure); start-up does not wait for it */
  hospitalInfo: Promise<HospitalInfo | null>
}

type UnauthorizedHandler = (info: UnauthorizedInfo) => void
let unauthorizedHandler: UnauthorizedHandler | null = null

/** the router guard registers what a 401 does (store the target URL, go to login) */
export function setUnauthorizedHandler(fn: UnauthorizedHandler | null): void {
  unauthorizedHandler = fn
}

/** request headers from the stores */
export function requestContext(): RequestContext {
  const app = useAppStore.getState()
  const user = useUserStore.getState()
  return {
    appTag: app.appTag,
    hospitalId: app.hospitalId,
    token: user.userInfo?.token || '',
    healthToken: user.healthToken,
    studioDoctorToken: user.studioDoctorToken,
  }
}

/** a 401: the stored session is dead (clear it), then the guard's handler */
export function handleUnauthorized(info: UnauthorizedInfo): void {
  useUserStore.getState().logout()
  unauthorizedHandler?.(info)
}

export function bootstrapApp(query: LaunchQuery = {}): BootstrapResult {
  const versionCleared = applyVersionRule()
  const hospitalId = resolveHospitalId(query.hospitalId, rememberedHospitalId())
  const entryType = parseEntryType(query.entryType ?? query.entry) ?? DEFAULT_ENTRY_TYPE
  rememberHospitalId(hospitalId)
  useAppStore.setState({ hospitalId, entryType })
  startPersistence()
  // the elder-friendly mode: the entry link flag `elder=1|0`, else the remembered choice (issue 16)
  restoreElderMode(query)

  // utm/spm of the entry link, kept for tracking (short printable values only)
  const tracking = entryTracking(query)
  if (tracking.utm || tracking.spm) useAppStore.getState().setTracking(tracking)

  configureRequest({
    getContext: requestContext,
    onUnauthorized: handleUnauthorized,
    onOffline: () => useAppStore.getState().setOffline(true),
  })

  const hospitalInfo = useAppStore.getState().loadHospitalInfo()
  return { hospitalId, entryType, versionCleared, hospitalInfo }
}

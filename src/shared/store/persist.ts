/**
 * Persistence of the stores in platform storage, one entry per hospital and entry type
 * (`shop:store:<hospitalId>:<entryType>`), and the version rule (SPEC §9): when `app_version` in storage
 * differs from __APP_VERSION__, the stored user is cleared from every entry.
 * Hand-written rather than zustand `persist`: the key changes with the hospital and entry at run time.
 */
import type { HospitalInfo } from '@contract/api'
import type { DictItem, LoginType } from '@contract/api'
import { storage } from '../platform'
import { useAppStore, type AppFlags, type Tracking } from './appStore'
import { useUserStore, initialUserData } from './userStore'
import { STORE_KEY_PREFIX, VERSION_KEY, isLoggedInUser, storeKey, type StoredUserInfo } from './rules'

export interface PersistedUser {
  userInfo: StoredUserInfo | null
  loginType: LoginType | null
  healthToken: string
  studioDoctorToken: string
  loginRedirectUrl: string
  homeLink: string
}

export interface PersistedApp {
  hospitalInfo: HospitalInfo | null
  greyMode: boolean
  dict: Record<string, DictItem[]>
  tracking: Tracking
  flags: AppFlags
}

export interface PersistedState {
  user?: Partial<PersistedUser>
  app?: Partial<PersistedApp>
}

const isRecord = (v: unknown): v is Record<string, any> => !!v && typeof v === 'object' && !Array.isArray(v)
const isPersisted = (v: unknown): v is PersistedState =>
  isRecord(v) && (v.user === undefined || isRecord(v.user)) && (v.app === undefined || isRecord(v.app))

export function loadPersisted(key: string): PersistedState {
  return storage.getItem(key, isPersisted) ?? {}
}

export function savePersisted(key: string, state: PersistedState): void {
  try {
    storage.setItem(key, state)
  } catch (e) {
    // over 1 MB or refused: the previous snapshot stays; the app keeps running on memory state
    console.warn(`[store] not persisted: ${(e as Error)?.message}`)
  }
}

function appCurrentKey(): string {
  const { hospitalId, entryType } = useAppStore.getState()
  return storeKey(hospitalId, entryType)
}

export function snapshot(): PersistedState {
  const u = useUserStore.getState()
  const a = useAppStore.getState()
  return {
    user: {
      userInfo: u.userInfo,
      loginType: u.loginType,
      healthToken: u.healthToken,
      studioDoctorToken: u.studioDoctorToken,
      loginRedirectUrl: u.loginRedirectUrl,
      homeLink: u.homeLink,
    },
    app: { hospitalInfo: a.hospitalInfo, greyMode: a.greyMode, dict: a.dict, tracking: a.tracking, flags: a.flags },
  }
}

const str = (v: unknown) => (typeof v === 'string' ? v : '')

/** restores one key's state into the stores; missing or malformed parts fall back to the initial values */
function restore(state: PersistedState): void {
  const u = state.user || {}
  const userInfo = isRecord(u.userInfo) && isLoggedInUser(u.userInfo as StoredUserInfo) ? (u.userInfo as StoredUserInfo) : null
  useUserStore.setState({
    ...initialUserData(),
    userInfo,
    loginType: userInfo && (u.loginType === 0 || u.loginType === 1) ? u.loginType : null,
    healthToken: str(u.healthToken),
    studioDoctorToken: str(u.studioDoctorToken),
    loginRedirectUrl: str(u.loginRedirectUrl),
    homeLink: str(u.homeLink),
  })
  const a = state.app || {}
  const current = useAppStore.getState()
  const hospitalInfo =
    isRecord(a.hospitalInfo) && a.hospitalInfo.hospitalId === current.hospitalId ? (a.hospitalInfo as HospitalInfo) : null
  useAppStore.setState({
    hospitalInfo,
    hospitalInfoStatus: hospitalInfo ? 'ready' : 'idle',
    hospitalInfoError: null,
    greyMode: typeof a.greyMode === 'boolean' ? a.greyMode : hospitalInfo ? !!hospitalInfo.greyMode : false,
    dict: isRecord(a.dict) ? (a.dict as Record<string, DictItem[]>) : {},
    tracking: isRecord(a.tracking) ? (a.tracking as Tracking) : {},
    flags: { needThePhone: false, mustBindPhone: false, mallEntry: false, ...(isRecord(a.flags) ? (a.flags as Partial<AppFlags>) : {}) },
  })
}

let activeKey: string | null = null
let restoring = false
let unsubscribe: (() => void) | null = null

/** reads the current hospital+entry's state into the stores */
export function hydrate(): void {
  const key = appCurrentKey()
  restoring = true
  try {
    restore(loadPersisted(key))
  } finally {
    restoring = false
  }
  activeKey = key
}

/** saves the stores under the current key; when the hospital or entry changed, loads that key's state instead */
export function persistNow(): void {
  if (restoring || activeKey === null) return
  const key = appCurrentKey()
  if (key !== activeKey) {
    hydrate()
    return
  }
  savePersisted(key, snapshot())
}

/**
 * H5: another document of the app (a second tab, or a page that was still alive when the user moved on)
 * wrote this key. Its state is newer than ours: take it, so that our next save does not put a stale copy
 * (e.g. the phone before a binding, a user who has signed out) back over it. Mini-programs have one document.
 */
function watchOtherDocuments(): () => void {
  const w =
    typeof window !== 'undefined'
      ? (window as unknown as {
          addEventListener?: (type: string, fn: (e: never) => void) => void
          removeEventListener?: (type: string, fn: (e: never) => void) => void
        })
      : null
  if (!w || typeof w.addEventListener !== 'function' || typeof w.removeEventListener !== 'function') return () => undefined
  const onStorage = (e: { key: string | null; storageArea?: unknown }) => {
    if (typeof localStorage !== 'undefined' && e.storageArea && e.storageArea !== localStorage) return
    if (activeKey !== null && (e.key === null || e.key === activeKey)) hydrate()
  }
  w.addEventListener('storage', onStorage)
  return () => w.removeEventListener!('storage', onStorage)
}

/** hydrates, then saves on every change (and takes what other documents save); returns the stop function */
export function startPersistence(): () => void {
  stopPersistence()
  hydrate()
  const offUser = useUserStore.subscribe(persistNow)
  const offApp = useAppStore.subscribe(persistNow)
  const offOthers = watchOtherDocuments()
  unsubscribe = () => {
    offUser()
    offApp()
    offOthers()
  }
  return stopPersistence
}

export function stopPersistence(): void {
  unsubscribe?.()
  unsubscribe = null
  activeKey = null
}

/** every persisted store key (all hospitals and entries) */
export function persistedKeys(): string[] {
  return storage.keys().filter((k) => k.startsWith(STORE_KEY_PREFIX))
}

/** clears the stored user (user info, login type, tokens, post-login URL) of every hospital and entry */
export function clearStoredUsers(): void {
  for (const key of persistedKeys()) {
    const state = loadPersisted(key)
    if (!state.user) continue
    const homeLink = str(state.user.homeLink)
    savePersisted(key, { ...state, user: homeLink ? { homeLink } : undefined })
  }
}

/**
 * SPEC §9: when the stored version differs from the build's, the stored user is cleared everywhere.
 * Writes the current version. Returns true when users were cleared.
 */
export function applyVersionRule(current: string = typeof __APP_VERSION__ === 'undefined' ? '' : String(__APP_VERSION__)): boolean {
  const stored = storage.getItem<unknown>(VERSION_KEY)
  if (stored !== null && String(stored) === current) return false
  const hadData = persistedKeys().length > 0
  if (hadData) clearStoredUsers()
  try {
    storage.setItem(VERSION_KEY, current)
  } catch {
    /* best effort */
  }
  return hadData
}

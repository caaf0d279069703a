/** App state: hospital, entry, hospital info, offline and grey flags, dictionaries, tracking (SPEC §1, §3). */
import { create } from 'zustand'
import type { HospitalInfo } from '@contract/api'
import type { DictItem } from '@contract/api'
import { DEFAULT_ENTRY_TYPE, type EntryType } from '@/domain/wire'
import { storage, target } from '../platform'
import { getHospitalIndex } from '../request/hospitalApi'
import { DEFAULT_HOSPITAL_ID, HOSPITAL_KEY, parseEntryType, parseHospitalId } from './rules'

export interface AppFlags {
  /** the user must add a phone number (third-party login without one) */
  needThePhone: boolean
  /** common/conf/all must_bind_phone */
  mustBindPhone: boolean
  /** hospital mall-entry marker (SPEC §6) */
  mallEntry: boolean
}

export interface Tracking {
  utm?: string
  spm?: string
}

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error'

export interface AppData {
  hospitalId: number
  entryType: EntryType
  hospitalInfo: HospitalInfo | null
  hospitalInfoStatus: LoadStatus
  hospitalInfoError: string | null
  /** network lost: show the offline screen */
  offline: boolean
  /** grey the home page out (from hospital info, or set) */
  greyMode: boolean
  /** dictionaries keyed by dictCode (doctor_title loaded at start) */
  dict: Record<string, DictItem[]>
  tracking: Tracking
  flags: AppFlags
  /** appTag header value */
  appTag: string
}

export interface AppState extends AppData {
  /** sets (and remembers) the hospital; a malformed id keeps the current one. Returns the id in effect. */
  setHospitalId(id: unknown): number
  /** a value that is not an entry type keeps the current one. Returns the entry in effect. */
  setEntryType(entry: unknown): EntryType
  setHospitalInfo(info: HospitalInfo | null): void
  /** loads hospital info via zeus; failures keep the cached info and resolve null */
  loadHospitalInfo(): Promise<HospitalInfo | null>
  setOffline(offline: boolean): void
  setGreyMode(grey: boolean): void
  setDict(dictCode: string, items: DictItem[]): void
  setTracking(tracking: Tracking): void
  setFlags(flags: Partial<AppFlags>): void
  setAppTag(tag: string): void
}

export const initialAppData = (): AppData => ({
  hospitalId: DEFAULT_HOSPITAL_ID,
  entryType: DEFAULT_ENTRY_TYPE,
  hospitalInfo: null,
  hospitalInfoStatus: 'idle',
  hospitalInfoError: null,
  offline: false,
  greyMode: false,
  dict: {},
  tracking: {},
  flags: { needThePhone: false, mustBindPhone: false, mallEntry: false },
  appTag: target,
})

/** the remembered hospital id (storage), null when absent or malformed */
export function rememberedHospitalId(): number | null {
  return parseHospitalId(storage.getItem<unknown>(HOSPITAL_KEY))
}

export function rememberHospitalId(id: number): void {
  try {
    storage.setItem(HOSPITAL_KEY, id)
  } catch {
    /* remembering is best effort */
  }
}

let inFlight: { id: number; promise: Promise<HospitalInfo | null> } | null = null

export const useAppStore = create<AppState>()((set, get) => ({
  ...initialAppData(),

  setHospitalId(raw) {
    const id = parseHospitalId(raw)
    if (id === null) return get().hospitalId
    rememberHospitalId(id)
    if (id !== get().hospitalId) set({ hospitalId: id, hospitalInfo: null, hospitalInfoStatus: 'idle', hospitalInfoError: null })
    return id
  },

  setEntryType(raw) {
    const entry = parseEntryType(raw)
    if (entry === null) return get().entryType
    if (entry !== get().entryType) set({ entryType: entry })
    return entry
  },

  setHospitalInfo(info) {
    set({
      hospitalInfo: info,
      greyMode: info ? !!info.greyMode : get().greyMode,
      hospitalInfoStatus: info ? 'ready' : 'idle',
      hospitalInfoError: null,
    })
  },

  loadHospitalInfo() {
    const id = get().hospitalId
    if (inFlight && inFlight.id === id) return inFlight.promise
    set({ hospitalInfoStatus: 'loading', hospitalInfoError: null })
    const promise = getHospitalIndex(id, { silent: true })
      .then((info) => {
        if (get().hospitalId !== id) return null
        if (!info || typeof info !== 'object') throw new Error('医院信息为空')
        get().setHospitalInfo(info)
        return info
      })
      .catch((e: Error) => {
        if (get().hospitalId === id) set({ hospitalInfoStatus: 'error', hospitalInfoError: e?.message || '医院信息加载失败' })
        return null
      })
      .finally(() => {
        if (inFlight?.promise === promise) inFlight = null
      })
    inFlight = { id, promise }
    return promise
  },

  setOffline: (offline) => set({ offline }),
  setGreyMode: (greyMode) => set({ greyMode }),
  setDict: (dictCode, items) => set({ dict: { ...get().dict, [dictCode]: items } }),
  setTracking: (tracking) => set({ tracking: { ...get().tracking, ...tracking } }),
  setFlags: (flags) => set({ flags: { ...get().flags, ...flags } }),
  setAppTag: (appTag) => set({ appTag }),
}))

export function resetAppStore(): void {
  inFlight = null
  useAppStore.setState(initialAppData())
}

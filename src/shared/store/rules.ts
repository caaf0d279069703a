/** Pure store rules (no Taro, no storage): hospital id and entry parsing, login state, storage keys. */
import type { UserInfo } from '@contract/api'
import { ENTRY_TYPES, type EntryType } from '@/domain/wire'
import { DEFAULT_HOSPITAL_ID } from '@/domain/hospital'

/** SPEC §1, §9 (the rule lives in src/domain/hospital, shared with the server) */
export { DEFAULT_HOSPITAL_ID }

/** a positive integer of at most 9 digits ('6', 6, ' 12 '); anything else ('abc', '-1', '6x', '0', 1.5) -> null */
export function parseHospitalId(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isInteger(raw) && raw > 0 && raw <= 999999999 ? raw : null
  if (typeof raw !== 'string') return null
  const s = raw.trim()
  if (!/^\d{1,9}$/.test(s)) return null
  const n = Number(s)
  return n > 0 ? n : null
}

/** the query's hospitalId when well-formed, else the remembered one, else 6 */
export function resolveHospitalId(fromQuery: unknown, remembered: unknown): number {
  return parseHospitalId(fromQuery) ?? parseHospitalId(remembered) ?? DEFAULT_HOSPITAL_ID
}

export function parseEntryType(raw: unknown): EntryType | null {
  return typeof raw === 'string' && (ENTRY_TYPES as readonly string[]).includes(raw) ? (raw as EntryType) : null
}

/**
 * The user the app keeps (store and local storage): the login reply's UserInfo without what belongs to the
 * login itself (loginType and needBindPhone are kept beside it, subscribe may be absent in older storage).
 */
export type StoredUserInfo = Omit<UserInfo, 'loginType' | 'needBindPhone' | 'subscribe'> & { subscribe?: boolean }

/** SPEC §6: logged in when userBase id or userThird id exists, or user info (a session token) is present */
export function isLoggedInUser(
  info: { userBase?: { id?: number } | null; userThird?: { id?: number } | null; token?: string } | null | undefined,
): boolean {
  if (!info || typeof info !== 'object') return false
  return !!(info.userBase?.id || info.userThird?.id || info.token)
}

/** a reply that really is a user (redisUser may answer 200 with null for a visitor) */
export function looksLikeUser(v: unknown): v is StoredUserInfo {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return false
  return isLoggedInUser(v as Partial<StoredUserInfo>)
}

/** SPEC §4: after login go to the stored URL if any, otherwise the stored home link, otherwise / */
export function postLoginUrl(loginRedirectUrl: string | null | undefined, homeLink: string | null | undefined): string {
  return loginRedirectUrl || homeLink || '/'
}

export const STORE_KEY_PREFIX = 'shop:store:'
export const HOSPITAL_KEY = 'shop:hospitalId'
export const VERSION_KEY = 'app_version'

/** persisted state lives per hospital and entry (SPEC §3) */
export function storeKey(hospitalId: number, entryType: EntryType): string {
  return `${STORE_KEY_PREFIX}${hospitalId}:${entryType}`
}

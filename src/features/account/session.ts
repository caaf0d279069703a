/** What happens after a login reply, shared by every account screen. */
import type { LoginResult, LoginType } from '@contract/api'
import { redirect, relaunch } from '@/shared/routes/navigate'
import { sessionStore } from '@/shared/platform'
import { useAppStore, useUserStore } from '@/shared/store'
import { mustBindPhoneFirst } from '@/domain/account'
import { acceptServedAgreements } from './api'

/** a login reply says the user must bind a phone first (SPEC §7 must_bind_phone) */
export function needsPhoneBinding(info: LoginResult): boolean {
  if (info.needBindPhone) return true
  return mustBindPhoneFirst(useAppStore.getState().flags.mustBindPhone, info.userBase?.phone)
}

/**
 * Stores the user (loginType 1 sms/password/register, 0 third party), then goes to /bandPhone when a phone
 * must be bound, else to the post-login URL (the stored URL, else the stored home link, else home) with a
 * fresh page stack.
 */
export async function finishLogin(info: LoginResult, loginType: LoginType): Promise<void> {
  const user = useUserStore.getState()
  user.setUser(info, loginType)
  const hospitalId = useAppStore.getState().hospitalId
  // the agreement ticked on the login screen: the versions served now are the ones accepted (issue 33)
  try {
    await acceptServedAgreements(hospitalId)
  } catch {
    /* best effort: the app asks again on its next start (shared/ui/ReconsentGate) */
  }
  if (needsPhoneBinding(info)) {
    await redirect('/bandPhone', { hospitalId, from: 'login' })
    return
  }
  await goAfterLogin()
}

/** the post-login URL (stored URL, else home link, else /home), relaunched */
export async function goAfterLogin(): Promise<void> {
  const url = useUserStore.getState().takePostLoginUrl()
  await relaunch(!url || url === '/' ? '/home' : url, url.includes('hospitalId=') ? {} : { hospitalId: useAppStore.getState().hospitalId })
}

export async function goHome(): Promise<void> {
  await relaunch('/home', { hospitalId: useAppStore.getState().hospitalId })
}

// ------------------------------------------------------------------ the verified phone of /register -> /setPassword

const PENDING_KEY = 'auth:pendingPhone'
/** how long a checked phone + code may be used on /setPassword (the server's SMS code lifetime) */
export const PENDING_TTL_MS = 5 * 60 * 1000

export interface PendingVerification {
  phone: string
  code: string
  reset: boolean
  at: number
}

/** kept in session storage (never in the URL) between /register and /setPassword */
export function savePendingVerification(v: Omit<PendingVerification, 'at'>, now = Date.now()): void {
  try {
    sessionStore.setItem(PENDING_KEY, { ...v, at: now })
  } catch {
    /* best effort */
  }
}

export function readPendingVerification(now = Date.now()): PendingVerification | null {
  const v = sessionStore.getItem<PendingVerification>(PENDING_KEY)
  if (!v || typeof v !== 'object' || typeof v.phone !== 'string' || typeof v.code !== 'string') return null
  if (typeof v.at !== 'number' || now - v.at > PENDING_TTL_MS) {
    clearPendingVerification()
    return null
  }
  return v
}

export function clearPendingVerification(): void {
  try {
    sessionStore.removeItem(PENDING_KEY)
  } catch {
    /* ignore */
  }
}

/** SPEC §8: a failed user-info fetch on /njglyy goes back after 3 seconds */
export const NJGLYY_BACK_DELAY_MS = 3000

/**
 * Whether tracking may run (issue 18): only after the user accepted the privacy policy — by ticking the
 * agreement (user agreement and privacy policy) on a login screen, which every logged-in user has done. Kept in
 * platform storage for the device; withdrawing removes it (and a logged-out user is then not tracked).
 */
import { storage } from '../platform'
import { useUserStore } from '../store'

export const PRIVACY_ACCEPTED_KEY = 'privacy_accepted'

/** a newer privacy policy (or user agreement) is waiting for the patient's consent (issue 33): nothing is tracked */
let outdated = false
export function setPrivacyOutdated(value: boolean): void {
  outdated = value
}

export function privacyAccepted(): boolean {
  if (outdated) return false
  if (storage.getItem<unknown>(PRIVACY_ACCEPTED_KEY) === 1) return true
  return useUserStore.getState().isLoggedIn()
}

export function acceptPrivacy(): void {
  try {
    storage.setItem(PRIVACY_ACCEPTED_KEY, 1)
  } catch {
    /* best effort */
  }
}

export function withdrawPrivacy(): void {
  storage.removeItem(PRIVACY_ACCEPTED_KEY)
}

/**
 * Tracking (issue 18): the app's one tracker. `startTracking()` once at launch (app.ts); pages are counted by the
 * Page shell (shared/ui/Page), shares by the share helpers. See ./tracker.ts for what is sent when.
 */
import { trackedPath, type ShareObjectType, type ShareTarget } from '@/domain/tracking'
import { onAppHidden, sendBeacon } from '../platform'
import { apiUrl, authHeaders } from '../request'
import { useAppStore } from '../store'
import { privacyAccepted } from './consent'
import { createTracker, type Tracker } from './tracker'

export { acceptPrivacy, withdrawPrivacy, privacyAccepted, setPrivacyOutdated } from './consent'
export { createTracker } from './tracker'
export type { Tracker, TrackItem, TrackerDeps } from './tracker'

let tracker: Tracker | null = null
let stopHidden: (() => void) | null = null

function the(): Tracker {
  tracker ??= createTracker({
    consent: privacyAccepted,
    entry: () => useAppStore.getState().tracking,
    url: apiUrl,
    headers: () => ({ ...authHeaders(), 'content-type': 'application/json' }),
    send: sendBeacon,
  })
  return tracker
}

/** once at launch: the queue is flushed whenever the app is hidden */
export function startTracking(): void {
  if (stopHidden) return
  stopHidden = onAppHidden(() => the().flush())
}

/** a page was shown (its route path; a query is cut off) */
export function trackPageVisit(path: string): void {
  const p = trackedPath(path)
  if (p) the().track({ kind: 'visit', path: p })
}

export function trackShare(path: string, target: ShareTarget, object?: { type: ShareObjectType; id?: string | number }): void {
  const p = trackedPath(path)
  if (!p) return
  const objectId = object?.id === undefined ? undefined : String(object.id)
  the().track({ kind: 'share', path: p, target, ...(object ? { objectType: object.type } : {}), ...(objectId ? { objectId } : {}) })
}

export function trackEvent(event: string, path?: string): void {
  const p = path ? trackedPath(path) : null
  the().track({ kind: 'event', event, ...(p ? { path: p } : {}) })
}

export function flushTracking(): void {
  the().flush()
}

/**
 * The tracker (issue 18; SPEC §7 tracking): page visits, shares and named events are queued and sent in batches
 * through the platform's beacon (./../platform/beacon*.ts) — TRACK_FLUSH_DELAY_MS after the first queued event,
 * or at once when the app is hidden — with the utm/spm of the entry link (the app store). Nothing is queued
 * before the user accepted the privacy policy (./consent.ts). No personal data: paths without their query; the
 * server takes the user from the session.
 */
import { TRACK_FLUSH_DELAY_MS, TRACK_MAX_QUEUE, batches, type ShareObjectType, type ShareTarget } from '@/domain/tracking'
import type { ApiPrefix } from '@/domain/wire'

export type TrackItem =
  | { kind: 'visit'; path: string }
  | { kind: 'share'; path: string; target: ShareTarget; objectType?: ShareObjectType; objectId?: string }
  | { kind: 'event'; event: string; path?: string }

export interface TrackerDeps {
  /** the privacy policy is accepted (events are dropped until it is) */
  consent: () => boolean
  /** utm/spm of the entry link */
  entry: () => { utm?: string; spm?: string }
  url: (prefix: ApiPrefix, path: string) => string
  headers: () => Record<string, string>
  send: (url: string, headers: Record<string, string>, body: unknown) => boolean
  setTimer?: (fn: () => void, ms: number) => unknown
  clearTimer?: (handle: unknown) => void
}

const ENDPOINT = {
  visit: { prefix: 'zeus', path: 'buryPoint/pageVisit', field: 'visits' },
  share: { prefix: 'zeus', path: 'buryPoint/share', field: 'shares' },
  event: { prefix: 'common', path: 'track', field: 'events' },
} as const

export interface Tracker {
  track(item: TrackItem): void
  /** sends everything queued now */
  flush(): void
  /** queued, not yet sent */
  pending(): number
}

export function createTracker(deps: TrackerDeps): Tracker {
  const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms))
  const clearTimer = deps.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>))
  let queue: TrackItem[] = []
  let timer: unknown = null

  const flush = () => {
    if (timer !== null) clearTimer(timer)
    timer = null
    if (!queue.length) return
    const items = queue
    queue = []
    if (!deps.consent()) return // consent withdrawn while queued: drop
    const entry = deps.entry()
    const headers = deps.headers()
    for (const kind of ['visit', 'share', 'event'] as const) {
      const ofKind = items.filter((i) => i.kind === kind)
      const ep = ENDPOINT[kind]
      for (const batch of batches(ofKind)) {
        const payload = batch.map(({ kind: _k, ...rest }) => rest)
        deps.send(deps.url(ep.prefix, ep.path), headers, { ...entry, [ep.field]: payload })
      }
    }
  }

  return {
    track(item) {
      if (!deps.consent()) return
      queue.push(item)
      if (queue.length > TRACK_MAX_QUEUE) queue = queue.slice(-TRACK_MAX_QUEUE)
      if (timer === null) timer = setTimer(flush, TRACK_FLUSH_DELAY_MS)
    },
    flush,
    pending: () => queue.length,
  }
}

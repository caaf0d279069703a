/**
 * Tracking rules shared by the app (src/shared/tracking) and the server (server/modules/tracking): what is sent,
 * in what batches, and when it may be sent at all (issue 18: after the privacy policy is accepted; SPEC §7 tracking).
 */

/** events per request; a larger queue is sent in several batches */
export const TRACK_MAX_BATCH = 50
/** events kept while they cannot be sent (oldest dropped first) */
export const TRACK_MAX_QUEUE = 200
/** a batch goes out this long after its first event (unless the page hides first) */
export const TRACK_FLUSH_DELAY_MS = 5000
/** a route path: starts with '/', no query, no fragment */
export const TRACK_PATH_PATTERN = '^/[A-Za-z0-9/_.-]*$'
export const TRACK_EVENT_NAME_PATTERN = '^[A-Za-z][A-Za-z0-9_.:-]*$'
export const SHARE_TARGETS = ['wechat', 'timeline', 'alipay', 'webShare', 'copyLink', 'poster'] as const
export type ShareTarget = (typeof SHARE_TARGETS)[number]
export const SHARE_OBJECT_TYPES = ['goods', 'coupon', 'groupBuy', 'doctor', 'article'] as const
export type ShareObjectType = (typeof SHARE_OBJECT_TYPES)[number]

/** the path of a page URL as tracked: no origin, no /hospital base, no query or fragment (which can carry ids) */
export function trackedPath(url: string, base = '/hospital'): string | null {
  let p = url.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/[?#].*$/, '')
  if (base && (p === base || p.startsWith(`${base}/`))) p = p.slice(base.length) || '/'
  if (!p.startsWith('/')) p = `/${p}`
  p = p.replace(/\/{2,}/g, '/')
  return new RegExp(TRACK_PATH_PATTERN).test(p) && p.length <= 200 ? p : null
}

/** utm/spm of an entry link's query: short printable values only (anything else is dropped, not stored) */
export function entryTracking(query: Record<string, unknown>): { utm?: string; spm?: string } {
  const out: { utm?: string; spm?: string } = {}
  for (const key of ['utm', 'spm'] as const) {
    const v = query[key]
    if (typeof v === 'string' || typeof v === 'number') {
      const s = String(v).trim()
      if (s && s.length <= 64 && /^[\w.:-]+$/.test(s)) out[key] = s
    }
  }
  return out
}

/** splits a queue into request batches of at most TRACK_MAX_BATCH */
export function batches<T>(queue: readonly T[], size = TRACK_MAX_BATCH): T[][] {
  const out: T[][] = []
  for (let i = 0; i < queue.length; i += size) out.push(queue.slice(i, i + size))
  return out
}

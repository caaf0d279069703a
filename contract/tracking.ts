/**
 * API contract of tracking (SPEC §7 "tracking POST zeus/buryPoint/pageVisit, buryPoint/share and a common track
 * endpoint"; issue 18): page visits, shares and named events, sent in batches by the app after the user accepted
 * the privacy policy, with the utm/spm of the entry link. No personal data beyond the user id (the session's, on
 * the server): paths are sent without their query. The aggregate (visits per page per business day) is for the
 * hospital's staff (header x-staff-key).
 */
import { TRACK_EVENT_NAME_PATTERN, TRACK_MAX_BATCH, TRACK_PATH_PATTERN, SHARE_OBJECT_TYPES, SHARE_TARGETS } from '../src/domain/tracking'
import { Count, Enum, SafeCount, StrictObject, Type, type Static } from './lib'

const Utm = Type.Optional(Type.String({ maxLength: 64, description: 'utm of the entry link' }))
const Spm = Type.Optional(Type.String({ maxLength: 64, description: 'spm of the entry link' }))
const Path = Type.String({ minLength: 1, maxLength: 200, pattern: TRACK_PATH_PATTERN, description: 'a route path without its query' })

export const PageVisit = StrictObject({ path: Path })
export const PageVisitReq = StrictObject({
  utm: Utm,
  spm: Spm,
  visits: Type.Array(PageVisit, { minItems: 1, maxItems: TRACK_MAX_BATCH }),
})
export type PageVisitReq = Static<typeof PageVisitReq>

export const ShareEvent = StrictObject({
  path: Path,
  target: Enum(SHARE_TARGETS),
  objectType: Type.Optional(Enum(SHARE_OBJECT_TYPES)),
  objectId: Type.Optional(Type.String({ maxLength: 40, pattern: '^[A-Za-z0-9_-]*$' })),
})
export const ShareReq = StrictObject({
  utm: Utm,
  spm: Spm,
  shares: Type.Array(ShareEvent, { minItems: 1, maxItems: TRACK_MAX_BATCH }),
})
export type ShareReq = Static<typeof ShareReq>

export const TrackEvent = StrictObject({
  event: Type.String({ minLength: 1, maxLength: 64, pattern: TRACK_EVENT_NAME_PATTERN }),
  path: Type.Optional(Path),
})
export const TrackReq = StrictObject({
  utm: Utm,
  spm: Spm,
  events: Type.Array(TrackEvent, { minItems: 1, maxItems: TRACK_MAX_BATCH }),
})
export type TrackReq = Static<typeof TrackReq>

export const TrackAccepted = StrictObject({ accepted: Count({ description: 'events stored' }) })
export type TrackAccepted = Static<typeof TrackAccepted>

export const VisitStatsQuery = StrictObject({
  from: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'first business day, YYYY-MM-DD' }),
  to: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'last business day, YYYY-MM-DD' }),
  utm: Type.Optional(Type.String({ maxLength: 64, description: 'only the visits of entry links with this utm (a campaign)' })),
})
export type VisitStatsQuery = Static<typeof VisitStatsQuery>

export const VisitStatsRow = StrictObject({
  day: Type.String({ description: 'business day YYYY-MM-DD' }),
  path: Type.String(),
  visits: SafeCount(),
  visitors: SafeCount({ description: 'distinct logged-in users (visitors without a login are not counted here)' }),
})
export type VisitStatsRow = Static<typeof VisitStatsRow>
export const VisitStats = Type.Array(VisitStatsRow)

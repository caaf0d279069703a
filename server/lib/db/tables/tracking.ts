/** Kysely table types of tracking (server/modules/tracking). Merged into the DB interface of ../schema. */
import type { Generated } from 'kysely'

export interface TrackEventTable {
  id: Generated<string>
  hospital_id: number
  /** the session's user; null for a visitor */
  user_id: number | null
  kind: 'visit' | 'share' | 'event'
  /** the path of a visit or share, the event name of an event */
  name: string
  path: string | null
  /** shares: wechat, timeline, alipay, webShare, copyLink, poster */
  target: string | null
  object_type: string | null
  object_id: string | null
  utm: string | null
  spm: string | null
  /** business day of arrival, YYYY-MM-DD */
  day: string
  created_at: Date
}

export interface TrackingTables {
  track_event: TrackEventTable
}

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the tracking tables to DB
  interface DB extends TrackingTables {}
}

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
  /** the events folded into this row (the same actor, event and minute: `fold`) */
  hits: Generated<number>
  /** HMAC of the actor (user or address), the event and its minute: the duplicates' one row; null on older rows */
  fold: string | null
}

/** a rolled-up business day: per hospital, kind and name, all utms together (utm '') and per utm */
export interface TrackDailyTable {
  hospital_id: number
  day: string
  kind: 'visit' | 'share' | 'event'
  name: string
  /** '' = every event of the day, whatever its utm; else only the events of that utm */
  utm: string
  hits: string | number
  /** distinct logged-in users */
  users: number
}

/** the business days already rolled up into track_daily (their raw rows are no longer read) */
export interface TrackRollupTable {
  day: string
  rolled_at: Date
}

export interface TrackingTables {
  track_event: TrackEventTable
  track_daily: TrackDailyTable
  track_rollup: TrackRollupTable
}

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the tracking tables to DB
  interface DB extends TrackingTables {}
}

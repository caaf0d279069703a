/** Kysely table types of going live (issue 30: real payment providers). Merged into DB. */
import type { Generated } from 'kysely'

/**
 * The raw notify log: every provider notify as it came (headers without cookies / authorization, the raw body up to
 * 64 KiB), written before anything is decided, then its outcome ('accepted' or '<alert event>: <reason>'). Kept for
 * audit and for replaying a notify by hand.
 */
export interface PayNotifyLogTable {
  id: Generated<number>
  /** wechat | alipay | sandbox */
  provider: string
  /** JSON object of the request headers */
  headers: string
  body: string
  outcome: string | null
  created_at: Date
}

export interface GoLiveTables {
  pay_notify_log: PayNotifyLogTable
}

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the go-live tables to DB
  interface DB extends GoLiveTables {}
}

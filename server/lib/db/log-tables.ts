/**
 * High-churn tables no cached read comes from (logs, counters, staff sessions): the cache's NOTIFY trigger
 * (migration 0831_cache_notify, re-installed by `migrateToLatest`) is not installed on them (migration
 * 1250_cache_notify_not_on_logs drops it where it was), and the read cache's ALL_TABLES entries (the composed
 * replies) do not go stale when they are written (server/lib/cache/store.ts). A page visit writes track_event,
 * a staff request staff_session and staff_audit, a payment notify pay_notify_log: none of them may drop every
 * composed reply on every instance. A table read by a cached read must never be listed here.
 */
export const LOG_TABLES: readonly string[] = Object.freeze([
  // the rate limiter's counters (every request)
  'rate_limit',
  // tracking: raw events (every page visit), the daily figures and the roll-up bookkeeping
  'track_event',
  'track_daily',
  'track_rollup',
  // the payment providers' raw notifies
  'pay_notify_log',
  // the staff console: the audit log (every staff read of health data) and the sessions (last seen per request)
  'staff_audit',
  'staff_session',
  // the page editor's drafts and preview tokens (an operator's every save; no cached read comes from them)
  'magic_page_draft',
  'page_preview_token',
  // append-only logs and abuse counters
  'consent_log',
  'sms_outbox',
  'chat_flood',
  'login_guard',
  'pe_attempt_counter',
  'report_link_guard',
])

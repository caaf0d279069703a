/**
 * The home's flash-sale countdown (issue 35 item 4): which session the seckill tile counts down to, read on the
 * server's clock. Session times are business-zone wall times (`parseDateTime` of ./time, Asia/Shanghai by
 * default), never the device's zone; the device's clock is corrected by the offset the last reply carried.
 */
import { activityStatus, countdownParts, type ActivityPeriod, type CountdownParts } from './activity'
import { parseDateTime } from './time'
import * as M from './messages'

export interface SeckillCountdown {
  /** 距结束 (a session is running) or 距开始 (the next one) */
  label: string
  /** the moment counted down to: the running window's end (periodEnd less timeBefore) or the next start */
  target: Date
  parts: CountdownParts
}

/**
 * The server clock's lead over the device's, in ms: the server's `serverTime` (epoch ms) against the middle of
 * the request's round trip (sent at `sentAt`, answered at `receivedAt`, both device epoch ms). 0 without a
 * usable server time.
 */
export function clockOffset(serverTime: number | null | undefined, sentAt: number, receivedAt: number): number {
  const t = Number(serverTime)
  if (!Number.isFinite(t) || t <= 0) return 0
  return Math.round(t - (sentAt + Math.max(0, receivedAt - sentAt) / 2))
}

/** the end of a session's running window: periodEnd less timeBefore minutes (the rule of activityStatus) */
function runningEnd(s: ActivityPeriod): Date | null {
  const end = parseDateTime(s.periodEnd)
  if (!end) return null
  return new Date(end.getTime() - Math.max(0, Number(s.timeBefore) || 0) * 60_000)
}

/**
 * The countdown of the flash-sale entry at `now` (the server's time: device time + clockOffset): the running
 * session that ends first (距结束), else the session that starts next (距开始); null when no session runs or is
 * to come (the tile then shows no countdown), and for a running session without an end.
 */
export function seckillCountdown(sessions: readonly ActivityPeriod[], now: Date): SeckillCountdown | null {
  let best: { label: string; target: Date } | null = null
  for (const s of sessions) {
    const status = activityStatus(s, now)
    if (status === 2) {
      const end = runningEnd(s)
      if (end && (!best || best.label !== M.COUNTDOWN_TO_END || end < best.target)) best = { label: M.COUNTDOWN_TO_END, target: end }
    } else if (status === 1 && (!best || best.label === M.COUNTDOWN_TO_START)) {
      const begin = parseDateTime(s.periodBegin)
      if (begin && (!best || begin < best.target)) best = { label: M.COUNTDOWN_TO_START, target: begin }
    }
  }
  return best ? { ...best, parts: countdownParts(best.target.getTime() - now.getTime()) } : null
}

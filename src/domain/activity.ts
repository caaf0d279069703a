/**
 * Activity rules (SPEC §3 Activity, §4 activity timing, card messages, group buy): status from the
 * period, card messages, the start-a-group button and countdown parts.
 */
import { parseDateTime, type DateInput } from './time'
import * as M from './messages'

/** 1 not started, 2 running, 3 ended (3 is our code for "after the window"). */
export type ActivityStatus = 1 | 2 | 3

export interface ActivityPeriod {
  periodBegin?: DateInput
  periodEnd?: DateInput
  /** minutes; the running window ends this many minutes before periodEnd */
  timeBefore?: number | string | null
}

/**
 * SPEC §4 activity timing: before periodBegin → 1 (not started); from periodBegin until periodEnd
 * reduced by timeBefore minutes → 2 (running); after that → 3 (ended). On the group activity list
 * (`groupList: true`) timeBefore is not applied. A missing begin counts as started, a missing end
 * as never ending.
 */
export function activityStatus(period: ActivityPeriod, now: Date = new Date(), options: { groupList?: boolean } = {}): ActivityStatus {
  const t = now.getTime()
  const begin = parseDateTime(period.periodBegin)
  if (begin && t < begin.getTime()) return 1
  const end = parseDateTime(period.periodEnd)
  if (!end) return 2
  const before = options.groupList ? 0 : Math.max(0, Number(period.timeBefore) || 0)
  return t < end.getTime() - before * 60_000 ? 2 : 3
}

/** Label of an activity status: 未开始 / 进行中 / 已结束. */
export function activityStatusLabel(status: ActivityStatus): string {
  return status === 1 ? M.ACTIVITY_NOT_STARTED : status === 2 ? M.ACTIVITY_RUNNING : M.ACTIVITY_ENDED
}

export interface ActivityCardInput {
  purchaseMax?: number | null
  hasBuyNum?: number | null
  activityStockFlag?: number | string | null
  activityStockNum?: number | null
}

/**
 * SPEC §4 activity card messages: 已达可购买上限 when a purchase cap (purchaseMax > 0) is reached
 * by hasBuyNum; else 活动商品已售罄 when the stock flag is set and activity stock is 0; else null.
 */
export function activityCardMessage(a: ActivityCardInput): string | null {
  const cap = Number(a.purchaseMax) || 0
  if (cap > 0 && (Number(a.hasBuyNum) || 0) >= cap) return M.ACTIVITY_PURCHASE_CAP_REACHED
  if (Number(a.activityStockFlag) === 1 && (Number(a.activityStockNum) || 0) <= 0) return M.ACTIVITY_SOLD_OUT
  return null
}

/** SPEC §4: a running (status 2) group-buy activity (type 2) shows the start-a-group button. */
export function showStartGroupButton(activity: { type?: number | string | null; status?: number | string | null }): boolean {
  return Number(activity.type) === 2 && Number(activity.status) === 2
}

export interface CountdownParts {
  days: number
  hours: number
  minutes: number
  seconds: number
  /** zero-padded to at least two digits */
  dd: string
  hh: string
  mm: string
  ss: string
  /** the countdown reached zero */
  done: boolean
}

const pad = (n: number): string => String(n).padStart(2, '0')

/** Countdown parts of a duration in ms (negative counts as 0), zero-padded. */
export function countdownParts(ms: number): CountdownParts {
  const total = Math.max(0, Math.floor((Number(ms) || 0) / 1000))
  const days = Math.floor(total / 86400)
  const hours = Math.floor((total % 86400) / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const seconds = total % 60
  return { days, hours, minutes, seconds, dd: pad(days), hh: pad(hours), mm: pad(minutes), ss: pad(seconds), done: total === 0 }
}

/** Countdown to a moment (e.g. periodEnd while running, periodBegin before start); zeros when invalid or past. */
export function countdownTo(target: DateInput, now: Date = new Date()): CountdownParts {
  const d = parseDateTime(target)
  return countdownParts(d ? d.getTime() - now.getTime() : 0)
}

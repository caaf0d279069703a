/**
 * Group buying (拼团, activity type 2; SPEC §4): who may join a team, when a team has succeeded, the time
 * a team has left. The server decides with these rules (server/modules/groupbuy, atomically in SQL); the
 * app only previews them. Team statuses: 0 waiting for the leader's payment (not listed), 1 forming,
 * 2 succeeded, 3 failed (expired unfilled: its paid members are refunded), 4 cancelled (the leader never paid).
 */
import {
  PAPER_MAIL_MAX_COPIES,
  PAPER_STAY_NOT_DISCHARGED,
  paperCopiesMessage,
  TEAM_ALREADY_MEMBER,
  TEAM_ENDED,
  TEAM_FULL,
  TEAM_NOT_OPEN,
  TEAM_STATUS_TEXT,
} from './messages/groupbuy'

export const TEAM_STATUS = { PENDING: 0, FORMING: 1, SUCCEEDED: 2, FAILED: 3, CANCELLED: 4 } as const
export type TeamStatus = (typeof TEAM_STATUS)[keyof typeof TEAM_STATUS]

export interface TeamFacts {
  status: number
  needNum: number
  /** places taken (paid members and joiners whose order is still unpaid) */
  joinedNum: number
  expireAtMs: number
}

/** the status as seen at `nowMs`: a forming team past its expiry is failed even before the sweeper ran */
export function teamStatusAt(t: Pick<TeamFacts, 'status' | 'expireAtMs'>, nowMs: number): number {
  return t.status === TEAM_STATUS.FORMING && t.expireAtMs <= nowMs ? TEAM_STATUS.FAILED : t.status
}

/** why a user may not take a place in a team (null = may join) */
export function teamJoinError(t: TeamFacts, nowMs: number, alreadyMember: boolean): string | null {
  if (alreadyMember) return TEAM_ALREADY_MEMBER
  const status = teamStatusAt(t, nowMs)
  if (status === TEAM_STATUS.PENDING) return TEAM_NOT_OPEN
  if (status !== TEAM_STATUS.FORMING) return status === TEAM_STATUS.SUCCEEDED ? TEAM_FULL : TEAM_ENDED
  if (t.joinedNum >= t.needNum) return TEAM_FULL
  return null
}

/** a forming team succeeds when as many members have paid as it needs */
export function teamFilled(needNum: number, paidNum: number): boolean {
  return needNum > 0 && paidNum >= needNum
}

/** places still free */
export function teamLack(t: Pick<TeamFacts, 'needNum' | 'joinedNum'>): number {
  return Math.max(0, t.needNum - t.joinedNum)
}

/** the expiry of a team opened (paid by its leader) at `openedAtMs` for `hours` */
export function teamExpiry(openedAtMs: number, hours: number): number {
  return openedAtMs + Math.max(1, hours) * 3600_000
}

/** time left as HH:MM:SS (hours may pass 24), '00:00:00' when over; a duration, so no time zone applies */
export function teamTimeLeft(expireAtMs: number, nowMs: number): { ms: number; text: string } {
  const ms = Math.max(0, expireAtMs - nowMs)
  const s = Math.floor(ms / 1000)
  const pad = (n: number) => String(n).padStart(2, '0')
  return { ms, text: `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}` }
}

export function teamStatusText(status: number): string {
  return TEAM_STATUS_TEXT[status] ?? TEAM_STATUS_TEXT[1]
}

/** paper case-file mailing: why a request cannot be made (null = it can): copies 1..max, the stay over (discharged by today) */
export function paperMailError(
  p: { copies: number; dischargedOn: string; today: string },
  maxCopies = PAPER_MAIL_MAX_COPIES,
): string | null {
  if (!Number.isInteger(p.copies) || p.copies < 1 || p.copies > maxCopies) return paperCopiesMessage(maxCopies)
  if (!p.dischargedOn || p.dischargedOn > p.today) return PAPER_STAY_NOT_DISCHARGED
  return null
}

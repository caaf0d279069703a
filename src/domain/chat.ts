/**
 * Chat rules shared by the app and the server (issue 15): the three chat contexts of SPEC §6, the message kinds,
 * the flood limit, unread counts by sequence number and the §8 chat SDK codes the client shows.
 *
 * Every conversation numbers its messages 1, 2, 3, ... (the server assigns the number in the database, so two
 * server instances never hand out the same one); a member remembers the last number read, and a client that
 * reconnects asks for the numbers after the last one it holds (OpenIM's model).
 */

/** SPEC §6: 1 doctor consultation, 2 studio group, 3 chronic-disease care (bases /im/chronic/...) */
export const CHAT_TYPES = [1, 2, 3] as const
export type ChatType = (typeof CHAT_TYPES)[number]

/** 'service': the hospital's customer-service conversation (/customerService) */
export const CHAT_KINDS = ['consult', 'service'] as const
export type ChatKind = (typeof CHAT_KINDS)[number]

export const CHAT_MESSAGE_TYPES = ['text', 'image', 'goods', 'order', 'system', 'knowledge'] as const
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number]

/** who wrote a message / who is a member: a patient (app user), a doctor, a customer-service agent, the system */
export const CHAT_MEMBER_KINDS = ['user', 'doctor', 'agent', 'system'] as const
export type ChatMemberKind = (typeof CHAT_MEMBER_KINDS)[number]

/** longest text message (characters) */
export const CHAT_TEXT_MAX = 500

/** flood control (code 20604): at most `max` messages per sender in a fixed window of `windowMs` */
export const CHAT_FLOOD = { max: 10, windowMs: 10_000 } as const

/** SPEC §8 chat SDK codes used by this chat (the client's error catalogue) */
export const CHAT_CODE = {
  TIMEOUT: -1,
  SDK_INTERNAL: -2,
  PARAM: -3,
  SINGLE_MUTED: 20106,
  TOO_FAST: 20604,
  SENSITIVE_REFUSED: 21501,
  SENSITIVE_REPLACED: 21502,
  NOT_IN_GROUP: 22406,
  GROUP_MUTED: 22408,
  NOT_CONNECTED: 30001,
} as const
export type ChatCode = (typeof CHAT_CODE)[keyof typeof CHAT_CODE]

/** unread = last seq − read seq, never negative */
export function unreadCount(lastSeq: number, readSeq: number): number {
  return Math.max(0, lastSeq - Math.max(0, readSeq))
}

/** the read mark only moves forward and never past the last message */
export function nextReadSeq(current: number, requested: number, lastSeq: number): number {
  return Math.max(current, Math.min(Math.max(0, Math.floor(requested)), lastSeq))
}

/**
 * A fixed-window counter: the state after one more message at `nowMs` and whether it is allowed. The server keeps
 * the state in the database (one atomic upsert); this is the rule it applies, also used by tests.
 */
export function floodStep(
  state: { windowStart: number; count: number } | null,
  nowMs: number,
  limit: { max: number; windowMs: number } = CHAT_FLOOD,
): { windowStart: number; count: number; allowed: boolean } {
  if (!state || nowMs - state.windowStart >= limit.windowMs || nowMs < state.windowStart) {
    return { windowStart: nowMs, count: 1, allowed: true }
  }
  const count = state.count + 1
  return { windowStart: state.windowStart, count, allowed: count <= limit.max }
}

/** the text of a text message: trimmed, not empty, at most CHAT_TEXT_MAX characters; else the reason */
export function checkChatText(text: unknown): { ok: true; text: string } | { ok: false; reason: 'empty' | 'tooLong' } {
  const t = typeof text === 'string' ? text.trim() : ''
  if (!t) return { ok: false, reason: 'empty' }
  if ([...t].length > CHAT_TEXT_MAX) return { ok: false, reason: 'tooLong' }
  return { ok: true, text: t }
}

/** sensitive-word matching sees through full-width letters, spaces and case ('加我 ＶＸ' matches '加我vx') */
export function normaliseForScreening(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, '').toLowerCase()
}

/**
 * Merges messages by id and orders them by seq (a message pushed on the socket and fetched by the history API is
 * shown once).
 */
export function mergeMessages<M extends { id: number; seq: number }>(held: readonly M[], incoming: readonly M[]): M[] {
  const byId = new Map<number, M>()
  for (const m of held) byId.set(m.id, m)
  for (const m of incoming) byId.set(m.id, m)
  return [...byId.values()].sort((a, b) => a.seq - b.seq)
}

/**
 * Close codes of the chat socket (application range 4000-4999): 4001 no valid login; 4029 the user already has
 * CHAT_MAX_SOCKETS_PER_USER sockets open on that server (the app does not retry at once: `reconnectAttemptAfterRefusal`).
 */
export const CHAT_CLOSE = { UNAUTHORIZED: 4001, TOO_MANY_SOCKETS: 4029 } as const

/**
 * The failure count to go on with after a socket that opened but was never welcomed (no hello) closed with `code`:
 * one more failure (1 s, 2 s, 4 s … back-off); a refusal for too many sockets jumps to the longest delay (30 s),
 * since another of the user's sockets holds the place and an early retry would be refused again.
 */
export function reconnectAttemptAfterRefusal(attempt: number, code: number | undefined): number {
  return code === CHAT_CLOSE.TOO_MANY_SOCKETS ? Math.max(attempt + 1, 6) : attempt + 1
}

/** reconnect delay after `attempt` failures: 1 s, 2 s, 4 s ... capped at 30 s, with up to 20 % jitter from `rand` */
export function reconnectDelay(attempt: number, rand: number = Math.random()): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt))
  return Math.round(base * (1 + 0.2 * Math.min(1, Math.max(0, rand))))
}

// ---------------------------------------------------------------- customer service (issue 15 item 4)

/** bot (FAQ answers) → waiting (for an agent) → agent (with an agent) → closed (then a rating) */
export const SERVICE_STATES = ['bot', 'waiting', 'agent', 'closed'] as const
export type ServiceState = (typeof SERVICE_STATES)[number]
export type ServiceAction = 'request' | 'accept' | 'close'

/** the next state after an action, or null when the action does not apply in this state */
export function nextServiceState(state: ServiceState, action: ServiceAction): ServiceState | null {
  if (action === 'request') return state === 'bot' || state === 'closed' ? 'waiting' : null
  if (action === 'accept') return state === 'waiting' ? 'agent' : null
  return state === 'waiting' || state === 'agent' ? 'closed' : null
}

/** the human agents' hours of one day, business time: [startMinute, endMinute) and the text the patient sees */
export interface ServiceHours {
  readonly startMinute: number
  readonly endMinute: number
  readonly text: string
}

const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`

/** the text of the hours as the customer-service page shows it (SPEC: 周一至周日 08:00-20:00) */
export function serviceHoursText(startMinute: number, endMinute: number): string {
  return `周一至周日 ${hhmm(startMinute)}-${hhmm(endMinute)}`
}

/**
 * 'HH:MM-HH:MM' (a deployment's CHAT_SERVICE_HOURS; '00:00-24:00' is all day) -> the hours, or null when it is not
 * two times of one day with the start before the end
 */
export function parseServiceHours(value: string): ServiceHours | null {
  const m = /^(\d{2}):(\d{2})-(\d{2}):(\d{2})$/.exec(value.trim())
  if (!m) return null
  const [h1, m1, h2, m2] = m.slice(1).map(Number)
  if (h1 > 23 || m1 > 59 || m2 > 59 || h2 > 24 || (h2 === 24 && m2 !== 0)) return null
  const startMinute = h1 * 60 + m1
  const endMinute = h2 * 60 + m2
  if (startMinute >= endMinute) return null
  return { startMinute, endMinute, text: serviceHoursText(startMinute, endMinute) }
}

/** the SPEC's service hours of the human agents, business time (the default of CHAT_SERVICE_HOURS) */
export const SERVICE_HOURS: ServiceHours = { startMinute: 8 * 60, endMinute: 20 * 60, text: serviceHoursText(8 * 60, 20 * 60) }

export function withinServiceHours(wall: { hour: number; minute: number }, hours: ServiceHours = SERVICE_HOURS): boolean {
  const m = wall.hour * 60 + wall.minute
  return m >= hours.startMinute && m < hours.endMinute
}

export interface FaqEntry {
  id: string
  question: string
  keywords: readonly string[]
  answer: string
  /** an app page with more (route path and query) */
  link?: string
}

/** the FAQ entry whose keywords the text hits most (scored by the matched keywords' length: the more specific
 * phrase wins, '体检报告' over '体检'), else null */
export function matchFaq<F extends FaqEntry>(text: string, faq: readonly F[]): F | null {
  const t = text.toLowerCase()
  let best: F | null = null
  let bestHits = 0
  for (const f of faq) {
    if (t.includes(f.question.toLowerCase())) return f
    const hits = f.keywords.filter((k) => t.includes(k.toLowerCase())).reduce((n, k) => n + [...k].length, 0)
    if (hits > bestHits) {
      best = f
      bestHits = hits
    }
  }
  return best
}

/** a satisfaction rating is 1..5 stars */
export const isRating = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 1 && (n as number) <= 5

// ---------------------------------------------------------------- chat extras (issue 15, second round)

/** an image in a chat: JPEG or PNG (read from the bytes), at most 2 MB after its metadata is stripped */
export const CHAT_IMAGE_MAX_BYTES = 2 * 1024 * 1024

/** rating a finished consultation: 1..5 stars, tags from this list, an optional comment */
export const EVALUATE_TAGS = ['回复及时', '解答专业', '态度和蔼', '建议实用', '耐心细致'] as const
export const EVALUATE_COMMENT_MAX = 200

export type EvaluationInput = { score: number; tags: readonly string[]; content?: string }
/** the first problem of an evaluation, else null ('score' | 'tags' | 'content') */
export function checkEvaluation(e: EvaluationInput): 'score' | 'tags' | 'content' | null {
  if (!isRating(e.score)) return 'score'
  if (e.tags.some((t) => !(EVALUATE_TAGS as readonly string[]).includes(t)) || new Set(e.tags).size !== e.tags.length) return 'tags'
  if (e.content !== undefined && [...e.content.trim()].length > EVALUATE_COMMENT_MAX) return 'content'
  return null
}

/**
 * Whether the patient may rate the consultation now: a consultation (type 1) where the doctor has answered, not
 * rated yet; `reason` says why not.
 */
export function evaluationState(c: { type: number; doctorAnswered: boolean; evaluated: boolean }): {
  canEvaluate: boolean
  reason: 'notConsult' | 'noAnswer' | 'evaluated' | null
} {
  if (c.type !== 1) return { canEvaluate: false, reason: 'notConsult' }
  if (c.evaluated) return { canEvaluate: false, reason: 'evaluated' }
  if (!c.doctorAnswered) return { canEvaluate: false, reason: 'noAnswer' }
  return { canEvaluate: true, reason: null }
}

/** who a consultation archive is to the patient */
export const ARCHIVE_RELATIONS = ['本人', '配偶', '子女', '父母', '其他'] as const
export type ArchiveRelation = (typeof ARCHIVE_RELATIONS)[number]
/** at most this many archives per user; allergy and history notes at most ARCHIVE_NOTE_MAX characters */
export const MAX_ARCHIVES = 10
export const ARCHIVE_NOTE_MAX = 200

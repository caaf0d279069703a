/**
 * The AI health assistant's service: conversations and messages (owner-checked: another user's conversation is a
 * 404), the per-user limit counted in the database, the consent to an external provider, and the answer pipeline:
 *
 *   question checked (src/domain/assistant questionProblem) -> limit + both messages stored in one transaction
 *   -> the opening (red flag with 120 first, refusal of a dose or diagnosis; src/domain/assistant)
 *   -> the provider (external only with the user's consent; on failure a notice and the built-in answerer)
 *   -> the hand-over line -> the whole answer stored: done, or stopped with what was generated.
 */
import type { Kysely, Selectable } from 'kysely'
import type { DB } from '../../lib/db/schema'
import type { AssistantMessageTable, AssistantConversationTable } from '../../lib/db/tables/assistant'
import type { AssistantConversation, AssistantInfo, AssistantLink, AssistantMessage, AssistantThread } from '../../../contract/assistant'
import { badRequest, notFound, tooManyRequests } from '../../lib/errors'
import { fmtReq } from '../../lib/time'
import type { AppDeps } from '../../lib/deps'
import {
  ASSISTANT_DISCLAIMER,
  ASSISTANT_LIMITS,
  CUSTOMER_SERVICE_PATH,
  EMERGENCY_PATH,
  openingText,
  planAnswer,
  questionProblem,
  type AnswerPlan,
} from '../../../src/domain/assistant'
import { ASSISTANT_MSG } from '../../../src/domain/messages/assistant'
import { startOfBusinessDay } from '../../../src/domain/time'
import { consentGiven, logConsent } from '../consent'
import { registerUserDataDeleter } from '../user'
import { BuiltinProvider, OpenAiCompatibleProvider, pieces, ProviderError, type AnswerProvider } from './providers'
import { ContentIndex } from './search'

type Deps = Pick<AppDeps, 'db' | 'now' | 'config'>
type MessageRow = Selectable<AssistantMessageTable>
type ConversationRow = Selectable<AssistantConversationTable>

/** the account's consent to send questions to an external provider: kept only in the consent log */
const hasExternalConsent = (db: Deps['db'], userId: number) => consentGiven(db, userId, 'account', 0, 'assistant_external')
/** longer than any answer can take (the provider's timeout applies between pieces) */
const STALE_STREAM_MS = 10 * 60_000
export const AI_FOOTER = '（以上由AI健康助手自动生成，不是医生的诊断或建议，仅供参考）'

registerUserDataDeleter('assistant', async (trx, user) => {
  await trx.deleteFrom('assistant_message').where('user_id', '=', user.id).execute()
  await trx.deleteFrom('assistant_conversation').where('user_id', '=', user.id).execute()
})

// ------------------------------------------------------------------ the providers of one server

export interface AssistantRuntime {
  index: ContentIndex
  builtin: AnswerProvider
  external: AnswerProvider | null
}

const runtimes = new WeakMap<object, AssistantRuntime>()

/** one index and one provider set per server (its config) */
export function runtimeOf(deps: Deps): AssistantRuntime {
  let rt = runtimes.get(deps.config)
  if (!rt) {
    const index = new ContentIndex(deps.db)
    const cfg = deps.config.assistant
    rt = {
      index,
      builtin: new BuiltinProvider(index, cfg.paceMs),
      external: cfg.external ? new OpenAiCompatibleProvider(cfg.external, cfg.timeoutMs) : null,
    }
    runtimes.set(deps.config, rt)
  }
  return rt
}

// ------------------------------------------------------------------ shapes

const toConversation = (c: ConversationRow): AssistantConversation => ({
  id: c.id,
  title: c.title,
  createdAt: fmtReq(c.created_at),
  updatedAt: fmtReq(c.updated_at),
})

export const toMessage = (m: MessageRow): AssistantMessage => ({
  id: m.id,
  conversationId: m.conversation_id,
  role: m.role === 'user' ? 'user' : 'assistant',
  content: m.content,
  status: (['done', 'streaming', 'stopped', 'failed'] as const).find((s) => s === m.status) ?? 'failed',
  redFlag: m.red_flag,
  provider: m.provider === 'external' ? 'external' : m.provider === 'builtin' ? 'builtin' : 'none',
  links: (m.links ?? []) as AssistantLink[],
  createdAt: fmtReq(m.created_at),
})

// ------------------------------------------------------------------ info, consent

async function usedToday(db: Kysely<DB>, userId: number, now: Date): Promise<number> {
  const r = await db
    .selectFrom('assistant_message')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('role', '=', 'user')
    .where('created_at', '>=', startOfBusinessDay(now)!)
    .executeTakeFirst()
  return Number(r?.n ?? 0)
}

export async function assistantInfo(deps: Deps, userId: number): Promise<AssistantInfo> {
  const cfg = deps.config.assistant
  return {
    disclaimer: ASSISTANT_DISCLAIMER,
    maxChars: ASSISTANT_LIMITS.maxChars,
    perMinute: cfg.perMinute,
    perDay: cfg.perDay,
    usedToday: await usedToday(deps.db, userId, deps.now()),
    externalAvailable: !!cfg.external,
    externalConsent: await hasExternalConsent(deps.db, userId),
  }
}

export async function setExternalConsent(deps: Deps, userId: number, agree: boolean): Promise<AssistantInfo> {
  const current = await hasExternalConsent(deps.db, userId)
  if (current !== agree)
    await logConsent(deps.db, userId, {
      subject: 'account',
      subjectId: 0,
      purpose: 'assistant_external',
      action: agree ? 'grant' : 'withdraw',
      at: deps.now(),
    })
  return assistantInfo(deps, userId)
}

// ------------------------------------------------------------------ conversations

export async function listConversations(deps: Deps, userId: number, hospitalId: number): Promise<AssistantConversation[]> {
  const rows = await deps.db
    .selectFrom('assistant_conversation')
    .selectAll()
    .where('user_id', '=', userId)
    .where('hospital_id', '=', hospitalId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(30)
    .execute()
  return rows.map(toConversation)
}

/**
 * A new, empty conversation: at most config.assistant.conversationsPerDay a business day per user (every hospital
 * counted), counted in the database with the user's row locked (two tabs or two servers cannot both pass it).
 */
export async function createConversation(deps: Deps, userId: number, hospitalId: number): Promise<AssistantConversation> {
  const now = deps.now()
  const cap = deps.config.assistant.conversationsPerDay
  const row = await deps.db.transaction().execute(async (trx) => {
    await trx.selectFrom('app_user').select('id').where('id', '=', userId).forUpdate().execute()
    const today = await trx
      .selectFrom('assistant_conversation')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .where('created_at', '>=', startOfBusinessDay(now)!)
      .executeTakeFirst()
    if (Number(today?.n ?? 0) >= cap) throw tooManyRequests(ASSISTANT_MSG.CONVERSATIONS_DAY(cap))
    return trx
      .insertInto('assistant_conversation')
      .values({ user_id: userId, hospital_id: hospitalId, title: '新的对话', created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow()
  })
  return toConversation(row)
}

async function requireConversation(db: Kysely<DB>, userId: number, id: number): Promise<ConversationRow> {
  const c = await db.selectFrom('assistant_conversation').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
  if (!c) throw notFound(ASSISTANT_MSG.CONVERSATION_NOT_FOUND)
  return c
}

export async function conversationThread(deps: Deps, userId: number, conversationId: number): Promise<AssistantThread> {
  const c = await requireConversation(deps.db, userId, conversationId)
  const messages = await deps.db
    .selectFrom('assistant_message')
    .selectAll()
    .where('conversation_id', '=', c.id)
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute()
  // an answer still "streaming" long after its question lost its server (a restart mid-answer): shown as failed
  const stale = deps.now().getTime() - STALE_STREAM_MS
  return {
    conversation: toConversation(c),
    messages: messages.map((m) => toMessage(m.status === 'streaming' && m.updated_at.getTime() < stale ? { ...m, status: 'failed' } : m)),
  }
}

// ------------------------------------------------------------------ asking

export interface PreparedAsk {
  hospitalId: number
  userId: number
  question: MessageRow
  answer: MessageRow
  plan: AnswerPlan
  history: Array<{ role: 'user' | 'assistant'; content: string }>
}

/**
 * Checks the question, the conversation's owner and the user's limits, and stores the question with an empty
 * answer (status streaming) in one transaction (the user's row is locked, so two tabs cannot both pass the limit).
 */
export async function prepareAsk(
  deps: Deps,
  userId: number,
  hospitalId: number,
  body: { conversationId: number; content: string },
): Promise<PreparedAsk> {
  const problem = questionProblem(body.content)
  if (problem === 'empty') throw badRequest(ASSISTANT_MSG.EMPTY)
  if (problem === 'too_long') throw badRequest(ASSISTANT_MSG.TOO_LONG(ASSISTANT_LIMITS.maxChars))
  const content = body.content.trim()
  const now = deps.now()
  const cfg = deps.config.assistant
  return deps.db.transaction().execute(async (trx) => {
    await trx.selectFrom('app_user').select('id').where('id', '=', userId).forUpdate().execute()
    const conv = await requireConversation(trx, userId, body.conversationId)
    const counts = await trx
      .selectFrom('assistant_message')
      .select((eb) => [
        eb.fn.countAll<string>().as('day'),
        eb.fn
          .count<string>('id')
          .filterWhere('created_at', '>', new Date(now.getTime() - 60_000))
          .as('minute'),
      ])
      .where('user_id', '=', userId)
      .where('role', '=', 'user')
      .where('created_at', '>=', startOfBusinessDay(now)!)
      .executeTakeFirst()
    if (Number(counts?.minute ?? 0) >= cfg.perMinute) throw tooManyRequests(ASSISTANT_MSG.RATE_MINUTE)
    if (Number(counts?.day ?? 0) >= cfg.perDay) throw tooManyRequests(ASSISTANT_MSG.RATE_DAY(cfg.perDay))

    const earlier = await trx
      .selectFrom('assistant_message')
      .select(['role', 'content'])
      .where('conversation_id', '=', conv.id)
      .where('status', 'in', ['done', 'stopped'])
      .orderBy('id', 'desc')
      .limit(6)
      .execute()
    const plan = planAnswer(content)
    const question = await trx
      .insertInto('assistant_message')
      .values({
        conversation_id: conv.id,
        user_id: userId,
        role: 'user',
        content,
        status: 'done',
        red_flag: plan.redFlag?.id ?? null,
        provider: 'none',
        links: '[]',
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    const answer = await trx
      .insertInto('assistant_message')
      .values({
        conversation_id: conv.id,
        user_id: userId,
        role: 'assistant',
        content: '',
        status: 'streaming',
        red_flag: plan.redFlag?.id ?? null,
        provider: 'builtin',
        links: '[]',
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    const title = conv.title === '新的对话' ? [...content].slice(0, 20).join('') : conv.title
    await trx.updateTable('assistant_conversation').set({ title, updated_at: now }).where('id', '=', conv.id).execute()
    return {
      hospitalId,
      userId,
      question,
      answer,
      plan,
      history: earlier.reverse().map((m) => ({ role: m.role === 'user' ? ('user' as const) : ('assistant' as const), content: m.content })),
    }
  })
}

export interface AnswerLog {
  warn(obj: Record<string, unknown>, msg: string): void
}

/**
 * Generates the answer of a prepared question, `write`s it piece by piece as it is generated and stores it at the
 * end: done, or stopped (the signal aborted: the client stopped or went away) with what was generated so far.
 */
export async function runAnswer(
  deps: Deps,
  prepared: PreparedAsk,
  signal: AbortSignal,
  write: (text: string) => void,
  log?: AnswerLog,
): Promise<AssistantMessage> {
  const rt = runtimeOf(deps)
  let text = ''
  const emit = (piece: string) => {
    if (signal.aborted || !piece) return
    text += piece
    write(piece)
  }
  const emitAll = (s: string) => {
    for (const p of pieces(s, 24)) emit(p)
  }
  const { plan } = prepared
  const links: AssistantLink[] = []
  if (plan.redFlag) links.push({ title: '急救热线', url: EMERGENCY_PATH, kind: 'emergency' })
  let provider: 'builtin' | 'external' = 'builtin'
  let status: 'done' | 'stopped' | 'failed' = 'done'
  try {
    emitAll(openingText(plan))
    if (plan.answer) {
      const consent = rt.external ? await hasExternalConsent(deps.db, prepared.userId) : false
      const req = { hospitalId: prepared.hospitalId, question: prepared.question.content, history: prepared.history, signal }
      let result: { links: AssistantLink[] } | null = null
      if (rt.external && consent) {
        try {
          provider = 'external'
          result = await rt.external.answer(req, emit)
        } catch (err) {
          if (!(err instanceof ProviderError)) throw err
          // the provider's message only: never the question (health data) in the log
          log?.warn({ assistantProvider: 'external', err: err.message }, 'assistant provider failed; built-in answer instead')
          provider = 'builtin'
          emitAll(`${text ? '\n\n' : ''}${ASSISTANT_MSG.PROVIDER_FAILED}\n`)
        }
      }
      if (!result) result = await rt.builtin.answer(req, emit)
      for (const l of result.links) if (!links.some((x) => x.url === l.url)) links.push(l)
    }
    emitAll(`${text.endsWith('\n\n') ? '' : '\n\n'}${ASSISTANT_MSG.HANDOVER}\n${AI_FOOTER}`)
  } catch (err) {
    status = 'failed'
    log?.warn({ err: (err as Error).message }, 'assistant answer failed')
    if (!signal.aborted) emitAll(`\n${ASSISTANT_MSG.STREAM_FAILED}`)
  }
  if (signal.aborted && status === 'done') status = 'stopped'
  links.push({ title: '联系人工客服', url: CUSTOMER_SERVICE_PATH, kind: 'customerService' })
  const row = await deps.db
    .updateTable('assistant_message')
    .set({ content: text, status, provider, links: JSON.stringify(links), updated_at: deps.now() })
    .where('id', '=', prepared.answer.id)
    .returningAll()
    .executeTakeFirstOrThrow()
  return toMessage(row)
}

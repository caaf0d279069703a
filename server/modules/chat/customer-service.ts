/**
 * Customer service (issue 15 item 4; SPEC §7 loginCheck, getCustomerServiceData, getHistoryMes, humanIntervention):
 * one service conversation per patient and hospital. The FAQ bot answers first (agent 0); "转人工" moves the
 * conversation bot → waiting (the workbench's queue) → agent (an agent claims it in the staff console's workbench,
 * desk.ts) → closed, then one rating (1-5).
 * Outside service hours (business time) an agent cannot be requested: the patient gets the hours and may leave a
 * phone number for a call back. Every state change is also a system message, so sockets and polling see it.
 */
import { isRating, matchFaq, nextServiceState, withinServiceHours, type ServiceAction, type ServiceState } from '../../../src/domain/chat'
import { SERVICE_MESSAGES } from '../../../src/domain/messages/chat'
import { validatePhone } from '../../../src/domain/validation'
import { businessParts } from '../../../src/domain/time'
import type { CustomerServiceData, ServiceSession } from '../../../contract/chat'
import type { AppDeps } from '../../lib/deps'
import { badRequest, conflict } from '../../lib/errors'
import { SERVICE_FAQ } from './faq'
import { announceQueue, BOT_ID, getOrCreate, insertMessage, publish, serviceHooks, type ConversationRow, type MessageRow } from './service'

/** within the deployment's service hours (CHAT_SERVICE_HOURS, default the SPEC's 08:00-20:00), business time */
export const isOpenNow = (deps: AppDeps) => withinServiceHours(businessParts(deps.now()), deps.config.chatServiceHours)

export async function customerServiceData(deps: AppDeps, hospitalId: number): Promise<CustomerServiceData> {
  const h = await deps.db.selectFrom('hospital').select('phone').where('id', '=', hospitalId).executeTakeFirst()
  return {
    phone: h?.phone ?? '',
    hours: deps.config.chatServiceHours.text,
    open: isOpenNow(deps),
    faq: SERVICE_FAQ.map((f) => ({ id: f.id, question: f.question, answer: f.answer, link: f.link ?? null })),
  }
}

export async function systemLine(
  deps: AppDeps,
  groupId: number,
  text: string,
  sender: { kind: 'system' | 'agent'; id: number } = { kind: 'system', id: 0 },
  link?: string,
) {
  const content = link ? { text, link } : { text }
  const { row } = await insertMessage(deps.db, groupId, sender, sender.kind === 'system' ? 'system' : 'text', content, null, deps.now())
  await publish(deps, row)
}

/** the caller's service conversation (created with the bot's welcome on first use) */
export async function serviceSession(deps: AppDeps, userId: number, hospitalId: number): Promise<ServiceSession> {
  const key = `svc:u${userId}:h${hospitalId}`
  const existed = await deps.db.selectFrom('chat_conversation').select('id').where('conv_key', '=', key).executeTakeFirst()
  const id =
    existed?.id ??
    (await getOrCreate(deps, { key, hospitalId, kind: 'service', type: 1, name: '在线客服', userId, doctorId: null, studioId: null }, []))
  if (!existed) {
    const c = await deps.db.selectFrom('chat_conversation').select('last_seq').where('id', '=', id).executeTakeFirstOrThrow()
    if (c.last_seq === 0) await systemLine(deps, id, SERVICE_MESSAGES.welcome, { kind: 'agent', id: BOT_ID })
  }
  const c = await deps.db
    .selectFrom('chat_conversation')
    .select(['id', 'service_state', 'rating', 'last_seq'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  return { groupId: c.id, state: (c.service_state ?? 'bot') as ServiceState, open: isOpenNow(deps), rating: c.rating, lastSeq: c.last_seq }
}

async function move(deps: AppDeps, groupId: number, from: ServiceState, action: ServiceAction): Promise<ServiceState> {
  const to = nextServiceState(from, action)
  if (!to) throw conflict(SERVICE_MESSAGES.badAction)
  const done = await deps.db
    .updateTable('chat_conversation')
    .set({
      service_state: to,
      // the queue of the workbench (desk.ts): a request enters it unassigned; a close resolves it
      ...(action === 'request'
        ? { rating: null, queued_at: deps.now(), assignee_staff_id: null, assigned_at: null, resolved_at: null }
        : {}),
      ...(action === 'close' ? { resolved_at: deps.now() } : {}),
    })
    .where('id', '=', groupId)
    .where('service_state', '=', from)
    .returning('id')
    .executeTakeFirst()
  if (!done) throw conflict(SERVICE_MESSAGES.badAction) // someone else moved it first
  return to
}

/** the patient's humanIntervention actions */
export async function humanIntervention(
  deps: AppDeps,
  userId: number,
  hospitalId: number,
  req: { action: 'request' | 'close' | 'rate' | 'callback'; rating?: number; phone?: string },
): Promise<ServiceSession> {
  const s = await serviceSession(deps, userId, hospitalId)
  if (req.action === 'request') {
    if (!s.open) {
      await systemLine(deps, s.groupId, SERVICE_MESSAGES.offHours(deps.config.chatServiceHours.text))
      return serviceSession(deps, userId, hospitalId)
    }
    await move(deps, s.groupId, s.state, 'request')
    await systemLine(deps, s.groupId, SERVICE_MESSAGES.waiting)
    await announceQueue(deps, hospitalId, s.groupId, 'waiting') // the agents' workbenches, at once
  } else if (req.action === 'close') {
    await move(deps, s.groupId, s.state, 'close')
    await systemLine(deps, s.groupId, SERVICE_MESSAGES.closed)
    await announceQueue(deps, hospitalId, s.groupId, 'resolved')
  } else if (req.action === 'rate') {
    if (!isRating(req.rating)) throw badRequest(SERVICE_MESSAGES.badRating)
    if (s.state !== 'closed') throw conflict(SERVICE_MESSAGES.badAction)
    const done = await deps.db
      .updateTable('chat_conversation')
      .set({ rating: req.rating })
      .where('id', '=', s.groupId)
      .where('rating', 'is', null)
      .returning('id')
      .executeTakeFirst()
    if (!done) throw conflict(SERVICE_MESSAGES.alreadyRated)
    await systemLine(deps, s.groupId, SERVICE_MESSAGES.rated)
  } else {
    const phone = (req.phone ?? '').trim()
    if (validatePhone(phone)) throw badRequest(SERVICE_MESSAGES.badPhone)
    await deps.db
      .insertInto('chat_callback')
      .values({ user_id: userId, hospital_id: hospitalId, phone, created_at: deps.now(), handled_at: null })
      .execute()
    await systemLine(deps, s.groupId, SERVICE_MESSAGES.callbackDone)
  }
  return serviceSession(deps, userId, hospitalId)
}

/** the bot answers a patient's message while no agent has the conversation */
serviceHooks.afterPatientMessage = async (deps: AppDeps, conv: ConversationRow, row: MessageRow) => {
  const state = (conv.service_state ?? 'bot') as ServiceState
  if (state !== 'bot' && state !== 'closed') return
  const text = typeof (row.content as { text?: unknown }).text === 'string' ? (row.content as { text: string }).text : ''
  const hit = matchFaq(text, SERVICE_FAQ)
  await systemLine(deps, conv.id, hit ? hit.answer : SERVICE_MESSAGES.noAnswer, { kind: 'agent', id: BOT_ID }, hit?.link)
}

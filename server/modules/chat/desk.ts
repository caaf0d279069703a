/**
 * The chat workbench of the staff console (issue 32 item 3; routes in staff.routes.ts): doctors answer the
 * consultations and studio groups routed to them (they are the conversation's doctor member), customer-service
 * agents take service conversations from the queue (the FAQ bot's hand-off, customer-service.ts: bot → waiting),
 * admins (chat:supervise) see all of them and assign. Everything goes through the session's scoped layer
 * (staffScope: the hospital of the session, never of the request); messages are stored and pushed by service.ts
 * (so the patient's socket, other instances through the bus, and the seq rules are the patients' own).
 *
 * Identities in a conversation: a doctor's account answers as its doctor (staff_account.doctor_id; member
 * `doctor:<id>`), any other staff member as `agent:<staffId>` (agent 0 is the FAQ bot). Claiming is a
 * compare-and-set on the conversation's state (two agents at once: one wins, the other gets 409). Internal
 * notes live in chat_note, never in chat_message: no patient read (history, socket, batch detail) can reach them.
 */
import { sql } from 'kysely'
import type { FastifyRequest } from 'fastify'
import type {
  ChatDeskAgentsRes,
  ChatDeskArticle,
  ChatDeskConversation,
  ChatDeskNote,
  ChatDeskPatientPanel,
  ChatDeskQuickReply,
  ChatDeskQuickReplySaveReq,
  ChatDeskTab,
  ChatDeskTranscript,
} from '../../../contract/chat-desk'
import { CHAT_NOTE_MAX, CHAT_QUICK_REPLY_TEXT_MAX, CHAT_QUICK_REPLY_TITLE_MAX } from '../../../contract/chat-desk'
import { unreadCount } from '../../../src/domain/chat'
import { maskPhone } from '../../../src/domain/mask'
import { SERVICE_MESSAGES } from '../../../src/domain/messages/chat'
import * as M from '../../../src/domain/messages/chatDesk'
import { ROLE_PERMISSIONS, STAFF_ROLES, type StaffRole } from '../../../src/domain/staff/permissions'
import type { AppDeps } from '../../lib/deps'
import { badRequest, conflict, notFound } from '../../lib/errors'
import { yuan } from '../../lib/money'
import { fmt, fmtReq } from '../../lib/time'
import { staffError, writeAudit, type ScopedDb, type StaffScope } from '../staff'
import { liveSession } from '../staff/session'
import { systemLine } from './customer-service'
import { launchEvaluate, sendKnowledge } from './extras'
import { announceQueue, markRead, notInGroup, sendMessage, toMessages, type Actor, type MessageRow, type SendOutcome } from './service'

/** the roles whose members answer service conversations (transfer and assign targets): chat:answer, not doctors */
export const AGENT_ROLES: readonly StaffRole[] = STAFF_ROLES.filter((r) => r !== 'doctor' && ROLE_PERMISSIONS[r].includes('chat:answer'))

export interface DeskMe {
  staffId: number
  name: string
  isDoctor: boolean
  doctorId: number | null
  supervise: boolean
  /** who the caller is in a conversation (null: a doctor's account without a doctor) */
  actor: Actor | null
}

export async function deskMe(scope: StaffScope): Promise<DeskMe> {
  const s = scope.staff
  const row = await scope.selectFrom('staff_account').select('doctor_id').where('id', '=', s.staffId).executeTakeFirst()
  const isDoctor = s.role === 'doctor'
  const doctorId = row?.doctor_id ?? null
  return {
    staffId: s.staffId,
    name: s.name,
    isDoctor,
    doctorId,
    supervise: s.permissions.includes('chat:supervise'),
    actor: isDoctor ? (doctorId ? { kind: 'doctor', id: doctorId } : null) : { kind: 'agent', id: s.staffId },
  }
}

interface ConvRow {
  id: number
  hospital_id: number
  kind: string
  type: number
  name: string
  owner_user_id: number
  doctor_id: number | null
  last_seq: number
  service_state: string | null
  assignee_staff_id: number | null
  queued_at: Date | null
  evaluate_launched_at: Date | null
  resolved_at: Date | null
  created_at: Date
  last_message_at: Date | null
}

const CONV_COLUMNS = [
  'id',
  'hospital_id',
  'kind',
  'type',
  'name',
  'owner_user_id',
  'doctor_id',
  'last_seq',
  'service_state',
  'assignee_staff_id',
  'queued_at',
  'evaluate_launched_at',
  'resolved_at',
  'created_at',
  'last_message_at',
] as const

/** the conversation of the session's hospital (another hospital's: 404), locked when `lock` */
export async function loadConv(db: ScopedDb, groupId: number, lock = false): Promise<ConvRow> {
  let q = db
    .selectFrom('chat_conversation')
    .select([...CONV_COLUMNS])
    .where('id', '=', groupId)
  if (lock) q = q.forUpdate()
  const c = (await q.executeTakeFirst()) as ConvRow | undefined
  if (!c) throw notFound(M.CHAT_DESK_NOT_FOUND)
  return c
}

/** the doctor is a member of the conversation (it is routed to them) */
async function doctorMember(db: ScopedDb, groupId: number, doctorId: number): Promise<boolean> {
  const m = await db.unscoped
    .selectFrom('chat_member')
    .select('conversation_id')
    .where('conversation_id', '=', groupId)
    .where('member_kind', '=', 'doctor')
    .where('member_id', '=', doctorId)
    .executeTakeFirst()
  return !!m
}

/** the caller may see the conversation: routed to them, in the queue (agents), or a supervisor; else 409 */
export async function requireVisible(db: ScopedDb, me: DeskMe, c: ConvRow): Promise<void> {
  if (me.supervise) return
  if (me.isDoctor) {
    if (c.kind === 'consult' && me.doctorId && (await doctorMember(db, c.id, me.doctorId))) return
    throw conflict(me.doctorId ? M.CHAT_DESK_NOT_YOURS : M.CHAT_DESK_NO_DOCTOR)
  }
  if (c.kind === 'service' && (c.service_state === 'waiting' || c.assignee_staff_id === me.staffId)) return
  throw conflict(M.CHAT_DESK_NOT_YOURS)
}

/** the caller may write in it now: a doctor of the consultation, or the agent it is assigned to */
async function canSend(db: ScopedDb, me: DeskMe, c: ConvRow): Promise<boolean> {
  if (c.kind === 'consult') return !!me.doctorId && me.isDoctor && (await doctorMember(db, c.id, me.doctorId))
  return !me.isDoctor && c.service_state === 'agent' && c.assignee_staff_id === me.staffId
}

function deskState(c: ConvRow, lastSender: string | null): ChatDeskConversation['state'] {
  if (c.kind === 'service') {
    if (c.service_state === 'waiting') return 'waiting'
    if (c.service_state === 'closed') return 'resolved'
    if (c.service_state === 'agent') return lastSender === 'user' ? 'assigned' : 'patient'
    return 'open'
  }
  if (c.type === 1 && c.evaluate_launched_at) return 'resolved'
  return lastSender === 'user' ? 'assigned' : 'patient'
}

function previewText(row: { msg_type: string; content: unknown }): string {
  const c = (row.content ?? {}) as { text?: unknown; title?: unknown; goodsName?: unknown }
  if (row.msg_type === 'image') return '[图片]'
  if (row.msg_type === 'goods') return `[商品] ${String(c.goodsName ?? '')}`
  if (row.msg_type === 'order') return '[订单]'
  if (row.msg_type === 'knowledge') return `[文章] ${String(c.title ?? '')}`
  return typeof c.text === 'string' ? c.text.slice(0, 60) : ''
}

/** the conversations as the workbench lists them (the caller's read marks, the patients masked) */
async function views(db: ScopedDb, me: DeskMe, rows: ConvRow[], now: Date): Promise<ChatDeskConversation[]> {
  if (!rows.length) return []
  const ids = rows.map((r) => r.id)
  const users = [...new Set(rows.map((r) => r.owner_user_id))]
  const assignees = [...new Set(rows.map((r) => r.assignee_staff_id).filter((x): x is number => x !== null))]
  const [phones, names, lasts, marks] = await Promise.all([
    db.unscoped.selectFrom('app_user').select(['id', 'phone']).where('id', 'in', users).execute(),
    assignees.length
      ? db.selectFrom('staff_account').select(['id', 'name']).where('id', 'in', assignees).execute()
      : Promise.resolve([] as Array<{ id: number; name: string }>),
    db.unscoped
      .selectFrom('chat_message as m')
      .innerJoin('chat_conversation as c', (j) => j.onRef('c.id', '=', 'm.conversation_id').onRef('c.last_seq', '=', 'm.seq'))
      .select(['m.conversation_id', 'm.sender_kind', 'm.msg_type', 'm.content', 'm.created_at'])
      .where('m.conversation_id', 'in', ids)
      .execute(),
    me.actor
      ? db.unscoped
          .selectFrom('chat_member')
          .select(['conversation_id', 'read_seq'])
          .where('conversation_id', 'in', ids)
          .where('member_kind', '=', me.actor.kind)
          .where('member_id', '=', me.actor.id)
          .execute()
      : Promise.resolve([] as Array<{ conversation_id: number; read_seq: number }>),
  ])
  const phoneOf = new Map(phones.map((p) => [p.id, p.phone]))
  const nameOf = new Map(names.map((n) => [n.id, n.name]))
  const lastOf = new Map(lasts.map((l) => [l.conversation_id, l]))
  const readOf = new Map(marks.map((m) => [m.conversation_id, m.read_seq]))
  return rows.map((c) => {
    const last = lastOf.get(c.id)
    const readSeq = Math.min(readOf.get(c.id) ?? 0, c.last_seq)
    const state = deskState(c, last?.sender_kind ?? null)
    const since =
      state === 'waiting' ? (c.queued_at ?? last?.created_at ?? c.created_at) : state === 'assigned' ? (last?.created_at ?? null) : null
    return {
      groupId: c.id,
      kind: c.kind === 'service' ? 'service' : 'consult',
      type: c.type,
      name: c.name,
      patient: maskPhone(phoneOf.get(c.owner_user_id)) || '患者',
      state,
      serviceState: c.service_state,
      assigneeStaffId: c.assignee_staff_id,
      assigneeName: c.assignee_staff_id ? (nameOf.get(c.assignee_staff_id) ?? null) : null,
      lastSeq: c.last_seq,
      readSeq,
      unread: unreadCount(c.last_seq, readSeq),
      lastText: last ? previewText(last) : '',
      lastTime: fmt(last?.created_at ?? c.last_message_at),
      waitingSince: fmt(since),
      waitingSeconds: since ? Math.max(0, Math.floor((now.getTime() - since.getTime()) / 1000)) : null,
    }
  })
}

const activity = sql`coalesce(last_message_at, created_at)`

/** a tab of the workbench; 全部 (all) only with chat:supervise (else 403) */
export async function listTab(scope: StaffScope, me: DeskMe, tab: ChatDeskTab): Promise<ChatDeskConversation[]> {
  let q = scope.selectFrom('chat_conversation').select([...CONV_COLUMNS])
  if (tab === 'all') {
    if (!me.supervise) throw staffError.forbidden()
    q = q.where('last_seq', '>', 0)
  } else if (tab === 'unassigned') {
    if (me.isDoctor) return [] // a doctor has no queue: consultations come routed to them
    q = q.where('kind', '=', 'service').where('service_state', '=', 'waiting')
  } else if (me.isDoctor) {
    if (!me.doctorId) return []
    const doctorId = me.doctorId
    q = q
      .where('kind', '=', 'consult')
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('chat_member as dm')
            .select('dm.conversation_id')
            .whereRef('dm.conversation_id', '=', 'chat_conversation.id')
            .where('dm.member_kind', '=', 'doctor')
            .where('dm.member_id', '=', doctorId),
        ),
      )
  } else {
    q = q.where('kind', '=', 'service').where('service_state', '=', 'agent').where('assignee_staff_id', '=', me.staffId)
  }
  const rows = (await q
    .orderBy(tab === 'unassigned' ? sql`queued_at` : activity, tab === 'unassigned' ? 'asc' : 'desc')
    .limit(200)
    .execute()) as ConvRow[]
  return views(scope, me, rows, scope.now)
}

function noteView(n: {
  id: number
  conversation_id: number
  kind: string
  staff_name: string
  text: string
  created_at: Date
}): ChatDeskNote {
  return {
    id: n.id,
    groupId: n.conversation_id,
    kind: n.kind === 'transfer' ? 'transfer' : 'note',
    staffName: n.staff_name,
    text: n.text,
    createTime: fmtReq(n.created_at),
  }
}

/** the transcript with the notes: an audited read (scope.readHealth) */
export async function transcript(
  deps: AppDeps,
  scope: StaffScope,
  me: DeskMe,
  groupId: number,
  afterSeq: number,
): Promise<ChatDeskTranscript> {
  return scope.readHealth({ action: 'chat.transcript.read', objectType: 'chat_conversation', objectId: groupId }, async (db, audit) => {
    const c = await loadConv(db, groupId)
    audit.patientUserId = c.owner_user_id
    await requireVisible(db, me, c)
    const [rows, notes] = await Promise.all([
      db.unscoped
        .selectFrom('chat_message')
        .selectAll()
        .where('conversation_id', '=', groupId)
        .where('seq', '>', afterSeq)
        .orderBy('seq')
        .limit(500)
        .execute(),
      db.selectFrom('chat_note').selectAll().where('conversation_id', '=', groupId).orderBy('id').execute(),
    ])
    const viewer: Actor = me.actor ?? { kind: 'agent', id: me.staffId }
    return {
      conversation: (await views(db, me, [c], scope.now))[0],
      messages: await toMessages(deps.db, rows as MessageRow[], viewer),
      notes: notes.map(noteView),
      canSend: await canSend(db, me, c),
    }
  })
}

/** a text as the staff member (the doctor, or the assigned agent): stored and pushed like a patient's */
export async function deskSend(
  deps: AppDeps,
  scope: StaffScope,
  me: DeskMe,
  req: { groupId: number; text: string; clientMsgId?: string },
): Promise<SendOutcome> {
  const c = await loadConv(scope, req.groupId)
  await requireVisible(scope, me, c)
  if (!me.actor || !(await canSend(scope, me, c))) throw conflict(c.kind === 'service' ? M.CHAT_DESK_NOT_ASSIGNED : M.CHAT_DESK_NOT_YOURS)
  // the audit row in the message's own transaction: a message is never sent unrecorded
  return sendMessage(
    deps,
    me.actor,
    { groupId: c.id, msgType: 'text', text: req.text, clientMsgId: req.clientMsgId },
    {
      inTx: (trx, row) =>
        scope.recordIn(trx, {
          action: 'chat.send',
          objectType: 'chat_conversation',
          objectId: c.id,
          patientUserId: c.owner_user_id,
          result: 'ok',
          changes: { messageId: row.id, seq: row.seq },
        }),
    },
  )
}

/**
 * SPEC §7 im/sendKnowledgeMessage: the doctor of a consultation sends an article of the hospital as a card (the
 * doctor from the staff session's linked doctor, never from the request); audited like a text
 */
export async function deskSendKnowledge(
  deps: AppDeps,
  scope: StaffScope,
  me: DeskMe,
  req: { groupId: number; articleId: number },
): Promise<SendOutcome> {
  const c = await loadConv(scope, req.groupId)
  await requireVisible(scope, me, c)
  if (me.actor?.kind !== 'doctor' || !(await canSend(scope, me, c))) throw conflict(M.CHAT_DESK_NOT_YOURS)
  return sendKnowledge(deps, { doctorId: me.actor.id, groupId: c.id, articleId: req.articleId }, (trx, row) =>
    scope.recordIn(trx, {
      action: 'chat.knowledge',
      objectType: 'chat_conversation',
      objectId: c.id,
      patientUserId: c.owner_user_id,
      result: 'ok',
      changes: { messageId: row.id, articleId: req.articleId },
    }),
  )
}

/** the articles a knowledge card may carry: the hospital's and the shared ones (hospital 0), newest first, at most 50 */
export async function knowledgeArticles(scope: StaffScope, keyword?: string): Promise<ChatDeskArticle[]> {
  let q = scope.unscoped
    .selectFrom('content_entry')
    .select(['id', 'title', 'summary', 'category'])
    .where('kind', '=', 'article')
    .where('hospital_id', 'in', [0, scope.hospitalId]) // the session's hospital, as sendKnowledge accepts them
  const k = keyword?.trim()
  if (k) q = q.where(sql<number>`position(${k} in title)`, '>', 0)
  const rows = await q.orderBy('publish_time', 'desc').orderBy('id', 'desc').limit(50).execute()
  return rows.map((r) => ({ articleId: r.id, title: r.title, summary: r.summary, category: r.category }))
}

/** an internal note: staff only (chat_note), never a message */
export async function addNote(
  scope: StaffScope,
  me: DeskMe,
  groupId: number,
  text: string,
  kind: 'note' | 'transfer' = 'note',
): Promise<ChatDeskNote> {
  const t = text.trim()
  if (!t) throw badRequest(M.CHAT_DESK_NOTE_REQUIRED)
  if (Array.from(t).length > CHAT_NOTE_MAX) throw badRequest(M.CHAT_DESK_NOTE_TOO_LONG(CHAT_NOTE_MAX))
  return scope.write({ action: 'chat.note', objectType: 'chat_conversation', objectId: groupId }, async (tx, audit) => {
    const c = await loadConv(tx, groupId)
    audit.patientUserId = c.owner_user_id
    await requireVisible(tx, me, c)
    const n = await tx.unscoped
      .insertInto('chat_note')
      .values({
        conversation_id: c.id,
        hospital_id: scope.hospitalId,
        staff_id: me.staffId,
        staff_name: me.name,
        kind,
        text: t,
        created_at: scope.now,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    audit.changes = { noteId: n.id, length: Array.from(t).length }
    return noteView(n)
  })
}

export async function deskRead(deps: AppDeps, scope: StaffScope, me: DeskMe, groupId: number, seq: number) {
  const c = await loadConv(scope, groupId)
  await requireVisible(scope, me, c)
  if (!me.actor) return { readSeq: 0, unread: c.last_seq }
  try {
    return await markRead(deps, me.actor, groupId, seq)
  } catch {
    return { readSeq: 0, unread: c.last_seq } // not a member yet (a queued conversation): nothing to mark
  }
}

/** the agent `staffId` joins the conversation (again); the previous agent, if any, leaves it */
async function seatAgent(tx: ScopedDb, groupId: number, staffId: number, previous: number | null, now: Date): Promise<void> {
  if (previous && previous !== staffId)
    await tx.unscoped
      .updateTable('chat_member')
      .set({ quit_at: now })
      .where('conversation_id', '=', groupId)
      .where('member_kind', '=', 'agent')
      .where('member_id', '=', previous)
      .execute()
  await tx.unscoped
    .insertInto('chat_member')
    .values({
      conversation_id: groupId,
      member_kind: 'agent',
      member_id: staffId,
      read_seq: 0,
      joined_at: now,
      quit_at: null,
      muted_until: null,
    })
    .onConflict((oc) => oc.columns(['conversation_id', 'member_kind', 'member_id']).doUpdateSet({ quit_at: null }))
    .execute()
}

/** an agent of the hospital (a transfer / assign target), or 400 */
async function targetAgent(db: ScopedDb, staffId: number): Promise<{ id: number; name: string }> {
  const a = await db
    .selectFrom('staff_account')
    .select(['id', 'name'])
    .where('id', '=', staffId)
    .where('disabled', '=', false)
    .where('role', 'in', [...AGENT_ROLES])
    .executeTakeFirst()
  if (!a) throw badRequest(M.CHAT_DESK_AGENT_NOT_FOUND)
  return a
}

/** take a waiting service conversation: compare-and-set on the state, so of two agents at once one wins */
export async function claim(deps: AppDeps, scope: StaffScope, me: DeskMe, groupId: number) {
  await scope.write({ action: 'chat.claim', objectType: 'chat_conversation', objectId: groupId }, async (tx, audit) => {
    const c = await loadConv(tx, groupId)
    audit.patientUserId = c.owner_user_id
    if (c.kind !== 'service') throw badRequest(M.CHAT_DESK_NOT_SERVICE)
    if (me.isDoctor) throw conflict(M.CHAT_DESK_NOT_YOURS)
    const won = await tx
      .updateTable('chat_conversation')
      .set({ service_state: 'agent', assignee_staff_id: me.staffId, assigned_at: scope.now })
      .where('id', '=', groupId)
      .where('service_state', '=', 'waiting')
      .returning('id')
      .executeTakeFirst()
    if (!won) throw conflict(c.service_state === 'agent' ? M.CHAT_DESK_ALREADY_CLAIMED : M.CHAT_DESK_NOT_WAITING)
    await seatAgent(tx, groupId, me.staffId, null, scope.now)
    audit.changes = { state: ['waiting', 'agent'], assignee: [null, me.staffId] }
  })
  await systemLine(deps, groupId, SERVICE_MESSAGES.accepted, { kind: 'agent', id: me.staffId })
  await announceQueue(deps, scope.hospitalId, groupId, 'claimed')
  return oneView(scope, me, groupId)
}

/** a supervisor gives a waiting or assigned service conversation to an agent */
export async function assign(deps: AppDeps, scope: StaffScope, me: DeskMe, groupId: number, staffId: number) {
  const from = await scope.write({ action: 'chat.assign', objectType: 'chat_conversation', objectId: groupId }, async (tx, audit) => {
    const c = await loadConv(tx, groupId, true)
    audit.patientUserId = c.owner_user_id
    if (c.kind !== 'service') throw badRequest(M.CHAT_DESK_NOT_SERVICE)
    if (c.service_state !== 'waiting' && c.service_state !== 'agent') throw conflict(M.CHAT_DESK_NOT_WAITING)
    const target = await targetAgent(tx, staffId)
    await tx
      .updateTable('chat_conversation')
      .set({ service_state: 'agent', assignee_staff_id: target.id, assigned_at: scope.now })
      .where('id', '=', groupId)
      .execute()
    await seatAgent(tx, groupId, target.id, c.assignee_staff_id, scope.now)
    audit.changes = { state: [c.service_state, 'agent'], assignee: [c.assignee_staff_id, target.id] }
    return c.service_state
  })
  await systemLine(deps, groupId, from === 'waiting' ? SERVICE_MESSAGES.accepted : M.CHAT_DESK_TRANSFERRED, { kind: 'agent', id: staffId })
  await announceQueue(deps, scope.hospitalId, groupId, 'assigned')
  return oneView(scope, me, groupId)
}

/** the assigned agent (or a supervisor) hands the conversation to another agent with a reason (an internal note) */
export async function transfer(deps: AppDeps, scope: StaffScope, me: DeskMe, groupId: number, staffId: number, reasonIn: string) {
  const reason = reasonIn.trim()
  if (!reason) throw badRequest(M.CHAT_DESK_REASON_REQUIRED)
  if (Array.from(reason).length > 200) throw badRequest(M.CHAT_DESK_REASON_TOO_LONG)
  await scope.write({ action: 'chat.transfer', objectType: 'chat_conversation', objectId: groupId }, async (tx, audit) => {
    const c = await loadConv(tx, groupId, true)
    audit.patientUserId = c.owner_user_id
    if (c.kind !== 'service') throw badRequest(M.CHAT_DESK_NOT_SERVICE)
    await requireVisible(tx, me, c)
    if (c.service_state !== 'agent' || (c.assignee_staff_id !== me.staffId && !me.supervise)) throw conflict(M.CHAT_DESK_NOT_ASSIGNED)
    if (staffId === c.assignee_staff_id) throw badRequest(M.CHAT_DESK_TRANSFER_SELF)
    const target = await targetAgent(tx, staffId)
    const moved = await tx
      .updateTable('chat_conversation')
      .set({ assignee_staff_id: target.id, assigned_at: scope.now })
      .where('id', '=', groupId)
      .where('service_state', '=', 'agent')
      .where('assignee_staff_id', '=', c.assignee_staff_id)
      .returning('id')
      .executeTakeFirst()
    if (!moved) throw conflict(M.CHAT_DESK_NOT_ASSIGNED)
    await seatAgent(tx, groupId, target.id, c.assignee_staff_id, scope.now)
    await tx.unscoped
      .insertInto('chat_note')
      .values({
        conversation_id: groupId,
        hospital_id: scope.hospitalId,
        staff_id: me.staffId,
        staff_name: me.name,
        kind: 'transfer',
        text: `转接给 ${target.name}：${reason}`,
        created_at: scope.now,
      })
      .execute()
    audit.changes = { assignee: [c.assignee_staff_id, target.id], reason }
  })
  await systemLine(deps, groupId, M.CHAT_DESK_TRANSFERRED)
  await announceQueue(deps, scope.hospitalId, groupId, 'transferred')
  return oneView(scope, me, groupId)
}

/** resolve: a service conversation closes with the rating request; a consultation asks for the evaluation */
export async function resolve(deps: AppDeps, scope: StaffScope, me: DeskMe, groupId: number) {
  const c = await loadConv(scope, groupId)
  await requireVisible(scope, me, c)
  if (c.kind === 'consult') {
    if (c.type !== 1) throw badRequest(M.CHAT_DESK_GROUP_NO_RESOLVE)
    if (!me.actor || !(await canSend(scope, me, c))) throw conflict(M.CHAT_DESK_NOT_YOURS)
    const actor = me.actor
    await scope.write({ action: 'chat.resolve', objectType: 'chat_conversation', objectId: groupId }, async (tx, audit) => {
      audit.patientUserId = c.owner_user_id
      await tx.updateTable('chat_conversation').set({ resolved_at: scope.now }).where('id', '=', groupId).execute()
      audit.changes = { resolved: true }
    })
    await launchEvaluate(deps, actor, groupId)
    return oneView(scope, me, groupId)
  }
  await scope.write({ action: 'chat.resolve', objectType: 'chat_conversation', objectId: groupId }, async (tx, audit) => {
    audit.patientUserId = c.owner_user_id
    if (c.service_state === 'closed') throw conflict(M.CHAT_DESK_RESOLVED)
    if (c.service_state !== 'agent' || (c.assignee_staff_id !== me.staffId && !me.supervise)) throw conflict(M.CHAT_DESK_NOT_ASSIGNED)
    const done = await tx
      .updateTable('chat_conversation')
      .set({ service_state: 'closed', resolved_at: scope.now })
      .where('id', '=', groupId)
      .where('service_state', '=', 'agent')
      .returning('id')
      .executeTakeFirst()
    if (!done) throw conflict(M.CHAT_DESK_RESOLVED)
    // the agent leaves (no more pushes of this conversation); a new request of the patient queues it again
    await tx.unscoped
      .updateTable('chat_member')
      .set({ quit_at: scope.now })
      .where('conversation_id', '=', groupId)
      .where('member_kind', '=', 'agent')
      .where('member_id', '>', 0)
      .execute()
    audit.changes = { state: ['agent', 'closed'] }
  })
  // the closing line asks the patient to rate (humanIntervention rate, customer-service.ts)
  await systemLine(deps, groupId, SERVICE_MESSAGES.closed)
  await announceQueue(deps, scope.hospitalId, groupId, 'resolved')
  return oneView(scope, me, groupId)
}

async function oneView(scope: StaffScope, me: DeskMe, groupId: number): Promise<ChatDeskConversation> {
  const c = await loadConv(scope, groupId)
  return (await views(scope, me, [c], scope.now))[0]
}

export async function agents(scope: StaffScope): Promise<ChatDeskAgentsRes> {
  const [rows, presence, loads] = await Promise.all([
    scope
      .selectFrom('staff_account')
      .select(['id', 'name'])
      .where('disabled', '=', false)
      .where('role', 'in', [...AGENT_ROLES])
      .orderBy('id')
      .limit(500)
      .execute(),
    scope.selectFrom('chat_presence').select(['staff_id', 'status']).execute(),
    scope
      .selectFrom('chat_conversation')
      .select(['assignee_staff_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('kind', '=', 'service')
      .where('service_state', '=', 'agent')
      .where('assignee_staff_id', 'is not', null)
      .groupBy('assignee_staff_id')
      .execute(),
  ])
  const st = new Map(presence.map((p) => [p.staff_id, p.status]))
  const ld = new Map(loads.map((l) => [l.assignee_staff_id, Number(l.n)]))
  return {
    list: rows.map((r) => ({
      staffId: r.id,
      name: r.name,
      status: st.get(r.id) === 'online' ? 'online' : 'away',
      load: ld.get(r.id) ?? 0,
    })),
  }
}

export async function presenceOf(scope: StaffScope): Promise<{ status: 'online' | 'away' }> {
  const p = await scope.selectFrom('chat_presence').select('status').where('staff_id', '=', scope.staff.staffId).executeTakeFirst()
  return { status: p?.status === 'online' ? 'online' : 'away' }
}

export async function setPresence(scope: StaffScope, status: 'online' | 'away'): Promise<{ status: 'online' | 'away' }> {
  await scope.write({ action: 'chat.presence', objectType: 'staff', objectId: scope.staff.staffId }, async (tx, audit) => {
    await tx.unscoped
      .insertInto('chat_presence')
      .values({ staff_id: scope.staff.staffId, hospital_id: scope.hospitalId, status, updated_at: scope.now })
      .onConflict((oc) => oc.column('staff_id').doUpdateSet({ status, hospital_id: scope.hospitalId, updated_at: scope.now }))
      .execute()
    audit.changes = { status }
  })
  return { status }
}

// ---------------------------------------------------------------- quick replies

function quickView(r: { id: number; staff_id: number | null; title: string; text: string }): ChatDeskQuickReply {
  return { id: r.id, scope: r.staff_id === null ? 'hospital' : 'mine', title: r.title, text: r.text }
}

export async function quickReplies(scope: StaffScope): Promise<ChatDeskQuickReply[]> {
  const me = scope.staff.staffId
  const rows = await scope
    .selectFrom('chat_quick_reply')
    .select(['id', 'staff_id', 'title', 'text'])
    .where((eb) => eb.or([eb('staff_id', 'is', null), eb('staff_id', '=', me)]))
    .orderBy(sql`staff_id is null`, 'desc')
    .orderBy('id')
    .limit(500)
    .execute()
  return rows.map(quickView)
}

export async function saveQuickReply(scope: StaffScope, me: DeskMe, req: ChatDeskQuickReplySaveReq): Promise<ChatDeskQuickReply> {
  const title = req.title.trim()
  const text = req.text.trim()
  if (!title) throw badRequest(M.CHAT_DESK_QUICK_TITLE_REQUIRED)
  if (Array.from(title).length > CHAT_QUICK_REPLY_TITLE_MAX) throw badRequest(M.CHAT_DESK_QUICK_TITLE_TOO_LONG(CHAT_QUICK_REPLY_TITLE_MAX))
  if (!text) throw badRequest(M.CHAT_DESK_QUICK_TEXT_REQUIRED)
  if (Array.from(text).length > CHAT_QUICK_REPLY_TEXT_MAX) throw badRequest(M.CHAT_DESK_QUICK_TEXT_TOO_LONG(CHAT_QUICK_REPLY_TEXT_MAX))
  if (req.scope === 'hospital' && !me.supervise) throw conflict(M.CHAT_DESK_QUICK_ADMIN_ONLY)
  const owner = req.scope === 'hospital' ? null : me.staffId
  return scope.write({ action: 'chat.quick-reply.save', objectType: 'chat_quick_reply', objectId: req.id ?? null }, async (tx, audit) => {
    if (req.id) {
      const q = tx.updateTable('chat_quick_reply').set({ title, text, updated_at: scope.now }).where('id', '=', req.id)
      const done = await (owner === null ? q.where('staff_id', 'is', null) : q.where('staff_id', '=', owner))
        .returning(['id', 'staff_id', 'title', 'text'])
        .executeTakeFirst()
      if (!done) throw notFound(M.CHAT_DESK_QUICK_NOT_FOUND)
      audit.changes = { scope: req.scope }
      return quickView(done)
    }
    const r = await tx.unscoped
      .insertInto('chat_quick_reply')
      .values({ hospital_id: scope.hospitalId, staff_id: owner, title, text, created_at: scope.now, updated_at: scope.now })
      .returning(['id', 'staff_id', 'title', 'text'])
      .executeTakeFirstOrThrow()
    audit.objectId = r.id
    audit.changes = { scope: req.scope, created: true }
    return quickView(r)
  })
}

export async function deleteQuickReply(scope: StaffScope, me: DeskMe, id: number): Promise<null> {
  return scope.write({ action: 'chat.quick-reply.delete', objectType: 'chat_quick_reply', objectId: id }, async (tx) => {
    const r = await tx.selectFrom('chat_quick_reply').select(['id', 'staff_id']).where('id', '=', id).executeTakeFirst()
    if (!r || (r.staff_id !== null && r.staff_id !== me.staffId)) throw notFound(M.CHAT_DESK_QUICK_NOT_FOUND)
    if (r.staff_id === null && !me.supervise) throw conflict(M.CHAT_DESK_QUICK_ADMIN_ONLY)
    await tx.unscoped.deleteFrom('chat_quick_reply').where('id', '=', id).where('hospital_id', '=', scope.hospitalId).execute()
    return null
  })
}

// ---------------------------------------------------------------- the patient panel

/** the patient of a conversation: masked phone, recent orders, bookings and reports of this hospital (audited) */
export async function patientPanel(scope: StaffScope, me: DeskMe, groupId: number): Promise<ChatDeskPatientPanel> {
  return scope.readHealth({ action: 'chat.patient.read', objectType: 'chat_conversation', objectId: groupId }, async (db, audit) => {
    const c = await loadConv(db, groupId)
    audit.patientUserId = c.owner_user_id
    await requireVisible(db, me, c)
    const userId = c.owner_user_id
    const [user, orders, bookings, reports] = await Promise.all([
      db.unscoped.selectFrom('app_user').select(['id', 'phone', 'created_at']).where('id', '=', userId).executeTakeFirst(),
      db
        .selectFrom('shop_order')
        .select(['order_no', 'status', 'actual_cents', 'created_at'])
        .where('user_id', '=', userId)
        .where('deleted', '=', false)
        .orderBy('id', 'desc')
        .limit(10)
        .execute(),
      db
        .selectFrom('pe_appointment')
        .select(['id', 'appointed_date', 'appointed_time', 'status'])
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(10)
        .execute(),
      db
        .selectFrom('exam_report')
        .select(['id', 'exam_date', 'package_name'])
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(10)
        .execute(),
    ])
    if (!user) throw notInGroup()
    audit.changes = { orders: orders.length, bookings: bookings.length, reports: reports.length }
    return {
      userId: user.id,
      phone: maskPhone(user.phone) || '患者',
      registeredAt: fmtReq(user.created_at),
      orders: orders.map((o) => ({
        orderNo: o.order_no,
        status: o.status,
        amount: yuan(o.actual_cents),
        createTime: fmtReq(o.created_at),
      })),
      bookings: bookings.map((b) => ({ id: b.id, date: b.appointed_date, time: b.appointed_time, status: b.status })),
      reports: reports.map((r) => ({ id: r.id, examDate: r.exam_date, packageName: r.package_name })),
    }
  })
}

// ---------------------------------------------------------------- the socket (socket.ts)

export interface SocketStaff {
  staffId: number
  username: string
  name: string
  hospitalId: number
  role: StaffRole
  actor: Actor
}

/** the staff member of a session cookie who may answer chat (chat:answer), as a socket member; else null */
export async function staffSocketActor(deps: AppDeps, cookie: string): Promise<SocketStaff | null> {
  const live = await liveSession(deps.db, cookie, deps.now(), deps.config.staff)
  if (!live || live.stage !== 'full' || !(STAFF_ROLES as readonly string[]).includes(live.role)) return null
  const role = live.role as StaffRole
  if (!ROLE_PERMISSIONS[role].includes('chat:answer')) return null
  let actor: Actor = { kind: 'agent', id: live.staffId }
  if (role === 'doctor') {
    const a = await deps.db.selectFrom('staff_account').select('doctor_id').where('id', '=', live.staffId).executeTakeFirst()
    if (!a?.doctor_id) return null
    actor = { kind: 'doctor', id: a.doctor_id }
  }
  return { staffId: live.staffId, username: live.username, name: live.name, hospitalId: live.hospitalId, role, actor }
}

/** a reply sent on the socket by staff: the same checks as POST /staff/chat/send, audited */
export async function staffSocketSend(
  deps: AppDeps,
  req: FastifyRequest,
  s: SocketStaff,
  body: { groupId: number; text: string; clientMsgId?: string },
): Promise<SendOutcome> {
  const c = await deps.db
    .selectFrom('chat_conversation')
    .select(['id', 'kind', 'service_state', 'assignee_staff_id', 'owner_user_id'])
    .where('id', '=', body.groupId)
    .where('hospital_id', '=', s.hospitalId)
    .executeTakeFirst()
  if (!c) throw notFound(M.CHAT_DESK_NOT_FOUND)
  if (s.actor.kind === 'agent' && (c.kind !== 'service' || c.service_state !== 'agent' || c.assignee_staff_id !== s.staffId))
    throw conflict(M.CHAT_DESK_NOT_ASSIGNED)
  if (s.actor.kind === 'doctor' && c.kind !== 'consult') throw conflict(M.CHAT_DESK_NOT_YOURS)
  const now = deps.now()
  // the audit row in the message's own transaction, as POST /staff/chat/send does
  return sendMessage(
    deps,
    s.actor,
    { groupId: c.id, msgType: 'text', text: body.text, clientMsgId: body.clientMsgId },
    {
      inTx: (trx, row) =>
        writeAudit(
          trx,
          req,
          { staffId: s.staffId, username: s.username, hospitalId: s.hospitalId, role: s.role },
          {
            action: 'chat.send',
            objectType: 'chat_conversation',
            objectId: c.id,
            patientUserId: c.owner_user_id,
            result: 'ok',
            changes: { messageId: row.id, seq: row.seq, via: 'socket' },
          },
          now,
        ),
    },
  )
}

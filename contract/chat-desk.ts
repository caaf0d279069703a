/**
 * API contract of the chat workbench of the staff console (issue 32 item 3): doctors and customer-service agents
 * answer patients' conversations under /staff/chat (permission chat:answer; assigning and the 全部 tab:
 * chat:supervise). The hospital comes from the staff session. Live messages come over the patients' socket
 * (/api/im/ws, contract/chat.ts), authenticated for staff by the session cookie (no token in the URL): frames
 * `msg` (a stored message of a conversation the staff member is in) and `send` / `ack` as for patients.
 * Internal notes are not chat messages: they never reach the patient (neither history nor socket nor seq).
 * Stable: fields and paths are only ever added, never renamed.
 */
import { ChatMessage } from './chat'
import { Count, DateTimeString, Enum, Id, Nullable, Seq, StrictObject, Type, type Static } from './lib'

export const CHAT_DESK_PATHS = {
  /** GET ChatDeskListQuery -> ChatDeskListRes: the tab's conversations (mine / unassigned / all: chat:supervise) */
  conversations: '/staff/chat/conversations',
  /** GET ChatDeskMessagesQuery -> ChatDeskTranscript: messages and internal notes (an audited read of the transcript) */
  messages: '/staff/chat/messages',
  /** POST ChatDeskSendReq -> ChatMessage: a text as the staff member (the doctor, or the agent) */
  send: '/staff/chat/send',
  /**
   * POST ChatDeskKnowledgeReq -> ChatMessage (SPEC §7 im/sendKnowledgeMessage): the doctor of a consultation sends
   * an article of the hospital as a knowledge card; the doctor is the session's linked doctor
   */
  knowledge: '/staff/chat/im/sendKnowledgeMessage',
  /** GET ChatDeskArticleQuery -> ChatDeskArticleListRes: the articles a knowledge card may carry (the hospital's and the shared ones) */
  articles: '/staff/chat/articles',
  /** POST ChatDeskNoteReq -> ChatDeskNote: an internal note, never shown to the patient */
  note: '/staff/chat/note',
  /** POST ChatDeskReadReq -> ChatDeskReadRes: the staff member's read mark (unread counts by seq) */
  read: '/staff/chat/read',
  /** POST ChatDeskIdReq -> ChatDeskConversation: take a waiting conversation (compare-and-set: one of two wins) */
  claim: '/staff/chat/claim',
  /** POST ChatDeskAssignReq (chat:supervise) -> ChatDeskConversation: give a waiting or assigned conversation to an agent */
  assign: '/staff/chat/assign',
  /** POST ChatDeskTransferReq -> ChatDeskConversation: hand the own conversation to another agent, with a reason */
  transfer: '/staff/chat/transfer',
  /** POST ChatDeskIdReq -> ChatDeskConversation: end it; the patient is asked to rate (service) or evaluate (consultation) */
  resolve: '/staff/chat/resolve',
  /** GET -> ChatDeskAgentsRes: the hospital's agents (transfer targets) with their status and load */
  agents: '/staff/chat/agents',
  /** GET -> ChatDeskPresence; POST ChatDeskPresenceReq -> ChatDeskPresence: online / away */
  presence: '/staff/chat/presence',
  /** GET -> ChatDeskQuickReplyListRes: the hospital's quick replies and the caller's own */
  quickReplies: '/staff/chat/quick-replies',
  /** POST ChatDeskQuickReplySaveReq -> ChatDeskQuickReply: add or change (the hospital's: chat:supervise) */
  quickReplySave: '/staff/chat/quick-replies/save',
  /** POST ChatDeskIdOnlyReq -> null: delete one (the own, or the hospital's with chat:supervise) */
  quickReplyDelete: '/staff/chat/quick-replies/delete',
  /** GET ChatDeskIdQuery -> ChatDeskPatientPanel: the patient of a conversation, masked (an audited read) */
  patient: '/staff/chat/patient',
} as const

/**
 * the socket frame `{ type: 'queue', groupId, event }` (server → an agent's workbench socket; not doctors): a service
 * conversation of the agent's hospital entered the queue (waiting), was claimed, assigned, transferred or resolved,
 * on any instance (the LISTEN/NOTIFY bus); the console refetches its lists at once, its slow poll stays a fallback
 */
export const CHAT_QUEUE_EVENTS = ['waiting', 'claimed', 'assigned', 'transferred', 'resolved'] as const
export type ChatQueueEvent = (typeof CHAT_QUEUE_EVENTS)[number]
export interface ChatQueueFrame {
  type: 'queue'
  groupId: number
  event: ChatQueueEvent
}

export const CHAT_DESK_TABS = ['mine', 'unassigned', 'all'] as const
export type ChatDeskTab = (typeof CHAT_DESK_TABS)[number]
/** waiting (in the queue) → assigned → waiting for the patient → resolved */
export const CHAT_DESK_STATES = ['waiting', 'assigned', 'patient', 'resolved', 'open'] as const
export const CHAT_PRESENCE = ['online', 'away'] as const
export const CHAT_NOTE_MAX = 500
export const CHAT_QUICK_REPLY_TITLE_MAX = 20
export const CHAT_QUICK_REPLY_TEXT_MAX = 500

export const ChatDeskListQuery = StrictObject({ tab: Enum(CHAT_DESK_TABS) })
export type ChatDeskListQuery = Static<typeof ChatDeskListQuery>

export const ChatDeskConversation = StrictObject({
  groupId: Id(),
  /** consult | service */
  kind: Enum(['consult', 'service'] as const),
  /** 1 consultation, 2 studio group, 3 chronic-disease group */
  type: Type.Integer({ minimum: 1, maximum: 3 }),
  name: Type.String(),
  /** the patient, masked (138****0001) */
  patient: Type.String(),
  state: Enum(CHAT_DESK_STATES),
  /** the service conversation's state (bot, waiting, agent, closed), null for consultations */
  serviceState: Nullable(Type.String()),
  assigneeStaffId: Nullable(Id()),
  assigneeName: Nullable(Type.String()),
  lastSeq: Seq(),
  readSeq: Seq(),
  unread: Count(),
  lastText: Type.String(),
  lastTime: Nullable(DateTimeString()),
  /** the patient waits since (queued, or the patient's unanswered last message), business wall time */
  waitingSince: Nullable(DateTimeString()),
  /** seconds the patient has waited, at the reply's time */
  waitingSeconds: Nullable(Count()),
})
export type ChatDeskConversation = Static<typeof ChatDeskConversation>

export const ChatDeskListRes = StrictObject({ list: Type.Array(ChatDeskConversation) })
export type ChatDeskListRes = Static<typeof ChatDeskListRes>

export const ChatDeskMessagesQuery = StrictObject({ groupId: Id(), afterSeq: Type.Optional(Seq()) })
export type ChatDeskMessagesQuery = Static<typeof ChatDeskMessagesQuery>

export const ChatDeskNote = StrictObject({
  id: Id(),
  groupId: Id(),
  /** note | transfer */
  kind: Enum(['note', 'transfer'] as const),
  staffName: Type.String(),
  text: Type.String(),
  createTime: DateTimeString(),
})
export type ChatDeskNote = Static<typeof ChatDeskNote>

export const ChatDeskTranscript = StrictObject({
  conversation: ChatDeskConversation,
  messages: Type.Array(ChatMessage),
  notes: Type.Array(ChatDeskNote),
  /** the caller may send in it now (member, assigned to the caller, not resolved) */
  canSend: Type.Boolean(),
})
export type ChatDeskTranscript = Static<typeof ChatDeskTranscript>

export const ChatDeskIdReq = StrictObject({ groupId: Id() })
export type ChatDeskIdReq = Static<typeof ChatDeskIdReq>
export const ChatDeskIdQuery = ChatDeskIdReq
export const ChatDeskSendReq = StrictObject({
  groupId: Id(),
  text: Type.String({ maxLength: 4000 }),
  clientMsgId: Type.Optional(Type.String({ maxLength: 64 })),
})
export type ChatDeskSendReq = Static<typeof ChatDeskSendReq>
export const ChatDeskKnowledgeReq = StrictObject({ groupId: Id(), articleId: Id() })
export type ChatDeskKnowledgeReq = Static<typeof ChatDeskKnowledgeReq>
/** the articles to pick a knowledge card from: newest first, at most 50; `keyword` in the title */
export const ChatDeskArticleQuery = StrictObject({ keyword: Type.Optional(Type.String({ maxLength: 50 })) })
export type ChatDeskArticleQuery = Static<typeof ChatDeskArticleQuery>
export const ChatDeskArticle = StrictObject({ articleId: Id(), title: Type.String(), summary: Type.String(), category: Type.String() })
export type ChatDeskArticle = Static<typeof ChatDeskArticle>
export const ChatDeskArticleListRes = StrictObject({ list: Type.Array(ChatDeskArticle) })
export type ChatDeskArticleListRes = Static<typeof ChatDeskArticleListRes>
export const ChatDeskNoteReq = StrictObject({ groupId: Id(), text: Type.String({ maxLength: 2000 }) })
export type ChatDeskNoteReq = Static<typeof ChatDeskNoteReq>
export const ChatDeskReadReq = StrictObject({ groupId: Id(), seq: Seq() })
export type ChatDeskReadReq = Static<typeof ChatDeskReadReq>
export const ChatDeskReadRes = StrictObject({ readSeq: Seq(), unread: Count() })
export type ChatDeskReadRes = Static<typeof ChatDeskReadRes>
export const ChatDeskAssignReq = StrictObject({ groupId: Id(), staffId: Id() })
export type ChatDeskAssignReq = Static<typeof ChatDeskAssignReq>
export const ChatDeskTransferReq = StrictObject({ groupId: Id(), staffId: Id(), reason: Type.String({ maxLength: 1000 }) })
export type ChatDeskTransferReq = Static<typeof ChatDeskTransferReq>

export const ChatDeskAgent = StrictObject({
  staffId: Id(),
  name: Type.String(),
  status: Enum(CHAT_PRESENCE),
  /** the conversations assigned to the agent now */
  load: Count(),
})
export const ChatDeskAgentsRes = StrictObject({ list: Type.Array(ChatDeskAgent) })
export type ChatDeskAgentsRes = Static<typeof ChatDeskAgentsRes>

export const ChatDeskPresenceReq = StrictObject({ status: Enum(CHAT_PRESENCE) })
export type ChatDeskPresenceReq = Static<typeof ChatDeskPresenceReq>
export const ChatDeskPresence = StrictObject({ status: Enum(CHAT_PRESENCE) })
export type ChatDeskPresence = Static<typeof ChatDeskPresence>

export const ChatDeskQuickReply = StrictObject({
  id: Id(),
  /** hospital: every member of staff of the hospital; mine: the caller's own */
  scope: Enum(['hospital', 'mine'] as const),
  title: Type.String(),
  text: Type.String(),
})
export type ChatDeskQuickReply = Static<typeof ChatDeskQuickReply>
export const ChatDeskQuickReplyListRes = StrictObject({ list: Type.Array(ChatDeskQuickReply) })
export type ChatDeskQuickReplyListRes = Static<typeof ChatDeskQuickReplyListRes>
export const ChatDeskQuickReplySaveReq = StrictObject({
  id: Type.Optional(Id()),
  scope: Enum(['hospital', 'mine'] as const),
  title: Type.String({ maxLength: 200 }),
  text: Type.String({ maxLength: 2000 }),
})
export type ChatDeskQuickReplySaveReq = Static<typeof ChatDeskQuickReplySaveReq>
export const ChatDeskIdOnlyReq = StrictObject({ id: Id() })
export type ChatDeskIdOnlyReq = Static<typeof ChatDeskIdOnlyReq>

export const ChatDeskPatientPanel = StrictObject({
  userId: Id(),
  /** masked */
  phone: Type.String(),
  registeredAt: DateTimeString(),
  orders: Type.Array(
    StrictObject({
      orderNo: Type.String(),
      status: Type.Integer({ minimum: 0, maximum: 999 }),
      amount: Type.Number(),
      createTime: DateTimeString(),
    }),
  ),
  bookings: Type.Array(
    StrictObject({ id: Id(), date: Type.String(), time: Type.String(), status: Type.Integer({ minimum: 0, maximum: 9 }) }),
  ),
  reports: Type.Array(StrictObject({ id: Id(), examDate: Type.String(), packageName: Type.String() })),
})
export type ChatDeskPatientPanel = Static<typeof ChatDeskPatientPanel>

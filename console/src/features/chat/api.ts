/** The chat workbench's calls (contract/chat-desk.ts): the tabs, a transcript, send, notes, claim / transfer / resolve. */
import type { Static } from '@sinclair/typebox'
import type { ChatMessage } from '@contract/chat'
import type {
  CHAT_DESK_PATHS,
  ChatDeskAgentsRes,
  ChatDeskArticleListRes,
  ChatDeskConversation,
  ChatDeskListRes,
  ChatDeskNote,
  ChatDeskPatientPanel,
  ChatDeskPresence,
  ChatDeskQuickReply,
  ChatDeskQuickReplyListRes,
  ChatDeskQuickReplySaveReq,
  ChatDeskTab,
  ChatDeskTranscript,
} from '@contract/chat-desk'
import { request } from '../../shared/request'

export const CHAT_PATHS: typeof CHAT_DESK_PATHS = {
  conversations: '/staff/chat/conversations',
  messages: '/staff/chat/messages',
  send: '/staff/chat/send',
  knowledge: '/staff/chat/im/sendKnowledgeMessage',
  articles: '/staff/chat/articles',
  note: '/staff/chat/note',
  read: '/staff/chat/read',
  claim: '/staff/chat/claim',
  assign: '/staff/chat/assign',
  transfer: '/staff/chat/transfer',
  resolve: '/staff/chat/resolve',
  agents: '/staff/chat/agents',
  presence: '/staff/chat/presence',
  quickReplies: '/staff/chat/quick-replies',
  quickReplySave: '/staff/chat/quick-replies/save',
  quickReplyDelete: '/staff/chat/quick-replies/delete',
  patient: '/staff/chat/patient',
}

export type Tab = ChatDeskTab
export type Conversation = Static<typeof ChatDeskConversation>
export type Transcript = Static<typeof ChatDeskTranscript>
export type Note = Static<typeof ChatDeskNote>
export type Message = Static<typeof ChatMessage>
export type QuickReply = Static<typeof ChatDeskQuickReply>
export type PatientPanel = Static<typeof ChatDeskPatientPanel>
export type Agents = Static<typeof ChatDeskAgentsRes>
export type Presence = Static<typeof ChatDeskPresence>['status']
export type Article = Static<typeof ChatDeskArticleListRes>['list'][number]

export const listConversations = (tab: Tab) =>
  request<Static<typeof ChatDeskListRes>>('GET', CHAT_PATHS.conversations, { query: { tab } }).then((r) => r.list)
export const getTranscript = (groupId: number) => request<Transcript>('GET', CHAT_PATHS.messages, { query: { groupId } })
export const sendText = (groupId: number, text: string, clientMsgId: string) =>
  request<Message>('POST', CHAT_PATHS.send, { body: { groupId, text, clientMsgId } })
export const addNote = (groupId: number, text: string) => request<Note>('POST', CHAT_PATHS.note, { body: { groupId, text } })
export const markRead = (groupId: number, seq: number) => request<unknown>('POST', CHAT_PATHS.read, { body: { groupId, seq } })
export const claim = (groupId: number) => request<Conversation>('POST', CHAT_PATHS.claim, { body: { groupId } })
export const transfer = (groupId: number, staffId: number, reason: string) =>
  request<Conversation>('POST', CHAT_PATHS.transfer, { body: { groupId, staffId, reason } })
export const resolve = (groupId: number) => request<Conversation>('POST', CHAT_PATHS.resolve, { body: { groupId } })
export const listAgents = () => request<Agents>('GET', CHAT_PATHS.agents).then((r) => r.list)
export const getPresence = () => request<Static<typeof ChatDeskPresence>>('GET', CHAT_PATHS.presence).then((r) => r.status)
export const setPresence = (status: Presence) =>
  request<Static<typeof ChatDeskPresence>>('POST', CHAT_PATHS.presence, { body: { status } }).then((r) => r.status)
export const listQuickReplies = () => request<Static<typeof ChatDeskQuickReplyListRes>>('GET', CHAT_PATHS.quickReplies).then((r) => r.list)
export const saveQuickReply = (body: Static<typeof ChatDeskQuickReplySaveReq>) =>
  request<QuickReply>('POST', CHAT_PATHS.quickReplySave, { body })
/** the articles a knowledge card may carry (the hospital's and the shared ones, newest first) */
export const listArticles = (keyword?: string) =>
  request<Static<typeof ChatDeskArticleListRes>>('GET', CHAT_PATHS.articles, { query: keyword ? { keyword } : {} }).then((r) => r.list)
/** a doctor sends an article as a knowledge card into the consultation */
export const sendKnowledge = (groupId: number, articleId: number) =>
  request<Message>('POST', CHAT_PATHS.knowledge, { body: { groupId, articleId } })
export const getPatient = (groupId: number) => request<PatientPanel>('GET', CHAT_PATHS.patient, { query: { groupId } })

export const STATE_TEXT: Record<Conversation['state'], string> = {
  waiting: '排队中',
  assigned: '待回复',
  patient: '等待患者',
  resolved: '已结束',
  open: '智能客服',
}

/** 65 → 1分05秒; 3700 → 1小时1分 */
export function waitingText(seconds: number | null): string {
  if (seconds === null) return ''
  if (seconds < 60) return `${seconds}秒`
  if (seconds < 3600) return `${Math.floor(seconds / 60)}分${String(seconds % 60).padStart(2, '0')}秒`
  return `${Math.floor(seconds / 3600)}小时${Math.floor((seconds % 3600) / 60)}分`
}

/**
 * The chat workbench of the staff console (issue 32 item 3), under /staff/chat: thin, desk.ts does the work.
 * Every route is chat:answer (health data: every read audited) except assigning (chat:supervise); the 全部 tab
 * asks chat:supervise inside the list route. The hospital comes from the session (staffScope).
 */
import { Type } from '@sinclair/typebox'
import {
  CHAT_DESK_PATHS,
  ChatDeskAgentsRes,
  ChatDeskArticleListRes,
  ChatDeskArticleQuery,
  ChatDeskAssignReq,
  ChatDeskConversation,
  ChatDeskIdOnlyReq,
  ChatDeskIdQuery,
  ChatDeskIdReq,
  ChatDeskListQuery,
  ChatDeskListRes,
  ChatDeskMessagesQuery,
  ChatDeskNote,
  ChatDeskNoteReq,
  ChatDeskPatientPanel,
  ChatDeskPresence,
  ChatDeskPresenceReq,
  ChatDeskQuickReply,
  ChatDeskQuickReplyListRes,
  ChatDeskQuickReplySaveReq,
  ChatDeskReadReq,
  ChatDeskReadRes,
  ChatDeskSendReq,
  ChatDeskKnowledgeReq,
  ChatDeskTranscript,
  ChatDeskTransferReq,
} from '../../../contract/chat-desk'
import { ChatMessage } from '../../../contract/chat'
import { Envelope } from '../../../contract/lib'
import { ok } from '../../lib/errors'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { staffScope } from '../staff'
import {
  addNote,
  agents,
  assign,
  claim,
  deleteQuickReply,
  deskMe,
  deskRead,
  deskSend,
  deskSendKnowledge,
  knowledgeArticles,
  listTab,
  patientPanel,
  presenceOf,
  quickReplies,
  resolve,
  saveQuickReply,
  setPresence,
  transcript,
  transfer,
} from './desk'

const rel = (p: string) => p.slice('/staff'.length)
const answer = { staff: { permission: 'chat:answer' as const } }
const tags = ['staff chat']

export const staffChatRoutes: TypedRoutePlugin = async (app) => {
  const deps = app.deps
  const ctx = async (req: Parameters<typeof staffScope>[0]) => {
    const scope = staffScope(req)
    return { scope, me: await deskMe(scope) }
  }

  app.get(
    rel(CHAT_DESK_PATHS.conversations),
    { schema: { tags, querystring: ChatDeskListQuery, response: { 200: Envelope(ChatDeskListRes) } }, config: answer },
    async (req) => {
      const { scope, me } = await ctx(req)
      const list = await listTab(scope, me, req.query.tab)
      // a list of conversations (masked patients, last lines): audited as a read of transcripts
      await scope.auditRead({ action: 'chat.list', objectType: 'chat_tab', objectId: req.query.tab, changes: { count: list.length } })
      return ok({ list })
    },
  )
  app.get(
    rel(CHAT_DESK_PATHS.messages),
    { schema: { tags, querystring: ChatDeskMessagesQuery, response: { 200: Envelope(ChatDeskTranscript) } }, config: answer },
    async (req) => {
      const { scope, me } = await ctx(req)
      return ok(await transcript(deps, scope, me, req.query.groupId, req.query.afterSeq ?? 0))
    },
  )
  app.post(
    rel(CHAT_DESK_PATHS.send),
    { schema: { tags, body: ChatDeskSendReq, response: { 200: Envelope(ChatMessage) } }, config: answer },
    async (req) => {
      const { scope, me } = await ctx(req)
      return ok((await deskSend(deps, scope, me, req.body)).message)
    },
  )
  app.post(
    rel(CHAT_DESK_PATHS.knowledge),
    { schema: { tags, body: ChatDeskKnowledgeReq, response: { 200: Envelope(ChatMessage) } }, config: answer },
    async (req) => {
      const { scope, me } = await ctx(req)
      return ok((await deskSendKnowledge(deps, scope, me, req.body)).message)
    },
  )
  app.get(
    rel(CHAT_DESK_PATHS.articles),
    { schema: { tags, querystring: ChatDeskArticleQuery, response: { 200: Envelope(ChatDeskArticleListRes) } }, config: answer },
    async (req) => {
      const scope = staffScope(req)
      const list = await knowledgeArticles(scope, req.query.keyword)
      // no patient's data, but a chat:answer route: on record like the other reads of the workbench
      await scope.auditRead({ action: 'chat.articles', objectType: 'content_entry', changes: { count: list.length } })
      return ok({ list })
    },
  )
  app.post(
    rel(CHAT_DESK_PATHS.note),
    { schema: { tags, body: ChatDeskNoteReq, response: { 200: Envelope(ChatDeskNote) } }, config: answer },
    async (req) => {
      const { scope, me } = await ctx(req)
      return ok(await addNote(scope, me, req.body.groupId, req.body.text))
    },
  )
  app.post(
    rel(CHAT_DESK_PATHS.read),
    { schema: { tags, body: ChatDeskReadReq, response: { 200: Envelope(ChatDeskReadRes) } }, config: answer },
    async (req) => {
      const { scope, me } = await ctx(req)
      return ok(await deskRead(deps, scope, me, req.body.groupId, req.body.seq))
    },
  )
  app.post(
    rel(CHAT_DESK_PATHS.claim),
    { schema: { tags, body: ChatDeskIdReq, response: { 200: Envelope(ChatDeskConversation) } }, config: answer },
    async (req) => {
      const { scope, me } = await ctx(req)
      return ok(await claim(deps, scope, me, req.body.groupId))
    },
  )
  app.post(
    rel(CHAT_DESK_PATHS.assign),
    {
      schema: { tags, body: ChatDeskAssignReq, response: { 200: Envelope(ChatDeskConversation) } },
      config: { staff: { permission: 'chat:supervise' } },
    },
    async (req) => {
      const { scope, me } = await ctx(req)
      return ok(await assign(deps, scope, me, req.body.groupId, req.body.staffId))
    },
  )
  app.post(
    rel(CHAT_DESK_PATHS.transfer),
    { schema: { tags, body: ChatDeskTransferReq, response: { 200: Envelope(ChatDeskConversation) } }, config: answer },
    async (req) => {
      const { scope, me } = await ctx(req)
      return ok(await transfer(deps, scope, me, req.body.groupId, req.body.staffId, req.body.reason))
    },
  )
  app.post(
    rel(CHAT_DESK_PATHS.resolve),
    { schema: { tags, body: ChatDeskIdReq, response: { 200: Envelope(ChatDeskConversation) } }, config: answer },
    async (req) => {
      const { scope, me } = await ctx(req)
      return ok(await resolve(deps, scope, me, req.body.groupId))
    },
  )
  app.get(
    rel(CHAT_DESK_PATHS.agents),
    { schema: { tags, response: { 200: Envelope(ChatDeskAgentsRes) } }, config: answer },
    async (req) => {
      const scope = staffScope(req)
      // no health data: staff names, statuses, counts
      req.staffHealthAudited = true
      return ok(await agents(scope))
    },
  )
  app.get(
    rel(CHAT_DESK_PATHS.presence),
    { schema: { tags, response: { 200: Envelope(ChatDeskPresence) } }, config: answer },
    async (req) => {
      req.staffHealthAudited = true // the caller's own status: no health data
      return ok(await presenceOf(staffScope(req)))
    },
  )
  app.post(
    rel(CHAT_DESK_PATHS.presence),
    { schema: { tags, body: ChatDeskPresenceReq, response: { 200: Envelope(ChatDeskPresence) } }, config: answer },
    async (req) => ok(await setPresence(staffScope(req), req.body.status)),
  )
  app.get(
    rel(CHAT_DESK_PATHS.quickReplies),
    { schema: { tags, response: { 200: Envelope(ChatDeskQuickReplyListRes) } }, config: answer },
    async (req) => {
      req.staffHealthAudited = true // the hospital's canned texts: no health data
      return ok({ list: await quickReplies(staffScope(req)) })
    },
  )
  app.post(
    rel(CHAT_DESK_PATHS.quickReplySave),
    { schema: { tags, body: ChatDeskQuickReplySaveReq, response: { 200: Envelope(ChatDeskQuickReply) } }, config: answer },
    async (req) => {
      const { scope, me } = await ctx(req)
      return ok(await saveQuickReply(scope, me, req.body))
    },
  )
  app.post(
    rel(CHAT_DESK_PATHS.quickReplyDelete),
    { schema: { tags, body: ChatDeskIdOnlyReq, response: { 200: Envelope(Type.Null()) } }, config: answer },
    async (req) => {
      const { scope, me } = await ctx(req)
      return ok(await deleteQuickReply(scope, me, req.body.id))
    },
  )
  app.get(
    rel(CHAT_DESK_PATHS.patient),
    { schema: { tags, querystring: ChatDeskIdQuery, response: { 200: Envelope(ChatDeskPatientPanel) } }, config: answer },
    async (req) => {
      const { scope, me } = await ctx(req)
      return ok(await patientPanel(scope, me, req.query.groupId))
    },
  )
}

/**
 * Chat routes (SPEC §7 "Chat"; thin: service.ts does the work). One set of routes per chat type, mounted on its base:
 * type 1 /studio-patient/im/, type 2 /studio-patient/im/studio/, type 3 /chronic-disease/im/chronic/. A group of
 * another type's base is 404 like a group the caller is not in (errCode 22406).
 */
import { Type } from '@sinclair/typebox'
import { Envelope } from '../../../contract/lib'
import {
  ChatGroup,
  ChatMember,
  ChatTokenRes,
  CreateGroupReq,
  Done,
  GroupIdReq,
  HistoryQuery,
  ImList,
  ImListQuery,
  MessageListReq,
  MessagePage,
  QuitQuery,
  ReadMarkReq,
  ReadMarkRes,
  RenameQuery,
  SendMessageReq,
  SendMessageRes,
  UploadImageReq,
} from '../../../contract/chat'
import type { ChatType } from '../../../src/domain/chat'
import { ok } from '../../lib/errors'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import {
  createGroup,
  groupInfo,
  listGroups,
  markRead,
  messagesAfter,
  messagesBefore,
  quitGroup,
  renameGroup,
  sendMessage,
  type Actor,
} from './service'
import { sendImage } from './extras'
import { registerImageSigner } from './image-link'

export const CHAT_WS_PATH = '/api/im/ws'
export const CHAT_HEARTBEAT_MS = 25_000

const security = [{ token: [] }]

function chatRoutesFor(type: ChatType, base: string): TypedRoutePlugin {
  return async (app) => {
    const deps = app.deps
    registerImageSigner(deps)
    const tags = [`im type ${type}`]
    const me = (userId: number): Actor => ({ kind: 'user', id: userId })
    const only = { type, kind: 'consult' as const }
    const s = <T extends object>(summary: string, extra: T) => ({ schema: { tags, security, summary, ...extra } })
    app.post(
      `${base}/getToken`,
      s('The socket path (send the session token in its first frame) and the heartbeat', { response: { 200: Envelope(ChatTokenRes) } }),
      async () => ok({ wsPath: CHAT_WS_PATH, heartbeatMs: CHAT_HEARTBEAT_MS }),
    )
    app.post(
      `${base}/createGroup`,
      s(type === 1 ? 'Get or create the consultation with a doctor (doctorId)' : 'Get or create the group with a studio (studioId)', {
        body: CreateGroupReq,
        response: { 200: Envelope(ChatGroup) },
      }),
      async (req) => ok(await createGroup(deps, req.user.userId, req.ctx.hospitalId, type, req.body)),
    )
    const info = s('A group the caller is in: members, last seq, read seq, unread', {
      body: GroupIdReq,
      response: { 200: Envelope(ChatGroup) },
    })
    app.post(`${base}/getGroupInfo`, info, async (req) => ok(await groupInfo(deps, me(req.user.userId), req.body.groupId, only)))
    if (type !== 1)
      app.post(`${base}/group/detail`, info, async (req) => ok(await groupInfo(deps, me(req.user.userId), req.body.groupId, only)))
    app.post(
      `${base}/getMembersInfo`,
      s('The members of a group the caller is in', { body: GroupIdReq, response: { 200: Envelope(Type.Array(ChatMember)) } }),
      async (req) => ok((await groupInfo(deps, me(req.user.userId), req.body.groupId, only)).members),
    )
    app.post(
      `${base}/recordLatestReadMessageId`,
      s('Moves the read mark forward (never back, never past the last message)', {
        body: ReadMarkReq,
        response: { 200: Envelope(ReadMarkRes) },
      }),
      async (req) => ok(await markRead(deps, me(req.user.userId), req.body.groupId, req.body.seq, only)),
    )
    app.post(
      `${base}/getMessageList`,
      s('Messages after afterSeq, oldest first (resync after a reconnect; the polling fallback)', {
        body: MessageListReq,
        response: { 200: Envelope(MessagePage) },
      }),
      async (req) =>
        ok(await messagesAfter(deps, me(req.user.userId), req.body.groupId, req.body.afterSeq ?? 0, req.body.limit ?? 100, only)),
    )
    app.get(
      `${base}/getHistoryMessage`,
      s('Older messages before beforeSeq (paging up), oldest first', {
        querystring: HistoryQuery,
        response: { 200: Envelope(MessagePage) },
      }),
      async (req) =>
        ok(await messagesBefore(deps, me(req.user.userId), req.query.groupId, req.query.beforeSeq, req.query.pageSize ?? 20, only)),
    )
    app.post(
      `${base}/sendMessage`,
      s('Send a text (screened for sensitive words), goods card or order card; stored, then pushed on the socket', {
        body: SendMessageReq,
        response: { 200: Envelope(SendMessageRes) },
      }),
      async (req) => ok(await sendMessage(deps, me(req.user.userId), req.body, only)),
    )
    app.post(
      `${base}/uploadImage`,
      {
        ...s('Send an image (JPEG/PNG as base64, ≤ 2 MB; the type read from the bytes, metadata stripped): stored, then pushed', {
          body: UploadImageReq,
          response: { 200: Envelope(SendMessageRes) },
        }),
        bodyLimit: 4 * 1024 * 1024,
      },
      async (req) => ok(await sendImage(deps, me(req.user.userId), req.body, { type })),
    )
    app.get(
      `${base}/message/imList`,
      s("The caller's groups of this type, newest activity first", { querystring: ImListQuery, response: { 200: Envelope(ImList) } }),
      async (req) => ok(await listGroups(deps, me(req.user.userId), type)),
    )
    if (type !== 1) {
      app.get(
        `${base}/updateGroupName`,
        s('Rename the group (1-20 characters)', { querystring: RenameQuery, response: { 200: Envelope(Done) } }),
        async (req) => ok(await renameGroup(deps, req.user.userId, type, req.query.groupId, req.query.groupName)),
      )
      app.get(
        `${base}/quitGroup`,
        s(type === 2 ? 'Leave the group (sysUserIds)' : 'Leave the group (doctorIds)', {
          querystring: QuitQuery,
          response: { 200: Envelope(Done) },
        }),
        async (req) =>
          ok(await quitGroup(deps, req.user.userId, type, req.query.groupId, type === 2 ? req.query.sysUserIds : req.query.doctorIds)),
      )
    }
  }
}

/** /studio-patient: type 1 on /im, type 2 on /im/studio (authenticated scope) */
export const userStudioChatRoutes: TypedRoutePlugin = async (app, opts) => {
  await app.register(chatRoutesFor(1, '/im'), opts)
  await app.register(chatRoutesFor(2, '/im/studio'), opts)
}

/** /chronic-disease: type 3 on /im/chronic (authenticated scope) */
export const userChronicChatRoutes: TypedRoutePlugin = async (app, opts) => {
  await app.register(chatRoutesFor(3, '/im/chronic'), opts)
}

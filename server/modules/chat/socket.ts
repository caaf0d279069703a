/**
 * The one WebSocket of a user (GET /api/im/ws, @fastify/websocket): every conversation over one connection (Alipay
 * allows one socket). Mini-program sockets send no cookies: the session token comes in the `token` header (WeChat,
 * H5 cannot) or in the first frame {type:'auth', token} within 10 s. Frames are JSON text (contract/chat.ts):
 *   sync {since:{groupId:seq}} → the messages after each seq (only groups the user is in), then {type:'synced'};
 *   send {reqId, groupId, msgType, text|goodsId|orderNo, clientMsgId} → stored like POST sendMessage → ack | error;
 *   read {groupId, seq}; ping → pong. The server pings every 25 s and drops a socket that missed a pong.
 * Staff (the console's chat workbench, issue 32) connect to the same socket authenticated by their session cookie
 * (`__Host-staff-session`, never a token in the URL; a cross-site Origin is refused): a doctor's account as its
 * doctor (`doctor:<id>`), any other as `agent:<staffId>`; they receive the messages of the conversations they are
 * members of and send replies (`send`, checked like POST /staff/chat/send and audited).
 * A user has at most CHAT_MAX_SOCKETS_PER_USER sockets on one instance: one more is refused after its auth with an
 * error frame {code: 4029} and close code 4029 (CHAT_CLOSE; the app backs off, src/domain/chat.ts).
 */
import type {} from '@fastify/websocket'
import type { WebSocket } from 'ws'
import type { SendMessageReq } from '../../../contract/chat'
import { CHAT_CLOSE, CHAT_CODE } from '../../../src/domain/chat'
import { CHAT_CODE_MESSAGES, CHAT_MESSAGES } from '../../../src/domain/messages/chat'
import { ApiError } from '../../lib/errors'
import type { FastifyPluginAsync } from 'fastify'
import type { PrefixPluginOptions } from '../../lib/route-plugin'
import { resolveSession } from '../auth'
import { sessionCookie } from '../staff/session'
import { staffSocketActor, staffSocketSend, type SocketStaff } from './desk'
import { memberKey } from './hub'
import { CHAT_HEARTBEAT_MS } from './routes'
import { deliverFromBus, hubOf, markRead, messagesAfter, sendMessage, type Actor } from './service'
import { startChatBus, stopChatBus } from './bus'
import { registerImageSigner } from './image-link'

const AUTH_TIMEOUT_MS = 10_000
const MAX_SYNC_GROUPS = 100

function errorFrame(e: unknown, reqId?: string) {
  if (e instanceof ApiError) {
    const code = typeof e.extra?.errCode === 'number' ? e.extra.errCode : e.statusCode
    return { type: 'error', reqId, code, msg: e.message }
  }
  return { type: 'error', reqId, code: CHAT_CODE.SDK_INTERNAL, msg: CHAT_CODE_MESSAGES[CHAT_CODE.SDK_INTERNAL] }
}

export const chatSocketRoutes: FastifyPluginAsync<PrefixPluginOptions> = async (app) => {
  const deps = app.deps
  registerImageSigner(deps)
  await startChatBus(deps, app.log, (env) => {
    deliverFromBus(deps, env).catch((e: Error) => app.log.warn(`chat push from another instance failed: ${e.message}`))
  })
  app.addHook('onClose', async () => stopChatBus(deps))
  app.get('/im/ws', { websocket: true, schema: { hide: true } }, (socket: WebSocket, req) => {
    const hub = hubOf(deps)
    let actor: Actor | null = null
    let staff: SocketStaff | null = null
    const staffCookie = req.ctx.token ? null : sessionCookie(req)
    let alive = true
    let queue: Promise<void> = Promise.resolve()
    const send = (f: unknown) => {
      if (socket.readyState === 1) socket.send(JSON.stringify(f))
    }
    const authTimer = setTimeout(() => !actor && socket.close(CHAT_CLOSE.UNAUTHORIZED, 'auth timeout'), AUTH_TIMEOUT_MS)
    const beat = setInterval(() => {
      if (!alive) return socket.terminate()
      alive = false
      try {
        socket.ping()
      } catch {
        /* closing */
      }
    }, CHAT_HEARTBEAT_MS)
    socket.on('pong', () => (alive = true))
    socket.on('close', () => {
      clearTimeout(authTimer)
      clearInterval(beat)
      if (actor) hub.remove(memberKey(actor.kind, actor.id), socket)
      hub.removeDesk(socket)
    })

    const authenticate = async (token: string | undefined) => {
      const s = await resolveSession(deps.db, token, deps.now())
      if (!s) {
        send({ type: 'error', code: 401, msg: '未登录' })
        socket.close(CHAT_CLOSE.UNAUTHORIZED, 'unauthorized')
        return
      }
      clearTimeout(authTimer)
      const key = memberKey('user', s.userId)
      // at most CHAT_MAX_SOCKETS_PER_USER sockets of a user on this instance (check and add in one turn: no race)
      if (hub.count(key) >= deps.config.chatMaxSocketsPerUser) {
        send({ type: 'error', code: CHAT_CLOSE.TOO_MANY_SOCKETS, msg: CHAT_MESSAGES.tooManySockets })
        socket.close(CHAT_CLOSE.TOO_MANY_SOCKETS, 'too many sockets')
        return
      }
      actor = { kind: 'user', id: s.userId }
      hub.add(key, socket)
      send({ type: 'hello', userId: s.userId })
    }

    const handle = async (f: Record<string, any>) => {
      alive = true
      if (f.type === 'ping') return send({ type: 'pong' })
      if (!actor) {
        if (f.type === 'auth' && typeof f.token === 'string') return authenticate(f.token)
        return send({ type: 'error', code: 401, msg: '未登录' })
      }
      const me = actor
      if (f.type === 'send' && staff) {
        const reqId = typeof f.reqId === 'string' ? f.reqId.slice(0, 64) : undefined
        try {
          if (!Number.isInteger(f.groupId) || f.msgType !== 'text' || typeof f.text !== 'string')
            return send({ type: 'error', reqId, code: CHAT_CODE.PARAM, msg: CHAT_CODE_MESSAGES[CHAT_CODE.PARAM] })
          // the session may have ended since the socket opened (logout, disabled account): refused, socket closed
          if (!staffCookie || !(await staffSocketActor(deps, staffCookie))) {
            send({ type: 'error', reqId, code: 401, msg: '未登录' })
            socket.close(CHAT_CLOSE.UNAUTHORIZED, 'session ended')
            return
          }
          const r = await staffSocketSend(deps, req, staff, {
            groupId: f.groupId,
            text: f.text.slice(0, 4000),
            clientMsgId: typeof f.clientMsgId === 'string' ? f.clientMsgId.slice(0, 64) : undefined,
          })
          return send({ type: 'ack', reqId, message: r.message, code: r.code })
        } catch (e) {
          return send(errorFrame(e, reqId))
        }
      }
      if (f.type === 'sync') {
        const since = f.since && typeof f.since === 'object' ? Object.entries(f.since as Record<string, unknown>) : []
        for (const [gid, seq] of since.slice(0, MAX_SYNC_GROUPS)) {
          const groupId = Number(gid)
          const after = Number(seq)
          if (!Number.isInteger(groupId) || groupId < 1 || !Number.isInteger(after) || after < 0) continue
          try {
            let cursor = after
            for (;;) {
              const page = await messagesAfter(deps, me, groupId, cursor, 200)
              for (const message of page.list) send({ type: 'msg', message })
              if (page.list.length < 200) break
              cursor = page.list[page.list.length - 1].seq
            }
          } catch (e) {
            send(errorFrame(e))
          }
        }
        return send({ type: 'synced' })
      }
      if (f.type === 'send') {
        const reqId = typeof f.reqId === 'string' ? f.reqId.slice(0, 64) : undefined
        try {
          const body = f as SendMessageReq
          if (!Number.isInteger(body.groupId) || !['text', 'goods', 'order'].includes(body.msgType))
            return send({ type: 'error', reqId, code: CHAT_CODE.PARAM, msg: CHAT_CODE_MESSAGES[CHAT_CODE.PARAM] })
          const r = await sendMessage(deps, me, {
            groupId: body.groupId,
            msgType: body.msgType,
            text: typeof body.text === 'string' ? body.text.slice(0, 4000) : undefined,
            goodsId: Number.isInteger(body.goodsId) ? body.goodsId : undefined,
            orderNo: typeof body.orderNo === 'string' ? body.orderNo.slice(0, 40) : undefined,
            clientMsgId: typeof body.clientMsgId === 'string' ? body.clientMsgId.slice(0, 64) : undefined,
          })
          return send({ type: 'ack', reqId, message: r.message, code: r.code })
        } catch (e) {
          return send(errorFrame(e, reqId))
        }
      }
      if (f.type === 'read' && Number.isInteger(f.groupId) && Number.isInteger(f.seq)) {
        try {
          await markRead(deps, me, f.groupId, f.seq)
        } catch (e) {
          send(errorFrame(e))
        }
      }
    }

    socket.on('message', (raw: Buffer, isBinary: boolean) => {
      let f: unknown
      try {
        f = isBinary ? null : JSON.parse(raw.toString('utf8'))
      } catch {
        f = null
      }
      if (!f || typeof f !== 'object') return send({ type: 'error', code: CHAT_CODE.PARAM, msg: CHAT_CODE_MESSAGES[CHAT_CODE.PARAM] })
      // frames of one socket are handled in order (a send acked before the next frame's sync)
      queue = queue.then(() => handle(f as Record<string, any>)).catch(() => undefined)
    })
    // staff: the session cookie of the console (same origin only: a cross-site page cannot ride the cookie)
    const authenticateStaff = async (cookie: string) => {
      const origin = req.headers.origin
      const host = req.headers.host
      const sameOrigin = !origin || (host !== undefined && origin.replace(/^https?:\/\//, '') === host)
      const s = sameOrigin ? await staffSocketActor(deps, cookie) : null
      if (!s) {
        send({ type: 'error', code: 401, msg: '未登录' })
        socket.close(CHAT_CLOSE.UNAUTHORIZED, 'unauthorized')
        return
      }
      clearTimeout(authTimer)
      const key = memberKey(s.actor.kind, s.actor.id)
      if (hub.count(key) >= deps.config.chatMaxSocketsPerUser) {
        send({ type: 'error', code: CHAT_CLOSE.TOO_MANY_SOCKETS, msg: CHAT_MESSAGES.tooManySockets })
        socket.close(CHAT_CLOSE.TOO_MANY_SOCKETS, 'too many sockets')
        return
      }
      actor = s.actor
      staff = s
      hub.add(key, socket)
      // an agent's workbench hears the queue's changes of its hospital (announceQueue); doctors get their messages only
      if (s.actor.kind === 'agent') hub.addDesk(s.hospitalId, socket)
      send({ type: 'hello', staffId: s.staffId, memberKind: s.actor.kind, memberId: s.actor.id })
    }
    if (req.ctx.token) void (queue = queue.then(() => authenticate(req.ctx.token)))
    else if (staffCookie) void (queue = queue.then(() => authenticateStaff(staffCookie)))
  })
}

/**
 * The chat connection of the app (issue 15): ONE socket for every conversation (Alipay allows one), through the
 * platform adapter. Reconnects with exponential back-off (src/domain/chat reconnectDelay), resyncs each watched
 * conversation from the last seq it holds, and falls back to polling the history API (getMessageList afterSeq)
 * while the socket cannot be opened. Messages reach listeners possibly more than once (push + resync + poll):
 * rooms merge them by id (mergeMessages).
 */
import type { ChatMessage, MessagePage, SendMessageReq, SendMessageRes } from '@contract/chat'
import { CHAT_CODE, reconnectAttemptAfterRefusal, reconnectDelay } from '@/domain/chat'
import { chatCodeMessage } from '@/domain/messages/chat'
import { apiSocketUrl, onNetworkChange, openSocket, type PlatformSocket } from '@/shared/platform'
import { ApiError, authHeaders } from '@/shared/request/request'
import { getChatToken } from './api'

export type ConnectionState = 'idle' | 'connecting' | 'open' | 'polling'

/** a send that failed: the §8 code and its message */
export class ChatSendError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
    this.name = 'ChatSendError'
  }
}

const POLL_MS = 3000
const ACK_TIMEOUT_MS = 10_000
/** failed opens before the history API is polled (the socket keeps retrying behind it) */
const POLL_AFTER_FAILURES = 1

/** how a room reads newer messages (polling) and sends over HTTP: the chat bases or customer service */
export interface RoomSource {
  poll(afterSeq: number): Promise<MessagePage>
  sendHttp(req: SendMessageReq): Promise<SendMessageRes>
}

type Watch = { source: RoomSource; lastSeq: number }

class ChatConnection {
  state: ConnectionState = 'idle'
  private socket: PlatformSocket | null = null
  private watches = new Map<number, Watch>()
  private listeners = new Set<(m: ChatMessage) => void>()
  private stateListeners = new Set<(s: ConnectionState) => void>()
  private attempt = 0
  /** the current socket got its hello (a socket that opened and closed without one was refused: a failure) */
  private welcomed = false
  private retryTimer: ReturnType<typeof setTimeout> | null = null
  private pollTimer: ReturnType<typeof setInterval> | null = null
  private pingTimer: ReturnType<typeof setInterval> | null = null
  private lastFrameAt = 0
  private heartbeatMs = 25_000
  private pending = new Map<
    string,
    { resolve: (r: SendMessageRes) => void; reject: (e: Error) => void; timer: ReturnType<typeof setTimeout> }
  >()
  private reqSeq = 0
  private offNetwork: (() => void) | null = null
  private users = 0

  /** a room starts using the connection; the returned function stops it (the socket closes with the last room) */
  watch(
    groupId: number,
    source: RoomSource,
    lastSeq: number,
    onMessage: (m: ChatMessage) => void,
    onState: (s: ConnectionState) => void,
  ): () => void {
    const w = this.watches.get(groupId)
    this.watches.set(groupId, { source, lastSeq: Math.max(lastSeq, w?.lastSeq ?? 0) })
    this.listeners.add(onMessage)
    this.stateListeners.add(onState)
    onState(this.state)
    this.users++
    if (this.state === 'idle') this.connect()
    else if (this.state === 'open') this.frame({ type: 'sync', since: { [groupId]: this.watches.get(groupId)!.lastSeq } })
    return () => {
      this.listeners.delete(onMessage)
      this.stateListeners.delete(onState)
      this.watches.delete(groupId)
      if (--this.users <= 0) this.shutdown()
    }
  }

  /** sends over the socket when open (ack within 10 s), else over HTTP; a timed-out socket send is retried over HTTP with the same clientMsgId */
  async send(source: RoomSource, req: SendMessageReq): Promise<SendMessageRes> {
    const body = { ...req, clientMsgId: req.clientMsgId ?? `m${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}` }
    if (this.state === 'open' && this.socket) {
      try {
        return await this.sendOverSocket(body)
      } catch (e) {
        if (!(e instanceof ChatSendError) || e.code !== CHAT_CODE.TIMEOUT) throw e
      }
    }
    try {
      const r = await source.sendHttp(body)
      this.deliver(r.message)
      return r
    } catch (e) {
      if (e instanceof ApiError)
        throw new ChatSendError(e.errCode ?? e.code, e.errCode !== undefined ? chatCodeMessage(e.errCode, e.message) : e.message)
      throw e
    }
  }

  private sendOverSocket(body: SendMessageReq): Promise<SendMessageRes> {
    const reqId = `r${++this.reqSeq}`
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(reqId)
        reject(new ChatSendError(CHAT_CODE.TIMEOUT, chatCodeMessage(CHAT_CODE.TIMEOUT)))
      }, ACK_TIMEOUT_MS)
      this.pending.set(reqId, { resolve, reject, timer })
      this.frame({ type: 'send', reqId, ...body })
    })
  }

  private setState(s: ConnectionState) {
    if (this.state === s) return
    this.state = s
    for (const l of this.stateListeners) l(s)
  }

  private deliver(m: ChatMessage) {
    const w = this.watches.get(m.groupId)
    // the held seq only moves over a contiguous run: a gap is filled by the next resync
    if (w && m.seq === w.lastSeq + 1) w.lastSeq = m.seq
    for (const l of this.listeners) l(m)
  }

  /** messages of a room fetched by the room itself (first page) also advance the held seq */
  held(groupId: number, seq: number) {
    const w = this.watches.get(groupId)
    if (w && seq > w.lastSeq) w.lastSeq = seq
  }

  private frame(f: unknown) {
    try {
      this.socket?.send(JSON.stringify(f))
    } catch {
      /* the close handler reconnects */
    }
  }

  private async connect() {
    if (this.retryTimer) clearTimeout(this.retryTimer)
    this.retryTimer = null
    if (!this.offNetwork) {
      try {
        this.offNetwork = onNetworkChange((online) => {
          if (!online && this.socket) {
            // the network went away: drop the socket now (it may not notice for a heartbeat) and resync on return
            const s = this.socket
            this.socket = null
            s.close()
            this.stopPing()
            this.failPending()
            this.retry(true)
          } else if (online && this.state !== 'open' && this.users > 0) {
            this.attempt = 0
            void this.pollOnce()
            void this.connect()
          }
        })
      } catch {
        this.offNetwork = () => undefined
      }
    }
    if (this.state !== 'polling') this.setState('connecting')
    const token = authHeaders().token
    try {
      const t = await getChatToken()
      this.heartbeatMs = t.heartbeatMs
      this.socket?.close()
      this.welcomed = false
      const sock = await openSocket(apiSocketUrl(t.wsPath), {
        onOpen: () => {
          this.lastFrameAt = Date.now()
          this.frame({ type: 'auth', token })
        },
        onMessage: (data) => this.onFrame(data),
        onError: () => undefined,
        onClose: (code) => {
          if (this.socket !== sock) return
          this.socket = null
          this.stopPing()
          this.failPending()
          if (this.users <= 0) return
          // refused after opening (login, too many sockets: CHAT_CLOSE): back off as a failure, never at once
          if (!this.welcomed) this.attempt = reconnectAttemptAfterRefusal(this.attempt, code) - 1
          this.retry(this.welcomed)
        },
      })
      this.socket = sock
    } catch {
      this.retry(false)
    }
  }

  private onFrame(data: string) {
    this.lastFrameAt = Date.now()
    let f: { type?: string; message?: ChatMessage; reqId?: string; code?: number; msg?: string }
    try {
      f = JSON.parse(data)
    } catch {
      return
    }
    if (f.type === 'hello') {
      this.welcomed = true
      this.attempt = 0
      this.stopPolling()
      this.setState('open')
      const since: Record<number, number> = {}
      for (const [id, w] of this.watches) since[id] = w.lastSeq
      this.frame({ type: 'sync', since })
      this.startPing()
    } else if (f.type === 'msg' && f.message) {
      this.deliver(f.message)
    } else if (f.type === 'ack' && f.reqId && f.message) {
      const p = this.pending.get(f.reqId)
      this.deliver(f.message)
      if (p) {
        clearTimeout(p.timer)
        this.pending.delete(f.reqId)
        p.resolve({ message: f.message, code: f.code ?? 0 })
      }
    } else if (f.type === 'error' && f.reqId) {
      const p = this.pending.get(f.reqId)
      if (p) {
        clearTimeout(p.timer)
        this.pending.delete(f.reqId)
        p.reject(new ChatSendError(f.code ?? CHAT_CODE.SDK_INTERNAL, chatCodeMessage(f.code, f.msg)))
      }
    } else if (f.type === 'error' && f.code === 401) {
      this.socket?.close()
    }
  }

  private retry(wasOpen: boolean) {
    if (this.users <= 0) return
    if (!wasOpen) this.attempt++
    if (this.attempt >= POLL_AFTER_FAILURES || wasOpen) this.startPolling()
    this.retryTimer = setTimeout(() => void this.connect(), reconnectDelay(wasOpen ? 0 : this.attempt - 1))
  }

  private startPing() {
    this.stopPing()
    this.pingTimer = setInterval(() => {
      // no frame for two heartbeats: the socket is dead even if it has not said so
      if (Date.now() - this.lastFrameAt > 2 * this.heartbeatMs) {
        const s = this.socket
        this.socket = null
        s?.close()
        this.stopPing()
        this.failPending()
        this.retry(true)
        return
      }
      this.frame({ type: 'ping' })
    }, this.heartbeatMs)
  }

  private stopPing() {
    if (this.pingTimer) clearInterval(this.pingTimer)
    this.pingTimer = null
  }

  private startPolling() {
    if (this.pollTimer) return
    this.setState('polling')
    void this.pollOnce()
    this.pollTimer = setInterval(() => void this.pollOnce(), POLL_MS)
  }

  private stopPolling() {
    if (this.pollTimer) clearInterval(this.pollTimer)
    this.pollTimer = null
  }

  private async pollOnce() {
    for (const w of [...this.watches.values()]) {
      try {
        const page = await w.source.poll(w.lastSeq)
        for (const m of page.list) this.deliver(m)
      } catch {
        /* offline: the next poll tries again */
      }
    }
  }

  private failPending() {
    for (const [id, p] of this.pending) {
      clearTimeout(p.timer)
      p.reject(new ChatSendError(CHAT_CODE.TIMEOUT, chatCodeMessage(CHAT_CODE.TIMEOUT)))
      this.pending.delete(id)
    }
  }

  private shutdown() {
    this.users = 0
    if (this.retryTimer) clearTimeout(this.retryTimer)
    this.retryTimer = null
    this.stopPolling()
    this.stopPing()
    this.failPending()
    const s = this.socket
    this.socket = null
    s?.close()
    this.offNetwork?.()
    this.offNetwork = null
    this.attempt = 0
    this.setState('idle')
  }
}

/** the app's one chat connection */
export const chatConnection = new ChatConnection()

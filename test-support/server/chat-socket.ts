/**
 * A chat socket client for server tests (/api/im/ws): keeps every frame and waits for a condition on them. A
 * patient authenticates with the token in the first frame; a staff member by the console's session cookie in the
 * upgrade request (no token anywhere). Used by the chat, chat-desk and two-instance tests.
 */
import WebSocket from 'ws'
import { STAFF_SESSION_COOKIE } from '../../contract/staff'

export interface ChatSocketWho {
  token?: string
  /** the staff session id (the `__Host-` cookie's value) */
  cookie?: string
  origin?: string
}

export class ChatSocket {
  frames: any[] = []
  private waiters: Array<() => void> = []
  constructor(readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      this.frames.push(JSON.parse(String(raw)))
      for (const w of this.waiters.splice(0)) w()
    })
  }

  /** a raw socket to the server on `port`, open (no frame sent) */
  static async raw(port: number, headers: Record<string, string> = {}): Promise<ChatSocket> {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/im/ws`, { headers })
    const c = new ChatSocket(ws)
    await new Promise<void>((res, rej) => {
      ws.once('open', () => res())
      ws.once('error', rej)
    })
    return c
  }

  /** a socket as `who`, after the server's first answer (hello, or an error) when it authenticates */
  static async open(port: number, who: ChatSocketWho): Promise<ChatSocket> {
    const headers: Record<string, string> = {}
    if (who.cookie) headers.cookie = `${STAFF_SESSION_COOKIE}=${who.cookie}`
    if (who.origin) headers.origin = who.origin
    const c = await ChatSocket.raw(port, headers)
    if (who.token) c.send({ type: 'auth', token: who.token })
    if (who.token || who.cookie) await c.until((fs) => fs.some((f) => f.type === 'hello' || f.type === 'error'))
    return c
  }

  send(frame: unknown) {
    this.ws.send(JSON.stringify(frame))
  }
  msgs(groupId: number) {
    return this.frames.filter((f) => f.type === 'msg' && f.message.groupId === groupId).map((f) => f.message)
  }
  has(text: string) {
    return this.frames.some((f) => f.type === 'msg' && f.message.content?.text === text)
  }
  until(pred: (frames: any[]) => boolean, timeoutMs = 15000): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out; frames: ${JSON.stringify(this.frames.slice(-5))}`)), timeoutMs)
      const check = () => {
        if (pred(this.frames)) {
          clearTimeout(timer)
          resolve()
        } else this.waiters.push(check)
      }
      check()
    })
  }
  close() {
    this.ws.close()
  }
}

/** the port a listening test app answers on */
export const appPort = (t: { app: { server: { address(): unknown } } }) => (t.app.server.address() as { port: number }).port

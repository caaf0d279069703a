/**
 * The sockets of this server instance by member ('user:12', 'doctor:602', 'agent:1'): a stored message is pushed to
 * every open socket of every member. Pushing is best effort; the database is the truth (clients resync by seq after
 * a reconnect, or poll the history API). With several server instances, a socket only hears messages sent through
 * its own instance until it resyncs (see server/modules/chat/README in the report: cross-instance fan-out would use
 * PostgreSQL LISTEN/NOTIFY).
 */
export interface HubSocket {
  send(data: string): void
  readyState: number
}

export class ChatHub {
  private readonly sockets = new Map<string, Set<HubSocket>>()

  add(key: string, s: HubSocket): void {
    let set = this.sockets.get(key)
    if (!set) this.sockets.set(key, (set = new Set()))
    set.add(s)
  }

  remove(key: string, s: HubSocket): void {
    const set = this.sockets.get(key)
    if (!set) return
    set.delete(s)
    if (!set.size) this.sockets.delete(key)
  }

  /** sends `frame(key)` to every open socket of each key */
  push(keys: readonly string[], frame: (key: string) => unknown): void {
    for (const key of keys) {
      const set = this.sockets.get(key)
      if (!set) continue
      const data = JSON.stringify(frame(key))
      for (const s of set) {
        if (s.readyState === 1) {
          try {
            s.send(data)
          } catch {
            /* a closing socket: its client resyncs */
          }
        }
      }
    }
  }

  get size(): number {
    let n = 0
    for (const set of this.sockets.values()) n += set.size
    return n
  }
}

export const memberKey = (kind: string, id: number) => `${kind}:${id}`
